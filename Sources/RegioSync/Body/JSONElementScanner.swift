import Foundation

/// Finds the exact bytes of array elements and object members in a JSON text
/// that has already been validated, so each item is kept as the server sent
/// it (key order, number spelling) instead of being re-encoded.
///
/// Every loop advances by at least one byte and stops at the end of the
/// input, so even an invalid text cannot make it hang or crash.
struct JSONElementScanner {
    private let bytes: [UInt8]

    init(_ data: Data) { bytes = [UInt8](data) }

    /// The byte range `range` of the text, as `Data`.
    func data(_ range: Range<Int>) -> Data { Data(bytes[range]) }

    /// The first byte of the top-level value (after a UTF-8 byte order mark and white space).
    var topLevelStart: Int {
        var i = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { i = 3 }
        return skipSpace(i)
    }

    /// The elements of the array that starts at `start` (its `[`).
    func elements(ofArrayAt start: Int) -> [Range<Int>] {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "[") else { return [] }
        var ranges: [Range<Int>] = []
        var i = skipSpace(start + 1)
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") { return [] }
        while i < bytes.count {
            let end = valueEnd(from: i)
            ranges.append(i..<end)
            i = skipSpace(end)
            guard i < bytes.count, bytes[i] == UInt8(ascii: ",") else { break }
            i = skipSpace(i + 1)
        }
        return ranges
    }

    /// The members of the object that starts at `start` (its `{`): decoded key and value range.
    func members(ofObjectAt start: Int) -> [(key: String, value: Range<Int>)] {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "{") else { return [] }
        var members: [(key: String, value: Range<Int>)] = []
        var i = skipSpace(start + 1)
        while i < bytes.count, bytes[i] == UInt8(ascii: "\"") {
            let keyEnd = valueEnd(from: i)
            let key = string(i..<keyEnd)
            i = skipSpace(keyEnd)
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { break }
            i = skipSpace(i + 1)
            let end = valueEnd(from: i)
            members.append((key, i..<end))
            i = skipSpace(end)
            guard i < bytes.count, bytes[i] == UInt8(ascii: ",") else { break }
            i = skipSpace(i + 1)
        }
        return members
    }

    /// The string literal in `range` (with its quotes), unescaped.
    private func string(_ range: Range<Int>) -> String {
        guard range.count >= 2 else { return "" }
        let inner = bytes[(range.lowerBound + 1)..<(range.upperBound - 1)]
        if !inner.contains(UInt8(ascii: "\\")) { return String(decoding: inner, as: UTF8.self) }
        let decoded = try? JSONSerialization.jsonObject(with: data(range), options: [.fragmentsAllowed])
        return decoded as? String ?? String(decoding: inner, as: UTF8.self)
    }

    private func skipSpace(_ start: Int) -> Int {
        var i = start
        while i < bytes.count {
            switch bytes[i] {
            case 0x20, 0x09, 0x0A, 0x0D: i += 1
            default: return i
            }
        }
        return i
    }

    /// The index just past the value that starts at `start`.
    private func valueEnd(from start: Int) -> Int {
        guard start < bytes.count else { return bytes.count }
        switch bytes[start] {
        case UInt8(ascii: "\""):
            return stringEnd(from: start)
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            var depth = 0
            var i = start
            while i < bytes.count {
                switch bytes[i] {
                case UInt8(ascii: "\""):
                    i = stringEnd(from: i)
                    continue
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    depth += 1
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth -= 1
                    if depth == 0 { return i + 1 }
                default:
                    break
                }
                i += 1
            }
            return bytes.count
        default:  // number, true, false, null
            var i = start
            while i < bytes.count {
                switch bytes[i] {
                case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), 0x20, 0x09, 0x0A, 0x0D: return i
                default: i += 1
                }
            }
            return i
        }
    }

    /// The index just past the closing quote of the string that starts at `start`.
    private func stringEnd(from start: Int) -> Int {
        var i = start + 1
        while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: "\\"): i += 2
            case UInt8(ascii: "\""): return i + 1
            default: i += 1
            }
        }
        return bytes.count
    }
}
