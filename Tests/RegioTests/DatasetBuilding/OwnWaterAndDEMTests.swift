import Foundation
import RegioGDAL
import RegioRender
import RegioTestSupport
import Testing
@testable import Regio

/// `regio dataset build --water FILE --dem FILE`: a user's own rivers, lakes
/// and elevation model in the dataset's `basemap.gpkg` and `relief.tif`, on
/// maps with their credit; and the files a build refuses, naming them.
/// Czechia's regions with a box around South Moravia (quick to build).
@Suite(.enabled(if: BuiltDatasets.basemapAvailable, "needs scripts/fetch-basemap, fetch-natural-earth and fetch-geonames"))
struct OwnWaterAndDEMTests {
    /// Real Natural Earth rivers of Czechia (they name the Dyje and the Svratka).
    static let neRivers = URL(fileURLWithPath: "/work/shared/data/ne-rivers-cz.geojson")
    static var neRiversPresent: Bool { FileManager.default.fileExists(atPath: neRivers.path) }
    /// Around South Moravia (CZ-64: 15.5–17.7°E, 48.6–49.6°N).
    static let box = BoundingBox(west: 15.3, south: 48.4, east: 17.9, north: 49.8)

    /// A scratch folder for this test's files, removed by the caller.
    static func scratch(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("regio-own-\(name)-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Builds Czechia's regions in ``box`` into `folder/dataset` with the user's files.
    static func build(in folder: URL, dem: URL? = nil, demCredit: String? = nil, water: [URL] = [],
                      waterCredit: String? = nil) throws -> (folder: URL, report: DatasetBuildReport) {
        let inputs = try #require(BuiltDatasets.inputs)
        let output = folder.appendingPathComponent("dataset")
        var request = DatasetBuildRequest(scope: .countries(["CZ"]), inputs: inputs, output: output, contextBox: box)
        request.dem = dem; request.demCredit = demCredit; request.water = water; request.waterCredit = waterCredit
        return (output, try DatasetBuilder(request: request).build())
    }

    /// Runs a GDAL tool (`gdal_translate`, `gdalwarp`, `ogr2ogr`) on files of the test's making.
    static func gdal(_ tool: String, _ arguments: [String]) throws {
        _ = try ToolOutput.of("/usr/bin/\(tool)", ["-q"] + arguments)
    }

    /// ETOPO5 over `projwin` (west, north, east, south) as a GeoTIFF in WGS 84 (ETOPO5's netCDF has no CRS),
    /// resampled to `cell` degrees.
    static func etopoPiece(_ west: Double, _ north: Double, _ east: Double, _ south: Double, cell: Double = 0.02,
                           to url: URL, crs: Bool = true) throws {
        let etopo = try #require(BuiltDatasets.inputs?.basemap?.elevation)
        try gdal("gdal_translate", (crs ? ["-a_srs", "EPSG:4326"] : []) + ["-projwin", "\(west)", "\(north)", "\(east)", "\(south)",
                                    "-tr", "\(cell)", "\(cell)", "-r", "bilinear", etopo.path, url.path])
    }

    /// The error a build with these files throws, as a user reads it; the dataset folder must hold nothing.
    static func refusal(in folder: URL, dem: URL? = nil, water: [URL] = []) throws -> String {
        var message = ""
        do {
            _ = try build(in: folder, dem: dem, water: water)
            Issue.record("the build went through")
        } catch {
            message = "\(error)"
        }
        let written = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("dataset").path)) ?? []
        #expect(written.isEmpty, "half-written: \(written)")
        return message
    }

    // MARK: Water

    @Test(.enabled(if: neRiversPresent, "needs /work/shared/data/ne-rivers-cz.geojson"))
    func ownRiversJoinTheLayerNamedAndAreDrawnWithTheirCredit() throws {
        let folder = try Self.scratch("water")
        defer { try? FileManager.default.removeItem(at: folder) }
        let built = try Self.build(in: folder, water: [Self.neRivers])
        let own = try #require(built.report.basemap?.ownWater)
        #expect(own.rivers > 0 && own.credit == "ne-rivers-cz.geojson", "\(own)")
        // The Natural Earth Dyje follows GSHHG's, which it stands for.
        #expect(own.replacedRivers > 0, "\(own)")

        let gpkg = built.folder.appendingPathComponent("basemap.gpkg")
        let dyje = try ToolOutput.of("/usr/bin/ogrinfo", ["-ro", "-q", "-where", "name = 'Dyje'", gpkg.path, "rivers"])
        #expect(dyje.contains("name (String) = Dyje"), "\(dyje)")
        // In the box; where it follows GSHHG's Dyje, drawn as a river of that class (not a hairline of none).
        let rivers = try VectorDataset(url: gpkg).features(layer: "rivers")
        let dyjeLines = rivers.filter { $0.string("name") == "Dyje" }
        for line in dyjeLines {
            line.geometry?.forEachCoordinate { c in #expect(Self.box.expanded(by: 1e-9).contains(c), "\(c)") }
        }
        #expect(dyjeLines.contains { ($0.fields["class"]?.number ?? 99) <= 4 }, "\(dyjeLines.map(\.fields))")
        let metadata = try ToolOutput.of("/usr/bin/ogrinfo", ["-ro", "-so", gpkg.path, "rivers"])
        #expect(metadata.contains("WATER_CREDIT=ne-rivers-cz.geojson"), "\(metadata)")

        let dataset = try Dataset.load(from: built.folder)
        let builder = MapSceneBuilder(dataset: dataset, language: .en)
        let (_, scene) = try builder.overviewMap(of: .region(id: "CZ-64"), places: .towns,
                                                 options: OverviewMapOptions(paper: .pixels(width: 800, height: 600), dpi: 96))
        let names = Set(scene.lines.compactMap(\.name))
        #expect(names.isSuperset(of: ["Dyje", "Svratka"]), "\(names.sorted())")
        #expect(scene.credits.contains("ne-rivers-cz.geojson") && scene.credits.contains(MapScene.shorelineCredit),
                "\(scene.credits)")
        var dry = MapStyle.standard
        dry.water.visible = false; dry.sea.visible = false; dry.river.visible = false
        #expect(!scene.shown(by: dry).credits.contains("ne-rivers-cz.geojson"))

        let attribution = try String(contentsOf: built.folder.appendingPathComponent("ATTRIBUTION.md"), encoding: .utf8)
        #expect(attribution.contains("`ne-rivers-cz.geojson`, given with `--water`"), "\(attribution)")
        let json = String(decoding: try JSONEncoder().encode(built.report), as: UTF8.self)
        #expect(json.contains("\"ownWater\"") && json.contains("ne-rivers-cz.geojson"))
    }

    @Test func ownLakesInAnotherCoordinateSystemReplaceTheGSHHGLakesTheyOverlap() throws {
        let folder = try Self.scratch("lakes")
        defer { try? FileManager.default.removeItem(at: folder) }
        // A square "lake" of 0.03° × 0.02° (about 2.2 × 2.2 km) on the shore of a GSHHG lake of the box,
        // written in UTM 33N (EPSG:32633).
        let files = try #require(BuiltDatasets.inputs?.basemap)
        let gshhg = try GSHHGShorelines(folder: files.folder).polygons(level: .lake, in: Self.box)
            .filter { $0.areaKm2 >= BasemapBuilder.smallestLakeKm2 && Self.box.contains($0.ring[0]) }
        let shore = try #require(gshhg.first?.ring.first, "no GSHHG lake in the box")
        let (w, s, e, n) = (shore.longitude - 0.015, shore.latitude - 0.01, shore.longitude + 0.015, shore.latitude + 0.01)
        let geojson = folder.appendingPathComponent("lake.geojson")
        try Data(("""
        {"type":"FeatureCollection","features":[{"type":"Feature","properties":{"NAME":"Test lake"},
         "geometry":{"type":"Polygon","coordinates":[[[\(w),\(s)],[\(e),\(s)],[\(e),\(n)],[\(w),\(n)],[\(w),\(s)]]]}}]}
        """).utf8).write(to: geojson)
        let shapefile = folder.appendingPathComponent("lake-utm.shp")
        try Self.gdal("ogr2ogr", ["-t_srs", "EPSG:32633", shapefile.path, geojson.path])
        let built = try Self.build(in: folder, water: [shapefile], waterCredit: "My lakes")
        let own = try #require(built.report.basemap?.ownWater)
        #expect(own.lakes == 1 && own.rivers == 0 && own.credit == "My lakes" && own.replacedLakes >= 1, "\(own)")
        let lakes = try VectorDataset(url: built.folder.appendingPathComponent("basemap.gpkg")).features(layer: "lakes")
        let lake = try #require(lakes.first { $0.string("name") == "Test lake" })
        // Back in longitude/latitude, with its area measured: 0.03° × 0.02° ≈ 2.2 × 2.2 km at these latitudes.
        let area = try #require(lake.fields["area_km2"]?.number)
        let expected = 0.03 * 111.32 * cos(shore.latitude * .pi / 180) * 0.02 * 111.2
        #expect(abs(area - expected) < 0.05 * expected, "\(area) km², expected \(expected)")
        let context = GeometryContext()
        let square = try Geometry(geoJSON: try #require(lake.geometry), context: context)
        #expect(square.contains(shore))
        // No other lake overlaps it: the GSHHG lake went.
        #expect(try lakes.filter { $0.string("name") != "Test lake" }.allSatisfy { f in
            try !Geometry(geoJSON: try #require(f.geometry), context: context).intersects(square)
        })
    }

    // MARK: Elevation

    @Test func ownDEMInAnotherCoordinateSystemIsTheReliefWithItsCredit() throws {
        let folder = try Self.scratch("dem")
        defer { try? FileManager.default.removeItem(at: folder) }
        // ETOPO5 over the regions of the box but not its southern margin (48.4–48.5°N), in LAEA Europe (EPSG:3035).
        let piece = folder.appendingPathComponent("piece.tif"), dem = folder.appendingPathComponent("laea.tif")
        try Self.etopoPiece(15.2, 49.9, 18.0, 48.5, to: piece)
        try Self.gdal("gdalwarp", ["-t_srs", "EPSG:3035", "-r", "bilinear", piece.path, dem.path])
        let built = try Self.build(in: folder, dem: dem, demCredit: "My DEM")
        let report = try #require(built.report.basemap)
        #expect(report.dem == dem.path && report.reliefCredit == "My DEM")

        let relief = try RasterDataset(url: built.folder.appendingPathComponent("relief.tif"))
        #expect(relief.metadataItem("CREDIT") == "My DEM")
        #expect(relief.width == report.reliefWidth && relief.width * relief.height <= OwnElevationModel.maxPixels)
        // At the model's own resolution (LAEA cells of about 1.6 km, finer than ETOPO5's 9 km), in WGS 84.
        #expect(relief.transform.pixelWidth < 0.05 && abs(relief.transform.originX - Self.box.west) < 1e-9, "\(relief.transform)")
        let info = try ToolOutput.of("/usr/bin/gdalinfo", [built.folder.appendingPathComponent("relief.tif").path])
        #expect(info.contains("ID[\"EPSG\",4326]") && info.contains("CREDIT=My DEM"), "\(info)")

        let grid = try relief.read(columns: 0..<relief.width, rows: 0..<relief.height)
        func height(_ latitude: Double, _ longitude: Double) -> Float {
            grid[Int(grid.transform.column(x: longitude).rounded(.down)), Int(grid.transform.row(y: latitude).rounded(.down))]
        }
        // What the model does not cover stays without elevation; what it covers is ETOPO5's height there.
        #expect(height(48.42, 16.5).isNaN)
        let etopo = try RasterDataset(url: try #require(BuiltDatasets.inputs?.basemap?.elevation))
        let reference = try etopo.read(BoundingBox(west: 16.4, south: 49.1, east: 16.6, north: 49.3))
        let brno = height(49.2, 16.5), etopoBrno = reference[Int(reference.transform.column(x: 16.5)), Int(reference.transform.row(y: 49.2))]
        #expect(!brno.isNaN && abs(brno - etopoBrno) < 120, "\(brno) m, ETOPO5 \(etopoBrno) m")

        let scene = try MapSceneBuilder(dataset: try Dataset.load(from: built.folder), language: .en)
            .scene(highlighting: "CZ-64", places: .towns)
        #expect(scene.relief?.credit == "My DEM" && scene.attributionText.hasSuffix("My DEM") && !scene.attributionText.contains("ETOPO5"),
                "\(scene.attributionText)")
        let attribution = try String(contentsOf: built.folder.appendingPathComponent("ATTRIBUTION.md"), encoding: .utf8)
        #expect(attribution.contains("`laea.tif`, given with `--dem`") && !attribution.contains("NOAA ETOPO5"), "\(attribution)")
    }

    @Test func theReliefIsCappedAtMaxPixels() throws {
        let file = URL(fileURLWithPath: "/dem.tif")
        // SRTM's 1″ over 10° × 5° would be 36,000 × 18,000 pixels.
        let size = try OwnElevationModel.size(of: BoundingBox(west: 10, south: 45, east: 20, north: 50),
                                              cellWidth: 1.0 / 3600, cellHeight: 1.0 / 3600, file: file)
        #expect(size.width * size.height <= OwnElevationModel.maxPixels && size.width * size.height > OwnElevationModel.maxPixels * 9 / 10)
        #expect(abs(Double(size.width) / Double(size.height) - 2) < 0.01, "\(size)")
        // A coarse model keeps its own cells.
        let coarse = try OwnElevationModel.size(of: BoundingBox(west: 10, south: 45, east: 20, north: 50),
                                                cellWidth: 0.1, cellHeight: 0.1, file: file)
        #expect(coarse.width == 100 && coarse.height == 50)
    }

    // MARK: Bad input

    @Test func aDEMWithoutACoordinateSystemIsRefused() throws {
        let folder = try Self.scratch("dem-nocrs")
        defer { try? FileManager.default.removeItem(at: folder) }
        let dem = folder.appendingPathComponent("nocrs.tif")
        try Self.etopoPiece(15.2, 49.9, 18.0, 48.3, to: dem, crs: false)
        let message = try Self.refusal(in: folder, dem: dem)
        #expect(message.contains(dem.path) && message.contains("no coordinate system"), "\(message)")
    }

    @Test func aDEMThatMissesTheRegionsIsRefused() throws {
        let folder = try Self.scratch("dem-outside")
        defer { try? FileManager.default.removeItem(at: folder) }
        let elsewhere = folder.appendingPathComponent("tirol.tif"), part = folder.appendingPathComponent("west-half.tif")
        try Self.etopoPiece(10, 48, 13, 46.5, to: elsewhere)
        try Self.etopoPiece(15.2, 49.9, 16.5, 48.3, to: part)
        for dem in [elsewhere, part] {
            let message = try Self.refusal(in: folder, dem: dem)
            #expect(message.contains(dem.path) && message.contains("the dataset's regions need"), "\(message)")
        }
    }

    @Test func aTruncatedDEMIsRefused() throws {
        let folder = try Self.scratch("dem-cut")
        defer { try? FileManager.default.removeItem(at: folder) }
        let dem = folder.appendingPathComponent("cut.tif")
        try Self.etopoPiece(15.2, 49.9, 18.0, 48.3, cell: 0.005, to: dem)
        let whole = try Data(contentsOf: dem)
        try whole.prefix(whole.count * 6 / 10).write(to: dem)
        let message = try Self.refusal(in: folder, dem: dem)
        #expect(message.contains(dem.path), "\(message)")
    }

    @Test func waterFilesGDALCannotUseAreRefused() throws {
        let folder = try Self.scratch("water-bad")
        defer { try? FileManager.default.removeItem(at: folder) }
        // Not a format GDAL reads.
        let text = folder.appendingPathComponent("rivers.geojson")
        try Data("these are not rivers\n".utf8).write(to: text)
        // A GeoJSON cut in the middle.
        let lines = #"{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"name":"Svratka"},"geometry":{"type":"LineString","coordinates":[[16.0,49.0],[16.5,49.2]]}},{"type":"Feature","properties":{"name":"Jihlava"},"geometry":{"type":"LineString","coordinates":[[15.6,49.4],[16.4,49.0]]}}]}"#
        let cut = folder.appendingPathComponent("cut.geojson")
        try Data(lines.utf8.prefix(lines.utf8.count / 2)).write(to: cut)
        // A Shapefile whose .shp is cut: its header opens, its shapes do not read.
        let whole = folder.appendingPathComponent("whole.geojson"), shapefile = folder.appendingPathComponent("cut.shp")
        try Data(lines.utf8).write(to: whole)
        try Self.gdal("ogr2ogr", [shapefile.path, whole.path])
        let shp = try Data(contentsOf: shapefile)
        try shp.prefix(shp.count - 24).write(to: shapefile)
        // Points only: no river, no lake.
        let points = folder.appendingPathComponent("springs.geojson")
        try Data(#"{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"name":"Pramen"},"geometry":{"type":"Point","coordinates":[16.5,49.2]}}]}"#.utf8)
            .write(to: points)
        for (file, expected) in [(text, "cannot open"), (cut, "cannot open"), (shapefile, "cannot read"), (points, "no lines (rivers) or polygons (lakes)")] {
            let message = try Self.refusal(in: folder, water: [file])
            #expect(message.contains(file.path) && message.contains(expected), "\(message)")
        }
    }
}
