/// A request the engine cannot carry out, with a message a user can act on.
/// ``kind`` lets a front end choose how to answer (an HTTP status, an exit code).
public struct EngineError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable, Codable {
        /// The request itself is wrong (a parameter, a combination of them).
        case invalidRequest
        /// What the request names does not exist (a region, a place, a quiz).
        case notFound
        /// The request fits several things, or clashes with what exists.
        case conflict
        /// Something the request needs cannot be read or written (a file, the store, a server).
        case failed
    }

    public let kind: Kind
    public let message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }
}
