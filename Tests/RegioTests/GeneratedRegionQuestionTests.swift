import Foundation
import Testing
@testable import Regio

/// The region and comparison questions of the generated map quiz (issue 27),
/// from the embedded dataset and from facts with too few regions.
@Suite struct GeneratedRegionQuestionTests {
    let embedded: Dataset

    init() throws { embedded = try Dataset.load(from: TestPaths.embeddedData, displayPrefix: "data") }

    @Test func vysocinaMapQuizAsksRegionAndComparisonQuestionsRightByConstruction() throws {
        let facts = try embedded.quizFacts().facts
        let quiz = try QuizGenerator(facts: facts).locateQuiz(forRegion: "CZ-63")
        #expect(QuizValidator.problems(in: quiz, file: "generated", knownRegions: Set(facts.regions.map(\.id))).isEmpty)

        let highlighted = try #require(quiz.questions.first { $0.kind == .highlightedRegion })
        #expect(highlighted.region == "CZ-63")
        #expect(highlighted.options.first { $0.correct }?.text.text(for: .cs) == "Kraj Vysočina")
        // The hint names the real neighbours, from the polygons.
        let hint = try #require(highlighted.hint?.text(for: .cs))
        for name in ["Jihomoravský kraj", "Pardubický kraj", "Jihočeský kraj", "Středočeský kraj"] {
            #expect(hint.contains(name), "\(hint)")
        }
        #expect(!hint.contains("Zlínský kraj"), "\(hint)")

        let find = try #require(quiz.questions.first { $0.kind == .findRegion })
        let sought = try #require(find.region)
        #expect(facts.neighbours(of: "CZ-63").contains(sought))
        #expect(find.options.allSatisfy { ($0.region == sought) == $0.correct })
        let wrongFeedback = try #require(find.options.first { !$0.correct }?.feedback?.text(for: .en))
        #expect(wrongFeedback.hasPrefix("That is “"), "\(wrongFeedback)")
        // What the sought region borders, said once: "… borders A, B and C."
        #expect(wrongFeedback.components(separatedBy: "borders").count == 2 && !wrongFeedback.hasSuffix(".."), "\(wrongFeedback)")
        #expect(wrongFeedback.contains("Vysočina"), "the sought region borders the quiz's own: \(wrongFeedback)")

        // Further north: the right option's latitude really is the larger one.
        let north = try #require(quiz.questions.first { $0.id == "further-north-1" })
        let towns = Dictionary(facts.towns(in: "CZ-63").map { ($0.name.text(for: .cs), $0) }, uniquingKeysWith: { a, _ in a })
        let right = try #require(towns[north.options.first { $0.correct }?.text.text(for: .cs) ?? ""])
        let other = try #require(towns[north.options.first { !$0.correct }?.text.text(for: .cs) ?? ""])
        #expect((right.latitude ?? 0) > (other.latitude ?? 0))

        let closer = try #require(quiz.questions.first { $0.id == "closer-1" })
        #expect(closer.options.count == 2 && closer.options.filter(\.correct).count == 1)
        #expect(closer.explanation?.text(for: .en).contains(" km from “") == true)
        // Deterministic: the same facts give the same quiz.
        #expect(try QuizGenerator(facts: facts).locateQuiz(forRegion: "CZ-63") == quiz)
    }

    @Test func fewRegionsSkipTheKindsThatCannotBeMade() throws {
        let one = try QuizFacts(regions: [RegionFact(id: "XX-1", name: LocalizedText("Alone"), capital: nil, areaKm2: 10)],
                                towns: [TownFact(id: "t1", name: LocalizedText("Solo"), population: 10, regionID: "XX-1",
                                                 latitude: 50, longitude: 15)])
        let quiz = try QuizGenerator(facts: one).locateQuiz(forRegion: "XX-1")
        #expect(quiz.questions.allSatisfy { $0.kind == .locate }, "one region: no region question, no comparison with one town")

        let two = try QuizFacts(regions: [RegionFact(id: "XX-1", name: LocalizedText("West"), capital: nil, areaKm2: 10, neighbourIDs: ["XX-2"]),
                                          RegionFact(id: "XX-2", name: LocalizedText("East"), capital: nil, areaKm2: 20)],
                                towns: [])
        #expect(QuizGenerator(facts: two).regionQuestions(for: "XX-1").isEmpty, "two regions give no third option")
        #expect(throws: QuizGenerationError.self) { try QuizGenerator(facts: two).locateQuiz(forRegion: "XX-1") }
    }
}
