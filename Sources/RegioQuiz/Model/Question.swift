/// A multiple-choice question: a prompt, 2–6 options of which exactly one is
/// correct, an optional explanation shown after answering, and its points.
///
/// True/false questions are questions with two options and `shuffle` off.
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

    public static let defaultPoints: Double = 1
    public static let optionRange = 2...6

    public init(id: String, prompt: LocalizedText, options: [AnswerOption], explanation: LocalizedText? = nil,
                points: Double = Question.defaultPoints, shuffle: Bool = true) {
        self.id = id
        self.prompt = prompt
        self.options = options
        self.explanation = explanation
        self.points = points
        self.shuffle = shuffle
    }

    /// The index of the correct option, when exactly one is marked correct.
    public var correctIndex: Int? {
        let marked = options.indices.filter { options[$0].correct }
        return marked.count == 1 ? marked[0] : nil
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: StrictKey.self)
        try c.rejectUnknownKeys(["id", "prompt", "options", "explanation", "points", "shuffle"], what: "a question")
        // A missing id is filled in by the quiz (q1, q2, …) from the question's position.
        id = try c.decodeIfPresent("id") ?? ""
        prompt = try c.decode("prompt")
        options = try c.decode("options")
        explanation = try c.decodeIfPresent("explanation")
        points = try c.decodeIfPresent("points") ?? Question.defaultPoints
        shuffle = try c.decodeIfPresent("shuffle") ?? true
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: StrictKey.self)
        try c.encode(id, "id")
        try c.encode(prompt, "prompt")
        try c.encode(options, "options")
        try c.encodeIfPresent(explanation, "explanation")
        if points != Question.defaultPoints { try c.encode(points, "points") }
        if !shuffle { try c.encode(false, "shuffle") }
    }
}
