extension GeoJSONGeometry {
    /// The geometry with rings wound as RFC 7946 recommends: exteriors
    /// counter-clockwise, holes clockwise (in longitude/latitude). Readers
    /// must accept either winding; writers should produce this one.
    public func rewoundForRFC7946() -> GeoJSONGeometry {
        switch self {
        case .polygon(let rings): return .polygon(Self.rewind(rings))
        case .multiPolygon(let ps): return .multiPolygon(ps.map(Self.rewind))
        case .geometryCollection(let gs): return .geometryCollection(gs.map { $0.rewoundForRFC7946() })
        default: return self
        }
    }

    /// Twice the signed area of a ring (shoelace), positive when counter-clockwise.
    static func signedArea2(_ ring: [Coordinate]) -> Double {
        guard ring.count >= 3 else { return 0 }
        var sum = 0.0
        for i in 0..<ring.count - 1 {
            sum += ring[i].longitude * ring[i + 1].latitude - ring[i + 1].longitude * ring[i].latitude
        }
        return sum
    }

    static func rewind(_ rings: [[Coordinate]]) -> [[Coordinate]] {
        rings.enumerated().map { i, ring in
            let ccw = signedArea2(ring) > 0
            return (i == 0) == ccw ? ring : ring.reversed()
        }
    }
}
