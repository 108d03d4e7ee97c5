import Foundation
import Testing
@testable import RegioQuiz

/// Every transition of every mode, and every illegal step.
@Suite struct RunnerTransitionTests {
    func session(_ mode: QuizMode = .immediate, count: Int = 3, seed: UInt64 = 5, maxTries: Int = 3,
                 penalty: Double = 1.0 / 3.0) throws -> QuizSession {
        try QuizSession(quiz: SampleQuiz.make(count: count), settings: QuizSettings(mode: mode, maxTries: maxTries, penalty: penalty), seed: seed)
    }

    /// Runs `step`, expects `error`, and checks that the session did not change.
    func expectRefused(_ s: inout QuizSession, _ error: QuizRunnerError, _ step: (inout QuizSession) throws -> Void,
                       sourceLocation: SourceLocation = #_sourceLocation) {
        let before = s
        #expect(throws: error, sourceLocation: sourceLocation) { try step(&s) }
        #expect(s == before, "a refused step changed the session", sourceLocation: sourceLocation)
    }

    @Test func introShowsTitleCountAndInstructions() throws {
        var s = try session()
        #expect(s.phase == .intro)
        #expect(s.intro.title.text(for: .en) == "Sample")
        #expect(s.intro.questionCount == 3)
        #expect(s.intro.instructions?.text(for: .cs) == "Pick one.")
        #expect(s.intro.passPercent == 60)
        #expect(s.intro.maxPoints == 3)
        #expect(s.current == nil)
        expectRefused(&s, .notStarted) { try $0.answer(0) }
        expectRefused(&s, .notStarted) { try $0.skip() }
        expectRefused(&s, .notStarted) { try $0.next() }
        #expect(throws: QuizRunnerError.notFinished) { try s.summary() }
        #expect(throws: QuizRunnerError.notFinished) { try s.retake() }
        try s.begin()
        #expect(s.phase == .question)
        expectRefused(&s, .alreadyStarted) { try $0.begin() }
        #expect(s.current?.number == 1)
        #expect(s.current?.total == 3)
    }

    @Test func immediateModeRightThenWrongThenSkip() throws {
        var s = try session(.immediate)
        try s.begin()
        expectRefused(&s, .notAnswered) { try $0.next() }
        expectRefused(&s, .optionOutOfRange(index: 3, count: 3)) { try $0.answer(3) }
        expectRefused(&s, .optionOutOfRange(index: -1, count: 3)) { try $0.answer(-1) }

        // Right.
        let right = s.correctShownIndex
        let fb = try s.answer(right)
        #expect(fb.outcome == .right)
        #expect(fb.chosenIndex == right)
        #expect(fb.correctIndex == right)
        #expect(fb.correctText == s.current?.options[right])
        #expect(fb.explanation != nil)
        #expect(fb.optionFeedback != nil)
        #expect(fb.pointsEarned == 1)
        #expect(fb.triesLeft == 0)
        #expect(s.phase == .feedback)
        #expect(s.lastFeedback == fb)
        // Answering twice, skipping after answering: refused.
        expectRefused(&s, .alreadyAnswered) { try $0.answer(right) }
        expectRefused(&s, .alreadyAnswered) { try $0.answer((right + 1) % 3) }
        expectRefused(&s, .alreadyAnswered) { try $0.skip() }
        try s.next()
        #expect(s.phase == .question)
        #expect(s.current?.number == 2)

        // Wrong: the correct option is revealed.
        let correct = s.correctShownIndex
        let wrong = s.wrongShownIndex
        let fb2 = try s.answer(wrong)
        #expect(fb2.outcome == .wrong)
        #expect(fb2.chosenIndex == wrong)
        #expect(fb2.correctIndex == correct)
        #expect(fb2.explanation != nil)
        #expect(fb2.pointsEarned == 0)
        try s.next()

        // Skip: revealed too.
        let fb3 = try s.skip()
        #expect(fb3.outcome == .skipped)
        #expect(fb3.chosenIndex == nil)
        #expect(fb3.correctIndex == s.correctShownIndex)
        #expect(s.phase == .feedback)
        try s.next()
        #expect(s.phase == .finished)
        #expect(s.current == nil)

        // After the end.
        expectRefused(&s, .quizFinished) { try $0.answer(0) }
        expectRefused(&s, .quizFinished) { try $0.skip() }
        expectRefused(&s, .quizFinished) { try $0.next() }
        expectRefused(&s, .quizFinished) { try $0.begin() }
        let sum = try s.summary()
        #expect((sum.right, sum.wrong, sum.skipped) == (1, 1, 1))
        #expect(sum.points == 1)
        #expect(sum.percent == 33.3)
        #expect(!sum.passed)
        #expect(sum.missed.map(\.outcome) == [.wrong, .skipped])
        // SampleQuiz: question qN's correct option is "qN option ((N−1) mod 3 + 1)".
        #expect(sum.missed.allSatisfy {
            $0.correctAnswer.text(for: .en) == "\($0.questionID) option \((Int($0.questionID.dropFirst())! - 1) % 3 + 1)"
        })
    }

    @Test func interactiveModeTriesPenaltiesAndReveal() throws {
        var s = try QuizSession(quiz: SampleQuiz.make(count: 3, options: 4), settings: QuizSettings(mode: .interactive), seed: 5)
        // Q1 has four options: the three default tries.
        try s.begin()
        #expect(s.current?.triesLeft == 3)

        // Q1: wrong, the same wrong again (refused), then right on the second try.
        let w = s.wrongShownIndex
        let fb1 = try s.answer(w)
        #expect(fb1.outcome == .tryAgain)
        #expect(fb1.triesLeft == 2)
        #expect(fb1.correctIndex == nil)
        #expect(fb1.correctText == nil)
        #expect(fb1.explanation == nil)
        #expect(fb1.optionFeedback != nil)   // the wrong option's own feedback helps the next try
        #expect(fb1.pointsEarned == nil)
        #expect(s.phase == .question)
        #expect(s.current?.triedWrong == [w])
        #expect(s.lastFeedback == nil)
        expectRefused(&s, .alreadyTried(option: w + 1)) { try $0.answer(w) }
        expectRefused(&s, .notAnswered) { try $0.next() }
        let fb2 = try s.answer(s.correctShownIndex)
        #expect(fb2.outcome == .right)
        #expect(fb2.correctIndex == s.correctShownIndex)
        #expect(abs(fb2.pointsEarned! - 2.0 / 3.0) < 1e-12)
        #expect(s.phase == .feedback)
        expectRefused(&s, .alreadyAnswered) { try $0.answer(0) }
        try s.next()
        // A quiz with three options per question; Q1 right at once.
        s = try QuizSession(quiz: SampleQuiz.make(count: 3, options: 3), settings: QuizSettings(mode: .interactive), seed: 5)
        try s.begin()
        _ = try s.answer(s.correctShownIndex)
        try s.next()

        // Q2: with three options only two tries count (a third could not be wrong): wrong, wrong → wrong.
        #expect(s.current?.triesLeft == 2)
        #expect(try s.answer(s.wrongShownIndex).outcome == .tryAgain)
        let fb3 = try s.answer(s.wrongShownIndex)
        #expect(fb3.outcome == .wrong)
        #expect(fb3.correctIndex == s.correctShownIndex)
        #expect(fb3.pointsEarned == 0)
        try s.next()

        // Q3: a wrong try, then skip: skipped, nothing earned, the answer revealed.
        _ = try s.answer(s.wrongShownIndex)
        let fb4 = try s.skip()
        #expect(fb4.outcome == .skipped)
        #expect(fb4.correctIndex != nil)
        #expect(fb4.pointsEarned == 0)
        try s.next()
        let sum = try s.summary()
        #expect((sum.right, sum.wrong, sum.skipped) == (1, 1, 1))
        #expect(sum.points == 1)            // 1 + 0 + 0
        #expect(sum.percent == 33.3)
        #expect(sum.results.map(\.tries) == [1, 2, 1])
    }

    @Test func interactiveTrueFalseHasOneTry() throws {
        var quiz = SampleQuiz.make(count: 1, options: 2)
        quiz.questions[0].shuffle = false
        var s = try QuizSession(quiz: quiz, settings: QuizSettings(mode: .interactive, maxTries: 3), seed: 1)
        try s.begin()
        #expect(s.current?.triesLeft == 1)
        let fb = try s.answer(s.wrongShownIndex)
        #expect(fb.outcome == .wrong)
        #expect(fb.correctIndex == s.correctShownIndex)
        #expect(s.phase == .feedback)
    }

    @Test func interactiveRevealsAfterTheLastTry() throws {
        // Four options, two tries: wrong, wrong → the question ends wrong and the answer is shown.
        let quiz = SampleQuiz.make(count: 1, options: 4)
        var s = try QuizSession(quiz: quiz, settings: QuizSettings(mode: .interactive, maxTries: 2), seed: 1)
        try s.begin()
        #expect(try s.answer(s.wrongShownIndex).outcome == .tryAgain)
        let last = try s.answer(s.wrongShownIndex)
        #expect(last.outcome == .wrong)
        #expect(last.correctIndex == s.correctShownIndex)
        #expect(last.explanation?.text(for: .en) == "Because 1.")
        #expect(last.pointsEarned == 0)
        #expect(s.phase == .feedback)
        try s.next()
        #expect(try s.summary().wrong == 1)
    }

    @Test func deferredModeChecksOnlyAtTheEnd() throws {
        var s = try session(.deferred)
        try s.begin()
        let fb1 = try s.answer(s.correctShownIndex)
        #expect(fb1.outcome == .recorded)
        #expect(fb1.correctIndex == nil)
        #expect(fb1.correctText == nil)
        #expect(fb1.explanation == nil)
        #expect(fb1.optionFeedback == nil)
        #expect(fb1.pointsEarned == nil)
        expectRefused(&s, .alreadyAnswered) { try $0.answer(0) }
        try s.next()
        let fb2 = try s.answer(s.wrongShownIndex)
        #expect(fb2.outcome == .recorded)   // not "wrong": nothing is checked yet
        try s.next()
        let fb3 = try s.skip()
        #expect(fb3.outcome == .skipped)
        #expect(fb3.correctIndex == nil)
        try s.next()
        let sum = try s.summary()
        #expect((sum.right, sum.wrong, sum.skipped) == (1, 1, 1))
        #expect(sum.missed.count == 2)
        #expect(sum.missed[0].yourAnswer != nil)
        #expect(sum.missed[0].yourAnswer != sum.missed[0].correctAnswer)
        #expect(sum.missed[1].yourAnswer == nil)
        #expect(sum.results[0].explanation != nil)
    }

    @Test func trueFalseOptionsAreNotShuffled() throws {
        var quiz = SampleQuiz.make(count: 1, options: 2)
        quiz.questions[0].shuffle = false
        for seed in 0..<50 as Range<UInt64> {
            let s = try QuizSession(quiz: quiz, seed: seed)
            #expect(s.items[0].optionOrder == [0, 1])
        }
    }

    @Test func invalidQuizzesAndSettingsAreRefused() {
        var twoCorrect = SampleQuiz.make(count: 2)
        twoCorrect.questions[1].options[2].correct = true
        twoCorrect.questions[1].options[1].correct = true
        #expect(throws: QuizRunnerError.invalidQuiz(Message(.quizQuestionNotOneCorrect, ["question": "q2"]))) {
            try QuizSession(quiz: twoCorrect, seed: 1)
        }
        let empty = Quiz(id: "e", regionID: nil, title: LocalizedText("E"), questions: [])
        #expect(throws: QuizRunnerError.invalidQuiz(Message(.quizHasNoQuestions, ["quiz": "e"]))) { try QuizSession(quiz: empty, seed: 1) }
        // Said in the learner's language.
        let tries = QuizRunnerError.invalidSettings(Message(.quizSettingsTries, ["value": 0]))
        #expect(tries.description == "invalid quiz settings: tries per question must be from 1 to 10 (found 0)")
        #expect(tries.message(in: .cs) == "neplatné nastavení kvízu: počet pokusů na otázku musí být od 1 do 10 (zadáno 0)")
        #expect(throws: QuizRunnerError.self) { try QuizSession(quiz: SampleQuiz.make(), settings: QuizSettings(maxTries: 0), seed: 1) }
        #expect(throws: QuizRunnerError.self) { try QuizSession(quiz: SampleQuiz.make(), settings: QuizSettings(penalty: 1.5), seed: 1) }
        #expect(throws: QuizRunnerError.self) { try QuizSession(quiz: SampleQuiz.make(), settings: QuizSettings(penalty: .nan), seed: 1) }
        #expect(throws: QuizRunnerError.self) { try QuizSession(quiz: SampleQuiz.make(), settings: QuizSettings(passPercent: 101), seed: 1) }
    }

    @Test func errorsReadWell() {
        #expect(QuizRunnerError.optionOutOfRange(index: 4, count: 3).description == "there is no option 5; choose a number from 1 to 3")
        #expect(QuizRunnerError.alreadyAnswered.description == "this question has already been answered; go to the next question")
        #expect(QuizRunnerError.quizFinished.description == "the quiz is over; start a retake to play again")
    }

    @Test func answerInputByNumberTextOrCommand() {
        let options = ["České Budějovice", "Brno", "Břeclav", "Zlín"]
        #expect(AnswerInput.parse("2", options: options) == .option(1))
        #expect(AnswerInput.parse(" 9 ", options: options) == .option(8))       // the runner reports the range
        // The smallest Int has no predecessor: out of range, not a trap (found by the answer fuzzer's number dictionary).
        #expect(AnswerInput.parse("-9223372036854775808", options: options) == .option(Int.min))
        #expect(AnswerInput.parse("1 -9223372036854775808", options: options) == .options([0, Int.min]))
        #expect(AnswerInput.parse("ceske", options: options) == .option(0))
        #expect(AnswerInput.parse("ZL", options: options) == .option(3))
        #expect(AnswerInput.parse("br", options: options) == .ambiguous([1, 2]))
        #expect(AnswerInput.parse("brno", options: options) == .option(1))
        #expect(AnswerInput.parse("skip", options: options) == .skip)
        #expect(AnswerInput.parse("Přeskočit", options: options) == .skip)
        #expect(AnswerInput.parse("quit", options: options) == .quit)
        // Every language's words, whatever the interface language (po/*.po, inputSkip and inputQuit).
        #expect(AnswerInput.parse("Überspringen", options: options) == .skip)
        #expect(AnswerInput.parse("preskočiť", options: options) == .skip)
        #expect(AnswerInput.parse("konec", options: options) == .quit)
        #expect(AnswerInput.parse("beenden", options: options) == .quit)
        #expect(AnswerInput.parse("KONIEC", options: options) == .quit)
        #expect(AnswerInput.parse("", options: options) == .empty)
        #expect(AnswerInput.parse("Praha", options: options) == .unknown("Praha"))
    }
}
