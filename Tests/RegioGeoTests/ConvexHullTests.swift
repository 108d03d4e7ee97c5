import Foundation
import Testing
@testable import RegioGeo

/// ``ConvexHull``: corners only, counter-clockwise, fed in batches.
@Suite struct ConvexHullTests {
    @Test func aSquareWithPointsInsideKeepsItsFourCorners() throws {
        var hull = ConvexHull()
        for (lat, lon) in [(0.0, 0.0), (0, 2), (2, 2), (2, 0), (1, 1), (0.5, 1.5), (0, 1)] {
            hull.add(Coordinate(latitude: lat, longitude: lon))
        }
        let ring = try #require(hull.ring)
        #expect(ring.count == 5 && ring.first == ring.last)
        #expect(Set(ring) == Set([(0.0, 0.0), (0, 2), (2, 2), (2, 0)].map { Coordinate(latitude: $0.0, longitude: $0.1) }))
        var area = 0.0
        for i in 0..<(ring.count - 1) {
            area += ring[i].longitude * ring[i + 1].latitude - ring[i + 1].longitude * ring[i].latitude
        }
        #expect(area / 2 == 4, "counter-clockwise, the square's area")
    }

    @Test func pointsOnOneLineSpanNoArea() {
        var hull = ConvexHull()
        for i in 0..<10 { hull.add(Coordinate(latitude: Double(i), longitude: Double(i))) }
        hull.add(Coordinate(latitude: .nan, longitude: 3))
        #expect(hull.ring == nil)
    }

    @Test func manyBatchesGiveTheHullOfAll() throws {
        var hull = ConvexHull()
        var rng = SystemRandomNumberGenerator()
        var all: [Coordinate] = []
        for _ in 0..<200_000 {
            let a = Double.random(in: 0..<(2 * .pi), using: &rng), r = Double.random(in: 0..<1, using: &rng).squareRoot()
            let c = Coordinate(latitude: 45 + r * sin(a), longitude: 10 + r * cos(a))
            all.append(c); hull.add(c)
        }
        let ring = try #require(hull.ring)
        #expect(ring.count > 20)
        // Every point lies left of (or on) every edge of the counter-clockwise ring.
        for i in 0..<(ring.count - 1) {
            let a = ring[i], b = ring[i + 1]
            let worst = all.map { (b.longitude - a.longitude) * ($0.latitude - a.latitude) - (b.latitude - a.latitude) * ($0.longitude - a.longitude) }.min()!
            #expect(worst >= -1e-12)
        }
    }
}
