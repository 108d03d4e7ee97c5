/// The catalogue in one language, for a front end that writes many texts:
/// `texts(.searchNoMatch, ["text": query])`.
///
/// ```swift
/// let t = Texts(.cs)
/// t(.regionsSummary, ["n": 3, "area": "78 871", "places": 2754]) // "3 regiony, 78 871 km², 2754 míst"
/// ```
public struct Texts: Sendable {
    public let language: Language

    public init(_ language: Language) { self.language = language }

    /// The text of `key` with `arguments` put in.
    public func callAsFunction(_ key: TextKey, _ arguments: KeyValuePairs<String, any TextArgument> = [:]) -> String {
        Message(key, arguments).text(in: language)
    }

    /// A message in this language.
    public func callAsFunction(_ message: Message) -> String { message.text(in: language) }

    /// A number with at most two decimals, as the language writes it (2,5 in Czech).
    public func number(_ value: Double, decimals: Int = 2) -> String {
        NumberText.decimal(value, decimals: decimals, language: language)
    }

    /// A number with thousands grouped (12,345 / 12 345).
    public func grouped(_ value: Double, decimals: Int = 0) -> String {
        NumberText.grouped(value, decimals: decimals, language: language)
    }
}
