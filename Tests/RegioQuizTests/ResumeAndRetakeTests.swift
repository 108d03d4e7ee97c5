import Foundation
import Testing
@testable import RegioQuiz

@Suite struct ResumeAndRetakeTests {
    /// One random legal step; returns false when the session is finished.
    static func randomStep(_ s: inout QuizSession, _ rng: inout SeededRandom) throws -> Bool {
        switch s.phase {
        case .intro: try s.begin()
        case .feedback: try s.next()
        case .finished: return false
        case .question:
            if rng.below(8) == 0 {
                _ = try s.skip()
            } else {
                let item = s.items[s.position]
                let untried = item.optionOrder.indices.filter { !item.tries.contains(item.optionOrder[$0]) }
                _ = try s.answer(untried[rng.below(untried.count)])
            }
        }
        return true
    }

    static func randomQuiz(_ rng: inout SeededRandom) -> Quiz {
        let count = 1 + rng.below(8)
        var quiz = SampleQuiz.make(count: count, options: 2 + rng.below(5))
        for i in quiz.questions.indices {
            // Vary option counts, correct positions, points and shuffling.
            let n = 2 + rng.below(5)
            let correct = rng.below(n)
            quiz.questions[i].options = (0..<n).map { AnswerOption(LocalizedText("q\(i) o\($0)"), correct: $0 == correct) }
            quiz.questions[i].points = Double(1 + rng.below(3))
            quiz.questions[i].shuffle = rng.below(4) != 0
        }
        return quiz
    }

    static func randomSettings(_ rng: inout SeededRandom) -> QuizSettings {
        let mode = QuizMode.allCases[rng.below(3)]
        return QuizSettings(mode: mode, maxTries: 1 + rng.below(4), penalty: [0, 0.25, 1.0 / 3.0, 0.5][rng.below(4)])
    }

    @Test func stateSavedAfterEveryStepResumesExactly() throws {
        // Property: saving after every step and resuming from the saved JSON gives the same
        // session, the same feedback on screen and, played on, the same summary.
        var rng = SeededRandom(seed: 2024)
        for _ in 0..<150 {
            let quiz = Self.randomQuiz(&rng)
            let settings = Self.randomSettings(&rng)
            let seed = rng.next()
            var live = try QuizSession(quiz: quiz, settings: settings, seed: seed)
            var stepRNG = rng   // the same choices for the resumed copy
            var resumed = live
            var steps = 0
            while try Self.randomStep(&live, &rng) {
                steps += 1
                let saved = try JSONEncoder().encode(live)
                let back = try JSONDecoder().decode(QuizSession.self, from: saved)
                #expect(back == live)
                #expect(back.current == live.current)
                #expect(back.lastFeedback == live.lastFeedback)
                #expect(steps < 500, "a run must end")
                if steps >= 500 { break }
            }
            // The resumed copy, killed and restored after every single step, ends identically.
            while try Self.randomStep(&resumed, &stepRNG) { resumed = try resumed.roundTripped() }
            #expect(resumed == live)
            #expect(try resumed.summary() == live.summary())
            let sum = try live.summary()
            #expect(sum.right + sum.wrong + sum.skipped == sum.questionCount)
            #expect(sum.points <= sum.maxPoints + 1e-9)
            #expect((0...100).contains(sum.percent))
            #expect(sum.missed.count == sum.wrong + sum.skipped)
        }
    }

    @Test func illegalStepsNeverCrashAndNeverChangeTheSession() throws {
        // Property: any step in any state either succeeds or throws a QuizRunnerError with the session unchanged.
        var rng = SeededRandom(seed: 77)
        for _ in 0..<200 {
            var s = try QuizSession(quiz: Self.randomQuiz(&rng), settings: Self.randomSettings(&rng), seed: rng.next())
            for _ in 0..<60 {
                let before = s
                do {
                    switch rng.below(5) {
                    case 0: try s.begin()
                    case 1: _ = try s.answer(rng.below(9) - 2)
                    case 2: _ = try s.skip()
                    case 3: try s.next()
                    default: _ = try s.summary()
                    }
                } catch {
                    #expect(s == before)
                }
                #expect(s.consistencyProblem() == nil)
            }
        }
    }

    @Test func sameSeedSameOrderOtherSeedOtherOrder() throws {
        let quiz = SampleQuiz.make(count: 8, options: 4)
        let a = try QuizSession(quiz: quiz, seed: 7), b = try QuizSession(quiz: quiz, seed: 7)
        #expect(a.items == b.items)
        let orders = Set(try (0..<20 as Range<UInt64>).map { try QuizSession(quiz: quiz, seed: $0).items.map(\.questionIndex) })
        #expect(orders.count > 15)
        for item in a.items { #expect(item.optionOrder.sorted() == [0, 1, 2, 3]) }
        #expect(a.items.map(\.questionIndex).sorted() == Array(0..<8))
    }

    @Test func retakeWholeQuizReshuffles() throws {
        var s = try QuizSession(quiz: SampleQuiz.make(count: 8, options: 4), seed: 7)
        #expect(throws: QuizRunnerError.notFinished) { try s.retake() }
        try s.begin()
        while s.phase != .finished {
            _ = try s.answer(s.position.isMultiple(of: 2) ? s.correctShownIndex : s.wrongShownIndex)
            try s.next()
        }
        let again = try s.retake()
        #expect(again.round == 1)
        #expect(again.scope == .all)
        #expect(again.phase == .intro)
        #expect(again.items.count == 8)
        #expect(again.items.allSatisfy { $0.tries.isEmpty && !$0.skipped })
        #expect(again.items.map(\.questionIndex) != s.items.map(\.questionIndex))
        #expect(again.seed == s.seed)
        // Reproducible: the same retake from the same run.
        #expect(try s.retake() == again)
    }

    @Test func retakeOnlyTheMissedQuestions() throws {
        var s = try QuizSession(quiz: SampleQuiz.make(count: 6), settings: QuizSettings(mode: .deferred), seed: 3)
        try s.begin()
        var missed: Set<String> = []
        while s.phase != .finished {
            let id = s.current!.questionID
            switch s.position % 3 {
            case 0: _ = try s.answer(s.correctShownIndex)
            case 1: _ = try s.answer(s.wrongShownIndex); missed.insert(id)
            default: _ = try s.skip(); missed.insert(id)
            }
            try s.next()
        }
        var retake = try s.retake(missedOnly: true)
        #expect(retake.scope == .missed)
        #expect(retake.round == 1)
        #expect(Set(retake.items.map { retake.quiz.questions[$0.questionIndex].id }) == missed)
        #expect(retake.intro.questionCount == 4)
        #expect(retake.maxPoints == 4)
        // Get everything right this time: nothing left to retake.
        try retake.begin()
        while retake.phase != .finished {
            _ = try retake.answer(retake.correctShownIndex)
            try retake.next()
        }
        let sum = try retake.summary()
        #expect(sum.percent == 100)
        #expect(sum.scope == .missed)
        #expect(throws: QuizRunnerError.nothingToRetake) { try retake.retake(missedOnly: true) }
        let round2 = try retake.retake()
        #expect(round2.round == 2)
        #expect(round2.items.count == 6)   // a whole retake covers the whole quiz again
    }

    @Test func damagedOrNewerStateIsRefused() throws {
        var s = try QuizSession(quiz: SampleQuiz.make(count: 3), seed: 1)
        try s.begin()
        _ = try s.answer(0)
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(s)) as! [String: Any]

        func decodeError(_ change: (inout [String: Any]) -> Void) -> String? {
            var j = json
            change(&j)
            do {
                _ = try JSONDecoder().decode(QuizSession.self, from: JSONSerialization.data(withJSONObject: j))
                return nil
            } catch DecodingError.dataCorrupted(let ctx) {
                return ctx.debugDescription
            } catch {
                return "\(error)"
            }
        }
        #expect(decodeError { _ in } == nil)
        #expect(decodeError { $0["version"] = 99 } == "the quiz state was saved by a newer version of Regio (state version 99)")
        #expect(decodeError { $0["position"] = 7 } == "the saved quiz state is inconsistent: position 7 is out of range")
        #expect(decodeError { $0["phase"] = "question" } == "the saved quiz state is inconsistent: the current question is decided but the phase is question")
        #expect(decodeError { $0["phase"] = "finished" } == "the saved quiz state is inconsistent: finished before the last question")
        #expect(decodeError {
            var items = $0["items"] as! [[String: Any]]
            items[1]["optionOrder"] = [0, 0, 1]
            $0["items"] = items
        } == "the saved quiz state is inconsistent: item 1 has an invalid option order")
        #expect(decodeError {
            var items = $0["items"] as! [[String: Any]]
            items[0]["tries"] = [5]
            $0["items"] = items
        } == "the saved quiz state is inconsistent: item 0 has invalid tries")
        #expect(decodeError {
            var items = $0["items"] as! [[String: Any]]
            items[2]["questionIndex"] = 9
            $0["items"] = items
        } == "the saved quiz state is inconsistent: item 2 refers to a missing question")
    }
}
