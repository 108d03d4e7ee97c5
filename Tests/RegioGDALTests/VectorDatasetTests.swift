import Foundation
import RegioGDAL
import RegioGeo
import RegioTestSupport
import Testing

/// Reading vector layers through GDAL: real Natural Earth files, a GeoJSON
/// written here, and damaged copies that must be errors.
@Suite struct VectorDatasetTests {
    static let czechia = BoundingBox(west: 12.09, south: 48.55, east: 18.86, north: 51.06)

    @Test(.enabled(if: TestData.basemap != nil, "needs scripts/fetch-basemap"))
    func naturalEarthRiversInCzechiaHaveNamesRanksAndLines() throws {
        let url = try #require(TestData.basemap).appendingPathComponent("ne_10m_rivers_lake_centerlines.shp")
        let rivers = try VectorDataset(url: url)
        #expect(rivers.layerNames == ["ne_10m_rivers_lake_centerlines"])
        let all = try rivers.features(layer: rivers.layerNames[0])
        let czech = try rivers.features(layer: rivers.layerNames[0], in: Self.czechia)
        #expect(all.count == 1454)
        #expect(czech.count > 5 && czech.count < 100, "the spatial filter keeps a few dozen of 1454")
        let names = Set(czech.compactMap { $0.string("name") })
        #expect(names.isSuperset(of: ["Elbe", "Morava", "Oder"]), "\(names.sorted())")
        let elbe = try #require(czech.first { $0.string("name") == "Elbe" })
        #expect(elbe.fields["scalerank"]?.number != nil)
        switch elbe.geometry {
        case .lineString(let line)?: #expect(line.count > 2 && line.allSatisfy(\.isValid))
        case .multiLineString(let lines)?: #expect(!lines.isEmpty)
        default: Issue.record("the Elbe is not a line: \(String(describing: elbe.geometry))")
        }
    }

    @Test(.enabled(if: TestData.worldGeoPackage != nil, "needs scripts/fetch-natural-earth"))
    func geoPackageRegionsWithinABox() throws {
        let world = try VectorDataset(url: try #require(TestData.worldGeoPackage))
        #expect(world.layerNames.contains("states_provinces"))
        let regions = try world.features(layer: "states_provinces", in: Self.czechia)
        let czech = regions.filter { $0.string("iso_a2") == "CZ" }
        #expect(czech.count == 14)
        #expect(czech.allSatisfy { if case .multiPolygon? = $0.geometry { true } else if case .polygon? = $0.geometry { true } else { false } })
    }

    @Test func geoJSONPointsAcrossTheAntimeridian() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("points.geojson")
        try Data("""
        {"type":"FeatureCollection","features":[
         {"type":"Feature","properties":{"name":"Fiji","n":7},"geometry":{"type":"Point","coordinates":[179.5,-17]}},
         {"type":"Feature","properties":{"name":"Samoa","n":8.5},"geometry":{"type":"Point","coordinates":[-172,-13.8]}},
         {"type":"Feature","properties":{"name":"Brno","n":null},"geometry":{"type":"Point","coordinates":[16.6,49.2]}}]}
        """.utf8).write(to: url)
        let points = try VectorDataset(url: url)
        let layer = try #require(points.layerNames.first)
        let pacific = try points.features(layer: layer, in: BoundingBox(west: 170, south: -30, east: -160, north: 0))
        #expect(Set(pacific.compactMap { $0.string("name") }) == ["Fiji", "Samoa"])
        let brno = try #require(try points.features(layer: layer, in: BoundingBox(west: 16, south: 49, east: 17, north: 50)).first)
        #expect(brno.geometry == .point(Coordinate(latitude: 49.2, longitude: 16.6)))
        #expect(brno.fields["n"] == nil, "a null field is left out")
        #expect(pacific.first { $0.string("name") == "Samoa" }?.fields["n"] == .real(8.5))
    }

    @Test func missingLayerAndMissingFileAreNamed() throws {
        let missing = URL(fileURLWithPath: "/nonexistent/rivers.shp")
        #expect(throws: GDALError.cannotOpen(file: missing.path, reason: "no such file")) { try VectorDataset(url: missing) }
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("one.geojson")
        try Data(#"{"type":"FeatureCollection","features":[]}"#.utf8).write(to: url)
        let dataset = try VectorDataset(url: url)
        do {
            _ = try dataset.features(layer: "rivers")
            Issue.record("a missing layer must throw")
        } catch let error as GDALError {
            guard case .noSuchLayer(let file, "rivers", let available) = error else { throw error }
            #expect(file == url.path && available == ["one"])
        }
    }

    @Test func notAVectorFileIsAnErrorNamingIt() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("rivers.shp")
        try Data("this is not a shapefile".utf8).write(to: url)
        let error = try #require(throws: GDALError.self) { try VectorDataset(url: url) }
        #expect("\(error)".contains(url.path), "\(error)")
    }

    @Test(.enabled(if: TestData.basemap != nil, "needs scripts/fetch-basemap"))
    func truncatedShapefileIsAnErrorNotACrash() throws {
        let source = try #require(TestData.basemap)
        let folder = try TemporaryFolder()
        for ext in ["shp", "shx", "dbf", "prj"] {
            try FileManager.default.copyItem(at: source.appendingPathComponent("ne_10m_rivers_lake_centerlines.\(ext)"),
                                             to: folder.url.appendingPathComponent("rivers.\(ext)"))
        }
        // Cut the geometry file to a tenth: the index still points past its end.
        let shp = folder.url.appendingPathComponent("rivers.shp")
        let handle = try FileHandle(forWritingTo: shp)
        try handle.truncate(atOffset: 400_000)
        try handle.close()
        do {
            let dataset = try VectorDataset(url: shp)
            let features = try dataset.features(layer: "rivers")
            Issue.record("a truncated shapefile read \(features.count) features without an error")
        } catch let error as GDALError {
            #expect("\(error)".contains(shp.path), "\(error)")
        }
    }
}
