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
        collectionJSON(features, bytesEach: 256, point: { ($0.longitude, $0.latitude, $0.id) }, properties: { f, w in w.write(.object(f.properties)) })
    }

    /// Point features of any kind as the bytes of a GeoJSON FeatureCollection (keys sorted):
    /// `point` gives each one's position and id, `properties` writes its properties object.
    static func collectionJSON<Element>(_ elements: [Element], bytesEach: Int,
                                        point: (Element) -> (longitude: Double, latitude: Double, id: String?),
                                        properties: (Element, inout JSONWriter) -> Void) -> Data {
        var w = JSONWriter(reservingCapacity: bytesEach * elements.count + 64)
        w.raw(#"{"features":["#)
        for (i, element) in elements.enumerated() {
            if i > 0 { w.raw(",") }
            let p = point(element)
            w.raw(#"{"geometry":{"coordinates":["#)
            w.write(number: p.longitude)
            w.raw(",")
            w.write(number: p.latitude)
            w.raw(#"],"type":"Point"},"#)
            if let id = p.id {
                w.raw(#""id":"#)
                w.write(string: id)
                w.raw(",")
            }
            w.raw(#""properties":"#)
            properties(element, &w)
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
