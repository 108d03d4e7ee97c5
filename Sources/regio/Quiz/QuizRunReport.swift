import Regio

/// The JSON result of `quiz` (with `--json`): how the run ended, and its
/// summary when it finished; retakes played right after it follow in `retakes`.
struct QuizRunReport: Encodable {
    enum Status: String, Encodable {
        /// Every question was answered or skipped.
        case finished
        /// The learner typed quit: the attempt stays resumable.
        case quit
        /// The input ended before the quiz did: the attempt stays resumable.
        case inputEnded = "input-ended"
    }

    var quizID: String
    var attemptID: Int64
    var status: Status
    /// Whether the run went on with an attempt saved earlier.
    var resumed: Bool
    var mode: QuizMode
    var seed: UInt64
    /// 0 for a first run, then 1, 2, … for retakes.
    var round: Int
    /// Questions decided so far (all of them when finished).
    var answered: Int
    var questionCount: Int
    var summary: QuizSummary?
    var retakes: [QuizRunReport]?
}
