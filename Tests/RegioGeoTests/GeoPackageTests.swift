import Foundation
import GRDB
import Testing
@testable import RegioGeo
@testable import RegioGeoPackage

@Suite struct GeoPackageTests {
    /// A fresh temporary directory for one test.
    static func temporaryDirectory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("regio-gpkg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// A point blob written byte by byte: big-endian header with an XYZ
    /// envelope, then little-endian ISO WKB "Point Z".
    static func handWrittenPointZ(lon: Double, lat: Double, z: Double) -> Data {
        var d = Data([0x47, 0x50, 0x00, 0b0000_0100])          // GP, version 1, flags: big endian, envelope XYZ
        d.append(contentsOf: [0x00, 0x00, 0x10, 0xE6])          // srs id 4326, big endian
        for v in [lon, lon, lat, lat, z, z] { withUnsafeBytes(of: v.bitPattern.bigEndian) { d.append(contentsOf: $0) } }
        d.append(0x01)                                          // WKB little endian
        withUnsafeBytes(of: UInt32(1001).littleEndian) { d.append(contentsOf: $0) }   // Point Z
        for v in [lon, lat, z] { withUnsafeBytes(of: v.bitPattern.littleEndian) { d.append(contentsOf: $0) } }
        return d
    }

    /// Creates a small GeoPackage with a `towns` layer, a `broken` layer and an attributes table.
    static func makeGeoPackage(at url: URL) throws {
        let db = try DatabaseQueue(path: url.path)
        try db.write { db in
            try db.execute(sql: """
                CREATE TABLE gpkg_spatial_ref_sys (srs_name TEXT NOT NULL, srs_id INTEGER PRIMARY KEY, organization TEXT NOT NULL,
                    organization_coordsys_id INTEGER NOT NULL, definition TEXT NOT NULL, description TEXT);
                INSERT INTO gpkg_spatial_ref_sys VALUES ('WGS 84 geodetic', 4326, 'EPSG', 4326, 'GEOGCS["WGS 84"]', NULL);
                CREATE TABLE gpkg_contents (table_name TEXT NOT NULL PRIMARY KEY, data_type TEXT NOT NULL, identifier TEXT UNIQUE,
                    description TEXT DEFAULT '', last_change DATETIME, min_x DOUBLE, min_y DOUBLE, max_x DOUBLE, max_y DOUBLE, srs_id INTEGER);
                CREATE TABLE gpkg_geometry_columns (table_name TEXT NOT NULL, column_name TEXT NOT NULL, geometry_type_name TEXT NOT NULL,
                    srs_id INTEGER NOT NULL, z TINYINT NOT NULL, m TINYINT NOT NULL);
                CREATE TABLE towns (fid INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT, population INTEGER, capital BOOLEAN,
                    area REAL, photo BLOB, geom POINT);
                CREATE TABLE broken (fid INTEGER PRIMARY KEY, geom GEOMETRY, name TEXT);
                CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT);
                INSERT INTO gpkg_contents VALUES ('towns', 'features', 'Czech towns', '', NULL, 12, 48.5, 19, 51.1, 4326);
                INSERT INTO gpkg_contents VALUES ('broken', 'features', NULL, '', NULL, NULL, NULL, NULL, NULL, 4326);
                INSERT INTO gpkg_contents VALUES ('notes', 'attributes', NULL, '', NULL, NULL, NULL, NULL, NULL, 0);
                INSERT INTO gpkg_geometry_columns VALUES ('towns', 'geom', 'POINT', 4326, 1, 0);
                INSERT INTO gpkg_geometry_columns VALUES ('broken', 'geom', 'GEOMETRY', 4326, 0, 0);
                """)
            try db.execute(sql: "INSERT INTO towns (fid, name, population, capital, area, photo, geom) VALUES (?, ?, ?, ?, ?, ?, ?)",
                           arguments: [1, "Praha", 1_357_326, true, 496.2, Data([1, 2, 3]), handWrittenPointZ(lon: 14.4213, lat: 50.0875, z: 200)])
            try db.execute(sql: "INSERT INTO towns (fid, name, population, capital, area, photo, geom) VALUES (?, ?, ?, ?, ?, ?, ?)",
                           arguments: [2, "Plzeň", 175_219, false, 137.7, nil,
                                       GeoPackageBinary.encode(.point(Coordinate(49.7475, 13.3776)))])
            // Empty geometry (flag set) and a NULL geometry.
            try db.execute(sql: "INSERT INTO towns (fid, name, geom) VALUES (3, 'Nowhere', ?)", arguments: [GeoPackageBinary.encode(nil)])
            try db.execute(sql: "INSERT INTO towns (fid, name, geom) VALUES (4, 'Unknown', NULL)")
            try db.execute(sql: "INSERT INTO broken VALUES (6, ?, 'fine')", arguments: [GeoPackageBinary.encode(.point(Coordinate(1, 2)))])
            try db.execute(sql: "INSERT INTO broken VALUES (7, ?, 'bad')", arguments: [Data([0x47, 0x50, 0, 1, 0xE6, 0x10, 0, 0, 1, 2, 0, 0, 0, 5, 0, 0, 0])])
            try db.execute(sql: "INSERT INTO broken VALUES (8, 'text', 'not a blob')")
        }
    }

    @Test func readsLayersAndFeaturesOfASmallGeoPackage() throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("towns.gpkg")
        try Self.makeGeoPackage(at: url)

        let gpkg = try GeoPackage(url: url, displayName: "towns.gpkg")
        let layers = try gpkg.layers()
        #expect(layers.map(\.tableName) == ["broken", "towns"], "the attributes table is not a feature layer")
        let towns = try gpkg.layer(named: "towns")
        #expect(towns.geometryColumn == "geom")
        #expect(towns.geometryType == "POINT")
        #expect(towns.srsID == 4326)
        #expect(towns.featureCount == 4)
        #expect(towns.identifier == "Czech towns")
        #expect(towns.bounds == BoundingBox(west: 12, south: 48.5, east: 19, north: 51.1))

        let features = try gpkg.features(in: "towns")
        #expect(features.map(\.id) == ["1", "2", "3", "4"])
        #expect(features[0].geometry == .point(Coordinate(50.0875, 14.4213)), "Z dropped, big-endian header read")
        #expect(features[0].properties == ["name": "Praha", "population": 1_357_326, "capital": true, "area": 496.2, "photo": "AQID"])
        #expect(features[1].properties["name"] == "Plzeň")
        #expect(features[1].properties["capital"] == false)
        #expect(features[1].properties["photo"] == .null)
        #expect(features[2].geometry == nil && features[3].geometry == nil)
        #expect(features[0].jsonPath == "towns[fid=1]")
        #expect(throws: DataError(file: "towns.gpkg", location: "towns[fid=1].properties.population", message: "expected a string, found a number (1357326)")) {
            try features[0].string("population", file: gpkg.displayName)
        }

        let capitals = try gpkg.features(in: "towns", where: "capital = 1 AND population > 1000")
        #expect(capitals.map(\.id) == ["1"])
    }

    @Test func errorsNameTheFileTheLayerAndTheRow() throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("towns.gpkg")
        try Self.makeGeoPackage(at: url)
        let gpkg = try GeoPackage(url: url, displayName: "towns.gpkg")

        #expect(throws: DataError(file: "towns.gpkg", message: "has no feature layer 'cities' (layers: broken, towns)")) {
            try gpkg.features(in: "cities")
        }
        #expect(throws: DataError(file: "towns.gpkg", location: "layer broken, fid=7, column geom",
                                  message: "bad geometry: WKB: 5 points cannot fit in the 0 bytes left at byte 5")) {
            try gpkg.features(in: "broken")
        }
        #expect(throws: DataError(file: "towns.gpkg", location: "layer broken, fid=8, column geom",
                                  message: "bad geometry: expected a blob, found \"text\"")) {
            try gpkg.features(in: "broken", where: "fid = 8")
        }
        #expect(try gpkg.features(in: "broken", where: "fid = 6").count == 1)
        do {
            _ = try gpkg.features(in: "towns", where: "population >")
            Issue.record("expected an SQL error")
        } catch let e as DataError {
            #expect(e.location == "layer towns")
            #expect(e.message.contains("syntax error"))
        }

        let text = dir.appendingPathComponent("notes.gpkg")
        try Data("just some text, not SQLite at all".utf8).write(to: text)
        #expect(throws: DataError(file: "notes.gpkg", message: "is not a GeoPackage: not an SQLite database")) {
            try GeoPackage(url: text, displayName: "notes.gpkg")
        }
        let plain = dir.appendingPathComponent("plain.sqlite")
        try DatabaseQueue(path: plain.path).write { try $0.execute(sql: "CREATE TABLE t (x)") }
        #expect(throws: DataError(file: "plain.sqlite", message: "is not a GeoPackage: the SQLite database has no gpkg_contents table")) {
            try GeoPackage(url: plain, displayName: "plain.sqlite")
        }
        #expect(throws: DataError(file: "missing.gpkg", message: "no such GeoPackage file")) {
            try GeoPackage(path: dir.appendingPathComponent("missing.gpkg").path, displayName: "missing.gpkg")
        }
    }

    @Test func binaryHeaderVariantsAndErrors() throws {
        let shape = GeoJSONGeometry.polygon([square(50, 14, 1)])
        let blob = GeoPackageBinary.encode(shape, srsID: 4326)
        let decoded = try GeoPackageBinary(decoding: blob)
        #expect(decoded.geometry == shape)
        #expect(decoded.srsID == 4326)
        #expect(decoded.envelope == BoundingBox(west: 13, south: 49, east: 15, north: 51))
        #expect(try Geometry(wkb: decoded.wkb, context: GeometryContext()).geoJSON == shape)
        #expect(try GeoPackageBinary(decoding: Self.handWrittenPointZ(lon: 1, lat: 2, z: 3)).envelope == BoundingBox(west: 1, south: 2, east: 1, north: 2))
        // No envelope (flags = little endian only).
        var bare = Data([0x47, 0x50, 0, 1, 0xE6, 0x10, 0, 0])
        bare.append(WKB.encode(.point(Coordinate(2, 1))))
        #expect(try GeoPackageBinary(decoding: bare).geometry == .point(Coordinate(2, 1)))
        #expect(try GeoPackageBinary(decoding: bare).envelope == nil)

        func message(_ d: Data) -> String {
            do { _ = try GeoPackageBinary(decoding: d); return "no error" } catch let GeoError.format(m) { return m } catch { return "\(error)" }
        }
        #expect(message(Data([0x47, 0x50])) == "GeoPackage geometry: 2 bytes is shorter than the 8-byte header")
        #expect(message(WKB.encode(.point(Coordinate(1, 2))) + Data(count: 8)) == "GeoPackage geometry: the blob does not start with \"GP\" (found 0x01 0x01)")
        #expect(message(Data([0x47, 0x50, 0, 0b1011, 0, 0, 0, 0])) == "GeoPackage geometry: invalid envelope contents indicator 5 (must be 0–4)")
        #expect(message(Data([0x47, 0x50, 0, 0b0011, 0, 0, 0, 0, 1])) == "GeoPackage geometry: 9 bytes is shorter than the 40-byte header")
        #expect(message(Data([0x47, 0x50, 0, 0b10_0001, 0, 0, 0, 0])) == "GeoPackage geometry: extended (non-standard) geometry types are not supported")
    }
}

/// The Natural Earth GeoPackage from Debian's qgis-common (see SharedData.worldGeoPackage).
@Suite(.enabled(if: SharedData.worldGeoPackage != nil,
                "world_map.gpkg is absent: set REGIO_WORLD_GPKG or run `cd /tmp && apt-get download qgis-common && dpkg-deb -x qgis-common_*.deb /tmp/qgis`"))
struct NaturalEarthGeoPackageTests {
    let gpkg: GeoPackage

    init() throws {
        gpkg = try GeoPackage(url: SharedData.worldGeoPackage!, displayName: "world_map.gpkg")
    }

    @Test func hasTheProvinceAndCountryLayers() throws {
        let layers = try gpkg.layers()
        let provinces = try #require(layers.first { $0.tableName == "states_provinces" })
        #expect(provinces.geometryType == "MULTIPOLYGON" && provinces.srsID == 4326 && provinces.featureCount > 4000)
        #expect(layers.contains { $0.tableName == "countries" })
    }

    @Test func everyGeometryDecodes() throws {
        let all = try gpkg.features(in: "states_provinces")
        #expect(all.count == (try gpkg.layer(named: "states_provinces").featureCount))
        #expect(all.allSatisfy { $0.geometry != nil })
        let countries = try gpkg.features(in: "countries")
        let czechia = try #require(countries.first { $0.properties["ISO_A3"] == "CZE" })
        #expect(czechia.properties["NAME"] == "Czechia")
    }

    @Test func theFourteenCzechRegions() throws {
        let czech = try gpkg.features(in: "states_provinces", where: "iso_a2 = 'CZ'")
        #expect(czech.count == 14)
        let names = Set(czech.compactMap { $0.properties["name"]?.stringValue })
        #expect(names.isSuperset(of: ["Vysočina", "Jihočeský", "Středočeský", "Prague", "Moravskoslezský", "Královéhradecký"]))

        let context = GeometryContext()
        var regions: [String: Geometry] = [:]
        for f in czech { regions[f.properties["name"]!.stringValue!] = try Geometry(geoJSON: f.geometry!, context: context) }
        let prague = try regions["Prague"]!.areaKm2
        #expect(abs(prague - 496) / 496 < 0.02, "\(prague)")
        let total = try regions.values.map { try $0.areaKm2 }.reduce(0, +)
        #expect(abs(total - 78_871) / 78_871 < 0.01, "\(total)")
        func containing(_ c: Coordinate) -> [String] { regions.filter { $0.value.contains(c) }.map(\.key) }
        #expect(containing(Coordinate(50.0875, 14.4213)) == ["Prague"])
        #expect(containing(Coordinate(49.9394, 14.1882)) == ["Středočeský"])
        #expect(containing(Coordinate(49.1951, 16.6068)) == ["Jihomoravský"])
        #expect(containing(Coordinate(48.2082, 16.3738)).isEmpty)
        let vysocina = regions["Vysočina"]!
        let neighbours = try regions.filter { try $0.key != "Vysočina" && vysocina.sharedBorderLengthKm(with: $0.value) > 1 }.map(\.key).sorted()
        #expect(neighbours == ["Jihomoravský", "Jihočeský", "Pardubický", "Středočeský"])
    }
}
