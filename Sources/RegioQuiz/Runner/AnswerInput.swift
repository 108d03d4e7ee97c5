import Foundation

/// What a learner typed at a question, for a text interface: an option number
/// (1-based), several numbers for a multiple-response question (`1 3` or
/// `1,3`), the start of an option's text (case and diacritics ignored:
/// "ceske" matches "České Budějovice"), `skip` or `quit`.
///
/// ```swift
/// AnswerInput.parse("2", options: ["Brno", "Zlín", "Jihlava"])      // .option(1)
/// AnswerInput.parse("zl", options: ["Brno", "Zlín", "Jihlava"])     // .option(1)
/// AnswerInput.parse("j", options: ["Jihlava", "Jeseník", "Brno"])   // .ambiguous([0, 1])
/// AnswerInput.parse("1, 3", options: ["Brno", "Zlín", "Jihlava"])   // .options([0, 2])
/// ```
public enum AnswerInput: Hashable, Sendable {
    /// A 0-based shown index (possibly out of range: the runner reports that).
    case option(Int)
    /// Several 0-based shown indices (`1 3`, `1,3`), in the order typed.
    case options([Int])
    case skip
    case quit
    case empty
    /// Several options start with the text (their 0-based shown indices).
    case ambiguous([Int])
    /// Neither a number, a command nor the start of an option.
    case unknown(String)

    /// The words for skip and quit, folded: every language's (po/*.po, `inputSkip`, `inputQuit`).
    public static let skipWords = QuizTextKey.inputSkip.typedWords
    public static let quitWords = TextKey.inputQuit.typedWords

    /// The 0-based index of a typed 1-based number; `Int.min` (which has no predecessor)
    /// stays out of range rather than trapping.
    static func shownIndex(_ number: Int) -> Int {
        number == Int.min ? Int.min : number - 1
    }

    public static func parse(_ input: String, options: [String]) -> AnswerInput {
        let raw = input.trimmingCharacters(in: .whitespacesAndNewlines)
        if raw.isEmpty { return .empty }
        if let n = Int(raw) { return .option(shownIndex(n)) }
        let parts = raw.split(whereSeparator: { $0 == "," || $0 == ";" || $0.isWhitespace })
        if parts.count > 1, case let numbers = parts.compactMap({ Int($0) }), numbers.count == parts.count {
            return .options(numbers.map(shownIndex))
        }
        let folded = TextFolding.fold(raw)
        // Only punctuation: it matches no option (every option would start with "").
        if folded.isEmpty { return .unknown(raw) }
        if skipWords.contains(folded) { return .skip }
        if quitWords.contains(folded) { return .quit }
        let texts = options.map(TextFolding.fold)
        if let exact = texts.indices.filter({ texts[$0] == folded }).first { return .option(exact) }
        let matches = texts.indices.filter { texts[$0].hasPrefix(folded) }
        switch matches.count {
        case 0: return .unknown(raw)
        case 1: return .option(matches[0])
        default: return .ambiguous(matches)
        }
    }
}
