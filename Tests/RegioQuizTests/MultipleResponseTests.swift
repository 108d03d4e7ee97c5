import Foundation
import Testing
@testable import RegioQuiz

/// Multiple-response questions: SlickQuiz's several right answers, GIFT weights, Moodle's scoring.
@Suite struct MultipleResponseTests {
    static let weightedGIFT = """
        // @id: wine
        // @region: CZ-64
        ::Vína::[html]Která vína jsou <b>moravská</b>? {
        ~%50%[plain]Ryzlink vlašský#[plain]ano
        ~%50%Pálava
        ~%-100%Tokaj#Maďarské.
        ~Rioja
        ####[markdown]Tokaj je z Maďarska.
        }
        """

    func quiz(_ q: Question) -> Quiz {
        Quiz(id: "t", regionID: nil, title: LocalizedText("T"), questions: [q])
    }

    func allRight(_ selectAny: Bool = false) -> Question {
        Question(id: "q", prompt: LocalizedText("Q?"),
                 options: ["A", "B", "C", "D"].enumerated().map { AnswerOption(LocalizedText($1), correct: $0 < 2) },
                 points: 2, multipleResponse: true, selectAny: selectAny)
    }

    @Test func weightedGIFTIsImportedWithTagsStripped() throws {
        let r = try GIFTImporter.parse(Self.weightedGIFT, file: "wine.gift")
        let q = r.quiz.questions[0]
        #expect(r.notices.isEmpty)
        #expect(q.isMultipleResponse && q.isWeighted)
        #expect(q.options.map(\.weight) == [50, 50, -100, 0])
        #expect(q.correctIndices == [0, 1])
        #expect(q.options[0].text.text(for: .cs) == "Ryzlink vlašský")     // [plain] stripped from the answer
        #expect(q.options[0].feedback?.text(for: .cs) == "ano")             // … and from its feedback
        #expect(q.explanation?.text(for: .cs) == "Tokaj je z Maďarska.")   // … and from the general feedback
        #expect(q.prompt.text(for: .cs).hasPrefix("Která vína"))
        // Typing the start of the option now finds it.
        #expect(AnswerInput.parse("ryz", options: q.options.map { $0.text.text(for: .cs) }) == .option(0))
        // Round trip through Regio JSON keeps the weights.
        let again = try QuizJSON.decode(try QuizJSON.encode(r.quiz), file: "x.json")[0]
        #expect(again == r.quiz)
    }

    @Test func moodleScoringOfWeights() throws {
        let q = try GIFTImporter.parse(Self.weightedGIFT, file: "wine.gift").quiz.questions[0]
        func f(_ picked: Set<Int>) -> Double { MultipleResponseScoring.fraction(of: q, picked: picked) }
        #expect(f([0, 1]) == 1)
        #expect(f([0]) == 0.5)
        #expect(f([0, 1, 3]) == 1)          // a 0 % pick costs nothing, as in Moodle
        #expect(f([0, 1, 2]) == 0)          // 50 + 50 − 100
        #expect(f([0, 2]) == 0)             // floored at 0
        #expect(MultipleResponseScoring.isRight(q, picked: [0, 1]))
        #expect(!MultipleResponseScoring.isRight(q, picked: [0]))
    }

    @Test func weightsMustAddUpTo100() {
        #expect {
            try GIFTImporter.parse("Q? {~%50%A ~%20%B ~%-100%C}\n", file: "w.gift", options: .init(quizID: "w"))
        } throws: { "\($0)".contains("w.gift: line 1: the positive weights add up to 70 %; they must add up to 100 %") }
        #expect {
            try GIFTImporter.parse("Q? {~%5O%A ~%50%B}\n", file: "w.gift", options: .init(quizID: "w"))
        } throws: { "\($0)".contains("w.gift: line 1: an answer weight must be a percentage") }
    }

    /// Issue 29: `%1e300%` passed the parser, then the validator turned the sum of weights into an Int and trapped.
    @Test(arguments: ["1e300", "-1e300", "1e20", "9223372036854775807", "1e-320"])
    func anExtremeWeightIsAnErrorNamingTheQuestionNotACrash(weight: String) {
        #expect {
            try GIFTImporter.parse("::Q1:: 2+2? {~%\(weight)%4 ~3}\n", file: "w.gift", options: .init(quizID: "w"))
        } throws: { error in
            let text = "\(error)"
            return text.contains("w.gift: line 1:") && (text.contains("must be between -100 and 100 %")
                                                         || text.contains("they must add up to 100 %"))
        }
    }

    @Test func anExtremeWeightInRegioJSONIsAnErrorNamingTheOption() throws {
        let json = #"{"id": "w", "title": "W", "questions": [{"id": "q", "prompt": "2+2?", "multiple": true,"#
            + #" "options": [{"text": "4", "correct": true, "weight": 1e300}, {"text": "3", "weight": 0}]}]}"#
        #expect {
            try QuizJSON.decode(Data(json.utf8), file: "w.json")
        } throws: { error in
            let text = "\(error)"
            return text.contains("w.json: questions[0].options[0].text: the weight of option 1 must be between -100 and 100 % (found 1e+300)")
                && !text.contains("add up to")
        }
    }

    @Test func unweightedScoring() {
        let all = allRight(), any = allRight(true)
        #expect(MultipleResponseScoring.fraction(of: all, picked: [0, 1]) == 1)
        #expect(MultipleResponseScoring.fraction(of: all, picked: [0]) == 0.5)
        #expect(MultipleResponseScoring.fraction(of: all, picked: [0, 1, 2]) == 0)   // a wrong pick: 0
        #expect(!MultipleResponseScoring.isRight(all, picked: [1]))
        #expect(MultipleResponseScoring.isRight(any, picked: [1]))
        #expect(MultipleResponseScoring.isRight(any, picked: [0, 1]))
        #expect(!MultipleResponseScoring.isRight(any, picked: [1, 3]))
    }

    @Test(arguments: QuizMode.allCases)
    func everyModeTakesOneAnswerOfSeveralOptions(mode: QuizMode) throws {
        var s = try QuizSession(quiz: quiz(allRight()), settings: QuizSettings(mode: mode, maxTries: 3), seed: 5)
        try s.begin()
        #expect(s.current?.multipleResponse == true)
        let item = s.items[0]
        let shown = [0].compactMap { item.shownIndex(ofOriginal: $0) }
        let fb = try s.answer(shown)
        #expect(s.phase == .feedback)                                   // one answer, even in interactive mode
        #expect(fb.outcome == (mode == .deferred ? .recorded : .wrong))
        #expect(fb.pointsEarned == (mode == .deferred ? nil : 1))         // half of 2 points
        #expect(fb.correctIndices == (mode == .deferred ? nil : [0, 1].map { item.shownIndex(ofOriginal: $0)! }.sorted()))
        try s.next()
        let sum = try s.summary()
        #expect(sum.points == 1 && sum.maxPoints == 2 && sum.wrong == 1)
        #expect(sum.results[0].correctAnswer.text(for: .en) == "A, B")
    }

    @Test func answeringRules() throws {
        var s = try QuizSession(quiz: quiz(allRight()), seed: 1)
        try s.begin()
        #expect(throws: QuizRunnerError.optionOutOfRange(index: 7, count: 4)) { try s.answer([0, 7]) }
        #expect(throws: QuizRunnerError.noOptionPicked) { try s.answer([Int]()) }
        let single = SampleQuiz.make(count: 1)
        var t = try QuizSession(quiz: single, seed: 1)
        try t.begin()
        #expect(throws: QuizRunnerError.oneOptionOnly) { try t.answer([0, 1]) }
        _ = try t.answer([t.correctShownIndex])
        #expect(t.lastFeedback?.outcome == .right)
    }

    @Test func savedStateKeepsTheSelectionAndOldStatesStillLoad() throws {
        var s = try QuizSession(quiz: quiz(allRight()), seed: 1)
        try s.begin()
        let item = s.items[0]
        _ = try s.answer([0, 1].map { item.shownIndex(ofOriginal: $0)! })
        let data = try JSONEncoder().encode(s)
        let back = try JSONDecoder().decode(QuizSession.self, from: data)
        #expect(back == s)
        #expect(back.items[0].selection?.sorted() == [0, 1])
        // An item saved before multiple-response questions existed has no "selection".
        let old = #"{"questionIndex":0,"optionOrder":[1,0,2],"tries":[0],"skipped":false}"#
        let decoded = try JSONDecoder().decode(QuizItem.self, from: Data(old.utf8))
        #expect(decoded.selection == nil && decoded.tries == [0])
    }

    @Test func answerInputTakesSeveralNumbers() {
        let options = ["Brno", "Zlín", "Jihlava"]
        #expect(AnswerInput.parse("1 3", options: options) == .options([0, 2]))
        #expect(AnswerInput.parse("1,3", options: options) == .options([0, 2]))
        #expect(AnswerInput.parse("1, 3", options: options) == .options([0, 2]))
        #expect(AnswerInput.parse("2", options: options) == .option(1))
        #expect(AnswerInput.parse("1 x", options: options) == .unknown("1 x"))
    }

    @Test func aFileWithNothingImportableSaysWhyLineByLine() {
        let text = "::Num:: How many? {#3}\n\n::Match:: Pair {=a -> b =c -> d}\n\n::Essay:: Write {}\n"
        #expect {
            try GIFTImporter.parse(text, file: "none.gift", options: .init(quizID: "none"))
        } throws: { error in
            guard let e = error as? QuizValidationError else { return false }
            return e.problems.map(\.description) == [
                "none.gift: line 1: question \"Num\" not imported: numerical ({#…}) questions are not supported (only multiple choice, multiple response and true/false)",
                "none.gift: line 3: question \"Match\" not imported: matching (->) questions are not supported (only multiple choice, multiple response and true/false)",
                "none.gift: line 5: question \"Essay\" not imported: essay ({}) questions are not supported (only multiple choice, multiple response and true/false)",
                "none.gift: no question could be imported (only multiple choice, multiple response and true/false are)",
            ]
        }
    }

    @Test func aFileWithoutLangTakesTheSessionsLanguage() throws {
        let r = try GIFTImporter.parse("Q? {=a ~b}\n", file: "x.gift", options: .init(quizID: "x", defaultLanguage: .en))
        #expect(r.quiz.questions[0].prompt == LocalizedText(cs: nil, en: "Q?"))
        let cs = try GIFTImporter.parse("// @lang: cs\nQ? {=a ~b}\n", file: "x.gift", options: .init(quizID: "x", defaultLanguage: .en))
        #expect(cs.quiz.questions[0].prompt == LocalizedText(cs: "Q?", en: nil))
    }
}
