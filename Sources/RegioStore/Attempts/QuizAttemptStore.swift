import Foundation
import GRDB
import RegioQuiz

extension Store {
    /// Quiz attempts: saved after every step, resumable, with history per quiz.
    public var quizAttempts: QuizAttemptStore { QuizAttemptStore(database: database, clock: clock) }
}

/// Quiz attempts in the store.
///
/// Save the session after every step (`answer`, `skip`, `next`): each save is
/// one transaction (WAL, synchronous=FULL), so a killed process resumes at the
/// last step it took. A save costs time in proportion to the step, not to the
/// quiz: the whole session (with the quiz) is written once by ``start(_:retakeOf:at:)``;
/// a save writes the questions answered since the last save, the position and the phase.
///
/// ```swift
/// let attempts = store.quizAttempts
/// var session: QuizSession
/// let id: Int64
/// if let saved = try attempts.unfinished(quizID: quiz.id) {
///     (id, session) = (saved.id, saved.session)           // resume
/// } else {
///     session = try QuizSession(quiz: quiz, settings: settings, seed: seed)
///     id = try attempts.start(session).id
/// }
/// try session.begin(); try attempts.save(session, attemptID: id)
/// try session.answer(2); try attempts.save(session, attemptID: id)
/// let history = try attempts.history(quizID: quiz.id)
/// ```
///
/// Every answer also moves its question along the review schedule
/// (``ReviewStore``), in the same transaction: the day is the clock's.
public struct QuizAttemptStore: Sendable {
    public let database: DatabasePool
    /// Gives the time of a step when none is passed, and the review day.
    public let clock: ReviewClock
    public let schedule: LeitnerSchedule

    public init(database: DatabasePool, clock: ReviewClock = .system, schedule: LeitnerSchedule = .standard) {
        self.database = database
        self.clock = clock
        self.schedule = schedule
    }

    /// Records a new attempt. At most one attempt per quiz is active: an
    /// older active attempt of the same quiz is marked abandoned.
    /// - Parameter retakeOf: the finished attempt this one retakes.
    @discardableResult
    public func start(_ session: QuizSession, retakeOf parentID: Int64? = nil, at date: Date? = nil) throws -> QuizAttemptRecord {
        let date = date ?? clock.now()
        let state = try Self.encode(session)
        return try writing { db in
            try db.execute(sql: "UPDATE quizAttempt SET status = 'abandoned', updatedAt = ? WHERE quizID = ? AND status = 'active'",
                           arguments: [date, session.quiz.id])
            try db.execute(sql: """
                INSERT INTO quizAttempt (quizID, mode, round, scope, status, startedAt, updatedAt, questionCount, position, state, parentID)
                VALUES (?, ?, ?, ?, 'active', ?, ?, ?, ?, ?, ?)
                """, arguments: [session.quiz.id, session.settings.mode.rawValue, session.round, session.scope.rawValue,
                                 date, date, session.items.count, session.position, state, parentID])
            let id = db.lastInsertedRowID
            try Self.writeScore(session, id: id, at: date, db: db)
            return try Self.record(id: id, db: db)!
        }
    }

    /// Saves the session's state after a step; a finished session records its
    /// score and marks the attempt finished. A question decided by this step
    /// moves along the review schedule in the same transaction.
    /// - Throws: `StoreError.notFound` for an unknown attempt,
    ///   `StoreError.invalid` when the attempt is not active or belongs to another quiz.
    public func save(_ session: QuizSession, attemptID: Int64, at date: Date? = nil) throws {
        let date = date ?? clock.now()
        let day = clock.day(of: date)
        try writing { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT quizID, status, position, questionCount FROM quizAttempt WHERE id = ?",
                                             arguments: [attemptID]) else {
                throw StoreError.notFound("there is no quiz attempt \(attemptID)")
            }
            let quizID: String = row["quizID"]
            let status: String = row["status"]
            let savedPosition: Int = row["position"]
            let count: Int = row["questionCount"]
            guard quizID == session.quiz.id else {
                throw StoreError.invalid("quiz attempt \(attemptID) belongs to quiz \(quizID), not \(session.quiz.id)")
            }
            guard status == QuizAttemptStatus.active.rawValue else {
                throw StoreError.invalid("quiz attempt \(attemptID) is \(status) and cannot change; start a new attempt")
            }
            guard count == session.items.count, session.items.indices.contains(session.position) else {
                throw StoreError.invalid("quiz attempt \(attemptID) has \(count) questions, the session \(session.items.count)")
            }
            // Only the item at the position changes in a step, and the position only moves on:
            // the items from the last saved position to this one hold every change since.
            let encoder = Self.encoder
            let upsert = try db.cachedStatement(sql: """
                INSERT INTO quizAttemptItem (attemptID, itemIndex, item) VALUES (?, ?, ?)
                ON CONFLICT(attemptID, itemIndex) DO UPDATE SET item = excluded.item
                """)
            if session.position < savedPosition {  // an earlier state saved again: later answers go
                try db.execute(sql: "DELETE FROM quizAttemptItem WHERE attemptID = ? AND itemIndex > ?", arguments: [attemptID, session.position])
            }
            let decoder = JSONDecoder()
            let previous = try db.cachedStatement(sql: "SELECT item FROM quizAttemptItem WHERE attemptID = ? AND itemIndex = ?")
            for index in min(max(0, savedPosition), session.position)...session.position {
                let item = String(decoding: try encoder.encode(session.items[index]), as: UTF8.self)
                // Decided by this step (it was open when last saved): the review schedule hears of it.
                if session.reviewGrade(of: session.items[index]) != nil {
                    let saved = try String.fetchOne(previous, arguments: [attemptID, index])
                    if saved != item {
                        // A saved step that cannot be read counts as open: the answer is recorded, the save goes on.
                        var before: QuizItem?
                        if let saved {
                            do { before = try decoder.decode(QuizItem.self, from: Data(saved.utf8)) } catch { before = nil }
                        }
                        if before.flatMap(session.reviewGrade(of:)) == nil {
                            _ = try ReviewStore.record(session, items: [session.items[index]], on: day, schedule: schedule, db: db)
                        }
                    }
                }
                try upsert.execute(arguments: [attemptID, index, item])
            }
            try db.execute(sql: "UPDATE quizAttempt SET position = ?, phase = ?, updatedAt = ? WHERE id = ?",
                           arguments: [session.position, session.phase.rawValue, date, attemptID])
            try Self.writeScore(session, id: attemptID, at: date, db: db)
        }
    }

    /// Marks an active attempt abandoned (e.g. the learner starts over).
    public func abandon(attemptID: Int64, at date: Date? = nil) throws {
        let date = date ?? clock.now()
        try writing { db in
            try db.execute(sql: "UPDATE quizAttempt SET status = 'abandoned', updatedAt = ? WHERE id = ? AND status = 'active'",
                           arguments: [date, attemptID])
            if db.changesCount == 0 {
                throw StoreError.notFound("there is no active quiz attempt \(attemptID)")
            }
        }
    }

    /// The active attempt of a quiz, with its state, to resume; nil when there is none.
    /// - Throws: `StoreError.invalid` when the saved state cannot be read (a
    ///   newer Regio wrote it, or it is damaged); `abandon` it to start over.
    public func unfinished(quizID: String) throws -> QuizAttempt? {
        try database.read { db in
            guard let row = try Row.fetchOne(db, sql: """
                SELECT * FROM quizAttempt WHERE quizID = ? AND status = 'active' ORDER BY startedAt DESC, id DESC LIMIT 1
                """, arguments: [quizID]) else { return nil }
            return try Self.attempt(row, db: db)
        }
    }

    /// An attempt with its state.
    public func attempt(id: Int64) throws -> QuizAttempt? {
        try database.read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM quizAttempt WHERE id = ?", arguments: [id]).map { try Self.attempt($0, db: db) }
        }
    }

    /// Every active attempt (for a "in progress" mark in the quiz list).
    public func activeAttempts() throws -> [QuizAttemptRecord] {
        try database.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM quizAttempt WHERE status = 'active' ORDER BY quizID, id")
                .map(QuizAttemptRecord.init(row:))
        }
    }

    /// Every attempt of a quiz, newest first, with best, last and average.
    public func history(quizID: String) throws -> QuizHistory {
        try database.read { db in
            let rows = try Row.fetchAll(db, sql: "SELECT * FROM quizAttempt WHERE quizID = ? ORDER BY startedAt DESC, id DESC",
                                        arguments: [quizID])
            return QuizHistory(quizID: quizID, attempts: try rows.map(QuizAttemptRecord.init(row:)))
        }
    }

    /// The history of every quiz that has attempts, by quiz id.
    public func histories() throws -> [QuizHistory] {
        try database.read { db in
            let rows = try Row.fetchAll(db, sql: "SELECT * FROM quizAttempt ORDER BY quizID, startedAt DESC, id DESC")
            let records = try rows.map(QuizAttemptRecord.init(row:))
            return Dictionary(grouping: records, by: \.quizID)
                .map { QuizHistory(quizID: $0.key, attempts: $0.value) }
                .sorted { $0.quizID < $1.quizID }
        }
    }

    // MARK: - Helpers

    /// One write transaction; a full disk is reported as ``StoreError/diskFull(path:)``.
    private func writing<T>(_ body: (Database) throws -> T) throws -> T {
        do { return try database.write(body) } catch { throw StoreError.translated(error, path: database.path) }
    }

    private static func writeScore(_ session: QuizSession, id: Int64, at date: Date, db: Database) throws {
        guard session.isFinished else { return }
        let s = try session.summary()
        try db.execute(sql: """
            UPDATE quizAttempt SET status = 'finished', finishedAt = ?, rightCount = ?, wrongCount = ?, skippedCount = ?,
                points = ?, maxPoints = ?, percent = ?, passed = ? WHERE id = ?
            """, arguments: [date, s.right, s.wrong, s.skipped, s.points, s.maxPoints, s.percent, s.passed, id])
    }

    private static func record(id: Int64, db: Database) throws -> QuizAttemptRecord? {
        try Row.fetchOne(db, sql: "SELECT * FROM quizAttempt WHERE id = ?", arguments: [id]).map(QuizAttemptRecord.init(row:))
    }

    static func attempt(_ row: Row, db: Database) throws -> QuizAttempt {
        let record = try QuizAttemptRecord(row: row)
        let state: String = row["state"]
        do {
            let steps = try Row.fetchAll(db, sql: "SELECT itemIndex, item FROM quizAttemptItem WHERE attemptID = ? ORDER BY itemIndex",
                                         arguments: [record.id])
            let decoder = JSONDecoder()
            var session = try decoder.decode(QuizSession.self, from: Data(state.utf8))
            if let phase = (row["phase"] as String?).flatMap(QuizPhase.init(rawValue:)) {
                var items: [Int: QuizItem] = [:]
                for step in steps {
                    items[step["itemIndex"]] = try decoder.decode(QuizItem.self, from: Data((step["item"] as String).utf8))
                }
                session = try session.applying(items: items, position: record.position, phase: phase)
            }
            return QuizAttempt(record: record, session: session)
        } catch {
            throw StoreError.invalid("quiz attempt \(record.id) of \(record.quizID) cannot be resumed: \(Self.reason(error)); abandon it to start over")
        }
    }

    private static func reason(_ error: any Error) -> String {
        if case DecodingError.dataCorrupted(let ctx) = error { return ctx.debugDescription }
        return "the saved state is damaged (\(error))"
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }

    private static func encode(_ session: QuizSession) throws -> String {
        String(decoding: try encoder.encode(session), as: UTF8.self)
    }
}
