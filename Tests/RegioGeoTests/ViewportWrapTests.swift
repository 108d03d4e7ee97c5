import Testing
@testable import RegioGeo

/// `Viewport.contains` for views wider than the world: a point counts when any of
/// its copies (x + k, k an integer) lies inside the rotated rectangle. It used to
/// try only k = −1, 0, 1, which misses copies of long rotated views at low zooms.
@Suite struct ViewportWrapTests {
    /// The definition, by trying every copy the view could reach.
    static func bruteForce(_ v: Viewport, _ p: WorldPoint) -> Bool {
        let reach = Int((v.width + v.height) / v.worldSize) + 2
        for k in -reach...reach {
            let o = v.screenOffset(of: WorldPoint(x: p.x + Double(k), y: p.y))
            if abs(o.x) <= v.width / 2 + 1e-9 && abs(o.y) <= v.height / 2 + 1e-9 { return true }
        }
        return false
    }

    static func oldContains(_ v: Viewport, _ p: WorldPoint) -> Bool {
        [0.0, -1, 1].contains { k in
            let o = v.screenOffset(of: WorldPoint(x: p.x + k, y: p.y))
            return abs(o.x) <= v.width / 2 + 1e-9 && abs(o.y) <= v.height / 2 + 1e-9
        }
    }

    @Test func aLongRotatedViewAtZoomZeroSeesCopiesSeveralWorldsAway() throws {
        // 20 px × 40,000 px at zoom 0 (the world is 512 px wide), turned by 89°:
        // a thin strip that crosses the world's width about 78 times.
        let v = try Viewport(center: Coordinate(latitude: 0, longitude: 0), zoom: 0, width: 20, height: 40_000, bearing: 89)
        // The point on the strip's centre line 8,802 px below the centre: 17 worlds west.
        let o = v.worldOffset(screenX: 0, screenY: 8_802)
        let c = v.centerPoint
        #expect(abs(o.dx) > 17 && abs(c.y + o.dy - 0.5) < 0.35)
        let far = WorldPoint(x: (c.x + o.dx) - (c.x + o.dx).rounded(.down), y: c.y + o.dy)
        #expect(v.contains(far))
        #expect(!Self.oldContains(v, far))
        #expect(Self.bruteForce(v, far))
        var rng = SeededRandom(seed: 3)
        for _ in 0..<2_000 {
            let q = WorldPoint(x: rng.unit(), y: rng.unit())
            #expect(v.contains(q) == Self.bruteForce(v, q), "\(q)")
        }
    }

    @Test func randomWideViewsAgreeWithTheDefinition() throws {
        var rng = SeededRandom(seed: 41)
        for _ in 0..<300 {
            let v = try Viewport(center: Coordinate(latitude: rng.unit() * 170 - 85, longitude: rng.unit() * 360 - 180),
                                 zoom: rng.unit() * 3, width: 1 + rng.unit() * 30_000, height: 1 + rng.unit() * 300,
                                 bearing: rng.unit() * 360)
            for _ in 0..<40 {
                let q = WorldPoint(x: rng.unit(), y: rng.unit())
                #expect(v.contains(q) == Self.bruteForce(v, q))
            }
        }
    }

    @Test func boundsEndingOnTheAntimeridianAlsoCoverTheOtherEdge() throws {
        // Zoom 1 (1,024 px world), 256 px wide, centred at x = 0.875: the east edge is exactly x = 1.
        let v = try Viewport(center: Coordinate(latitude: 0, longitude: 135), zoom: 1, width: 256, height: 100)
        #expect(v.worldBounds.maxX == 1)
        let west = WorldPoint(x: 0, y: v.centerPoint.y)   // −180°, the same meridian as +180°
        #expect(v.contains(west))
        #expect(v.worldBoxes.contains { west.x >= $0.minX && west.x <= $0.maxX && west.y >= $0.minY && west.y <= $0.maxY })
        // …and the mirror image: the west edge exactly at x = 0 covers x = 1.
        let w = try Viewport(center: Coordinate(latitude: 0, longitude: -135), zoom: 1, width: 256, height: 100)
        #expect(w.worldBounds.minX == 0)
        let east = WorldPoint(x: 1, y: w.centerPoint.y)
        #expect(w.contains(east))
        #expect(w.worldBoxes.contains { east.x >= $0.minX && east.x <= $0.maxX && east.y >= $0.minY && east.y <= $0.maxY })
        // The boxes never overlap but at a shared edge.
        #expect(v.worldBoxes.count == 2 && w.worldBoxes.count == 2)
    }

    @Test func everyPointTheOldTestFoundStillCounts() throws {
        var rng = SeededRandom(seed: 8)
        for _ in 0..<200 {
            let v = try Viewport(center: Coordinate(latitude: rng.unit() * 170 - 85, longitude: rng.unit() * 360 - 180),
                                 zoom: rng.unit() * 10, width: 1 + rng.unit() * 5_000, height: 1 + rng.unit() * 5_000,
                                 bearing: rng.unit() * 720 - 360)
            for _ in 0..<25 {
                let q = WorldPoint(x: rng.unit(), y: rng.unit())
                if Self.oldContains(v, q) { #expect(v.contains(q)) }
            }
        }
    }
}
