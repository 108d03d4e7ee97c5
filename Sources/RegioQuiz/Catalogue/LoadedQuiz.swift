/// A quiz with where it came from, so that problems found later (a duplicate
/// id in another file, say) can name the file and the place.
public struct LoadedQuiz: Sendable, Hashable {
    public var quiz: Quiz
    /// The file as the user named it; "(generated)" for generated quizzes.
    public var file: String
    /// The JSON path of the quiz in the file (`""` for a file holding one quiz, `"[2]"`).
    public var path: String
    /// Generated from facts rather than written by an author.
    public var isGenerated: Bool

    public init(quiz: Quiz, file: String, path: String = "", isGenerated: Bool = false) {
        self.quiz = quiz
        self.file = file
        self.path = path
        self.isGenerated = isGenerated
    }

    /// The location of the quiz's `field` (a JSON path, or the field name).
    func location(_ field: String) -> String {
        path.isEmpty ? field : path + "." + field
    }
}
