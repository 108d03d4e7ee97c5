/// How a quiz checks answers.
public enum QuizMode: String, Codable, Sendable, CaseIterable, Hashable {
    /// One try per question; right or wrong is shown at once (the default).
    case immediate
    /// Up to ``QuizSettings/maxTries`` tries per question (fewer than its
    /// options, so that the last try is never a sure thing); each wrong try costs
    /// ``QuizSettings/penalty`` of the question's points; the correct option is
    /// revealed after the last try.
    case interactive
    /// One try per question; answers are checked only at the end.
    case deferred
}
