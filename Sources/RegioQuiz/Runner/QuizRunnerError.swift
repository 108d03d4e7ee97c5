/// A step the runner cannot take in its current state, or a quiz it cannot
/// run. Front ends show ``message``, in their user's language; the session is unchanged.
public enum QuizRunnerError: LocalizableError, Hashable, Sendable, CustomStringConvertible {
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
    /// An option given to a map question.
    case mapQuestion
    /// A point given to a question answered with options.
    case notMapQuestion
    /// `summary()` or `retake` before the end.
    case notFinished
    /// A missed-only retake when nothing was missed.
    case nothingToRetake
    /// A quiz the runner cannot run (no questions, a question without a right option …).
    case invalidQuiz(Message)
    /// Settings out of range (pass mark, tries, penalty).
    case invalidSettings(Message)
    /// A *find the region* answer given as a region (or a point in it) that no option stands for.
    case regionNotAnOption(String)

    /// What went wrong, to show the learner.
    public var message: Message {
        switch self {
        case .notStarted: return Message(.quizStepNotStarted)
        case .alreadyStarted: return Message(.quizStepAlreadyStarted)
        case .quizFinished: return Message(.quizStepFinished)
        case .alreadyAnswered: return Message(.quizStepAlreadyAnswered)
        case .notAnswered: return Message(.quizStepNotAnswered)
        case .notCurrentQuestion(let asked, let current?):
            return Message(.quizStepNotCurrent, ["asked": asked, "current": current])
        case .notCurrentQuestion(let asked, nil):
            return Message(.quizStepNotCurrentOver, ["asked": asked])
        case .optionOutOfRange(let i, let n):
            return Message(.quizStepNoSuchOption, ["option": i + 1, "count": n])
        case .alreadyTried(let k): return Message(.quizStepAlreadyTried, ["option": k])
        case .oneOptionOnly: return Message(.quizStepOneOptionOnly)
        case .noOptionPicked: return Message(.quizStepNoOptionPicked)
        case .mapQuestion: return Message(.quizStepMapQuestion)
        case .notMapQuestion: return Message(.quizStepNotMapQuestion)
        case .notFinished: return Message(.quizStepNotFinished)
        case .nothingToRetake: return Message(.quizStepNothingToRetake)
        case .invalidQuiz(let reason): return Message(.quizCannotRun, ["reason": reason])
        case .invalidSettings(let reason): return Message(.quizInvalidSettings, ["reason": reason])
        case .regionNotAnOption(let region): return Message(.quizStepRegionNotAnOption, ["region": region])
        }
    }

    public func message(in language: Language) -> String { message.text(in: language) }

    /// The English message.
    public var description: String { message.description }
}
