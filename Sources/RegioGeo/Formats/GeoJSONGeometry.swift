/// A GeoJSON geometry (RFC 7946) as a value: positions are ``Coordinate``s
/// (GeoJSON writes them `[longitude, latitude]`; altitudes are dropped).
///
/// Polygons are lists of rings: the first is the exterior, the others are
/// holes; each ring is closed (its last position repeats the first).
///
/// ```swift
/// let square = GeoJSONGeometry.polygon([[
///     Coordinate(latitude: 49, longitude: 14), Coordinate(latitude: 49, longitude: 15),
///     Coordinate(latitude: 50, longitude: 15), Coordinate(latitude: 49, longitude: 14),
/// ]])
/// square.typeName   // "Polygon"
/// ```
public enum GeoJSONGeometry: Hashable, Sendable {
    case point(Coordinate)
    case multiPoint([Coordinate])
    case lineString([Coordinate])
    case multiLineString([[Coordinate]])
    case polygon([[Coordinate]])
    case multiPolygon([[[Coordinate]]])
    case geometryCollection([GeoJSONGeometry])

    /// The GeoJSON `type` member: "Point", "MultiPolygon", …
    public var typeName: String {
        switch self {
        case .point: return "Point"
        case .multiPoint: return "MultiPoint"
        case .lineString: return "LineString"
        case .multiLineString: return "MultiLineString"
        case .polygon: return "Polygon"
        case .multiPolygon: return "MultiPolygon"
        case .geometryCollection: return "GeometryCollection"
        }
    }

    /// Every type name GeoJSON defines for geometries.
    public static let typeNames = ["Point", "MultiPoint", "LineString", "MultiLineString",
                                   "Polygon", "MultiPolygon", "GeometryCollection"]

    /// Calls `body` for every position, in order.
    public func forEachCoordinate(_ body: (Coordinate) throws -> Void) rethrows {
        switch self {
        case .point(let c): try body(c)
        case .multiPoint(let cs), .lineString(let cs): for c in cs { try body(c) }
        case .multiLineString(let ls), .polygon(let ls): for l in ls { for c in l { try body(c) } }
        case .multiPolygon(let ps): for p in ps { for r in p { for c in r { try body(c) } } }
        case .geometryCollection(let gs): for g in gs { try g.forEachCoordinate(body) }
        }
    }

    /// The number of positions.
    public var coordinateCount: Int {
        var n = 0
        forEachCoordinate { _ in n += 1 }
        return n
    }

    /// The box around every position (nil for an empty geometry).
    public var bounds: BoundingBox? {
        var box: BoundingBox?
        forEachCoordinate { c in
            if box == nil { box = BoundingBox(west: c.longitude, south: c.latitude, east: c.longitude, north: c.latitude) }
            else { box!.extend(with: c) }
        }
        return box
    }

    /// True when the geometry has no positions at all.
    public var isEmpty: Bool {
        var empty = true
        forEachCoordinate { _ in empty = false }
        return empty
    }

    /// The polygons of a Polygon, MultiPolygon or collection (each as its rings).
    public var polygons: [[[Coordinate]]] {
        switch self {
        case .polygon(let rings): return rings.isEmpty ? [] : [rings]
        case .multiPolygon(let ps): return ps.filter { !$0.isEmpty }
        case .geometryCollection(let gs): return gs.flatMap(\.polygons)
        default: return []
        }
    }
}
