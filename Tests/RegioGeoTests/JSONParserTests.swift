import Foundation
import Testing
@testable import RegioGeo

@Suite struct JSONParserTests {
    func parse(_ s: String) throws -> JSONValue { try JSONParser.parse(Data(s.utf8), file: "t.json") }

    @Test func parsesEveryKindOfValue() throws {
        let v = try parse(#" {"a": [1, -2.5, 3e2, 0, -0, 1E-2, 123456789012345678], "b": {"c": null}, "d": true, "e": false, "s": "x"} "#)
        #expect(v["a"] == [1, -2.5, 300, 0, 0, 0.01, 123456789012345678])
        #expect(v["b"]?["c"] == .null)
        #expect(v["d"] == true && v["e"] == false)
        #expect(v["s"]?.stringValue == "x")
        #expect(v["a"]?[6]?.intValue == nil, "beyond 2^53 is not an exact Int")
        #expect(v["a"]?[0]?.intValue == 1)
    }

    @Test func decimalNumbersRoundAsSwiftDoes() throws {
        // The fast path (up to 15 digits, no exponent) must give the Double
        // that Swift's own (correctly rounding) conversion gives.
        var rng = SystemRandomNumberGenerator()
        var texts = ["0.1", "-0.0", "48.86752", "-179.99999999999", "0.000000000000001", "999999999999999", "1.7976931348623157",
                     "12345678901234.5", "9007199254740993", "0.30000000000000004"]
        for _ in 0..<20_000 {
            let whole = String(UInt64.random(in: 0...999_999, using: &rng))
            let fraction = String(UInt64.random(in: 0...999_999_999, using: &rng))
            texts.append((Bool.random(using: &rng) ? "-" : "") + whole + "." + fraction)
        }
        for text in texts {
            let parsed = try parse(text).doubleValue
            #expect(parsed?.bitPattern == Double(text)?.bitPattern, "\(text)")
        }
    }

    @Test func invalidUTF8IsFoundWithoutDecodingTheFile() throws {
        var rng = SystemRandomNumberGenerator()
        let pieces: [[UInt8]] = [Array("ab".utf8), Array("ň".utf8), Array("€".utf8), Array("🏰".utf8), [0x80], [0xC0, 0xAF],
                                 [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xF0, 0x9F], [0xFF], [0xC3]]
        for _ in 0..<20_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...6, using: &rng) {
                bytes += Int.random(in: 0..<3, using: &rng) == 0 ? pieces.randomElement(using: &rng)! : Array("0123456789abcdef".utf8)
            }
            #expect(UTF8Validation.isValid(bytes) == (String(validating: bytes, as: UTF8.self) != nil), "\(bytes)")
        }
        do {
            _ = try JSONParser.parse(Data("{\n\"a\": \"b".utf8 + [0xC3, 0x28] + Array("\"}".utf8)), file: "t.json")
            Issue.record("invalid UTF-8 must be an error")
        } catch let error as DataError {
            #expect(error.file == "t.json" && error.location == "line 2")
        }
    }

    @Test func decodesEscapesAndUnicode() throws {
        #expect(try parse(#""a\"b\\c\/d\n\t\r\b\f""#) == .string("a\"b\\c/d\n\t\r\u{8}\u{C}"))
        #expect(try parse(#""Plze\u0148 \ud83c\udff0""#) == .string("Plzeň 🏰"))
        #expect(try parse(#""Plzeň""#) == .string("Plzeň"))
        #expect(throws: DataError.self) { try parse(#""\ud83c""#) }
        #expect(throws: DataError.self) { try parse(#""\udff0""#) }
        #expect(throws: DataError.self) { try parse(#""\x""#) }
        #expect(throws: DataError.self) { try parse("\"a\u{1}b\"") }
        #expect(throws: DataError.self) { try parse(#""abc"#) }
    }

    @Test func aDuplicateMemberNameIsAnErrorWithItsPosition() throws {
        do {
            _ = try parse("{\"id\": 1,\n  \"name\": \"a\", \"id\": 2}")
            Issue.record("a duplicate key must be an error")
        } catch let error as DataError {
            #expect(error.location == "line 2, column 16")
            #expect(error.message == "invalid JSON: the member name \"id\" appears twice in one object")
        }
        // The same name in different objects is fine; escapes are compared decoded.
        #expect(try parse(#"[{"a": 1}, {"a": 2}]"#)[1]?["a"] == 2)
        #expect(throws: DataError.self) { try parse(#"{"a": 1, "\u0061": 2}"#) }
    }

    @Test func rejectsWhatJSONDoesNotAllow() {
        for bad in ["01", "-", "1.", ".5", "1e", "+1", "tru", "nul", "[1,]", "{\"a\":1,}", "{a:1}", "{\"a\" 1}", "[1 2]", "NaN", "Infinity", "'x'"] {
            #expect(throws: DataError.self, "\(bad)") { try parse(bad) }
        }
    }

    @Test func agreesWithJSONDecoderOnAnEncodedValue() throws {
        let value: JSONValue = ["name": "Hradec Králové", "n": 12.25, "list": [nil, true, ["deep": [1, 2]]]]
        let data = try JSONEncoder().encode(value)
        #expect(try JSONParser.parse(data, file: "x") == value)
        #expect(try JSONDecoder().decode(JSONValue.self, from: data) == value)
    }
}

/// Arrays over 1 MB at the top two levels (a FeatureCollection's features) are
/// parsed on all cores; the result and every error are those of parsing in order.
@Suite struct LargeArrayParsingTests {
    /// A FeatureCollection of `count` features, one per line (line n + 3 holds feature n).
    static func collection(_ count: Int, feature: (Int) -> String = { n in
        #"{"type":"Feature","properties":{"id":\#(n),"name":"place \#(n)","s":"a,]}\"["},"geometry":{"type":"Point","coordinates":[\#(Double(n % 359) - 179.5),\#(Double(n % 170) / 2)]}}"#
    }) -> String {
        "{\"type\": \"FeatureCollection\",\n\"features\": [\n" + (0..<count).map(feature).joined(separator: ",\n") + "\n]}"
    }

    @Test func aLargeArrayParsesAsInOrder() throws {
        let text = Self.collection(20_000)
        #expect(text.utf8.count > 2 << 20)
        let features = try #require(try JSONParser.parse(Data(text.utf8), file: "big.json")["features"]?.arrayValue)
        #expect(features.count == 20_000)
        for n in [0, 1, 4_999, 10_000, 19_999] {
            #expect(features[n]["properties"]?["id"]?.intValue == n)
            #expect(features[n]["properties"]?["s"]?.stringValue == "a,]}\"[", "brackets and commas in strings")
        }
        let decoded = try GeoJSONFeatureCollection.parse(Data(text.utf8), file: "big.json")
        #expect(decoded.features.map(\.index) == Array(0..<20_000))
        #expect(decoded.features[12_345].geometry == .point(Coordinate(latitude: Double(12_345 % 170) / 2, longitude: Double(12_345 % 359) - 179.5)))
    }

    @Test(arguments: [
        // (the broken feature, its text, the error's location, a part of its message)
        (3, #"{"a": 1, "a": 2}"#, "line 6, column 10", "appears twice"),
        (15_000, #"{"type": "Feature", "properties": {"x": tru}}"#, "line 15003, column 41", "expected a value"),
        (19_999, #"{"id": 1"#, "line 20003, column 1", "expected ',' or '}'"),
    ])
    func anErrorInALargeArrayIsReportedWhereItIs(index: Int, broken: String, location: String, message: String) throws {
        let text = Self.collection(20_000) { n in
            n == index ? broken : #"{"type":"Feature","properties":{"id":\#(n),"padding":"\#(String(repeating: "x", count: 80))"},"geometry":null}"#
        }
        #expect(text.utf8.count > 1 << 20)
        do {
            _ = try JSONParser.parse(Data(text.utf8), file: "big.json")
            Issue.record("feature \(index) is broken")
        } catch let error as DataError {
            #expect(error.location == location, "\(error)")
            #expect(error.message.contains(message), "\(error)")
        }
    }

    @Test func theFirstBadFeatureOfALargeCollectionIsReported() throws {
        let text = Self.collection(20_000) { n in
            let latitude = n == 7_000 || n == 17_000 ? 95.0 : 45.0
            return #"{"type":"Feature","properties":{"id":\#(n)},"geometry":{"type":"Point","coordinates":[10,\#(latitude)]}}"#
        }
        do {
            _ = try GeoJSONFeatureCollection.parse(Data(text.utf8), file: "big.geojson")
            Issue.record("features 7000 and 17000 are out of range")
        } catch let error as DataError {
            #expect(error.location == "features[7000].geometry.coordinates", "\(error)")
            #expect(error.message.contains("latitude 95"), "\(error)")
        }
    }
}
