import Foundation
import Regio

/// What is checked before a server binds, so that a wrong option fails at
/// once with a message rather than on the first request.
public enum ServerStartup {
    /// Loads the dataset and checks the tile options.
    public static func check(_ configuration: ServerConfiguration, engine: RegioEngine) throws {
        _ = try engine.dataset()
    }
}
