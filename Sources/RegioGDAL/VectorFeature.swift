import RegioGeo

/// One feature of a vector layer: its attributes (unset and null fields left
/// out) and its geometry in longitude/latitude.
public struct VectorFeature: Hashable, Sendable {
    public var fields: [String: GDALFieldValue]
    public var geometry: GeoJSONGeometry?

    public init(fields: [String: GDALFieldValue], geometry: GeoJSONGeometry?) {
        self.fields = fields
        self.geometry = geometry
    }

    /// A text field, or nil when unset or empty.
    public func string(_ name: String) -> String? {
        guard let text = fields[name]?.text, !text.isEmpty else { return nil }
        return text
    }
}
