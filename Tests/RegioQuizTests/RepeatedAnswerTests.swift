import Foundation
import Testing
@testable import RegioQuiz

/// `QuizSession.repeatedAnswer`: an answer sent twice (a double click, a
/// retried request) is the same answer, never an answer to the next question.
@Suite struct RepeatedAnswerTests {
    func begun(_ mode: QuizMode, maxTries: Int = 1) throws -> QuizSession {
        var s = try QuizSession(quiz: SampleQuiz.make(count: 3), settings: QuizSettings(mode: mode, maxTries: maxTries), seed: 5)
        try s.begin()
        return s
    }

    @Test(arguments: QuizMode.allCases)
    func theSameAnswerAgainIsTheFeedbackGiven(mode: QuizMode) throws {
        var s = try begun(mode)
        #expect(try s.repeatedAnswer(question: 1, [0]) == nil)           // a new answer: the caller gives it
        let given = try s.answer(0)
        #expect(try s.repeatedAnswer(question: 1, [0]) == given)
        #expect(try s.repeatedAnswer(question: nil, [0]) == given)
        #expect(throws: QuizRunnerError.alreadyAnswered) { try s.repeatedAnswer(question: 1, [1]) }
        #expect(throws: QuizRunnerError.notCurrentQuestion(asked: 2, current: 1)) { try s.repeatedAnswer(question: 2, [0]) }
        try s.next()
        #expect(throws: QuizRunnerError.notCurrentQuestion(asked: 1, current: 2)) { try s.repeatedAnswer(question: 1, [0]) }
    }

    @Test func aRepeatedWrongTryInInteractiveModeCostsNoSecondTry() throws {
        var s = try begun(.interactive, maxTries: 3)
        let wrong = (0..<3).first { $0 != s.correctShownIndex }!
        let first = try s.answer(wrong)
        #expect(first.outcome == .tryAgain)
        #expect(try s.repeatedAnswer(question: 1, [wrong]) == first)
        let other = (0..<3).first { $0 != s.correctShownIndex && $0 != wrong }!
        #expect(try s.repeatedAnswer(question: 1, [other]) == nil)
    }

    @Test func aSkippedQuestionTakesNoAnswer() throws {
        var s = try begun(.immediate)
        try s.skip()
        #expect(throws: QuizRunnerError.alreadyAnswered) { try s.repeatedAnswer(question: 1, [0]) }
    }

    @Test func afterTheEndNoQuestionIsCurrent() throws {
        var s = try begun(.immediate)
        for _ in 0..<3 { try s.skip(); try s.next() }
        #expect(throws: QuizRunnerError.notCurrentQuestion(asked: 3, current: nil)) { try s.repeatedAnswer(question: 3, [0]) }
        #expect(try s.repeatedAnswer(question: nil, [0]) == nil)
    }
}
