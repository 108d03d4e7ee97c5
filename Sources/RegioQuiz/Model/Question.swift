/// A question: a prompt, 2–6 options, an optional explanation shown after
/// answering, and its points.
///
/// A *single-choice* question has exactly one correct option. A
/// *multiple-response* question (SlickQuiz's several correct options, GIFT's
/// weighted answers) is answered by picking several options at once; see
/// ``MultipleResponseScoring`` for how it is scored.
/// True/false questions are questions with two options and `shuffle` off.
/// A *point to a place* question (``QuestionKind/locate``, issue 27) has no
/// options: it is answered with a point and scored by ``LocateScoring``
/// against its ``location``.
public struct Question: Hashable, Sendable, Codable, Identifiable {
    /// Unique within its quiz.
    public var id: String
    public var prompt: LocalizedText
    public var options: [AnswerOption]
    /// Shown after the question has been answered.
    public var explanation: LocalizedText?
    /// What a right answer earns (default 1).
    public var points: Double
    /// Whether the runner may shuffle the options (off for true/false).
    public var shuffle: Bool
    /// Answered by picking several options, even when only one is correct
    /// (SlickQuiz `force_checkbox`); JSON `"multiple": true`. A question with
    /// weights or `selectAny` is multiple-response anyway.
    public var multipleResponse: Bool
    /// SlickQuiz `select_any`: picking any one correct option (and no wrong one) is right.
    public var selectAny: Bool
    /// Shown after a right answer (SlickQuiz `correct`).
    public var correctMessage: LocalizedText?
    /// Shown after a wrong answer (SlickQuiz `incorrect`).
    public var incorrectMessage: LocalizedText?
    /// Options (the default) or a point on the map.
    public var kind: QuestionKind
    /// The place a ``QuestionKind/locate`` question asks for (nil for a choice question).
    public var location: MapTarget?
    /// The region a ``QuestionKind/highlightedRegion`` question highlights (an id
    /// of the dataset, `CZ-63`), or the region a ``QuestionKind/findRegion``
    /// question asks for; nil for other kinds.
    public var region: String?
    /// Shown with the question before it is answered ("It borders Jihomoravský
    /// kraj and Pardubický kraj."); Regio JSON `hint`.
    public var hint: LocalizedText?

    public static let defaultPoints: Double = 1
    public static let optionRange = 2...6

    public init(id: String, prompt: LocalizedText, options: [AnswerOption], explanation: LocalizedText? = nil,
                points: Double = Question.defaultPoints, shuffle: Bool = true, multipleResponse: Bool = false,
                selectAny: Bool = false, correctMessage: LocalizedText? = nil, incorrectMessage: LocalizedText? = nil,
                kind: QuestionKind = .choice, location: MapTarget? = nil) {
        self.id = id
        self.prompt = prompt
        self.options = options
        self.explanation = explanation
        self.points = points
        self.shuffle = shuffle
        self.multipleResponse = multipleResponse
        self.selectAny = selectAny
        self.correctMessage = correctMessage
        self.incorrectMessage = incorrectMessage
        self.kind = kind
        self.location = location
        self.region = nil
        self.hint = nil
    }

    /// A region question (``QuestionKind/highlightedRegion`` or
    /// ``QuestionKind/findRegion``): options to pick, about `region`, with a hint.
    public init(id: String, prompt: LocalizedText, kind: QuestionKind, region: String, options: [AnswerOption],
                hint: LocalizedText? = nil, explanation: LocalizedText? = nil, points: Double = Question.defaultPoints) {
        self.init(id: id, prompt: prompt, options: options, explanation: explanation, points: points, kind: kind)
        self.region = region
        self.hint = hint
    }

    /// A *point to a place* question: "Where is Telč?".
    public init(id: String, prompt: LocalizedText, location: MapTarget, explanation: LocalizedText? = nil,
                points: Double = Question.defaultPoints) {
        self.init(id: id, prompt: prompt, options: [], explanation: explanation, points: points, kind: .locate, location: location)
    }

    /// Whether the question is answered with a point on the map.
    public var isLocate: Bool { kind == .locate }

    /// The index of the correct option, when exactly one is marked correct.
    public var correctIndex: Int? {
        let marked = correctIndices
        return marked.count == 1 ? marked[0] : nil
    }

    /// The indices of the options marked correct.
    public var correctIndices: [Int] { options.indices.filter { options[$0].correct } }

    /// Whether options carry Moodle weights.
    public var isWeighted: Bool { options.contains { $0.weight != nil } }

    /// Whether the learner answers by picking several options at once. Several
    /// correct options need `multiple` (a slip in a single-choice question is
    /// reported, not turned into another kind of question).
    public var isMultipleResponse: Bool { !isLocate && (multipleResponse || selectAny || isWeighted) }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: StrictKey.self)
        try c.rejectUnknownKeys(["id", "prompt", "options", "explanation", "points", "shuffle", "multiple", "selectAny",
                                 "correctMessage", "incorrectMessage", "kind", "location", "region", "hint"],
                                what: "a question")
        // A missing id is filled in by the quiz (q1, q2, …) from the question's position.
        id = try c.decodeIfPresent("id") ?? ""
        prompt = try c.decode("prompt")
        kind = try c.decodeIfPresent("kind") ?? .choice
        location = try c.decodeIfPresent("location")
        region = try c.decodeIfPresent("region")
        hint = try c.decodeIfPresent("hint")
        // A map question has no options; one that lists some is reported by the validator.
        options = kind == .locate ? try c.decodeIfPresent("options") ?? [] : try c.decode("options")
        explanation = try c.decodeIfPresent("explanation")
        points = try c.decodeIfPresent("points") ?? Question.defaultPoints
        shuffle = try c.decodeIfPresent("shuffle") ?? true
        multipleResponse = try c.decodeIfPresent("multiple") ?? false
        selectAny = try c.decodeIfPresent("selectAny") ?? false
        correctMessage = try c.decodeIfPresent("correctMessage")
        incorrectMessage = try c.decodeIfPresent("incorrectMessage")
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: StrictKey.self)
        try c.encode(id, "id")
        try c.encode(prompt, "prompt")
        if kind != .choice { try c.encode(kind, "kind") }
        try c.encodeIfPresent(location, "location")
        try c.encodeIfPresent(region, "region")
        try c.encodeIfPresent(hint, "hint")
        if kind == .choice || !options.isEmpty { try c.encode(options, "options") }
        try c.encodeIfPresent(explanation, "explanation")
        if points != Question.defaultPoints { try c.encode(points, "points") }
        if !shuffle { try c.encode(false, "shuffle") }
        if multipleResponse { try c.encode(true, "multiple") }
        if selectAny { try c.encode(true, "selectAny") }
        try c.encodeIfPresent(correctMessage, "correctMessage")
        try c.encodeIfPresent(incorrectMessage, "incorrectMessage")
    }
}
