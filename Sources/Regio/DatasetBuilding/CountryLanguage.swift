import Foundation

/// The main language of a country, from ICU's likely-subtags data (through
/// Foundation's `Locale`): `und-AT` → `de`, `und-JP` → `ja`, `und-CN` → `zh`.
enum CountryLanguage {
    /// The language code of `country`, spelled as one of `available` when it can
    /// be (`zh-CN` when there is a catalogue for it), nil when ICU knows none.
    static func language(of country: String, available: Set<String>) -> String? {
        let maximal = Locale(identifier: "und_\(country)").language.maximalIdentifier
        guard let language = maximal.split(separator: "-").first.map(String.init), language != "und",
              LanguageCode.isValid(language) else { return nil }
        if available.contains("\(language)-\(country)") { return "\(language)-\(country)" }
        return language
    }
}
