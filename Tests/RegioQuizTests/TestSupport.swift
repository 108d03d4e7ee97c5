import Foundation
import RegioTestSupport
@testable import RegioQuiz

/// Paths of the test fixtures (next to this file) and of shared facts.
enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func url(_ relative: String) -> URL { directory.appendingPathComponent(relative) }

    static func data(_ relative: String) throws -> Data { try Data(contentsOf: url(relative)) }

    static func text(_ relative: String) throws -> String { String(decoding: try data(relative), as: UTF8.self) }

    /// The Czech facts of the embedded dataset (`data/facts/cz-regions.json`).
    static var czRegions: URL { TestData.facts }
}

/// Small quizzes for runner tests.
enum SampleQuiz {
    /// `count` questions with `options` options each; question k's correct
    /// option is original index k % options; points 1 unless given.
    static func make(count: Int = 3, options: Int = 3, points: [Double]? = nil, id: String = "sample") -> Quiz {
        let questions = (0..<count).map { k in
            Question(
                id: "q\(k + 1)",
                prompt: LocalizedText(cs: "Otázka \(k + 1)?", en: "Question \(k + 1)?"),
                options: (0..<options).map { j in
                    AnswerOption(LocalizedText("q\(k + 1) option \(j + 1)"), correct: j == k % options,
                           feedback: LocalizedText("feedback \(k + 1).\(j + 1)"))
                },
                explanation: LocalizedText("Because \(k + 1)."),
                points: points?[k] ?? 1)
        }
        return Quiz(id: id, regionID: "CZ-64", title: LocalizedText(cs: "Vzorek", en: "Sample"),
                    instructions: LocalizedText("Pick one."), questions: questions)
    }
}

extension QuizSession {
    /// The shown index of the current question's correct option.
    var correctShownIndex: Int {
        let item = items[position]
        return item.shownIndex(ofOriginal: quiz.questions[item.questionIndex].correctIndex!)!
    }

    /// A shown index of a wrong option of the current question not yet tried.
    var wrongShownIndex: Int {
        let item = items[position]
        let c = quiz.questions[item.questionIndex].correctIndex!
        return item.optionOrder.indices.first { item.optionOrder[$0] != c && !item.tries.contains(item.optionOrder[$0]) }!
    }

    /// A JSON round trip, as saving and resuming does.
    func roundTripped() throws -> QuizSession {
        try JSONDecoder().decode(QuizSession.self, from: JSONEncoder().encode(self))
    }
}
