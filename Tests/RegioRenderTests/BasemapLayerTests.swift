import Foundation
import RegioGeo
import Testing
@testable import RegioRender

/// The base-map layers under the regions: the relief as a hillshade, lakes,
/// rivers by importance; each turned off by the style, credits only when drawn.
@Suite struct BasemapLayerTests {
    static let zoom = 8
    static let tile = TileID(containing: Coordinate(latitude: 50, longitude: 15), zoom: zoom)

    /// A ridge running north-east through the tile's box: its north-west
    /// flank faces the light, its south-east flank the other way.
    static func ridge() -> MapRelief {
        let box = tile.bounds
        let width = 40, height = 40
        let cellWidth = (box.east - box.west) / Double(width), cellHeight = (box.north - box.south) / Double(height)
        var values: [Float] = []
        for r in 0..<height {
            for c in 0..<width {
                // Distance across the ridge line c + r = 40 (from south-west to north-east).
                let across = Double(c - (height - 1 - r))
                values.append(Float(max(0, 2_000 - abs(across) * 150)))
            }
        }
        return MapRelief(width: width, height: height, elevations: values, west: box.west, north: box.north,
                         cellWidth: cellWidth, cellHeight: cellHeight, credit: "NOAA ETOPO5")
    }

    static func scene(relief: Bool = false, lake: Bool = false, river: Double? = nil) -> MapScene {
        let b = tile.bounds.expanded(by: 0.5)
        var scene = MapScene(polygons: [MapPolygon(id: "A", role: .region, rings: [[[
            Coordinate(latitude: b.south, longitude: b.west), Coordinate(latitude: b.south, longitude: b.east),
            Coordinate(latitude: b.north, longitude: b.east), Coordinate(latitude: b.north, longitude: b.west),
            Coordinate(latitude: b.south, longitude: b.west)]]])], attribution: ["Natural Earth"])
        let c = tile.bounds.center
        if relief { scene.relief = ridge() }
        if lake {
            scene.water = [MapWater(id: "L", rings: [[[
                Coordinate(latitude: c.latitude - 0.2, longitude: c.longitude - 0.3),
                Coordinate(latitude: c.latitude - 0.2, longitude: c.longitude + 0.3),
                Coordinate(latitude: c.latitude + 0.2, longitude: c.longitude + 0.3),
                Coordinate(latitude: c.latitude + 0.2, longitude: c.longitude - 0.3),
                Coordinate(latitude: c.latitude - 0.2, longitude: c.longitude - 0.3)]]])]
        }
        if let river {
            scene.lines = [MapLine(id: "R", parts: [[Coordinate(latitude: c.latitude + 0.5, longitude: tile.bounds.west - 0.1),
                                                     Coordinate(latitude: c.latitude + 0.5, longitude: tile.bounds.east + 0.1)]],
                                   importance: river)]
        }
        return scene
    }

    static func render(_ scene: MapScene, style: MapStyle = .standard) throws -> DecodedPNG {
        let source = try TileSource(scene: scene, style: style, options: TileOptions())
        return try PNGDecoder.decode(TileRenderer(source: source).renderPNG(tile))
    }

    /// The tile pixel of a coordinate.
    static func pixel(_ c: Coordinate) -> (x: Int, y: Int) {
        let p = WebMercator.project(c), n = Double(1 << zoom) * 256
        return (Int(p.x * n) - tile.x * 256, Int(p.y * n) - tile.y * 256)
    }

    static func brightness(_ png: DecodedPNG, _ c: Coordinate) -> Int {
        let (x, y) = pixel(c)
        let p = png.pixel(x, y)
        return Int(p.r) + Int(p.g) + Int(p.b)
    }

    @Test func reliefShadesTheFlankAwayFromTheLightAndLightsTheOther() throws {
        let flat = try Self.render(Self.scene())
        let shaded = try Self.render(Self.scene(relief: true))
        let box = Self.tile.bounds
        // On the diagonal from the north-west corner to the south-east corner, either side of the ridge.
        func along(_ f: Double) -> Coordinate {
            Coordinate(latitude: box.north - (box.north - box.south) * f, longitude: box.west + (box.east - box.west) * f)
        }
        let northWestFlank = along(0.42), southEastFlank = along(0.58), farCorner = along(0.05)
        let base = Self.brightness(flat, northWestFlank)
        #expect(Self.brightness(shaded, northWestFlank) > base, "lit from the north-west")
        #expect(Self.brightness(shaded, southEastFlank) < base - 30, "in the shade")
        #expect(abs(Self.brightness(shaded, farCorner) - Self.brightness(flat, farCorner)) <= 3, "flat ground stays as it was")
    }

    @Test func styleTurnsEachLayerOffAndTheCreditGoesWithIt() throws {
        var style = MapStyle.standard
        style.relief.visible = false; style.water.visible = false; style.river.visible = false
        let all = Self.scene(relief: true, lake: true, river: 1)
        #expect(all.attributionText == "Natural Earth · NOAA ETOPO5")
        #expect(all.shown(by: style).attributionText == "Natural Earth")
        // A layer's credit is named once, and goes with its layer.
        var credited = all
        credited.layerCredits = [LayerCredit("GSHHG (LGPL-3+)", layers: [.lakes, .rivers]), LayerCredit("NOAA ETOPO5", layers: [.relief])]
        #expect(credited.attributionText == "Natural Earth · GSHHG (LGPL-3+) · NOAA ETOPO5", "named once")
        #expect(credited.shown(by: style).credits == ["Natural Earth"])
        let hidden = try Self.render(all, style: style)
        let none = try Self.render(Self.scene())
        #expect(ImageDiff.compare(hidden, none).differing == 0)
        #expect(ImageDiff.compare(try Self.render(all), none).fraction > 0.05)
    }

    @Test func lakesAreFilledWithWaterBlueAndTinyOnesLeftOut() throws {
        let c = Self.tile.bounds.center
        let png = try Self.render(Self.scene(lake: true))
        let (x, y) = Self.pixel(c)
        let p = png.pixel(x, y)
        let water = MapStyle.standard.water.fill
        #expect(abs(Int(p.r) - Int(water.red * 255)) <= 2 && abs(Int(p.b) - Int(water.blue * 255)) <= 2, "\(p)")
        var style = MapStyle.standard
        style.water.minSize = 1_000   // the lake is ~110 px across at zoom 8
        let without = try Self.render(Self.scene(lake: true), style: style)
        #expect(ImageDiff.compare(without, try Self.render(Self.scene())).differing == 0)
    }

    @Test func minorRiversWaitForTheDetailZoom() {
        let river = MapStyle.standard.river
        #expect(river.shows(importance: 0.8, zoom: 5))
        #expect(!river.shows(importance: 0.1, zoom: 5), "no hairlines on a country map")
        #expect(river.shows(importance: 0.1, zoom: river.detailZoom))
        var off = river
        off.visible = false
        #expect(!off.shows(importance: 1, zoom: 12))
    }

    @Test func styleJSONSwitchesAndChecksTheLayers() throws {
        let style = try MapStyle(json: Data(##"{"relief": {"visible": false, "exaggeration": 20}, "water": {"fill": "#3366cc"}}"##.utf8))
        #expect(!style.relief.visible && style.relief.exaggeration == 20 && style.water.visible)
        #expect(style.water.fill == StyleColor(hex: "#3366cc"))
        #expect(throws: DataError.self) { try MapStyle(json: Data(#"{"relief": {"altitude": 0}}"#.utf8)) }
        #expect(throws: DataError.self) { try MapStyle(json: Data(#"{"water": {"depth": 3}}"#.utf8)) }
    }

    @Test func aReliefThatIsNotAGridIsRefused() {
        var relief = Self.ridge()
        relief.elevations.removeLast()
        var scene = Self.scene()
        scene.relief = relief
        #expect(throws: RenderError.self) { try ProjectedScene(scene) }
    }
}
