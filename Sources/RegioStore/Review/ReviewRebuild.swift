/// What rebuilding the review schedule from the attempts found.
public struct ReviewRebuild: Hashable, Sendable, Codable {
    /// Attempts read (every one whose saved state could be read).
    public var attempts: Int
    /// Answers counted, in the order they were given.
    public var answers: Int
    /// Questions now in the schedule.
    public var questions: Int
    /// Attempts whose saved state cannot be read: left as they are (never
    /// deleted) and not counted.
    public var unreadableAttempts: [Int64]

    public init(attempts: Int = 0, answers: Int = 0, questions: Int = 0, unreadableAttempts: [Int64] = []) {
        self.attempts = attempts
        self.answers = answers
        self.questions = questions
        self.unreadableAttempts = unreadableAttempts
    }
}
