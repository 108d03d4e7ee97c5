import Foundation
import Testing
@testable import RegioQuiz

/// Region questions (issue 27): name the highlighted region, find the region —
/// Regio JSON, the checks at import, what the runner presents and how it scores.
@Suite struct RegionQuestionTests {
    static let json = #"""
    {"id": "regions", "region": "CZ-63", "title": "Regions", "questions": [
      {"id": "h", "kind": "highlightedRegion", "region": "CZ-63", "prompt": "Which region is highlighted?",
       "hint": "It borders Jihomoravský kraj and Pardubický kraj.",
       "options": [{"text": "Kraj Vysočina", "correct": true}, {"text": "Zlínský kraj"}]},
      {"id": "f", "kind": "findRegion", "region": "CZ-64", "prompt": "Which of these is Jihomoravský kraj?",
       "options": [{"text": "Jihomoravský kraj", "region": "CZ-64", "correct": true},
                   {"text": "Zlínský kraj", "region": "CZ-72", "feedback": "That is Zlínský kraj."}]}]}
    """#
    static let known: Set<String> = ["CZ-63", "CZ-64", "CZ-72", "CZ-53"]

    func problems(_ json: String) -> [String] {
        do {
            _ = try QuizJSON.decode(Data(json.utf8), file: "quizzes/regions.json", knownRegions: Self.known)
            return []
        } catch let e as QuizValidationError {
            return e.problems.map(\.description)
        } catch {
            return ["\(error)"]
        }
    }

    @Test func regioJSONRoundTripsTheNewKinds() throws {
        let quiz = try #require(try QuizJSON.decode(Data(Self.json.utf8), file: "regions.json", knownRegions: Self.known).first)
        #expect(quiz.questions.map(\.kind) == [.highlightedRegion, .findRegion])
        #expect(quiz.questions[0].region == "CZ-63")
        #expect(quiz.questions[0].hint?.text(for: .en) == "It borders Jihomoravský kraj and Pardubický kraj.")
        #expect(quiz.questions[1].options.map(\.region) == ["CZ-64", "CZ-72"])
        let back = try QuizJSON.decode(try QuizJSON.encode(quiz), file: "again.json")
        #expect(back == [quiz])
    }

    @Test func importRefusesBrokenRegionQuestionsNamingFileAndQuestion() {
        #expect(problems(Self.json) == [])
        let unknown = problems(Self.json.replacingOccurrences(of: #""region": "CZ-63", "prompt""#, with: #""region": "CZ-99", "prompt""#))
        #expect(unknown.count == 1 && unknown[0].hasPrefix(#"quizzes/regions.json: questions[0].region: region question "h": unknown region "CZ-99" in the dataset"#), "\(unknown)")
        let missing = problems(Self.json.replacingOccurrences(of: #""region": "CZ-63", "prompt""#, with: #""prompt""#))
        #expect(missing == [#"quizzes/regions.json: questions[0].region: region question "h" has no region ("region": "CZ-63", a region id of the dataset)"#])
        let oneOption = problems(Self.json.replacingOccurrences(of: #", {"text": "Zlínský kraj"}]"#, with: "]"))
        #expect(oneOption == ["quizzes/regions.json: questions[0].options: a question needs at least two options (found 1)"])
        let optionWithoutRegion = problems(Self.json.replacingOccurrences(of: #""region": "CZ-72", "#, with: ""))
        #expect(optionWithoutRegion == [#"quizzes/regions.json: questions[1].options[1].text: region question "f": option 2 names no region ("region": "CZ-64")"#])
        let unknownOption = problems(Self.json.replacingOccurrences(of: #""region": "CZ-72""#, with: #""region": "XX-1""#))
        #expect(unknownOption.count == 1 && unknownOption[0].contains(#"region question "f": option 2: unknown region "XX-1""#), "\(unknownOption)")
    }

    @Test func theRunnerPresentsTheRegionAndScoresARegionAnswer() throws {
        let quiz = try #require(try QuizJSON.decode(Data(Self.json.utf8), file: "regions.json").first)
        var s = try QuizSession(quiz: quiz, settings: QuizSettings(mode: .immediate), seed: 2)
        try s.begin()
        var q = try #require(s.current)
        if q.kind == .findRegion {
            try s.skip()
            try s.next()
            q = try #require(s.current)
        }
        // Name the highlighted region: the region to highlight and the hint, never an option's region.
        #expect(q.kind == .highlightedRegion)
        #expect(q.region == "CZ-63")
        #expect(q.hint?.text(for: .en) == "It borders Jihomoravský kraj and Pardubický kraj.")
        #expect(q.optionRegions == nil)
        #expect(s.shownIndex(ofRegion: "CZ-63") == nil)

        var f = try QuizSession(quiz: Quiz(id: "f", regionID: nil, title: LocalizedText("F"), questions: [quiz.questions[1]]),
                                settings: QuizSettings(mode: .immediate), seed: 5)
        try f.begin()
        let find = try #require(f.current)
        #expect(find.region == nil, "the region asked for is not revealed")
        #expect(Set(find.optionRegions ?? []) == ["CZ-64", "CZ-72"])
        let wrong = try #require(f.shownIndex(ofRegion: "cz-72"))
        #expect(find.optionRegions?[wrong] == "CZ-72")
        let fb = try f.answer(wrong)
        #expect(fb.outcome == .wrong)
        #expect(fb.optionFeedback?.text(for: .en) == "That is Zlínský kraj.")
        #expect(fb.correctText?.text(for: .en) == "Jihomoravský kraj")
    }

    /// Issue 27's bad input: a point in no region, NaN or off the Earth scores
    /// nothing with a message saying why, in interactive mode too (no try left
    /// open), is kept through a save and shows in the summary; it never throws.
    @Test func aPointInNoRegionScoresNothingWithAMessage() throws {
        let quiz = try #require(try QuizJSON.decode(Data(Self.json.utf8), file: "regions.json").first)
        let find = Quiz(id: "f", regionID: nil, title: LocalizedText("F"), questions: [quiz.questions[1]])
        let cases: [(Double, Double, String)] = [
            (10, 10, "Your point (10, 10) lies in no region of the map, so it scores no points."),
            (.nan, 15, "Your point is not a number, so it scores no points."),
            (95, 15, "Your point lies outside the world (latitude −90 to 90, longitude −180 to 180), so it scores no points."),
        ]
        for (latitude, longitude, expected) in cases {
            var s = try QuizSession(quiz: find, settings: QuizSettings(mode: .interactive, maxTries: 3), seed: 1)
            try s.begin()
            let fb = try s.answerInNoRegion(latitude: latitude, longitude: longitude)
            #expect(fb.outcome == .wrong)
            #expect(fb.pointsEarned == 0)
            #expect(fb.triesLeft == 0)
            #expect(fb.optionFeedback?.text(for: .en) == expected)
            #expect(fb.optionFeedback?.text(for: .cs).hasPrefix("Váš bod") == true)
            #expect(fb.correctText?.text(for: .en) == "Jihomoravský kraj")
            // Saved and restored as the attempt store does, then finished.
            var restored = try JSONDecoder().decode(QuizSession.self, from: JSONEncoder().encode(s))
            try restored.next()
            let summary = try restored.summary()
            #expect(summary.wrong == 1 && summary.points == 0)
            #expect(summary.results.first?.yourAnswer != nil)
        }
        // Not a find-the-region question: refused, nothing recorded.
        var h = try QuizSession(quiz: Quiz(id: "h", regionID: nil, title: LocalizedText("H"), questions: [quiz.questions[0]]),
                                settings: QuizSettings(mode: .immediate), seed: 1)
        try h.begin()
        #expect(throws: QuizRunnerError.notMapQuestion) { try h.answerInNoRegion(latitude: 10, longitude: 10) }
        #expect(h.phase == .question)
    }
}
