import Foundation
import RegioQuiz
import RegioStore

/// A quiz in a list, with the user's results.
public struct QuizListEntry: Encodable, Hashable, Sendable {
    public struct Unfinished: Codable, Hashable, Sendable { public let attemptID: Int64; public let question: Int; public let questionCount: Int }
    public let id: String
    public let title: String
    public let regionID: String?
    public let regionName: String?
    /// The number of questions; nil for a generated quiz not opened yet (a
    /// list generates nothing, see ``QuizLibrary``).
    public let questions: Int?
    public let origin: QuizOrigin.Kind
    public let file: String?
    /// Finished attempts.
    public let attempts: Int
    public let bestPercent: Double?
    public let unfinished: Unfinished?

    /// The entry as anyone may see it: the quiz, without the user's attempts and scores.
    public func withoutAttempts() -> QuizListEntry {
        QuizListEntry(id: id, title: title, regionID: regionID, regionName: regionName, questions: questions, origin: origin,
                      file: file, attempts: 0, bestPercent: nil, unfinished: nil)
    }
}

/// A user's attempts: of every quiz, or of one quiz.
public enum QuizHistoryResult: Hashable, Sendable {
    case all([QuizHistory])
    /// One quiz's attempts, with its title when the library has the quiz.
    case one(QuizHistory, title: String?)
}

/// `quiz import FILE`.
public struct QuizImportRequest: Codable, Hashable, Sendable {
    /// A `.gift` or `.json` file.
    public var file: String
    public var id: String?
    /// A region id or name.
    public var region: String?
    /// The title (in both languages).
    public var title: String?
    /// Replace a quiz imported before with the same id.
    public var replace: Bool
    /// The language of a GIFT file without `// @lang:` (the session's `--lang`; default Czech).
    public var language: Language?
    public init(file: String, id: String? = nil, region: String? = nil, title: String? = nil, replace: Bool = false,
                language: Language? = nil) {
        self.file = file; self.id = id; self.region = region; self.title = title; self.replace = replace
        self.language = language
    }
}

/// What a quiz import added.
public struct QuizImportSummary: Encodable, Hashable, Sendable {
    public struct Imported: Encodable, Hashable, Sendable {
        public let id: String
        public let title: LocalizedText
        public let region: String?
        public let questions: Int
        public let file: String
    }
    public let imported: [Imported]
    /// GIFT questions of unsupported types and other parts left out, with their line.
    public let notImported: [String]
}

/// `quiz [run]`: start a quiz, or go on with its unfinished attempt.
public struct QuizStartRequest: Codable, Hashable, Sendable {
    /// A quiz id, or a region's id or name (nil: the latest unfinished attempt of any quiz).
    public var query: String?
    public var settings: QuizSettings
    /// Shuffles questions and options of a new attempt (nil: random).
    public var seed: UInt64?
    /// A new attempt even when one is unfinished (that one is abandoned).
    public var startOver: Bool
    public init(query: String?, settings: QuizSettings = QuizSettings(mode: .immediate), seed: UInt64? = nil, startOver: Bool = false) {
        self.query = query; self.settings = settings; self.seed = seed; self.startOver = startOver
    }
}

/// A started or resumed quiz.
public struct QuizStart: Sendable {
    /// The run, bound to its attempt in the store: every step is saved.
    public let run: QuizRun
    /// How many quizzes are about the quiz's region (when it was found by region).
    public let quizzesInRegion: Int
    /// Whether the quiz was named by its id (not by a region).
    public let namedByID: Bool
}

/// A video in a list, and the quiz it offers.
public struct VideoEntry: Encodable, Hashable, Sendable {
    public let video: Video
    public let quizID: String?
    public let regionName: String?
    /// The regions to choose from when the video names several.
    public let regionChoices: [String]
    /// No quiz can follow the video: no region could be worked out and it links no quiz
    /// (`videos` notes it once).
    public let hasNoRegion: Bool
    /// The video is a file of the dataset (``VideoFile``), played from the server; false for a web address.
    public let isFile: Bool
}

/// One region a video is about, with the quiz it offers.
public struct WatchedChoice: Encodable, Hashable, Sendable {
    public let regionID: String
    public let regionName: String
    public let quizID: String?
}

/// After a video: the quiz it offers.
public struct WatchedOffer: Sendable {
    public let video: Video
    /// The video's own quiz, else its region's first quiz; nil when neither exists.
    public let quiz: Quiz?
    /// Whether the offered quiz has an unfinished attempt (that would go on).
    public let unfinished: Bool
    /// When the video names several regions and none was chosen: each one and
    /// its quiz (ask, then call ``RegioEngine/watched(videoID:region:startOver:)`` with the region).
    public let choices: [WatchedChoice]
}

extension RegioEngine {
    /// The quizzes (of a region, when given) with the user's best score and unfinished attempts.
    public func quizzes(region: String? = nil, language: Language = .cs) throws -> [QuizListEntry] {
        let library = try quizLibrary()
        let attempts = try existingStore()?.quizAttempts
        let histories = Dictionary(uniqueKeysWithValues: try (attempts?.histories() ?? []).map { ($0.quizID, $0) })
        let active = Dictionary(try (attempts?.activeAttempts() ?? []).map { ($0.quizID, $0) }, uniquingKeysWith: { $1 })
        var quizzes = library.headings
        if let region {
            quizzes = library.headings(in: try UserInput.region(region, in: library.dataset, parameter: ""))
        }
        return quizzes.map { q in
            let origin = library.origin(of: q.id)
            return QuizListEntry(id: q.id, title: q.title.text(for: language), regionID: q.regionID,
                                 regionName: q.regionID.flatMap { library.dataset.region(id: $0)?.name(language) },
                                 questions: q.questionCount, origin: origin?.kind ?? .dataset, file: origin?.file,
                                 attempts: histories[q.id]?.attempts.filter { $0.status == .finished }.count ?? 0,
                                 bestPercent: histories[q.id]?.best?.score?.percent,
                                 unfinished: active[q.id].map { .init(attemptID: $0.id, question: $0.position + 1, questionCount: $0.questionCount) })
        }
    }

    /// The user's attempts: a history per quiz, or one quiz's (named by id, region id or region name).
    public func quizHistory(_ query: String? = nil, language: Language = .cs) throws -> QuizHistoryResult {
        let attempts = try existingStore()?.quizAttempts
        guard let query, !query.isEmpty else { return .all(try attempts?.histories() ?? []) }
        let library = try quizLibrary()
        // A quiz of the library, or a quiz id that only the history still knows.
        let quizID = library.resolveHeading(query)?.id ?? query
        let history = try attempts?.history(quizID: quizID) ?? QuizHistory(quizID: quizID, attempts: [])
        if history.attempts.isEmpty && library.resolveHeading(query) == nil {
            throw EngineError(.notFound, Message(.quizNoMatch, ["text": query]))
        }
        return .one(history, title: library.catalogue.heading(id: quizID)?.title.text(for: language))
    }

    /// The attempts ``quizHistory(_:language:)`` lists, as RFC 4180 CSV
    /// (``QuizHistoryCSV``), one row per attempt, with the quizzes' titles in `language`.
    public func quizHistoryCSV(_ query: String? = nil, language: Language = .cs) throws -> String {
        let histories: [QuizHistory]
        switch try quizHistory(query, language: language) {
        case .all(let all): histories = all
        case .one(let one, _): histories = [one]
        }
        let catalogue = try? quizLibrary().catalogue
        var titles: [String: String] = [:]
        for h in histories { titles[h.quizID] = catalogue?.heading(id: h.quizID)?.title.text(for: language) }
        return QuizHistoryCSV.text(histories, titles: titles)
    }

    /// A quiz by id, region id or region name, or an error that says what
    /// exists; a generated quiz is made now (once), or the error says why it cannot be.
    public func resolveQuiz(_ text: String) throws -> Quiz {
        let library = try quizLibrary()
        do {
            if let quiz = try library.open(text) { return quiz }
        } catch let error as QuizGenerationError {
            throw EngineError(.notFound, error.description)
        }
        if let region = library.dataset.region(matching: text) {
            let name = Message(LocalizedText(cs: region.nameCS, en: region.nameEN))
            throw EngineError(.notFound, Message(.quizNoneAboutRegion, ["region": name, "id": region.id]))
        }
        throw EngineError(.notFound, Message(.quizNoMatchOrRegion, ["text": text]))
    }

    /// Goes on with the quiz's unfinished attempt, or starts a new one (saved in the store).
    public func startQuiz(_ request: QuizStartRequest) throws -> QuizStart {
        let store = try store()
        guard let query = request.query?.trimmingCharacters(in: .whitespaces), !query.isEmpty else {
            guard let run = try QuizRun.resumeLatest(store: store) else {
                throw EngineError(.invalidRequest, Message(.quizNameOne))
            }
            return QuizStart(run: run, quizzesInRegion: 0, namedByID: true)
        }
        let library = try quizLibrary()
        let quiz = try resolveQuiz(query)
        let others = quiz.regionID.map { library.catalogue.headings(inRegion: $0).count } ?? 0
        do {
            let run = try QuizRun.open(quiz, settings: request.settings, seed: request.seed ?? UInt64.random(in: 0...UInt64(UInt32.max)),
                                       startOver: request.startOver, store: store)
            return QuizStart(run: run, quizzesInRegion: others, namedByID: quiz.id.lowercased() == query.lowercased())
        } catch let error as StoreError {
            if case .invalid(let message) = error, message.contains("cannot be resumed") {
                throw EngineError(.conflict, Message(.quizCannotResume, ["problem": message.replacingOccurrences(of: "; abandon it to start over", with: ""),
                                                                          "id": quiz.id]))
            }
            throw error
        }
    }

    /// The saved run of an attempt, as it stands. Its `resumed` is false: only
    /// a start (``startQuiz(_:)``) that goes on with an unfinished attempt resumes.
    public func quizRun(attemptID: Int64) throws -> QuizRun {
        guard let store = try existingStore(), let saved = try store.quizAttempts.attempt(id: attemptID) else {
            throw EngineError(.notFound, Message(.quizNoAttempt, ["id": String(attemptID)]))
        }
        return QuizRun(session: saved.session, attemptID: saved.id, resumed: false, attempts: store.quizAttempts)
    }

    /// Leaves the attempt's intro for its first question (saved).
    public func beginQuiz(attemptID: Int64) throws -> QuizRun {
        var run = try quizRun(attemptID: attemptID)
        if run.session.phase == .intro { try run.begin() }
        return run
    }

    /// Answers the attempt's current question with the option shown at `option`
    /// (0-based), saved at once; leaves the intro first if needed.
    public func answerQuiz(attemptID: Int64, option: Int) throws -> (feedback: AnswerFeedback, run: QuizRun) {
        try answerQuiz(attemptID: attemptID, options: [option])
    }

    /// Answers the attempt's current question with the options shown at
    /// `options` (0-based; several for a multiple-response question), saved at
    /// once; leaves the intro first if needed.
    public func answerQuiz(attemptID: Int64, options: [Int]) throws -> (feedback: AnswerFeedback, run: QuizRun) {
        var run = try quizRun(attemptID: attemptID)
        if run.session.phase == .intro { try run.begin() }
        if run.session.phase == .feedback { try run.next() }
        let feedback = options.count == 1 ? try run.answer(options[0]) : try run.answer(options)
        return (feedback, run)
    }

    /// Answers question `question` (its 1-based position, as the attempt state
    /// shows it; nil: the current one) with the options shown at `options`
    /// (0-based), for clients that may send an answer twice. The same answer
    /// again returns the feedback it got, recording nothing; another answer to
    /// a decided question, or one for a question other than the current one,
    /// throws (``QuizRunnerError/alreadyAnswered``,
    /// ``QuizRunnerError/notCurrentQuestion(asked:current:)``). It never moves
    /// on by itself: ``nextQuizQuestion(attemptID:)`` does.
    ///
    /// ```swift
    /// let first = try engine.answerQuiz(attemptID: 12, question: 3, options: [1])
    /// let again = try engine.answerQuiz(attemptID: 12, question: 3, options: [1])  // first.feedback, question 4 untouched
    /// ```
    public func answerQuiz(attemptID: Int64, question: Int?, options: [Int]) throws -> (feedback: AnswerFeedback, run: QuizRun) {
        var run = try quizRun(attemptID: attemptID)
        if let again = try run.session.repeatedAnswer(question: question, options) { return (again, run) }
        if run.session.phase == .intro { try run.begin() }
        let feedback = options.count == 1 ? try run.answer(options[0]) : try run.answer(options)
        return (feedback, run)
    }

    /// Answers map question `question` (1-based position; nil: the current one)
    /// with a point, like ``answerQuiz(attemptID:question:options:)``: the same
    /// point again returns the feedback it got. Any numbers are taken; a point
    /// not on the Earth scores nothing (the feedback says why). A *find the
    /// region* question takes the option of the region containing the point;
    /// a point in no region scores nothing, with a message.
    ///
    /// ```swift
    /// let (feedback, _) = try engine.answerQuiz(attemptID: 12, question: 1, latitude: 49.2, longitude: 15.45)
    /// feedback.location?.summary.text(in: .en)   // "1.7 km off Telč"
    /// ```
    public func answerQuiz(attemptID: Int64, question: Int?, latitude: Double, longitude: Double,
                           language: Language = .cs) throws -> (feedback: AnswerFeedback, run: QuizRun) {
        var run = try quizRun(attemptID: attemptID)
        // Find the region: the point picks the option of the region that contains it;
        // a point in no region (or not on the Earth) scores nothing, with a message.
        let findsRegion = run.session.current?.kind == .findRegion
        if findsRegion, let region = try regionID(containingLatitude: latitude, longitude: longitude) {
            return try answerQuiz(attemptID: attemptID, question: question, region: region, language: language)
        }
        if let again = try run.session.repeatedMapAnswer(question: question, latitude: latitude, longitude: longitude) {
            return (again, run)
        }
        if run.session.phase == .intro { try run.begin() }
        let feedback = findsRegion ? try run.answerInNoRegion(latitude: latitude, longitude: longitude)
            : try run.answer(latitude: latitude, longitude: longitude)
        return (feedback, run)
    }

    /// Skips the attempt's current question (saved).
    public func skipQuizQuestion(attemptID: Int64) throws -> (feedback: AnswerFeedback, run: QuizRun) {
        var run = try quizRun(attemptID: attemptID)
        if run.session.phase == .intro { try run.begin() }
        if run.session.phase == .feedback { try run.next() }
        let feedback = try run.skip()
        return (feedback, run)
    }

    /// Moves a decided question on to the next (or to the end, which records the score).
    public func nextQuizQuestion(attemptID: Int64) throws -> QuizRun {
        var run = try quizRun(attemptID: attemptID)
        try run.next()
        return run
    }

    /// Quits an attempt for good (it is marked abandoned and no longer resumes).
    public func abandonQuiz(attemptID: Int64) throws {
        guard let store = try existingStore() else { throw EngineError(.notFound, Message(.quizNoAttempt, ["id": String(attemptID)])) }
        _ = try quizRun(attemptID: attemptID)
        try store.quizAttempts.abandon(attemptID: attemptID)
    }

    /// The summary of a finished attempt.
    public func quizSummary(attemptID: Int64) throws -> QuizSummary {
        try quizRun(attemptID: attemptID).session.summary()
    }

    /// A new attempt that retakes a finished one: every question, or the missed ones.
    public func retakeQuiz(attemptID: Int64, missedOnly: Bool) throws -> QuizRun {
        try quizRun(attemptID: attemptID).retake(missedOnly: missedOnly)
    }

    /// Imports a Moodle GIFT or Regio JSON quiz into the user's quizzes (checked against the dataset).
    public func importQuiz(_ request: QuizImportRequest) throws -> QuizImportSummary {
        let p = parameter
        let dataset = try dataset()
        let regionID = try request.region.map { try UserInput.region($0, in: dataset, parameter: p("region")).id }
        if let id = request.id, id.allSatisfy(\.isWhitespace) { throw InputError(parameter: p("id"), Message(.inputNotEmpty, ["parameter": p("id")])) }
        let url = URL(fileURLWithPath: request.file)
        guard FileManager.default.fileExists(atPath: url.path) else { throw EngineError(.notFound, Message(.fileNotFound, ["file": request.file])) }
        let options = QuizImportOptions(id: request.id, regionID: regionID, title: request.title.map { LocalizedText($0) }, replace: request.replace,
                                        language: request.language ?? .cs)
        let result = try changeQuizLibrary { try $0.importQuiz(from: url, displayName: request.file, options: options) }
        let imported = zip(result.quizzes, result.files).map { quiz, file in
            QuizImportSummary.Imported(id: quiz.id, title: quiz.title, region: quiz.regionID, questions: quiz.questions.count, file: file.path)
        }
        return QuizImportSummary(imported: imported, notImported: result.notices.map(\.description))
    }

    /// A quiz about a region generated from the dataset's facts (seed 1: the library's own).
    public func generateQuiz(region: String, seed: UInt64 = QuizLibrary.generationSeed) throws -> GeneratedQuiz {
        let library = try quizLibrary()
        let found = try UserInput.region(region, in: library.dataset, parameter: "")
        return try library.generate(for: found, seed: seed)
    }

    /// The videos and the quiz each one offers.
    /// - Parameter kind: only videos of this kind (`broadcast`, `class`, `cooking`).
    public func videos(language: Language = .cs, kind: String? = nil) throws -> [VideoEntry] {
        let library = try quizLibrary()
        if let kind, !["broadcast", "class", "cooking"].contains(kind) {
            throw InputError(parameter: parameter("kind"), Message(.videosKindUnknown, ["parameter": parameter("kind"), "kind": kind]))
        }
        return library.catalogue.videos.filter { kind == nil || $0.kind == kind }.map { v in
            let hasRegion = v.regionID != nil || !v.regionChoices.isEmpty
            return VideoEntry(video: v, quizID: (try? library.catalogue.headingFor(videoID: v.id))??.id,
                              regionName: v.regionID.flatMap { library.dataset.region(id: $0)?.name(language) },
                              regionChoices: v.regionChoices,
                              hasNoRegion: !hasRegion && v.quizID == nil,
                              isFile: library.isDatasetFile(v))
        }
    }

    /// After watching a video: the quiz it offers, and whether that quiz has an unfinished attempt.
    /// - Parameter region: for a video about several regions, the one chosen (an id or a name).
    public func watched(videoID: String, region: String? = nil, startOver: Bool = false, language: Language = .cs) throws -> WatchedOffer {
        let library = try quizLibrary()
        var quiz: Quiz?
        do { quiz = try library.catalogue.quizFor(videoID: videoID) } catch { throw EngineError(.notFound, error.description) }
        let video = library.catalogue.video(id: videoID)!
        var choices: [WatchedChoice] = []
        if quiz == nil, !video.regionChoices.isEmpty {
            if let region {
                let chosen = try UserInput.region(region, in: library.dataset, parameter: parameter("region"))
                guard video.regionChoices.contains(chosen.id) else {
                    throw InputError(parameter: parameter("region"), Message(.videosRegionNotOfVideo, [
                        "id": videoID, "regions": video.regionChoices.joined(separator: ", "), "region": chosen.id]))
                }
                quiz = library.quizzes(in: chosen).first
            } else {
                choices = video.regionChoices.compactMap { id in
                    library.dataset.region(id: id).map { r in
                        WatchedChoice(regionID: id, regionName: r.name(language), quizID: library.headings(in: r).first?.id)
                    }
                }
            }
        }
        let unfinished = try quiz.map { try !startOver && existingStore()?.quizAttempts.unfinished(quizID: $0.id) != nil } ?? false
        return WatchedOffer(video: video, quiz: quiz, unfinished: unfinished, choices: choices)
    }
}
