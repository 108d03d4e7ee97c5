import CGEOS
import Foundation
import Testing
@testable import RegioGeo

@Suite struct PreparedGeometryTests {
    let context = GeometryContext()

    @Test func agreesWithPlainContainsOnRandomPoints() throws {
        let donut = try Geometry(geoJSON: .multiPolygon([
            [square(50, 14, 1), square(50, 14, 0.5, clockwise: true)],
            [square(50, 17, 0.3)],
        ]), context: context)
        let prepared = PreparedGeometry(donut)
        var rng = SeededRandom(seed: 42)
        var inside = 0, outside = 0
        for _ in 0..<5000 {
            let c = Coordinate(Double.random(in: 48.5...51.5, using: &rng), Double.random(in: 12.5...18, using: &rng))
            let expected = donut.contains(c)
            #expect(prepared.contains(c) == expected, "\(c)")
            if expected { inside += 1 } else { outside += 1 }
        }
        #expect(inside > 500 && outside > 500)
        // Alternating far outside and inside points (the case a reused point with a stale envelope gets wrong).
        for _ in 0..<100 {
            #expect(!prepared.contains(Coordinate(10, 100)))
            #expect(prepared.contains(Coordinate(50.75, 14)))
        }
        #expect(!prepared.contains(Coordinate(.infinity, 14)))
        #expect(prepared.covers(Coordinate(49, 14)))   // on the boundary
        #expect(!prepared.contains(Coordinate(49, 14)))
        #expect(try prepared.intersects(Geometry.point(Coordinate(50.75, 14), context: GeometryContext())))
    }

    /// Why ``PreparedGeometry`` makes a fresh point per test: in GEOS 3.11 a
    /// point whose coordinate sequence is changed in place keeps its old
    /// envelope, and predicates answer for the old position.
    @Test func inPlaceReuseWouldBeWrongInGEOS311() throws {
        let box = try Geometry.box(BoundingBox(west: 0, south: 0, east: 10, north: 10), context: context)
        let stale: Bool = context.perform { h in
            let p = GEOSGeom_createPointFromXY_r(h, 100, 100)!
            defer { GEOSGeom_destroy_r(h, p) }
            var x = 0.0
            _ = GEOSGeom_getXMin_r(h, p, &x)                 // caches the envelope
            let seq = GEOSGeom_getCoordSeq_r(h, p)!
            _ = GEOSCoordSeq_setXY_r(h, seq, 0, 5, 5)       // move inside
            return GEOSContains_r(h, box.raw, p) == 0         // still "outside"
        }
        let version = GeometryContext.geosVersion
        if version.hasPrefix("3.11") { #expect(stale, "GEOS \(version)") }
        // Whatever GEOS does, the wrapper answers right.
        #expect(PreparedGeometry(box).contains(Coordinate(5, 5)))
    }
}
