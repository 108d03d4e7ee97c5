import Foundation
import Regio

/// What is checked before a server binds, so that a wrong option fails at
/// once with a message rather than on the first request.
public enum ServerStartup {
    /// Loads the dataset, opens the tile cache or MBTiles file, checks the
    /// options; the services it made are what the server then runs on
    /// (``ServerApplication/run(services:onRunning:)``), so nothing is opened twice.
    public static func check(_ configuration: ServerConfiguration, engine: RegioEngine) throws -> ServerServices {
        guard configuration.tilesCache == nil || configuration.mbtiles == nil else {
            throw InputError(parameter: "--tiles-cache", message: "--tiles-cache and --mbtiles exclude each other")
        }
        _ = try engine.dataset()
        return try ServerServices(configuration: configuration, engine: engine)
    }
}
