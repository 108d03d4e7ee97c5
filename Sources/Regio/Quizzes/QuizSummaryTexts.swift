import Foundation

/// A run's result in words, in one language: what the REPL's summary prints
/// and what `GET /api/attempts/{id}/summary` gives the web app (`texts`).
///
/// ```swift
/// QuizSummaryTexts(summary, language: .en).passMark   // "pass mark 60 %"
/// ```
public struct QuizSummaryTexts: Encodable, Hashable, Sendable {
    /// "passed" or "not passed".
    public let verdict: String
    /// "pass mark 60 %".
    public let passMark: String
    /// "Points: 2 of 3 (66.7 %)".
    public let score: String
    /// "2 right · 1 wrong · 0 skipped, of 3 questions".
    public let counts: String

    public init(_ s: QuizSummary, language: Language) {
        let t = Texts(language)
        verdict = t(s.passed ? .quizPassed : .quizFailed)
        passMark = t(.quizPassMarkSummary, ["percent": s.passPercent])
        score = t(.quizScore, ["points": s.points, "max": s.maxPoints, "percent": s.percent])
        counts = t(.quizCounts, ["right": s.right, "wrong": s.wrong, "skipped": s.skipped, "n": s.questionCount])
    }
}
