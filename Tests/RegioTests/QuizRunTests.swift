import Foundation
import Testing
@testable import Regio

/// A quiz run saves every step in the store and resumes from it.
@Suite struct QuizRunTests {
    static let quiz = Quiz(id: "t", regionID: nil, title: LocalizedText("Test"), questions: (1...4).map { i in
        Question(id: "q\(i)", prompt: LocalizedText("Question \(i)?"),
                 options: [AnswerOption(LocalizedText("right \(i)"), correct: true), AnswerOption(LocalizedText("wrong \(i)")),
                           AnswerOption(LocalizedText("other \(i)"))])
    })

    func storePath() throws -> String { try temporaryFolder().appendingPathComponent("regio.sqlite").path }

    /// The shown index of the correct option of the current question.
    func rightIndex(_ s: QuizSession) -> Int {
        let item = s.items[s.position]
        return item.shownIndex(ofOriginal: s.quiz.questions[item.questionIndex].correctIndex!)!
    }

    @Test func everyStepIsSavedAndAnotherProcessResumesIt() throws {
        let path = try storePath()
        var run = try QuizRun.open(Self.quiz, settings: QuizSettings(), seed: 7, store: Store(path: path))
        #expect(!run.resumed)
        try run.begin()
        try run.answer(rightIndex(run.session))
        try run.next()
        try run.skip()
        // Not moved on yet: a new store connection (as after a killed process) sees the skip.
        var again = try QuizRun.open(Self.quiz, settings: QuizSettings(mode: .deferred), seed: 99, store: Store(path: path))
        #expect(again.resumed && again.attemptID == run.attemptID)
        #expect(again.session == run.session, "the saved state is the state in memory")
        #expect(again.session.settings.mode == .immediate, "a resumed attempt keeps its own settings")
        #expect(again.session.phase == .feedback && again.decidedCount == 2)
        try again.next()
        while !again.session.isFinished {
            try again.answer((rightIndex(again.session) + 1) % 3)
            try again.next()
        }
        let summary = try again.session.summary()
        #expect((summary.right, summary.wrong, summary.skipped) == (1, 2, 1))
        let history = try Store(path: path).quizAttempts.history(quizID: "t")
        #expect(history.attempts.count == 1 && history.best?.score?.percent == 25)
        #expect(try QuizRun.resumeLatest(store: Store(path: path)) == nil, "nothing is unfinished")
    }

    @Test func aRefusedStepChangesNothingInMemoryOrInTheStore() throws {
        let path = try storePath()
        var run = try QuizRun.open(Self.quiz, settings: QuizSettings(), seed: 1, store: Store(path: path))
        #expect(throws: QuizRunnerError.notStarted) { try run.answer(0) }
        try run.begin()
        #expect(throws: QuizRunnerError.optionOutOfRange(index: 3, count: 3)) { try run.answer(3) }
        let before = run.session
        try run.answer(0)
        #expect(throws: QuizRunnerError.alreadyAnswered) { try run.answer(1) }
        let saved = try #require(try Store(path: path).quizAttempts.unfinished(quizID: "t"))
        #expect(saved.session == run.session && saved.session != before)
    }

    @Test func startingOverAbandonsTheUnfinishedAttemptAndRetakesAreLinked() throws {
        let store = try Store(path: try storePath())
        var first = try QuizRun.open(Self.quiz, settings: QuizSettings(), seed: 1, store: store)
        try first.begin()
        var fresh = try QuizRun.open(Self.quiz, settings: QuizSettings(), seed: 2, startOver: true, store: store)
        #expect(!fresh.resumed && fresh.attemptID != first.attemptID)
        #expect(try store.quizAttempts.attempt(id: first.attemptID)?.record.status == .abandoned)
        try fresh.begin()
        while !fresh.session.isFinished {
            if fresh.session.position == 0 { try fresh.skip() } else { try fresh.answer(rightIndex(fresh.session)) }
            try fresh.next()
        }
        let retake = try fresh.retake(missedOnly: true)
        #expect(retake.session.items.count == 1 && retake.session.scope == .missed)
        let record = try #require(try store.quizAttempts.attempt(id: retake.attemptID)?.record)
        #expect(record.parentID == fresh.attemptID && record.status == .active)
        #expect(try QuizRun.resumeLatest(store: store)?.attemptID == retake.attemptID)
    }
}
