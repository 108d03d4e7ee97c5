/// A request the engine cannot carry out, with a message a user can act on.
/// ``kind`` lets a front end choose how to answer (an HTTP status, an exit code);
/// ``message(in:)`` says it in the user's language (``description`` in English).
public struct EngineError: Error, Hashable, Sendable, CustomStringConvertible, LocalizableError {
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
    /// What went wrong, in any language.
    public let text: Message

    public init(_ kind: Kind, _ text: Message) {
        self.kind = kind
        self.text = text
    }

    /// An error with a message outside the catalogue (the same in every language).
    public init(_ kind: Kind, _ message: String) {
        self.init(kind, .verbatim(message))
    }

    /// An error that passes on another one's message (in every language it has).
    public init(_ kind: Kind, wrapping error: any Error) {
        self.init(kind, .of(error))
    }

    /// The English message.
    public var message: String { text.description }

    public func message(in language: Language) -> String { text.text(in: language) }

    public var description: String { message }
}
