import Foundation
import RegioGeo

/// The optional facts file of a dataset (named by `facts` in `manifest.json`):
/// what the open sources lack, for any region by id. `data/facts/cz-regions.json`
/// is the example.
///
/// ```json
/// { "about": "where the facts come from",
///   "regions": [
///     {"iso": "CZ-64", "nuts3": "CZ064",
///      "name_cs": "Jihomoravský kraj", "name_en": "South Moravian Region",
///      "capital_cs": "Brno", "capital_en": "Brno", "area_km2": 7188} ] }
/// ```
///
/// Every member but `iso` is optional. `name_<language>` and
/// `capital_<language>` take any language code (`name_de`, `capital_ja`,
/// `name_pt-BR`); names given here replace the region file's. `area_km2` is the
/// official area (quizzes compare official areas only when every region has
/// one). Quizzes ask for capitals only where this file gives them: nothing is
/// guessed.
public struct DatasetFacts: Sendable, Equatable {
    /// The facts of one region.
    public struct Entry: Sendable, Equatable {
        public var id: String
        public var nuts3: String?
        public var names: [String: String] = [:]
        public var capitals: [String: String] = [:]
        public var areaKm2: Double?
    }

    public var about: String?
    public var entries: [Entry]

    /// The entry for a region id.
    public func entry(for id: String) -> Entry? { entries.first { $0.id == id } }

    /// Reads and checks a facts file; errors name the file and the JSON path.
    public static func read(_ url: URL, displayName: String? = nil) throws -> DatasetFacts {
        let file = displayName ?? url.path
        return try parse(Data(DataError.readUTF8(url, displayName: file, limit: .facts).utf8), file: file)
    }

    public static func parse(_ data: Data, file: String) throws -> DatasetFacts {
        let root = try JSONParser.parse(data, file: file)
        guard let top = root.objectValue else { throw DataError(file: file, location: "$", message: "expected an object with \"regions\"") }
        guard let rows = top["regions"]?.arrayValue else {
            throw DataError(file: file, location: "$.regions", message: "expected an array of regions")
        }
        var entries: [Entry] = []
        var seen: Set<String> = []
        for (i, row) in rows.enumerated() {
            let at = "$.regions[\(i)]"
            guard let object = row.objectValue else { throw DataError(file: file, location: at, message: "expected an object") }
            guard let id = object["iso"]?.stringValue, !id.isEmpty else {
                throw DataError(file: file, location: "\(at).iso", message: "expected the region's id as a string")
            }
            guard seen.insert(id).inserted else { throw DataError(file: file, location: "\(at).iso", message: "region '\(id)' appears twice") }
            var entry = Entry(id: id)
            for (key, value) in object.sorted(by: { $0.key < $1.key }) {
                let location = "\(at).\(key)"
                func text() throws -> String {
                    guard let s = value.stringValue, !s.allSatisfy(\.isWhitespace) else {
                        throw DataError(file: file, location: location, message: "expected a non-empty string, found \(value.kindDescription)")
                    }
                    return s
                }
                switch key {
                case "iso": continue
                case "nuts3": entry.nuts3 = try text()
                case "area_km2":
                    guard let a = value.doubleValue, a.isFinite, a > 0 else {
                        throw DataError(file: file, location: location, message: "expected a positive number of km²")
                    }
                    entry.areaKm2 = a
                default:
                    if let lang = languageSuffix(key, prefix: "name_") { entry.names[lang] = try text() }
                    else if let lang = languageSuffix(key, prefix: "capital_") { entry.capitals[lang] = try text() }
                    else {
                        throw DataError(file: file, location: location,
                                        message: "unknown member (known: iso, nuts3, area_km2, name_<language>, capital_<language>)")
                    }
                }
            }
            entries.append(entry)
        }
        return DatasetFacts(about: top["about"]?.stringValue, entries: entries)
    }

    /// `name_de` → `de`, `capital_pt-BR` → `pt-BR`; nil when `key` is not `prefix` + a language code.
    static func languageSuffix(_ key: String, prefix: String) -> String? {
        guard key.hasPrefix(prefix) else { return nil }
        let code = String(key.dropFirst(prefix.count))
        return LanguageCode.isValid(code) ? code : nil
    }
}

/// Language codes as datasets use them: `cs`, `en`, `haw`, `zh-TW`, `sr-Latn`.
public enum LanguageCode {
    /// Two or three lower-case letters, optionally `-` and 2–4 letters or digits.
    public static func isValid(_ code: String) -> Bool {
        let parts = code.split(separator: "-", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), (2...3).contains(parts[0].count),
              parts[0].allSatisfy({ $0.isASCII && $0.isLowercase }) else { return false }
        return parts.count == 1 || ((2...4).contains(parts[1].count) && parts[1].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) })
    }
}
