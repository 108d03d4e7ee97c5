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

    private func key(_ name: String) -> String { keys[name] ?? name }

    func fail(_ name: String, _ message: String) -> DataError {
        DataError(file: file, location: feature.location(ofProperty: key(name)), message: message)
    }

    func string(_ name: String) throws -> String? { try feature.optionalString(key(name), file: file) }

    func requiredString(_ name: String) throws -> String {
        let s = try feature.string(key(name), file: file)
        guard !s.trimmingCharacters(in: .whitespaces).isEmpty else { throw fail(name, "must not be empty") }
        return s
    }

    func number(_ name: String) throws -> Double? { try feature.optionalNumber(key(name), file: file) }

    func strings(_ name: String) throws -> [String] { try feature.strings(key(name), file: file) }

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
