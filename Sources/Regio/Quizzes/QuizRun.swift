import Foundation
import RegioQuiz
import RegioStore

/// A quiz session bound to its attempt in the store: every step is saved as
/// it is taken, so a run interrupted by quitting, by the end of the input or
/// by a killed process resumes exactly where it stopped.
///
/// A step that the runner refuses (an option out of range, answering twice)
/// throws ``QuizRunnerError`` and changes nothing; a step that cannot be saved
/// throws the store's error and is not taken either.
///
/// ```swift
/// var run = try QuizRun.open(quiz, settings: QuizSettings(mode: .immediate), seed: 7, store: store)
/// if run.session.phase == .intro { try run.begin() }
/// let feedback = try run.answer(1)      // saved
/// try run.next()                        // saved
/// ```
public struct QuizRun: Sendable {
    public private(set) var session: QuizSession
    public let attemptID: Int64
    /// Whether this run goes on with an attempt saved earlier.
    public let resumed: Bool
    public let attempts: QuizAttemptStore

    init(session: QuizSession, attemptID: Int64, resumed: Bool, attempts: QuizAttemptStore) {
        self.session = session
        self.attemptID = attemptID
        self.resumed = resumed
        self.attempts = attempts
    }

    /// Resumes the unfinished attempt of `quiz`, or starts a new one.
    /// - Parameters:
    ///   - startOver: start a new attempt even when one is unfinished (the old one is marked abandoned).
    ///   - settings, seed: for a new attempt; a resumed one keeps its own.
    /// - Throws: ``QuizRunnerError`` for a quiz that cannot be run or invalid
    ///   settings; `StoreError` when the store cannot be read or written
    ///   (including an unfinished attempt whose saved state is damaged: start over).
    public static func open(_ quiz: Quiz, settings: QuizSettings, seed: UInt64, startOver: Bool = false,
                            store: Store) throws -> QuizRun {
        let attempts = store.quizAttempts
        if !startOver, let saved = try attempts.unfinished(quizID: quiz.id) {
            return QuizRun(session: saved.session, attemptID: saved.id, resumed: true, attempts: attempts)
        }
        let session = try QuizSession(quiz: quiz, settings: settings, seed: seed)
        let record = try attempts.start(session)
        return QuizRun(session: session, attemptID: record.id, resumed: false, attempts: attempts)
    }

    /// The most recently saved unfinished attempt of any quiz, resumed; nil when there is none.
    public static func resumeLatest(store: Store) throws -> QuizRun? {
        let attempts = store.quizAttempts
        guard let latest = try attempts.activeAttempts().max(by: { ($0.updatedAt, $0.id) < ($1.updatedAt, $1.id) }),
              let saved = try attempts.attempt(id: latest.id) else { return nil }
        return QuizRun(session: saved.session, attemptID: saved.id, resumed: true, attempts: attempts)
    }

    /// Leaves the intro for the first question.
    public mutating func begin() throws {
        var s = session
        try s.begin()
        try commit(s)
    }

    /// Answers the current question with the option shown at `shownIndex` (0-based).
    @discardableResult
    public mutating func answer(_ shownIndex: Int) throws -> AnswerFeedback {
        var s = session
        let feedback = try s.answer(shownIndex)
        try commit(s)
        return feedback
    }

    /// Answers the current question with several options shown at
    /// `shownIndices` (a multiple-response question; one index for a single-choice one).
    @discardableResult
    public mutating func answer(_ shownIndices: [Int]) throws -> AnswerFeedback {
        var s = session
        let feedback = try s.answer(shownIndices)
        try commit(s)
        return feedback
    }

    /// Answers the current map question with a point (saved); see ``QuizSession/answer(latitude:longitude:)``.
    @discardableResult
    public mutating func answer(latitude: Double, longitude: Double) throws -> AnswerFeedback {
        var s = session
        let feedback = try s.answer(latitude: latitude, longitude: longitude)
        try commit(s)
        return feedback
    }

    /// Answers the current *find the region* question with a point in no region (saved);
    /// see ``QuizSession/answerInNoRegion(latitude:longitude:)``.
    @discardableResult
    public mutating func answerInNoRegion(latitude: Double, longitude: Double) throws -> AnswerFeedback {
        var s = session
        let feedback = try s.answerInNoRegion(latitude: latitude, longitude: longitude)
        try commit(s)
        return feedback
    }

    /// Skips the current question.
    @discardableResult
    public mutating func skip() throws -> AnswerFeedback {
        var s = session
        let feedback = try s.skip()
        try commit(s)
        return feedback
    }

    /// Goes from a decided question to the next one, or to the end (which
    /// records the score in the store).
    public mutating func next() throws {
        var s = session
        try s.next()
        try commit(s)
    }

    /// A new attempt that retakes this finished one: every question, or only
    /// the missed ones, reshuffled.
    /// - Throws: ``QuizRunnerError/notFinished``, ``QuizRunnerError/nothingToRetake``.
    public func retake(missedOnly: Bool) throws -> QuizRun {
        let next = try session.retake(missedOnly: missedOnly)
        let record = try attempts.start(next, retakeOf: attemptID)
        return QuizRun(session: next, attemptID: record.id, resumed: false, attempts: attempts)
    }

    /// How many questions are decided (answered, wrong after the last try, or skipped).
    public var decidedCount: Int {
        session.items.filter { session.outcome(of: $0) != nil }.count
    }

    private mutating func commit(_ s: QuizSession) throws {
        try attempts.save(s, attemptID: attemptID)
        session = s
    }
}
