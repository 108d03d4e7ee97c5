import Foundation
import Regio

/// What every route group shares: the configuration, the one engine (a
/// `Sendable` object many requests call at once) and the tiles.
public struct ServerServices: Sendable {
    public let configuration: ServerConfiguration
    public let engine: RegioEngine
    public let tiles: TileService

    /// Opens the tile cache or the MBTiles file the configuration names; without
    /// either, the tiles of the low zooms are kept on disk across restarts
    /// (``TileService/keptFolder(for:cacheDirectory:)``) and the others in memory.
    /// - Throws: when the cache cannot be written or the MBTiles file read.
    public init(configuration: ServerConfiguration, engine: RegioEngine) throws {
        self.configuration = configuration
        self.engine = engine
        if let mbtiles = configuration.mbtiles {
            tiles = try TileService(engine: engine, mbtiles: URL(fileURLWithPath: mbtiles))
        } else {
            let cache = try configuration.tilesCache.map(TileService.Cache.init(path:))
                ?? .folder(TileService.keptFolder(for: engine, cacheDirectory: configuration.cacheDirectory), zooms: .preparedWhole)
            tiles = try TileService(engine: engine, cache: cache)
        }
    }
}
