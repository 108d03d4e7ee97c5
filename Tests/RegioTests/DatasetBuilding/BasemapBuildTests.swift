import Foundation
import RegioGDAL
import RegioRender
import RegioTestSupport
import Testing
@testable import Regio

/// The base-map layers `regio dataset build` writes: `basemap.gpkg` (rivers,
/// lakes; R-tree indexed, opened by ogrinfo) and `relief.tif` (ETOPO5).
@Suite(.enabled(if: BuiltDatasets.basemapAvailable, "needs scripts/fetch-basemap, fetch-natural-earth and fetch-geonames"))
struct BasemapBuildTests {
    let built: BuiltDatasets.Built

    init() throws { built = try BuiltDatasets.czechia.get() }

    @Test func czechRiversAreWrittenIndexedAndOpenedByOgrinfo() throws {
        let gpkg = built.folder.appendingPathComponent("basemap.gpkg")
        let report = try #require(built.report.basemap)
        #expect(report.missing == nil && report.rivers > 10, "\(report)")
        let layers = try VectorDataset(url: gpkg)
        #expect(Set(layers.layerNames).subtracting(["forest"]) == ["rivers", "lakes", "land"])
        let rivers = try layers.features(layer: "rivers")
        #expect(rivers.count == report.rivers)
        let names = Set(rivers.compactMap { $0.string("name") })
        #expect(names.isSuperset(of: ["Elbe", "Morava", "Vitava", "Oder"]), "\(names.sorted())")
        #expect(rivers.allSatisfy { $0.fields["class"].map { if case .integer(1...10) = $0 { true } else { false } } ?? false })
        // GSHHG's detail: the Dyje at Znojmo (48.855°N 16.049°E) is a permanent river (class ≤ 3) within 1.5 km.
        let context = GeometryContext()
        let znojmo = Coordinate(latitude: 48.855, longitude: 16.049)
        let dyje = try rivers.filter { f in
            guard (f.fields["class"]?.number ?? 99) <= 3, let g = f.geometry else { return false }
            return try Geometry(geoJSON: g, context: context).distanceKm(to: znojmo) < 1.5
        }
        #expect(!dyje.isEmpty, "no river at Znojmo")
        // Named after Natural Earth where it names the river: the Vltava (spelt "Vitava") through Prague (50.08°N 14.415°E).
        let prague = Coordinate(latitude: 50.08, longitude: 14.415)
        let vltava = try rivers.filter { f in
            guard let g = f.geometry else { return false }
            return try Geometry(geoJSON: g, context: context).distanceKm(to: prague) < 1.5
        }
        #expect(vltava.contains { $0.string("name") == "Vitava" }, "\(vltava.map(\.fields))")
        // Clipped to the build's box (Czechia and a margin of 1.7°): the Elbe would reach Hamburg at 53.5°N, 10°E.
        let box = BoundingBox(west: 10.3, south: 46.8, east: 20.6, north: 52.8)
        for river in rivers { river.geometry?.forEachCoordinate { c in #expect(box.contains(c), "\(c)") } }

        let output = try ToolOutput.of("/usr/bin/ogrinfo", ["-so", gpkg.path, "rivers"])
        #expect(output.contains("Geometry: Multi Line String") && output.contains("Feature Count: \(rivers.count)"), "\(output)")
        let tables = try ToolOutput.of("/usr/bin/sqlite3", [gpkg.path, "SELECT count(*) FROM sqlite_master WHERE name IN ('rtree_rivers_geom', 'rtree_lakes_geom', 'rtree_land_geom')"])
        #expect(tables.trimmingCharacters(in: .whitespacesAndNewlines) == "3")
        let lakes = try ToolOutput.of("/usr/bin/ogrinfo", ["-so", gpkg.path, "lakes"])
        #expect(lakes.contains("Geometry: Multi Polygon") && lakes.contains("Feature Count: \(report.lakes)"), "\(lakes)")
    }

    @Test func czechLakesAreGSHHGsWithLipnoAndNoneUnderHalfASquareKilometre() throws {
        let report = try #require(built.report.basemap)
        let lakes = try VectorDataset(url: built.folder.appendingPathComponent("basemap.gpkg")).features(layer: "lakes")
        #expect(lakes.count == report.lakes && lakes.count >= 15, "\(lakes.count) lakes")
        let areas = lakes.compactMap { $0.fields["area_km2"]?.number }
        #expect(areas.count == lakes.count && areas.allSatisfy { $0 >= 0.5 })
        // Lipno (49.7 km²) on the Vltava at 48.63–48.78°N 13.97–14.23°E.
        let context = GeometryContext()
        let lipno = try lakes.filter { f in
            try Geometry(geoJSON: try #require(f.geometry), context: context).contains(Coordinate(latitude: 48.70, longitude: 14.10))
        }
        #expect(lipno.count == 1 && abs((lipno.first?.fields["area_km2"]?.number ?? 0) - 49.7) < 0.5, "\(lipno)")
        // GSHHG (WDB II, from before 1989) has no Nové Mlýny reservoirs: nothing at 48.87°N 16.6°E.
        #expect(try lakes.allSatisfy { f in
            try !Geometry(geoJSON: try #require(f.geometry), context: context).contains(Coordinate(latitude: 48.87, longitude: 16.6))
        })
    }

    @Test func aBoxWithoutACoastIsLandEverywhereAndMapsCreditGSHHG() throws {
        let land = try VectorDataset(url: built.folder.appendingPathComponent("basemap.gpkg")).features(layer: "land")
        let context = GeometryContext()
        let shapes = try land.map { try Geometry(geoJSON: try #require($0.geometry), context: context) }
        for c in [Coordinate(latitude: 50.08, longitude: 14.42), Coordinate(latitude: 48.85, longitude: 16.05),
                  Coordinate(latitude: 49.2, longitude: 18.3)] {
            #expect(shapes.contains { $0.contains(c) }, "\(c) is not on land")
        }
        let scene = try MapSceneBuilder(dataset: try Dataset.load(from: built.folder), language: .en).scene(highlighting: nil, places: .towns)
        #expect(!scene.land.isEmpty && !scene.water.isEmpty && scene.credits.contains(MapScene.shorelineCredit))
        var hidden = MapStyle.standard
        hidden.water.visible = false; hidden.sea.visible = false; hidden.river.visible = false
        #expect(!scene.shown(by: hidden).credits.contains(MapScene.shorelineCredit))
    }

    @Test func reliefIsTheETOPO5WindowAsGeoTIFF() throws {
        let relief = try RasterDataset(url: built.folder.appendingPathComponent("relief.tif"))
        let report = try #require(built.report.basemap)
        #expect(relief.width == report.reliefWidth && relief.height == report.reliefHeight)
        let grid = try relief.read(columns: 0..<relief.width, rows: 0..<relief.height)
        let range = try #require(grid.range)
        #expect(range.upperBound > 1500, "the Alps are in the box's margin: \(range)")
        // Sněžka's 5′ cell (50.74°N 15.74°E) is higher than Prague's (50.08°N 14.42°E).
        func height(_ latitude: Double, _ longitude: Double) -> Float {
            grid[Int(grid.transform.column(x: longitude)), Int(grid.transform.row(y: latitude))]
        }
        #expect(height(50.74, 15.74) > height(50.08, 14.42) + 300)
        #expect(try !FileManager.default.contentsOfDirectory(atPath: built.folder.path).contains { $0.hasSuffix(".part") })
    }

    @Test func reportAndAttributionNameTheBaseMap() throws {
        let lines = built.report.summaryLines.joined(separator: "\n")
        #expect(lines.contains("base map: \(built.report.basemap?.rivers ?? -1) river lines"), "\(lines)")
        let attribution = try String(contentsOf: built.folder.appendingPathComponent("ATTRIBUTION.md"), encoding: .utf8)
        #expect(attribution.contains("ETOPO5") && attribution.contains("libmagics++-data"))
    }

    @Test func mapsOfTheDatasetDrawRiversAndReliefAndCreditTheirSources() throws {
        let dataset = try Dataset.load(from: built.folder)
        let basemap = try dataset.basemap()
        #expect(basemap.rivers.count == built.report.basemap?.rivers)
        #expect(basemap.relief?.width == built.report.basemap?.reliefWidth)
        let builder = MapSceneBuilder(dataset: dataset, language: .en)
        let options = OverviewMapOptions(paper: .pixels(width: 800, height: 600), dpi: 96)
        let (map, scene) = try builder.overviewMap(of: .region(id: "CZ-64"), places: .towns, options: options)
        #expect(scene.lines.contains { $0.name == "Morava" })
        // MODIS's forests when the cache has the land cover (an optional input).
        let forest = built.report.basemap?.forests == nil ? [] : [MODISForests.credit]
        // The relief's credit names its source: Marble's SRTM30 when the cache has it (ETOPO5 where it filled in), else ETOPO5.
        let relief = try #require(scene.relief?.credit)
        #expect(relief == "NOAA ETOPO5" || relief.hasPrefix(MarbleRelief.credit), "\(relief)")
        #expect(scene.credits == ["Natural Earth", "GeoNames (CC BY 4.0)", "GSHHG (LGPL-3+)"] + forest + [relief])
        #expect(scene.attributionText == (["Natural Earth", "GeoNames (CC BY 4.0)", "GSHHG (LGPL-3+)"] + forest + [relief]).joined(separator: " · "))
        // The river colour shows (the Morava along the region's eastern edge), and goes with the rivers.
        func riverPixels(_ map: OverviewMap) throws -> Int {
            let png = try PNGDecoder.decode(try map.renderPNG())
            let river = MapStyle.standard.river.color
            return stride(from: 0, to: png.rgba.count, by: 4).filter { i in
                abs(Int(png.rgba[i]) - Int(river.red * 255)) <= 6 && abs(Int(png.rgba[i + 1]) - Int(river.green * 255)) <= 6
                    && abs(Int(png.rgba[i + 2]) - Int(river.blue * 255)) <= 6
            }.count
        }
        var noRivers = options
        noRivers.style.river.visible = false
        let withRivers = try riverPixels(map)
        let without = try riverPixels(try builder.overviewMap(of: .region(id: "CZ-64"), places: .towns, options: noRivers).map)
        #expect(withRivers > 100 && without < withRivers / 4, "\(withRivers) river pixels, \(without) without rivers")
        var noRelief = MapStyle.standard
        noRelief.relief.visible = false
        #expect(scene.shown(by: noRelief).attributionText == (["Natural Earth", "GeoNames (CC BY 4.0)", "GSHHG (LGPL-3+)"] + forest).joined(separator: " · "))
    }

    @Test func aMissingBaseMapIsLeftOutAndNamesItsFetchCommand() throws {
        let nowhere = BasemapFiles(folder: URL(fileURLWithPath: "/nonexistent/basemap"))
        let built = try BuiltDatasets.build(["LI"], basemap: nowhere, name: "LI-no-basemap").get()
        defer { try? FileManager.default.removeItem(at: built.folder) }
        let report = try #require(built.report.basemap)
        #expect(report.missing == nowhere.rivers.path)
        #expect(built.report.summaryLines.contains("base map left out: \(nowhere.rivers.path) not found (run bash scripts/fetch-basemap)"))
        #expect(!FileManager.default.fileExists(atPath: built.folder.appendingPathComponent("basemap.gpkg").path))
        let attribution = try String(contentsOf: built.folder.appendingPathComponent("ATTRIBUTION.md"), encoding: .utf8)
        #expect(!attribution.contains("ETOPO5"))
        let dataset = try Dataset.load(from: built.folder)
        let scene = try MapSceneBuilder(dataset: dataset).scene(highlighting: nil, places: .towns)
        #expect(scene.relief == nil && scene.water.isEmpty && scene.land.isEmpty && scene.lines.isEmpty)
        #expect(!scene.attributionText.contains("ETOPO5"))
    }
}
