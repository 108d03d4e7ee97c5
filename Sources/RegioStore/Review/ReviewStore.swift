import Foundation
import GRDB
import RegioQuiz

extension Store {
    /// The review schedule: where each answered question stands, and which are due.
    public var reviews: ReviewStore { ReviewStore(database: database, clock: clock) }
}

/// The review schedule in the store: one `reviewEntry` row per question
/// (quiz id + question id) with its box, due day and last answer.
///
/// Nothing writes here but the attempts: ``QuizAttemptStore/save(_:attemptID:at:)``
/// updates a question's row in the same transaction as the attempt's answer,
/// so a killed process never leaves them apart. A review itself is an attempt
/// of a ``ReviewQuiz``. The schedule can therefore always be made again from
/// the attempts (``rebuild()``), which never touches them.
///
/// ```swift
/// let reviews = store.reviews
/// let today = store.clock.today()
/// let due = try reviews.due(on: today)                  // ordered by due day
/// if due.isEmpty { print(try reviews.nextDueDay(after: today) as Any) }
/// ```
public struct ReviewStore: Sendable {
    public let database: DatabasePool
    public let clock: ReviewClock
    public let schedule: LeitnerSchedule

    public init(database: DatabasePool, clock: ReviewClock = .system, schedule: LeitnerSchedule = .standard) {
        self.database = database
        self.clock = clock
        self.schedule = schedule
    }

    /// The questions due on `day` (due then or earlier), the longest overdue
    /// first; at most `limit`. One indexed range read (`reviewEntry_due`).
    /// - Throws: `StoreError.invalid` naming a damaged row (repair with ``rebuild()``).
    public func due(on day: ReviewDay, limit: Int? = nil) throws -> [ReviewEntry] {
        try reading { db in
            let rows = try Row.fetchCursor(db, sql: """
                SELECT \(Self.columns) FROM reviewEntry WHERE dueDay <= ? ORDER BY dueDay, quizID, questionID LIMIT ?
                """, arguments: [day.number, limit.map { max(0, $0) } ?? -1])
            return try Array(rows.map { try self.entry($0) })
        }
    }

    /// How many questions are due on `day`.
    public func dueCount(on day: ReviewDay) throws -> Int {
        try reading { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM reviewEntry WHERE dueDay <= ?", arguments: [day.number]) ?? 0 }
    }

    /// The first day after `day` with a question due; nil when there is none.
    public func nextDueDay(after day: ReviewDay) throws -> ReviewDay? {
        try reading { db in
            try Int.fetchOne(db, sql: "SELECT MIN(dueDay) FROM reviewEntry WHERE dueDay > ?", arguments: [day.number]).map(ReviewDay.init(number:))
        }
    }

    /// One question's entry; nil when it was never answered.
    public func entry(_ question: ReviewQuestionRef) throws -> ReviewEntry? {
        try reading { db in
            try Row.fetchOne(db, sql: "SELECT \(Self.columns) FROM reviewEntry WHERE quizID = ? AND questionID = ?",
                             arguments: [question.quizID, question.questionID]).map { try self.entry($0) }
        }
    }

    /// Every entry (for the history per region).
    public func entries() throws -> [ReviewEntry] {
        try reading { db in try Row.fetchAll(db, sql: "SELECT \(Self.columns) FROM reviewEntry ORDER BY quizID, questionID").map { try self.entry($0) } }
    }

    /// The counts per region on `day`.
    public func summary(on day: ReviewDay) throws -> ReviewSummary {
        ReviewSummary(entries: try entries(), today: day, schedule: schedule)
    }

    /// Makes the schedule again from the attempts (in the order they were
    /// played), replacing what the table held: the repair of a damaged or
    /// missing schedule. The attempts are only read. One transaction.
    @discardableResult
    public func rebuild() throws -> ReviewRebuild {
        do {
            return try database.write { db in
                try Self.createTable(db)
                return try Self.fill(db, schedule: schedule, timeZone: clock.timeZone)
            }
        } catch { throw StoreError.translated(error, path: database.path) }
    }

    /// Rows that do not make sense (a box out of range, a count below 1), as
    /// "cz-64/q3: box 9": what ``rebuild()`` would repair. Empty for a healthy schedule.
    public func problems() throws -> [String] {
        try reading { db in
            try Row.fetchAll(db, sql: """
                SELECT quizID, questionID, box, answers, lastRight FROM reviewEntry
                WHERE box NOT BETWEEN 1 AND ? OR answers < 1 OR dueDay IS NULL OR lastDay IS NULL OR lastRight NOT IN (0, 1)
                   OR typeof(dueDay) != 'integer' OR typeof(box) != 'integer'
                """, arguments: [schedule.topBox]).map { row in
                "\(row["quizID"] as String? ?? "?")/\(row["questionID"] as String? ?? "?"): box \(row["box"] as DatabaseValue), answers \(row["answers"] as DatabaseValue)"
            }
        }
    }

    // MARK: - Writing (inside the attempts' transactions)

    /// The table and its index (also to repair a store whose table is gone).
    static func createTable(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE IF NOT EXISTS reviewEntry (
                quizID TEXT NOT NULL,
                questionID TEXT NOT NULL,
                regionID TEXT,
                box INTEGER NOT NULL,
                dueDay INTEGER NOT NULL,
                lastDay INTEGER NOT NULL,
                lastRight BOOLEAN NOT NULL,
                answers INTEGER NOT NULL,
                PRIMARY KEY (quizID, questionID)
            ) WITHOUT ROWID;
            CREATE INDEX IF NOT EXISTS reviewEntry_due ON reviewEntry(dueDay);
            """)
    }

    /// Moves `question` along the schedule after an answer graded `grade` on `day`.
    /// - Parameter regionID: the region of the question's quiz (nil keeps the one recorded).
    static func record(_ question: ReviewQuestionRef, regionID: String?, grade: ReviewGrade, on day: ReviewDay,
                       schedule: LeitnerSchedule, db: Database) throws {
        let row = try Row.fetchOne(db, sql: "SELECT \(Self.columns) FROM reviewEntry WHERE quizID = ? AND questionID = ?",
                                   arguments: [question.quizID, question.questionID])
        // A damaged row is taken as a question never answered: the answer still counts.
        var old: ReviewState?
        if let row {
            do { old = try state(of: row, schedule: schedule) } catch { old = nil }
        }
        let new = schedule.next(after: old, grade: grade, on: day)
        try db.execute(sql: """
            INSERT INTO reviewEntry (quizID, questionID, regionID, box, dueDay, lastDay, lastRight, answers)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT(quizID, questionID) DO UPDATE SET regionID = coalesce(excluded.regionID, regionID),
                box = excluded.box, dueDay = excluded.dueDay, lastDay = excluded.lastDay,
                lastRight = excluded.lastRight, answers = excluded.answers
            """, arguments: [question.quizID, question.questionID, regionID, new.box, new.due.number,
                             new.lastAnswered.number, new.lastGrade == .right, new.answers])
    }

    /// Records every decided item of `session` (an attempt's answers), on `day`.
    static func record(_ session: QuizSession, items: some Sequence<QuizItem>, on day: ReviewDay,
                       schedule: LeitnerSchedule, db: Database) throws -> Int {
        var counted = 0
        for item in items {
            guard let grade = session.reviewGrade(of: item),
                  let ref = ReviewQuiz.reference(of: item, in: session.quiz) else { continue }
            try record(ref, regionID: ReviewQuiz.isReview(session.quiz) ? nil : session.quiz.regionID,
                       grade: grade, on: day, schedule: schedule, db: db)
            counted += 1
        }
        return counted
    }

    /// Empties the table and replays every attempt's answers, oldest attempt
    /// first, each on the day it was last saved (answers carry no time of
    /// their own; an attempt is played in one sitting).
    static func fill(_ db: Database, schedule: LeitnerSchedule, timeZone: TimeZone) throws -> ReviewRebuild {
        try db.execute(sql: "DELETE FROM reviewEntry")
        var report = ReviewRebuild()
        let rows = try Row.fetchAll(db, sql: "SELECT * FROM quizAttempt ORDER BY startedAt, id")
        for row in rows {
            let attempt: QuizAttempt
            do { attempt = try QuizAttemptStore.attempt(row, db: db) } catch {
                report.unreadableAttempts.append(row["id"])
                continue
            }
            let session = attempt.session
            let played = session.items.prefix(min(session.items.count, session.position + 1))
            let day = ReviewDay(attempt.record.finishedAt ?? attempt.record.updatedAt, timeZone: timeZone)
            report.answers += try record(session, items: played, on: day, schedule: schedule, db: db)
            report.attempts += 1
        }
        report.questions = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM reviewEntry") ?? 0
        return report
    }

    // MARK: - Reading rows

    /// The columns every read selects, in this order: rows are read by position (fast for thousands).
    static let columns = "quizID, questionID, regionID, box, dueDay, lastDay, lastRight, answers"
    private enum Column: Int { case quizID, questionID, regionID, box, dueDay, lastDay, lastRight, answers }

    private func entry(_ row: Row) throws -> ReviewEntry {
        let ref = ReviewQuestionRef(quizID: Self.text(row, .quizID), questionID: Self.text(row, .questionID))
        do {
            let region: DatabaseValue = row[Column.regionID.rawValue]
            guard case .string(let regionID) = region.storage else {
                if region.isNull { return ReviewEntry(question: ref, regionID: nil, state: try Self.state(of: row, schedule: schedule)) }
                throw ReviewRowProblem("the region is \(region), not text")
            }
            return ReviewEntry(question: ref, regionID: regionID, state: try Self.state(of: row, schedule: schedule))
        } catch {
            throw StoreError.invalid("\(database.path): the review schedule is damaged (question \(ref): \(error)); "
                                     + "`regio quiz review --repair` makes it again from your attempts, which are kept")
        }
    }

    private static func state(of row: Row, schedule: LeitnerSchedule) throws -> ReviewState {
        // Read through DatabaseValue: a damaged value (text where a number belongs) is
        // reported, where `row["box"] as Int?` would stop the process.
        guard let box = int(row, .box), schedule.boxes.contains(box) else {
            throw ReviewRowProblem("box \(row[Column.box.rawValue] as DatabaseValue) is not 1…\(schedule.topBox)")
        }
        guard let due = int(row, .dueDay), let last = int(row, .lastDay), let right = int(row, .lastRight), (0...1).contains(right),
              let answers = int(row, .answers), answers >= 1 else {
            throw ReviewRowProblem("a due day, last answer or count is missing")
        }
        return ReviewState(box: box, due: ReviewDay(number: due), lastAnswered: ReviewDay(number: last),
                           lastGrade: right == 1 ? .right : .missed, answers: answers)
    }

    private static func int(_ row: Row, _ column: Column) -> Int? {
        let value: DatabaseValue = row[column.rawValue]
        guard case .int64(let n) = value.storage else { return nil }
        return Int(exactly: n)
    }

    private static func text(_ row: Row, _ column: Column) -> String {
        let value: DatabaseValue = row[column.rawValue]
        if case .string(let s) = value.storage { return s }
        return value.description
    }

    private func reading<T>(_ body: (Database) throws -> T) throws -> T {
        do { return try database.read(body) } catch let error as DatabaseError where error.message?.contains("no such table") == true {
            throw StoreError.invalid("\(database.path): the review schedule is missing; "
                                     + "`regio quiz review --repair` makes it again from your attempts, which are kept")
        }
    }
}

struct ReviewRowProblem: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
