/// How a question went, as far as its review schedule cares.
public enum ReviewGrade: String, Codable, Sendable, Hashable {
    /// Answered right at the first try.
    case right
    /// Answered wrong, right only after a wrong try, or skipped.
    case missed
}

extension QuizSession {
    /// The review grade of a decided item, nil while it is open.
    ///
    /// A skip counts as a miss (the learner did not know), and so does a right
    /// answer after a wrong try in interactive mode: the question comes back.
    /// Deferred mode grades like the others (the outcome is known, only hidden).
    public func reviewGrade(of item: QuizItem) -> ReviewGrade? {
        guard let outcome = outcome(of: item) else { return nil }
        return outcome == .right && item.tries.count <= 1 ? .right : .missed
    }
}
