import Foundation

/// A language, as a BCP 47 tag (`en`, `cs`, `de-AT`, `sk`), with the chain of
/// languages a missing text falls back along: `de-AT` → `de` → `en`.
///
/// Any well-formed tag is a language; which ones Regio speaks comes from its
/// catalogues (``TextCatalogues``), not from this type.
///
/// ```swift
/// let l = Language(tag: "de_AT.UTF-8")!   // de-AT
/// l.fallbackChain                         // [de-AT, de, en]
/// Language.cs.base                        // cs
/// ```
public struct Language: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The tag, normalised: the language lowercase, a region uppercase (`de-AT`).
    public let tag: String

    public static let en = Language(normalised: "en")
    public static let cs = Language(normalised: "cs")
    public static let de = Language(normalised: "de")
    public static let sk = Language(normalised: "sk")
    /// The pseudo-language: every text bracketed and accented (`[Ŕéĝîöñš]`), for
    /// finding texts that did not come from a catalogue.
    public static let pseudo = Language(normalised: "qps")

    private init(normalised tag: String) { self.tag = tag }

    /// A language from a tag as people write it (`de-AT`, `de_AT`, `de_AT.UTF-8`,
    /// `cs_CZ@euro`), or nil when it is not a tag: its language is two or three
    /// letters (ISO 639), so `German` is refused rather than taken for a language.
    public init?(tag raw: String) {
        var text = Substring(raw.trimmingCharacters(in: .whitespaces))
        if let cut = text.firstIndex(where: { $0 == "." || $0 == "@" }) { text = text[..<cut] }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }),
              parts.dropFirst().allSatisfy({ (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } })
        else { return nil }
        let normalised = parts.enumerated().map { index, part in
            index > 0 && part.count == 2 ? part.uppercased() : part.lowercased()
        }
        self.tag = normalised.joined(separator: "-")
    }

    /// The language without region or script (`de-AT` → `de`).
    public var base: Language {
        guard let dash = tag.firstIndex(of: "-") else { return self }
        return Language(normalised: String(tag[..<dash]))
    }

    /// This language, then each shorter tag, then English: where a text is
    /// looked for when this language lacks it (`sk-SK` → `sk` → `en`).
    public var fallbackChain: [Language] {
        var chain: [Language] = []
        var tag = self.tag
        while true {
            chain.append(Language(normalised: tag))
            guard let dash = tag.lastIndex(of: "-") else { break }
            tag = String(tag[..<dash])
        }
        if !chain.contains(.en) { chain.append(.en) }
        return chain
    }

    public var description: String { tag }

    public static func < (a: Language, b: Language) -> Bool { a.tag < b.tag }

    /// The languages a person asked for, most wanted first, as gettext reads
    /// them: `LANGUAGE`'s list (`sk:cs`), then the locale (`LC_ALL`, else
    /// `LC_MESSAGES`, else `LANG`). A `C` or `POSIX` locale, or none, is English,
    /// and then `LANGUAGE` is not read (as gettext does).
    ///
    /// ```swift
    /// Language.preferredLanguages(environment: ["LANG": "cs_CZ.UTF-8"])                     // [cs-CZ]
    /// Language.preferredLanguages(environment: ["LANGUAGE": "sk:cs", "LANG": "de_DE.UTF-8"]) // [sk, cs, de-DE]
    /// ```
    public static func preferredLanguages(environment: [String: String] = ProcessInfo.processInfo.environment) -> [Language] {
        guard let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty }),
              !(locale == "C" || locale.hasPrefix("C.") || locale == "POSIX") else { return [.en] }
        let listed = (environment["LANGUAGE"] ?? "").split(separator: ":").compactMap { Language(tag: String($0)) }
        return listed + [Language(tag: locale) ?? .en]
    }
}

extension Language: RawRepresentable, Codable {
    public init?(rawValue: String) { self.init(tag: rawValue) }
    public var rawValue: String { tag }
}

extension Language: CaseIterable {
    /// The languages Regio has a catalogue for (English first), for writing a
    /// text in every language (feeds, generated quizzes).
    public static var allCases: [Language] { TextCatalogues.shared.languages }
}

extension Language: ExpressibleByStringLiteral {
    /// A tag written in code: `"de-AT"` (a malformed one traps: it is a programming error).
    public init(stringLiteral value: String) {
        guard let language = Language(tag: value) else { preconditionFailure("not a language tag: \(value)") }
        self = language
    }
}
