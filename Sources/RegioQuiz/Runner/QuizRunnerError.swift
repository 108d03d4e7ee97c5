/// A step the runner cannot take in its current state, or a quiz it cannot
/// run. The caller shows the description; the session is unchanged.
public enum QuizRunnerError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `answer`, `skip` or `next` before `begin()`.
    case notStarted
    /// `begin()` on a session that has already begun.
    case alreadyStarted
    /// Any step after the last question.
    case quizFinished
    /// `answer` or `skip` after the question was decided (answering twice).
    case alreadyAnswered
    /// `next()` before the current question was answered or skipped.
    case notAnswered
    /// An answer for question `asked` (1-based position) while the session is
    /// at question `current` (nil when the quiz is over): a stale or repeated request.
    case notCurrentQuestion(asked: Int, current: Int?)
    /// An option number outside the question's options (0-based index, count).
    case optionOutOfRange(index: Int, count: Int)
    /// Interactive mode: the same wrong option picked again (1-based shown number).
    case alreadyTried(option: Int)
    /// Several options given for a single-choice question.
    case oneOptionOnly
    /// An answer with no option in it.
    case noOptionPicked
    /// `summary()` or `retake` before the end.
    case notFinished
    /// A missed-only retake when nothing was missed.
    case nothingToRetake
    case invalidQuiz(String)
    case invalidSettings(String)

    public var description: String {
        switch self {
        case .notStarted: return "the quiz has not started yet"
        case .alreadyStarted: return "the quiz has already started"
        case .quizFinished: return "the quiz is over; start a retake to play again"
        case .alreadyAnswered: return "this question has already been answered; go to the next question"
        case .notAnswered: return "answer or skip this question first"
        case .notCurrentQuestion(let asked, let current?):
            return "the answer is for question \(asked), but the quiz is at question \(current); nothing was recorded"
        case .notCurrentQuestion(let asked, nil):
            return "the answer is for question \(asked), but the quiz is over; nothing was recorded"
        case .optionOutOfRange(let i, let n):
            return "there is no option \(i + 1); choose a number from 1 to \(n)"
        case .alreadyTried(let k): return "option \(k) was already tried; choose another one"
        case .oneOptionOnly: return "this question takes one option; choose one number"
        case .noOptionPicked: return "choose at least one option"
        case .notFinished: return "the quiz is not finished yet"
        case .nothingToRetake: return "no question was missed; there is nothing to retake"
        case .invalidQuiz(let m): return "the quiz cannot be run: \(m)"
        case .invalidSettings(let m): return "invalid quiz settings: \(m)"
        }
    }
}
