/// A quiz about one region: a title and instructions in Czech and English,
/// and its questions.
///
/// ```swift
/// let quiz = try QuizJSON.decode(data, file: "quizzes/cz-64.json")[0]
/// print(quiz.title.text(for: .cs), quiz.questions.count)
/// ```
public struct Quiz: Hashable, Sendable, Codable, Identifiable {
    public var id: String
    /// The region the quiz is about (an ISO 3166-2 id such as `CZ-64`), if any.
    public var regionID: String?
    public var title: LocalizedText
    public var instructions: LocalizedText?
    public var questions: [Question]
    /// The pass mark of this quiz in percent, when it differs from the runner's default (60).
    public var passPercent: Double?
    /// Shown with the summary (SlickQuiz `info.results`).
    public var resultsText: LocalizedText?
    /// Ranking texts for 80–100 %, 60–79 %, 40–59 %, 20–39 % and 0–19 %, best
    /// first (SlickQuiz `level1`…`level5`); empty when the quiz has none.
    public var rankings: [LocalizedText]

    public init(id: String, regionID: String?, title: LocalizedText, instructions: LocalizedText? = nil,
                questions: [Question], passPercent: Double? = nil, resultsText: LocalizedText? = nil,
                rankings: [LocalizedText] = []) {
        self.id = id
        self.regionID = regionID
        self.title = title
        self.instructions = instructions
        self.questions = questions
        self.passPercent = passPercent
        self.resultsText = resultsText
        self.rankings = rankings
    }

    /// The ranking text for a score of `percent`: level 1 for 80–100 %, 2 for
    /// 60–79 %, 3 for 40–59 %, 4 for 20–39 %, 5 for 0–19 % (SlickQuiz's bands);
    /// nil when the quiz has no text for that level.
    public func ranking(forPercent percent: Double) -> LocalizedText? {
        let level = percent >= 80 ? 0 : percent >= 60 ? 1 : percent >= 40 ? 2 : percent >= 20 ? 3 : 4
        guard rankings.indices.contains(level), !rankings[level].isBlank else { return nil }
        return rankings[level]
    }

    /// The sum of the points of all questions.
    public var maxPoints: Double { questions.reduce(0) { $0 + $1.points } }

    public func question(id: String) -> Question? { questions.first { $0.id == id } }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: StrictKey.self)
        try c.rejectUnknownKeys(["id", "region", "title", "instructions", "questions", "passPercent", "results", "rankings"], what: "a quiz")
        id = try c.decode("id")
        regionID = try c.decodeIfPresent("region")
        title = try c.decode("title")
        instructions = try c.decodeIfPresent("instructions")
        var questions: [Question] = try c.decode("questions")
        for i in questions.indices where questions[i].id.isEmpty { questions[i].id = "q\(i + 1)" }
        self.questions = questions
        passPercent = try c.decodeIfPresent("passPercent")
        resultsText = try c.decodeIfPresent("results")
        rankings = try c.decodeIfPresent("rankings") ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: StrictKey.self)
        try c.encode(id, "id")
        try c.encodeIfPresent(regionID, "region")
        try c.encode(title, "title")
        try c.encodeIfPresent(instructions, "instructions")
        try c.encodeIfPresent(passPercent, "passPercent")
        try c.encode(questions, "questions")
        try c.encodeIfPresent(resultsText, "results")
        if !rankings.isEmpty { try c.encode(rankings, "rankings") }
    }
}
