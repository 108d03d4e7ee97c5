import Foundation

/// A problem in a quiz or video file, with the file and the place inside it
/// (a JSON path or a line), so that the author can find and fix it.
///
/// ```swift
/// QuizFormatError(file: "quizzes/cz-64.json", location: "questions[2].options",
///                 message: "two options are marked correct").description
/// // "quizzes/cz-64.json: questions[2].options: two options are marked correct"
/// ```
public struct QuizFormatError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError, LocalizableError {
    /// The file as the user named it (or `<stdin>`).
    public var file: String
    /// A JSON path (`questions[2].options`) or a line (`line 14`); nil for the whole file.
    public var location: String?
    public var message: String
    /// The message in any language, when it has one (``message`` is then its English text).
    public var reason: Message?

    public init(file: String, location: String? = nil, message: String) {
        self.file = file
        self.location = location
        self.message = message
    }

    public init(file: String, location: String? = nil, reason: Message) {
        self.init(file: file, location: location, message: reason.text(in: .en))
        self.reason = reason
    }

    /// A problem at a line of a text file (GIFT).
    public init(file: String, line: Int, message: String) {
        self.init(file: file, location: "line \(line)", message: message)
    }

    public var description: String { message(in: .en) }

    public func message(in language: Language) -> String {
        let text = reason?.text(in: language) ?? message
        if let location, !location.isEmpty { return "\(file): \(location): \(text)" }
        return "\(file): \(text)"
    }

    public var errorDescription: String? { description }

    /// Reads a whole quiz or video file no larger than `limit` (see ``InputFile``),
    /// or throws naming the file: too large (with the limit), a folder, unreadable.
    public static func read(_ url: URL, file: String, limit: InputLimit) throws(QuizFormatError) -> Data {
        do { return try InputFile.read(url, file: file, limit: limit) } catch {
            throw QuizFormatError(file: error.file, reason: error.reason)
        }
    }
}

/// Every problem found while validating quizzes or videos; thrown when there is
/// at least one. Its description lists them one per line.
public struct QuizValidationError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError, LocalizableError {
    public var problems: [QuizFormatError]

    public init(_ problems: [QuizFormatError]) { self.problems = problems }

    public var description: String { message(in: .en) }
    public func message(in language: Language) -> String { problems.map { $0.message(in: language) }.joined(separator: "\n") }
    public var errorDescription: String? { description }
}

extension QuizFormatError {
    /// A `QuizFormatError` for a JSON decoding failure, at the JSON path of the
    /// value at fault.
    init(file: String, decodingError: any Error) {
        switch decodingError {
        case DecodingError.typeMismatch(let type, let ctx):
            self.init(file: file, location: JSONPathText.string(ctx.codingPath),
                      message: "expected \(JSONPathText.typeName(type, at: ctx.codingPath))")
        case DecodingError.valueNotFound(let type, let ctx):
            self.init(file: file, location: JSONPathText.string(ctx.codingPath),
                      message: "expected \(JSONPathText.typeName(type, at: ctx.codingPath)), found null")
        case DecodingError.keyNotFound(let key, let ctx):
            self.init(file: file, location: JSONPathText.string(ctx.codingPath + [key]),
                      message: "required key \"\(key.stringValue)\" is missing")
        case DecodingError.dataCorrupted(let ctx):
            let underlying = (ctx.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            self.init(file: file, location: ctx.codingPath.isEmpty ? nil : JSONPathText.string(ctx.codingPath),
                      message: [ctx.debugDescription, underlying].compactMap { $0 }.joined(separator: ": "))
        case let e as QuizFormatError:
            self = e
        default:
            self.init(file: file, message: "\(decodingError)")
        }
    }
}

/// JSON paths as users read them: `questions[2].options[0].text`.
enum JSONPathText {
    static func string(_ path: [any CodingKey]) -> String {
        var s = ""
        for key in path {
            if let i = key.intValue { s += "[\(i)]" } else { s += s.isEmpty ? key.stringValue : ".\(key.stringValue)" }
        }
        return s.isEmpty ? "(top level)" : s
    }

    static func typeName(_ type: Any.Type, at path: [any CodingKey]) -> String {
        if type == LocalizedText.self { return "a text (a string or {\"cs\": …, \"en\": …})" }
        switch type {
        case is String.Type: return "a string"
        case is Double.Type, is Int.Type, is UInt64.Type: return "a number"
        case is Bool.Type: return "true or false"
        default:
            let n = "\(type)"
            if n.hasPrefix("Array") { return "an array" }
            if n.hasPrefix("Dictionary") {
                // A dictionary expected where a localized text can stand (a text given as a number, say).
                let last = path.last?.stringValue ?? ""
                if ["title", "instructions", "prompt", "text", "explanation", "feedback"].contains(last) {
                    return "a text (a string or {\"cs\": …, \"en\": …})"
                }
                return "an object"
            }
            return n
        }
    }
}
