import Foundation
/// The one parser per kind of user input: coordinates, boxes, categories,
/// region names, zooms and zoom ranges, bearings, view sizes and papers. The
/// CLI and the HTTP API read every value through these, so the same text is
/// accepted (and refused with the same message) everywhere.
///
/// Numbers are plain decimals: digits with an optional sign, point and
/// exponent (`-30`, `49.8`, `1e3`). `nan`, `inf`, hexadecimal (`0x10`) and
/// digit separators are refused, although Swift's `Double(_:)` would take some.
///
/// Each parser takes `parameter`, the name the user gave the value by
/// (`--bearing` on the command line, `bearing` in a query), and every
/// ``InputError`` starts with it.
public enum UserInput {
    /// A plain decimal number, or nil (see the type's documentation).
    public static func number(_ text: String) -> Double? {
        let t = text.trimmingCharacters(in: .whitespaces)
        guard !t.isEmpty, t.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }),
              t.first!.isNumber || "+-.".contains(t.first!), t.contains(where: \.isNumber) else { return nil }
        guard let value = Double(t), value.isFinite else { return nil }
        return value
    }

    /// A plain decimal number (see the type's documentation), with what it measures in the message.
    public static func decimal(_ text: String, parameter: String, unit: MeasureUnit) throws(InputError) -> Double {
        guard let value = number(text) else {
            throw InputError(parameter: parameter, Message(.inputNumber, ["parameter": parameter, "unit": Message(unit.key), "text": text]))
        }
        return value
    }

    /// A whole number in `range`.
    public static func integer(_ text: String, in range: ClosedRange<Int>, parameter: String) throws(InputError) -> Int {
        // Plain ASCII digits, the common case (a tile's z, x and y on every request), need no Foundation.
        if text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let n = Int(text), range.contains(n) { return n }
        let t = text.trimmingCharacters(in: .whitespaces)
        guard let n = Int(t), t.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "-" || $0 == "+") }), range.contains(n) else {
            throw InputError(parameter: parameter, Message(.inputInteger, ["parameter": parameter, "min": range.lowerBound, "max": range.upperBound, "text": text]))
        }
        return n
    }

    /// What a number measures, named in error messages.
    public enum MeasureUnit: Sendable {
        case km, dotsPerInch, degrees

        var key: EngineTextKey {
            switch self {
            case .km: return .unitKm
            case .dotsPerInch: return .unitDotsPerInch
            case .degrees: return .unitDegrees
            }
        }
    }
}
