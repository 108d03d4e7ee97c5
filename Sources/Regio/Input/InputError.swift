/// Input a user typed that cannot be used: the parameter it came from and a
/// message that says what is wrong and what would be right.
///
/// Every parser of ``UserInput`` throws it. The message is a catalogue
/// ``Message``: the CLI and the HTTP API show it in their user's language
/// (``message(in:)``); ``description`` is the English text. The CLI names
/// parameters as options (`--bearing`), the HTTP API as query parameters
/// (`bearing`); the rest of the text is the same.
public struct InputError: Error, Hashable, Sendable, CustomStringConvertible, LocalizableError {
    /// The parameter as the user wrote it (`--bbox`, `bbox`, `position`).
    public let parameter: String
    /// What is wrong, starting with the parameter, in any language.
    public let text: Message

    public init(parameter: String, _ text: Message) {
        self.parameter = parameter
        self.text = text
    }

    /// An error with a message outside the catalogue (the same in every language).
    public init(parameter: String, message: String) {
        self.init(parameter: parameter, .verbatim(message))
    }

    /// The English message.
    public var message: String { text.description }

    public func message(in language: Language) -> String { text.text(in: language) }

    public var description: String { message }
}
