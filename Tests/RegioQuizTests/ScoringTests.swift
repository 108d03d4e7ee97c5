import Foundation
import Testing
@testable import RegioQuiz

@Suite struct ScoringTests {
    /// Plays every question: `plan[k]` wrong tries, then the right answer (nil: skip).
    func play(_ quiz: Quiz, _ settings: QuizSettings, plan: [Int?], seed: UInt64 = 1) throws -> QuizSummary {
        var s = try QuizSession(quiz: quiz, settings: settings, seed: seed)
        try s.begin()
        for k in 0..<s.items.count {
            // plan is by question index, whatever the shuffled order.
            let qi = s.items[s.position].questionIndex
            if let wrongTries = plan[qi] {
                for _ in 0..<wrongTries where s.phase == .question { _ = try s.answer(s.wrongShownIndex) }
                if s.phase == .question { _ = try s.answer(s.correctShownIndex) }
            } else {
                _ = try s.skip()
            }
            #expect(s.phase == .feedback)
            try s.next()
            if k == s.items.count - 1 { #expect(s.phase == .finished) }
        }
        return try s.summary()
    }

    @Test func penaltiesPerWrongTry() throws {
        let quiz = SampleQuiz.make(count: 4, options: 5, points: [1, 2, 3, 1])
        let settings = QuizSettings(mode: .interactive, maxTries: 4)
        let sum = try play(quiz, settings, plan: [0, 1, 2, 3])
        // 1 + 2·(2/3) + 3·(1/3) + 1·max(0, 1 − 3/3) = 1 + 1.333… + 1 + 0 = 3.333…
        #expect(sum.results.sorted { $0.questionID < $1.questionID }.map(\.points) == [1, 1.33, 1, 0])
        #expect(sum.points == 3.33)
        #expect(sum.maxPoints == 7)
        #expect(sum.percent == 47.6)      // 3.333…/7 = 47.619…%
        #expect(!sum.passed)
        #expect(sum.right == 4)           // right on the fourth try is still right, for 0 points
    }

    @Test func penaltyIsFlooredAtZero() throws {
        let quiz = SampleQuiz.make(count: 1, options: 6)
        let sum = try play(quiz, QuizSettings(mode: .interactive, maxTries: 5, penalty: 0.4), plan: [4])
        #expect(sum.points == 0)          // 1 − 4·0.4 < 0 → 0
        #expect(sum.percent == 0)
        let half = try play(quiz, QuizSettings(mode: .interactive, maxTries: 5, penalty: 0.5), plan: [1])
        #expect(half.points == 0.5)
        let none = try play(quiz, QuizSettings(mode: .interactive, maxTries: 5, penalty: 0), plan: [4])
        #expect(none.points == 1)
    }

    @Test func immediateAndDeferredGiveAllOrNothing() throws {
        let quiz = SampleQuiz.make(count: 5, points: [1, 1, 1, 1, 1])
        for mode in [QuizMode.immediate, .deferred] {
            let sum = try play(quiz, QuizSettings(mode: mode), plan: [0, 0, 0, 1, nil])
            #expect(sum.points == 3)
            #expect(sum.percent == 60)
            #expect(sum.passed)                         // exactly the pass mark passes
            #expect((sum.right, sum.wrong, sum.skipped) == (3, 1, 1))
        }
    }

    @Test func passMarkBoundaryToleratesFloatingPoint() throws {
        // 1 point, penalty 0.2, right on the fourth try: 1 − 3·0.2 = 0.3999999999999999 in binary
        // floating point, i.e. 39.99999999999999 % — that is 40 %, and 40 % passes a 40 % mark.
        let quiz = SampleQuiz.make(count: 1, options: 6)
        let settings = QuizSettings(mode: .interactive, passPercent: 40, maxTries: 4, penalty: 0.2)
        #expect(QuizScore.points(for: 1, wrongTries: 3, penalty: 0.2) * 100 < 40)  // the premise: just below
        let sum = try play(quiz, settings, plan: [3])
        #expect(sum.points == 0.4)
        #expect(sum.percent == 40)
        #expect(sum.passed)
    }

    @Test func passMarkComesFromSettingsThenQuizThenDefault() throws {
        var quiz = SampleQuiz.make(count: 2)
        let plan: [Int?] = [0, 1]   // 50 %
        #expect(try !play(quiz, QuizSettings(), plan: plan).passed)
        #expect(try play(quiz, QuizSettings(), plan: plan).passPercent == 60)
        quiz.passPercent = 50
        #expect(try play(quiz, QuizSettings(), plan: plan).passed)
        #expect(try !play(quiz, QuizSettings(passPercent: 75), plan: plan).passed)
        #expect(try play(quiz, QuizSettings(passPercent: 0), plan: [nil, nil]).passed)
    }

    @Test func roundingIsHalfAwayFromZero() {
        #expect(QuizScore.rounded(2.0 / 3.0, places: 2) == 0.67)
        #expect(QuizScore.rounded(1.0 / 3.0, places: 2) == 0.33)
        #expect(QuizScore.rounded(1.005, places: 2) == 1.01)    // stored as 1.00499999999999989…
        #expect(QuizScore.rounded(0.125, places: 2) == 0.13)
        #expect(QuizScore.rounded(-0.125, places: 2) == -0.13)
        #expect(QuizScore.rounded(66.65, places: 1) == 66.7)
        #expect(QuizScore.rounded(100, places: 1) == 100)
        #expect(QuizScore.points(for: 2, wrongTries: 1, penalty: 1.0 / 3.0) == 2 * (1 - 1.0 / 3.0))
        #expect(QuizScore.points(for: 1, wrongTries: 3, penalty: 1.0 / 3.0) == 0)
        #expect(QuizScore.points(for: 1, wrongTries: 7, penalty: 0.5) == 0)
    }

    @Test func thirdsAddUpWithoutDrift() throws {
        // Three questions each right on the third try with penalty 1/3: 3 × 1/3 = 1 point, 33.3 %.
        let quiz = SampleQuiz.make(count: 3, options: 4)
        let sum = try play(quiz, QuizSettings(mode: .interactive, maxTries: 3), plan: [2, 2, 2])
        #expect(sum.points == 1)
        #expect(sum.percent == 33.3)
        #expect(sum.results.map(\.points) == [0.33, 0.33, 0.33])
    }
}
