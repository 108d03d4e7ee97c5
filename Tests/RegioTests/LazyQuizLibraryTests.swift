import Foundation
import Testing
@testable import Regio

/// The quiz library lists generated quizzes without making them, makes one
/// when it is opened (once), and makes the same quizzes the generator makes
/// when asked for all of them.
@Suite struct LazyQuizLibraryTests {
    let embedded: Dataset

    init() throws { embedded = try Dataset.load(from: TestPaths.embeddedData, displayPrefix: "data") }

    @Test func theCatalogueListsEveryQuizWithoutGeneratingAny() throws {
        let library = try QuizLibrary(dataset: embedded, displayPrefix: "data")
        let headings = library.headings
        // Two generated quizzes per region: the quiz of facts and the map quiz.
        #expect(headings.map(\.id) == ["cz-31-south-bohemia", "cz-64-south-moravia"]
                + embedded.regions.flatMap { ["gen-\($0.id.lowercased())", "gen-map-\($0.id.lowercased())"] }.sorted())
        #expect(headings.filter(\.isGenerated).count == 2 * embedded.regions.count)
        #expect(headings.filter(\.isGenerated).allSatisfy { $0.questionCount == nil })
        #expect(headings.filter { !$0.isGenerated }.allSatisfy { ($0.questionCount ?? 0) > 0 })
        #expect(library.headings(in: try #require(embedded.region(id: "CZ-64"))).map(\.id)
                == ["cz-64-south-moravia", "gen-cz-64", "gen-map-cz-64"])
        #expect(library.resolveHeading("vysocina")?.id == "gen-cz-63")
        #expect(library.catalogue.heading(id: "gen-cz-63")?.title.text(for: .en) == "Quiz: Vysočina Region")
        #expect(library.catalogue.heading(id: "gen-map-cz-63")?.title
                == QuizGenerator.locateTitle(regionName: try #require(Dataset.distinctQuizNames(embedded.regions)["CZ-63"])))
        #expect(library.generatedCount == 0, "listing and resolving headings generate nothing")
        #expect(!library.generator.isBuilt, "nor do they build the facts")
    }

    @Test func openingAQuizGeneratesThatOneOnceAndKeepsIt() throws {
        let library = try QuizLibrary(dataset: embedded, displayPrefix: "data")
        let first = try #require(try library.open("vysocina"))
        #expect(first.id == "gen-cz-63" && !first.questions.isEmpty)
        #expect(library.catalogue.generated.filter(\.isMade).map(\.id) == ["gen-cz-63"])
        #expect(library.catalogue.heading(id: "gen-cz-63")?.questionCount == first.questions.count)
        #expect(library.headings.filter { $0.questionCount == nil }.count == 2 * embedded.regions.count - 1)
        // Again, by id, and through the region: the kept quiz, nothing more made.
        #expect(try library.open("GEN-CZ-63") == first)
        #expect(try library.open("CZ-63") == first)
        #expect(library.generatedCount == 1)
        // An authored quiz generates nothing.
        #expect(try library.open("cz-64-south-moravia")?.questions.count == 6)
        #expect(library.generatedCount == 1)
    }

    @Test func aRegionsMapQuizOpensByItsIdOnceAndEqualsTheGeneratorsOwn() throws {
        let library = try QuizLibrary(dataset: embedded, displayPrefix: "data")
        let quiz = try #require(try library.open("gen-map-cz-63"))
        let expected = try QuizGenerator(facts: try embedded.quizFacts().facts).locateQuiz(forRegion: "CZ-63")
        #expect(quiz == expected)
        #expect(quiz.questions.contains { $0.kind == .locate })
        #expect(quiz.questions.allSatisfy { ($0.kind == .locate) == ($0.location != nil) })
        #expect(quiz.questions.contains { $0.location?.name.text(for: .cs) == "Telč" })
        #expect(library.catalogue.generated.filter(\.isMade).map(\.id) == ["gen-map-cz-63"], "only the map quiz was made")
        #expect(library.origin(of: "gen-map-cz-63")?.kind == .generated)
        #expect(try library.open("GEN-MAP-CZ-63") == quiz)
        #expect(library.generatedCount == 1)
        // The region's own name still opens its quiz of facts, not the map quiz.
        #expect(library.resolveHeading("vysocina")?.id == "gen-cz-63")
    }

    @Test func lazyQuizzesEqualTheGeneratorsOwnForEveryRegion() throws {
        let eager = QuizGenerator(facts: try embedded.quizFacts().facts)
        let library = try QuizLibrary(dataset: embedded, displayPrefix: "data")
        for region in embedded.regions {
            let expected = try eager.quiz(forRegion: region.id, seed: QuizLibrary.generationSeed)
            let heading = try #require(library.catalogue.heading(id: expected.quiz.id))
            #expect(heading.title == expected.quiz.title && heading.regionID == region.id)
            #expect(try library.open(expected.quiz.id) == expected.quiz)
            #expect(try library.generate(for: region) == expected)
        }
        #expect(library.generatedCount == embedded.regions.count)
        // All at once (as a content feed asks): the same quizzes, in the list's order.
        let again = try QuizLibrary(dataset: embedded, displayPrefix: "data")
        #expect(again.quizzes.map(\.id) == again.headings.map(\.id))
        #expect(again.quizzes.filter { $0.id.hasPrefix("gen-") } == library.quizzes.filter { $0.id.hasPrefix("gen-") })
    }

    @Test func concurrentOpensMakeOneQuiz() throws {
        let library = try QuizLibrary(dataset: embedded, displayPrefix: "data")
        let ids = ["gen-cz-10", "gen-cz-64", "gen-cz-10", "gen-cz-80"]
        final class Opened: @unchecked Sendable {
            let lock = NSLock()
            var quizzes: [String: Set<Quiz>] = [:]
        }
        let opened = Opened()
        DispatchQueue.concurrentPerform(iterations: 16) { i in
            let id = ids[i % ids.count]
            let quiz = try? library.open(id)
            opened.lock.withLock { opened.quizzes[id, default: []].formUnion(quiz.map { [$0] } ?? []) }
        }
        #expect(opened.quizzes.mapValues(\.count) == ["gen-cz-10": 1, "gen-cz-64": 1, "gen-cz-80": 1])
        #expect(library.generatedCount == 3)
    }

    @Test func aQuizWithTooFewFactsIsListedAndSaysWhyWhenOpened() throws {
        let dataset = try Dataset.load(from: TestPaths.dataset("valid"), displayPrefix: "valid")
        let library = try QuizLibrary(dataset: dataset)
        #expect(library.headings.map(\.id) == ["gen-map-t-1", "gen-map-t-2", "gen-t-1", "gen-t-2"])
        let error = #expect(throws: QuizGenerationError.self) { try library.open("gen-t-1") }
        #expect(error?.description.hasPrefix("not enough facts to generate a quiz for T-1") == true, "\(String(describing: error))")
        // Known to fail now: the list leaves it out.
        #expect(library.headings.map(\.id) == ["gen-map-t-1", "gen-map-t-2", "gen-t-2"])
        #expect(library.quizzes.filter { !$0.id.hasPrefix("gen-map-") }.isEmpty)
    }
}
