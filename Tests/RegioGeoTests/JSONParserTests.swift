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
