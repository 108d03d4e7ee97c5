import Foundation
import Testing
import RegioGeo
@testable import RegioPlaces

/// The quadtree's box and radius queries against a scan of every point.
@Suite struct QuadtreeTests {
    static func points(_ count: Int, seed: UInt64) -> [WorldPoint] {
        var rng = SeededRandom(seed: seed)
        var out: [WorldPoint] = []
        while out.count < count {
            switch Int.random(in: 0..<6, using: &rng) {
            case 0: out.append(out.randomElement(using: &rng) ?? WorldPoint(x: 0.5, y: 0.5))   // duplicates
            case 1: out.append(WorldPoint(x: Double(Int.random(in: 0...64, using: &rng)) / 64,
                                          y: Double(Int.random(in: 0...64, using: &rng)) / 64))   // grid lines, edges
            case 2: out.append(WorldPoint(x: 0.3 + rng.gaussian() * 1e-6, y: 0.6 + rng.gaussian() * 1e-6))   // dense
            default: out.append(WorldPoint(x: Double.random(in: 0...1, using: &rng), y: Double.random(in: 0...1, using: &rng)))
            }
        }
        return out.map { WorldPoint(x: min(max($0.x, 0), 1), y: min(max($0.y, 0), 1)) }
    }

    @Test(arguments: [(1, 4), (16, 24), (3, 30), (64, 8)])
    func boxQueriesFindExactlyThePointsInside(bucket: Int, depth: Int) throws {
        let pts = Self.points(3_000, seed: UInt64(bucket * 100 + depth))
        let tree = try WorldQuadtree(points: pts, maxDepth: depth, bucketSize: bucket)
        var rng = SeededRandom(seed: 1)
        for _ in 0..<300 {
            let a = Double.random(in: -0.1...1.1, using: &rng), b = Double.random(in: -0.1...1.1, using: &rng)
            let c = Double.random(in: -0.1...1.1, using: &rng), d = Double.random(in: -0.1...1.1, using: &rng)
            let box = Bool.random(using: &rng)
                ? WorldBox(minX: min(a, b), minY: min(c, d), maxX: max(a, b), maxY: max(c, d))
                : WorldBox(minX: 0.3 - abs(a) * 1e-5, minY: 0.6 - abs(c) * 1e-5, maxX: 0.3 + abs(b) * 1e-5, maxY: 0.6 + abs(d) * 1e-5)
            let expected = pts.indices.filter { box.contains(pts[$0].x, pts[$0].y) }
            #expect(tree.items(in: box).sorted() == expected)
        }
        #expect(tree.items(in: WorldBox(minX: 0, minY: 0, maxX: 1, maxY: 1)).count == pts.count)
        #expect(tree.items(in: WorldBox(minX: 0.5, minY: 0.5, maxX: 0.4, maxY: 0.6)).isEmpty)   // inverted box
    }

    @Test func radiusQueriesFindExactlyThePointsWithin() throws {
        let pts = Self.points(2_000, seed: 5)
        let tree = try WorldQuadtree(points: pts)
        var rng = SeededRandom(seed: 2)
        for _ in 0..<300 {
            let c = pts.randomElement(using: &rng)!
            let r = [0, 1e-7, 1e-3, 0.05, 0.3].randomElement(using: &rng)!
            let expected = pts.indices.filter {
                let dx = pts[$0].x - c.x, dy = pts[$0].y - c.y
                return dx * dx + dy * dy <= r * r
            }
            #expect(tree.items(within: r, of: c).sorted() == expected)
        }
        #expect(tree.items(within: .nan, of: WorldPoint(x: 0.5, y: 0.5)).isEmpty)
        #expect(tree.items(within: -1, of: WorldPoint(x: 0.5, y: 0.5)).isEmpty)
    }

    @Test func anyNumberOfIdenticalPointsShareOneDeepestLeaf() throws {
        let pts = Array(repeating: WorldPoint(x: 0.123, y: 0.456), count: 50_000)
        let tree = try WorldQuadtree(points: pts, maxDepth: 30, bucketSize: 4)
        #expect(tree.layout.nodes.count <= 4 * 30 + 1)
        #expect(tree.items(within: 0, of: pts[0]).count == 50_000)
    }

    @Test func pointsOutsideTheWorldAreRejected() throws {
        for p in [WorldPoint(x: -0.1, y: 0), WorldPoint(x: 0, y: 1.5), WorldPoint(x: .nan, y: 0), WorldPoint(x: 0, y: .infinity)] {
            #expect(throws: GeoError.self) { try WorldQuadtree(points: [WorldPoint(x: 0.5, y: 0.5), p]) }
        }
        #expect(throws: ClusterError.self) { try WorldQuadtree(points: [], maxDepth: 31) }
        #expect(throws: ClusterError.self) { try WorldQuadtree(points: [], bucketSize: 0) }
        #expect(try WorldQuadtree(points: []).items(in: WorldBox(minX: 0, minY: 0, maxX: 1, maxY: 1)).isEmpty)
    }

    @Test func radixSortIsStable() {
        var rng = SeededRandom(seed: 6)
        for count in [0, 1, 31, 33, 1_000, 20_000] {
            let keys = (0..<count).map { _ in
                Bool.random(using: &rng) ? UInt64.random(in: 0...20, using: &rng) : rng.next() >> UInt64.random(in: 0...63, using: &rng)
            }
            var k = keys, v = (0..<UInt32(count)).map { $0 }
            RadixSort.sort(keys: &k, values: &v)
            let expected = keys.indices.sorted { keys[$0] != keys[$1] ? keys[$0] < keys[$1] : $0 < $1 }
            #expect(v.map(Int.init) == expected && k == expected.map { keys[$0] })
        }
    }
}
