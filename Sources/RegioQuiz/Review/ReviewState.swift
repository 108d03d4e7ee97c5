/// Where one question stands in its review schedule.
///
/// ```swift
/// let state = ReviewState(box: 1, due: today.adding(days: 1), lastAnswered: today, lastGrade: .missed, answers: 1)
/// state.isDue(on: today)                      // false: due tomorrow
/// ```
public struct ReviewState: Hashable, Sendable, Codable {
    /// 1 (learning from scratch) … ``LeitnerSchedule/topBox`` (mastered).
    public var box: Int
    /// The first day the question is asked again.
    public var due: ReviewDay
    /// The day of the last answer.
    public var lastAnswered: ReviewDay
    public var lastGrade: ReviewGrade
    /// How many answers moved it (every answer counted, also those before it was due).
    public var answers: Int

    public init(box: Int, due: ReviewDay, lastAnswered: ReviewDay, lastGrade: ReviewGrade, answers: Int) {
        self.box = box
        self.due = due
        self.lastAnswered = lastAnswered
        self.lastGrade = lastGrade
        self.answers = answers
    }

    /// Whether the question is asked on `day` (it was due then or earlier).
    public func isDue(on day: ReviewDay) -> Bool { due <= day }
}

/// A question's review state with what it is about: its quiz and the region
/// of that quiz (for the history per region).
public struct ReviewEntry: Hashable, Sendable, Codable {
    public var question: ReviewQuestionRef
    /// The region the question's quiz is about (an ISO 3166-2 id), if any.
    public var regionID: String?
    public var state: ReviewState

    public init(question: ReviewQuestionRef, regionID: String?, state: ReviewState) {
        self.question = question
        self.regionID = regionID
        self.state = state
    }
}
