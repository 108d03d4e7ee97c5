import Foundation
import RegioGDAL
import RegioRender
import RegioTestSupport
import Testing
@testable import Regio

/// The `forest` layer a CZ build writes from NASA MODIS MCD12C1 (``MODISForests``):
/// its share of Czechia, where it lies, ogrinfo, and the maps' style and credit.
@Suite(.enabled(if: BuiltDatasets.basemapAvailable && BuiltDatasets.inputs?.basemap?.hasLandCover == true,
                "needs scripts/fetch-basemap with the MODIS land cover (mcd12c1_2019_igbp.tif), fetch-natural-earth and fetch-geonames"))
struct MODISForestTests {
    let built: BuiltDatasets.Built
    let forests: [Geometry]
    let context = GeometryContext()

    init() throws {
        built = try BuiltDatasets.czechia.get()
        let features = try VectorDataset(url: built.folder.appendingPathComponent(BasemapFiles.layersFileName))
            .features(layer: DatasetBasemap.forestLayer)
        forests = try features.map { [context] in try Geometry(geoJSON: try #require($0.geometry), context: context) }
    }

    private func inForest(_ c: Coordinate) -> Bool {
        forests.contains { ($0.bounds?.contains(c) ?? false) && $0.contains(c) }
    }

    @Test func forestsCoverAFifthToNearlyHalfOfCzechia() throws {
        let scene = try MapSceneBuilder(dataset: try Dataset.load(from: built.folder), language: .en).scene(highlighting: nil, places: .towns)
        let regions = try scene.polygons.filter { $0.role == .region }.flatMap { p in
            try p.rings.map { try Geometry.polygon($0, context: context) }
        }
        var inside = 0, forested = 0
        for lat in stride(from: 48.55, through: 51.06, by: 0.04) {
            for lon in stride(from: 12.09, through: 18.86, by: 0.06) {
                let c = Coordinate(latitude: lat, longitude: lon)
                guard regions.contains(where: { ($0.bounds?.contains(c) ?? false) && $0.contains(c) }) else { continue }
                inside += 1
                if inForest(c) { forested += 1 }
            }
        }
        let share = Double(forested) / Double(max(inside, 1))
        #expect(inside > 1_000 && (0.20...0.45).contains(share), "\(forested) of \(inside) points in forest")
    }

    @Test func sumavaIsForestAndCentralPragueIsNot() {
        #expect(inForest(Coordinate(latitude: 48.95, longitude: 13.75)), "Šumava")
        #expect(!inForest(Coordinate(latitude: 50.087, longitude: 14.421)), "Prague's old town")
    }

    @Test func ogrinfoOpensTheIndexedLayer() throws {
        let gpkg = built.folder.appendingPathComponent(BasemapFiles.layersFileName)
        let output = try ToolOutput.of("/usr/bin/ogrinfo", ["-so", gpkg.path, "forest"])
        #expect(output.contains("Geometry: Multi Polygon") && output.contains("Feature Count: \(forests.count)"), "\(output)")
        #expect(built.report.basemap?.forests == forests.count)
        let tables = try ToolOutput.of("/usr/bin/sqlite3", [gpkg.path, "SELECT count(*) FROM sqlite_master WHERE name = 'rtree_forest_geom'"])
        #expect(tables.trimmingCharacters(in: .whitespacesAndNewlines) == "1")
    }

    @Test func mapsCreditMODISOnlyWhileTheStyleDrawsForests() throws {
        let scene = try MapSceneBuilder(dataset: try Dataset.load(from: built.folder), language: .en).scene(highlighting: nil, places: .towns)
        #expect(!scene.forests.isEmpty && scene.credits.contains(MODISForests.credit))
        #expect(scene.shown(by: .standard).attributionText.contains(MODISForests.credit))
        var style = MapStyle.standard
        style.forest.visible = false
        let off = scene.shown(by: style)
        #expect(off.forests.isEmpty && !off.attributionText.contains(MODISForests.credit), "\(off.attributionText)")
        let loaded = try MapStyle(json: Data(#"{"forest": {"visible": false}}"#.utf8))
        #expect(!loaded.forest.visible && loaded.forest.fill == MapStyle.standard.forest.fill)
    }
}
