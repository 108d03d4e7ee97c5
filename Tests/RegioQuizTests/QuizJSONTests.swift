import Foundation
import Testing
@testable import RegioQuiz

@Suite struct QuizJSONTests {
    static let regions: Set<String> = ["CZ-10", "CZ-64", "CZ-72"]

    func problems(_ json: String, file: String = "quizzes/cz-64.json") -> [String] {
        do {
            _ = try QuizJSON.decode(Data(json.utf8), file: file, knownRegions: Self.regions)
            return []
        } catch let e as QuizValidationError {
            return e.problems.map(\.description)
        } catch {
            return ["\(error)"]
        }
    }

    /// A quiz JSON with one question whose options are `options`.
    func quiz(options: String, prompt: String = #""Q?""#, region: String = "CZ-64", extra: String = "") -> String {
        #"{"id": "cz-64", "region": "\#(region)", "title": "T", "questions": [{"id": "a", "prompt": "P", "options": [{"text": "x", "correct": true}, {"text": "y"}]}, {"id": "b", "prompt": "P", "options": [{"text": "x", "correct": true}, {"text": "y"}]}, {"id": "c", "prompt": \#(prompt), "options": \#(options)}\#(extra)]}"#
    }

    @Test func readsTheFixture() throws {
        let quizzes = try QuizJSON.decode(try Fixtures.data("quizzes/cz-64.json"), file: "cz-64.json", knownRegions: Self.regions)
        #expect(quizzes.count == 1)
        let q = quizzes[0]
        #expect(q.id == "cz-64")
        #expect(q.regionID == "CZ-64")
        #expect(q.title.text(for: .cs) == "Jihomoravský kraj")
        #expect(q.instructions?.text(for: .en) == "Pick one answer.")
        #expect(q.passPercent == 50)
        #expect(q.questions.map(\.id) == ["capital", "q2", "river"])   // a missing id becomes q<n>
        #expect(q.questions[0].options[0].feedback?.text(for: .en) == "Yes.")
        #expect(q.questions[1].prompt.text(for: .en) == "Leží Mikulov v kraji?")  // fallback to Czech
        #expect(q.questions[1].points == 2)
        #expect(q.questions[1].shuffle == false)
        #expect(q.questions[2].correctIndex == 1)
        #expect(q.questions[2].prompt.text(for: .cs) == "Which river flows through Brno?") // a plain string is both
        #expect(q.maxPoints == 4)
    }

    @Test func writesWhatItReads() throws {
        let original = try QuizJSON.decode(try Fixtures.data("quizzes/cz-64.json"), file: "cz-64.json")[0]
        let written = try QuizJSON.encode(original)
        let text = String(decoding: written, as: UTF8.self)
        #expect(text.hasSuffix("}\n"))
        #expect(text.contains(#""region" : "CZ-64""#))
        #expect(!text.contains("\"shuffle\" : true"))   // defaults are left out
        #expect(try QuizJSON.decode(written, file: "out.json") == [original])
        let two = try QuizJSON.encode([original, Quiz(id: "other", regionID: nil, title: LocalizedText("O"), questions: original.questions)])
        #expect(try QuizJSON.decode(two, file: "out.json").map(\.id) == ["cz-64", "other"])
    }

    @Test func reportsMalformedJSONWithThePath() {
        #expect(problems(#"{"id": "x", "title": "T", "questions": [{"prompt": "P", "options": [{"text": "a", "corect": true}]}]}"#)
                == [#"quizzes/cz-64.json: questions[0].options[0].corect: unknown key "corect" in an option (expected "correct", "feedback", "region", "text", "weight")"#])
        #expect(problems(#"{"id": "x", "title": "T"}"#) == [#"quizzes/cz-64.json: questions: required key "questions" is missing"#])
        #expect(problems(#"{"id": "x", "title": 5, "questions": []}"#)
                == [#"quizzes/cz-64.json: title: expected a text (a string or {"cs": …, "en": …})"#])
        #expect(problems(#"{"id": "x", "title": "T", "questions": [{"prompt": "P", "options": "a"}]}"#)
                == ["quizzes/cz-64.json: questions[0].options: expected an array"])
        #expect(problems("{\"id\": ").first?.hasPrefix("quizzes/cz-64.json: ") == true)
        #expect(problems("[]") == ["quizzes/cz-64.json: the file holds no quiz"])
    }

    @Test func validQuizHasNoProblems() {
        #expect(problems(quiz(options: #"[{"text": "x", "correct": true}, {"text": "y"}]"#)) == [])
    }

    @Test func noCorrectOption() {
        #expect(problems(quiz(options: #"[{"text": "x"}, {"text": "y"}]"#))
                == ["quizzes/cz-64.json: questions[2].options: no option is marked correct"])
    }

    @Test func twoCorrectOptions() {
        #expect(problems(quiz(options: #"[{"text": "x", "correct": true}, {"text": "y"}, {"text": "z", "correct": true}]"#))
                == ["quizzes/cz-64.json: questions[2].options: two options are marked correct (option 1, option 3); exactly one must be unless the question is multiple-response (\"multiple\": true in JSON, weights such as ~%50% in GIFT)"])
    }

    @Test func tooFewAndTooManyOptions() {
        #expect(problems(quiz(options: #"[{"text": "x", "correct": true}]"#))
                == ["quizzes/cz-64.json: questions[2].options: a question needs at least two options (found 1)"])
        let seven = (1...7).map { #"{"text": "o\#($0)"\#($0 == 1 ? ", \"correct\": true" : "")}"# }.joined(separator: ", ")
        #expect(problems(quiz(options: "[\(seven)]"))
                == ["quizzes/cz-64.json: questions[2].options: a question has at most six options (found 7)"])
        let six = (1...6).map { #"{"text": "o\#($0)"\#($0 == 1 ? ", \"correct\": true" : "")}"# }.joined(separator: ", ")
        #expect(problems(quiz(options: "[\(six)]")) == [])
    }

    @Test func emptyPromptAndOptionTexts() {
        #expect(problems(quiz(options: #"[{"text": "x", "correct": true}, {"text": "y"}]"#, prompt: #"{"cs": " ", "en": ""}"#))
                == ["quizzes/cz-64.json: questions[2].prompt: the prompt is empty"])
        #expect(problems(quiz(options: #"[{"text": "x", "correct": true}, {"text": ""}]"#))
                == ["quizzes/cz-64.json: questions[2].options[1].text: the text of option 2 is empty"])
        #expect(problems(quiz(options: #"[{"text": "Brno", "correct": true}, {"text": "brno"}]"#))
                == ["quizzes/cz-64.json: questions[2].options[1].text: option 2 has the same text as option 1"])
    }

    @Test func duplicateIdsAndUnknownRegion() {
        let dup = quiz(options: #"[{"text": "x", "correct": true}, {"text": "y"}]"#,
                       extra: #", {"id": "a", "prompt": "P", "options": [{"text": "x", "correct": true}, {"text": "y"}]}"#)
        #expect(problems(dup) == [#"quizzes/cz-64.json: questions[3].id: duplicate question id "a" (first used by question 1)"#])
        #expect(problems(quiz(options: #"[{"text": "x", "correct": true}, {"text": "y"}]"#, region: "cz-64"))
                == [#"quizzes/cz-64.json: region: unknown region "cz-64" (did you mean "CZ-64"?)"#])
        #expect(problems(quiz(options: #"[{"text": "x", "correct": true}, {"text": "y"}]"#, region: "CZ-99"))
                == [#"quizzes/cz-64.json: region: unknown region "CZ-99""#])
        let q = #"{"id": "same", "title": "T", "questions": [{"prompt": "P", "options": [{"text": "x", "correct": true}, {"text": "y"}]}]}"#
        #expect(problems("[\(q), \(q)]") == [#"quizzes/cz-64.json: [1].id: duplicate quiz id "same" (also at [0])"#])
    }

    @Test func everyProblemIsReportedAtOnce() {
        let json = #"{"id": "", "title": "", "passPercent": 120, "questions": [{"prompt": "", "points": -1, "options": [{"text": "x"}]}]}"#
        let found = problems(json, file: "q.json")
        #expect(found == [
            "q.json: id: the quiz id is empty",
            "q.json: title: the title is empty",
            "q.json: passPercent: the pass mark must be a percentage from 0 to 100",
            "q.json: questions[0].prompt: the prompt is empty",
            "q.json: questions[0].options: a question needs at least two options (found 1)",
            "q.json: questions[0].options: no option is marked correct",
            "q.json: questions[0].points: points must be a positive number (found -1.0)",
        ])
        #expect(problems(#"{"id": "x", "title": "T", "questions": []}"#, file: "q.json") == ["q.json: questions: the quiz has no questions"])
    }

    @Test func locationsInsideAnArrayFile() {
        let good = #"{"id": "a", "title": "T", "questions": [{"prompt": "P", "options": [{"text": "x", "correct": true}, {"text": "y"}]}]}"#
        let bad = #"{"id": "b", "title": "T", "questions": [{"prompt": "P", "options": [{"text": "x"}, {"text": "y"}]}]}"#
        #expect(problems("[\(good), \(bad)]", file: "all.json") == ["all.json: [1].questions[0].options: no option is marked correct"])
    }
}
