import Foundation

/// A value put into a text: a string as it is, or a number written as the
/// language writes it (`2.5` in English, `2,5` in Czech; thousands grouped
/// `12,345` and `12 345`). A number also picks plural forms (`{n|quiz|quizzes}`).
public enum TextValue: Hashable, Sendable {
    case text(String)
    case integer(Int)
    /// A decimal shown with at most `decimals` digits after the point, trailing zeros dropped.
    case decimal(Double, decimals: Int)
    /// A whole or decimal number shown with thousands grouped and exactly `decimals` decimals.
    case grouped(Double, decimals: Int)
    /// Another text, rendered in the same language.
    indirect case message(Message)

    /// The number the value stands for as CLDR's plural rules see it, with as
    /// many fraction digits as it shows ("2,50" has two); a text that is a
    /// number counts as one ("1,5" too).
    var pluralOperands: PluralOperands? {
        switch self {
        case .integer(let n): return PluralOperands(String(n.magnitude))
        case .decimal(let v, let decimals): return PluralOperands(NumberText.decimal(abs(v), decimals: decimals, format: .plain))
        case .grouped(let v, let decimals): return PluralOperands(NumberText.grouped(abs(v), decimals: decimals, format: .plain))
        case .message: return nil
        case .text(let s):
            let digits = s.replacingOccurrences(of: ",", with: ".").filter { !$0.isWhitespace && $0 != "\u{00A0}" }
            return PluralOperands(digits.hasPrefix("-") ? String(digits.dropFirst()) : digits)
        }
    }

    /// The value as `language` writes it.
    public func rendered(in language: Language) -> String {
        switch self {
        case .text(let s): return s
        case .integer(let n): return String(n)
        case .decimal(let v, let decimals): return NumberText.decimal(v, decimals: decimals, language: language)
        case .grouped(let v, let decimals): return NumberText.grouped(v, decimals: decimals, language: language)
        case .message(let m): return m.text(in: language)
        }
    }
}

/// Anything that can be put into a text: strings, integers, doubles.
public protocol TextArgument: Sendable {
    var textValue: TextValue { get }
}

extension String: TextArgument { public var textValue: TextValue { .text(self) } }
extension Substring: TextArgument { public var textValue: TextValue { .text(String(self)) } }
extension Int: TextArgument { public var textValue: TextValue { .integer(self) } }
extension Double: TextArgument { public var textValue: TextValue { .decimal(self, decimals: 2) } }
extension TextValue: TextArgument { public var textValue: TextValue { self } }

/// Numbers as people read them in each language.
public enum NumberText {
    /// At most `decimals` decimals, trailing zeros dropped: 2 → "2", 2.5 → "2.5" (cs "2,5"), 0.666… → "0.67".
    public static func decimal(_ value: Double, decimals: Int = 2, language: Language) -> String {
        decimal(value, decimals: decimals, format: TextCatalogues.shared.format(of: language))
    }

    /// At most `decimals` decimals in `format`'s way.
    static func decimal(_ value: Double, decimals: Int, format: NumberFormat) -> String {
        guard value.isFinite else { return String(value) }
        var s: String
        if value == value.rounded() && abs(value) < 1e15 {
            s = String(Int(value))
        } else {
            s = String(format: "%.\(max(0, decimals))f", value)
            if s.contains(".") {
                while s.hasSuffix("0") { s.removeLast() }
                if s.hasSuffix(".") { s.removeLast() }
            }
            if s == "-0" { s = "0" }
        }
        return format.decimalSeparator == "." ? s : s.replacingOccurrences(of: ".", with: format.decimalSeparator)
    }

    /// A number as data files and messages write it: a whole number without
    /// ".0", any other in Swift's shortest form that reads back the same.
    /// With `decimals`, rounded to at most that many decimals first. Never
    /// traps, whatever the value (the one rule for "a number without .0").
    ///
    /// ```swift
    /// NumberText.plain(2)                   // "2"
    /// NumberText.plain(2.5)                 // "2.5"
    /// NumberText.plain(0.666, decimals: 2)  // "0.67"
    /// NumberText.plain(1e300)               // "1e+300"
    /// NumberText.plain(.nan)                // "nan"
    /// ```
    public static func plain(_ value: Double, decimals: Int? = nil) -> String {
        var v = value
        if let decimals, v.isFinite {
            let scale = pow(10, Double(min(max(decimals, 0), 15)))
            let rounded = (v * scale).rounded() / scale
            if rounded.isFinite { v = rounded }
        }
        // Whole numbers up to 2⁵³ (where every integer is still exact) as digits.
        if let whole = Int64(exactly: v), whole.magnitude <= 1 << 53 { return String(whole) }
        return String(v)
    }

    /// Thousands grouped and exactly `decimals` decimals: 12345.6 → "12,345.6" (en), "12 345,6" (cs, a no-break space).
    public static func grouped(_ value: Double, decimals: Int, language: Language) -> String {
        grouped(value, decimals: decimals, format: TextCatalogues.shared.format(of: language))
    }

    /// Thousands grouped and exactly `decimals` decimals in `format`'s way.
    static func grouped(_ value: Double, decimals: Int, format: NumberFormat) -> String {
        guard value.isFinite else { return String(value) }
        let s = String(format: "%.\(max(0, decimals))f", value)
        let parts = s.split(separator: ".", maxSplits: 1)
        var whole = String(parts[0])
        let negative = whole.hasPrefix("-")
        if negative { whole.removeFirst() }
        var grouped = ""
        for (i, ch) in whole.reversed().enumerated() {
            if i > 0 && i % 3 == 0 { grouped += format.groupSeparator }
            grouped.append(ch)
        }
        let result = (negative ? "-" : "") + String(grouped.reversed())
        guard parts.count > 1 else { return result }
        return result + format.decimalSeparator + parts[1]
    }
}
