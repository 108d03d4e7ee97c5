/// How a quiz run is scored and checked.
///
/// ```swift
/// var s = QuizSettings(mode: .interactive)
/// s.maxTries = 2          // two tries per question
/// s.penalty = 0.5         // the second try earns half the points
/// ```
public struct QuizSettings: Codable, Sendable, Hashable {
    public var mode: QuizMode
    /// The pass mark in percent; nil uses the quiz's own mark, or 60.
    public var passPercent: Double?
    /// Tries per question in interactive mode (1…10; default 3), and never as
    /// many as the question has options: a true/false question gets one try.
    public var maxTries: Int
    /// The fraction of a question's points each wrong try costs in interactive
    /// mode (0…1; default 1/3). A question never earns less than 0.
    public var penalty: Double

    public static let defaultPassPercent: Double = 60
    public static let defaultMaxTries = 3
    public static let defaultPenalty: Double = 1.0 / 3.0

    public init(mode: QuizMode = .immediate, passPercent: Double? = nil,
                maxTries: Int = QuizSettings.defaultMaxTries, penalty: Double = QuizSettings.defaultPenalty) {
        self.mode = mode
        self.passPercent = passPercent
        self.maxTries = maxTries
        self.penalty = penalty
    }

    /// Tries a question allows in this mode.
    public var triesPerQuestion: Int { mode == .interactive ? maxTries : 1 }

    /// Throws ``QuizRunnerError/invalidSettings(_:)`` for values out of range.
    public func validate() throws(QuizRunnerError) {
        if let p = passPercent, !(p.isFinite && (0...100).contains(p)) {
            throw .invalidSettings(Message(.quizSettingsPassMark, ["value": p]))
        }
        if !(1...10).contains(maxTries) {
            throw .invalidSettings(Message(.quizSettingsTries, ["value": maxTries]))
        }
        if !(penalty.isFinite && (0...1).contains(penalty)) {
            throw .invalidSettings(Message(.quizSettingsPenalty, ["value": penalty]))
        }
    }
}
