import Foundation
import RegioGeo
import Testing
@testable import RegioRender

/// Two sources of forests in one scene: the coarse land-cover layer (MODIS)
/// everywhere, and an OpenStreetMap extract's own forests inside its extent.
/// Where the extract's forests are drawn, the coarse ones give way, so no
/// forest is drawn twice; below their zoom the coarse ones still show.
@Suite struct ForestsDrawnOnceTests {
    static let centre = Coordinate(latitude: 50, longitude: 15)

    static func square(_ c: Coordinate, _ r: Double) -> [[[Coordinate]]] {
        [[[Coordinate(latitude: c.latitude - r, longitude: c.longitude - r), Coordinate(latitude: c.latitude - r, longitude: c.longitude + r),
           Coordinate(latitude: c.latitude + r, longitude: c.longitude + r), Coordinate(latitude: c.latitude + r, longitude: c.longitude - r),
           Coordinate(latitude: c.latitude - r, longitude: c.longitude - r)]]]
    }

    /// A region; with `coarse` a MODIS-like forest over all of it; with
    /// `extract` an extent of ±0.3° around the centre holding one forest of ±0.1°.
    static func scene(coarse: Bool, extract: Bool) -> MapScene {
        var scene = MapScene(polygons: [MapPolygon(id: "A", role: .region, rings: square(centre, 3))], attribution: ["Natural Earth"])
        if coarse {
            scene.forests = [MapWater(id: "modis", rings: square(centre, 2.5))]
            scene.layerCredits = [LayerCredit("Land cover: NASA MODIS MCD12C1", layers: [.forests])]
        }
        if extract {
            scene.landAreas = [MapLandArea(id: "osm-forest", kind: .forest, rings: square(centre, 0.1))]
            scene.extractExtent = [MapWater(id: "extent", rings: square(centre, 0.3))]
        }
        return scene
    }

    static func render(_ scene: MapScene, zoom: Int, style: MapStyle = .standard) throws -> (DecodedPNG, TileID) {
        let tile = TileID(containing: centre, zoom: zoom)
        let source = try TileSource(scene: scene, style: style, options: TileOptions())
        return (try PNGDecoder.decode(TileRenderer(source: source).renderPNG(tile)), tile)
    }

    static func colour(_ png: DecodedPNG, _ tile: TileID, _ c: Coordinate) -> [Int] {
        let p = WebMercator.project(c), n = Double(1 << tile.z) * 256
        let px = png.pixel(Int(p.x * n) - tile.x * 256, Int(p.y * n) - tile.y * 256)
        return [Int(px.r), Int(px.g), Int(px.b)]
    }

    @Test func insideTheExtentTheExtractsForestsStandForTheCoarseOnes() throws {
        let zoom = 9   // the extract's forests are drawn from zoom 7 (RoadStyle.landCover)
        let (both, tile) = try Self.render(Self.scene(coarse: true, extract: true), zoom: zoom)
        let (extractOnly, _) = try Self.render(Self.scene(coarse: false, extract: true), zoom: zoom)
        let (bare, _) = try Self.render(Self.scene(coarse: false, extract: false), zoom: zoom)
        let inExtent = Coordinate(latitude: 50.2, longitude: 15.2)
        let inExtractForest = Self.centre
        let outside = Coordinate(latitude: 49.95, longitude: 15.42)
        #expect(tile.bounds.contains(outside), "the tile reaches beyond the extent")
        #expect(Self.colour(both, tile, inExtent) == Self.colour(bare, tile, inExtent), "no coarse forest inside the extent")
        #expect(Self.colour(both, tile, inExtractForest) == Self.colour(extractOnly, tile, inExtractForest), "the extract's forest drawn once")
        #expect(Self.colour(both, tile, outside) != Self.colour(bare, tile, outside), "the coarse forest outside the extent")
    }

    @Test func belowTheExtractsForestZoomTheCoarseForestsShowInsideToo() throws {
        let (both, tile) = try Self.render(Self.scene(coarse: true, extract: true), zoom: 5)
        let (bare, _) = try Self.render(Self.scene(coarse: false, extract: false), zoom: 5)
        let inExtent = Coordinate(latitude: 50.2, longitude: 15.2)
        #expect(Self.colour(both, tile, inExtent) != Self.colour(bare, tile, inExtent))
    }

    @Test func legendAndCreditsFollowTheForestsDrawn() throws {
        let projected = try ProjectedScene(Self.scene(coarse: true, extract: true))
        let inside = WorldRect(minX: WebMercator.project(Coordinate(latitude: 50.1, longitude: 14.9)).x,
                               minY: WebMercator.project(Coordinate(latitude: 50.1, longitude: 14.9)).y,
                               maxX: WebMercator.project(Coordinate(latitude: 49.9, longitude: 15.1)).x,
                               maxY: WebMercator.project(Coordinate(latitude: 49.9, longitude: 15.1)).y)
        #expect(projected.coarseForests(in: inside, style: .standard, zoom: 12).isEmpty)
        #expect(projected.coarseForests(in: inside, style: .standard, zoom: 5) == [0])
        var noLandCover = MapStyle.standard
        noLandCover.roads.landCoverVisible = false
        #expect(projected.coarseForests(in: inside, style: noLandCover, zoom: 12) == [0], "the extract's forests hidden: the coarse ones show")
        let wide = inside.expanded(by: inside.width * 3)
        #expect(projected.coarseForests(in: wide, style: .standard, zoom: 12) == [0], "a view reaching out of the extent")
    }
}
