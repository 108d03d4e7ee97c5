import Foundation
import Regio

/// What every route group shares: the configuration, the one engine (a
/// `Sendable` object many requests call at once) and the tiles.
public struct ServerServices: Sendable {
    public let configuration: ServerConfiguration
    public let engine: RegioEngine
    public let tiles: TileService

    /// Opens the tile cache or the MBTiles file the configuration names.
    /// - Throws: when the cache cannot be written or the MBTiles file read.
    public init(configuration: ServerConfiguration, engine: RegioEngine) throws {
        self.configuration = configuration
        self.engine = engine
        if let mbtiles = configuration.mbtiles {
            tiles = try TileService(engine: engine, mbtiles: URL(fileURLWithPath: mbtiles))
        } else {
            tiles = try TileService(engine: engine, cache: configuration.tilesCache.map(TileService.Cache.init(path:)) ?? .memory)
        }
    }
}
