import Foundation
import RegioGeo

/// A feature's properties read under our names, for files that use other
/// names (see ``DatasetManifest/regionProperties``). Errors name the file and
/// the JSON path, through ``GeoJSONFeature``'s typed accessors.
struct FeatureProperties {
    let feature: GeoJSONFeature
    let file: String
    /// Our property name → the file's.
    var keys: [String: String] = [:]

    private static let whitespace = CharacterSet.whitespaces

    private func key(_ name: String) -> String { keys[name] ?? name }

    func fail(_ name: String, _ message: String) -> DataError {
        DataError(file: file, location: feature.location(ofProperty: key(name)), message: message)
    }

    func string(_ name: String) throws -> String? { try feature.optionalString(key(name), file: file) }

    func requiredString(_ name: String) throws -> String {
        let s = try feature.string(key(name), file: file)
        // (Not trimmingCharacters: this runs for every place of a world dataset.)
        guard s.unicodeScalars.contains(where: { !Self.whitespace.contains($0) }) else { throw fail(name, "must not be empty") }
        return s
    }

    func number(_ name: String) throws -> Double? { try feature.optionalNumber(key(name), file: file) }

    func strings(_ name: String) throws -> [String] { try feature.strings(key(name), file: file) }

    /// Texts by language from `<prefix>_<language>` properties (`name_cs`,
    /// `name_de`; the manifest's ``DatasetManifest/regionProperties`` may rename
    /// `name_cs`, `name_en`, `capital_cs`, `capital_en`) and from an object
    /// property `<prefix>s` (`"names": {"de": "Wien", "en": "Vienna"}`).
    func languageMap(prefix: String) throws -> [String: String] {
        var out: [String: String] = [:]
        let mapped = keys.filter { $0.key.hasPrefix(prefix + "_") }
        // The file's own `<prefix>_<language>` properties, unless the manifest maps that name elsewhere.
        for (key, value) in feature.properties where key.hasPrefix(prefix + "_") && mapped[key] == nil {
            let lang = String(key.dropFirst(prefix.count + 1))
            guard LanguageCode.isValid(lang) else { continue }
            if case .null = value { continue }
            guard let s = value.stringValue else { throw fail(key, "expected a string, found \(value.kindDescription)") }
            if !s.isEmpty { out[lang] = s }
        }
        for ours in mapped.keys {
            if let s = try string(ours), !s.isEmpty { out[String(ours.dropFirst(prefix.count + 1))] = s }
        }
        switch feature.properties[prefix + "s"] {
        case nil, .null?: break
        case .object(let map)?:
            for (lang, value) in map {
                guard LanguageCode.isValid(lang) else { throw fail(prefix + "s", "'\(lang)' is not a language code such as de or pt-BR") }
                guard let s = value.stringValue else {
                    throw DataError(file: file, location: feature.location(ofProperty: prefix + "s") + ".\(lang)",
                                    message: "expected a string, found \(value.kindDescription)")
                }
                if !s.isEmpty { out[lang] = s }
            }
        case let other?: throw fail(prefix + "s", "expected an object of texts by language, found \(other.kindDescription)")
        }
        return out
    }

    /// The feature's id: the `id` member, or an `id` property (a string or an integer).
    func identifier() throws -> String {
        if let id = feature.id, !id.isEmpty { return id }
        switch feature.properties[key("id")] {
        case .string(let s)? where !s.isEmpty: return s
        case .number(let d)? where d == d.rounded() && abs(d) < 1e15: return String(Int64(d))
        case nil, .null?:
            throw DataError(file: file, location: feature.jsonPath, message: "the feature has no id (a member 'id' or a property '\(key("id"))')")
        default: throw fail("id", "expected a string or an integer")
        }
    }
}
