import Foundation

/// A GeoJSON FeatureCollection (RFC 7946), read with full validation.
///
/// Reading accepts a FeatureCollection, a bare Feature or a bare geometry
/// (both become a collection of one feature). Every problem is a
/// ``DataError`` naming the file and the JSON path, for example
/// `regions.geojson: features[3].geometry.coordinates[0][5]: latitude 91 is out of range -90…90`.
///
/// ```swift
/// let regions = try GeoJSONFeatureCollection.read(from: URL(fileURLWithPath: "data/regions.geojson"))
/// let data = regions.encoded(pretty: false, decimals: 6)
/// ```
public struct GeoJSONFeatureCollection: Hashable, Sendable {
    public var features: [GeoJSONFeature]
    /// The name of the file it was read from (used in error messages).
    public var file: String

    public init(features: [GeoJSONFeature], file: String = "<memory>") {
        self.features = features; self.file = file
    }

    /// Reads and validates a GeoJSON file; `displayName` is used in errors
    /// instead of the full path.
    /// Larger than `limit` (a dataset file by default) is refused before reading.
    public static func read(from url: URL, displayName: String? = nil, limit: InputLimit = .datasetFile) throws -> GeoJSONFeatureCollection {
        let name = displayName ?? url.path
        return try parse(DataError.read(url, file: name, limit: limit), file: name)
    }

    /// Parses and validates GeoJSON text (UTF-8).
    public static func parse(_ data: Data, file: String) throws -> GeoJSONFeatureCollection {
        let json = try JSONParser.parse(data, file: file)
        return try GeoJSONDecoding(file: file).collection(json)
    }

    /// GeoJSON text: coordinates rounded to `decimals` places (7 ≈ 1 cm),
    /// properties with sorted keys. `pretty` indents objects and puts each
    /// feature on its own lines; coordinates stay on one line.
    public func encoded(pretty: Bool, decimals: Int = 7) -> Data {
        var w = GeoJSONFormat(pretty: pretty, decimals: decimals)
        w.collection(self)
        return Data(w.out.utf8)
    }

    /// Writes ``encoded(pretty:decimals:)`` to a file atomically.
    public func write(to url: URL, pretty: Bool = false, decimals: Int = 7) throws {
        try encoded(pretty: pretty, decimals: decimals).write(to: url, options: .atomic)
    }
}

extension GeoJSONGeometry {
    /// The geometry as GeoJSON text, coordinates rounded to `decimals` places.
    public func encoded(decimals: Int = 7) -> Data {
        var w = GeoJSONFormat(pretty: false, decimals: decimals)
        w.geometry(self)
        return Data(w.out.utf8)
    }
}

extension GeoJSONFeature {
    /// The feature as GeoJSON text, coordinates rounded to `decimals` places.
    public func encoded(pretty: Bool = false, decimals: Int = 7) -> Data {
        var w = GeoJSONFormat(pretty: pretty, decimals: decimals)
        w.feature(self, indent: 0)
        return Data(w.out.utf8)
    }
}
