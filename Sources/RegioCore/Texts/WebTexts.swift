/// The web app's texts (the `web.` keys of every catalogue), as `regio serve`
/// sends them to the browser at `/app/texts.json`: every language with its
/// name, plural rules and number separators, each with every web text (the
/// fallback chain already applied), so the app needs nothing else to speak it.
///
/// ```json
/// {"languages": [{"tag": "en", "name": "English"}, …],
///  "catalogues": {"cs": {"pluralRules": "one: i = 1 …", "decimal": ",", "group": " ",
///                        "texts": {"close": "Zavřít", …}}}}
/// ```
public struct WebTexts: Codable, Sendable, Equatable {
    public struct LanguageName: Codable, Sendable, Equatable {
        public let tag: String
        public let name: String
    }

    public struct Catalogue: Codable, Sendable, Equatable {
        public let pluralRules: String
        public let decimal: String
        public let group: String
        public let texts: [String: String]
    }

    public let languages: [LanguageName]
    public let catalogues: [String: Catalogue]

    /// The prefix of the web app's keys in the catalogues.
    public static let keyPrefix = "web."

    public init(_ catalogues: TextCatalogues = .shared) {
        let english = catalogues.catalogues[.en]
        let keys = (english?.keys.filter { $0.hasPrefix(Self.keyPrefix) } ?? []).sorted()
        var served = catalogues.languages
        if catalogues.catalogues[.pseudo] != nil { served.append(.pseudo) }
        languages = catalogues.languages.map { LanguageName(tag: $0.tag, name: catalogues.name(of: $0)) }
        var all: [String: Catalogue] = [:]
        for language in served {
            var texts: [String: String] = [:]
            for key in keys {
                texts[String(key.dropFirst(Self.keyPrefix.count))] = catalogues.template(for: key, in: language)?.source
            }
            let format = catalogues.format(of: language)
            all[language.tag] = Catalogue(pluralRules: format.pluralRules.source, decimal: format.decimalSeparator,
                                          group: format.groupSeparator, texts: texts)
        }
        self.catalogues = all
    }
}
