/// One answer option of a question.
public struct AnswerOption: Hashable, Sendable, Codable {
    public var text: LocalizedText
    /// Exactly one option of a question is correct.
    public var correct: Bool
    /// Shown when the learner picks this option (GIFT per-answer feedback `#…`).
    public var feedback: LocalizedText?

    public init(_ text: LocalizedText, correct: Bool = false, feedback: LocalizedText? = nil) {
        self.text = text
        self.correct = correct
        self.feedback = feedback
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: StrictKey.self)
        try c.rejectUnknownKeys(["text", "correct", "feedback"], what: "an option")
        text = try c.decode("text")
        correct = try c.decodeIfPresent("correct") ?? false
        feedback = try c.decodeIfPresent("feedback")
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: StrictKey.self)
        try c.encode(text, "text")
        if correct { try c.encode(true, "correct") }
        try c.encodeIfPresent(feedback, "feedback")
    }
}
