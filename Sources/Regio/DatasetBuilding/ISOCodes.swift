import Foundation
import RegioGeo

/// ISO 3166-1 countries and ISO 3166-2 subdivisions with their translations,
/// from Debian's `iso-codes` package: `iso_3166-1.json`, `iso_3166-2.json`
/// and the gettext catalogues `<locale>/LC_MESSAGES/iso_3166-2.mo`.
///
/// ```swift
/// let iso = try ISOCodes.load()
/// iso.subdivisions(of: "AT").map(\.code)   // ["AT-1", …, "AT-9"]
/// iso.translations(of: "Wien")["cs"]       // "Vídeň"
/// ```
public struct ISOCodes: Sendable {
    /// An ISO 3166-1 country.
    public struct Country: Sendable, Hashable {
        public let alpha2: String
        public let alpha3: String
        public let name: String
    }

    /// An ISO 3166-2 subdivision: `AT-9` Wien, type State.
    public struct Subdivision: Sendable, Hashable {
        public let code: String
        /// The name as ISO gives it (mostly in the local language, romanized for some scripts).
        public let name: String
        public let type: String
        /// The code of the subdivision it belongs to, for lower levels (`NX` for AZ-BAB).
        public let parent: String?
        /// The country part of the code.
        public var country: String { String(code.prefix { $0 != "-" }) }
    }

    /// Where Debian installs iso-codes.
    public static let defaultDirectory = URL(fileURLWithPath: "/usr/share/iso-codes/json")
    public static let defaultLocaleDirectory = URL(fileURLWithPath: "/usr/share/locale")

    public let countries: [Country]
    let subdivisionsByCountry: [String: [Subdivision]]
    /// Language code (`cs`, `pt-BR`) → ISO name → translated name.
    public let catalogues: [String: [String: String]]

    public func subdivisions(of country: String) -> [Subdivision] { subdivisionsByCountry[country] ?? [] }
    public func country(_ alpha2: String) -> Country? { countries.first { $0.alpha2 == alpha2 } }

    /// The translations of an ISO subdivision name, by language code (only
    /// languages whose catalogue has it).
    public func translations(of isoName: String) -> [String: String] {
        var out: [String: String] = [:]
        for (language, catalogue) in catalogues { if let t = catalogue[isoName] { out[language] = t } }
        return out
    }

    /// Reads the JSON files and (with `translations`) every `iso_3166-2.mo`
    /// catalogue under `localeDirectory`. Throws a ``DataError`` naming the
    /// missing file and the package that installs it.
    public static func load(directory: URL = defaultDirectory, localeDirectory: URL = defaultLocaleDirectory,
                            translations: Bool = true) throws -> ISOCodes {
        let subdivisionsURL = directory.appendingPathComponent("iso_3166-2.json")
        let countries = try loadCountries(directory: directory)
        guard FileManager.default.fileExists(atPath: subdivisionsURL.path) else { throw missing(subdivisionsURL) }
        let rows = try JSONParser.parse(DataError.read(subdivisionsURL, limit: .builderSource), file: subdivisionsURL.path)["3166-2"]?.arrayValue ?? []
        guard !rows.isEmpty else { throw DataError(file: subdivisionsURL.path, location: "$.3166-2", message: "holds no subdivisions") }
        var byCountry: [String: [Subdivision]] = [:]
        for row in rows {
            guard let code = row["code"]?.stringValue, let name = row["name"]?.stringValue else { continue }
            let s = Subdivision(code: code, name: name, type: row["type"]?.stringValue ?? "", parent: row["parent"]?.stringValue)
            byCountry[s.country, default: []].append(s)
        }
        var catalogues: [String: [String: String]] = [:]
        let locales = translations ? (try? FileManager.default.contentsOfDirectory(atPath: localeDirectory.path)) ?? [] : []
        for locale in locales.sorted() where !locale.contains("@") {
            let url = localeDirectory.appendingPathComponent("\(locale)/LC_MESSAGES/iso_3166-2.mo")
            guard FileManager.default.fileExists(atPath: url.path) else { continue }
            let language = locale.replacingOccurrences(of: "_", with: "-")
            guard LanguageCode.isValid(language) else { continue }
            catalogues[language] = try GettextCatalogue(contentsOf: url).translations
        }
        return ISOCodes(countries: countries, subdivisionsByCountry: byCountry, catalogues: catalogues)
    }

    /// The countries alone (`iso_3166-1.json`), for what needs no subdivisions (a map's country names).
    public static func loadCountries(directory: URL = defaultDirectory) throws -> [Country] {
        let url = directory.appendingPathComponent("iso_3166-1.json")
        guard FileManager.default.fileExists(atPath: url.path) else { throw missing(url) }
        let rows = try JSONParser.parse(DataError.read(url, limit: .builderSource), file: url.path)["3166-1"]?.arrayValue ?? []
        return rows.compactMap { row -> Country? in
            guard let a2 = row["alpha_2"]?.stringValue, let a3 = row["alpha_3"]?.stringValue, let name = row["name"]?.stringValue else { return nil }
            return Country(alpha2: a2, alpha3: a3, name: row["common_name"]?.stringValue ?? name)
        }
    }

    private static func missing(_ url: URL) -> DataError {
        DataError(file: url.path, message: "is missing: install Debian's iso-codes package (bash scripts/setup)")
    }

    /// The country codes closest to a mistyped one (same letters first, then
    /// one letter off, then names starting like it), at most `limit`.
    public func closestCountryCodes(to query: String, limit: Int = 5) -> [String] {
        let q = query.uppercased()
        func distance(_ c: Country) -> Int {
            if c.alpha3 == q || TextFolding.fold(c.name) == TextFolding.fold(query) { return 0 }
            if TextFolding.fold(c.name).hasPrefix(TextFolding.fold(query)) && query.count >= 3 { return 1 }
            let a = Array(c.alpha2), b = Array(q.prefix(2))
            let differing = zip(a, b).filter { $0 != $1 }.count + abs(a.count - b.count)
            return differing == 1 ? 2 : (Set(a) == Set(b) ? 2 : 9)
        }
        return countries.map { ($0, distance($0)) }.filter { $0.1 < 9 }
            .sorted { ($0.1, $0.0.alpha2) < ($1.1, $1.0.alpha2) }.prefix(limit).map(\.0.alpha2)
    }
}
