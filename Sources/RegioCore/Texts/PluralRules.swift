/// The CLDR plural categories a language's catalogue picks forms by.
public enum PluralCategory: String, Sendable, CaseIterable, Comparable {
    case zero, one, two, few, many, other

    public static func < (a: PluralCategory, b: PluralCategory) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// A number as a plural rule sees it: CLDR's operands of the number as written
/// (`1.50` has two visible fraction digits, `1.5` one).
///
/// ```swift
/// PluralOperands("1.50")  // n 1.5, i 1, v 2, f 50, t 5
/// ```
public struct PluralOperands: Sendable, Equatable {
    public var n: Double
    public var i: Double
    public var v: Double
    public var w: Double
    public var f: Double
    public var t: Double

    /// The operands of a number written with ASCII digits and an optional `.`
    /// and sign (`-2`, `1.50`); nil for anything else.
    public init?(_ written: String) {
        var digits = Substring(written)
        if digits.hasPrefix("-") || digits.hasPrefix("+") { digits = digits.dropFirst() }
        let parts = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, !whole.isEmpty, whole.allSatisfy(\.isASCIIDigitCharacter) else { return nil }
        let fraction = parts.count > 1 ? parts[1] : ""
        guard fraction.allSatisfy(\.isASCIIDigitCharacter) else { return nil }
        let trimmed = fraction.reversed().drop { $0 == "0" }.reversed()
        i = Double(whole) ?? 0
        v = Double(fraction.count)
        w = Double(trimmed.count)
        f = Double(fraction) ?? 0
        t = Double(String(trimmed)) ?? 0
        n = Double("\(whole).\(fraction.isEmpty ? "0" : String(fraction))") ?? i
    }

    /// The operands of a number as Swift writes it shortest (`2` for 2.0, `1.5`).
    public init(_ value: Double) {
        self = PluralOperands(NumberText.plain(abs(value))) ?? PluralOperands("0")!
    }

    func value(of operand: Character) -> Double? {
        switch operand {
        case "n": return n
        case "i": return i
        case "v": return v
        case "w": return w
        case "f": return f
        case "t": return t
        case "c", "e": return 0
        default: return nil
        }
    }
}

private extension Character {
    var isASCIIDigitCharacter: Bool { isASCII && isNumber }
}

/// A language's plural rules in CLDR's syntax, as a catalogue's header gives
/// them (`X-Plural-Rules`): each category with its condition, `other` for the rest.
///
/// ```swift
/// let czech = try PluralRules("one: i = 1 and v = 0; few: i = 2..4 and v = 0; many: v != 0")
/// czech.category(PluralOperands("3")!)    // .few   ("3 kvízy")
/// czech.category(PluralOperands("1.5")!)  // .many  ("1,5 bodu")
/// czech.category(PluralOperands("5")!)    // .other ("5 kvízů")
/// ```
public struct PluralRules: Sendable, Equatable {
    /// The rules' text as given.
    public let source: String
    let rules: [(PluralCategory, Condition)]

    /// English's rules, for a catalogue that gives none.
    public static let english = try! PluralRules("one: i = 1 and v = 0")

    /// The categories this language has, `other` last.
    public var categories: [PluralCategory] { rules.map(\.0) + [.other] }

    public static func == (a: PluralRules, b: PluralRules) -> Bool { a.source == b.source }

    /// Reads rules; throws a ``PluralRuleError`` naming what it could not read.
    public init(_ source: String) throws {
        self.source = source
        var rules: [(PluralCategory, Condition)] = []
        for part in source.split(separator: ";") where !part.allSatisfy(\.isWhitespace) {
            guard let colon = part.firstIndex(of: ":") else { throw PluralRuleError(rule: String(part), problem: "no ':' after the category") }
            let name = part[..<colon].trimmingCharacters(in: .whitespaces)
            guard let category = PluralCategory(rawValue: name), category != .other else {
                throw PluralRuleError(rule: String(part), problem: "'\(name)' is not a CLDR category (zero, one, two, few, many)")
            }
            var parser = ConditionParser(text: String(part[part.index(after: colon)...]))
            rules.append((category, try parser.parse()))
        }
        self.rules = rules
    }

    /// The category of a number with these operands.
    public func category(_ operands: PluralOperands) -> PluralCategory {
        rules.first { $0.1.holds(for: operands) }?.0 ?? .other
    }
}

/// A plural rule that could not be read.
public struct PluralRuleError: Error, Sendable, CustomStringConvertible {
    public let rule: String
    public let problem: String
    public var description: String { "the plural rule '\(rule.trimmingCharacters(in: .whitespaces))': \(problem)" }
}

/// `or` of `and`s of relations such as `i = 2..4`, `n % 10 != 1`, `v = 0`.
struct Condition: Sendable {
    struct Relation: Sendable {
        var operand: Character
        var modulus: Double?
        var negated: Bool
        var ranges: [ClosedRange<Double>]

        func holds(for operands: PluralOperands) -> Bool {
            guard var x = operands.value(of: operand) else { return false }
            if let modulus { x = x.truncatingRemainder(dividingBy: modulus) }
            let inside = ranges.contains { range in
                range.contains(x) && (operand != "n" || x == x.rounded() || range.lowerBound == range.upperBound)
            }
            return inside != negated
        }
    }
    var alternatives: [[Relation]]

    func holds(for operands: PluralOperands) -> Bool {
        alternatives.contains { $0.allSatisfy { $0.holds(for: operands) } }
    }
}

/// Reads CLDR's condition syntax (samples after `@` are ignored).
struct ConditionParser {
    var words: [String]
    var position = 0
    let text: String

    init(text: String) {
        self.text = text
        let rule = text.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        var spaced = ""
        var previous: Character = " "
        for ch in rule {
            switch ch {
            case "=", ",", "%":
                if ch == "=" && previous == "!" { spaced.removeLast(); spaced += " != " } else { spaced += " \(ch) " }
            case "!": spaced += " !"
            default: spaced.append(ch)
            }
            previous = ch
        }
        words = spaced.split(whereSeparator: \.isWhitespace).map(String.init)
    }

    mutating func parse() throws -> Condition {
        var alternatives: [[Condition.Relation]] = []
        var relations: [Condition.Relation] = []
        guard !words.isEmpty else { throw error("no condition") }
        while true {
            relations.append(try relation())
            guard position < words.count else { break }
            let joiner = words[position]; position += 1
            if joiner == "or" { alternatives.append(relations); relations = [] }
            else if joiner != "and" { throw error("'\(joiner)' where 'and' or 'or' was expected") }
        }
        alternatives.append(relations)
        return Condition(alternatives: alternatives)
    }

    mutating func relation() throws -> Condition.Relation {
        guard position < words.count, words[position].count == 1, let operand = words[position].first,
              PluralOperands("0")!.value(of: operand) != nil else {
            throw error("an operand (n, i, v, w, f, t) was expected")
        }
        position += 1
        var modulus: Double?
        if position < words.count, words[position] == "%" || words[position] == "mod" {
            position += 1
            modulus = try number()
        }
        guard position < words.count else { throw error("a relation (=, !=) was expected") }
        var negated: Bool
        switch words[position] {
        case "=", "is", "in", "within": negated = false
        case "!=": negated = true
        case "not": negated = true
        default: throw error("'\(words[position])' is not a relation (=, !=)")
        }
        position += 1
        if position < words.count, words[position] == "not" || words[position] == "in" {
            if words[position] == "not" { negated = true }
            position += 1
            if position < words.count, words[position] == "in" { position += 1 }
        }
        var ranges: [ClosedRange<Double>] = []
        repeat {
            if position < words.count, words[position] == "," { position += 1 }
            ranges.append(try range())
        } while position < words.count && words[position] == ","
        return Condition.Relation(operand: operand, modulus: modulus, negated: negated, ranges: ranges)
    }

    mutating func range() throws -> ClosedRange<Double> {
        guard position < words.count else { throw error("a number was expected") }
        let word = words[position]
        if let dots = word.range(of: "..") {
            position += 1
            guard let low = Double(word[..<dots.lowerBound]), let high = Double(word[dots.upperBound...]), low <= high else {
                throw error("'\(word)' is not a range like 2..4")
            }
            return low...high
        }
        let value = try number()
        return value...value
    }

    mutating func number() throws -> Double {
        guard position < words.count, let value = Double(words[position]), value >= 0 else {
            throw error("a number was expected\(position < words.count ? " at '\(words[position])'" : "")")
        }
        position += 1
        return value
    }

    func error(_ problem: String) -> PluralRuleError { PluralRuleError(rule: text, problem: problem) }
}
