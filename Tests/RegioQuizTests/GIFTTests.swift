import Foundation
import Testing
@testable import RegioQuiz

@Suite struct GIFTTests {
    func load(_ name: String, options: GIFTImporter.Options = .init()) throws -> GIFTImport {
        try GIFTImporter.load(Fixtures.url("gift/\(name)"), displayName: name, options: options)
    }

    /// The error message of importing `name`, or nil when it imports.
    func failure(_ name: String) -> String? {
        do { _ = try load(name); return nil } catch { return "\(error)" }
    }

    @Test func importsEverySupportedConstruct() throws {
        let result = try load("all-constructs.gift", options: .init(knownRegions: ["CZ-64"]))
        #expect(result.notices.isEmpty)
        let quiz = result.quiz
        // Header comments: id, region, titles, language.
        #expect(quiz.id == "cz-64-gift")
        #expect(quiz.regionID == "CZ-64")
        #expect(quiz.title == LocalizedText(cs: "Jižní Morava (GIFT)", en: "South Moravia (GIFT)"))
        #expect(quiz.questions.count == 9)
        let q = quiz.questions

        // ::title:: → id; multiple choice on one line with per-answer feedback.
        #expect(q[0].id == "capital")
        #expect(q[0].prompt == LocalizedText(cs: nil, en: "What is the capital of the South Moravian Region?"))
        #expect(q[0].options.map { $0.text.text(for: .en) } == ["Brno", "Zlín", "Jihlava"])
        #expect(q[0].options.map(\.correct) == [true, false, false])
        #expect(q[0].options[0].feedback?.text(for: .en) == "Yes, brno.".replacingOccurrences(of: "brno", with: "Brno"))
        #expect(q[0].options[1].feedback?.text(for: .en) == "No, Zlín is the capital of the Zlín Region.")
        #expect(q[0].options[2].feedback == nil)
        #expect(q[0].shuffle)

        // Multi-line question, format tag, answers on their own lines, a comment inside, general feedback.
        #expect(q[1].id == "multi-line")
        #expect(q[1].prompt.text(for: .en) == "Which river flows\nthrough Brno?")
        #expect(q[1].options.map { $0.text.text(for: .en) } == ["Svratka", "Vltava", "Morava"])
        #expect(q[1].correctIndex == 0)
        #expect(q[1].options[0].feedback?.text(for: .en) == "Right: the Svratka and the Svitava.")
        #expect(q[1].options[2].feedback?.text(for: .en) == "The Morava flows further east.")
        #expect(q[1].explanation?.text(for: .en) == "Brno lies where the Svratka and the Svitava meet.")

        // True/false: {T} {F} {TRUE} {FALSE}; feedback #wrong#right; no shuffling; id q<n> without a title.
        #expect(q[2].id == "q3")
        #expect(q[2].options.map { $0.text.text(for: .en) } == ["True", "False"])
        #expect(q[2].options.map { $0.text.text(for: .cs) } == ["Pravda", "Nepravda"])
        #expect(q[2].correctIndex == 0)
        #expect(!q[2].shuffle)
        #expect(q[3].correctIndex == 1)
        #expect(q[3].options[0].feedback?.text(for: .en) == "Wrong: Mikulov is in South Moravia.")  // picking True is wrong
        #expect(q[3].options[1].feedback?.text(for: .en) == "Right: it is in South Moravia.")
        #expect(q[4].id == "tf-long")
        #expect(q[4].correctIndex == 0)
        #expect(q[5].correctIndex == 1)
        #expect(q[5].explanation?.text(for: .en) == "The capital is Brno.")

        // Escapes in the title, the question, the answers and the feedback.
        #expect(q[6].id == "escapes-all-of-them")
        #expect(q[6].prompt.text(for: .en) == "Which answer has the characters { } ~ = # : in it?")
        #expect(q[6].options.map { $0.text.text(for: .en) } == ["a = b ~ c", "curly {x}", "time 10:30"])
        #expect(q[6].options[0].feedback?.text(for: .en) == "the # sign")

        // Missing word: the blank stands where the answers were.
        #expect(q[7].prompt.text(for: .en) == "The Moravian Karst lies _____ of Brno.")
        #expect(q[7].options.map { $0.text.text(for: .en) } == ["north", "south", "west"])

        // Six options; a repeated title gets a suffix.
        #expect(q[8].id == "capital-2")
        #expect(q[8].options.count == 6)
        #expect(q[8].correctIndex == 5)
    }

    @Test func unsupportedTypesAreReportedWithTheirLines() throws {
        let result = try load("unsupported.gift", options: .init(quizID: "u", regionID: "CZ-64"))
        // Weighted answers are imported as a multiple-response question since issue 13.
        #expect(result.quiz.questions.map(\.id) == ["supported", "weighted", "q3"])
        #expect(result.notices.map(\.description) == [
            "unsupported.gift: line 1: $CATEGORY ignored (a GIFT file becomes one quiz)",
            #"unsupported.gift: line 5: question "Short answer" not imported: short answer (only '=' answers) questions are not supported (only multiple choice, multiple response and true/false)"#,
            #"unsupported.gift: line 7: question "Matching" not imported: matching (->) questions are not supported (only multiple choice, multiple response and true/false)"#,
            #"unsupported.gift: line 9: question "Numerical" not imported: numerical ({#…}) questions are not supported (only multiple choice, multiple response and true/false)"#,
            #"unsupported.gift: line 11: question "Essay" not imported: essay ({}) questions are not supported (only multiple choice, multiple response and true/false)"#,
        ])
    }

    @Test func malformedFilesThrowWithLineNumbers() {
        #expect(failure("unclosed-brace.gift")
                == "unclosed-brace.gift: line 3: the answer block '{' is not closed (a blank line ends a question; write \\{ for a literal brace)")
        #expect(failure("no-answers.gift")
                == "no-answers.gift: line 3: the question has no answers: add an answer block such as {=right ~wrong}")
        #expect(failure("unclosed-title.gift")
                == "unclosed-title.gift: line 3: the question title is not closed: '::' is missing (write \\: for a literal colon)")
        #expect(failure("stray-brace.gift")
                == "stray-brace.gift: line 3: unexpected '}' without an opening '{' (write \\} for a literal brace)")
        #expect(failure("two-blocks.gift")
                == "two-blocks.gift: line 2: a second answer block; a GIFT question has one (write \\{ for a literal brace)")
        #expect(failure("bad-answer.gift")
                == "bad-answer.gift: line 2: an answer must start with '=' (right) or '~' (wrong), or be T/F/TRUE/FALSE")
        #expect(failure("nested-brace.gift")
                == "nested-brace.gift: line 2: '{' inside an answer block (the block opened at line 1 is not closed; write \\{ for a literal brace)")
    }

    @Test func ruleViolationsAreAllReportedWithLines() throws {
        #expect(throws: QuizValidationError.self) { try load("rules.gift") }
        do {
            _ = try load("rules.gift")
        } catch let e as QuizValidationError {
            #expect(e.problems.map(\.description) == [
                "rules.gift: line 2: no option is marked correct",
                "rules.gift: line 4: two options are marked correct (option 1, option 3); exactly one must be unless the question is multiple-response (\"multiple\": true in JSON, weights such as ~%50% in GIFT)",
                "rules.gift: line 6: a question has at most six options (found 7)",
                "rules.gift: line 8: a question needs at least two options (found 1)",
                "rules.gift: line 8: no option is marked correct",
                "rules.gift: line 10: the prompt is empty",
                "rules.gift: line 13: the text of option 2 is empty",
            ])
        }
    }

    @Test func optionsOverrideTheHeaderAndTheFileNameIsTheDefaultID() throws {
        let text = "// @title: Víno\n// @region: CZ-64\n// @lang: x!\n// @title-de: Wein\n// @colour: red\n\nIs wine made in Moravia?{T}\n"
        let r = try GIFTImporter.parse(text, file: "wine.gift", options: .init(quizID: "wine", regionID: "CZ-72"))
        #expect(r.quiz.id == "wine")
        #expect(r.quiz.regionID == "CZ-72")
        #expect(r.quiz.title == LocalizedText(["cs": "Víno", "de": "Wein"]))   // Czech is the default language
        #expect(r.quiz.questions[0].prompt == LocalizedText("Is wine made in Moravia?", language: .cs))
        #expect(r.notices.map(\.description) == [
            #"wine.gift: line 3: @lang must be a language tag such as cs, en or de; "x!" ignored"#,
            "wine.gift: line 5: unknown directive @colour ignored (known: @id, @instructions, @lang, @region, @title, @title-<lang>, @instructions-<lang>)",
        ])
        let loaded = try GIFTImporter.load(Fixtures.url("gift/unsupported.gift"), displayName: "u.gift")
        #expect(loaded.quiz.id == "unsupported")
    }

    @Test func unknownRegionAndMissingIdAreReported() {
        do {
            _ = try GIFTImporter.parse("// @region: CZ-99\nQ?{=a ~b}\n", file: "x.gift", options: .init(knownRegions: ["CZ-64"]))
            Issue.record("expected a validation error")
        } catch let e as QuizValidationError {
            #expect(e.problems.map(\.description) == [
                "x.gift: quiz id (give it with // @id: … or the import options): the quiz id is empty",
                #"x.gift: line 1: unknown region "CZ-99""#,
            ])
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func windowsLineEndingsAndABOMAreRead() throws {
        let text = "\u{FEFF}// @id: w\r\n::T1::First?{=a ~b}\r\n\r\nSecond?{\r\n=c\r\n~d\r\n}\r\n"
        let r = try GIFTImporter.parse(text, file: "w.gift")
        #expect(r.quiz.questions.count == 2)
        #expect(r.quiz.questions[1].options.map { $0.text.text(for: .cs) } == ["c", "d"])
    }

    @Test func importedQuizRunsAndWritesAsRegioJSON() throws {
        let quiz = try load("all-constructs.gift").quiz
        let again = try QuizJSON.decode(try QuizJSON.encode(quiz), file: "x.json")[0]
        #expect(again == quiz)
        var session = try QuizSession(quiz: quiz, seed: 3)
        try session.begin()
        while session.phase != .finished {
            try session.answer(session.correctShownIndex)
            try session.next()
        }
        #expect(try session.summary().right == 9)
    }

    @Test func arbitraryInputNeverCrashes() {
        // Random GIFT-ish noise: every outcome is a result or an error, never a crash or a hang.
        var rng = SeededRandom(seed: 11)
        let alphabet = Array("ab =~#{}:\\\n\n/TF%->$")
        for _ in 0..<2_000 {
            let text = String((0..<rng.below(60)).map { _ in alphabet[rng.below(alphabet.count)] })
            _ = try? GIFTImporter.parse(text, file: "noise.gift", options: .init(quizID: "n"))
        }
    }
}
