import Foundation
import RegioGeo
import Testing
@testable import RegioRender

/// A base-map feature keeps its shape projected and simplified for whole
/// zooms (``KeptProjection``): every scene drawn from it takes them, and draws
/// the tiles a scene of fresh features draws.
@Suite struct KeptProjectionTests {
    static let centre = Coordinate(latitude: 48, longitude: 14)
    /// z3 and z5 at 256 pixels a tile.
    static let scales = [2_048.0, 8_192.0]

    /// A ring of `count` points around the centre, its radius wavering, so that simplifying drops some.
    static func ring(radius: Double, count: Int = 240) -> [[[Coordinate]]] {
        var ring = (0..<count).map { i -> Coordinate in
            let a = Double(i) / Double(count) * 2 * .pi, r = radius * (1 + 0.08 * sin(a * 17))
            return Coordinate(latitude: centre.latitude + r * sin(a), longitude: centre.longitude + r * 1.5 * cos(a))
        }
        ring.append(ring[0])
        return [[ring]]
    }

    /// A lake, a forest, the land around both and a meandering river: new features, nothing kept.
    static func scene() -> MapScene {
        let river = (0...400).map { i -> Coordinate in
            let t = Double(i) / 400
            return Coordinate(latitude: centre.latitude + 0.6 * sin(t * 60), longitude: centre.longitude - 10 + 20 * t)
        }
        var scene = MapScene(lines: [MapLine(id: "river", name: "Danube", parts: [river], importance: 1)])
        scene.land = [MapWater(id: "land", rings: ring(radius: 12))]
        scene.water = [MapWater(id: "lake", rings: ring(radius: 1.5))]
        scene.forests = [MapWater(id: "forest", rings: ring(radius: 4))]
        return scene
    }

    static func tile(_ scene: MapScene, zoom: Int) throws -> Data {
        let source = try TileSource(scene: scene, options: TileOptions())
        return try TileRenderer(source: source).renderPNG(TileID(containing: centre, zoom: zoom))
    }

    @Test func aSceneTakesWhatItsFeaturesKeptAndDrawsTheSameTiles() throws {
        let worked = Self.scene()
        try worked.workOutBasemapShapes(scales: Self.scales)
        for scale in Self.scales {
            for area in worked.land + worked.water + worked.forests { #expect(area.kept.keeps(scale: scale)) }
            #expect(worked.lines[0].kept.keeps(scale: scale))
            // Taken as kept, not worked out again.
            var madeAgain = false
            _ = worked.forests[0].kept.simplified(atScale: scale) { madeAgain = true; return [] }
            _ = worked.lines[0].kept.simplified(atScale: scale) { madeAgain = true; return ([], nil) }
            #expect(!madeAgain)
        }
        for zoom in [3, 5] {
            let fresh = try Self.tile(Self.scene(), zoom: zoom)
            #expect(try Self.tile(worked, zoom: zoom) == fresh, "z\(zoom)")
        }
        // The same features in another scene (a tile source's copy) share what was kept.
        var other = MapScene()
        other.forests = worked.forests
        #expect(other.forests[0].kept.keeps(scale: Self.scales[0]))
    }

    @Test func aFeatureWhoseShapeChangesKeepsNothingOfTheOldOne() throws {
        var scene = Self.scene()
        try scene.workOutBasemapShapes(scales: Self.scales)
        scene.water[0].rings = Self.ring(radius: 2)
        scene.lines[0].parts[0].removeLast()
        #expect(!scene.water[0].kept.keeps(scale: Self.scales[0]))
        #expect(!scene.lines[0].kept.keeps(scale: Self.scales[0]))
        // A new name is the same shape.
        scene.forests[0].name = "Šumava"
        #expect(scene.forests[0].kept.keeps(scale: Self.scales[0]))
        #expect(try Self.tile(scene, zoom: 3) == (try Self.tile({
            var fresh = Self.scene()
            fresh.water[0].rings = Self.ring(radius: 2)
            fresh.lines[0].parts[0].removeLast()
            return fresh
        }(), zoom: 3)))
    }
}
