import Foundation
import GRDB
import RegioGeo

/// Writes an MBTiles 1.3 file: tiles in TMS rows (`tile_row = 2^z − 1 − y`)
/// and the metadata (name, format, bounds, center, minzoom, maxzoom,
/// attribution). Resumable: tiles already in the file are found by
/// ``existingTiles(zoom:)``.
public final class MBTilesWriter: TileSink, Sendable {
    public let url: URL
    private let db: DatabaseQueue

    /// Opens or creates the file; throws ``RenderError/unwritableOutput(path:reason:)``
    /// when it cannot be written and ``RenderError/mbtiles(_:)`` when it is not an MBTiles file.
    public init(url: URL) throws {
        self.url = url
        try OutputPath.checkWritableFile(url)
        var config = Configuration()
        config.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
        }
        do {
            db = try DatabaseQueue(path: url.path, configuration: config)
            try db.write { db in
                try db.execute(sql: """
                    CREATE TABLE IF NOT EXISTS metadata (name TEXT NOT NULL, value TEXT);
                    CREATE UNIQUE INDEX IF NOT EXISTS metadata_name ON metadata (name);
                    CREATE TABLE IF NOT EXISTS tiles (zoom_level INTEGER NOT NULL, tile_column INTEGER NOT NULL,
                                                      tile_row INTEGER NOT NULL, tile_data BLOB NOT NULL);
                    CREATE UNIQUE INDEX IF NOT EXISTS tile_index ON tiles (zoom_level, tile_column, tile_row);
                    """)
            }
        } catch let e as DatabaseError {
            throw RenderError.mbtiles("\(url.path) cannot be used as an MBTiles file: \(e.message ?? e.description)")
        }
    }

    public func existingTiles(zoom: Int) throws -> Set<TileID> {
        do {
            return try db.read { db in
                var out = Set<TileID>()
                let rows = try Row.fetchCursor(db, sql: "SELECT tile_column, tile_row FROM tiles WHERE zoom_level = ?", arguments: [zoom])
                while let r = try rows.next() {
                    if let t = try? TileID(z: zoom, x: r[0], tmsY: r[1]) { out.insert(t) }
                }
                return out
            }
        } catch let e as DatabaseError { throw RenderError.mbtiles("\(url.path): \(e.message ?? e.description)") }
    }

    /// The stored image of a tile, nil when the file does not have it (a cache read).
    public func tile(_ id: TileID) throws -> Data? {
        try MBTilesFile.tile(id, in: db, url: url)
    }

    public func write(_ tiles: [(TileID, Data)]) throws {
        guard !tiles.isEmpty else { return }
        do {
            try db.write { db in
                let stmt = try db.cachedStatement(sql: "INSERT OR REPLACE INTO tiles (zoom_level, tile_column, tile_row, tile_data) VALUES (?, ?, ?, ?)")
                for (t, data) in tiles { try stmt.execute(arguments: [t.z, t.x, t.tmsY, data]) }
            }
        } catch let e as DatabaseError { throw RenderError.mbtiles("\(url.path): \(e.message ?? e.description)") }
    }

    public func finish(metadata: TileSetMetadata) throws {
        do {
            try db.write { db in
                for (name, value) in metadata.rows {
                    try db.execute(sql: "INSERT OR REPLACE INTO metadata (name, value) VALUES (?, ?)", arguments: [name, value])
                }
            }
        } catch let e as DatabaseError { throw RenderError.mbtiles("\(url.path): \(e.message ?? e.description)") }
    }
}
