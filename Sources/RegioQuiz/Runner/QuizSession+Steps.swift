/// Saved steps applied to a session: a store keeps the whole session once and
/// then only what each step changed (the items answered, the position, the
/// phase), so saving an answer costs the same on a quiz of 10 or 30,000 questions.
extension QuizSession {
    /// This session with `items` (by index) replaced and the position and phase
    /// set, checked like a decoded state.
    /// - Throws: `DecodingError.dataCorrupted` when a step does not fit this
    ///   session (another question or option order) or the result is inconsistent.
    public func applying(items changed: [Int: QuizItem], position: Int, phase: QuizPhase) throws -> QuizSession {
        var session = self
        for (index, item) in changed {
            guard session.items.indices.contains(index),
                  session.items[index].questionIndex == item.questionIndex,
                  session.items[index].optionOrder == item.optionOrder else {
                throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription:
                    "a saved answer does not fit question \(index + 1) of \(session.items.count)"))
            }
            session.items[index] = item
        }
        session.position = position
        session.phase = phase
        if let problem = session.consistencyProblem() {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "the saved quiz state is inconsistent: \(problem)"))
        }
        return session
    }
}
