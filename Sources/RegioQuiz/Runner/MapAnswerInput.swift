/// What a learner typed at a map question in a text interface: coordinates
/// (`49.18, 15.45`, `49.18 15.45`, `49.18; 15.45`), `skip`, `quit`, or a name
/// (a place or a region, which the front end looks up with the engine).
///
/// ```swift
/// MapAnswerInput.parse("49.18, 15.45")   // .point(latitude: 49.18, longitude: 15.45)
/// MapAnswerInput.parse("Telč")           // .name("Telč")
/// MapAnswerInput.parse("skip")           // .skip
/// ```
public enum MapAnswerInput: Hashable, Sendable {
    /// Two numbers: latitude, then longitude (any numbers; the session scores a point off the Earth as zero).
    case point(latitude: Double, longitude: Double)
    case name(String)
    case skip
    case quit
    case empty

    public static func parse(_ input: String) -> MapAnswerInput {
        let raw = input.trimmingCharacters(in: .whitespacesAndNewlines)
        if raw.isEmpty { return .empty }
        let folded = TextFolding.fold(raw)
        if AnswerInput.skipWords.contains(folded) { return .skip }
        if AnswerInput.quitWords.contains(folded) { return .quit }
        let parts = raw.split(whereSeparator: { $0 == "," || $0 == ";" || $0.isWhitespace })
        if parts.count == 2, let lat = number(parts[0]), let lon = number(parts[1]) {
            return .point(latitude: lat, longitude: lon)
        }
        return .name(raw)
    }

    /// A decimal number with a point (`49.18`, `-0.5`); words such as `nan` or `inf` are names, not numbers.
    static func number(_ s: Substring) -> Double? {
        guard s.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-" || $0 == "+") }) else { return nil }
        return Double(s)
    }
}
