import Foundation

/// Any JSON value, for the free-form `properties` of GeoJSON features and
/// other loosely typed inputs.
public enum JSONValue: Hashable, Sendable, Codable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    public init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null }
        else if let b = try? c.decode(Bool.self) { self = .bool(b) }
        else if let d = try? c.decode(Double.self) { self = .number(d) }
        else if let s = try? c.decode(String.self) { self = .string(s) }
        else if let a = try? c.decode([JSONValue].self) { self = .array(a) }
        else if let o = try? c.decode([String: JSONValue].self) { self = .object(o) }
        else {
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "not a JSON value")
        }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .null: try c.encodeNil()
        case .bool(let b): try c.encode(b)
        case .number(let d): try c.encode(d)
        case .string(let s): try c.encode(s)
        case .array(let a): try c.encode(a)
        case .object(let o): try c.encode(o)
        }
    }

    /// A string, or a number written without a needless ".0" (ids such as 3067696).
    public var text: String? {
        switch self {
        case .string(let s): return s
        case .number(let d):
            if d.isFinite, d == d.rounded(), abs(d) < 1e15 { return String(Int64(d)) }
            return String(d)
        case .bool(let b): return b ? "true" : "false"
        default: return nil
        }
    }

    /// A number, or a string holding one (decimal point or comma).
    public var number: Double? {
        switch self {
        case .number(let d): return d
        case .string(let s): return NumberText.parse(s)
        default: return nil
        }
    }

    /// A JSON number only (no strings).
    public var jsonNumber: Double? {
        if case .number(let d) = self { return d }
        return nil
    }

    public var bool: Bool? {
        switch self {
        case .bool(let b): return b
        case .string(let s): return ["true", "yes", "1"].contains(s.lowercased()) ? true : (["false", "no", "0"].contains(s.lowercased()) ? false : nil)
        case .number(let d): return d != 0
        default: return nil
        }
    }

    /// What kind of value this is, for error messages.
    public var kindName: String {
        switch self {
        case .null: return "null"
        case .bool: return "true or false"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// Parses numbers as people write them in data files.
enum NumberText {
    /// "50.0875", " 14.42 ", "50,0875" (decimal comma); nil for anything else,
    /// including "nan" and "inf".
    static func parse(_ text: String) -> Double? {
        var s = text.trimmingCharacters(in: .whitespaces)
        if s.contains(","), !s.contains("."), s.filter({ $0 == "," }).count == 1 {
            s = s.replacingOccurrences(of: ",", with: ".")
        }
        guard !s.isEmpty, s.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }),
              let d = Double(s), d.isFinite else { return nil }
        return d
    }
}
