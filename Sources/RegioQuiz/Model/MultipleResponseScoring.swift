/// How a multiple-response question is scored: Moodle's rule for
/// multiple-answer questions.
///
/// - Weighted (GIFT `{~%50%A ~%50%B ~%-100%C}`): the fraction earned is the sum
///   of the weights of the options picked, floored at 0 and capped at 100 %.
///   An option without a weight counts 0 (a wrong pick costs nothing unless it
///   carries a negative weight). The answer is *right* when the fraction is 100 %.
/// - `selectAny` (SlickQuiz): right, with full points, when at least one
///   correct option and no wrong option is picked; otherwise 0.
/// - Otherwise (SlickQuiz, several options marked correct, no weights): each
///   of the k correct options is worth 100 %/k; a wrong pick makes the
///   question 0. Right, with full points, when all correct options and no
///   wrong one are picked; some of the correct ones and no wrong one earn
///   their share.
public enum MultipleResponseScoring {
    /// The fraction (0…1) of the question's points that picking `picked`
    /// (original option indices) earns.
    public static func fraction(of question: Question, picked: Set<Int>) -> Double {
        let correct = Set(question.correctIndices)
        if question.isWeighted {
            let sum = picked.reduce(0.0) { $0 + (question.options[$1].weight ?? 0) } / 100
            return min(1, max(0, sum))
        }
        if question.selectAny {
            return !picked.isEmpty && picked.isSubset(of: correct) ? 1 : 0
        }
        guard !correct.isEmpty, picked.isSubset(of: correct) else { return 0 }
        return Double(picked.count) / Double(correct.count)
    }

    /// Whether picking `picked` counts as a right answer (the whole fraction earned).
    public static func isRight(_ question: Question, picked: Set<Int>) -> Bool {
        fraction(of: question, picked: picked) >= 1 - 1e-9
    }

    /// The implied or given weight of each option in percent, for display.
    public static func weights(of question: Question) -> [Double] {
        if question.isWeighted { return question.options.map { $0.weight ?? 0 } }
        let k = Double(max(1, question.correctIndices.count))
        return question.options.map { $0.correct ? 100 / k : 0 }
    }
}
