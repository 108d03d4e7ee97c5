import Foundation
import GRDB
import Testing
import RegioQuiz
@testable import RegioStore

@Suite struct QuizAttemptStoreTests {
    /// A fresh store file in a temporary directory.
    final class TempStore {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("regio-attempts-\(UUID().uuidString)")
        var path: String { dir.appendingPathComponent("regio.sqlite").path }
        func open() throws -> Store { try Store(path: path) }
        deinit { try? FileManager.default.removeItem(at: dir) }
    }

    static func quiz(_ id: String = "cz-64", count: Int = 4) -> Quiz {
        Quiz(id: id, regionID: "CZ-64", title: LocalizedText(cs: "Kvíz", en: "Quiz"),
             questions: (0..<count).map { k in
                 Question(id: "q\(k)", prompt: LocalizedText("Q\(k)?"),
                          options: (0..<3).map { AnswerOption(LocalizedText("o\($0)"), correct: $0 == k % 3) })
             })
    }

    static func correct(_ s: QuizSession) -> Int {
        let item = s.items[s.position]
        return item.shownIndex(ofOriginal: s.quiz.questions[item.questionIndex].correctIndex!)!
    }

    static func wrong(_ s: QuizSession) -> Int { (correct(s) + 1) % 3 }

    static func date(_ day: Int, _ second: Int = 0) -> Date { Date(timeIntervalSince1970: 1_700_000_000 + Double(day * 86_400 + second)) }

    /// Plays a whole quiz, `right` of the questions right, saving after every step.
    @discardableResult
    static func play(_ attempts: QuizAttemptStore, quiz: Quiz, right: Int, day: Int, mode: QuizMode = .immediate) throws -> Int64 {
        var s = try QuizSession(quiz: quiz, settings: QuizSettings(mode: mode), seed: UInt64(day))
        let id = try attempts.start(s, at: date(day)).id
        try s.begin()
        var k = 0
        while s.phase != .finished {
            _ = try s.answer(k < right ? correct(s) : wrong(s))
            try s.next()
            k += 1
            try attempts.save(s, attemptID: id, at: date(day, k))
        }
        return id
    }

    @Test func everyStepIsSavedAndAKilledProcessResumesThere() throws {
        let temp = TempStore()
        let quiz = Self.quiz()
        var s = try QuizSession(quiz: quiz, settings: QuizSettings(mode: .interactive), seed: 42)
        let id = try temp.open().quizAttempts.start(s, at: Self.date(0)).id
        var steps: [(inout QuizSession) throws -> Void] = [
            { try $0.begin() },
            { _ = try $0.answer(Self.wrong($0)) },        // interactive: a wrong try, still on the question
            { _ = try $0.answer(Self.correct($0)) },
            { try $0.next() },
            { _ = try $0.skip() },
            { try $0.next() },
        ]
        for (k, step) in steps.enumerated() {
            try step(&s)
            // Each step in its own "process": a new Store on the same file, as after a kill.
            try temp.open().quizAttempts.save(s, attemptID: id, at: Self.date(0, k + 1))
            let resumed = try #require(try temp.open().quizAttempts.unfinished(quizID: quiz.id))
            #expect(resumed.id == id)
            #expect(resumed.session == s)                                 // exactly, shuffle order included
            #expect(resumed.session.current == s.current)
            #expect(resumed.session.lastFeedback == s.lastFeedback)
            #expect(resumed.record.position == s.position)
            #expect(resumed.record.updatedAt == Self.date(0, k + 1))
        }
        // Resume and finish in yet another process.
        let store = try temp.open()
        var back = try #require(try store.quizAttempts.unfinished(quizID: quiz.id)).session
        while back.phase != .finished {
            _ = try back.answer(Self.correct(back))
            try back.next()
            try store.quizAttempts.save(back, attemptID: id, at: Self.date(0, 100))
        }
        #expect(try store.quizAttempts.unfinished(quizID: quiz.id) == nil)
        let record = try #require(try store.quizAttempts.history(quizID: quiz.id).attempts.first)
        #expect(record.status == .finished)
        #expect(record.finishedAt == Self.date(0, 100))
        #expect(record.mode == .interactive)
        #expect(record.score == QuizAttemptScore(right: 3, wrong: 0, skipped: 1, points: 2.67, maxPoints: 4, percent: 66.7, passed: true))
        steps.removeAll()
    }

    @Test func finishedOrForeignAttemptsCannotChange() throws {
        let temp = TempStore()
        let attempts = try temp.open().quizAttempts
        let id = try Self.play(attempts, quiz: Self.quiz(), right: 4, day: 1)
        let finished = try #require(try attempts.attempt(id: id))
        #expect(throws: StoreError.invalid("quiz attempt \(id) is finished and cannot change; start a new attempt")) {
            try attempts.save(finished.session, attemptID: id)
        }
        #expect(throws: StoreError.notFound("there is no quiz attempt 999")) { try attempts.save(finished.session, attemptID: 999) }
        let other = try QuizSession(quiz: Self.quiz("other"), seed: 1)
        let otherID = try attempts.start(other).id
        #expect(throws: StoreError.invalid("quiz attempt \(otherID) belongs to quiz other, not cz-64")) {
            try attempts.save(finished.session, attemptID: otherID)
        }
    }

    @Test func aNewAttemptReplacesTheUnfinishedOne() throws {
        let temp = TempStore()
        let attempts = try temp.open().quizAttempts
        let quiz = Self.quiz()
        let first = try attempts.start(try QuizSession(quiz: quiz, seed: 1), at: Self.date(1)).id
        let second = try attempts.start(try QuizSession(quiz: quiz, seed: 2), at: Self.date(2)).id
        #expect(try attempts.unfinished(quizID: quiz.id)?.id == second)
        #expect(try attempts.attempt(id: first)?.record.status == .abandoned)
        #expect(try attempts.activeAttempts().map(\.id) == [second])
        try attempts.abandon(attemptID: second)
        #expect(try attempts.unfinished(quizID: quiz.id) == nil)
        #expect(throws: StoreError.self) { try attempts.abandon(attemptID: second) }
    }

    @Test func historyWithBestLastAndAverage() throws {
        let temp = TempStore()
        let attempts = try temp.open().quizAttempts
        let quiz = Self.quiz()
        let a = try Self.play(attempts, quiz: quiz, right: 2, day: 1)                     // 50 %
        let b = try Self.play(attempts, quiz: quiz, right: 4, day: 2, mode: .deferred)    // 100 %
        let c = try Self.play(attempts, quiz: quiz, right: 3, day: 3)                     // 75 %
        // A missed-only retake of c: counted by its own percent, as its run's end showed it.
        var retake = try #require(try attempts.attempt(id: c)).session.retake(missedOnly: true)
        let r = try attempts.start(retake, retakeOf: c, at: Self.date(4)).id
        try retake.begin()
        _ = try retake.answer(Self.correct(retake))
        try retake.next()
        try attempts.save(retake, attemptID: r, at: Self.date(4, 1))
        // An unfinished attempt: listed, not counted.
        let open = try attempts.start(try QuizSession(quiz: quiz, seed: 9), at: Self.date(5)).id
        _ = try Self.play(attempts, quiz: Self.quiz("other"), right: 0, day: 6)

        let h = try attempts.history(quizID: quiz.id)
        #expect(h.attempts.map(\.id) == [open, r, c, b, a])         // newest first
        #expect(h.attempts.map(\.status) == [.active, .finished, .finished, .finished, .finished])
        #expect(h.attempts.map(\.mode) == [.immediate, .immediate, .immediate, .deferred, .immediate])
        #expect(h.attempts[1].scope == .missed)
        #expect(h.attempts[1].parentID == c)
        #expect(h.attempts[1].score?.percent == 100)
        #expect(h.attempts[2].score?.percent == 75)
        #expect(h.attempts[2].startedAt == Self.date(3))
        #expect(h.best?.id == b)                                     // 100 %, before the retake's 100 %
        #expect(h.last?.id == r, "the retake that scored 100 % is the last result")
        #expect(h.averagePercent == 81.3)                            // (50 + 100 + 75 + 100) / 4
        // Numbered among this quiz's attempts, the first started 1 (ids count every quiz's attempts).
        #expect(h.attempts.map(\.number) == [5, 4, 3, 2, 1])
        let all = try attempts.histories()
        #expect(all.map(\.quizID) == ["cz-64", "other"])
        #expect(all[1].best?.score?.percent == 0)
        #expect(try attempts.history(quizID: "none").attempts.isEmpty)
        #expect(try attempts.history(quizID: "none").best == nil)
        #expect(try attempts.history(quizID: "none").averagePercent == nil)
    }

    @Test func aDamagedSavedStateIsReportedNotRun() throws {
        let temp = TempStore()
        let store = try temp.open()
        let id = try store.quizAttempts.start(try QuizSession(quiz: Self.quiz(), seed: 1)).id
        try store.database.write { try $0.execute(sql: "UPDATE quizAttempt SET state = '{\"version\": 7}' WHERE id = ?", arguments: [id]) }
        #expect(throws: StoreError.invalid("quiz attempt \(id) of cz-64 cannot be resumed: the quiz state was saved by a newer version of Regio (state version 7); abandon it to start over")) {
            try store.quizAttempts.unfinished(quizID: "cz-64")
        }
        try store.quizAttempts.abandon(attemptID: id)
        #expect(try store.quizAttempts.unfinished(quizID: "cz-64") == nil)
    }

    @Test func aStoreWrittenByANewerVersionIsRefused() throws {
        let temp = TempStore()
        do {
            let store = try temp.open()
            try Self.play(store.quizAttempts, quiz: Self.quiz(), right: 1, day: 1)
            try store.database.write { try $0.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99-from-the-future')") }
        }
        #expect(throws: StoreError.newerVersion(path: temp.path)) { try temp.open() }
        // The file was left untouched: the attempt is still there.
        let queue = try DatabaseQueue(path: temp.path)
        #expect(try queue.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM quizAttempt") } == 1)
    }

    @Test func theMigrationIsRegistered() throws {
        let temp = TempStore()
        let store = try temp.open()
        let applied = try store.database.read { try String.fetchAll($0, sql: "SELECT identifier FROM grdb_migrations") }
        #expect(applied.contains("v1-quiz-attempts"))
        #expect(try store.database.read { try $0.tableExists("quizAttempt") })
    }
}

/// Saving an answer costs time in proportion to the answer, not to the quiz
/// (issue 16: 1.3 s per answer on a 32,000-question quiz, the whole session re-saved).
@Suite struct QuizAttemptStepTests {
    @Test func answersOnAHugeQuizSaveQuicklyAndResumeExactly() throws {
        let temp = QuizAttemptStoreTests.TempStore()
        let attempts = try temp.open().quizAttempts
        let quiz = QuizAttemptStoreTests.quiz("huge", count: 32_000)
        var s = try QuizSession(quiz: quiz, settings: QuizSettings(mode: .immediate), seed: 7)
        let id = try attempts.start(s, at: QuizAttemptStoreTests.date(1)).id
        try s.begin()
        try attempts.save(s, attemptID: id)

        // What every save cost before: encoding the whole session.
        let wholeStart = Date()
        _ = try JSONEncoder().encode(s)
        let whole = Date().timeIntervalSince(wholeStart)

        let steps = 20
        let started = Date()
        for k in 0..<steps {
            _ = try s.answer(k % 2 == 0 ? QuizAttemptStoreTests.correct(s) : QuizAttemptStoreTests.wrong(s))
            try attempts.save(s, attemptID: id)
            try s.next()
            try attempts.save(s, attemptID: id)
        }
        let perSave = Date().timeIntervalSince(started) / Double(2 * steps)
        print("quiz of 32,000 questions: one save \(String(format: "%.4f", perSave)) s; encoding the whole session \(String(format: "%.3f", whole)) s")
        #expect(perSave < whole / 5, "a save (\(perSave) s) should cost far less than the whole session (\(whole) s)")

        let resumed = try #require(try attempts.unfinished(quizID: "huge"))
        #expect(resumed.session == s)
        #expect(resumed.record.position == steps)
    }

    @Test func savingAfterSkippedSavesKeepsEveryAnswer() throws {
        // A caller that saves only now and then still loses nothing it saved last.
        let temp = QuizAttemptStoreTests.TempStore()
        let attempts = try temp.open().quizAttempts
        var s = try QuizSession(quiz: QuizAttemptStoreTests.quiz(count: 6), settings: QuizSettings(mode: .immediate), seed: 3)
        let id = try attempts.start(s).id
        try s.begin()
        for _ in 0..<4 {
            _ = try s.answer(QuizAttemptStoreTests.correct(s))
            try s.next()
        }
        try attempts.save(s, attemptID: id)  // one save for four answers
        #expect(try attempts.attempt(id: id)?.session == s)
    }

    @Test func aDamagedStepIsRefusedWithAClearMessage() throws {
        let temp = QuizAttemptStoreTests.TempStore()
        let store = try temp.open()
        var s = try QuizSession(quiz: QuizAttemptStoreTests.quiz(count: 3), settings: QuizSettings(mode: .immediate), seed: 3)
        let id = try store.quizAttempts.start(s).id
        try s.begin()
        _ = try s.answer(QuizAttemptStoreTests.correct(s))
        try store.quizAttempts.save(s, attemptID: id)
        try store.database.write { try $0.execute(sql: "UPDATE quizAttemptItem SET item = '{\"questionIndex\": 99, \"optionOrder\": [0], \"tries\": [], \"skipped\": false}'") }
        #expect(throws: StoreError.self) { try store.quizAttempts.attempt(id: id) }
    }
}
