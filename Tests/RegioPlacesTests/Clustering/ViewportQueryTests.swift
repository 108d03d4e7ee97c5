import Foundation
import Testing
import RegioGeo
@testable import RegioPlaces

/// Random viewports against the reference: what a viewport returns is exactly
/// the reference's items at its level whose position lies in the rotated rectangle.
@Suite struct ViewportQueryTests {
    /// Places around the world with dense spots at the antimeridian and near the poles.
    static let inputs: [ClusterInput] = {
        var all = ClusterTestData.mixed(count: 700, seed: 11, world: true)
        for (i, extra) in ClusterTestData.mixed(count: 250, seed: 12).enumerated() {
            // Shift a dense group onto the antimeridian and another towards the pole.
            let c = extra.coordinate
            let lon = i % 2 == 0 ? (c.longitude.truncatingRemainder(dividingBy: 2) + 179) : c.longitude
            let lat = i % 2 == 0 ? c.latitude : min(89, max(-89, 70 + c.latitude.truncatingRemainder(dividingBy: 15)))
            all.append(ClusterInput(id: "x:\(i)", name: "Extra \(i)",
                                    coordinate: Coordinate(latitude: lat, longitude: lon > 180 ? lon - 360 : lon),
                                    category: extra.category, importance: extra.importance))
        }
        return all
    }()
    static let options = ClusterOptions(minZoom: 0, maxZoom: 16)
    static let index = try! ClusterIndex(inputs, options: options)
    static let reference = ReferenceClustering(inputs, options: options)

    static func randomViewport(_ rng: inout SeededRandom) -> Viewport {
        let lat: Double, lon: Double
        switch Int.random(in: 0..<10, using: &rng) {
        case 0..<4:   // on a place
            let c = inputs.randomElement(using: &rng)!.coordinate
            lat = c.latitude; lon = c.longitude
        case 4..<6:   // across the antimeridian
            lat = Double.random(in: -70...70, using: &rng)
            lon = [Double.random(in: 178...180, using: &rng), Double.random(in: -180 ... -178, using: &rng)].randomElement(using: &rng)!
        case 6..<8:   // towards a pole
            lat = [1.0, -1.0].randomElement(using: &rng)! * Double.random(in: 75...90, using: &rng)
            lon = Double.random(in: -180...180, using: &rng)
        default:
            lat = Double.random(in: -90...90, using: &rng); lon = Double.random(in: -180...180, using: &rng)
        }
        let zoom = Bool.random(using: &rng) ? Double.random(in: 0...24, using: &rng) : Double(Int.random(in: 0...24, using: &rng))
        let bearing: Double = switch Int.random(in: 0..<4, using: &rng) {
        case 0: Double(Int.random(in: -8...8, using: &rng)) * 90
        case 1: Double.random(in: -1e6...1e6, using: &rng)
        default: Double.random(in: 0..<360, using: &rng)
        }
        let size = { (rng: inout SeededRandom) -> Double in
            switch Int.random(in: 0..<10, using: &rng) {
            case 0: return 1
            case 1: return Double.random(in: 2000...20_000, using: &rng)
            default: return Double(Int.random(in: 64...2048, using: &rng))
            }
        }
        return try! Viewport(center: Coordinate(latitude: lat, longitude: lon), zoom: zoom,
                             width: size(&rng), height: size(&rng), bearing: bearing)
    }

    static func expected(_ v: Viewport) -> Set<ClusterID> {
        Set(reference.items(atZoom: v.zoom).filter { v.contains(WorldPoint(x: $0.x, y: $0.y)) }.map(\.id))
    }

    @Test func randomViewportsReturnExactlyTheReferenceItemsInside() {
        var rng = SeededRandom(seed: 2024)
        var nonEmpty = 0
        for _ in 0..<2_500 {
            let v = Self.randomViewport(&rng)
            let found = Self.index.clusters(in: v)
            let ids = found.map(\.id)
            #expect(Set(ids).count == ids.count, "duplicates in \(v)")
            let expected = Self.expected(v)
            #expect(Set(ids) == expected, "viewport \(v.center) z\(v.zoom) \(v.width)×\(v.height) bearing \(v.bearing)")
            #expect(Self.index.count(in: v) == expected.count)
            if !expected.isEmpty { nonEmpty += 1 }
        }
        #expect(nonEmpty > 1_000, "most viewports should show something (\(nonEmpty))")
    }

    @Test func rotatingByAHalfTurnOrAQuarterTurnWithSwappedSidesKeepsTheSet() throws {
        var rng = SeededRandom(seed: 77)
        for _ in 0..<1_000 {
            let v = Self.randomViewport(&rng)
            let ids = Set(Self.index.clusters(in: v).map(\.id))
            let half = try Viewport(center: v.center, zoom: v.zoom, width: v.width, height: v.height, bearing: v.bearing + 180)
            let quarter = try Viewport(center: v.center, zoom: v.zoom, width: v.height, height: v.width, bearing: v.bearing + 90)
            #expect(Set(Self.index.clusters(in: half).map(\.id)) == ids)
            #expect(Set(Self.index.clusters(in: quarter).map(\.id)) == ids)
        }
    }

    @Test func membershipNeverDependsOnTheViewport() throws {
        // Every item a viewport returns is one of its level's items, with the same places.
        var rng = SeededRandom(seed: 5)
        // An id names the same places at every level it appears on.
        var byID: [ClusterID: ReferenceClustering.Item] = [:]
        for item in Self.reference.levels.values.flatMap({ $0 }) {
            if let seen = byID[item.id] { #expect(seen.members == item.members) } else { byID[item.id] = item }
        }
        for _ in 0..<300 {
            let v = Self.randomViewport(&rng)
            for item in Self.index.clusters(in: v) {
                let ref = try #require(byID[item.id])
                #expect(item.count == ref.count)
                if item.count <= 50 { #expect(try Self.index.members(item.id) == ref.members) }
            }
        }
    }

    @Test func thePreparedRegionAgreesWithViewportContains() {
        var rng = SeededRandom(seed: 99)
        for _ in 0..<400 {
            let v = Self.randomViewport(&rng)
            let region = ViewportRegion(v)
            var points = (0..<50).map { _ in
                WorldPoint(x: Double.random(in: 0..<1, using: &rng), y: Double.random(in: 0...1, using: &rng))
            }
            // Points on and next to the rectangle's corners and edges.
            for c in v.worldCorners {
                let x = c.x - c.x.rounded(.down)
                for dx in [0, 1e-12, -1e-12] { points.append(WorldPoint(x: min(max(x + dx, 0), 1), y: min(max(c.y, 0), 1))) }
            }
            for p in points { #expect(region.contains(p) == v.contains(p)) }
        }
    }

    @Test func viewportsBeyondTheDeepestLevelShowSinglePlaces() throws {
        let v = try Viewport(center: Self.inputs[3].coordinate, zoom: 23.7, width: 800, height: 600, bearing: 33)
        let items = Self.index.clusters(in: v)
        #expect(!items.isEmpty && items.allSatisfy { !$0.isCluster })
        #expect(Self.index.level(forZoom: 23.7) == Self.options.maxZoom + 1)
        #expect(Self.index.level(forZoom: 5.99) == 5)
        // 256-px tiles show half the pixels per world unit: the level one zoom lower.
        let small = try Viewport(center: Self.inputs[3].coordinate, zoom: 8.5, width: 800, height: 600, tileSize: 256)
        #expect(Self.index.level(for: small) == 7)
        #expect(Set(Self.index.clusters(in: small).map(\.id))
                == Set(Self.reference.items(atZoom: 7).filter { small.contains(WorldPoint(x: $0.x, y: $0.y)) }.map(\.id)))
    }
}
