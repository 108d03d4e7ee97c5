import Foundation
import Testing
import RegioGeo
@testable import RegioRender
@testable import Regio

/// A first tile of a zoom prepared by blocks is drawn from its block's area
/// alone (``TileBlockArea``, ``MapSceneBuilder/tileScene(for:style:)``) while
/// the whole scene is made, and a first tile of a zoom prepared whole from the
/// places that zoom shows: the same tile, byte for byte, on the embedded Czech dataset.
@Suite struct TileBlockAreaTests {
    static let places = [Coordinate(latitude: 50.08, longitude: 14.42),   // Prague: dense labels, rivers, relief
                         Coordinate(latitude: 50.87, longitude: 14.80),   // the border with Germany and Poland
                         Coordinate(latitude: 48.85, longitude: 17.10)]   // the south-east corner, by Slovakia and Austria

    @Test func aTileFromItsBlocksAreaIsTheTileOfTheWholeScene() throws {
        // Two tiles across each corner (the debug build draws each twice, in about a quarter of a second).
        #expect(try Self.compareCornerTiles(options: TileOptions(), zooms: [7, 10, 13], places: Self.places,
                                            corners: [(-1, -1), (0, 0)]) == 18)
    }

    @Test func soIsAHighDensityTile() throws {
        // 512-pixel tiles read twice the margins.
        #expect(try Self.compareCornerTiles(options: TileOptions(size: 256, scale: 2), zooms: [10], places: [Self.places[0]]) == 4)
    }

    /// Draws the tiles around the block corner nearest each place at each zoom
    /// (`corners`: their offsets from the corner, by default all four) from
    /// their block's area and from the whole scene, expecting the same bytes;
    /// how many were compared. Each of these tiles draws the labels of four
    /// blocks, settled against the placements of the blocks around those.
    static func compareCornerTiles(options: TileOptions, zooms: [Int], places: [Coordinate],
                                   corners: [(Int, Int)] = [(-1, -1), (0, -1), (-1, 0), (0, 0)]) throws -> Int {
        let engine = TestEngine().engine
        let builder = try engine.mapSceneBuilder(language: .cs, favourites: false)
        let style = try engine.mapStyle(file: nil, language: .cs)
        let blockTiles = TilePreparation.onDemand.blockTiles
        let wholeScene = try builder.tileScene(highlighting: nil)
        let whole = try TileRenderer(source: TileSource(scene: wholeScene, style: style, options: options, preparation: .onDemand))
        var compared = 0
        for zoom in zooms {
            for place in places {
                let p = WebMercator.project(place), n = Double(1 << zoom) / Double(blockTiles)
                let cornerX = Int((p.x * n).rounded()) * blockTiles, cornerY = Int((p.y * n).rounded()) * blockTiles
                for (dx, dy) in corners {
                    let tile = try TileID(z: zoom, x: cornerX + dx, y: cornerY + dy)
                    let area = try #require(TileBlockArea(of: tile, options: options, preparation: .onDemand))
                    #expect(area.styleZoom == Double(zoom))
                    let scene = try builder.tileScene(for: area, style: style)
                    // Only what the zoom shows near the block: at z7 the larger towns, not every place.
                    #expect(zoom > 7 || scene.points.count < wholeScene.points.count / 10, "z\(zoom): \(scene.points.count) points")
                    #expect(!scene.points.isEmpty && !scene.polygons.isEmpty && !scene.lines.isEmpty)
                    let own = try TileRenderer(source: TileSource(scene: scene, style: style, options: options, preparation: .onDemand))
                    #expect(try own.renderPNG(tile) == whole.renderPNG(tile), "tile \(tile) drawn from its block's area")
                    compared += 1
                }
            }
        }
        return compared
    }

    @Test func aTileOfAZoomPreparedWholeIsDrawnFromThePlacesThatZoomShows() throws {
        let engine = TestEngine().engine
        let builder = try engine.mapSceneBuilder(language: .cs, favourites: false)
        let style = try engine.mapStyle(file: nil, language: .cs)
        let options = try TileOptions()
        let wholeScene = try builder.tileScene(highlighting: nil)
        let whole = try TileRenderer(source: TileSource(scene: wholeScene, style: style, options: options, preparation: .onDemand))
        for zoom in [4, 6] {
            let area = TileBlockArea(wholeZoom: zoom, options: options)
            #expect(area.box == BoundingBox(west: -180, south: -90, east: 180, north: 90) && area.styleZoom == Double(zoom))
            let scene = try builder.tileScene(for: area, style: style)
            #expect(scene.points.count < wholeScene.points.count / 10, "z\(zoom): \(scene.points.count) points")
            #expect(scene.polygons.count == wholeScene.polygons.count && scene.lines.count == wholeScene.lines.count)
            let own = try TileRenderer(source: TileSource(scene: scene, style: style, options: options, preparation: .wholeZoom))
            for place in Self.places.prefix(2) {
                let tile = TileID(containing: place, zoom: zoom)
                #expect(try own.renderPNG(tile) == whole.renderPNG(tile), "tile \(tile) drawn from the places z\(zoom) shows")
            }
        }
    }

    @Test func aZoomPreparedWholeHasNoBlockArea() throws {
        let options = try TileOptions()
        #expect(TileBlockArea(of: try TileID(z: 6, x: 34, y: 21), options: options, preparation: .onDemand) == nil)
        #expect(TileBlockArea(of: try TileID(z: 9, x: 276, y: 172), options: options, preparation: .wholeZoom) == nil)
        // At the world's edge the area takes all that lies beyond it.
        let corner = try #require(TileBlockArea(of: try TileID(z: 7, x: 0, y: 0), options: options, preparation: .onDemand))
        #expect(corner.box.west == -180 && corner.box.north == 90)
    }

    @Test func aServicesFirstTileComesFromItsBlockWhileTheWholeSourceIsMade() throws {
        let t = TestEngine()
        defer { t.remove() }
        let service = try TileService(engine: t.engine)
        let key = TileService.TileKey(tile: TileID(containing: Self.places[0], zoom: 9))
        let first = try #require(try service.tile(key))
        #expect(service.tilesDrawnFromAreas == 1)
        // The whole source, made meanwhile in the background, draws the same tile.
        let whole = try service.source(key.variant)
        #expect(try TileRenderer(source: whole).renderPNG(key.tile) == first.png)
        let next = TileService.TileKey(tile: TileID(containing: Self.places[1], zoom: 9))
        _ = try service.tile(next)
        #expect(service.tilesDrawnFromAreas == 1, "once the whole source is made, tiles come from it")
    }

    @Test func soDoesItsFirstTileOfAZoomPreparedWhole() throws {
        let t = TestEngine()
        defer { t.remove() }
        let service = try TileService(engine: t.engine)
        let key = TileService.TileKey(tile: TileID(containing: Self.places[0], zoom: 5))
        let first = try #require(try service.tile(key))
        #expect(service.tilesDrawnFromAreas == 1)
        let whole = try service.source(key.variant)
        #expect(whole.preparedZooms == [5], "the whole source takes the zoom the first tile prepared")
        #expect(try TileRenderer(source: whole).renderPNG(key.tile) == first.png)
    }
}
