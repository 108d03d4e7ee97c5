import CGEOS

/// A geometry prepared for many fast point-in-polygon tests (GEOS
/// `PreparedGeometry`), destroyed in `deinit`.
///
/// GEOS 3.11 has no `GEOSPreparedContainsXY_r`, so each test first checks the
/// bounding box (no GEOS call at all for points outside it) and then asks the
/// prepared geometry about a point geometry. That point is made per test: a
/// point reused with its coordinates changed in place keeps its *old*
/// envelope in GEOS 3.11, and the prepared predicate then answers wrongly
/// (checked in `PreparedGeometryTests.inPlaceReuseWouldBeWrongInGEOS311`).
///
/// ```swift
/// let prepared = PreparedGeometry(region)
/// let inside = places.filter { prepared.contains($0.coordinate) }
/// ```
public final class PreparedGeometry: @unchecked Sendable {
    /// The geometry this was prepared from (kept alive: GEOS refers to it).
    public let geometry: Geometry
    /// The bounding box of ``geometry``.
    public let bounds: BoundingBox?
    private let prepared: OpaquePointer?

    public init(_ geometry: Geometry) {
        self.geometry = geometry
        bounds = geometry.bounds
        let context = geometry.context
        prepared = context.perform { h in
            guard let p = GEOSPrepare_r(h, geometry.raw) else { return nil }
            context.adopt()
            return p
        }
    }

    deinit {
        guard let prepared else { return }
        let context = geometry.context
        context.perform { h in
            GEOSPreparedGeom_destroy_r(h, prepared)
            context.release()
        }
    }

    /// Whether the point lies inside the geometry (boundary excluded).
    public func contains(_ c: Coordinate) -> Bool {
        guard c.isValid, let bounds, bounds.contains(c) else { return false }
        guard let prepared else { return geometry.contains(c) }
        return geometry.context.perform { h in
            guard let p = GEOSGeom_createPointFromXY_r(h, c.longitude, c.latitude) else { return false }
            defer { GEOSGeom_destroy_r(h, p) }
            return GEOSPreparedContains_r(h, prepared, p) == 1
        }
    }

    /// Whether the point lies inside the geometry or on its boundary.
    public func covers(_ c: Coordinate) -> Bool {
        guard c.isValid, let bounds, bounds.contains(c) else { return false }
        guard let prepared else { return geometry.contains(c) }
        return geometry.context.perform { h in
            guard let p = GEOSGeom_createPointFromXY_r(h, c.longitude, c.latitude) else { return false }
            defer { GEOSGeom_destroy_r(h, p) }
            return GEOSPreparedCovers_r(h, prepared, p) == 1
        }
    }

    /// Whether `other` shares at least one point with the geometry. Throws
    /// when GEOS cannot decide.
    public func intersects(_ other: Geometry) throws -> Bool {
        guard let prepared else { return try geometry.intersects(other) }
        return try geometry.attempt("testing whether it intersects a \(other)") {
            try geometry.withLocal(other) { h, o in
                try geometry.predicate(h, GEOSPreparedIntersects_r(h, prepared, o), "GEOSPreparedIntersects")
            }
        }
    }
}
