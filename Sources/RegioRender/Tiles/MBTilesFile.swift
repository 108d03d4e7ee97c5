import Foundation
import GRDB
import RegioGeo

/// What reading an MBTiles file takes, shared by ``MBTilesReader`` and ``MBTilesWriter``
/// (which reads back what it wrote, as a tile cache).
enum MBTilesFile {
    /// The stored image of a tile (XYZ `id`, stored with the TMS row), nil when the file does not have it.
    static func tile(_ id: TileID, in db: DatabaseQueue, url: URL) throws -> Data? {
        do {
            return try db.read { db in
                try Data.fetchOne(db, sql: "SELECT tile_data FROM tiles WHERE zoom_level = ? AND tile_column = ? AND tile_row = ?",
                                  arguments: [id.z, id.x, id.tmsY])
            }
        } catch let e as DatabaseError { throw RenderError.mbtiles("\(url.path): \(e.message ?? e.description)") }
    }
}
