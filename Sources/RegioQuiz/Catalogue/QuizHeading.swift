/// A quiz as a list shows it: id, region and title, and its number of
/// questions when that is known without generating it (a generated quiz not
/// opened yet has none).
public struct QuizHeading: Sendable, Hashable {
    public let id: String
    public let regionID: String?
    public let title: LocalizedText
    /// The number of questions; nil for a generated quiz that has not been made yet.
    public let questionCount: Int?
    /// Generated from facts rather than written by an author.
    public let isGenerated: Bool

    public init(id: String, regionID: String?, title: LocalizedText, questionCount: Int?, isGenerated: Bool) {
        self.id = id
        self.regionID = regionID
        self.title = title
        self.questionCount = questionCount
        self.isGenerated = isGenerated
    }

    /// The heading of a quiz with its questions.
    public init(_ loaded: LoadedQuiz) {
        self.init(id: loaded.quiz.id, regionID: loaded.quiz.regionID, title: loaded.quiz.title,
                  questionCount: loaded.quiz.questions.count, isGenerated: loaded.isGenerated)
    }

    /// The heading of a generated quiz, with its number of questions once it is made.
    public init(_ deferred: DeferredQuiz) {
        self.init(id: deferred.id, regionID: deferred.regionID, title: deferred.title,
                  questionCount: deferred.madeQuiz?.quiz.questions.count, isGenerated: true)
    }
}
