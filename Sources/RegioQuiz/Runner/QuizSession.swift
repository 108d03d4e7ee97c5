/// A quiz run as a value-type state machine, free of any UI.
///
/// ```
/// intro ──begin()──▶ question ──answer(i) / skip()──▶ feedback ──next()──▶ question … ──▶ finished
///                       ▲  │ interactive: a wrong try with tries left stays in `question`
///                       └──┘
/// ```
///
/// Questions and options are shuffled from `seed` (a retake reshuffles them
/// with a seed derived from `seed` and the round). The whole state — the quiz
/// itself, the shuffle order, every try — is `Codable`: save it after every
/// step and decode it to resume exactly where the learner stopped. Illegal
/// steps throw ``QuizRunnerError`` and leave the session unchanged.
///
/// ```swift
/// var s = try QuizSession(quiz: quiz, settings: QuizSettings(mode: .immediate), seed: 7)
/// print(s.intro.title.text(for: .en), s.intro.questionCount)
/// try s.begin()
/// while s.phase != .finished {
///     let q = s.current!                      // "Question \(q.number)/\(q.total)"
///     let fb = try s.answer(0)                // or try s.skip()
///     print(fb.outcome)                       // .right / .wrong / .tryAgain / .recorded
///     if s.phase == .feedback { try s.next() }
/// }
/// let summary = try s.summary()
/// ```
public struct QuizSession: Sendable, Hashable {
    /// The version of the saved state this code writes; a newer one is refused.
    public static let stateVersion = 1

    public let quiz: Quiz
    public let settings: QuizSettings
    public let seed: UInt64
    /// 0 for the first run; +1 for each retake.
    public let round: Int
    public let scope: QuizScope
    public internal(set) var items: [QuizItem]
    /// Index into `items` of the current question.
    public internal(set) var position: Int
    public internal(set) var phase: QuizPhase

    /// Starts a run of `quiz` (in the intro phase).
    /// - Throws: ``QuizRunnerError/invalidQuiz(_:)`` when a question has no
    ///   single correct option or too few options, or the quiz has no questions;
    ///   ``QuizRunnerError/invalidSettings(_:)``.
    public init(quiz: Quiz, settings: QuizSettings = QuizSettings(), seed: UInt64) throws(QuizRunnerError) {
        try self.init(quiz: quiz, settings: settings, seed: seed, round: 0, scope: .all,
                      questionIndices: Array(quiz.questions.indices))
    }

    private init(quiz: Quiz, settings: QuizSettings, seed: UInt64, round: Int, scope: QuizScope,
                 questionIndices: [Int]) throws(QuizRunnerError) {
        try settings.validate()
        try Self.checkRunnable(quiz)
        self.quiz = quiz
        self.settings = settings
        self.seed = seed
        self.round = round
        self.scope = scope
        var rng = SeededRandom(seed: SeededRandom.derive(seed, round: round))
        let order = rng.shuffled(questionIndices)
        items = order.map { qi in
            let n = quiz.questions[qi].options.count
            let options = quiz.questions[qi].shuffle ? rng.shuffled(Array(0..<n)) : Array(0..<n)
            return QuizItem(questionIndex: qi, optionOrder: options)
        }
        position = 0
        phase = .intro
    }

    private static func checkRunnable(_ quiz: Quiz) throws(QuizRunnerError) {
        if quiz.questions.isEmpty { throw .invalidQuiz(Message(.quizHasNoQuestions, ["quiz": quiz.id])) }
        for q in quiz.questions {
            if q.isLocate {
                if !LocateValidation.problems(q, mapBounds: nil).isEmpty {
                    throw .invalidQuiz(Message(.quizQuestionNoLocation, ["question": q.id]))
                }
                continue
            }
            if let problem = Self.correctnessProblem(q) { throw .invalidQuiz(problem) }
            if q.options.count < 2 { throw .invalidQuiz(Message(.quizQuestionFewOptions, ["question": q.id])) }
            if !(q.points.isFinite && q.points > 0) { throw .invalidQuiz(Message(.quizQuestionNoPoints, ["question": q.id])) }
        }
    }

    /// Why a question cannot be run for lack of right options, or nil.
    static func correctnessProblem(_ q: Question) -> Message? {
        if q.isMultipleResponse {
            return q.correctIndices.isEmpty ? Message(.quizQuestionNoCorrect, ["question": q.id]) : nil
        }
        return q.correctIndex == nil ? Message(.quizQuestionNotOneCorrect, ["question": q.id]) : nil
    }

    // MARK: - What to show

    /// The intro screen.
    public var intro: QuizIntro {
        QuizIntro(quizID: quiz.id, title: quiz.title, instructions: quiz.instructions, questionCount: items.count,
                  maxPoints: maxPoints, mode: settings.mode, maxTries: settings.triesPerQuestion,
                  passPercent: passPercent, round: round, scope: scope,
                  mapQuestionCount: items.count { quiz.questions[$0.questionIndex].kind == .locate })
    }

    /// The pass mark in force: the settings', else the quiz's, else 60.
    public var passPercent: Double { settings.passPercent ?? quiz.passPercent ?? QuizSettings.defaultPassPercent }

    /// The maximum points of this run's questions.
    public var maxPoints: Double { items.reduce(0) { $0 + quiz.questions[$1.questionIndex].points } }

    public var isFinished: Bool { phase == .finished }

    /// The current question (in the question and feedback phases).
    public var current: PresentedQuestion? {
        guard phase == .question || phase == .feedback else { return nil }
        let item = items[position]
        let q = quiz.questions[item.questionIndex]
        return PresentedQuestion(
            number: position + 1, total: items.count, questionID: q.id, prompt: q.prompt,
            options: item.optionOrder.map { q.options[$0].text }, points: q.points,
            triesLeft: triesLeft(item),
            triedWrong: item.tries.filter { $0 != q.correctIndex }.compactMap { item.shownIndex(ofOriginal: $0) },
            multipleResponse: q.isMultipleResponse, selectAny: q.selectAny,
            kind: q.kind, placeKind: q.isLocate ? q.location?.placeKind : nil,
            region: q.kind == .highlightedRegion ? q.region : nil, hint: q.hint,
            optionRegions: q.kind == .findRegion ? item.optionOrder.map { q.options[$0].region ?? "" } : nil)
    }

    /// The shown index of the current question's option that stands for
    /// `regionID` (a ``QuestionKind/findRegion`` answer given as a region, ids
    /// compared without case); nil when no option does.
    public func shownIndex(ofRegion regionID: String) -> Int? {
        guard phase == .question || phase == .feedback else { return nil }
        let item = items[position]
        let q = quiz.questions[item.questionIndex]
        let wanted = regionID.uppercased()
        return item.optionOrder.firstIndex { q.options[$0].region?.uppercased() == wanted }
    }

    /// The feedback for the current question (feedback phase), e.g. to show it
    /// again after resuming.
    public var lastFeedback: AnswerFeedback? {
        guard phase == .feedback else { return nil }
        return feedback(for: items[position])
    }

    /// The feedback already given, when `shownIndices` repeats the answer just
    /// given to the current question (a double click, a retried request); nil
    /// for a new answer, which the caller then gives with ``answer(_:)-(Int)``.
    /// `question` is the 1-based position the answer is meant for (nil: the current one).
    ///
    /// ```swift
    /// try session.answer(1)                                    // question 3: feedback
    /// try session.repeatedAnswer(question: 3, [1])              // the same feedback, nothing recorded
    /// try session.repeatedAnswer(question: 3, [2])              // throws .alreadyAnswered
    /// try session.repeatedAnswer(question: 4, [1])              // throws .notCurrentQuestion(asked: 4, current: 3)
    /// ```
    /// - Throws: ``QuizRunnerError/notCurrentQuestion(asked:current:)`` when
    ///   `question` is not the current one; ``QuizRunnerError/alreadyAnswered``
    ///   when the question was decided with another answer (or skipped).
    public func repeatedAnswer(question: Int?, _ shownIndices: [Int]) throws(QuizRunnerError) -> AnswerFeedback? {
        let current: Int? = switch phase {
        case .intro: 1
        case .question, .feedback: position + 1
        case .finished: nil
        }
        if let question, question != current { throw .notCurrentQuestion(asked: question, current: current) }
        guard phase == .question || phase == .feedback else { return nil }
        let item = items[position]
        let given = feedback(for: item)
        let picked = Array(Set(shownIndices)).sorted()
        if phase == .feedback {
            guard !item.skipped, given.chosenIndices == picked else { throw .alreadyAnswered }
            return given
        }
        // Interactive mode, a wrong try with tries left: the same option again is the same try.
        return !item.tries.isEmpty && item.selection == nil && given.chosenIndices == picked ? given : nil
    }

    // MARK: - Steps

    /// Leaves the intro for the first question.
    public mutating func begin() throws(QuizRunnerError) {
        switch phase {
        case .intro: phase = .question
        case .finished: throw .quizFinished
        case .question, .feedback: throw .alreadyStarted
        }
    }

    /// Answers the current question with the option at `shownIndex` (0-based,
    /// in shown order). For a multiple-response question this picks that one option.
    @discardableResult
    public mutating func answer(_ shownIndex: Int) throws(QuizRunnerError) -> AnswerFeedback {
        try requireQuestionPhase()
        if quiz.questions[items[position].questionIndex].isLocate { throw .mapQuestion }
        if quiz.questions[items[position].questionIndex].isMultipleResponse { return try answer([shownIndex]) }
        var item = items[position]
        guard item.optionOrder.indices.contains(shownIndex) else {
            throw .optionOutOfRange(index: shownIndex, count: item.optionOrder.count)
        }
        let original = item.optionOrder[shownIndex]
        if item.tries.contains(original) { throw .alreadyTried(option: shownIndex + 1) }
        item.tries.append(original)
        items[position] = item
        if isDecided(item) { phase = .feedback }
        return feedback(for: item)
    }

    /// Answers the current question with the options at `shownIndices` (0-based,
    /// in shown order; the order and repeats do not matter). A multiple-response
    /// question takes one such answer in every mode; a single-choice question
    /// takes exactly one index.
    /// - Throws: ``QuizRunnerError/optionOutOfRange(index:count:)``,
    ///   ``QuizRunnerError/oneOptionOnly`` for several options on a single-choice question,
    ///   ``QuizRunnerError/noOptionPicked``.
    @discardableResult
    public mutating func answer(_ shownIndices: [Int]) throws(QuizRunnerError) -> AnswerFeedback {
        try requireQuestionPhase()
        let picked = Array(Set(shownIndices)).sorted()
        guard !picked.isEmpty else { throw .noOptionPicked }
        var item = items[position]
        if quiz.questions[item.questionIndex].isLocate { throw .mapQuestion }
        guard quiz.questions[item.questionIndex].isMultipleResponse else {
            guard picked.count == 1 else { throw .oneOptionOnly }
            return try answer(picked[0])
        }
        for i in picked where !item.optionOrder.indices.contains(i) {
            throw .optionOutOfRange(index: i, count: item.optionOrder.count)
        }
        item.selection = picked.map { item.optionOrder[$0] }
        items[position] = item
        phase = .feedback
        return feedback(for: item)
    }

    /// Answers the current map question (``QuestionKind/locate``) with a point.
    /// Any numbers are taken: a point that is NaN, infinite or outside the
    /// world decides the question with no points and a message saying why
    /// (``LocateFeedback/summary``), never a crash.
    ///
    /// ```swift
    /// let fb = try session.answer(latitude: 49.2, longitude: 15.45)
    /// fb.pointsEarned            // 1 (within the full radius of Telč)
    /// ```
    /// - Throws: ``QuizRunnerError/notMapQuestion`` for a question answered with options.
    @discardableResult
    public mutating func answer(latitude: Double, longitude: Double) throws(QuizRunnerError) -> AnswerFeedback {
        try answer(point: MapAnswer(latitude: latitude, longitude: longitude)) { $0.isLocate }
    }

    /// Answers the current *find the region* question (``QuestionKind/findRegion``)
    /// with a point that lies in no region of the map, or is not on the Earth
    /// (NaN, beyond ±90°/±180°): the question is decided with no points and
    /// the feedback says why (``AnswerFeedback/optionFeedback``), never a crash.
    /// A point inside a region is answered as that region's option instead.
    ///
    /// ```swift
    /// let fb = try session.answerInNoRegion(latitude: 10, longitude: 10)
    /// fb.outcome                                 // .wrong
    /// fb.optionFeedback?.text(for: .en)          // "Your point (10, 10) lies in no region of the map."
    /// ```
    /// - Throws: ``QuizRunnerError/notMapQuestion`` for a question of another kind.
    @discardableResult
    public mutating func answerInNoRegion(latitude: Double, longitude: Double) throws(QuizRunnerError) -> AnswerFeedback {
        try answer(point: MapAnswer(latitude: latitude, longitude: longitude)) { $0.kind == .findRegion }
    }

    /// Records `point` as the current question's answer, which decides it,
    /// when the question is one `takesPoint` accepts.
    private mutating func answer(point: MapAnswer, if takesPoint: (Question) -> Bool) throws(QuizRunnerError) -> AnswerFeedback {
        try requireQuestionPhase()
        guard takesPoint(quiz.questions[items[position].questionIndex]) else { throw .notMapQuestion }
        items[position].mapAnswer = point
        phase = .feedback
        return feedback(for: items[position])
    }

    /// The feedback already given when the point repeats the answer just given
    /// to the current map question (see ``repeatedAnswer(question:_:)``); nil for a new answer.
    public func repeatedMapAnswer(question: Int?, latitude: Double, longitude: Double) throws(QuizRunnerError) -> AnswerFeedback? {
        let current: Int? = switch phase {
        case .intro: 1
        case .question, .feedback: position + 1
        case .finished: nil
        }
        if let question, question != current { throw .notCurrentQuestion(asked: question, current: current) }
        guard phase == .feedback else { return nil }
        let item = items[position]
        guard !item.skipped, let given = item.mapAnswer, given.isSame(latitude: latitude, longitude: longitude) else {
            throw .alreadyAnswered
        }
        return feedback(for: item)
    }

    /// Skips the current question: it earns nothing and counts as skipped.
    @discardableResult
    public mutating func skip() throws(QuizRunnerError) -> AnswerFeedback {
        try requireQuestionPhase()
        items[position].skipped = true
        phase = .feedback
        return feedback(for: items[position])
    }

    /// Moves from the feedback of a question to the next question, or to the end.
    public mutating func next() throws(QuizRunnerError) {
        switch phase {
        case .intro: throw .notStarted
        case .finished: throw .quizFinished
        case .question: throw .notAnswered
        case .feedback:
            if position + 1 < items.count {
                position += 1
                phase = .question
            } else {
                phase = .finished
            }
        }
    }

    private func requireQuestionPhase() throws(QuizRunnerError) {
        switch phase {
        case .intro: throw .notStarted
        case .finished: throw .quizFinished
        case .feedback: throw .alreadyAnswered
        case .question: return
        }
    }

    // MARK: - Scoring

    /// The outcome of an item, nil while it is still open.
    public func outcome(of item: QuizItem) -> QuestionOutcome? {
        let q = quiz.questions[item.questionIndex]
        if item.skipped { return .skipped }
        if q.isLocate {
            guard let answer = item.mapAnswer, let target = q.location else { return nil }
            return LocateScoring.score(answer, target: target).fraction >= 1 - 1e-9 ? .right : .wrong
        }
        if q.isMultipleResponse {
            guard let selection = item.selection else { return nil }
            return MultipleResponseScoring.isRight(q, picked: Set(selection)) ? .right : .wrong
        }
        if q.kind == .findRegion, item.mapAnswer != nil { return .wrong } // a point in no region
        if let c = q.correctIndex, item.tries.contains(c) { return .right }
        if item.tries.count >= triesAllowed(item) { return .wrong }
        return nil
    }

    /// Tries the item's question allows: 1, or in interactive mode up to
    /// `maxTries` but fewer than the options (a try that cannot be wrong is no
    /// try: true/false gets one try).
    public func triesAllowed(_ item: QuizItem) -> Int {
        let q = quiz.questions[item.questionIndex]
        guard settings.mode == .interactive, !q.isMultipleResponse, !q.isLocate else { return 1 }
        return max(1, min(settings.maxTries, item.optionOrder.count - 1))
    }

    func isDecided(_ item: QuizItem) -> Bool { outcome(of: item) != nil }

    func triesLeft(_ item: QuizItem) -> Int {
        isDecided(item) ? 0 : max(0, triesAllowed(item) - item.tries.count)
    }

    /// Points earned by an item (unrounded).
    public func points(of item: QuizItem) -> Double {
        let q = quiz.questions[item.questionIndex]
        if q.isLocate {
            guard let answer = item.mapAnswer, let target = q.location, !item.skipped else { return 0 }
            return q.points * LocateScoring.score(answer, target: target).fraction
        }
        if q.isMultipleResponse {
            guard let selection = item.selection, !item.skipped else { return 0 }
            return q.points * MultipleResponseScoring.fraction(of: q, picked: Set(selection))
        }
        guard let c = q.correctIndex, let k = item.tries.firstIndex(of: c) else { return 0 }
        switch settings.mode {
        case .interactive: return QuizScore.points(for: q.points, wrongTries: k, penalty: settings.penalty)
        case .immediate, .deferred: return k == 0 ? q.points : 0
        }
    }

    private func feedback(for item: QuizItem) -> AnswerFeedback {
        let q = quiz.questions[item.questionIndex]
        let correct = q.correctIndices
        let chosenOriginals = item.skipped ? [] : (item.selection ?? item.tries.last.map { [$0] } ?? [])
        let chosenOriginal = q.isMultipleResponse ? nil : chosenOriginals.last
        let chosenShown = chosenOriginals.compactMap { item.shownIndex(ofOriginal: $0) }
        let outcome: AnswerFeedback.Outcome
        switch self.outcome(of: item) {
        case .right: outcome = settings.mode == .deferred ? .recorded : .right
        case .wrong: outcome = settings.mode == .deferred ? .recorded : .wrong
        case .skipped: outcome = .skipped
        case nil: outcome = .tryAgain
        }
        let reveal = settings.mode != .deferred && outcome != .tryAgain
        let showOptionFeedback = settings.mode != .deferred
        let optionFeedback = q.isMultipleResponse
            ? chosenOriginals.compactMap { q.options[$0].feedback }.nonEmptyJoined
            : q.isLocate || item.skipped ? nil
            : item.mapAnswer.map { LocalizedText(Self.inNoRegionText($0)) } ?? chosenOriginal.flatMap { q.options[$0].feedback }
        let message: LocalizedText? = switch outcome {
        case .right: q.correctMessage
        case .wrong: q.incorrectMessage
        default: nil
        }
        return AnswerFeedback(
            outcome: outcome,
            chosenIndex: chosenShown.first,
            chosenIndices: chosenShown.sorted(),
            correctIndex: reveal && correct.count == 1 ? item.shownIndex(ofOriginal: correct[0]) : nil,
            correctText: reveal ? LocalizedText.joined(correct.map { q.options[$0].text }) : nil,
            correctIndices: reveal ? correct.compactMap { item.shownIndex(ofOriginal: $0) }.sorted() : nil,
            message: reveal ? message : nil,
            explanation: reveal ? q.explanation : nil,
            optionFeedback: showOptionFeedback ? optionFeedback : nil,
            triesLeft: triesLeft(item),
            pointsEarned: reveal ? points(of: item) : nil,
            location: reveal ? locateFeedback(for: item) : nil)
    }

    /// The map feedback of an answered map question.
    private func locateFeedback(for item: QuizItem) -> LocateFeedback? {
        let q = quiz.questions[item.questionIndex]
        guard q.isLocate, !item.skipped, let answer = item.mapAnswer, let target = q.location else { return nil }
        return LocateFeedback(target: target, answer: answer)
    }

    /// Why a point given to a *find the region* question scored nothing.
    private static func inNoRegionText(_ answer: MapAnswer) -> Message {
        switch answer.problem {
        case .notANumber: Message(.findRegionNotANumber)
        case .outsideWorld: Message(.findRegionOutsideWorld)
        case nil: Message(.findRegionInNoRegion, ["point": .message(Message.verbatim(pointText(answer).text(for: .en)))])
        }
    }

    /// The point given to a map question as text (`49.5, 15.6`), for the summary.
    private static func pointText(_ answer: MapAnswer) -> LocalizedText {
        guard let lat = answer.latitude, let lon = answer.longitude else { return LocalizedText("?") }
        return LocalizedText("\(NumberText.plain(lat, decimals: 4)), \(NumberText.plain(lon, decimals: 4))")
    }

    /// The result of the run.
    /// - Throws: ``QuizRunnerError/notFinished`` before the end.
    public func summary() throws(QuizRunnerError) -> QuizSummary {
        guard phase == .finished else { throw .notFinished }
        var results: [QuestionResult] = []
        var right = 0, wrong = 0, skipped = 0
        var total = 0.0
        for item in items {
            let q = quiz.questions[item.questionIndex]
            let outcome = self.outcome(of: item) ?? .skipped
            switch outcome {
            case .right: right += 1
            case .wrong: wrong += 1
            case .skipped: skipped += 1
            }
            let earned = points(of: item)
            total += earned
            let picked = item.selection ?? item.tries.last.map { [$0] } ?? []
            let yourAnswer: LocalizedText? = q.isLocate || item.mapAnswer != nil ? item.mapAnswer.map(Self.pointText)
                : picked.isEmpty ? nil : LocalizedText.joined(picked.map { q.options[$0].text })
            let correctAnswer = q.isLocate ? (q.location?.name ?? LocalizedText(""))
                : LocalizedText.joined(q.correctIndices.map { q.options[$0].text })
            results.append(QuestionResult(
                questionID: q.id, prompt: q.prompt, outcome: outcome,
                yourAnswer: yourAnswer,
                correctAnswer: correctAnswer, explanation: q.explanation,
                tries: item.tries.count, points: QuizScore.rounded(earned, places: 2), maxPoints: q.points))
        }
        let maxPoints = self.maxPoints
        let exactPercent = maxPoints > 0 ? total / maxPoints * 100 : 0
        return QuizSummary(
            quizID: quiz.id, title: quiz.title, mode: settings.mode, round: round, scope: scope,
            questionCount: items.count, right: right, wrong: wrong, skipped: skipped,
            points: QuizScore.rounded(total, places: 2), maxPoints: maxPoints,
            percent: QuizScore.rounded(exactPercent, places: 1), passPercent: passPercent,
            passed: exactPercent + 1e-9 >= passPercent,
            results: results, missed: results.filter { $0.outcome != .right },
            ranking: quiz.ranking(forPercent: exactPercent), resultsText: quiz.resultsText)
    }

    // MARK: - Retakes

    /// A new run of the quiz after this one has finished: every question, or
    /// only the missed (wrong or skipped) ones, reshuffled with a seed derived
    /// from this run's seed and the next round number.
    public func retake(missedOnly: Bool = false) throws(QuizRunnerError) -> QuizSession {
        guard phase == .finished else { throw .notFinished }
        let indices: [Int]
        if missedOnly {
            indices = items.filter { outcome(of: $0) != .right }.map(\.questionIndex).sorted()
            if indices.isEmpty { throw .nothingToRetake }
        } else {
            indices = Array(quiz.questions.indices)
        }
        return try QuizSession(quiz: quiz, settings: settings, seed: seed, round: round + 1,
                               scope: missedOnly ? .missed : .all, questionIndices: indices)
    }
}
