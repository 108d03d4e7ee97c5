import RegioQuiz

/// The quiz generator of a dataset, with its facts (``Dataset/quizFacts()``)
/// built on first use and kept: for the world they take seconds (150,000
/// towns checked against the borders), which a list of quizzes need not wait
/// for. A failure is kept too, so every generated quiz reports the same one.
/// Safe for many threads: the first caller builds, the others wait.
final class DatasetQuizGenerator: Sendable {
    struct Built: Sendable {
        let generator: QuizGenerator
        let facts: QuizFactsResult
    }

    let dataset: Dataset
    private let built = CachedValue<Result<Built, any Error>>()

    init(dataset: Dataset) { self.dataset = dataset }

    /// The generator, its facts built now when they are not yet.
    /// - Throws: what ``Dataset/quizFacts()`` throws.
    func generator() throws -> QuizGenerator { try facts().generator }

    /// The facts with the generator made from them.
    func facts() throws -> Built {
        try built.value {
            Result { () throws -> Built in
                let result = try dataset.quizFacts()
                return Built(generator: QuizGenerator(facts: result.facts), facts: result)
            }
        }.get()
    }

    /// Whether the facts were built (or tried).
    var isBuilt: Bool { built.current != nil }

    /// The quiz of `region` with `seed`.
    /// - Throws: ``QuizGenerationError``; for facts that cannot be built,
    ///   ``QuizGenerationError/notEnoughFacts(region:reasons:)`` with the reason.
    func quiz(forRegion region: String, seed: UInt64) throws -> GeneratedQuiz {
        let generator: QuizGenerator
        do { generator = try self.generator() } catch {
            throw QuizGenerationError.notEnoughFacts(region: region, reasons: ["no quizzes are generated from this dataset: \(error)"])
        }
        return try generator.quiz(forRegion: region, seed: seed)
    }

    /// The "where is it?" map quiz of `region` (``QuizGenerator/locateQuiz(forRegion:options:)``).
    /// - Throws: as ``quiz(forRegion:seed:)``.
    func locateQuiz(forRegion region: String, options: QuizGenerator.LocateOptions = .init()) throws -> Quiz {
        let generator: QuizGenerator
        do { generator = try self.generator() } catch {
            throw QuizGenerationError.notEnoughFacts(region: region, reasons: ["no quizzes are generated from this dataset: \(error)"])
        }
        return try generator.locateQuiz(forRegion: region, options: options)
    }
}
