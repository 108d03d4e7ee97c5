import Foundation
import RegioGDAL
import RegioGeo
import Testing

/// GeoPackages written through GDAL: read back, indexed, opened by ogrinfo.
@Suite struct GeoPackageWriterTests {
    static let line: GeoJSONGeometry = .lineString([Coordinate(latitude: 48.8, longitude: 16.0),
                                                    Coordinate(latitude: 48.9, longitude: 16.6)])
    static let lake: GeoJSONGeometry = .polygon([[Coordinate(latitude: 48.85, longitude: 16.6),
                                                  Coordinate(latitude: 48.85, longitude: 16.7),
                                                  Coordinate(latitude: 48.9, longitude: 16.7),
                                                  Coordinate(latitude: 48.85, longitude: 16.6)]])

    @Test func layersAreReadBackWithFieldsAndIndexes() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("basemap.gpkg")
        let writer = try GeoPackageWriter(url: url)
        try writer.addLayer(VectorLayerContent(
            name: "rivers", geometryType: .multiLineString,
            fields: [.init(name: "name", type: .string), .init(name: "scalerank", type: .integer)],
            features: [VectorFeature(fields: ["name": .string("Dyje"), "scalerank": .integer(9)], geometry: Self.line)]))
        try writer.addLayer(VectorLayerContent(
            name: "lakes", geometryType: .multiPolygon, fields: [.init(name: "name", type: .string)],
            features: [VectorFeature(fields: [:], geometry: Self.lake)]))
        try writer.close()

        let back = try VectorDataset(url: url)
        #expect(Set(back.layerNames) == ["rivers", "lakes"])
        let dyje = try #require(try back.features(layer: "rivers").first)
        #expect(dyje.string("name") == "Dyje" && dyje.fields["scalerank"] == .integer(9))
        guard case .lineString(let line) = Self.line else { return }
        #expect(dyje.geometry == .multiLineString([line]))
        #expect(try back.features(layer: "rivers", in: BoundingBox(west: 10, south: 40, east: 11, north: 41)).isEmpty)
        let lake = try #require(try back.features(layer: "lakes").first)
        #expect(lake.fields.isEmpty)

        let ogrinfo = Process()
        ogrinfo.executableURL = URL(fileURLWithPath: "/usr/bin/ogrinfo")
        ogrinfo.arguments = ["-so", url.path, "rivers"]
        let pipe = Pipe()
        ogrinfo.standardOutput = pipe
        try ogrinfo.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        ogrinfo.waitUntilExit()
        #expect(ogrinfo.terminationStatus == 0)
        #expect(output.contains("Geometry: Multi Line String") && output.contains("Feature Count: 1"), "\(output)")
        #expect(output.contains("name: String") && output.contains("scalerank: Integer64"), "\(output)")
        let tables = try sqlite(url, "SELECT name FROM sqlite_master WHERE name LIKE 'rtree_%_geom' ORDER BY name")
        #expect(tables == "rtree_lakes_geom\nrtree_rivers_geom", "the R-tree indexes")
    }

    @Test func anExistingFileIsNotOverwritten() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("basemap.gpkg")
        try Data("keep".utf8).write(to: url)
        #expect(throws: GDALError.cannotWrite(file: url.path, reason: "the file exists already")) {
            try GeoPackageWriter(url: url)
        }
        #expect(try Data(contentsOf: url) == Data("keep".utf8))
    }

    private func sqlite(_ url: URL, _ sql: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        process.arguments = [url.path, sql]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return output.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
