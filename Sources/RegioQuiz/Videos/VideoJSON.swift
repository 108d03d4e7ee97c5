import Foundation

/// Regio's video catalogue file (`videos.json`): a JSON array of ``Video``.
public enum VideoJSON {
    /// Reads videos; malformed JSON throws ``QuizFormatError`` with the JSON
    /// path, duplicate ids or empty fields throw ``QuizValidationError``.
    /// Links to quizzes and regions are checked by ``QuizCatalogue``.
    public static func decode(_ data: Data, file: String) throws -> [Video] {
        let videos: [Video]
        do { videos = try JSONDecoder().decode([Video].self, from: data) } catch {
            throw QuizFormatError(file: file, decodingError: error)
        }
        var problems: [QuizFormatError] = []
        var first: [String: Int] = [:]
        for (i, v) in videos.enumerated() {
            if v.id.allSatisfy(\.isWhitespace) { problems.append(.init(file: file, location: "[\(i)].id", message: "the video id is empty")) }
            if let f = first[v.id] {
                problems.append(.init(file: file, location: "[\(i)].id", message: "duplicate video id \"\(v.id)\" (also at [\(f)])"))
            } else { first[v.id] = i }
            if v.title.isBlank { problems.append(.init(file: file, location: "[\(i)].title", message: "the title is empty")) }
            if v.url.allSatisfy(\.isWhitespace) { problems.append(.init(file: file, location: "[\(i)].url", message: "the url is empty")) }
            if let d = v.duration, !(d.isFinite && d >= 0) {
                problems.append(.init(file: file, location: "[\(i)].duration", message: "the duration must be a number of seconds ≥ 0"))
            }
        }
        if !problems.isEmpty { throw QuizValidationError(problems) }
        return videos
    }

    /// Writes videos as pretty-printed JSON.
    public static func encode(_ videos: [Video]) throws -> Data {
        var d = try QuizJSON.makeEncoder().encode(videos)
        d.append(0x0A)
        return d
    }
}
