import Foundation
import Testing
@testable import RegioCore

/// `JSONWriter` writes what `JSONEncoder` (sorted keys) writes, as values:
/// escapes, Unicode, numbers of every kind, nesting.
@Suite struct JSONWriterTests {
    static let values: [JSONValue] = [
        .null, .bool(true), .bool(false), .number(0), .number(-3), .number(42), .number(14.18793), .number(-0.5),
        .number(1e-7), .number(1.5e20), .number(9_007_199_254_740_994), .string(""), .string("Karlštejn"),
        .string("quote \" backslash \\ slash / newline \n tab \t nul \u{0} bell \u{7} esc \u{1B}"),
        .string("<img src=x onerror=alert(1)>"), .string("日本語 🏰"),
        .array([]), .array([.number(1), .string("a"), .null]),
        .object([:]), .object(["b": .number(2), "a": .object(["z": .array([.bool(false)]), "y": .string("ý")])]),
    ]

    @Test(arguments: values)
    func writesWhatJSONEncoderWrites(_ value: JSONValue) throws {
        var writer = JSONWriter()
        writer.write(value)
        let written = Data(writer.bytes)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let decoded = try JSONDecoder().decode(JSONValue.self, from: written)
        #expect(decoded == value, "\(String(decoding: written, as: UTF8.self))")
        #expect(try JSONDecoder().decode(JSONValue.self, from: encoder.encode(value)) == decoded)
    }

    @Test func keysAreSortedAndNumbersHaveNoNeedlessFraction() {
        var writer = JSONWriter()
        writer.write(.object(["name": .string("Brno"), "count": .number(3), "area": .number(230.22)]))
        #expect(String(decoding: writer.bytes, as: UTF8.self) == #"{"area":230.22,"count":3,"name":"Brno"}"#)
    }

    @Test func controlCharactersAreEscapedAndNonFiniteNumbersAreNull() {
        var writer = JSONWriter()
        writer.write(.array([.string("a\u{1}b"), .number(.nan), .number(.infinity)]))
        #expect(String(decoding: writer.bytes, as: UTF8.self) == #"["a\u0001b",null,null]"#)
    }
}
