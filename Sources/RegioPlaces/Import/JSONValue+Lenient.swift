import Foundation
import RegioGeo

/// Lenient readings of JSON values for importers of loosely typed files
/// (numbers written as strings, ids as numbers).
extension JSONValue {
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
