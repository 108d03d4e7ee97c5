import Foundation
import RegioQuiz
import RegioStore

/// A question due for review, as a list shows it (`quiz review --json`, `GET /api/review`).
public struct ReviewDueQuestion: Encodable, Hashable, Sendable {
    public let quizID: String
    public let questionID: String
    public let quizTitle: String
    public let regionID: String?
    public let regionName: String?
    public let prompt: String
    /// The options in the quiz's own order (a review run shuffles them).
    public let options: [String]
    public let box: Int
    public let due: ReviewDay
    public let lastGrade: ReviewGrade
}

/// The questions due today, mixed from every quiz.
public struct ReviewDueList: Encodable, Hashable, Sendable {
    public let today: ReviewDay
    public let questions: [ReviewDueQuestion]
    /// The first day after today with a question due (nil: none is).
    public let nextDue: ReviewDay?
    /// ``nextDue`` in the request's language.
    public let nextDueText: String?
    /// Due questions whose quiz (or the question in it) is no longer in the
    /// library: kept in the schedule, not asked.
    public let unavailable: [ReviewQuestionRef]
}

/// A review to play, or why there is none.
public enum ReviewStart: Sendable {
    /// A run of the due questions (a new attempt of the ``ReviewQuiz``, or today's unfinished one).
    case run(QuizRun, unavailable: [ReviewQuestionRef])
    /// Nothing is due today; `next` is the first day something is (nil: nothing was ever answered).
    case nothingDue(next: ReviewDay?, unavailable: [ReviewQuestionRef])
}

/// The history of the review schedule per region, with the regions' names.
public struct ReviewHistory: Encodable, Hashable, Sendable {
    public struct Region: Encodable, Hashable, Sendable {
        public let regionID: String?
        public let regionName: String?
        public let mastered: Int
        public let due: Int
        public let learning: Int
        public let total: Int
    }
    public let today: ReviewDay
    public let regions: [Region]
    public let mastered: Int
    public let due: Int
    public let learning: Int
    public let nextDue: ReviewDay?
    /// ``nextDue`` in the request's language.
    public let nextDueText: String?
    /// The schedule's gaps in days, box 1 first (a question in the last box is mastered).
    public let intervals: [Int]
}

extension RegioEngine {
    /// Today in the learner's time zone, by the engine's clock (``EngineConfiguration/now``).
    public func reviewToday() -> ReviewDay { configuration.clock.today() }

    /// The questions due today, mixed from every quiz (the same order all day),
    /// with their texts in `language`. Creates no store.
    /// - Parameter limit: at most this many (nil: all).
    public func reviewDue(language: Language = .cs, limit: Int? = nil) throws -> ReviewDueList {
        let today = reviewToday()
        guard let store = try existingStore() else { return ReviewDueList(today: today, questions: [], nextDue: nil, nextDueText: nil, unavailable: []) }
        let resolved = try resolveDue(store: store, today: today, limit: limit)
        let library = try quizLibrary()
        let questions = resolved.questions.map { entry, quiz, question in
            ReviewDueQuestion(quizID: quiz.id, questionID: question.id, quizTitle: quiz.title.text(for: language),
                              regionID: entry.regionID ?? quiz.regionID,
                              regionName: (entry.regionID ?? quiz.regionID).flatMap { library.dataset.region(id: $0)?.name(language) },
                              prompt: question.prompt.text(for: language), options: question.options.map { $0.text.text(for: language) },
                              box: entry.state.box, due: entry.state.due, lastGrade: entry.state.lastGrade)
        }
        let next = try store.reviews.nextDueDay(after: today)
        return ReviewDueList(today: today, questions: questions, nextDue: next, nextDueText: next?.text(in: language),
                             unavailable: resolved.unavailable)
    }

    /// Starts a review of the questions due today (immediate feedback), or goes
    /// on with today's unfinished one. Answering it moves each question along
    /// the schedule (``LeitnerSchedule``), saved like any attempt.
    /// - Parameter seed: shuffles the questions and options (nil: from the day).
    public func startReview(seed: UInt64? = nil) throws -> ReviewStart {
        let today = reviewToday()
        guard let store = try existingStore() else { return .nothingDue(next: nil, unavailable: []) }
        let attempts = store.quizAttempts
        if let active = try activeReview(store), store.clock.day(of: active.startedAt) == today {
            guard let saved = try attempts.attempt(id: active.id) else { throw EngineError(.notFound, Message(.quizNoAttempt, ["id": String(active.id)])) }
            return .run(QuizRun(session: saved.session, attemptID: saved.id, resumed: true, attempts: attempts), unavailable: [])
        }
        let resolved = try resolveDue(store: store, today: today, limit: nil)
        guard !resolved.questions.isEmpty else {
            return .nothingDue(next: try store.reviews.nextDueDay(after: today), unavailable: resolved.unavailable)
        }
        let quiz = ReviewQuiz.make(due: resolved.questions.map { (ReviewQuestionRef(quizID: $1.id, questionID: $2.id), $2) },
                                   title: LocalizedText(Message(.reviewTitle)), instructions: LocalizedText(Message(.reviewInstructions, ["intervals": Self.intervalsText])))
        let run = try QuizRun.open(quiz, settings: QuizSettings(mode: .immediate), seed: seed ?? UInt64(bitPattern: Int64(today.number)),
                                   startOver: true, store: store)
        return .run(run, unavailable: resolved.unavailable)
    }

    /// An attempt as the front ends show it. A review's map questions offer, in
    /// their list of places, the places of the quizzes they come from (the
    /// review itself holds only the missed ones: a list of one would be the answer).
    public func attemptState(_ run: QuizRun, language: Language) throws -> QuizAttemptState {
        let quiz = run.session.quiz
        guard ReviewQuiz.isReview(quiz), quiz.questions.contains(where: \.isLocate) else {
            return QuizAttemptState(run, language: language)
        }
        let sources = Set(quiz.questions.filter(\.isLocate).compactMap { ReviewQuiz.reference(of: $0.id)?.quizID })
        let library = try quizLibrary()
        var places: [RegioQuiz.MapTarget] = quiz.questions.compactMap(\.location)
        for id in sources.sorted() {
            places += try library.open(id)?.questions.compactMap(\.location) ?? []
        }
        return QuizAttemptState(run, language: language, places: places)
    }

    /// Per region: how many questions are mastered, due today and being learnt.
    public func reviewHistory(language: Language = .cs) throws -> ReviewHistory {
        let today = reviewToday()
        let schedule = LeitnerSchedule.standard
        let summary = try existingStore()?.reviews.summary(on: today) ?? ReviewSummary(entries: [], today: today)
        let dataset = try quizLibrary().dataset
        return ReviewHistory(
            today: today,
            regions: summary.regions.map { r in
                ReviewHistory.Region(regionID: r.regionID, regionName: r.regionID.flatMap { dataset.region(id: $0)?.name(language) },
                                     mastered: r.mastered, due: r.due, learning: r.learning, total: r.total)
            },
            mastered: summary.mastered, due: summary.due, learning: summary.learning, nextDue: summary.nextDue,
            nextDueText: summary.nextDue?.text(in: language), intervals: schedule.intervals)
    }

    /// Makes the review schedule again from the attempts (which it only reads):
    /// the repair of a damaged schedule.
    public func repairReview() throws -> ReviewRebuild {
        guard let store = try existingStore() else { return ReviewRebuild() }
        return try store.reviews.rebuild()
    }

    // MARK: - Helpers

    /// The schedule's gaps as "1, 2, 4, 8, 16, 32" (numbers read the same in every language).
    static var intervalsText: String { LeitnerSchedule.standard.intervals.map(String.init).joined(separator: ", ") }

    private func activeReview(_ store: Store) throws -> QuizAttemptRecord? {
        try store.quizAttempts.activeAttempts().first { $0.quizID == ReviewQuiz.quizID }
    }

    /// The due entries with their quiz and question, mixed (seeded by the day),
    /// and those whose quiz or question is gone.
    private func resolveDue(store: Store, today: ReviewDay, limit: Int?)
        throws -> (questions: [(ReviewEntry, Quiz, Question)], unavailable: [ReviewQuestionRef]) {
        let entries = try store.reviews.due(on: today)
        let library = try quizLibrary()
        var quizzes: [String: Quiz?] = [:]
        var found: [(ReviewEntry, Quiz, Question)] = []
        var unavailable: [ReviewQuestionRef] = []
        for entry in entries {
            let ref = entry.question
            if quizzes[ref.quizID] == nil {
                do { quizzes[ref.quizID] = .some(try library.catalogue.heading(id: ref.quizID) == nil ? nil : library.open(ref.quizID)) } catch {
                    noticeHandler("quiz \(ref.quizID) is left out of the review: \(Self.describe(error))")
                    quizzes[ref.quizID] = .some(nil)
                }
            }
            if let quiz = quizzes[ref.quizID] ?? nil, let question = quiz.question(id: ref.questionID) {
                found.append((entry, quiz, question))
            } else {
                unavailable.append(ref)
            }
        }
        var rng = SeededRandom(seed: UInt64(bitPattern: Int64(today.number)) &+ 0x5EED)
        let mixed = rng.shuffled(found)
        return (limit.map { Array(mixed.prefix(max(0, $0))) } ?? mixed, unavailable)
    }
}
