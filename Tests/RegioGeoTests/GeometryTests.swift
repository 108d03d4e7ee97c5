import Foundation
import Testing
@testable import RegioGeo

@Suite struct GeometryTests {
    let context = GeometryContext()

    @Test func polygonWithAHoleContainsOnlyTheRing() throws {
        let donut = try Geometry.polygon([square(50, 14, 1), square(50, 14, 0.5, clockwise: true)], context: context)
        #expect(donut.isValid)
        #expect(try donut.typeName == "Polygon")
        #expect(!donut.contains(Coordinate(50, 14)))         // in the hole
        #expect(donut.contains(Coordinate(50.75, 14)))       // in the ring
        #expect(!donut.contains(Coordinate(52, 14)))         // outside
        #expect(!donut.contains(Coordinate(.nan, 14)))
        #expect(donut.bounds == BoundingBox(west: 13, south: 49, east: 15, north: 51))
    }

    @Test func areaOfAOneDegreeCellMatchesTheEllipsoid() throws {
        // A cell 50–51°N × 14–15°E: its edges are straight in longitude/latitude,
        // so it is bounded by two parallels (integral of M·N·cos φ over the cell).
        let cell = try Geometry.box(BoundingBox(west: 14, south: 50, east: 15, north: 51), context: context)
        #expect(try abs(cell.areaKm2 - Self.ellipsoidCellArea(south: 50, north: 51, degreesWide: 1)) < 0.5)
        // Far from the centre the projection still keeps areas.
        let wide = try Geometry.box(BoundingBox(west: 0, south: 40, east: 30, north: 60), context: context)
        let expected = Self.ellipsoidCellArea(south: 40, north: 60, degreesWide: 30)
        #expect(try abs(wide.areaKm2 - expected) / expected < 0.001)
        #expect(try Geometry.point(Coordinate(50, 14), context: context).areaKm2 == 0)
    }

    /// Numerical integral of the WGS84 area element.
    static func ellipsoidCellArea(south: Double, north: Double, degreesWide: Double) -> Double {
        let a = 6378.137, f = 1 / 298.257223563, e2 = f * (2 - f)
        let steps = 10_000
        var sum = 0.0
        let dphi = (north - south) / Double(steps) * .pi / 180
        for i in 0..<steps {
            let phi = (south + (Double(i) + 0.5) * (north - south) / Double(steps)) * .pi / 180
            let w = 1 - e2 * sin(phi) * sin(phi)
            sum += a * (1 - e2) / pow(w, 1.5) * a / w.squareRoot() * cos(phi) * dphi
        }
        return sum * degreesWide * .pi / 180
    }

    @Test func invalidWKBBecomesASwiftError() throws {
        #expect(throws: GeoError.self) { try Geometry(wkb: Data([1, 3, 0, 0, 0, 0xFF]), context: context) }
        #expect(throws: GeoError.self) { try Geometry(wkb: Data(), context: context) }
        do {
            _ = try Geometry(wkb: Data([1, 99, 0, 0, 0, 1, 2, 3, 4]), context: context)
            Issue.record("expected an error")
        } catch GeoError.geos(let message) {
            #expect(!message.isEmpty)
            #expect(message != "GEOSWKBReader_read failed", "GEOS's own message is passed on: \(message)")
        } catch { Issue.record("unexpected error \(error)") }
        // The context keeps working after an error.
        #expect(try Geometry.point(Coordinate(1, 2), context: context).geoJSON == .point(Coordinate(1, 2)))
    }

    @Test func unclosedOrShortRingsAreGEOSErrors() throws {
        let open = [Coordinate(0, 0), Coordinate(0, 1), Coordinate(1, 1), Coordinate(1, 0)]
        #expect(throws: GeoError.self) { try Geometry.polygon([open], context: context) }
        #expect(throws: GeoError.self) { try Geometry.polygon([[Coordinate(0, 0), Coordinate(0, 1)]], context: context) }
        let triangle = try? Geometry.polygon([[Coordinate(0, 0), Coordinate(0, 1), Coordinate(0, 0)]], context: context)
        #expect(triangle?.isValid != true)
        #expect(throws: GeoError.self) { try Geometry(geoJSON: .lineString([Coordinate(0, 0)]), context: context) }
    }

    @Test func validityReasonNamesTheProblem() throws {
        let bowtie = try Geometry.polygon([[Coordinate(0, 0), Coordinate(1, 1), Coordinate(1, 0), Coordinate(0, 1), Coordinate(0, 0)]], context: context)
        #expect(!bowtie.isValid)
        #expect(bowtie.validityReason.contains("Self-intersection"))
        let fixed = try bowtie.madeValid()
        #expect(fixed.isValid)
        #expect(try fixed.typeName == "MultiPolygon")
        let unit = try Geometry.box(BoundingBox(west: 0, south: 0, east: 1, north: 1), context: context)
        #expect(try abs(fixed.areaKm2 - unit.areaKm2 / 2) / unit.areaKm2 < 0.001)
        #expect(try Geometry.box(BoundingBox(west: 0, south: 0, east: 1, north: 1), context: context).validityReason == "Valid Geometry")
    }

    @Test func geoJSONAndWKBRoundTripThroughGEOS() throws {
        let shapes: [GeoJSONGeometry] = [
            .point(Coordinate(50.1, 14.2)),
            .multiPoint([Coordinate(1, 2), Coordinate(3, 4)]),
            .lineString([Coordinate(1, 2), Coordinate(3, 4), Coordinate(5, 6)]),
            .multiLineString([[Coordinate(1, 2), Coordinate(3, 4)], [Coordinate(5, 6), Coordinate(7, 8)]]),
            .polygon([square(50, 14, 1), square(50, 14, 0.5, clockwise: true)]),
            .multiPolygon([[square(50, 14, 1)], [square(40, 10, 1)]]),
            .geometryCollection([.point(Coordinate(1, 2)), .lineString([Coordinate(1, 2), Coordinate(3, 4)])]),
            .multiPolygon([]),
        ]
        for shape in shapes {
            let g = try Geometry(geoJSON: shape, context: context)
            #expect(try g.geoJSON == shape)
            #expect(try Geometry(wkb: g.wkb, context: context).geoJSON == shape)
            #expect(try WKB.decode(g.wkb) == shape, "GEOS's WKB reads back in pure Swift")
            #expect(try Geometry(wkb: WKB.encode(shape, byteOrder: .bigEndian), context: context).geoJSON == shape)
        }
    }

    @Test func polygonsAndLinesForDrawing() throws {
        let mp = try Geometry(geoJSON: .multiPolygon([[square(50, 14, 1)], [square(40, 10, 1), square(40, 10, 0.2, clockwise: true)]]), context: context)
        #expect(try mp.polygons.count == 2)
        #expect(try mp.polygons[1].count == 2)
        #expect(try mp.lines.isEmpty)
        let ml = try Geometry(geoJSON: .multiLineString([[Coordinate(1, 2), Coordinate(3, 4)]]), context: context)
        #expect(try ml.lines == [[Coordinate(1, 2), Coordinate(3, 4)]])
        #expect(try ml.polygons.isEmpty)
    }

    @Test func clipSimplifyUnionAndBuffer() throws {
        let big = try Geometry.box(BoundingBox(west: 10, south: 45, east: 20, north: 55), context: context)
        let clipped = try big.clipped(to: BoundingBox(west: 14, south: 49, east: 16, north: 51))
        #expect(clipped.bounds == BoundingBox(west: 14, south: 49, east: 16, north: 51))
        #expect(try big.clipped(to: BoundingBox(west: 30, south: 0, east: 31, north: 1)).isEmpty)

        // A wiggly line of 1 000 positions simplifies to far fewer.
        let wiggle = (0...1000).map { i in Coordinate(50 + 0.0001 * Double(i % 2), 14 + Double(i) * 0.001) }
        let line = try Geometry(geoJSON: .lineString(wiggle), context: context)
        #expect(try line.simplified(tolerance: 0.001).coordinateCount < 10)
        #expect(try line.simplified(tolerance: 0).coordinateCount == 1001)

        let a = try Geometry.box(BoundingBox(west: 0, south: 0, east: 1, north: 1), context: context)
        let b = try Geometry.box(BoundingBox(west: 1, south: 0, east: 2, north: 1), context: context)
        let u = try a.union(b)
        #expect(u.bounds == BoundingBox(west: 0, south: 0, east: 2, north: 1))
        #expect(try abs(u.areaKm2 - a.areaKm2 - b.areaKm2) / u.areaKm2 < 1e-9)
        #expect(try a.intersects(b))
        #expect(try !a.intersects(Geometry.box(BoundingBox(west: 5, south: 5, east: 6, north: 6), context: context)))
        let grown = try a.buffer(0.1)
        #expect(grown.contains(Coordinate(1.05, 0.5)))
        #expect(throws: GeoError.self) { try a.buffer(.infinity) }
        let all = try Geometry.union(of: [a, b, Geometry.box(BoundingBox(west: 2, south: 0, east: 3, north: 1), context: GeometryContext())], context: context)
        #expect(all.bounds == BoundingBox(west: 0, south: 0, east: 3, north: 1))
    }

    @Test func boxAcrossTheAntimeridianIsTwoPolygons() throws {
        let box = try Geometry.box(BoundingBox(west: 170, south: -10, east: -170, north: 10), context: context)
        #expect(try box.typeName == "MultiPolygon")
        #expect(box.contains(Coordinate(0, 175)))
        #expect(box.contains(Coordinate(0, -175)))
        #expect(!box.contains(Coordinate(0, 0)))
        #expect(try Geometry.box(BoundingBox(west: .nan, south: 0, east: 1, north: 1), context: context).isEmpty)
    }

    @Test func labelPointIsInsideEvenForAUShape() throws {
        // A U: the centroid lies in the gap, the label point must not.
        let u = try Geometry.polygon([[Coordinate(0, 0), Coordinate(0, 3), Coordinate(3, 3), Coordinate(3, 2),
                                       Coordinate(1, 2), Coordinate(1, 1), Coordinate(3, 1), Coordinate(3, 0), Coordinate(0, 0)]], context: context)
        #expect(try u.contains(u.labelPoint))
        let donut = try Geometry.polygon([square(50, 14, 1), square(50, 14, 0.6, clockwise: true)], context: context)
        #expect(try donut.contains(donut.labelPoint))
        #expect(try Geometry(adoptingEmpty: context).labelPoint.latitude.isNaN)
    }

    @Test func distanceIsZeroInsideAndGreatCircleOutside() throws {
        let box = try Geometry.box(BoundingBox(west: 14, south: 50, east: 15, north: 51), context: context)
        #expect(try box.distanceKm(to: Coordinate(50.5, 14.5)) == 0)
        // Due south of the box: the distance along the meridian is 0.5° ≈ 55.6 km.
        let d = try box.distanceKm(to: Coordinate(49.5, 14.5))
        let expected = Coordinate(49.5, 14.5).distance(to: Coordinate(50, 14.5)) / 1000
        #expect(abs(d - expected) / expected < 0.01)
        #expect(try box.distanceKm(to: Coordinate(.nan, 0)) == .infinity)
    }

    @Test func copyIntoAnotherContextIsIndependent() throws {
        let other = GeometryContext()
        let g = try Geometry.polygon([square(50, 14, 1)], context: context)
        let c = try g.copy(into: other)
        #expect(c.context === other)
        #expect(try c.geoJSON == g.geoJSON)
        #expect(try g.intersects(c), "cross-context predicates clone the argument")
        let same = try g.copy(into: context)
        #expect(try same.geoJSON == g.geoJSON)
    }

    @Test func everyGEOSObjectIsFreed() throws {
        let local = GeometryContext()
        do {
            let a = try Geometry.polygon([square(50, 14, 1), square(50, 14, 0.5, clockwise: true)], context: local)
            let b = try Geometry.box(BoundingBox(west: 14, south: 49, east: 16, north: 51), context: local)
            let p = PreparedGeometry(a)
            _ = p.contains(Coordinate(50.7, 14))
            _ = try a.union(b)
            _ = try a.sharedBorderLengthKm(with: b)
            _ = try a.labelPoint
            _ = try a.areaKm2
            _ = try Geometry(wkb: a.wkb, context: local)
            _ = try? Geometry(wkb: Data([1, 2, 3]), context: local)
            #expect(local.liveObjectCount >= 3)
        }
        #expect(local.liveObjectCount == 0)
    }

    @Test func concurrentUseOfOneContextIsSerialisedAndCorrect() async throws {
        let shared = GeometryContext()
        let donut = try Geometry.polygon([square(50, 14, 1), square(50, 14, 0.5, clockwise: true)], context: shared)
        let prepared = PreparedGeometry(donut)
        let counts = await withTaskGroup(of: Int.self) { group in
            for t in 0..<4 {
                group.addTask {
                    var rng = SeededRandom(seed: UInt64(t))
                    var inside = 0
                    for _ in 0..<2000 {
                        let c = Coordinate(Double.random(in: 48...52, using: &rng), Double.random(in: 12...16, using: &rng))
                        if prepared.contains(c) != donut.contains(c) { return -1 }
                        if prepared.contains(c) { inside += 1 }
                    }
                    return inside
                }
            }
            return await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(counts.allSatisfy { $0 > 0 })
    }
}

extension Geometry {
    /// An empty geometry collection, for tests.
    convenience init(adoptingEmpty context: GeometryContext) {
        try! self.init(geoJSON: .geometryCollection([]), context: context)
    }
}
