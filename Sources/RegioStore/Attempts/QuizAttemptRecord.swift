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
    /// The attempt's number among its quiz's attempts, 1 the first started
    /// (set in a ``QuizHistory``; ``id`` counts the attempts of every quiz).
    public var number: Int?

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
/// Best, last and average count every finished attempt, a retake of the
/// missed questions too (by its own percent, as its row and the end of the run
/// show it): after a retake that got 3 of 3 right, the last result is 100 %.
/// A retake is marked by its ``QuizAttemptRecord/scope``.
public struct QuizHistory: Codable, Sendable, Hashable {
    public var quizID: String
    public var attempts: [QuizAttemptRecord]
    /// The finished attempt with the highest percent (the earliest on a tie).
    public var best: QuizAttemptRecord?
    /// The most recently finished attempt.
    public var last: QuizAttemptRecord?
    /// The mean percent of the finished attempts, rounded to 1 decimal.
    public var averagePercent: Double?

    public init(quizID: String, attempts: [QuizAttemptRecord]) {
        self.quizID = quizID
        // Numbered in the order they were started: 1 the first attempt of this quiz.
        let chronological = attempts.indices.sorted { (attempts[$0].startedAt, attempts[$0].id) < (attempts[$1].startedAt, attempts[$1].id) }
        var numbered = attempts
        for (n, i) in chronological.enumerated() { numbered[i].number = n + 1 }
        self.attempts = numbered
        let counted = numbered.filter { $0.status == .finished && $0.score != nil }
        best = counted.min { a, b in
            let (pa, pb) = (a.score!.percent, b.score!.percent)
            return pa != pb ? pa > pb : (a.finishedAt ?? a.startedAt, a.id) < (b.finishedAt ?? b.startedAt, b.id)
        }
        last = counted.max { ($0.finishedAt ?? $0.startedAt, $0.id) < ($1.finishedAt ?? $1.startedAt, $1.id) }
        averagePercent = counted.isEmpty ? nil
            : QuizScore.rounded(counted.reduce(0) { $0 + $1.score!.percent } / Double(counted.count), places: 1)
    }
}
