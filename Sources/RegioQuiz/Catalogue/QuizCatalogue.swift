import Foundation

/// The quizzes and videos of a dataset, checked together: quiz ids are unique
/// across files, every video's quiz exists, every region is known.
///
/// Generated quizzes (``DeferredQuiz``) are listed by their ``QuizHeading``
/// without being made; a lookup that returns a ``Quiz`` makes just that one.
///
/// ```swift
/// let catalogue = try QuizCatalogue(quizzes: loaded, videos: videos, videosFile: "data/videos.json",
///                                   knownRegions: regionIDs)
/// if let quiz = try catalogue.quizFor(videoID: "12") { … }   // `watched 12`
/// let quiz = catalogue.resolve("CZ-64")                       // `quiz CZ-64`
/// let list = catalogue.headings                               // `quizzes`: nothing generated
/// ```
public struct QuizCatalogue: Sendable {
    /// The quizzes with their questions (authored, imported, synced).
    public private(set) var entries: [LoadedQuiz]
    /// The generated quizzes, by id: made when first asked for.
    public let generated: [DeferredQuiz]
    /// The position of each generated quiz in ``generated``, by id.
    private let generatedPositions: [String: Int]
    public private(set) var videos: [Video]
    public let knownRegions: Set<String>?
    private let videosFile: String

    /// - Parameter generated: quizzes made on demand (their questions are not checked here:
    ///   the generator makes valid quizzes).
    /// - Throws: ``QuizValidationError`` listing every problem (duplicate quiz
    ///   or video ids, a video linking a missing quiz, unknown regions).
    public init(quizzes: [LoadedQuiz], generated: [DeferredQuiz] = [], videos: [Video] = [], videosFile: String = "videos.json",
                knownRegions: Set<String>? = nil) throws(QuizValidationError) {
        self.entries = []
        self.generated = generated.sorted { $0.id < $1.id }
        self.videos = videos
        self.knownRegions = knownRegions
        self.videosFile = videosFile
        var positions: [String: Int] = [:]
        var problems: [QuizFormatError] = []
        for (i, g) in self.generated.enumerated() {
            if positions[g.id] == nil { positions[g.id] = i; continue }
            problems.append(QuizFormatError(file: Self.generatedFile, location: "id",
                                            message: "duplicate quiz id \"\(g.id)\" (also in \(Self.generatedFile))"))
        }
        generatedPositions = positions
        for q in quizzes { problems += adding(q) }
        problems += videoProblems()
        if !problems.isEmpty { throw QuizValidationError(problems) }
    }

    /// How generated quizzes are named where a file would be.
    public static let generatedFile = "(generated)"

    /// The same catalogue with other quizzes and videos (the generated quizzes,
    /// already made or not, and the checks are kept).
    /// - Throws: ``QuizValidationError`` as ``init(quizzes:generated:videos:videosFile:knownRegions:)``.
    public func replacing(quizzes: [LoadedQuiz], videos: [Video]) throws(QuizValidationError) -> QuizCatalogue {
        try QuizCatalogue(quizzes: quizzes, generated: generated, videos: videos, videosFile: videosFile, knownRegions: knownRegions)
    }

    /// Adds a quiz (e.g. a freshly imported one) after checking it.
    public mutating func add(_ quiz: LoadedQuiz) throws(QuizValidationError) {
        let problems = adding(quiz)
        if !problems.isEmpty { throw QuizValidationError(problems) }
    }

    private mutating func adding(_ q: LoadedQuiz) -> [QuizFormatError] {
        var problems = QuizValidator.problems(in: q.quiz, file: q.file, knownRegions: knownRegions,
                                              locate: QuizValidator.jsonLocation(prefix: q.path))
        if let whereOther = source(ofQuizID: q.quiz.id, detailed: true) {
            problems.append(QuizFormatError(file: q.file, location: q.location("id"),
                                            message: "duplicate quiz id \"\(q.quiz.id)\" (also in \(whereOther))"))
        }
        if problems.isEmpty { entries.append(q) }
        return problems
    }

    /// Where a quiz id is used already: the file (with the place in it), or
    /// ``generatedFile``; nil when no quiz has it.
    private func source(ofQuizID id: String, detailed: Bool) -> String? {
        if let other = entry(id: id) {
            if other.isGenerated { return Self.generatedFile }
            return detailed && !other.path.isEmpty ? "\(other.file) at \(other.path)" : other.file
        }
        return generatedPositions[id] != nil ? Self.generatedFile : nil
    }

    /// What to tell someone who brings a quiz with an id already used: "generated
    /// from the dataset", or the file of the quiz that has it; nil when the id is free.
    public func usage(ofQuizID id: String) -> String? {
        source(ofQuizID: id, detailed: false).map { $0 == Self.generatedFile ? "generated from the dataset" : $0 }
    }

    private func videoProblems() -> [QuizFormatError] {
        var problems: [QuizFormatError] = []
        var seen: Set<String> = []
        for (i, v) in videos.enumerated() {
            if !seen.insert(v.id).inserted {
                problems.append(.init(file: videosFile, location: "[\(i)].id", message: "duplicate video id \"\(v.id)\""))
            }
            if let quizID = v.quizID, heading(id: quizID) == nil {
                problems.append(.init(file: videosFile, location: "[\(i)].quiz",
                                      message: "video \"\(v.id)\" links quiz \"\(quizID)\", which does not exist"))
            }
            if let region = v.regionID, let knownRegions, !knownRegions.contains(region) {
                problems.append(.init(file: videosFile, location: "[\(i)].region",
                                      message: "unknown region \"\(region)\"\(QuizValidator.suggestion(region, knownRegions))"))
            }
        }
        return problems
    }

    // MARK: - Listing (nothing is generated)

    /// Every quiz as a list shows it: authored ones first, then generated
    /// ones, each by id; generated quizzes that turned out to have too few
    /// facts are left out. Generates nothing.
    public var headings: [QuizHeading] {
        entries.sorted { ($0.isGenerated ? 1 : 0, $0.quiz.id) < ($1.isGenerated ? 1 : 0, $1.quiz.id) }.map(QuizHeading.init)
            + generated.filter { !$0.hasFailed }.map(QuizHeading.init)
    }

    /// A quiz's heading by id (exact).
    public func heading(id: String) -> QuizHeading? {
        if let e = entry(id: id) { return QuizHeading(e) }
        return generatedPositions[id].map { QuizHeading(generated[$0]) }
    }

    /// The headings of a region's quizzes, authored ones first.
    public func headings(inRegion regionID: String) -> [QuizHeading] {
        let region = regionID.lowercased()
        return headings.filter { $0.regionID?.lowercased() == region }
    }

    /// A quiz by id (exact, then ignoring case), else the first quiz of a
    /// region by region id (ignoring case): `quiz CZ-64`. Generates nothing.
    public func resolveHeading(_ idOrRegion: String) -> QuizHeading? {
        if let h = heading(id: idOrRegion) { return h }
        let all = headings
        if let h = all.first(where: { $0.id.lowercased() == idOrRegion.lowercased() }) { return h }
        return all.first { $0.regionID?.lowercased() == idOrRegion.lowercased() }
    }

    /// The heading of the quiz to offer after a video (see ``quizFor(videoID:)``). Generates nothing.
    /// - Throws: ``QuizCatalogueError/unknownVideo(_:)``.
    public func headingFor(videoID: String) throws(QuizCatalogueError) -> QuizHeading? {
        guard let v = video(id: videoID) else { throw .unknownVideo(videoID) }
        if let id = v.quizID, let h = heading(id: id) { return h }
        if let region = v.regionID { return headings(inRegion: region).first }
        return nil
    }

    // MARK: - Quizzes with their questions (a generated one is made now)

    /// The quiz of a heading with its questions: a generated one is made now
    /// (once; later calls get the kept quiz).
    /// - Throws: the generator's error when the quiz cannot be made; ``QuizCatalogueError/unknownQuiz(_:)``.
    public func quiz(for heading: QuizHeading) throws -> Quiz {
        if let e = entry(id: heading.id) { return e.quiz }
        guard let position = generatedPositions[heading.id] else { throw QuizCatalogueError.unknownQuiz(heading.id) }
        return try generated[position].generated().quiz
    }

    /// All quizzes with their questions, in the order of ``headings``:
    /// generates every generated quiz (those that cannot be made are left out).
    public var quizzes: [Quiz] {
        entries.sorted { ($0.isGenerated ? 1 : 0, $0.quiz.id) < ($1.isGenerated ? 1 : 0, $1.quiz.id) }.map(\.quiz)
            + generated.compactMap { try? $0.generated().quiz }
    }

    /// A quiz by id (exact); a generated one is made now (nil when it cannot be).
    public func quiz(id: String) -> Quiz? { heading(id: id).flatMap { try? quiz(for: $0) } }

    public func entry(id: String) -> LoadedQuiz? { entries.first { $0.quiz.id == id } }

    /// The quizzes about a region, authored ones first (generated ones are made now).
    public func quizzes(inRegion regionID: String) -> [Quiz] {
        headings(inRegion: regionID).compactMap { try? quiz(for: $0) }
    }

    /// ``resolveHeading(_:)``'s quiz with its questions.
    public func resolve(_ idOrRegion: String) -> Quiz? {
        resolveHeading(idOrRegion).flatMap { try? quiz(for: $0) }
    }

    public func video(id: String) -> Video? { videos.first { $0.id == id } }

    /// The quiz to offer after a video (`watched <video-id>`): the video's own
    /// quiz, else the first quiz of its region; nil when it has neither.
    /// - Throws: ``QuizCatalogueError/unknownVideo(_:)``.
    public func quizFor(videoID: String) throws(QuizCatalogueError) -> Quiz? {
        try headingFor(videoID: videoID).flatMap { try? quiz(for: $0) }
    }
}

/// Lookups that found nothing.
public enum QuizCatalogueError: Error, Hashable, Sendable, CustomStringConvertible {
    case unknownVideo(String)
    case unknownQuiz(String)

    public var description: String {
        switch self {
        case .unknownVideo(let id): return "there is no video \"\(id)\"; `videos` lists them"
        case .unknownQuiz(let id): return "there is no quiz or region \"\(id)\"; `quizzes` lists them"
        }
    }
}
