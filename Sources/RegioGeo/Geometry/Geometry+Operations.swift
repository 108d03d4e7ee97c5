import CGEOS
import Foundation

extension Geometry {
    /// Whether the point lies inside (the boundary excluded, as in GEOS
    /// `contains`). A cheap bounding-box check runs first. For many points
    /// against one geometry use ``PreparedGeometry``.
    public func contains(_ c: Coordinate) -> Bool {
        guard c.isValid, let b = bounds, b.contains(c) else { return false }
        return context.perform { h in
            guard let p = GEOSGeom_createPointFromXY_r(h, c.longitude, c.latitude) else { return false }
            defer { GEOSGeom_destroy_r(h, p) }
            return GEOSContains_r(h, raw, p) == 1
        }
    }

    /// Whether `other` lies inside this geometry (GEOS `contains`). Throws
    /// when GEOS cannot decide (for example on a self-intersecting polygon).
    public func contains(_ other: Geometry) throws -> Bool {
        try relation("contains", other, GEOSContains_r, "GEOSContains")
    }

    /// Whether the two geometries share at least one point. Throws when GEOS
    /// cannot decide.
    public func intersects(_ other: Geometry) throws -> Bool {
        try relation("intersects", other, GEOSIntersects_r, "GEOSIntersects")
    }

    /// A GEOS binary predicate between this geometry and `other`, with errors in context.
    private func relation(_ verb: String, _ other: Geometry,
                          _ test: (OpaquePointer?, OpaquePointer?, OpaquePointer?) -> CChar, _ operation: String) throws -> Bool {
        try attempt("testing whether it \(verb) a \(other)") {
            try withLocal(other) { h, o in try predicate(h, test(h, raw, o), operation) }
        }
    }

    /// A GEOS predicate's answer: 1 true, 0 false, 2 an exception (thrown).
    func predicate(_ h: OpaquePointer, _ answer: CChar, _ operation: String) throws -> Bool {
        switch answer {
        case 1: return true
        case 0: return false
        default: throw context.failure(operation)
        }
    }

    /// The union of the two geometries (GEOS may fail on invalid input).
    public func union(_ other: Geometry) throws -> Geometry {
        try attempt("the union with a \(other)") {
            try withLocal(other) { h, o in try result(h, GEOSUnion_r(h, raw, o), "GEOSUnion") }
        }
    }

    /// The intersection of the two geometries.
    public func intersection(_ other: Geometry) throws -> Geometry {
        try attempt("the intersection with a \(other)") {
            try withLocal(other) { h, o in try result(h, GEOSIntersection_r(h, raw, o), "GEOSIntersection") }
        }
    }

    /// This geometry less `other` (a river's line less an area it crosses: the parts outside).
    public func difference(_ other: Geometry) throws -> Geometry {
        try attempt("the difference with a \(other)") {
            try withLocal(other) { h, o in try result(h, GEOSDifference_r(h, raw, o), "GEOSDifference") }
        }
    }

    /// The geometry grown (or shrunk, when negative) by `degrees`, in the
    /// longitude/latitude plane; mostly useful for small tolerances.
    public func buffer(_ degrees: Double) throws -> Geometry {
        guard degrees.isFinite else { throw GeoError.invalidGeometry("buffer width \(degrees) must be finite") }
        return try attempt("buffering by \(degrees)°") {
            try context.perform { h in try result(h, GEOSBuffer_r(h, raw, degrees, 8), "GEOSBuffer") }
        }
    }

    /// A valid version of an invalid geometry (GEOS `MakeValid`).
    public func madeValid() throws -> Geometry {
        try attempt("making it valid") {
            try context.perform { h in try result(h, GEOSMakeValid_r(h, raw), "GEOSMakeValid") }
        }
    }

    /// A simplified copy that keeps the topology (no new self-intersections,
    /// holes stay inside): `tolerance` is in degrees (0.01° ≈ 1.1 km north–south).
    /// A tolerance that is not a positive number gives an unchanged copy.
    public func simplified(tolerance: Double) throws -> Geometry {
        guard tolerance.isFinite, tolerance > 0 else { return try copy(into: context) }
        return try attempt("simplifying (tolerance \(tolerance)°)") {
            try context.perform { h in
                try result(h, GEOSTopologyPreserveSimplify_r(h, raw, tolerance), "GEOSTopologyPreserveSimplify")
            }
        }
    }

    /// The part inside the box (GEOS `ClipByRect`): fast and good for
    /// drawing, but the result may be invalid, so do not measure it. A box
    /// across the antimeridian clips each side.
    public func clipped(to box: BoundingBox) throws -> Geometry {
        let boxes = box.crossesAntimeridian
            ? [(box.west, 180.0), (-180.0, box.east)] : [(box.west, box.east)]
        return try attempt("clipping to \(box)") {
            try context.perform { h -> Geometry in
                let parts = try GEOSRaw.parts(h, boxes) { (w, e) in
                    guard let c = GEOSClipByRect_r(h, raw, w, box.south, e, box.north) else { throw context.failure("GEOSClipByRect") }
                    return c
                }
                if parts.count == 1 { return Geometry(adopting: parts[0], context: context) }
                return Geometry(adopting: try GEOSRaw.collection(h, .collection, parts, context), context: context)
            }
        }
    }

    /// A point well inside the geometry, for a label: the centre of the largest
    /// inscribed circle (computed with longitudes scaled by cos(latitude) so the
    /// circle is round on the ground). Lines and points, and polygons where GEOS
    /// finds no circle inside, take GEOS `PointOnSurface` instead. NaN for an
    /// empty geometry. Throws when GEOS fails.
    public var labelPoint: Coordinate {
        get throws {
            guard let b = bounds else { return Coordinate(latitude: .nan, longitude: .nan) }
            return try attempt("finding a label point") {
                if let c = try inscribedCircleCentre(within: b), contains(c) { return c }
                return try pointOnSurface()
            }
        }
    }

    /// The centre of the largest inscribed circle of a (multi)polygon, on the
    /// ground; nil for other kinds or when GEOS finds no circle.
    private func inscribedCircleCentre(within b: BoundingBox) throws -> Coordinate? {
        let k = max(cos(b.center.latitude * .pi / 180), 0.01)
        return try context.perform { h -> Coordinate? in
            let kind = try GEOSRaw.kind(h, raw, context)
            guard kind == .polygon || kind == .multiPolygon else { return nil }
            let scaled = try GEOSRaw.mapped(h, raw, context) { xy in
                var i = 0
                while i < xy.count { xy[i] *= k; i += 2 }
            }
            defer { GEOSGeom_destroy_r(h, scaled) }
            let size = max((b.east - b.west) * k, b.north - b.south)
            guard let circle = GEOSMaximumInscribedCircle_r(h, scaled, size / 1000) else { return nil }
            defer { GEOSGeom_destroy_r(h, circle) }
            let xy = try GEOSRaw.values(ofLine: h, circle, context)
            guard xy.count >= 2 else { return nil }
            return Coordinate(latitude: xy[1], longitude: xy[0] / k)
        }
    }

    /// GEOS `PointOnSurface`: a point on the geometry.
    private func pointOnSurface() throws -> Coordinate {
        try context.perform { h -> Coordinate in
            guard let p = GEOSPointOnSurface_r(h, raw) else { throw context.failure("GEOSPointOnSurface") }
            defer { GEOSGeom_destroy_r(h, p) }
            let xy = try GEOSRaw.values(ofLine: h, p, context)
            guard xy.count >= 2 else { throw GeoError.geos("GEOSPointOnSurface gave an empty point") }
            return Coordinate(latitude: xy[1], longitude: xy[0])
        }
    }
}
