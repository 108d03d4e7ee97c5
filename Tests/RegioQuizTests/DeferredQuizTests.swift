import Foundation
import Testing
@testable import RegioQuiz

/// Generated quizzes made on demand: a catalogue lists them without making
/// them, and each is made once however many threads ask.
@Suite struct DeferredQuizTests {
    /// Counts the quizzes it makes.
    final class CountingMaker: @unchecked Sendable {
        private let lock = NSLock()
        private var made: [String] = []
        var calls: [String] { lock.withLock { made } }

        func deferred(_ region: String, fails: Bool = false) -> DeferredQuiz {
            let id = QuizGenerator.quizID(forRegion: region)
            let title = QuizGenerator.title(regionName: LocalizedText(region))
            return DeferredQuiz(id: id, regionID: region, title: title) { [self] in
                lock.withLock { made.append(id) }
                if fails { throw QuizGenerationError.notEnoughFacts(region: region, reasons: ["none"]) }
                let question = Question(id: "q1", prompt: LocalizedText("Where?"),
                                        options: [AnswerOption(LocalizedText("Here"), correct: true), AnswerOption(LocalizedText("There"))])
                return GeneratedQuiz(quiz: Quiz(id: id, regionID: region, title: title, questions: [question]), kinds: [:], skipped: [])
            }
        }
    }

    @Test func aCatalogueListsAndResolvesGeneratedQuizzesWithoutMakingThem() throws {
        let maker = CountingMaker()
        let authored = LoadedQuiz(quiz: Quiz(id: "a", regionID: "T-2", title: LocalizedText("A"), questions: [
            Question(id: "q", prompt: LocalizedText("?"), options: [AnswerOption(LocalizedText("y"), correct: true), AnswerOption(LocalizedText("n"))]),
        ]), file: "a.json")
        let catalogue = try QuizCatalogue(quizzes: [authored], generated: ["T-2", "T-1"].map { maker.deferred($0) },
                                          videos: [Video(id: "v", title: LocalizedText("V"), regionID: "T-1", url: "https://example.org/v", quizID: "gen-t-2")])
        #expect(catalogue.headings.map(\.id) == ["a", "gen-t-1", "gen-t-2"])
        #expect(catalogue.headings.map(\.questionCount) == [1, nil, nil])
        #expect(catalogue.resolveHeading("t-2")?.id == "a", "authored first")
        #expect(catalogue.resolveHeading("GEN-T-1")?.id == "gen-t-1")
        #expect(try catalogue.headingFor(videoID: "v")?.id == "gen-t-2")
        #expect(maker.calls.isEmpty)
        // Asking for the quiz makes it, once.
        #expect(catalogue.quiz(id: "gen-t-2")?.questions.count == 1)
        #expect(try catalogue.quizFor(videoID: "v")?.id == "gen-t-2")
        #expect(catalogue.resolve("gen-t-2")?.id == "gen-t-2")
        #expect(maker.calls == ["gen-t-2"])
        #expect(catalogue.headings.map(\.questionCount) == [1, nil, 1])
        // A copy of the catalogue shares what was made.
        let copy = try catalogue.replacing(quizzes: [], videos: [])
        #expect(copy.headings.map(\.id) == ["gen-t-1", "gen-t-2"] && copy.heading(id: "gen-t-2")?.questionCount == 1)
        // Every quiz at once makes the rest.
        #expect(catalogue.quizzes.map(\.id) == ["a", "gen-t-1", "gen-t-2"])
        #expect(maker.calls == ["gen-t-2", "gen-t-1"])
    }

    @Test func aQuizIsMadeOnceHoweverManyThreadsAsk() throws {
        let maker = CountingMaker()
        let deferred = maker.deferred("T-1")
        DispatchQueue.concurrentPerform(iterations: 32) { _ in
            _ = try? deferred.generated()
        }
        #expect(maker.calls == ["gen-t-1"])
        #expect(deferred.isMade && !deferred.hasFailed)
    }

    @Test func aFailureIsKeptAndTheListLeavesTheQuizOut() throws {
        let maker = CountingMaker()
        let catalogue = try QuizCatalogue(quizzes: [], generated: [maker.deferred("T-1", fails: true), maker.deferred("T-2")])
        #expect(catalogue.headings.map(\.id) == ["gen-t-1", "gen-t-2"])
        let heading = try #require(catalogue.heading(id: "gen-t-1"))
        for _ in 0..<2 { #expect(throws: QuizGenerationError.self) { try catalogue.quiz(for: heading) } }
        #expect(maker.calls == ["gen-t-1"])
        #expect(catalogue.headings.map(\.id) == ["gen-t-2"])
    }

    @Test func anAuthoredQuizMayNotTakeAGeneratedQuizsID() throws {
        let maker = CountingMaker()
        let clash = LoadedQuiz(quiz: Quiz(id: "gen-t-1", regionID: nil, title: LocalizedText("Mine"), questions: [
            Question(id: "q", prompt: LocalizedText("?"), options: [AnswerOption(LocalizedText("y"), correct: true), AnswerOption(LocalizedText("n"))]),
        ]), file: "mine.json")
        let error = #expect(throws: QuizValidationError.self) {
            try QuizCatalogue(quizzes: [clash], generated: [maker.deferred("T-1")])
        }
        #expect(error?.problems.map(\.description) == [#"mine.json: id: duplicate quiz id "gen-t-1" (also in (generated))"#])
        var catalogue = try QuizCatalogue(quizzes: [], generated: [maker.deferred("T-1")])
        #expect(catalogue.usage(ofQuizID: "gen-t-1") == "generated from the dataset")
        #expect(throws: QuizValidationError.self) { try catalogue.add(clash) }
        #expect(maker.calls.isEmpty)
    }
}
