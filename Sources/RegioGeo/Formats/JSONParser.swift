import Foundation
import RegioCore

/// A strict JSON parser (RFC 8259) producing ``JSONValue``s, about ten times
/// faster than decoding `JSONValue` through `JSONDecoder` and with syntax
/// errors that give the line and column. Nesting is limited to
/// ``maxDepth`` levels so that no input can exhaust the stack. A member name
/// that appears twice in one object is an error (which one would win is
/// undefined, so the file's meaning is unclear).
public enum JSONParser {
    public static let maxDepth = 512

    /// Parses UTF-8 JSON text; `file` names the source in errors.
    /// Invalid UTF-8 is reported with its line (``DataError/validateUTF8(_:file:)``).
    public static func parse(_ data: Data, file: String) throws -> JSONValue {
        try DataError.validateUTF8(data, file: file)
        return try data.withUnsafeBytes { raw in
            var p = Parser(bytes: raw.bindMemory(to: UInt8.self), file: file)
            p.skipSpace()
            let v = try p.value(depth: 0)
            p.skipSpace()
            if p.i < p.bytes.count { throw p.error("unexpected text after the JSON value") }
            return v
        }
    }
}

private struct Parser {
    let bytes: UnsafeBufferPointer<UInt8>
    let file: String
    var i = 0

    init(bytes: UnsafeBufferPointer<UInt8>, file: String) { self.bytes = bytes; self.file = file }

    func error(_ message: String, at offset: Int? = nil) -> DataError {
        let end = min(offset ?? i, bytes.count)
        var line = 1, column = 1
        for k in 0..<end {
            if bytes[k] == UInt8(ascii: "\n") { line += 1; column = 1 }
            else if bytes[k] & 0xC0 != 0x80 { column += 1 }
        }
        return DataError(file: file, location: "line \(line), column \(column)", message: "invalid JSON: \(message)")
    }

    var current: String {
        guard i < bytes.count else { return "the end of the file" }
        let b = bytes[i]
        if b >= 0x20 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        return String(format: "byte 0x%02X", b)
    }

    mutating func skipSpace() {
        while i < bytes.count {
            switch bytes[i] {
            case 0x20, 0x0A, 0x0D, 0x09: i += 1
            default: return
            }
        }
    }

    mutating func value(depth: Int) throws -> JSONValue {
        guard depth < JSONParser.maxDepth else { throw error("nesting deeper than the depth limit of \(JSONParser.maxDepth) levels") }
        guard i < bytes.count else { throw error("unexpected end of the file, expected a value") }
        switch bytes[i] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw error("unexpected \(current), expected a value")
        }
    }

    mutating func literal(_ word: StaticString) throws {
        let start = i
        let n = word.utf8CodeUnitCount
        guard i + n <= bytes.count else { throw error("unexpected \(current), expected a value", at: start) }
        for k in 0..<n where bytes[i + k] != word.utf8Start[k] {
            throw error("unexpected \(current), expected a value", at: start)
        }
        i += n
    }

    mutating func object(depth: Int) throws -> JSONValue {
        i += 1
        var members: [String: JSONValue] = [:]
        skipSpace()
        if i < bytes.count && bytes[i] == UInt8(ascii: "}") { i += 1; return .object(members) }
        while true {
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw error("unexpected \(current), expected a member name in quotes") }
            let keyStart = i
            let key = try string()
            if members[key] != nil {
                throw error("the member name \"\(key)\" appears twice in one object", at: keyStart)
            }
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw error("unexpected \(current), expected ':' after the member name") }
            i += 1
            skipSpace()
            members[key] = try value(depth: depth + 1)
            skipSpace()
            guard i < bytes.count else { throw error("unexpected end of the file, expected ',' or '}'") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "}") { i += 1; return .object(members) }
            throw error("unexpected \(current), expected ',' or '}'")
        }
    }

    mutating func array(depth: Int) throws -> JSONValue {
        if depth <= 1, let elements = parallelElements(depth: depth) { return .array(elements) }
        i += 1
        var elements: [JSONValue] = []
        skipSpace()
        if i < bytes.count && bytes[i] == UInt8(ascii: "]") { i += 1; return .array(elements) }
        while true {
            skipSpace()
            elements.append(try value(depth: depth + 1))
            skipSpace()
            guard i < bytes.count else { throw error("unexpected end of the file, expected ',' or ']'") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "]") { i += 1; return .array(elements) }
            throw error("unexpected \(current), expected ',' or ']'")
        }
    }

    // MARK: Large arrays on all cores

    /// The elements of a large array at the top two levels (a FeatureCollection's
    /// `features`), parsed in chunks on all cores; `i` is at its `[` and moves
    /// past its `]`. Nil (and `i` unchanged) for a small array or when a chunk
    /// fails: the sequential parse then gives the same result or error.
    mutating func parallelElements(depth: Int) -> [JSONValue]? {
        guard let (starts, end) = elementStarts(), end - i > Self.parallelArrayBytes else { return nil }
        let ranges = ChunkedWork.chunks(count: starts.count, minimumChunk: 512)
        guard ranges.count > 1 else { return nil }
        let this = self
        let elements = try? ChunkedWork.map(count: starts.count, minimumChunk: 512) { range -> [JSONValue] in
            var p = this
            p.i = starts[range.lowerBound]
            var out: [JSONValue] = []
            out.reserveCapacity(range.count)
            for e in range {
                guard p.i == starts[e] else { throw p.error("the element scan and the parser disagree") }
                p.skipSpace()
                out.append(try p.value(depth: depth + 1))
                p.skipSpace()
                let closing = e == starts.count - 1 ? UInt8(ascii: "]") : UInt8(ascii: ",")
                guard p.i < p.bytes.count, p.bytes[p.i] == closing else { throw p.error("expected ',' or ']'") }
                p.i += 1
            }
            return out
        }
        guard let elements else { return nil }
        i = end + 1
        return elements
    }

    /// Arrays longer than this (bytes) are parsed on all cores.
    static let parallelArrayBytes = 1 << 20

    /// Where each element of the array at `i` starts (after the `[` or a
    /// comma of the array's own level) and where its `]` is, found by a scan
    /// that follows only strings and brackets; nil when the array has no
    /// elements or the scan finds no end.
    func elementStarts() -> (starts: [Int], end: Int)? {
        var k = i + 1
        var level = 0
        var starts = [k]
        while k < bytes.count {
            switch bytes[k] {
            case UInt8(ascii: "\""):
                k += 1
                while k < bytes.count, bytes[k] != UInt8(ascii: "\"") {
                    k += bytes[k] == UInt8(ascii: "\\") ? 2 : 1
                }
            case UInt8(ascii: "["), UInt8(ascii: "{"): level += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                if level == 0 { return bytes[k] == UInt8(ascii: "]") && starts.count > 1 ? (starts, k) : nil }
                level -= 1
            case UInt8(ascii: ","): if level == 0 { starts.append(k + 1) }
            default: break
            }
            k += 1
        }
        return nil
    }

    mutating func string() throws -> String {
        let start = i
        i += 1
        let from = i
        // Fast path: no escapes.
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
                let s = String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<i]), as: UTF8.self)
                i += 1
                return s
            }
            if b == UInt8(ascii: "\\") { break }
            if b < 0x20 { throw error("control character in a string (escape it)") }
            i += 1
        }
        guard i < bytes.count else { throw error("unterminated string", at: start) }
        var out = Array(UnsafeBufferPointer(rebasing: bytes[from..<i]))
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
                i += 1
                return String(decoding: out, as: UTF8.self)
            }
            if b < 0x20 { throw error("control character in a string (escape it)") }
            if b != UInt8(ascii: "\\") { out.append(b); i += 1; continue }
            i += 1
            guard i < bytes.count else { break }
            let e = bytes[i]
            i += 1
            switch e {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try hex4()
                if (0xD800..<0xDC00).contains(scalar) {
                    // A high surrogate must be followed by \u and a low surrogate.
                    guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
                        throw error("lone UTF-16 surrogate in a \\u escape")
                    }
                    i += 2
                    let low = try hex4()
                    guard (0xDC00..<0xE000).contains(low) else { throw error("invalid UTF-16 surrogate pair in a \\u escape") }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00..<0xE000).contains(scalar) {
                    throw error("lone UTF-16 surrogate in a \\u escape")
                }
                guard let u = Unicode.Scalar(scalar) else { throw error("invalid \\u escape") }
                out.append(contentsOf: Array(String(Character(u)).utf8))
            default:
                throw error("invalid escape '\\\(Character(Unicode.Scalar(e)))' in a string", at: i - 2)
            }
        }
        throw error("unterminated string", at: start)
    }

    mutating func hex4() throws -> UInt32 {
        guard i + 4 <= bytes.count else { throw error("incomplete \\u escape") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[i]
            let d: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(b - UInt8(ascii: "A") + 10)
            default: throw error("invalid hex digit in a \\u escape")
            }
            v = v << 4 | d
            i += 1
        }
        return v
    }

    /// 10⁰ … 10¹⁵, each exact as a Double.
    static let powersOfTen: [Double] = (0...15).map { n in (0..<n).reduce(1.0) { v, _ in v * 10 } }

    mutating func number() throws -> Double {
        let start = i
        func digits() -> Int {
            let s = i
            while i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") { i += 1 }
            return i - s
        }
        if bytes[i] == UInt8(ascii: "-") { i += 1 }
        guard i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") else {
            throw error("invalid number: a digit must follow '-'")
        }
        if bytes[i] == UInt8(ascii: "0") {
            i += 1
            if i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") {
                throw error("invalid number: leading zeros are not allowed", at: start)
            }
        } else {
            _ = digits()
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard digits() > 0 else { throw error("invalid number: a digit must follow '.'") }
        }
        var hasExponent = false
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard digits() > 0 else { throw error("invalid number: a digit must follow the exponent") }
            hasExponent = true
        }
        let text = UnsafeBufferPointer(rebasing: bytes[start..<i])
        if !hasExponent && text.count <= 17 {
            // Up to 15 digits, an integer or a decimal fraction such as a
            // coordinate: the digits are exact as a Double, and so is the power
            // of ten, so one division rounds correctly (Clinger's fast path).
            var mantissa = 0.0, digitCount = 0, fractionDigits = 0
            var negative = false, inFraction = false
            for b in text {
                switch b {
                case UInt8(ascii: "-"): negative = true
                case UInt8(ascii: "."): inFraction = true
                default:
                    mantissa = mantissa * 10 + Double(b - UInt8(ascii: "0"))
                    digitCount += 1
                    if inFraction { fractionDigits += 1 }
                }
            }
            if digitCount <= 15 {
                let v = fractionDigits == 0 ? mantissa : mantissa / Self.powersOfTen[fractionDigits]
                return negative ? -v : v
            }
        }
        guard let d = Double(String(decoding: text, as: UTF8.self)), d.isFinite else {
            throw error("the number \(String(decoding: text, as: UTF8.self)) is too large", at: start)
        }
        return d
    }
}
