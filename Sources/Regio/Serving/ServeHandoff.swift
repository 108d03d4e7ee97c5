import Foundation

/// What `regio serve` hands the `regio-serve` executable beside it: the
/// configuration it parsed and checked, whether to announce in JSON, and the
/// interface language. It travels in the environment (``environmentName``),
/// not on the command line, where `ps` would show the token.
///
/// ```swift
/// setenv(ServeHandoff.environmentName, try handoff.encoded(), 1)   // regio, before exec
/// let handoff = try ServeHandoff.decode(environment[ServeHandoff.environmentName]!)  // regio-serve
/// ```
public struct ServeHandoff: Codable, Sendable {
    /// The environment variable holding the handoff as JSON.
    public static let environmentName = "REGIO_SERVE_HANDOFF"
    /// The executable `regio serve` starts: the only one that links the HTTP server.
    public static let executableName = "regio-serve"

    public var configuration: ServerConfiguration
    /// Announce the bound address as one JSON line (`--json`).
    public var json: Bool
    /// The interface language of messages.
    public var language: Language

    public init(configuration: ServerConfiguration, json: Bool, language: Language) {
        self.configuration = configuration
        self.json = json
        self.language = language
    }

    /// The handoff as one line of JSON.
    public func encoded() throws -> String {
        String(decoding: try JSONEncoder().encode(self), as: UTF8.self)
    }

    /// The handoff from its JSON.
    public static func decode(_ text: String) throws -> ServeHandoff {
        try JSONDecoder().decode(ServeHandoff.self, from: Data(text.utf8))
    }
}
