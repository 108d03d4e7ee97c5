/// A text in any number of languages; a missing one falls back along the
/// asked language's chain (``Language/fallbackChain``), then to English, then
/// Czech, then any language the text has.
///
/// In Regio JSON a localized text is an object of language tags,
/// `{"cs": "…", "en": "…", "de": "…"}`, or a plain string that stands for
/// every language.
///
/// ```swift
/// let t = LocalizedText(["cs": "Vídeň", "de": "Wien"])
/// t.text(for: "de-AT") // "Wien"
/// t.text(for: .en)     // "Vídeň" (no English: Czech is next)
/// ```
public struct LocalizedText: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The text per language; a plain string is stored as `universal`.
    public private(set) var texts: [Language: String]
    /// The text for every language that has none of its own (a name, a number).
    public private(set) var universal: String?

    /// A text in the given languages; the same text in two or more of them is
    /// one text for every language (`cs` and `en` "Brno" equal a plain "Brno").
    public init(_ texts: [Language: String]) {
        let distinct = Set(texts.values)
        if texts.count > 1, distinct.count == 1 {
            self.texts = [:]
            self.universal = distinct.first
        } else {
            self.texts = texts
            self.universal = nil
        }
    }

    public init(cs: String?, en: String?) {
        var texts: [Language: String] = [:]
        texts[.cs] = cs
        texts[.en] = en
        self.init(texts)
    }

    /// The same text in every language (names, numbers, language-neutral text).
    public init(_ text: String) {
        self.texts = [:]
        self.universal = text
    }

    /// A text in one language only.
    public init(_ text: String, language: Language) {
        self.init([language: text])
    }

    /// A catalogue text in every language Regio has a catalogue for (a
    /// generated question's prompt), and in the pseudo-language, which is
    /// never written to a file.
    public init(_ message: Message) {
        self.init(Dictionary(uniqueKeysWithValues: (Language.allCases + [.pseudo]).map { ($0, message.text(in: $0)) }))
    }

    public var cs: String? { value(.cs) }
    public var en: String? { value(.en) }

    /// The languages with a text of their own.
    public var languages: [Language] { texts.keys.sorted() }

    /// The text in `lang`, else along its fallback chain, else Czech, else any; "" when none.
    public func text(for lang: Language) -> String {
        for candidate in lang.fallbackChain + [.cs] {
            if let t = value(candidate), !t.isEmpty { return t }
        }
        return texts.sorted { $0.key < $1.key }.first { !$0.value.isEmpty }?.value ?? ""
    }

    /// The text in exactly `lang` (or the text for every language), without fallback.
    public func value(_ lang: Language) -> String? {
        texts[lang] ?? universal
    }

    /// True when no language has a non-blank text.
    public var isBlank: Bool {
        ([universal].compactMap { $0 } + Array(texts.values)).allSatisfy { $0.allSatisfy(\.isWhitespace) }
    }

    public var description: String { text(for: .en) }

    /// Two texts are equal when they say the same in every language written to
    /// files (the pseudo-language is left out, as when encoding).
    public static func == (a: LocalizedText, b: LocalizedText) -> Bool {
        a.universal == b.universal && a.texts.filter { $0.key != .pseudo } == b.texts.filter { $0.key != .pseudo }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(universal)
        hasher.combine(texts.filter { $0.key != .pseudo })
    }

    public init(from decoder: any Decoder) throws {
        let single = try decoder.singleValueContainer()
        if let s = try? single.decode(String.self) {
            self.init(s)
            return
        }
        let c = try decoder.container(keyedBy: StrictKey.self)
        var texts: [Language: String] = [:]
        for key in c.allKeys {
            guard let language = Language(tag: key.stringValue) else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath + [key],
                    debugDescription: "\"\(key.stringValue)\" is not a language tag (like \"cs\", \"en\", \"de-AT\")"))
            }
            texts[language] = try c.decode(String.self, forKey: key)
        }
        if texts.isEmpty {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: "a localized text needs a text in at least one language (like {\"cs\": …, \"en\": …}), or is a plain string"))
        }
        self.init(texts)
    }

    /// Encodes as a plain string when every language agrees, else as an object
    /// (keys in tag order; the pseudo-language left out).
    public func encode(to encoder: any Encoder) throws {
        let written = texts.filter { $0.key != .pseudo }
        let distinct = Set(written.values)
        if let universal, written.isEmpty || distinct == [universal] {
            var single = encoder.singleValueContainer()
            try single.encode(universal)
            return
        }
        if universal == nil, written.count > 1, distinct.count == 1, let only = distinct.first {
            var single = encoder.singleValueContainer()
            try single.encode(only)
            return
        }
        var c = encoder.container(keyedBy: StrictKey.self)
        for (language, text) in texts.sorted(by: { $0.key < $1.key }) where language != .pseudo {
            try c.encode(text, forKey: StrictKey(language.tag))
        }
    }
}
