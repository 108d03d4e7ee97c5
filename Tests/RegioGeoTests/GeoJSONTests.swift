import Foundation
import Testing
@testable import RegioGeo

@Suite struct GeoJSONTests {
    static let file = "fixture.geojson"

    func parse(_ text: String) throws -> GeoJSONFeatureCollection {
        try GeoJSONFeatureCollection.parse(Data(text.utf8), file: Self.file)
    }

    /// The error a malformed fixture raises, as "location: message".
    func failure(_ text: String) -> String {
        do {
            _ = try parse(text)
            return "no error"
        } catch let e as DataError {
            #expect(e.file == Self.file)
            return [e.location, e.message].compactMap { $0 }.joined(separator: ": ")
        } catch {
            return "unexpected \(error)"
        }
    }

    static func feature(_ geometry: String, properties: String = "{}") -> String {
        #"{"type":"Feature","properties":\#(properties),"geometry":\#(geometry)}"#
    }

    static func collection(_ features: [String]) -> String {
        #"{"type":"FeatureCollection","features":[\#(features.joined(separator: ","))]}"#
    }

    static let okPolygon = #"{"type":"Polygon","coordinates":[[[14,50],[15,50],[15,51],[14,50]]]}"#
    static let okPoint = #"{"type":"Point","coordinates":[14.4213,50.0875]}"#

    @Test func readsAllGeometryTypesAndIds() throws {
        let text = Self.collection([
            #"{"type":"Feature","id":12,"properties":{"name":"Praha","pop":1300000,"tags":["a"],"x":null,"ok":true},"geometry":\#(Self.okPoint)}"#,
            #"{"type":"Feature","id":"CZ-20","properties":null,"geometry":\#(Self.okPolygon)}"#,
            #"{"type":"Feature","id":1.5,"properties":{},"geometry":null}"#,
            Self.feature(#"{"type":"MultiPolygon","coordinates":[[[[14,50],[15,50],[15,51],[14,50]]],[]]}"#),
            Self.feature(#"{"type":"LineString","coordinates":[[14,50,300],[15,50,310]]}"#),
            Self.feature(#"{"type":"MultiLineString","coordinates":[[[14,50],[15,50]]]}"#),
            Self.feature(#"{"type":"MultiPoint","coordinates":[[14,50],[15,50]]}"#),
            Self.feature(#"{"type":"GeometryCollection","geometries":[\#(Self.okPoint)]}"#),
        ])
        let c = try parse(text)
        #expect(c.features.count == 8)
        #expect(c.features.map(\.id) == ["12", "CZ-20", "1.5", nil, nil, nil, nil, nil])
        #expect(c.features[0].geometry == .point(Coordinate(50.0875, 14.4213)))
        #expect(c.features[0].properties["name"] == "Praha")
        #expect(c.features[0].properties["pop"]?.intValue == 1_300_000)
        #expect(c.features[0].properties["tags"] == ["a"])
        #expect(c.features[0].properties["x"] == .null)
        #expect(c.features[0].properties["ok"]?.boolValue == true)
        #expect(c.features[1].properties.isEmpty)
        #expect(c.features[2].geometry == nil)
        #expect(c.features[3].geometry?.polygons.count == 1)
        #expect(c.features[4].geometry == .lineString([Coordinate(50, 14), Coordinate(50, 15)]), "altitude dropped")
        #expect(c.features[7].geometry == .geometryCollection([.point(Coordinate(50.0875, 14.4213))]))
        #expect(c.features.map(\.index) == Array(0..<8))
        #expect(c.features[5].jsonPath == "features[5]")
    }

    @Test func readsABareFeatureOrGeometry() throws {
        let f = try parse(Self.feature(Self.okPoint, properties: #"{"name":"x"}"#))
        #expect(f.features.count == 1)
        #expect(f.features[0].jsonPath == "")
        #expect(f.features[0].location(ofProperty: "name") == "properties.name")
        let g = try parse(Self.okPolygon)
        #expect(g.features.count == 1)
        #expect(g.features[0].geometry?.typeName == "Polygon")
    }

    @Test func rejectsEachMalformedFixtureWithItsPath() {
        let ring5 = #"[[14,50],[15,50],[15,50.5],[14.5,50.8],[14.2,50.9],[14,91],[14,50]]"#
        let cases: [(String, String)] = [
            (Self.collection([Self.feature(Self.okPoint), Self.feature(Self.okPoint), Self.feature(Self.okPoint),
                              Self.feature(#"{"type":"Polygon","coordinates":[\#(ring5)]}"#)]),
             "features[3].geometry.coordinates[0][5]: latitude 91 is out of range -90…90"),
            (Self.collection([Self.feature(#"{"type":"Point","coordinates":[1e300,50]}"#)]),
             "features[0].geometry.coordinates: longitude 1e+300 is out of range -180…180"),
            (Self.collection([Self.feature(Self.okPoint), Self.feature(Self.okPoint),
                              Self.feature(#"{"type":"Polygon","coordinates":[[[14,50],[15,50],[15,51],[14,50]],[[14.1,50.0],[14.3,50.0],[14.2,50.1]]]}"#)]),
             "features[2].geometry.coordinates[1]: a ring needs at least 4 positions, found 3"),
            (Self.collection([Self.feature(Self.okPoint), Self.feature(Self.okPoint),
                              Self.feature(#"{"type":"Polygon","coordinates":[[[14,50],[15,50],[15,51],[14,50]],[[14.1,50.0],[14.3,50.0],[14.3,50.2],[14.2,50.1]]]}"#)]),
             "features[2].geometry.coordinates[1]: the ring is not closed (first [14.1, 50], last [14.2, 50.1])"),
            (Self.collection([Self.feature(#"{"type":"Polygn","coordinates":[]}"#)]),
             "features[0].geometry.type: unknown geometry type \"Polygn\" (expected one of Point, MultiPoint, LineString, MultiLineString, Polygon, MultiPolygon, GeometryCollection)"),
            (Self.collection([#"{"type":"feature","properties":{},"geometry":null}"#]),
             "features[0].type: expected \"Feature\", found \"feature\""),
            (#"{"type":"FeatureCollection"}"#, "(top level): required member 'features' is missing"),
            (#"{"features":[]}"#, "(top level): required member 'type' is missing"),
            (#"{"type":"Topology","objects":{}}"#, "type: unknown GeoJSON type \"Topology\" (expected FeatureCollection, Feature or a geometry type)"),
            (#"[1,2]"#, "(top level): expected an object, found an array"),
            (Self.collection([#"{"type":"Feature","properties":{}}"#]), "features[0]: required member 'geometry' is missing"),
            (Self.collection([#"{"type":"Feature","geometry":null}"#]), "features[0]: required member 'properties' is missing"),
            (Self.collection([Self.feature(#"{"type":"Point"}"#)]), "features[0].geometry: required member 'coordinates' is missing"),
            (Self.collection([Self.feature(Self.okPoint, properties: "[]")]), "features[0].properties: expected an object, found an array"),
            (Self.collection([#"{"type":"Feature","id":true,"properties":{},"geometry":null}"#]),
             "features[0].id: expected a string or a number, found true or false"),
            (Self.collection([Self.feature(#"{"type":"Point","coordinates":["14",50]}"#)]),
             "features[0].geometry.coordinates[0]: expected a number, found a string"),
            (Self.collection([Self.feature(#"{"type":"Point","coordinates":[14]}"#)]),
             "features[0].geometry.coordinates: a position needs a longitude and a latitude, found 1 number"),
            (Self.collection([Self.feature(#"{"type":"LineString","coordinates":[[14,50]]}"#)]),
             "features[0].geometry.coordinates: a line needs at least 2 positions, found 1"),
            (Self.collection([Self.feature(#"{"type":"MultiPolygon","coordinates":[[[[14,50],[15,50],[15,51],[14,50]]], 5]}"#)]),
             "features[0].geometry.coordinates[1]: expected an array, found a number"),
            (Self.collection([Self.feature(#"{"type":"GeometryCollection","geometries":[{"type":"Point","coordinates":[200,0]}]}"#)]),
             "features[0].geometry.geometries[0].coordinates: longitude 200 is out of range -180…180"),
            (#"{"type":"FeatureCollection","features":"none"}"#, "features: expected an array, found a string"),
        ]
        for (text, expected) in cases {
            #expect(failure(text) == expected)
        }
    }

    @Test func syntaxErrorsGiveTheLineAndColumn() {
        #expect(failure("{\n  \"type\": \"FeatureCollection\",\n  \"features\": [,]\n}") == "line 3, column 16: invalid JSON: unexpected ',', expected a value")
        #expect(failure("{\"type\": \"Point\", \"coordinates\": [1e400, 0]}").hasSuffix("invalid JSON: the number 1e400 is too large"))
        #expect(failure("") == "line 1, column 1: invalid JSON: unexpected end of the file, expected a value")
        #expect(failure(#"{"type":"Point","coordinates":[1,2]} x"#).contains("unexpected text after the JSON value"))
        // Deep nesting is an error, not a stack overflow.
        #expect(failure(String(repeating: "[", count: 100_000)).contains("nesting deeper than the depth limit of 512 levels"))
    }

    @Test func invalidUTF8IsReportedWithItsLine() {
        var data = Data("{\"type\":\"Feature\",\n\"properties\":{\"name\":\"".utf8)
        data.append(contentsOf: [0xC3, 0x28])   // an invalid 2-byte sequence
        data.append(contentsOf: Data("\"},\"geometry\":null}".utf8))
        #expect(throws: DataError(file: "bad.geojson", location: "line 2", message: "invalid UTF-8 near byte 41")) {
            try GeoJSONFeatureCollection.parse(data, file: "bad.geojson")
        }
    }

    @Test func propertyAccessorsNameThePath() throws {
        let c = try parse(Self.collection([Self.feature(Self.okPoint, properties: #"{"name":5,"n":"x","list":["a",2]}"#)]))
        let f = c.features[0]
        #expect(throws: DataError(file: Self.file, location: "features[0].properties.name", message: "expected a string, found a number (5)")) {
            try f.string("name", file: c.file)
        }
        #expect(throws: DataError(file: Self.file, location: "features[0].properties.capital", message: "expected a string, but it is missing")) {
            try f.string("capital", file: c.file)
        }
        #expect(try f.optionalString("capital", file: c.file) == nil)
        #expect(throws: DataError(file: Self.file, location: "features[0].properties.n", message: "expected a number, found a string (\"x\")")) {
            try f.number("n", file: c.file)
        }
        #expect(throws: DataError(file: Self.file, location: "features[0].properties.list[1]", message: "expected a string, found a number")) {
            try f.strings("list", file: c.file)
        }
        #expect(try f.int("name", file: c.file) == 5)
    }

    @Test func writesAndReadsBackWithRoundedCoordinates() throws {
        let original = GeoJSONFeatureCollection(features: [
            GeoJSONFeature(id: "CZ-10", geometry: .polygon([[Coordinate(50.123456789, 14.987654321), Coordinate(50.2, 14.9),
                                                              Coordinate(50.2, 15.0), Coordinate(50.123456789, 14.987654321)]]),
                           properties: ["name": "Hlavní město \"Praha\"\n", "population": 1_357_326, "area": 496.2, "tags": ["a", nil, true]],
                           index: 0),
            GeoJSONFeature(geometry: nil, index: 1),
        ])
        for pretty in [false, true] {
            let data = original.encoded(pretty: pretty, decimals: 6)
            let text = String(decoding: data, as: UTF8.self)
            #expect(text.contains("\"population\"") && text.contains("1357326"))
            #expect(text.contains("14.987654") && !text.contains("14.9876543"))
            #expect(text.contains("\n") == pretty)
            let back = try GeoJSONFeatureCollection.parse(data, file: "out.geojson")
            #expect(back.features.count == 2)
            #expect(back.features[0].id == "CZ-10")
            #expect(back.features[0].properties == original.features[0].properties)
            #expect(back.features[0].geometry == .polygon([[Coordinate(50.123457, 14.987654), Coordinate(50.2, 14.9),
                                                            Coordinate(50.2, 15), Coordinate(50.123457, 14.987654)]]))
            #expect(back.features[1].geometry == nil)
        }
        #expect(String(decoding: GeoJSONGeometry.point(Coordinate(50, 14)).encoded(), as: UTF8.self) == #"{"type":"Point","coordinates":[14,50]}"#)
    }

    @Test func randomCollectionsRoundTripExactlyAtFullPrecision() throws {
        var rng = SeededRandom(seed: 7)
        for _ in 0..<50 {
            var features: [GeoJSONFeature] = []
            for i in 0..<Int.random(in: 1...5, using: &rng) {
                let lat = Double.random(in: -80...80, using: &rng), lon = Double.random(in: -170...170, using: &rng)
                let r = Double.random(in: 0.001...5, using: &rng)
                let ring = square(lat, lon, r).map { Coordinate(($0.latitude * 1e7).rounded() / 1e7, ($0.longitude * 1e7).rounded() / 1e7) }
                features.append(GeoJSONFeature(id: "f\(i)", geometry: .polygon([ring]),
                                               properties: ["v": .number(Double(Int.random(in: -1000...1000, using: &rng)) / 8)], index: i))
            }
            let c = GeoJSONFeatureCollection(features: features)
            let back = try GeoJSONFeatureCollection.parse(c.encoded(pretty: Bool.random(using: &rng), decimals: 7), file: "x")
            #expect(back.features.map(\.geometry) == features.map(\.geometry))
            #expect(back.features.map(\.properties) == features.map(\.properties))
        }
    }

    @Test(.enabled(if: SharedData.exists("cz-castles.geojson"), "../shared/data/cz-castles.geojson is absent"))
    func readsTheSharedPointFiles() throws {
        let castles = try GeoJSONFeatureCollection.read(from: SharedData.url("cz-castles.geojson"), displayName: "cz-castles.geojson")
        #expect(castles.features.count == 2235)
        #expect(castles.features.allSatisfy { if case .point = $0.geometry { return true }; return false })
        #expect(castles.features.contains { (try? $0.string("name", file: castles.file)) == "Karlštejn" })
        if SharedData.exists("ne-rivers-cz.geojson") {
            let rivers = try GeoJSONFeatureCollection.read(from: SharedData.url("ne-rivers-cz.geojson"))
            #expect(rivers.features.count == 21)
            let context = GeometryContext()
            let lines = try rivers.features.map { try Geometry(geoJSON: $0.geometry!, context: context) }
            #expect(try lines.allSatisfy { try !$0.lines.isEmpty && $0.lengthKm > 0 })
        }
    }
}

@Suite struct GeoJSONWindingTests {
    @Test func rewindsExteriorsCounterClockwiseAndHolesClockwise() {
        let cw = square(50, 14, 1, clockwise: true), ccw = square(50, 14, 0.5)
        let g = GeoJSONGeometry.multiPolygon([[cw, ccw]]).rewoundForRFC7946()
        guard case .multiPolygon(let ps) = g else { Issue.record("type changed"); return }
        #expect(GeoJSONGeometry.signedArea2(ps[0][0]) > 0)
        #expect(GeoJSONGeometry.signedArea2(ps[0][1]) < 0)
        #expect(Set(ps[0][0]) == Set(cw), "same positions")
        let good = GeoJSONGeometry.polygon([square(50, 14, 1), square(50, 14, 0.5, clockwise: true)])
        #expect(good.rewoundForRFC7946() == good)
        #expect(GeoJSONGeometry.point(Coordinate(1, 2)).rewoundForRFC7946() == .point(Coordinate(1, 2)))
    }
}
