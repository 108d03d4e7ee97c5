import Foundation

/// The quizzes and videos of a dataset, checked together: quiz ids are unique
/// across files, every video's quiz exists, every region is known.
///
/// ```swift
/// let catalogue = try QuizCatalogue(quizzes: loaded, videos: videos, videosFile: "data/videos.json",
///                                   knownRegions: regionIDs)
/// if let quiz = try catalogue.quizFor(videoID: "12") { … }   // `watched 12`
/// let quiz = catalogue.resolve("CZ-64")                       // `quiz CZ-64`
/// ```
public struct QuizCatalogue: Sendable {
    public private(set) var entries: [LoadedQuiz]
    public private(set) var videos: [Video]
    public let knownRegions: Set<String>?
    private let videosFile: String

    /// - Throws: ``QuizValidationError`` listing every problem (duplicate quiz
    ///   or video ids, a video linking a missing quiz, unknown regions).
    public init(quizzes: [LoadedQuiz], videos: [Video] = [], videosFile: String = "videos.json",
                knownRegions: Set<String>? = nil) throws(QuizValidationError) {
        self.entries = []
        self.videos = videos
        self.knownRegions = knownRegions
        self.videosFile = videosFile
        var problems: [QuizFormatError] = []
        for q in quizzes { problems += adding(q) }
        problems += videoProblems()
        if !problems.isEmpty { throw QuizValidationError(problems) }
    }

    /// Adds a quiz (e.g. a generated or freshly imported one) after checking it.
    public mutating func add(_ quiz: LoadedQuiz) throws(QuizValidationError) {
        let problems = adding(quiz)
        if !problems.isEmpty { throw QuizValidationError(problems) }
    }

    private mutating func adding(_ q: LoadedQuiz) -> [QuizFormatError] {
        var problems = QuizValidator.problems(in: q.quiz, file: q.file, knownRegions: knownRegions,
                                              locate: QuizValidator.jsonLocation(prefix: q.path))
        if let other = entries.first(where: { $0.quiz.id == q.quiz.id }) {
            let whereOther = other.path.isEmpty ? other.file : "\(other.file) at \(other.path)"
            problems.append(QuizFormatError(file: q.file, location: q.location("id"),
                                            message: "duplicate quiz id \"\(q.quiz.id)\" (also in \(whereOther))"))
        }
        if problems.isEmpty { entries.append(q) }
        return problems
    }

    private func videoProblems() -> [QuizFormatError] {
        var problems: [QuizFormatError] = []
        var seen: Set<String> = []
        for (i, v) in videos.enumerated() {
            if !seen.insert(v.id).inserted {
                problems.append(.init(file: videosFile, location: "[\(i)].id", message: "duplicate video id \"\(v.id)\""))
            }
            if let quizID = v.quizID, quiz(id: quizID) == nil {
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

    /// All quizzes: authored ones first, then generated ones, each by id.
    public var quizzes: [Quiz] {
        entries.sorted { ($0.isGenerated ? 1 : 0, $0.quiz.id) < ($1.isGenerated ? 1 : 0, $1.quiz.id) }.map(\.quiz)
    }

    public func quiz(id: String) -> Quiz? { entries.first { $0.quiz.id == id }?.quiz }

    public func entry(id: String) -> LoadedQuiz? { entries.first { $0.quiz.id == id } }

    /// The quizzes about a region, authored ones first.
    public func quizzes(inRegion regionID: String) -> [Quiz] {
        quizzes.filter { $0.regionID?.lowercased() == regionID.lowercased() }
    }

    /// A quiz by id (exact, then ignoring case), else the first quiz of a
    /// region by region id (ignoring case): `quiz CZ-64`.
    public func resolve(_ idOrRegion: String) -> Quiz? {
        if let q = quiz(id: idOrRegion) { return q }
        if let q = quizzes.first(where: { $0.id.lowercased() == idOrRegion.lowercased() }) { return q }
        return quizzes(inRegion: idOrRegion).first
    }

    public func video(id: String) -> Video? { videos.first { $0.id == id } }

    /// The quiz to offer after a video (`watched <video-id>`): the video's own
    /// quiz, else the first quiz of its region; nil when it has neither.
    /// - Throws: ``QuizCatalogueError/unknownVideo(_:)``.
    public func quizFor(videoID: String) throws(QuizCatalogueError) -> Quiz? {
        guard let v = video(id: videoID) else { throw .unknownVideo(videoID) }
        if let id = v.quizID, let q = quiz(id: id) { return q }
        if let region = v.regionID { return quizzes(inRegion: region).first }
        return nil
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
