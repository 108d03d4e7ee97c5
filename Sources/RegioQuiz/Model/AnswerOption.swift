/// One answer option of a question.
public struct AnswerOption: Hashable, Sendable, Codable {
    public var text: LocalizedText
    /// Whether the option is right. A single-choice question has exactly one
    /// correct option; a multiple-response question one or more.
    public var correct: Bool
    /// Shown when the learner picks this option (GIFT per-answer feedback `#…`).
    public var feedback: LocalizedText?
    /// Moodle's answer weight in percent (−100…100, GIFT `~%50%…`) for a
    /// multiple-response question; nil when the question is not weighted.
    public var weight: Double?
    /// The region the option stands for (a ``QuestionKind/findRegion``
    /// question's options): an answer with this region id picks the option.
    public var region: String?

    public init(_ text: LocalizedText, correct: Bool = false, feedback: LocalizedText? = nil, weight: Double? = nil) {
        self.text = text
        self.correct = correct
        self.feedback = feedback
        self.weight = weight
        self.region = nil
    }

    /// An option that stands for a region of the dataset (``region``).
    public init(_ text: LocalizedText, region: String, correct: Bool = false, feedback: LocalizedText? = nil) {
        self.init(text, correct: correct, feedback: feedback)
        self.region = region
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: StrictKey.self)
        try c.rejectUnknownKeys(["text", "correct", "feedback", "weight", "region"], what: "an option")
        text = try c.decode("text")
        correct = try c.decodeIfPresent("correct") ?? false
        feedback = try c.decodeIfPresent("feedback")
        weight = try c.decodeIfPresent("weight")
        region = try c.decodeIfPresent("region")
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: StrictKey.self)
        try c.encode(text, "text")
        if correct { try c.encode(true, "correct") }
        try c.encodeIfPresent(feedback, "feedback")
        try c.encodeIfPresent(weight, "weight")
        try c.encodeIfPresent(region, "region")
    }
}
