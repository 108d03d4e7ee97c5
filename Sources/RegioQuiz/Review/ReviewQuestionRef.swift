/// A question across quizzes: its quiz's id and its own id (unique within the quiz).
public struct ReviewQuestionRef: Hashable, Sendable, Codable, CustomStringConvertible {
    public var quizID: String
    public var questionID: String

    public init(quizID: String, questionID: String) {
        self.quizID = quizID
        self.questionID = questionID
    }

    /// `cz-64/q3`.
    public var description: String { "\(quizID)/\(questionID)" }
}
