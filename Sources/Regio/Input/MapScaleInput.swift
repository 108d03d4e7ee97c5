import RegioCore

extension UserInput {
    /// The scales a printed map is drawn at: 1:500 to 1:50,000,000.
    public static let mapScales = 500.0...50_000_000

    /// A map scale as its denominator, from `1:15000`, `1:15 000`, `1:15,000` or `15000`.
    public static func mapScale(_ text: String, parameter: String) throws(InputError) -> Double {
        var digits = text.trimmingCharacters(in: .whitespaces)
        if digits.hasPrefix("1:") { digits.removeFirst(2) }
        digits = digits.filter { $0 != " " && $0 != "\u{A0}" && $0 != "\u{202F}" && $0 != "," && $0 != "_" }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Double(digits), mapScales.contains(n) else {
            throw InputError(parameter: parameter, Message(.inputMapScale, ["parameter": .text(parameter), "text": .text(text),
                                                                            "min": .grouped(mapScales.lowerBound, decimals: 0),
                                                                            "max": .grouped(mapScales.upperBound, decimals: 0)]))
        }
        return n
    }
}
