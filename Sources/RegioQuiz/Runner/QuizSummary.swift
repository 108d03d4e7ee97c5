import Foundation

/// The result of a run: counts, points, percent, passed or failed, and every
/// question's result (the missed ones with their correct answers).
///
/// Scoring: a right answer earns the question's points; in interactive mode
/// each wrong try before it costs `penalty × points` (never below 0). A
/// multiple-response question is answered once in every mode and earns its
/// points × ``MultipleResponseScoring/fraction(of:picked:)``. `points`
/// is rounded to 2 decimals and `percent` to 1 decimal (half away from zero)
/// for display; `passed` compares the unrounded percent with the pass mark
/// (with a 1e-9 tolerance, so two thirds of 90 % counts as 60 %).
public struct QuizSummary: Sendable, Hashable, Codable {
    public var quizID: String
    public var title: LocalizedText
    public var mode: QuizMode
    public var round: Int
    public var scope: QuizScope
    public var questionCount: Int
    public var right: Int
    public var wrong: Int
    public var skipped: Int
    /// Points earned, rounded to 2 decimals.
    public var points: Double
    public var maxPoints: Double
    /// points / maxPoints × 100, rounded to 1 decimal.
    public var percent: Double
    public var passPercent: Double
    public var passed: Bool
    /// Every question in the order played.
    public var results: [QuestionResult]
    /// The questions answered wrongly or skipped, with their correct answers.
    public var missed: [QuestionResult]
    /// The quiz's ranking text for this percent (SlickQuiz `level1`…`level5`), if it has one.
    public var ranking: LocalizedText?
    /// The quiz's text for the results screen (SlickQuiz `info.results`), if any.
    public var resultsText: LocalizedText?
}

/// How one question went.
public struct QuestionResult: Sendable, Hashable, Codable {
    public var questionID: String
    public var prompt: LocalizedText
    public var outcome: QuestionOutcome
    /// The last option picked (nil when skipped without a try); the options
    /// picked joined with ", " for a multiple-response question.
    public var yourAnswer: LocalizedText?
    /// The correct option (the correct options joined with ", ").
    public var correctAnswer: LocalizedText
    public var explanation: LocalizedText?
    /// All tries, including the wrong ones.
    public var tries: Int
    public var points: Double
    public var maxPoints: Double
}

/// Rounding used for scores.
public enum QuizScore {
    /// `value` rounded to `places` decimals, half away from zero; a tiny nudge
    /// makes decimal halves that binary floating point stores just below
    /// (1.005) round up as a reader expects.
    public static func rounded(_ value: Double, places: Int) -> Double {
        guard value.isFinite else { return value }
        let f = pow(10.0, Double(places))
        let nudge = value >= 0 ? 1e-9 : -1e-9
        return ((value * f) + nudge).rounded(.toNearestOrAwayFromZero) / f
    }

    /// Points for a question that ends right after `wrongTries` wrong tries.
    public static func points(for points: Double, wrongTries: Int, penalty: Double) -> Double {
        max(0, points * (1 - penalty * Double(wrongTries)))
    }
}

extension LocalizedText {
    /// Several texts joined per language (each language falling back as ``text(for:)`` does).
    static func joined(_ texts: [LocalizedText], separator: String = ", ") -> LocalizedText {
        if texts.count == 1 { return texts[0] }
        let languages = Set(texts.flatMap(\.languages)).union([.cs, .en])
        return LocalizedText(Dictionary(uniqueKeysWithValues: languages.map { language in
            (language, texts.map { $0.text(for: language) }.joined(separator: separator))
        }))
    }
}

extension Array where Element == LocalizedText {
    /// The texts joined, or nil when there are none.
    var nonEmptyJoined: LocalizedText? { isEmpty ? nil : LocalizedText.joined(self, separator: " ") }
}
