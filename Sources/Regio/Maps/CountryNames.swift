import Foundation
import Synchronization
import RegioQuiz

/// Country names for maps in any language: Czech ones chosen by hand for the
/// countries around the Czech Republic (Česko, not Česká republika), every
/// other language from Debian's iso-codes (the country's name, translated in
/// `/usr/share/locale/<language>/LC_MESSAGES/iso_3166-1.mo`): Österreich,
/// Rakúsko. The dataset's name (English) where neither has one.
enum CountryNames {
    static let czech: [String: String] = [
        "AT": "Rakousko", "CH": "Švýcarsko", "CZ": "Česko", "DE": "Německo", "FR": "Francie", "HR": "Chorvatsko",
        "HU": "Maďarsko", "IT": "Itálie", "LI": "Lichtenštejnsko", "PL": "Polsko", "RO": "Rumunsko", "RS": "Srbsko",
        "SI": "Slovinsko", "SK": "Slovensko", "UA": "Ukrajina", "BY": "Bělorusko", "LT": "Litva", "NL": "Nizozemsko",
        "BE": "Belgie", "LU": "Lucembursko", "DK": "Dánsko", "BA": "Bosna a Hercegovina",
    ]

    /// The country's name in `language` (the dataset's name when there is no other).
    static func name(code: String, fallback: String, language: Language) -> String {
        let code = code.uppercased()
        switch language {
        case .en: return fallback
        case .cs: return czech[code] ?? translated(code, language) ?? fallback
        default: return translated(code, language) ?? fallback
        }
    }

    /// iso-codes' name of the country in `language` (or its base language), nil without one.
    static func translated(_ code: String, _ language: Language) -> String? {
        for candidate in [language, language.base] {
            if let names = names(in: candidate), let name = names[code] { return name }
        }
        return nil
    }

    /// Each country's translated name in `language`, read once; nil when iso-codes has no catalogue for it.
    private static func names(in language: Language) -> [String: String]? {
        if let known = cache.withLock({ $0[language] }) { return known }
        var found: [String: String]?
        let catalogue = URL(fileURLWithPath: "/usr/share/locale/\(language.tag.replacingOccurrences(of: "-", with: "_"))/LC_MESSAGES/iso_3166-1.mo")
        if !englishNames.isEmpty, FileManager.default.fileExists(atPath: catalogue.path),
           let translations = try? GettextCatalogue(contentsOf: catalogue) {   // a damaged catalogue: the English names
            var names: [String: String] = [:]
            for (code, english) in englishNames { if let own = translations[english], own != english { names[code] = own } }
            found = names
        }
        cache.withLock { $0[language] = found }
        return found
    }

    private static let cache = Mutex<[Language: [String: String]?]>([:])

    /// ISO 3166-1 code → iso-codes' English name (the msgid of its translations); empty without iso-codes.
    private static let englishNames: [String: String] = {
        guard let countries = try? ISOCodes.loadCountries() else { return [:] }   // no iso-codes: English names
        return Dictionary(countries.map { ($0.alpha2, $0.name) }, uniquingKeysWith: { a, _ in a })
    }()
}
