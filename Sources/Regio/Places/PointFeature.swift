import Foundation

/// A GeoJSON Feature with a Point geometry and free properties: what the
/// cluster answers (supercluster's schema) and the search answers (Photon's
/// shape) are made of.
///
/// ```swift
/// let f = PointFeature(id: "p12", longitude: 14.19, latitude: 49.94, properties: ["name": .string("Karlštejn")])
/// // {"type":"Feature","id":"p12","geometry":{"type":"Point","coordinates":[14.19,49.94]},"properties":{"name":"Karlštejn"}}
/// ```
public struct PointFeature: Encodable, Hashable, Sendable {
    /// The feature's `id` member; left out when nil.
    public let id: String?
    public let longitude: Double
    public let latitude: Double
    public let properties: [String: JSONValue]

    public init(id: String?, longitude: Double, latitude: Double, properties: [String: JSONValue]) {
        self.id = id; self.longitude = longitude; self.latitude = latitude; self.properties = properties
    }

    enum Keys: String, CodingKey { case type, id, geometry, properties, features }
    enum GeometryKeys: String, CodingKey { case type, coordinates }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode("Feature", forKey: .type)
        try c.encodeIfPresent(id, forKey: .id)
        var g = c.nestedContainer(keyedBy: GeometryKeys.self, forKey: .geometry)
        try g.encode("Point", forKey: .type)
        try g.encode([longitude, latitude], forKey: .coordinates)
        try c.encode(properties, forKey: .properties)
    }

    /// `features` as the bytes of a GeoJSON FeatureCollection, written directly
    /// (the same JSON as `encode(to:)` with sorted keys, many times faster).
    public static func collectionJSON(_ features: [PointFeature]) -> Data {
        var w = JSONWriter(reservingCapacity: 256 * features.count + 64)
        w.raw(#"{"features":["#)
        for (i, f) in features.enumerated() {
            if i > 0 { w.raw(",") }
            w.raw(#"{"geometry":{"coordinates":["#)
            w.write(number: f.longitude)
            w.raw(",")
            w.write(number: f.latitude)
            w.raw(#"],"type":"Point"},"#)
            if let id = f.id {
                w.raw(#""id":"#)
                w.write(string: id)
                w.raw(",")
            }
            w.raw(#""properties":"#)
            w.write(.object(f.properties))
            w.raw(#","type":"Feature"}"#)
        }
        w.raw(#"],"type":"FeatureCollection"}"#)
        return Data(w.bytes)
    }

    /// `features` as a GeoJSON FeatureCollection.
    static func encodeCollection(_ features: [PointFeature], to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode("FeatureCollection", forKey: .type)
        try c.encode(features, forKey: .features)
    }
}
