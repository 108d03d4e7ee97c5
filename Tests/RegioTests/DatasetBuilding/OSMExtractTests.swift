import Foundation
import RegioGDAL
import RegioRender
import RegioTestSupport
import Testing
@testable import Regio

/// OpenStreetMap extracts (`regio dataset build --osm`), read with GDAL's OSM
/// driver from the samples `scripts/fetch-osm-samples` fetches. The expected
/// counts were measured independently with `ogrinfo -dialect SQLite` on the
/// same file (GDAL's default osmconf.ini, `GROUP BY highway`/`railway`/`waterway`;
/// peaks and forests with an osmconf.ini that keeps `ele`, `natural`, `landuse`).
@Suite(.enabled(if: TestData.osmSample("liechtenstein-2013-08-03.osm.pbf") != nil,
                "needs the OSM samples: run scripts/fetch-osm-samples (scripts/test does)"))
struct OSMExtractTests {
    static let liechtenstein = "liechtenstein-2013-08-03.osm.pbf"
    static let liechtensteinBox = BoundingBox(west: 9.4, south: 47.0, east: 9.7, north: 47.3)

    /// An extract as read, with the features it handed on collected for the tests to look at.
    struct Collected {
        var extract: OSMExtract
        var layers: [OSMLayerKind: [VectorFeature]]
        var places: [OSMPlace] { extract.places }
        var roadsByClass: [String: Int] { extract.roadsByClass }
    }

    static func collect(_ file: URL, box: BoundingBox?) throws -> Collected {
        var layers: [OSMLayerKind: [VectorFeature]] = [:]
        let extract = try OSMExtract.read(file, box: box) { kind, feature in layers[kind, default: []].append(feature) }
        return Collected(extract: extract, layers: layers)
    }

    /// The Liechtenstein extract read once for the tests that only read it.
    static let read = Result {
        try collect(try #require(TestData.osmSample(liechtenstein)), box: nil)
    }

    /// A dataset of Liechtenstein built with the extract (needs Natural Earth and GeoNames too).
    static let built: Result<BuiltDatasets.Built, Error> = Result {
        guard var inputs = BuiltDatasets.inputs else { throw DatasetBuildError.missingInput("inputs", path: "", fetchCommand: nil, option: "") }
        inputs.basemap = nil
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("regio-built-LI-osm-\(ProcessInfo.processInfo.processIdentifier)")
        if FileManager.default.fileExists(atPath: folder.path) { try FileManager.default.removeItem(at: folder) }
        var request = DatasetBuildRequest(scope: .countries(["LI"]), inputs: inputs, output: folder)
        let sample: URL = try #require(TestData.osmSample(liechtenstein))
        request.osm = sample
        return BuiltDatasets.Built(folder: folder, report: try DatasetBuilder(request: request).build())
    }

    @Test func roadsByClassRailwaysAndWaterwaysAsOgrinfoCountsThem() throws {
        let extract = try Self.read.get()
        let roads = extract.layers[.roads] ?? []
        let byHighway = Dictionary(grouping: roads, by: { $0.string("highway") ?? "" }).mapValues(\.count)
        // ogrinfo: residential 841, track 597, service 352, footway 249, path 171, unclassified 164,
        // cycleway 96, secondary 90, primary 81, steps 34, tertiary 33, living_street 18, bridleway 13,
        // pedestrian 5, road 3, construction 3 (not a road drawn), secondary_link 1.
        #expect(byHighway["residential"] == 841 && byHighway["track"] == 597)
        #expect(byHighway["secondary"] == 90 && byHighway["primary"] == 81)
        #expect(byHighway["construction"] == nil)
        #expect(extract.roadsByClass == ["minor": 841 + 352 + 164 + 18 + 5 + 3, "track": 597,
                                         "path": 249 + 171 + 96 + 34 + 13, "tertiary": 33, "secondary": 91, "primary": 81])
        // ogrinfo: railway=rail 34, platform 3 (the 37 railway lines count the platforms).
        let railways = extract.layers[.railways] ?? []
        #expect(railways.count == 34 && railways.allSatisfy { $0.string("kind") == "rail" })
        // ogrinfo: stream 44, river 4, canal 5 (drains, ditches, a dam left out); the Rhine by name.
        let waterways = Dictionary(grouping: extract.layers[.waterways] ?? [], by: { $0.string("kind") ?? "" }).mapValues(\.count)
        #expect(waterways == ["stream": 44, "river": 4, "canal": 5])
        #expect(extract.layers[.waterways]?.contains { $0.string("name") == "Rhein" } == true)
        // ogrinfo: landuse=forest 51, natural=wood 9, protected areas 4, parks 3.
        let landcover = Dictionary(grouping: extract.layers[.landcover] ?? [], by: { $0.string("kind") ?? "" }).mapValues(\.count)
        #expect(landcover == ["forest": 60, "protected": 4, "park": 3])
    }

    @Test func theExtentHoldsEveryForestAndNotTheLandAround() throws {
        let extract = try Self.read.get()
        #expect(extract.layers[.extent]?.count == 1)
        let ring = try #require(extract.layers[.extent]?.first?.geometry?.polygons.first?.first)
        /// Left of (or on) every edge of the counter-clockwise ring.
        func inside(_ c: Coordinate) -> Bool {
            zip(ring, ring.dropFirst()).allSatisfy { a, b in
                (b.longitude - a.longitude) * (c.latitude - a.latitude) - (b.latitude - a.latitude) * (c.longitude - a.longitude) >= -1e-9
            }
        }
        var forestPositions = 0
        for f in extract.layers[.landcover] ?? [] where f.string("kind") == "forest" {
            f.geometry?.forEachCoordinate { c in
                forestPositions += 1
                #expect(inside(c), "\(c)")
            }
        }
        #expect(forestPositions > 1_000)
        #expect(inside(Coordinate(latitude: 47.141, longitude: 9.521)) && inside(Coordinate(latitude: 47.0995, longitude: 9.6085)),
                "Vaduz and Malbun")
        #expect(!inside(Coordinate(latitude: 47.37, longitude: 8.54)) && !inside(Coordinate(latitude: 47.27, longitude: 11.39)),
                "not Zürich nor Innsbruck")
    }

    @Test func namedPeaksWithTheirElevation() throws {
        let peaks = try Self.read.get().places.filter { $0.category == .peak }
        // ogrinfo: 12 named natural=peak nodes (Naafkopf twice: 2571 and 2570 m), each with `ele`.
        #expect(peaks.count == 12)
        #expect(Set(peaks.map(\.name)) == ["Kuhgrat", "Galinakopf", "Naafkopf", "Falknis", "Gafleispitz", "Gorfion", "Schönberg",
                                           "Drei Schwestern", "Augstenberg", "Hinter Grauspitz", "Vorder Grauspitz"])
        #expect(peaks.first { $0.name == "Falknis" }?.elevation == 2565)
        #expect(peaks.allSatisfy { $0.elevation != nil && $0.id.hasPrefix("osm:node/") })
        let castles = try Self.read.get().places.filter { $0.category == .castle }.map(\.name)
        #expect(Set(castles) == ["Schloss Vaduz", "Schloss Gutenberg"])
    }

    @Test func aMissingExtractIsAnErrorNamingTheFile() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-extract-\(UUID().uuidString).osm.pbf")
        let notThere = try #require(throws: GDALError.self) { try OSMExtract.read(missing, box: nil) { _, _ in } }
        #expect("\(notThere)".contains(missing.path))
    }

    @Test func anExtractOfAnotherPlaceSaysItHasNothingInTheBox() throws {
        let helsinki = try #require(TestData.osmSample("Helsinki.osm.pbf"))
        #expect(throws: OSMExtractError.noDataInBox(file: helsinki.path, box: Self.liechtensteinBox)) {
            try OSMExtract.read(helsinki, box: Self.liechtensteinBox) { _, _ in }
        }
    }

    @Test func namesInEveryLanguageArePickedByLanguage() throws {
        let helsinki = try #require(TestData.osmSample("Helsinki.osm.pbf"))
        let places = try Self.collect(helsinki, box: nil).places
        let museum = try #require(places.first { $0.name == "Suomen Pankin rahamuseo" })
        #expect(museum.category == .museum && museum.names["en"] == "Bank of Finland Museum")
        let place = Place(id: museum.id, name: museum.name, alternateNames: Array(museum.names.values), category: museum.category,
                          coordinate: museum.coordinate, attributes: museum.names.reduce(into: [:]) { $0["name:\($1.key)"] = $1.value })
        let names = PlaceNames(dataset: try Dataset.load(from: TestPaths.embeddedData))
        #expect(names.name(of: place, in: .en) == "Bank of Finland Museum")
        #expect(names.name(of: place, in: .cs) == (museum.names["cs"] ?? "Suomen Pankin rahamuseo"))
    }

    @Test(.enabled(if: BuiltDatasets.available, BuiltDatasets.skipReason))
    func theLiechtensteinDatasetHasTheLayersAndTheTouristPlaces() throws {
        let built = try Self.built.get()
        let osm = try #require(built.report.osm)
        #expect(osm.roadsByClass["minor"] == 1_383 && osm.layers["osm_railways"] == 34, "\(osm)")
        // The summary says what was left out (Naafkopf is mapped twice), in both languages.
        let english = built.report.summaryLines(in: .en).joined(separator: "\n")
        #expect(osm.duplicatePlaces >= 1 && english.contains("left out: \(osm.duplicatePlaces) place"), "\(english)")
        #expect(english.contains("\(osm.brokenWays) way") && english.contains("\(osm.brokenRelations) multipolygon"))
        #expect(built.report.summaryLines(in: .cs).joined().contains("vynecháno: \(osm.duplicatePlaces) míst"))
        // The layers are in basemap.gpkg, R-tree indexed, and ogrinfo opens them.
        let gpkg = built.folder.appendingPathComponent("basemap.gpkg")
        let layers = try VectorDataset(url: gpkg)
        #expect(Set(OSMLayerKind.allCases.map(\.rawValue)).isSubset(of: Set(layers.layerNames)))
        let residential = try layers.features(layer: "osm_roads").filter { $0.string("highway") == "residential" }
        #expect(residential.count == 841)
        let info = try ToolOutput.of("/usr/bin/ogrinfo", ["-so", gpkg.path, "osm_roads"])
        #expect(info.contains("Geometry: Multi Line String") && info.contains("Feature Count: \(osm.roads)"), "\(info)")
        let rtreeNames = OSMLayerKind.allCases.map { "'rtree_\($0.rawValue)_geom'" }.joined(separator: ", ")
        let rtrees = try ToolOutput.of("/usr/bin/sqlite3", [gpkg.path, "SELECT count(*) FROM sqlite_master WHERE name IN (\(rtreeNames))"])
        #expect(rtrees.trimmingCharacters(in: .whitespacesAndNewlines) == "\(OSMLayerKind.allCases.count)")
        #expect(try !FileManager.default.contentsOfDirectory(atPath: built.folder.path).contains { $0.hasSuffix(".part") })

        // The peak is found with its elevation, museums by the category word, the castle by "burg vaduz".
        let library = try PlaceLibrary(dataset: Dataset.load(from: built.folder))
        // The extract maps Naafkopf twice (two nodes 0.3 m apart): it is one place, the one with more names or the higher peak.
        let naafkopfs = try library.search(PlaceQuery("Naafkopf", limit: 3))
        #expect(naafkopfs.count == 1 && osm.duplicatePlaces >= 1, "\(naafkopfs.map(\.place.id)), \(osm.duplicatePlaces)")
        let naafkopf = try #require(naafkopfs.first)
        #expect(naafkopf.place.category == .peak && naafkopf.place.attributes?["elevation"] != nil, "\(naafkopf.place)")
        #expect(["2571", "2570"].contains(naafkopf.place.attributes?["elevation"] ?? ""))
        let museums = try library.search(PlaceQuery("museum", limit: 20))
        #expect(museums.contains { $0.place.name == "Kunstmuseum Liechtenstein" && $0.place.category == .museum })
        #expect(try library.search(PlaceQuery("burg vaduz", limit: 3)).first?.place.name == "Schloss Vaduz")
        // Streets are found by search, one place per street (Austrasse is many ways), never drawn as points.
        let austrasse = try library.search(PlaceQuery("austrasse", limit: 5)).filter { $0.place.name == "Austrasse" }
        #expect(austrasse.count == 1 && austrasse.first?.place.category == .street, "\(austrasse.map(\.place.id))")
        #expect(osm.placesByCategory["street"] ?? 0 > 100, "\(osm.placesByCategory)")
        let streets = library.places.filter { $0.category == .street }
        let builder = MapSceneBuilder(dataset: library.dataset, places: library.places)
        #expect(!streets.isEmpty && builder.pois.allSatisfy { $0.category != .street })
        let vaduzBox = MapTarget.boundingBox(BoundingBox(west: 9.505, south: 47.125, east: 9.545, north: 47.152))
        let scene = try builder.overviewMap(of: vaduzBox, places: .pois, options: OverviewMapOptions(paper: .pixels(width: 800, height: 600), dpi: 96)).scene
        let streetIDs = Set(streets.map(\.id))
        #expect(scene.points.contains { $0.id.hasPrefix("osm:") } && !scene.points.contains { streetIDs.contains($0.id) },
                "a map draws the tourist places as points, not the streets")
        let engine = TestEngine(data: built.folder).engine
        #expect(try !engine.clusterIndex().categories.contains(.street) && engine.clusterIndex().categories.contains(.peak))
        #expect(try !engine.categories(language: .en).contains { $0.id == "street" })
        // Vaduz is a GeoNames town and an OSM place=town node: one place is kept, GeoNames's.
        #expect(osm.mergedTowns >= 1)
        let vaduz = library.places.filter { $0.category == .town && $0.name == "Vaduz" }
        #expect(vaduz.count == 1 && vaduz.first?.source == "geonames", "\(vaduz.map(\.id))")
    }

    @Test(.enabled(if: BuiltDatasets.available, BuiltDatasets.skipReason))
    func mapsDrawRoadsByClassAndAStyleKeyTurnsThemOff() throws {
        let dataset = try Dataset.load(from: try Self.built.get().folder)
        let builder = MapSceneBuilder(dataset: dataset, language: .en)
        let vaduz = MapTarget.boundingBox(BoundingBox(west: 9.505, south: 47.125, east: 9.545, north: 47.152))
        let options = OverviewMapOptions(paper: .pixels(width: 800, height: 600), dpi: 96)
        let (map, scene) = try builder.overviewMap(of: vaduz, places: .towns, options: options)
        #expect(Set(scene.roads.map(\.kind)).isSuperset(of: [.primary, .secondary, .minor, .track, .path]))
        // A map reads only the roads around it: the railway through Schaan, north of this view, is not in it.
        #expect(!scene.roads.contains { $0.kind == .railway })
        let schaan = MapTarget.boundingBox(BoundingBox(west: 9.50, south: 47.16, east: 9.53, north: 47.18))
        #expect(try builder.overviewMap(of: schaan, places: .towns, options: options).scene.roads.contains { $0.kind == .railway })
        #expect(scene.landAreas.contains { $0.kind == .forest })
        #expect(scene.credits.contains(MapAttribution.openStreetMap))
        // The credit goes with the OSM layers (on a map without OSM's places): with roads off, forests and
        // streams still credit it; with every OSM layer off, nothing does.
        let bare = try builder.overviewMap(of: vaduz, places: .none, options: options).scene
        var noRoadsOnly = MapStyle.standard
        noRoadsOnly.roads.visible = false
        #expect(bare.shown(by: noRoadsOnly).credits.contains(MapAttribution.openStreetMap))
        var noOSM = noRoadsOnly
        noOSM.roads.railwaysVisible = false; noOSM.roads.landCoverVisible = false
        noOSM.river.visible = false; noOSM.water.visible = false
        #expect(!bare.shown(by: noOSM).credits.contains(MapAttribution.openStreetMap), "\(bare.shown(by: noOSM).credits)")
        // The primary road's fill (Vaduz's main street) shows, and goes with `roads.visible: false`.
        func primaryPixels(_ map: OverviewMap) throws -> Int {
            let png = try PNGDecoder.decode(try map.renderPNG())
            let fill = try #require(RoadStyle.standard.classes["primary"]).fill
            return stride(from: 0, to: png.rgba.count, by: 4).filter { i in
                abs(Int(png.rgba[i]) - Int(fill.red * 255)) <= 6 && abs(Int(png.rgba[i + 1]) - Int(fill.green * 255)) <= 6
                    && abs(Int(png.rgba[i + 2]) - Int(fill.blue * 255)) <= 6
            }.count
        }
        var noRoads = options
        noRoads.style.roads.visible = false
        let with = try primaryPixels(map), without = try primaryPixels(try builder.overviewMap(of: vaduz, places: .towns, options: noRoads).map)
        #expect(with > 300 && without < with / 10, "\(with) primary-road pixels, \(without) without roads")
        // Streets are named along their line at this scale (about 1:15,000), and not with the roads off.
        func streetNames(_ style: MapStyle) throws -> [PlacedLabel] {
            LabelLayout.place(scene: try ProjectedScene(scene), style: style, transform: map.transform, bounds: map.frame)
                .labels.filter { $0.kind == .road }
        }
        let names = try streetNames(options.style)
        #expect(names.count >= 5 && names.contains { $0.text == "Austrasse" || $0.text == "Landstrasse" }, "\(names.map(\.text))")
        #expect(names.contains { $0.angle != 0 })
        #expect(try streetNames(noRoads.style).isEmpty)
    }

    /// The map to walk with: A4 of Vaduz at 1:15,000 names its minor streets too, not only the main roads.
    @Test(.enabled(if: BuiltDatasets.available, BuiltDatasets.skipReason))
    func anA4MapAt1To15000NamesTheMinorStreets() throws {
        let builder = MapSceneBuilder(dataset: try Dataset.load(from: try Self.built.get().folder), language: .en)
        var options = OverviewMapOptions(paper: .a4, dpi: 150)
        options.scaleDenominator = 15_000
        let (map, scene) = try builder.overviewMap(of: .boundingBox(BoundingBox(west: 9.515, south: 47.135, east: 9.525, north: 47.145)),
                                                   places: .pois, options: options)
        let minor = Set(scene.roads.filter { $0.kind == .minor }.map { "road:" + $0.id })
        let named = LabelLayout.place(scene: try ProjectedScene(scene), style: options.style, transform: map.transform, bounds: map.frame)
            .labels.filter { minor.contains($0.id) }.map(\.text)
        #expect(Set(named).count >= 10, "\(named)")
    }

    /// What `regio serve` and the web app draw: tiles prepared by blocks name the streets at zoom 15
    /// as a whole zoom does (the blocks once placed their labels without the roads).
    @Test(.enabled(if: BuiltDatasets.available, BuiltDatasets.skipReason))
    func servedTilesNameTheStreetsAtZoom15() throws {
        let engine = TestEngine(data: try Self.built.get().folder).engine
        let scene = try engine.mapSceneBuilder(language: .en, favourites: false).tileScene(highlighting: nil)
        let style = try engine.mapStyle(file: nil, language: .en)
        func streetNames(_ preparation: TilePreparation) throws -> Set<String> {
            let source = try TileSource(scene: scene, style: style, options: TileOptions(), preparation: preparation)
            // The 3 × 3 tiles around the centre of Vaduz.
            let centre = TileID(containing: Coordinate(latitude: 47.1405, longitude: 9.5215), zoom: 15)
            let px = source.options.pixelSize
            let level = try source.level(zoom: 15, originX: (centre.x - 1) * px, originY: (centre.y - 1) * px, width: 3 * px, height: 3 * px)
            let area = PixelRect(x: Double((centre.x - 1) * px), y: Double((centre.y - 1) * px), width: Double(3 * px), height: Double(3 * px))
            return Set(level.labels.labels.filter { $0.kind == .road && area.intersects($0.box) }.map(\.text))
        }
        let byBlocks = try streetNames(.onDemand), whole = try streetNames(.wholeZoom)
        #expect(byBlocks.count >= 5 && (byBlocks.contains("Austrasse") || byBlocks.contains("Egertastrasse")),
                "\(byBlocks.sorted())")
        #expect(byBlocks.count * 2 >= whole.count, "by blocks \(byBlocks.sorted()), whole zoom \(whole.sorted())")
    }

    @Test(.enabled(if: BuiltDatasets.basemapAvailable, "needs scripts/fetch-basemap, fetch-natural-earth and fetch-geonames"))
    func aRebuildKeepsTheRiversAndTheOSMLayersAndTheRhineIsDrawnOnce() throws {
        guard let inputs = BuiltDatasets.inputs else { return }
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("regio-built-LI-osm-rebuilt-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var request = DatasetBuildRequest(scope: .countries(["LI"]), inputs: inputs, output: folder)
        let sample: URL = try #require(TestData.osmSample(Self.liechtenstein))
        request.osm = sample
        _ = try DatasetBuilder(request: request).build()
        let report = try DatasetBuilder(request: request).build()
        let layers = try VectorDataset(url: folder.appendingPathComponent("basemap.gpkg"))
        #expect(try layers.features(layer: "rivers").count == report.basemap?.rivers)
        #expect(try layers.features(layer: "osm_roads").count == report.osm?.roadsByClass.values.reduce(0, +))
        // Along Vaduz the base map's Rhine (Natural Earth, "Rhine" on an English map) gives way to the extract's "Rhein".
        let builder = MapSceneBuilder(dataset: try Dataset.load(from: folder), language: .en)
        let vaduz = BoundingBox(west: 9.47, south: 47.12, east: 9.55, north: 47.16)
        let lines = try builder.overviewMap(of: .boundingBox(vaduz), places: .none, options: OverviewMapOptions(paper: .pixels(width: 800, height: 600), dpi: 96))
            .scene.lines.filter { $0.parts.joined().contains { vaduz.contains($0) } }
        #expect(lines.contains { $0.name == "Rhein" } && !lines.contains { $0.name == "Rhine" }, "\(lines.compactMap(\.name))")
    }
}
