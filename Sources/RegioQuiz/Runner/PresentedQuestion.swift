/// The current question as the learner sees it: options in shown order.
public struct PresentedQuestion: Sendable, Hashable, Codable {
    /// 1-based position, for a progress line "Question 3/8".
    public var number: Int
    public var total: Int
    public var questionID: String
    public var prompt: LocalizedText
    /// The options in shown order; the learner answers with a 0-based index into this array.
    public var options: [LocalizedText]
    public var points: Double
    /// Tries left for this question (interactive: up to maxTries; otherwise 1 or 0).
    public var triesLeft: Int
    /// Shown indices of wrong options already tried (interactive mode).
    public var triedWrong: [Int]
    /// Answered by picking several options at once (`1 3`), see ``QuizSession/answer(_:)-(Int)``.
    public var multipleResponse: Bool
    /// Any one correct option counts (SlickQuiz `select_any`).
    public var selectAny: Bool
    /// Options, or a point on the map (``QuizSession/answer(latitude:longitude:)``);
    /// nil (options) in states saved before map questions existed.
    public var kind: QuestionKind?
    /// For a map question: the kind of place asked for (`town`), never where it is.
    public var placeKind: String?
    /// The region to highlight on the map (``QuestionKind/highlightedRegion``); nil otherwise.
    public var region: String?
    /// Shown with the question before it is answered (a region's neighbours).
    public var hint: LocalizedText?
    /// For ``QuestionKind/findRegion``: the region of each option, in shown
    /// order (an answer with a region id picks its option); nil otherwise.
    public var optionRegions: [String]?
}

/// The intro screen: what to show before the first question.
public struct QuizIntro: Sendable, Hashable, Codable {
    public var quizID: String
    public var title: LocalizedText
    public var instructions: LocalizedText?
    public var questionCount: Int
    public var maxPoints: Double
    public var mode: QuizMode
    public var maxTries: Int
    public var passPercent: Double
    public var round: Int
    public var scope: QuizScope
    /// How many of the run's questions are map questions (answered with a point):
    /// all of them, some or none decide how a front end says to answer. Nil in intros saved before map questions.
    public var mapQuestionCount: Int?
}

/// What the runner says after an answer or a skip.
///
/// What is revealed depends on the mode: immediate and interactive (after the
/// last try) reveal the correct option and the explanation; a wrong
/// interactive try with tries left reveals neither; deferred reveals nothing
/// until the summary.
public struct AnswerFeedback: Sendable, Hashable, Codable {
    public enum Outcome: String, Codable, Sendable, Hashable {
        /// The answer is right.
        case right
        /// The answer is wrong and the question is over.
        case wrong
        /// Interactive: wrong, but there are tries left (`triesLeft`).
        case tryAgain
        /// Deferred: the answer is recorded, checked at the end.
        case recorded
        /// The question was skipped.
        case skipped
    }

    public var outcome: Outcome
    /// The shown index picked (nil for a skip); the first one of a multiple-response answer.
    public var chosenIndex: Int?
    /// Every shown index picked (one for a single-choice question; empty for a skip).
    public var chosenIndices: [Int]
    /// The shown index of the correct option, when revealed.
    public var correctIndex: Int?
    /// The correct option's text, when revealed (the correct options' texts
    /// joined with ", " for a multiple-response question).
    public var correctText: LocalizedText?
    /// The shown indices of all correct options, when revealed.
    public var correctIndices: [Int]?
    /// The quiz's message for a right or a wrong answer (SlickQuiz `correct` /
    /// `incorrect`), when revealed.
    public var message: LocalizedText?
    /// The question's explanation, when revealed.
    public var explanation: LocalizedText?
    /// The picked option's own feedback (GIFT `#…`), when the mode shows feedback.
    public var optionFeedback: LocalizedText?
    /// Tries left for this question.
    public var triesLeft: Int
    /// Points earned by the question, once decided and revealed.
    public var pointsEarned: Double?
    /// A map question's place, the point given and the distance, when revealed.
    public var location: LocateFeedback?
}
