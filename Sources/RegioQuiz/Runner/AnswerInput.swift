import Foundation

/// What a learner typed at a question, for a text interface: an option number
/// (1-based), the start of an option's text (case and diacritics ignored:
/// "ceske" matches "České Budějovice"), `skip` or `quit`.
///
/// ```swift
/// AnswerInput.parse("2", options: ["Brno", "Zlín", "Jihlava"])      // .option(1)
/// AnswerInput.parse("zl", options: ["Brno", "Zlín", "Jihlava"])     // .option(1)
/// AnswerInput.parse("j", options: ["Jihlava", "Jeseník", "Brno"])   // .ambiguous([0, 1])
/// ```
public enum AnswerInput: Hashable, Sendable {
    /// A 0-based shown index (possibly out of range: the runner reports that).
    case option(Int)
    case skip
    case quit
    case empty
    /// Several options start with the text (their 0-based shown indices).
    case ambiguous([Int])
    /// Neither a number, a command nor the start of an option.
    case unknown(String)

    /// The words for skip and quit (English and Czech).
    public static let skipWords: Set<String> = ["skip", "preskocit"]
    public static let quitWords: Set<String> = ["quit", "exit", "konec"]

    public static func parse(_ input: String, options: [String]) -> AnswerInput {
        let raw = input.trimmingCharacters(in: .whitespacesAndNewlines)
        if raw.isEmpty { return .empty }
        if let n = Int(raw) { return .option(n - 1) }
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
