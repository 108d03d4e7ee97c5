import Foundation
import Testing
@testable import Regio

/// The generated "where is it?" map quiz (issue 27), from the embedded dataset.
@Suite struct GeneratedLocateQuizTests {
    let embedded: Dataset

    init() throws { embedded = try Dataset.load(from: TestPaths.embeddedData, displayPrefix: "data") }

    @Test func vysocinaAsksForTelcAtItsOwnCoordinates() throws {
        let generator = QuizGenerator(facts: try embedded.quizFacts().facts)
        let quiz = try generator.locateQuiz(forRegion: "CZ-63")
        #expect(quiz.id == "gen-map-cz-63")
        let locate = quiz.questions.filter { $0.kind == .locate }
        #expect(!locate.isEmpty && locate.allSatisfy { $0.options.isEmpty })
        // Region and comparison questions follow the towns (GeneratedRegionQuestionTests).
        #expect(quiz.questions.prefix(locate.count).allSatisfy { $0.kind == .locate })
        let telc = try #require(quiz.questions.first { $0.location?.name.text(for: .cs) == "Telč" })
        let target = try #require(telc.location)
        #expect(abs(target.latitude - 49.18418) < 1e-4)
        #expect(abs(target.longitude - 15.45275) < 1e-4)
        #expect(target.landmark?.name.text(for: .cs) == "Jihlava")
        #expect(telc.prompt.text(for: .en) == "Where is Telč?")
        // Right by construction: the quiz passes import validation within the dataset's region ids.
        #expect(QuizValidator.problems(in: quiz, file: "generated").isEmpty)
        // Answering at the town earns full points; the feedback relates it to Jihlava.
        var s = try QuizSession(quiz: Quiz(id: "t", regionID: "CZ-63", title: quiz.title, questions: [telc]), seed: 1)
        try s.begin()
        let fb = try s.answer(latitude: target.latitude + 0.01, longitude: target.longitude)
        #expect(fb.outcome == .right)
        #expect(fb.location?.summary.text(in: .en) == "1.1 km off: Telč is 26 km south-west of Jihlava")
    }
}
