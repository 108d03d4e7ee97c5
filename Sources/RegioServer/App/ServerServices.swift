import Foundation
import Regio

/// What every route group shares: the configuration and the one engine
/// (a `Sendable` object many requests call at once).
public struct ServerServices: Sendable {
    public let configuration: ServerConfiguration
    public let engine: RegioEngine

    public init(configuration: ServerConfiguration, engine: RegioEngine) {
        self.configuration = configuration
        self.engine = engine
    }
}
