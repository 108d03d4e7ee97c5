import Foundation
import RegioGeo
import RegioStore

/// Quiz attempts as RFC 4180 CSV for a spreadsheet: one row per attempt.
///
/// ```swift
/// if case .all(let histories) = try engine.quizHistory() {
///     print(QuizHistoryCSV.text(histories), terminator: "")
/// }
/// ```
public enum QuizHistoryCSV {
    /// The columns, in order. Times are ISO 8601 UTC; the score columns are empty
    /// for an attempt not finished; `scope` is `all` or `missed` (a retake).
    public static let columns = ["attempt", "quizID", "quizTitle", "mode", "scope", "status", "startedAt", "finishedAt",
                                 "questions", "right", "wrong", "skipped", "points", "maxPoints", "percent", "passed"]

    /// Every attempt of the histories, in their order (quiz by quiz, newest first).
    /// - Parameter titles: a quiz's title by id (empty when unknown).
    public static func text(_ histories: [QuizHistory], titles: [String: String] = [:]) -> String {
        let rows = histories.flatMap { history in
            history.attempts.map { a -> [String] in
                let s = a.score
                return [String(a.id), a.quizID, titles[a.quizID] ?? "", a.mode.rawValue, a.scope.rawValue, a.status.rawValue,
                        ExchangeValues.time(a.startedAt), a.finishedAt.map(ExchangeValues.time) ?? "", String(a.questionCount),
                        s.map { String($0.right) } ?? "", s.map { String($0.wrong) } ?? "", s.map { String($0.skipped) } ?? "",
                        s.map { ExchangeValues.decimal($0.points) } ?? "", s.map { ExchangeValues.decimal($0.maxPoints) } ?? "",
                        s.map { ExchangeValues.decimal($0.percent) } ?? "", s.map { String($0.passed) } ?? ""]
            }
        }
        return CSVWriter.text(header: columns, rows: rows)
    }
}
