/// A GeoJSON Feature: an optional geometry with properties.
///
/// Reading helpers throw a ``DataError`` with the feature's JSON path, e.g.
/// `regions.geojson: features[0].properties.name: expected a string, found a number`.
///
/// ```swift
/// for f in collection.features {
///     let id = try f.string("id", file: collection.file)          // required
///     let capital = try f.optionalString("capital", file: collection.file)
/// }
/// ```
public struct GeoJSONFeature: Hashable, Sendable {
    /// The feature's `id`: a string, or a number converted to a string ("12").
    public var id: String?
    /// nil for an unlocated feature (`"geometry": null`).
    public var geometry: GeoJSONGeometry?
    public var properties: [String: JSONValue]
    /// The position of the feature in its collection (0 for a bare Feature).
    public var index: Int
    /// Where the feature is in its file: `features[3]`, or "" for a bare Feature.
    public var jsonPath: String

    public init(id: String? = nil, geometry: GeoJSONGeometry?, properties: [String: JSONValue] = [:],
                index: Int = 0, jsonPath: String? = nil) {
        self.id = id; self.geometry = geometry; self.properties = properties
        self.index = index
        self.jsonPath = jsonPath ?? "features[\(index)]"
    }

    /// The JSON path of a property: `features[3].properties.name`.
    public func location(ofProperty key: String) -> String {
        (jsonPath.isEmpty ? "" : jsonPath + ".") + "properties." + key
    }

    /// A required string property.
    public func string(_ key: String, file: String) throws -> String {
        guard let v = properties[key], !v.isNull else { throw missing(key, "a string", file) }
        guard let s = v.stringValue else { throw wrong(key, "a string", v, file) }
        return s
    }

    /// A string property that may be missing or null.
    public func optionalString(_ key: String, file: String) throws -> String? {
        guard let v = properties[key], !v.isNull else { return nil }
        guard let s = v.stringValue else { throw wrong(key, "a string", v, file) }
        return s
    }

    /// A required number property.
    public func number(_ key: String, file: String) throws -> Double {
        guard let v = properties[key], !v.isNull else { throw missing(key, "a number", file) }
        guard let d = v.doubleValue else { throw wrong(key, "a number", v, file) }
        return d
    }

    /// A number property that may be missing or null.
    public func optionalNumber(_ key: String, file: String) throws -> Double? {
        guard let v = properties[key], !v.isNull else { return nil }
        guard let d = v.doubleValue else { throw wrong(key, "a number", v, file) }
        return d
    }

    /// A required integer property.
    public func int(_ key: String, file: String) throws -> Int {
        guard let v = properties[key], !v.isNull else { throw missing(key, "an integer", file) }
        guard let i = v.intValue else { throw wrong(key, "an integer", v, file) }
        return i
    }

    /// An array of strings that may be missing or null (then empty).
    public func strings(_ key: String, file: String) throws -> [String] {
        guard let v = properties[key], !v.isNull else { return [] }
        guard let a = v.arrayValue else { throw wrong(key, "an array of strings", v, file) }
        return try a.enumerated().map { i, e in
            guard let s = e.stringValue else {
                throw DataError(file: file, location: location(ofProperty: key) + "[\(i)]",
                                message: "expected a string, found \(e.kindDescription)")
            }
            return s
        }
    }

    private func missing(_ key: String, _ expected: String, _ file: String) -> DataError {
        DataError(file: file, location: location(ofProperty: key), message: "expected \(expected), but it is missing")
    }

    private func wrong(_ key: String, _ expected: String, _ v: JSONValue, _ file: String) -> DataError {
        var found = v.kindDescription
        if case .number(let d) = v { found += " (\(GeoJSONFormat.number(d)))" }
        if case .string(let s) = v { found += " (\"\(s.prefix(40))\")" }
        return DataError(file: file, location: location(ofProperty: key), message: "expected \(expected), found \(found)")
    }
}
