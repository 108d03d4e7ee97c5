import CGEOS
import Foundation

extension Geometry {
    /// The area in km² on the WGS84 ellipsoid: every position is projected with
    /// a Lambert azimuthal equal-area projection centred on the geometry (edges
    /// longer than 0.05° get intermediate positions first, as GeoJSON edges are
    /// straight in longitude/latitude), then GEOS measures the planar area.
    /// 0 for points, lines and empty geometries; throws when GEOS fails.
    ///
    /// Prague in the Natural Earth data: ≈ 496 km².
    public var areaKm2: Double {
        get throws {
            guard let b = bounds else { return 0 }
            let projection = LambertAzimuthalEqualArea(center: b.center)
            return try attempt("measuring the area") {
                try context.perform { h -> Double in
                    let projected = try GEOSRaw.mapped(h, raw, context) { projection.projectDensified(&$0, maxStep: 0.05) }
                    defer { GEOSGeom_destroy_r(h, projected) }
                    var a = 0.0
                    guard GEOSArea_r(h, projected, &a) == 1 else { throw context.failure("GEOSArea") }
                    return a
                }
            } / 1e6
        }
    }

    /// The length in km of lines and polygon boundaries (equal-area plane
    /// centred on the geometry; good to well under 1 % for a country). 0 for
    /// points and empty geometries; throws when GEOS fails.
    public var lengthKm: Double {
        get throws {
            guard let b = bounds else { return 0 }
            let projection = LambertAzimuthalEqualArea(center: b.center)
            return try attempt("measuring the length") {
                try context.perform { h -> Double in
                    let projected = try GEOSRaw.mapped(h, raw, context) { projection.project(&$0) }
                    defer { GEOSGeom_destroy_r(h, projected) }
                    var l = 0.0
                    guard GEOSLength_r(h, projected, &l) == 1 else { throw context.failure("GEOSLength") }
                    return l
                }
            } / 1000
        }
    }

    /// The distance in km from the point to the geometry: 0 inside a polygon.
    /// Computed in an azimuthal equidistant plane centred on the point, so it
    /// is the great-circle distance to ~0.5 % (segments are straight in that
    /// plane). Infinity for an empty geometry or an invalid coordinate (there
    /// is nothing to measure to); throws when GEOS fails.
    public func distanceKm(to c: Coordinate) throws -> Double {
        guard c.isValid, !isEmpty else { return .infinity }
        if contains(c) { return 0 }
        let projection = AzimuthalEquidistant(center: c)
        return try attempt("measuring the distance to \(c)") {
            try context.perform { h -> Double in
            let projected = try GEOSRaw.mapped(h, raw, context) { projection.project(&$0) }
            defer { GEOSGeom_destroy_r(h, projected) }
            let origin = try GEOSRaw.point(h, x: 0, y: 0, context)
            defer { GEOSGeom_destroy_r(h, origin) }
            var d = 0.0
            guard GEOSDistance_r(h, projected, origin, &d) == 1 else { throw context.failure("GEOSDistance") }
            return d
            }
        } / 1000
    }

    /// The length in km of the border this geometry shares with `other`.
    ///
    /// Both are projected into one equal-area plane (metres); the result is the
    /// length of this geometry's boundary that lies within `toleranceKm` of the
    /// other's boundary. The tolerance absorbs tiny gaps and overlaps between
    /// generalised neighbours; where a third region meets both, up to about
    /// 2 × `toleranceKm` of a crossing boundary may be counted, so treat
    /// geometries as neighbours above a threshold well over that (e.g. 1 km
    /// with the default 0.2 km). Returns 0 when the geometries are far apart
    /// or either is empty; throws when GEOS fails.
    public func sharedBorderLengthKm(with other: Geometry, toleranceKm: Double = 0.2) throws -> Double {
        guard toleranceKm.isFinite, toleranceKm >= 0, let a = bounds, let b = other.bounds else { return 0 }
        // A generous degree margin for the quick rejection (1° of latitude ≈ 111 km).
        let margin = toleranceKm / 111 / max(cos(max(abs(a.south), abs(a.north)) * .pi / 180), 0.01) * 2
        let grown = a.expanded(by: margin)
        guard grown.west <= b.east, b.west <= grown.east, grown.south <= b.north, b.south <= grown.north else { return 0 }
        var around = a
        around.extend(with: Coordinate(latitude: b.south, longitude: b.west))
        around.extend(with: Coordinate(latitude: b.north, longitude: b.east))
        let projection = LambertAzimuthalEqualArea(center: around.center)
        let tolerance = toleranceKm * 1000
        return try attempt("measuring the border shared with a \(other)") {
            try withLocal(other) { h, o -> Double in
            let pa = try GEOSRaw.mapped(h, raw, context) { projection.project(&$0) }
            defer { GEOSGeom_destroy_r(h, pa) }
            let pb = try GEOSRaw.mapped(h, o, context) { projection.project(&$0) }
            defer { GEOSGeom_destroy_r(h, pb) }
            guard let ba = GEOSBoundary_r(h, pa) else { throw context.failure("GEOSBoundary") }
            defer { GEOSGeom_destroy_r(h, ba) }
            guard let bb = GEOSBoundary_r(h, pb) else { throw context.failure("GEOSBoundary") }
            defer { GEOSGeom_destroy_r(h, bb) }
            // Only the part of the other boundary near this one matters: clip first, then buffer.
            var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
            guard GEOSGeom_getXMin_r(h, ba, &x0) == 1, GEOSGeom_getYMin_r(h, ba, &y0) == 1,
                  GEOSGeom_getXMax_r(h, ba, &x1) == 1, GEOSGeom_getYMax_r(h, ba, &y1) == 1 else {
                if GEOSisEmpty_r(h, ba) == 1 { return 0 }
                throw context.failure("GEOSGeom_getXMin")
            }
            let pad = tolerance * 2
            guard let near = GEOSClipByRect_r(h, bb, x0 - pad, y0 - pad, x1 + pad, y1 + pad) else { throw context.failure("GEOSClipByRect") }
            defer { GEOSGeom_destroy_r(h, near) }
            if GEOSisEmpty_r(h, near) == 1 { return 0 }
            guard let zone = GEOSBuffer_r(h, near, max(tolerance, 1e-6), 4) else { throw context.failure("GEOSBuffer") }
            defer { GEOSGeom_destroy_r(h, zone) }
            guard let shared = GEOSIntersection_r(h, ba, zone) else { throw context.failure("GEOSIntersection") }
            defer { GEOSGeom_destroy_r(h, shared) }
            var l = 0.0
            guard GEOSLength_r(h, shared, &l) == 1 else { throw context.failure("GEOSLength") }
            return l
            }
        } / 1000
    }
}
