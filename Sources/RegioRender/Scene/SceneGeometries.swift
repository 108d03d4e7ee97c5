import Foundation
import RegioGeo

/// The scene's areas and lines as GEOS geometries in WKB (plain bytes, so one
/// copy can be shared by every thread; each thread reads them into its own
/// ``GeometryContext``). GEOS simplifies them to about half a pixel for a
/// scale and clips them to the view with a margin. An area that comes with
/// its WKB (``MapPolygon/wkb``, from a ``MapShape``) is taken as it is.
struct SceneGeometries: Sendable {
    /// Index-aligned with ``ProjectedScene/polygons`` and ``ProjectedScene/lines``.
    /// nil where GEOS refuses the input: such a feature is simplified on its
    /// world points instead (``ProjectedScene/generalized(scale:pixels:clip:)``).
    var polygons: [Data?]
    var lines: [Data?]

    /// The scene's areas' WKB, and `lines`, its lines' (``ProjectedScene/projected(_:context:)``).
    init(_ scene: MapScene, lines: [Data?], context: GeometryContext) {
        polygons = scene.polygons.map { p in
            if let wkb = p.wkb { return wkb }
            return Self.polygonGeometry(p.rings, context: context).flatMap { try? $0.wkb }
        }
        self.lines = lines
    }

    static func polygonGeometry(_ parts: [[[Coordinate]]], context: GeometryContext) -> Geometry? {
        let closed: [[[Coordinate]]] = parts.compactMap { rings in
            let rs = rings.compactMap { ring -> [Coordinate]? in
                guard ring.count >= 3 else { return nil }
                var r = ring
                if r.first != r.last { r.append(r[0]) }
                return r.count >= 4 ? r : nil
            }
            return rs.isEmpty ? nil : rs
        }
        guard !closed.isEmpty else { return nil }
        return try? Geometry(geoJSON: closed.count == 1 ? .polygon(closed[0]) : .multiPolygon(closed), context: context)
    }

    static func lineGeometry(_ parts: [[Coordinate]], context: GeometryContext) -> Geometry? {
        let ps = parts.filter { $0.count >= 2 }
        guard !ps.isEmpty else { return nil }
        return try? Geometry(geoJSON: ps.count == 1 ? .lineString(ps[0]) : .multiLineString(ps), context: context)
    }

    /// Every ring of a (multi)polygon result, projected to world coordinates.
    static func worldRings(_ g: Geometry) throws -> [[WorldPoint]] {
        try g.polygons.flatMap { $0 }.map { $0.map(WebMercator.project) }.filter { $0.count >= 3 }
    }

    static func worldLines(_ g: Geometry) throws -> [[WorldPoint]] {
        try g.lines.map { $0.map(WebMercator.project) }.filter { $0.count >= 2 }
    }

    /// GEOS's simplification tolerance in degrees for `pixels` device pixels at
    /// `scale` (device pixels per world unit) near `latitude`: a world unit is
    /// 360° of longitude, and a degree of latitude is 1/cos φ longer on the map.
    static func tolerance(pixels: Double, scale: Double, latitude: Double) -> Double {
        pixels / scale * 360 * max(0.05, cos(latitude * .pi / 180))
    }
}

extension WorldRect {
    /// The same box in degrees.
    var boundingBox: BoundingBox {
        let nw = WebMercator.unproject(WorldPoint(x: max(0, minX), y: max(0, minY)))
        let se = WebMercator.unproject(WorldPoint(x: min(1, maxX), y: min(1, maxY)))
        return BoundingBox(west: nw.longitude, south: se.latitude, east: se.longitude, north: nw.latitude)
    }
}
