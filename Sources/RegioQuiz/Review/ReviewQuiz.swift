/// The questions due for review, from any number of quizzes, as one quiz that
/// the usual runner plays (and the store saves as an attempt, so a review is
/// resumable and kill-safe like any quiz).
///
/// Its id is ``quizID`` (`review`); each question's id names where it comes
/// from, `<quiz id>/<question id>` with `%` and `/` in either escaped, so the
/// answers of a review attempt move the right questions along (also when the
/// schedule is rebuilt from the attempts).
///
/// ```swift
/// let quiz = ReviewQuiz.make(due: [(ReviewQuestionRef(quizID: "cz-64", questionID: "q3"), question)],
///                            title: LocalizedText("Review"))
/// ReviewQuiz.reference(of: quiz.questions[0].id)   // cz-64/q3
/// ```
public enum ReviewQuiz {
    /// The id of every review quiz.
    public static let quizID = "review"

    /// A quiz of `due` questions, in the given order (the runner shuffles them).
    public static func make(due: [(ReviewQuestionRef, Question)], title: LocalizedText, instructions: LocalizedText? = nil) -> Quiz {
        let questions = due.map { ref, question in
            var q = question
            q.id = questionID(for: ref)
            return q
        }
        return Quiz(id: quizID, regionID: nil, title: title, instructions: instructions, questions: questions)
    }

    /// Whether `quiz` is a review quiz.
    public static func isReview(_ quiz: Quiz) -> Bool { quiz.id == quizID }

    /// The id of a question in a review quiz.
    public static func questionID(for ref: ReviewQuestionRef) -> String { escape(ref.quizID) + "/" + escape(ref.questionID) }

    /// Where a review quiz's question comes from; nil for an id that is not one.
    public static func reference(of questionID: String) -> ReviewQuestionRef? {
        let parts = questionID.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let quiz = unescape(parts[0]), let question = unescape(parts[1]), !quiz.isEmpty else { return nil }
        return ReviewQuestionRef(quizID: quiz, questionID: question)
    }

    /// The question an item of `quiz` reviews: its own quiz and id, or for a
    /// review quiz the question it was made from. (A quiz of someone's own
    /// that happens to be called `review`, whose ids name no other question,
    /// is taken as itself.)
    public static func reference(of item: QuizItem, in quiz: Quiz) -> ReviewQuestionRef? {
        guard quiz.questions.indices.contains(item.questionIndex) else { return nil }
        let id = quiz.questions[item.questionIndex].id
        if isReview(quiz), let origin = reference(of: id) { return origin }
        return ReviewQuestionRef(quizID: quiz.id, questionID: id)
    }

    private static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "/", with: "%2F")
    }

    private static func unescape<S: StringProtocol>(_ s: S) -> String? {
        var out = ""
        var rest = Substring(s)
        while let i = rest.firstIndex(of: "%") {
            out += rest[..<i]
            let code = rest[i...].prefix(3)
            switch code.uppercased() {
            case "%25": out += "%"
            case "%2F": out += "/"
            default: return nil
            }
            rest = rest[i...].dropFirst(3)
        }
        return out + rest
    }
}
