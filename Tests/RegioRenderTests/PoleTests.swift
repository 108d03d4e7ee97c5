import Foundation
import Testing
import RegioGeo
@testable import RegioRender

/// The point an area's label goes to (``Geometry2D/poleOfInaccessibility(_:)``)
/// and the distance it is searched by.
@Suite struct PoleTests {
    /// A square of side 10 with a square hole of side 4 in its middle, and a jagged edge.
    static let rings: [[WorldPoint]] = [
        [WorldPoint(x: 0, y: 0), WorldPoint(x: 10, y: 0), WorldPoint(x: 10, y: 4), WorldPoint(x: 9, y: 5), WorldPoint(x: 10, y: 6),
         WorldPoint(x: 10, y: 10), WorldPoint(x: 0, y: 10)],
        [WorldPoint(x: 3, y: 3), WorldPoint(x: 7, y: 3), WorldPoint(x: 7, y: 7), WorldPoint(x: 3, y: 7)],
    ]

    @Test func theSignedDistanceIsPositiveExactlyInside() {
        var generator = SystemRandomNumberGenerator()
        var inside = 0
        for _ in 0..<5_000 {
            let x = Double.random(in: -2...12, using: &generator), y = Double.random(in: -2...12, using: &generator)
            let d = Geometry2D.signedDistance(Self.rings, x, y)
            #expect((d > 0) == Geometry2D.contains(Self.rings, x, y), "(\(x), \(y)): \(d)")
            if d > 0 { inside += 1 }
        }
        #expect(inside > 1_000)
        // The distance to the nearest edge: the hole's, the notch's, the outline's.
        #expect(abs(Geometry2D.signedDistance(Self.rings, 1.5, 5) - 1.5) < 1e-12)
        #expect(abs(Geometry2D.signedDistance(Self.rings, 5, 5) + 2) < 1e-12)
        #expect(abs(Geometry2D.signedDistance(Self.rings, 11, 5) + 2.squareRoot()) < 1e-12)
    }

    @Test func thePoleLiesInsideFarFromTheEdges() throws {
        let pole = try #require(Geometry2D.poleOfInaccessibility(Self.rings))
        #expect(Geometry2D.contains(Self.rings, pole.x, pole.y))
        // The band around the hole is 3 wide: its middle is 1.5 from the edges.
        #expect(Geometry2D.signedDistance(Self.rings, pole.x, pole.y) > 1.4)
    }
}

extension PoleTests {
    @Test func scenesOfOneShapeWorkOutItsLabelPointOnce() throws {
        let square: [[[Coordinate]]] = [[[Coordinate(latitude: 49, longitude: 14), Coordinate(latitude: 49, longitude: 16),
                                          Coordinate(latitude: 50, longitude: 16), Coordinate(latitude: 50, longitude: 14),
                                          Coordinate(latitude: 49, longitude: 14)]]]
        let shape = try MapShape(Geometry(geoJSON: .multiPolygon(square), context: GeometryContext()))
        let one = try ProjectedScene(MapScene(polygons: [MapPolygon(id: "a", name: "A", shape: shape)]))
        let other = try ProjectedScene(MapScene(polygons: [MapPolygon(id: "a", name: "A", role: .highlighted, shape: shape)]))
        #expect(one.polygons[0].labelPlace === other.polygons[0].labelPlace)
        let point = try #require(one.polygons[0].labelPoint)
        #expect(other.polygons[0].labelPoint == point)
        // An area from rings (or whose rings changed) works out its own.
        var changed = MapPolygon(id: "a", name: "A", shape: shape)
        changed.rings = square
        let own = try ProjectedScene(MapScene(polygons: [changed, MapPolygon(id: "b", rings: square)]))
        #expect(own.polygons[0].labelPlace !== one.polygons[0].labelPlace)
        #expect(own.polygons[1].labelPlace !== one.polygons[0].labelPlace)
        #expect(own.polygons[0].labelPoint == point)
    }

    /// A shape's rings are projected by the first scene drawn from it and kept
    /// for the others; an area whose rings changed projects its own.
    @Test func scenesOfOneShapeProjectItsRingsOnce() throws {
        let square: [[[Coordinate]]] = [[[Coordinate(latitude: 49, longitude: 14), Coordinate(latitude: 49, longitude: 16),
                                          Coordinate(latitude: 50, longitude: 16), Coordinate(latitude: 50, longitude: 14),
                                          Coordinate(latitude: 49, longitude: 14)]]]
        let shape = try MapShape(Geometry(geoJSON: .multiPolygon(square), context: GeometryContext()))
        #expect(!shape.projection.keepsProjected)
        let one = try ProjectedScene(MapScene(polygons: [MapPolygon(id: "a", name: "A", shape: shape)]))
        #expect(shape.projection.keepsProjected)
        #expect(one.polygons[0].rings == ProjectedArea(square).rings)
        var moved = MapPolygon(id: "a", name: "A", shape: shape)
        moved.rings = square.map { $0.map { $0.map { Coordinate(latitude: $0.latitude, longitude: $0.longitude + 1) } } }
        let other = try ProjectedScene(MapScene(polygons: [moved]))
        #expect(other.polygons[0].rings == ProjectedArea(moved.rings).rings)
        #expect(other.polygons[0].bounds.minX > one.polygons[0].bounds.minX)
    }
}

extension PoleTests {
    /// A ragged ring of `n` points around (cx, cy), like a coast.
    static func ragged(_ n: Int, cx: Double, cy: Double, radius: Double, seed: UInt64) -> [WorldPoint] {
        var state = seed
        func next() -> Double { state = state &* 6364136223846793005 &+ 1442695040888963407; return Double(state >> 11) / Double(1 << 53) }
        return (0..<n).map { i in
            let angle = Double(i) / Double(n) * 2 * .pi, r = radius * (0.6 + 0.4 * next())
            return WorldPoint(x: cx + r * cos(angle), y: cy + r * sin(angle))
        }
    }

    @Test func theEdgeIndexGivesExactlyThePlainDistance() throws {
        // An outline of 3,000 points with two holes (one of three points), and a second part.
        let rings = [Self.ragged(3_000, cx: 0.5, cy: 0.5, radius: 0.01, seed: 1),
                     Self.ragged(200, cx: 0.497, cy: 0.5, radius: 0.002, seed: 2),
                     [WorldPoint(x: 0.504, y: 0.503), WorldPoint(x: 0.505, y: 0.503), WorldPoint(x: 0.5045, y: 0.504)],
                     Self.ragged(500, cx: 0.53, cy: 0.51, radius: 0.004, seed: 3)]
        let index = try #require(EdgeIndex(rings))
        var generator = SystemRandomNumberGenerator()
        var inside = 0
        for _ in 0..<5_000 {
            let x = Double.random(in: 0.485...0.54, using: &generator), y = Double.random(in: 0.485...0.52, using: &generator)
            let plain = Geometry2D.signedDistance(rings, x, y)
            #expect(index.signedDistance(x, y) == plain, "(\(x), \(y))")
            if plain > 0 { inside += 1 }
        }
        #expect(inside > 500)
        // On vertices, on the box's edges, far away.
        for p in [rings[0][0], rings[0][1_500], rings[2][1], WorldPoint(x: 0.49, y: 0.5), WorldPoint(x: 0, y: 0), WorldPoint(x: 3, y: -2)] {
            #expect(index.signedDistance(p.x, p.y) == Geometry2D.signedDistance(rings, p.x, p.y))
        }
        #expect(EdgeIndex([rings[2]]) == nil, "a few edges are not indexed")
        // Points far outside, or not numbers, give what the plain loop gives and never trap.
        for (x, y) in [(1e300, 0.5), (-1e300, -1e300), (0.5, .infinity)] {
            #expect(index.signedDistance(x, y) == Geometry2D.signedDistance(rings, x, y))
        }
        #expect(index.signedDistance(.nan, 0.5).isNaN == Geometry2D.signedDistance(rings, .nan, 0.5).isNaN)
    }
}
