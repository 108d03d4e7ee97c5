import Foundation
import GRDB
import Testing
import RegioQuiz
@testable import RegioStore

/// The review schedule in the store: fed by every attempt's answers in the same
/// transaction, filled by the migration from the attempts already there, and
/// repaired from them when damaged (the attempts are never touched).
@Suite struct ReviewStoreTests {
    typealias T = QuizAttemptStoreTests
    static let utc = TimeZone(identifier: "UTC")!

    /// A store whose clock says day `day` of the tests (``QuizAttemptStoreTests/date(_:_:)``).
    static func open(_ temp: T.TempStore, day: Int = 0) throws -> Store {
        try Store(path: temp.path, clock: .fixed(T.date(day), timeZone: utc))
    }

    static func day(_ n: Int) -> ReviewDay { ReviewDay(T.date(n), timeZone: utc) }

    /// Plays a quiz answering right exactly the questions in `right` (by id).
    @discardableResult
    static func play(_ store: Store, quiz: Quiz, right: Set<String>, day: Int) throws -> Int64 {
        let attempts = store.quizAttempts
        var s = try QuizSession(quiz: quiz, settings: QuizSettings(mode: .immediate), seed: UInt64(day + 1))
        let id = try attempts.start(s, at: T.date(day)).id
        try s.begin()
        var k = 0
        while s.phase != .finished {
            let q = s.quiz.questions[s.items[s.position].questionIndex]
            _ = try s.answer(right.contains(q.id) ? T.correct(s) : T.wrong(s))
            k += 1
            try attempts.save(s, attemptID: id, at: T.date(day, k))
            try s.next()
            try attempts.save(s, attemptID: id, at: T.date(day, k))
        }
        return id
    }

    @Test func aQuestionMissedTodayIsDueTomorrowAndMovesUpWhenAnsweredRightThen() throws {
        let temp = T.TempStore()
        let quiz = T.quiz(count: 3)
        let store = try Self.open(temp)
        try Self.play(store, quiz: quiz, right: ["q0"], day: 0)
        let reviews = store.reviews
        #expect(try reviews.due(on: Self.day(0)).isEmpty, "nothing missed today is due today")
        let tomorrow = try reviews.due(on: Self.day(1))
        #expect(Set(tomorrow.map(\.question.questionID)) == ["q1", "q2"])
        #expect(tomorrow.allSatisfy { $0.state.box == 1 && $0.regionID == "CZ-64" })
        #expect(try reviews.entry(ReviewQuestionRef(quizID: quiz.id, questionID: "q0"))?.state.box == 2)
        #expect(try reviews.nextDueDay(after: Self.day(0)) == Self.day(1))

        // Tomorrow: q1 right, q2 missed again (a review is an attempt like any other).
        try Self.play(store, quiz: quiz, right: ["q1"], day: 1)
        let q1 = try #require(try reviews.entry(ReviewQuestionRef(quizID: quiz.id, questionID: "q1")))
        #expect(q1.state.box == 2)
        #expect(q1.state.due == Self.day(3))
        let q2 = try #require(try reviews.entry(ReviewQuestionRef(quizID: quiz.id, questionID: "q2")))
        #expect(q2.state.box == 1)
        #expect(q2.state.due == Self.day(2))
        #expect(q2.state.answers == 2)
    }

    @Test func aReviewAttemptMovesTheQuestionsItWasMadeFrom() throws {
        let temp = T.TempStore()
        let quiz = T.quiz(count: 2)
        let store = try Self.open(temp)
        try Self.play(store, quiz: quiz, right: [], day: 0)
        let due = try store.reviews.due(on: Self.day(1))
        let review = ReviewQuiz.make(due: due.map { e in (e.question, quiz.question(id: e.question.questionID)!) }, title: LocalizedText("Review"))
        try Self.play(store, quiz: review, right: Set(review.questions.map(\.id)), day: 1)
        for e in try store.reviews.entries() {
            #expect(e.state.box == 2)
            #expect(e.question.quizID == quiz.id)
            #expect(e.regionID == "CZ-64", "the review keeps the region of the question's own quiz")
        }
        #expect(try store.reviews.entries().count == 2, "no entries for the review quiz itself")
    }

    @Test func theMigrationFillsTheScheduleFromTheAttemptsAlreadyRecorded() throws {
        let temp = T.TempStore()
        let quiz = T.quiz(count: 4)
        var expected: [ReviewEntry] = []
        do {
            let store = try Self.open(temp)
            try Self.play(store, quiz: quiz, right: ["q0", "q1"], day: 0)
            try Self.play(store, quiz: quiz, right: ["q2"], day: 2)
            expected = try store.reviews.entries()
            // The store as a Regio before the review schedule left it.
            try store.database.write { db in
                try db.execute(sql: "DROP TABLE reviewEntry")
                try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier = 'v3-review-schedule'")
            }
        }
        let reopened = try Store(path: temp.path, clock: .fixed(T.date(5), timeZone: Self.utc))
        let filled = try reopened.reviews.entries()
        #expect(filled.count == 4)
        #expect(filled.map(\.question) == expected.map(\.question))
        #expect(filled.map(\.state.box) == expected.map(\.state.box), "answers replayed in the order they were given")
        // Each attempt's answers count on the day it was played.
        #expect(filled.first { $0.question.questionID == "q2" }?.state.lastAnswered == ReviewDay(T.date(2, 4), timeZone: .current))
    }

    @Test func aDamagedScheduleIsReportedThenRepairedFromTheAttemptsWhichAreKept() throws {
        let temp = T.TempStore()
        let quiz = T.quiz(count: 3)
        let store = try Self.open(temp)
        try Self.play(store, quiz: quiz, right: ["q0"], day: 0)
        let before = try store.reviews.entries()
        let history = try store.quizAttempts.histories()
        try store.database.write { db in
            try db.execute(sql: "UPDATE reviewEntry SET box = 99 WHERE questionID = 'q1'")
            try db.execute(sql: "UPDATE reviewEntry SET dueDay = 'soon' WHERE questionID = 'q2'")
        }
        #expect(try store.reviews.problems().count == 2)
        do {
            _ = try store.reviews.due(on: Self.day(1))
            Issue.record("a damaged row was read as if it were whole")
        } catch let error as StoreError {
            #expect(error.description.contains("review schedule is damaged"))
            #expect(error.description.contains("--repair"))
        }
        let report = try store.reviews.rebuild()
        #expect(report.attempts == 1)
        #expect(report.unreadableAttempts.isEmpty)
        #expect(try store.reviews.problems().isEmpty)
        #expect(try store.reviews.entries() == before)
        #expect(try store.quizAttempts.histories() == history, "the attempts are untouched")
    }

    @Test func aMissingScheduleTableIsMadeAgainWhenTheStoreOpens() throws {
        let temp = T.TempStore()
        let quiz = T.quiz(count: 2)
        do {
            let store = try Self.open(temp)
            try Self.play(store, quiz: quiz, right: [], day: 0)
            try store.database.write { try $0.execute(sql: "DROP TABLE reviewEntry") }
            #expect(throws: StoreError.self) { try store.reviews.due(on: Self.day(1)) }
        }
        let reopened = try Self.open(temp, day: 1)
        #expect(try reopened.reviews.due(on: Self.day(1)).count == 2)
    }

    @Test func anAttemptThatCannotBeReadIsLeftAloneAndNamed() throws {
        let temp = T.TempStore()
        let store = try Self.open(temp)
        let good = try Self.play(store, quiz: T.quiz("a", count: 2), right: [], day: 0)
        let bad = try Self.play(store, quiz: T.quiz("b", count: 2), right: [], day: 0)
        try store.database.write { try $0.execute(sql: "UPDATE quizAttempt SET state = '{broken' WHERE id = ?", arguments: [bad]) }
        let report = try store.reviews.rebuild()
        #expect(report.unreadableAttempts == [bad])
        #expect(report.attempts == 1)
        #expect(try store.reviews.entries().allSatisfy { $0.question.quizID == "a" })
        #expect(try store.quizAttempts.history(quizID: "b").attempts.map(\.id) == [bad], "the unreadable attempt is kept")
        #expect(try store.quizAttempts.attempt(id: good) != nil)
    }

    @Test func aSaveThatFailsChangesNeitherTheAttemptNorTheSchedule() throws {
        let temp = T.TempStore()
        let quiz = T.quiz(count: 2)
        let store = try Self.open(temp)
        var s = try QuizSession(quiz: quiz, settings: QuizSettings(mode: .immediate), seed: 1)
        let id = try store.quizAttempts.start(s).id
        try s.begin()
        _ = try s.answer(T.wrong(s))
        try store.database.write { try $0.execute(sql: "UPDATE quizAttempt SET status = 'abandoned' WHERE id = ?", arguments: [id]) }
        #expect(throws: StoreError.self) { try store.quizAttempts.save(s, attemptID: id) }
        #expect(try store.reviews.entries().isEmpty)
    }
}
