import RegioGeo

/// Typed access to a GeoJSON feature's properties that reports wrong or
/// missing values with the file and the JSON path.
struct FeatureProperties {
    let feature: GeoJSONFeature
    let file: String
    /// Our property name → the file's (see ``DatasetManifest/regionProperties``).
    var keys: [String: String] = [:]

    private func key(_ name: String) -> String { keys[name] ?? name }

    private func location(_ key: String) -> String { "features[\(feature.index)].properties.\(self.key(key))" }

    func fail(_ key: String, _ message: String) -> DataError {
        DataError(file: file, location: location(key), message: message)
    }

    func string(_ key: String) throws -> String? {
        guard let v = feature.properties[self.key(key)], v != .null else { return nil }
        guard let s = v.stringValue else { throw fail(key, "expected a string") }
        return s
    }

    func requiredString(_ key: String) throws -> String {
        guard let s = try string(key) else { throw fail(key, "required property '\(self.key(key))' is missing") }
        guard !s.trimmingCharacters(in: .whitespaces).isEmpty else { throw fail(key, "must not be empty") }
        return s
    }

    func number(_ key: String) throws -> Double? {
        guard let v = feature.properties[self.key(key)], v != .null else { return nil }
        guard let d = v.doubleValue, d.isFinite else { throw fail(key, "expected a number") }
        return d
    }

    func strings(_ key: String) throws -> [String] {
        guard let v = feature.properties[self.key(key)], v != .null else { return [] }
        guard let items = v.arrayValue else { throw fail(key, "expected an array of strings") }
        return try items.enumerated().map { i, item in
            guard let s = item.stringValue else {
                throw DataError(file: file, location: location(key) + "[\(i)]", message: "expected a string")
            }
            return s
        }
    }

    /// The feature's id: the `id` member, or an `id` property (strings or numbers).
    func identifier() throws -> String {
        if let id = feature.id, !id.isEmpty { return id }
        if let v = feature.properties[key("id")] {
            if let s = v.stringValue, !s.isEmpty { return s }
            if let d = v.doubleValue, d.isFinite, d == d.rounded() { return String(Int64(d)) }
            throw fail("id", "expected a string or an integer")
        }
        throw DataError(file: file, location: "features[\(feature.index)]", message: "the feature has no id (a member 'id' or a property 'id')")
    }
}

import Foundation
