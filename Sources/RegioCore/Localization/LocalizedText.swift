/// A text in Czech and English; either may be missing, and the other one is
/// then used.
///
/// In Regio JSON a localized text is an object `{"cs": "…", "en": "…"}`, or a
/// plain string that stands for both languages.
///
/// ```swift
/// let t = LocalizedText(cs: "Brno", en: nil)
/// t.text(for: .en) // "Brno" (the Czech text as the fallback)
/// ```
public struct LocalizedText: Hashable, Sendable, Codable, CustomStringConvertible {
    public var cs: String?
    public var en: String?

    public init(cs: String?, en: String?) {
        self.cs = cs
        self.en = en
    }

    /// The same text in both languages (names, numbers, language-neutral text).
    public init(_ text: String) {
        self.cs = text
        self.en = text
    }

    /// A text in one language only.
    public init(_ text: String, language: Language) {
        switch language {
        case .cs: self.init(cs: text, en: nil)
        case .en: self.init(cs: nil, en: text)
        }
    }

    /// The text in `lang`, or in the other language when `lang` has none, or "".
    public func text(for lang: Language) -> String {
        if let t = value(lang), !t.isEmpty { return t }
        return value(lang.other) ?? ""
    }

    /// The text in exactly `lang`, without fallback.
    public func value(_ lang: Language) -> String? {
        lang == .cs ? cs : en
    }

    /// True when neither language has a non-blank text.
    public var isBlank: Bool {
        Language.allCases.allSatisfy { (value($0) ?? "").allSatisfy(\.isWhitespace) }
    }

    public var description: String { text(for: .en) }

    public init(from decoder: any Decoder) throws {
        let single = try decoder.singleValueContainer()
        if let s = try? single.decode(String.self) {
            self.init(s)
            return
        }
        let c = try decoder.container(keyedBy: StrictKey.self)
        try c.rejectUnknownKeys(["cs", "en"], what: "a localized text")
        let cs = try c.decodeIfPresent(String.self, forKey: StrictKey("cs"))
        let en = try c.decodeIfPresent(String.self, forKey: StrictKey("en"))
        if cs == nil && en == nil {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: "a localized text needs \"cs\" or \"en\" (or is a plain string)"))
        }
        self.init(cs: cs, en: en)
    }

    /// Encodes as a plain string when both languages agree, else as an object.
    public func encode(to encoder: any Encoder) throws {
        if let cs, cs == en {
            var single = encoder.singleValueContainer()
            try single.encode(cs)
            return
        }
        var c = encoder.container(keyedBy: StrictKey.self)
        try c.encodeIfPresent(cs, forKey: StrictKey("cs"))
        try c.encodeIfPresent(en, forKey: StrictKey("en"))
    }
}
