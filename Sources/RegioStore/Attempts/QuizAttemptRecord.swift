import Foundation
import GRDB
import RegioQuiz

/// Where an attempt stands.
public enum QuizAttemptStatus: String, Codable, Sendable, Hashable {
    /// Started and not finished: it can be resumed.
    case active
    case finished
    /// Replaced by a newer attempt of the same quiz before it was finished.
    case abandoned
}

/// The score of a finished attempt.
public struct QuizAttemptScore: Codable, Sendable, Hashable {
    public var right: Int
    public var wrong: Int
    public var skipped: Int
    public var points: Double
    public var maxPoints: Double
    public var percent: Double
    public var passed: Bool
}

/// One attempt as listed in a history (without the saved runner state).
public struct QuizAttemptRecord: Codable, Sendable, Hashable, Identifiable {
    public var id: Int64
    public var quizID: String
    public var mode: QuizMode
    public var round: Int
    public var scope: QuizScope
    public var status: QuizAttemptStatus
    public var startedAt: Date
    public var updatedAt: Date
    public var finishedAt: Date?
    public var questionCount: Int
    /// 0-based index of the current question (progress of an active attempt).
    public var position: Int
    /// Set once the attempt is finished.
    public var score: QuizAttemptScore?
    /// The attempt this one retakes, if any.
    public var parentID: Int64?

    init(row: Row) throws {
        id = row["id"]
        quizID = row["quizID"]
        guard let mode = QuizMode(rawValue: row["mode"]), let scope = QuizScope(rawValue: row["scope"]),
              let status = QuizAttemptStatus(rawValue: row["status"]) else {
            throw StoreError.invalid("quiz attempt \(row["id"] as Int64? ?? -1) has an unknown mode, scope or status")
        }
        self.mode = mode
        self.scope = scope
        self.status = status
        round = row["round"]
        startedAt = row["startedAt"]
        updatedAt = row["updatedAt"]
        finishedAt = row["finishedAt"]
        questionCount = row["questionCount"]
        position = row["position"]
        parentID = row["parentID"]
        if let right: Int = row["rightCount"] {
            score = QuizAttemptScore(right: right, wrong: row["wrongCount"] ?? 0, skipped: row["skippedCount"] ?? 0,
                                     points: row["points"] ?? 0, maxPoints: row["maxPoints"] ?? 0,
                                     percent: row["percent"] ?? 0, passed: row["passed"] ?? false)
        } else {
            score = nil
        }
    }
}

/// An attempt with its saved runner state, ready to resume.
public struct QuizAttempt: Sendable, Hashable, Identifiable {
    public var record: QuizAttemptRecord
    public var session: QuizSession
    public var id: Int64 { record.id }
}

/// Every attempt of one quiz, newest first, with best, last and average.
///
/// Best, last and average count finished attempts over the whole quiz; a
/// missed-only retake is listed but not counted (its percent is of a subset).
public struct QuizHistory: Codable, Sendable, Hashable {
    public var quizID: String
    public var attempts: [QuizAttemptRecord]
    /// The finished whole-quiz attempt with the highest percent (the earliest on a tie).
    public var best: QuizAttemptRecord?
    /// The most recently finished whole-quiz attempt.
    public var last: QuizAttemptRecord?
    /// The mean percent of the finished whole-quiz attempts, rounded to 1 decimal.
    public var averagePercent: Double?

    public init(quizID: String, attempts: [QuizAttemptRecord]) {
        self.quizID = quizID
        self.attempts = attempts
        let counted = attempts.filter { $0.status == .finished && $0.scope == .all && $0.score != nil }
        best = counted.min { a, b in
            let (pa, pb) = (a.score!.percent, b.score!.percent)
            return pa != pb ? pa > pb : (a.finishedAt ?? a.startedAt, a.id) < (b.finishedAt ?? b.startedAt, b.id)
        }
        last = counted.max { ($0.finishedAt ?? $0.startedAt, $0.id) < ($1.finishedAt ?? $1.startedAt, $1.id) }
        averagePercent = counted.isEmpty ? nil
            : QuizScore.rounded(counted.reduce(0) { $0 + $1.score!.percent } / Double(counted.count), places: 1)
    }
}
