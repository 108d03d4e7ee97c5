import Foundation
import GRDB
import RegioGeo

/// Reads an MBTiles 1.3 file as it is (opened read-only): tiles by XYZ
/// coordinates (TMS rows flipped) and the metadata.
public final class MBTilesReader: Sendable {
    public let url: URL
    private let db: DatabaseQueue

    /// Throws ``RenderError/mbtiles(_:)`` when the file is missing or not an MBTiles file.
    public init(url: URL) throws {
        self.url = url
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw RenderError.mbtiles("\(url.path) does not exist")
        }
        var config = Configuration()
        config.readonly = true
        do {
            db = try DatabaseQueue(path: url.path, configuration: config)
            let tables = try db.read { db in try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type IN ('table', 'view')") }
            guard tables.contains("tiles"), tables.contains("metadata") else {
                throw RenderError.mbtiles("\(url.path) is not an MBTiles file (it has no tiles and metadata tables)")
            }
        } catch let e as DatabaseError {
            throw RenderError.mbtiles("\(url.path) cannot be read as an MBTiles file: \(e.message ?? e.description)")
        }
    }

    /// The PNG (or other image) of a tile, nil when the file does not have it.
    public func tile(_ id: TileID) throws -> Data? {
        try MBTilesFile.tile(id, in: db, url: url)
    }

    /// The `metadata` table (name → value).
    public func metadata() throws -> [String: String] {
        do {
            return try db.read { db in
                var out: [String: String] = [:]
                for row in try Row.fetchAll(db, sql: "SELECT name, value FROM metadata") {
                    if let name: String = row[0], let value: String = row[1] { out[name] = value }
                }
                return out
            }
        } catch let e as DatabaseError { throw RenderError.mbtiles("\(url.path): \(e.message ?? e.description)") }
    }
}
