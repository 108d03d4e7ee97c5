import Foundation
import RegioGeo
import RegioRender
import RegioTestSupport
import Testing
@testable import Regio

/// A printed map reads only the base map around it (the GeoPackage's R-tree
/// and a window of the relief), not the whole layer: a map of a small area
/// from a large dataset does not read, or hold, the rest of the world.
struct BasemapByViewTests {
    /// Whether `outer` holds `inner`.
    private func holds(_ outer: BoundingBox, _ inner: BoundingBox) -> Bool {
        outer.west <= inner.west && outer.south <= inner.south && outer.east >= inner.east && outer.north >= inner.north
    }

    @Test(arguments: [
        MapArea.boundingBox(BoundingBox(west: 9.47, south: 47.04, east: 9.64, north: 47.28)),   // Liechtenstein, tall
        MapArea.boundingBox(BoundingBox(west: 12.09, south: 48.55, east: 18.87, north: 51.06)),  // Czechia, wide
        MapArea.coordinates([Coordinate(latitude: 49.94, longitude: 14.19)]),                   // one place
        MapArea.coordinates([Coordinate(latitude: 49.94, longitude: 14.19), Coordinate(latitude: 49.94, longitude: 14.190_001)],
                            minimumSpanMetres: 0),                                              // 7 cm: the closest zoom
    ])
    func theBoxReadForAMapHoldsAllTheMapShows(area: MapArea) throws {
        for paper in [Paper.a4, .pixels(width: 800, height: 600), .pixels(width: 3000, height: 400)] {
            for bearing in [0.0, 37, 90, 200] {
                for landscape in [false, true] {
                    let options = OverviewMapOptions(paper: paper, dpi: paper == .a4 ? 300 : 96, landscape: landscape, bearing: bearing)
                    let map = try OverviewMap(scene: MapScene(), area: area, options: options)
                    let box = try area.enclosingBox(onPage: options)
                    let shown = map.visibleBounds
                    #expect(holds(box, shown), "\(area) on \(paper) at \(bearing)°: read \(box), shown \(shown)")
                    // …and not much more than it (a box of the world would hold anything).
                    #expect(box.east - box.west <= 1.2 * (shown.east - shown.west),
                            "\(area) on \(paper) at \(bearing)°: read \(box), shown \(shown)")
                }
            }
        }
    }

    @Test func aMapOfASmallAreaReadsOnlyTheRiversAndLakesAroundIt() throws {
        let dataset = try Dataset.load()
        let gpkg = dataset.directory.appendingPathComponent(BasemapFiles.layersFileName)
        try #require(FileManager.default.fileExists(atPath: gpkg.path), "the embedded dataset has no base map")
        let options = OverviewMapOptions(paper: .a4, dpi: 96)
        let area = MapArea.boundingBox(BoundingBox(west: 14.1, south: 49.85, east: 14.3, north: 50.0))   // Karlštejn
        let box = try area.enclosingBox(onPage: options)

        let whole = try dataset.basemap()
        let view = try dataset.basemap(in: box)
        // What GDAL's own ogrinfo lists with the box as its spatial filter: the reader read that and no more.
        func ogrCount(in b: BoundingBox?) throws -> Int {
            let spat = b.map { ["-spat", "\($0.west)", "\($0.south)", "\($0.east)", "\($0.north)"] } ?? []
            let out = try ToolOutput.of("/usr/bin/ogrinfo", ["-ro", "-q", "-geom=NO", "-fields=NO"] + spat + [gpkg.path, "rivers", "lakes", "land", "forest"])
            return out.split(separator: "\n").filter { $0.hasPrefix("OGRFeature(") }.count
        }
        let inBox = try ogrCount(in: box), all = try ogrCount(in: nil)
        #expect(view.featuresRead == inBox)
        #expect(whole.featuresRead == all)
        #expect(view.featuresRead * 10 < all, "read \(view.featuresRead) of \(all) features for a map of 20 × 15 km")
        // The far rivers are not there; the Vltava's and Berounka's lines are.
        #expect(whole.rivers.contains { $0.name == "Rhine" || $0.name == "Danube" })
        #expect(!view.rivers.contains { $0.name == "Rhine" || $0.name == "Danube" })
        #expect(!view.rivers.isEmpty)
        // The relief is the window under the box, a few pixels of ETOPO5, not the whole grid.
        let relief = try #require(view.relief), wholeRelief = try #require(whole.relief)
        #expect(relief.width * relief.height * 20 < wholeRelief.width * wholeRelief.height)
        #expect(relief.west <= box.west && relief.north >= box.north)

        // Far from the base map (Cape Town), nothing is read and nothing fails.
        let away = try dataset.basemap(in: BoundingBox(west: 18, south: -34.5, east: 19, north: -33.5))
        #expect(away.relief == nil && away.rivers.isEmpty && away.land.isEmpty)

        // The map itself is drawn from that view.
        let builder = MapSceneBuilder(dataset: dataset, language: .en)
        let (map, scene) = try builder.overviewMap(of: .boundingBox(BoundingBox(west: 14.1, south: 49.85, east: 14.3, north: 50.0)),
                                                   places: .towns, options: options)
        #expect(holds(box, map.visibleBounds))
        #expect(scene.lines.count == view.rivers.count)
        #expect(scene.relief?.width == relief.width)
        // …and so are its areas and places: the regions around Karlštejn, the towns in the box read.
        let regionsShown = scene.polygons.filter { $0.role != .neighbour }.map(\.id)
        #expect(Set(regionsShown) == Set(dataset.regions.filter { $0.bounds.intersects(box) }.map(\.id)))
        #expect(regionsShown.contains("CZ-20") && !regionsShown.contains("CZ-80"), "\(regionsShown)")
        #expect(!scene.points.isEmpty && scene.points.allSatisfy { box.contains($0.coordinate) })
        #expect(scene.points.contains { $0.name == "Karlštejn" }, "\(scene.points.map(\.name))")
        // The whole scene has every town of the map layer; the view's are those of them in the box.
        let wholeScene = try builder.scene(highlighting: nil, places: .towns)
        #expect(Set(scene.points.map(\.id)) == Set(wholeScene.points.filter { box.contains($0.coordinate) }.map(\.id)))
    }

    @Test func tilesReadTheBaseMapUnderTheirTilesOnly() throws {
        let karlstejn = BoundingBox(west: 14.1, south: 49.85, east: 14.3, north: 50.0)
        for selection in [try TileSelection.covering(karlstejn, zooms: 9...12),
                          try TileSelection.around([Coordinate(latitude: 49.94, longitude: 14.19),
                                                    Coordinate(latitude: 49.2, longitude: 16.6)], radiusKilometres: 5, zooms: 8...10)] {
            let drawn = selection.drawnBounds
            for z in selection.zooms {
                for tile in selection.tiles(zoom: z) {
                    #expect(holds(drawn, tile.bounds), "tile \(tile) lies outside \(drawn)")
                }
            }
        }
        let dataset = try Dataset.load()
        let builder = MapSceneBuilder(dataset: dataset, language: .en)
        let selection = try TileSelection.covering(karlstejn, zooms: 9...12)
        let scene = try builder.tileScene(highlighting: nil, viewBox: selection.drawnBounds)
        let whole = try builder.tileScene(highlighting: nil)
        #expect(!scene.lines.isEmpty && scene.lines.count * 5 < whole.lines.count, "\(scene.lines.count) of \(whole.lines.count) rivers")
    }
}
