import Foundation
import Testing
@testable import RegioQuiz

/// SlickQuiz's JSON (the original app's `/api/quizzes`), read through ``QuizJSON``.
@Suite struct SlickQuizTests {
    func fixture() throws -> [Quiz] {
        try QuizJSON.decode(Fixtures.data("slickquiz/jizni-morava.json"), file: "jizni-morava.json")
    }

    @Test func infoBecomesTitleInstructionsResultsAndRankings() throws {
        let quizzes = try fixture()
        #expect(quizzes.count == 2)
        let quiz = quizzes[0]
        #expect(quiz.id == "jizni-morava")                       // derived from info.name
        #expect(quiz.title.text(for: .cs) == "Jižní Morava")
        #expect(quiz.instructions?.text(for: .cs) == "Co víte o Jihomoravském kraji?")   // HTML → plain text
        #expect(quiz.resultsText?.text(for: .en) == "Hotovo!\nPodívejte se na další video.")
        #expect(quiz.rankings.count == 5)
        #expect(quiz.ranking(forPercent: 100)?.text(for: .cs) == "Výborně, jste znalec jižní Moravy!")
        #expect(quiz.ranking(forPercent: 80)?.text(for: .cs) == "Výborně, jste znalec jižní Moravy!")
        #expect(quiz.ranking(forPercent: 79.9)?.text(for: .cs) == "Velmi dobře!")
        #expect(quiz.ranking(forPercent: 40)?.text(for: .cs) == "Slušné, ale zkuste to znovu.")
        #expect(quiz.ranking(forPercent: 20)?.text(for: .cs) == "Je co zlepšovat.")
        #expect(quiz.ranking(forPercent: 0)?.text(for: .cs) == "Začněte videem o regionu.")
    }

    @Test func questionsKeepMessagesAndKinds() throws {
        let q = try fixture()[0].questions
        #expect(Set(q.map(\.id)).count == 5)                              // derived from the texts, unique
        #expect(q[0].id.hasPrefix("ktere-z-techto-mest"))
        #expect(q[0].prompt.text(for: .cs) == "Které z těchto měst leží v Jihomoravském kraji?")
        #expect(q[0].correctMessage?.text(for: .cs) == "Správně! Znojmo je na jihu Moravy.")
        #expect(q[0].incorrectMessage?.text(for: .cs) == "Ne. Brno je také v kraji, ale hledali jsme „Znojmo“.")
        #expect(!q[0].isMultipleResponse)
        #expect(q[1].isMultipleResponse && !q[1].selectAny && q[1].correctIndices == [0, 1, 3])
        #expect(q[2].isMultipleResponse && q[2].selectAny)
        #expect(q[3].isMultipleResponse && q[3].correctIndices == [0])        // force_checkbox
        #expect(q[4].options[0].text.text(for: .cs) == "Brno")
        #expect(q[4].correctMessage == nil)                                    // "" is no message
    }

    @Test func idsAreStableAndRegioMembersAreRead() throws {
        let a = try fixture(), b = try fixture()
        #expect(a.map(\.id) == b.map(\.id))
        let short = a[1]
        #expect(short.id == "cz-64-feed-short")
        #expect(short.regionID == "CZ-64")
        #expect(short.title.text(for: .cs) == "cz-64-feed-short")
        #expect(short.instructions == LocalizedText(cs: "Krátký kvíz", en: nil))
        // No name and no id: a hash of the questions, the same on every read.
        let nameless = #"{"info": {}, "questions": [{"q": "A?", "a": [{"option": "x", "correct": true}, {"option": "y"}]}]}"#
        let first = try QuizJSON.decode(Data(nameless.utf8), file: "n.json")[0].id
        #expect(first.hasPrefix("slickquiz-"))
        #expect(try QuizJSON.decode(Data(nameless.utf8), file: "n.json")[0].id == first)
    }

    @Test func problemsNameTheSlickQuizPath() {
        let bad = #"{"info": {"name": "X"}, "questions": [{"q": "A?", "a": [{"option": "x", "correct": "yes"}, {"option": ""}]}]}"#
        #expect {
            try QuizJSON.decode(Data(bad.utf8), file: "bad.json")
        } throws: { error in
            let text = "\(error)"
            return text.contains("bad.json: questions[0].a[0].correct: expected true or false, found a string")
        }
        let empty = #"{"info": {"name": "X"}, "questions": [{"q": "A?", "a": [{"option": "x", "correct": true}, {"option": "   "}]}]}"#
        #expect {
            try QuizJSON.decode(Data(empty.utf8), file: "e.json")
        } throws: { error in
            "\(error)".contains("e.json: questions[0].a[1].option: the text of option 2 is empty")
        }
    }

    @Test func aRunShowsTheMessagesAndTheRanking() throws {
        let quiz = try fixture()[0]
        var s = try QuizSession(quiz: quiz, settings: QuizSettings(mode: .immediate), seed: 3)
        try s.begin()
        var messages: [String] = []
        while s.phase != .finished {
            let item = s.items[s.position]
            let q = quiz.questions[item.questionIndex]
            // Right on every question except the first (Brno instead of Znojmo).
            let picks = q.id.hasPrefix("ktere-z") ? [0] : (q.selectAny ? [q.correctIndices[0]] : q.correctIndices)
            let fb = try s.answer(picks.map { item.shownIndex(ofOriginal: $0)! })
            if let m = fb.message { messages.append(m.text(for: .cs)) }
            try s.next()
        }
        #expect(messages.contains("Ne. Brno je také v kraji, ale hledali jsme „Znojmo“."))
        #expect(messages.contains("Správně, všechna tři!"))
        let summary = try s.summary()
        #expect(summary.right == 4 && summary.wrong == 1)
        #expect(summary.percent == 80)
        #expect(summary.ranking?.text(for: .cs) == "Výborně, jste znalec jižní Moravy!")
        #expect(summary.resultsText?.text(for: .cs).hasPrefix("Hotovo!") == true)
    }

    @Test func htmlBecomesPlainText() {
        #expect(HTMLText.plainText("<p><span>Správně!</span> Brno &amp; Zlín</p>") == "Správně! Brno & Zlín")
        #expect(HTMLText.plainText("a < b &lt; c<br/>d") == "a < b < c\nd")
        #expect(HTMLText.plainText("  plain   text  ") == "plain text")
    }
}
