/// One question of a run: which question, the order its options are shown
/// in, and what the learner did. Options are addressed two ways: the *shown*
/// index (position on screen, what the learner types) and the *original*
/// index (position in ``Question/options``); `optionOrder[shown] == original`.
public struct QuizItem: Codable, Sendable, Hashable {
    /// Index into ``Quiz/questions``.
    public let questionIndex: Int
    /// Shown position → original option index.
    public let optionOrder: [Int]
    /// Original indices of the options picked, in order (single-choice questions).
    public internal(set) var tries: [Int]
    public internal(set) var skipped: Bool
    /// Original indices of the options picked together, once a multiple-response
    /// question is answered (nil before; absent in attempts saved before
    /// multiple-response questions existed).
    public internal(set) var selection: [Int]?
    /// The point given to a map question (``QuestionKind/locate``), once answered
    /// (nil before; absent in attempts saved before map questions existed).
    public internal(set) var mapAnswer: MapAnswer?

    init(questionIndex: Int, optionOrder: [Int]) {
        self.questionIndex = questionIndex
        self.optionOrder = optionOrder
        self.tries = []
        self.skipped = false
        self.selection = nil
        self.mapAnswer = nil
    }

    /// The shown index of an original option index.
    public func shownIndex(ofOriginal original: Int) -> Int? { optionOrder.firstIndex(of: original) }
}

/// How a question ended.
public enum QuestionOutcome: String, Codable, Sendable, Hashable {
    case right, wrong, skipped
}

/// Where a session is.
public enum QuizPhase: String, Codable, Sendable, Hashable {
    /// Before the first question: show title, question count, instructions; then `begin()`.
    case intro
    /// Waiting for an answer (or skip) to the current question.
    case question
    /// The current question is decided: show the feedback; then `next()`.
    case feedback
    /// All questions done: show the summary.
    case finished
}

/// Which questions a run covers.
public enum QuizScope: String, Codable, Sendable, Hashable {
    /// Every question of the quiz.
    case all
    /// Only the questions missed in the previous run (a missed-only retake).
    case missed
}
