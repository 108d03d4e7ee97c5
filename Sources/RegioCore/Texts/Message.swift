/// A text a person reads, not yet in a language: a catalogue key and its
/// arguments (or, for text from outside the catalogue, the text itself).
/// Errors carry one, so each front end shows them in its user's language:
/// `error.message(in: .cs)`; the CLI prints it, the HTTP API puts it in a
/// problem's `detail`.
///
/// ```swift
/// let m = Message(.searchNoMatch, ["text": "praha"])
/// m.text(in: .en) // "No places match 'praha'."
/// m.text(in: .cs) // "Nic neodpovídá 'praha'."
/// ```
public struct Message: Hashable, Sendable, CustomStringConvertible {
    enum Content: Hashable, Sendable {
        case key(String, [String: TextValue])
        case verbatim(String)
        case localized(LocalizedText)
        case error(ErrorMessage)
        case joined([Message], separator: String)
    }

    let content: Content

    /// The catalogue's text for `key` (a key of any module's enum) with `arguments` put in.
    public init(key: some CatalogueKey, _ arguments: [String: TextValue] = [:]) {
        content = .key(key.rawValue, arguments)
    }

    /// The catalogue's text for `key` with `arguments` put in (strings, numbers, other messages).
    public init(key: some CatalogueKey, _ arguments: KeyValuePairs<String, any TextArgument>) {
        var values: [String: TextValue] = [:]
        for (name, value) in arguments { values[name] = value.textValue }
        content = .key(key.rawValue, values)
    }

    /// The catalogue's text for `key` with `arguments` put in.
    public init(_ key: TextKey, _ arguments: [String: TextValue] = [:]) { self.init(key: key, arguments) }

    /// The catalogue's text for `key` with `arguments` put in (strings, numbers, other messages).
    public init(_ key: TextKey, _ arguments: KeyValuePairs<String, any TextArgument>) { self.init(key: key, arguments) }

    /// A text that is the same in every language (a file name, a message from
    /// a library outside the catalogue).
    public static func verbatim(_ text: String) -> Message { Message(content: .verbatim(text)) }

    /// The message of an error, in each language when it can say it in each
    /// (a ``LocalizableError``), else its description.
    public static func of(_ error: any Error) -> Message {
        if let localizable = error as? any LocalizableError {
            return Message(content: .error(ErrorMessage(localizable)))
        }
        return .verbatim(String(describing: error))
    }

    /// A text given in each language (a region's name, a quiz's title).
    public init(_ text: LocalizedText) {
        content = .localized(text)
    }

    /// Messages one after the other.
    public static func joined(_ parts: [Message], separator: String = "") -> Message {
        Message(content: .joined(parts, separator: separator))
    }

    /// Items as a list in each language: "A", "A and B", "A, B and C" (`listAnd`).
    public static func list(_ items: [Message]) -> Message {
        guard items.count > 1, let last = items.last else { return items.first ?? .verbatim("") }
        return Message(.listAnd, ["first": Message.joined(Array(items.dropLast()), separator: ", "), "last": last])
    }

    init(content: Content) { self.content = content }

    /// The text in `language`.
    public func text(in language: Language) -> String {
        switch content {
        case .key(let key, let arguments):
            let template = TextCatalogues.shared.template(for: key, in: language, arguments: Set(arguments.keys))
                ?? TextTemplate(key)
            return template.render(arguments, in: language)
        case .verbatim(let text): return text
        case .localized(let text): return text.text(for: language)
        case .error(let error): return error.render(language)
        case .joined(let parts, let separator): return parts.map { $0.text(in: language) }.joined(separator: separator)
        }
    }

    /// The English text.
    public var description: String { text(in: .en) }
}

extension Message: TextArgument {
    public var textValue: TextValue { .message(self) }
}

/// An error's message, said in a language when asked (two are equal when their English is).
struct ErrorMessage: Hashable, Sendable {
    let english: String
    let render: @Sendable (Language) -> String

    init(_ error: any LocalizableError) {
        let box = UncheckedSendable(error)
        english = error.message(in: .en)
        render = { box.value.message(in: $0) }
    }

    static func == (a: ErrorMessage, b: ErrorMessage) -> Bool { a.english == b.english }
    func hash(into hasher: inout Hasher) { hasher.combine(english) }
}

/// An error value carried into a closure; errors are read, never changed.
private struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// An error whose message a front end shows in its user's language.
public protocol LocalizableError: Error {
    /// What went wrong, in `language`.
    func message(in language: Language) -> String
}
