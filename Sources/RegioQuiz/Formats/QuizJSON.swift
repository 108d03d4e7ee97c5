import Foundation

/// The Regio JSON quiz format: reading (with JSON paths in every error) and
/// writing. A file holds one quiz object, or an array of quiz objects.
/// Reading also takes SlickQuiz's JSON (``SlickQuizFormat``), told apart by its
/// `info` / `q` members.
/// The format is documented in docs/quizzes.md (section "The Regio JSON quiz format").
///
/// ```swift
/// let quizzes = try QuizJSON.decode(data, file: "quizzes/cz-64.json", knownRegions: regionIDs)
/// let out = try QuizJSON.encode(quizzes[0])
/// ```
public enum QuizJSON {
    /// Reads and validates the quizzes in `data`.
    /// - Throws: ``QuizFormatError`` for malformed JSON (with the JSON path),
    ///   ``QuizValidationError`` listing every rule a quiz breaks.
    public static func decode(_ data: Data, file: String, knownRegions: Set<String>? = nil,
                              mapBounds: QuizMapBounds? = nil) throws -> [Quiz] {
        try entries(data, file: file, knownRegions: knownRegions, mapBounds: mapBounds).map(\.quiz)
    }

    /// Like ``decode(_:file:knownRegions:)``, keeping where each quiz came from.
    /// With `mapBounds` (the dataset's), a map question whose place lies outside them is refused.
    public static func entries(_ data: Data, file: String, knownRegions: Set<String>? = nil,
                               mapBounds: QuizMapBounds? = nil) throws -> [LoadedQuiz] {
        let entries: [LoadedQuiz]
        var slickQuiz = false
        if let document = try? JSONDecoder().decode(JSONValue.self, from: data), SlickQuizFormat.isSlickQuiz(document) {
            entries = try SlickQuizFormat.entries(document, file: file)
            slickQuiz = true
        } else {
            let top: QuizFileTop
            do {
                top = try JSONDecoder().decode(QuizFileTop.self, from: data)
            } catch {
                throw QuizFormatError(file: file, decodingError: error)
            }
            switch top {
            case .one(let q): entries = [LoadedQuiz(quiz: q, file: file, path: "")]
            case .many(let qs): entries = qs.enumerated().map { LoadedQuiz(quiz: $1, file: file, path: "[\($0)]") }
            }
        }
        var problems: [QuizFormatError] = []
        if entries.isEmpty { problems.append(QuizFormatError(file: file, message: "the file holds no quiz")) }
        var firstPath: [String: String] = [:]
        for e in entries {
            problems += QuizValidator.problems(in: e.quiz, file: file, knownRegions: knownRegions, mapBounds: mapBounds,
                                               locate: QuizValidator.jsonLocation(prefix: e.path, slickQuiz: slickQuiz))
            if let first = firstPath[e.quiz.id] {
                problems.append(QuizFormatError(file: file, location: e.path + ".id",
                                                message: "duplicate quiz id \"\(e.quiz.id)\" (also at \(first))"))
            } else {
                firstPath[e.quiz.id] = e.path
            }
        }
        if !problems.isEmpty { throw QuizValidationError(problems) }
        return entries
    }

    /// Reads a quiz file from disk.
    public static func load(_ url: URL, displayName: String? = nil, knownRegions: Set<String>? = nil,
                            mapBounds: QuizMapBounds? = nil) throws -> [LoadedQuiz] {
        let name = displayName ?? url.path
        return try entries(QuizFormatError.read(url, file: name, limit: .quiz), file: name, knownRegions: knownRegions,
                           mapBounds: mapBounds)
    }

    /// Writes one quiz as pretty-printed Regio JSON (UTF-8, keys sorted so that
    /// the output is stable, ends with a newline).
    public static func encode(_ quiz: Quiz) throws -> Data {
        try finish(makeEncoder().encode(quiz))
    }

    /// Writes several quizzes as a JSON array.
    public static func encode(_ quizzes: [Quiz]) throws -> Data {
        try finish(makeEncoder().encode(quizzes))
    }

    static func makeEncoder() -> JSONEncoder {
        let e = JSONEncoder()
        e.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return e
    }

    private static func finish(_ data: Data) -> Data {
        var d = data
        d.append(0x0A)
        return d
    }
}

/// The top level of a quiz file: one quiz or an array of quizzes.
private enum QuizFileTop: Decodable {
    case one(Quiz)
    case many([Quiz])

    init(from decoder: any Decoder) throws {
        if var array = try? decoder.unkeyedContainer() {
            var quizzes: [Quiz] = []
            while !array.isAtEnd { quizzes.append(try array.decode(Quiz.self)) }
            self = .many(quizzes)
        } else {
            self = .one(try Quiz(from: decoder))
        }
    }
}
