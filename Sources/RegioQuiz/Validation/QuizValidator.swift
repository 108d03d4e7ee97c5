import Foundation

/// Checks a quiz against Regio's rules and reports every problem, each with
/// the file and the place in it.
///
/// Rules: a non-empty id and title; at least one question; a known region
/// (when the caller passes the set of region ids); a pass mark in 0…100;
/// per question: a unique id, a non-empty prompt, 2–6 options with non-empty,
/// distinct texts, exactly one of them correct (one or more for a
/// multiple-response question, whose positive weights add up to 100 %), positive points.
///
/// ```swift
/// let problems = QuizValidator.problems(in: quiz, file: "quizzes/cz-64.json",
///                                       knownRegions: ["CZ-64", "CZ-10"])
/// // quizzes/cz-64.json: questions[2].options: two options are marked correct (options[0], options[3])
/// ```
public enum QuizValidator {
    /// A place in a quiz, mapped to a location string by the format (a JSON
    /// path for Regio JSON, a line for GIFT).
    public enum Place: Hashable, Sendable {
        case quiz(field: String)
        case question(Int, QuestionPart)
    }

    public enum QuestionPart: Hashable, Sendable {
        case id, prompt, options, points
        case option(Int)
        /// The location of a map question (``QuestionKind/locate``).
        case location
        /// The region of a region question (``QuestionKind/isRegionQuestion``).
        case region
    }

    /// Locations as JSON paths below `prefix` (`""` for a file holding one quiz,
    /// `"[2]"` for the third quiz of an array).
    /// With `slickQuiz`, the paths use SlickQuiz's member names (`q`, `a[1].option`).
    public static func jsonLocation(prefix: String = "", slickQuiz: Bool = false) -> @Sendable (Place) -> String {
        { place in
            func join(_ tail: String) -> String {
                prefix.isEmpty ? tail : (tail.hasPrefix("[") ? prefix + tail : prefix + "." + tail)
            }
            switch place {
            case .quiz(let field): return field.isEmpty ? (prefix.isEmpty ? "(top level)" : prefix) : join(field)
            case .question(let i, let part):
                let q = "questions[\(i)]"
                switch part {
                case .id: return join(q + ".id")
                case .prompt: return join(q + (slickQuiz ? ".q" : ".prompt"))
                case .options: return join(q + (slickQuiz ? ".a" : ".options"))
                case .points: return join(q + ".points")
                case .location: return join(q + ".location")
                case .region: return join(q + ".region")
                case .option(let j): return join(q + (slickQuiz ? ".a[\(j)].option" : ".options[\(j)].text"))
                }
            }
        }
    }

    /// Every problem of `quiz`; empty when it is valid.
    /// - Parameters:
    ///   - knownRegions: the region ids of the dataset; nil skips the region check.
    ///   - mapBounds: the dataset's bounds; nil skips the check that map questions lie on its map.
    ///   - locate: renders a place in the quiz as a location in `file`.
    public static func problems(in quiz: Quiz, file: String, knownRegions: Set<String>? = nil,
                                mapBounds: QuizMapBounds? = nil,
                                locate: (Place) -> String = jsonLocation()) -> [QuizFormatError] {
        var out: [QuizFormatError] = []
        func report(_ place: Place, _ message: String) {
            out.append(QuizFormatError(file: file, location: locate(place), message: message))
        }
        if quiz.id.allSatisfy(\.isWhitespace) { report(.quiz(field: "id"), "the quiz id is empty") }
        if quiz.title.isBlank { report(.quiz(field: "title"), "the title is empty") }
        if let region = quiz.regionID, let knownRegions, !knownRegions.contains(region) {
            report(.quiz(field: "region"), "unknown region \"\(region)\"\(suggestion(region, knownRegions))")
        }
        if let pass = quiz.passPercent, !(pass.isFinite && (0...100).contains(pass)) {
            report(.quiz(field: "passPercent"), "the pass mark must be a percentage from 0 to 100")
        }
        if quiz.questions.isEmpty { report(.quiz(field: "questions"), "the quiz has no questions") }

        var firstIndexOfID: [String: Int] = [:]
        for (i, q) in quiz.questions.enumerated() {
            if q.id.allSatisfy(\.isWhitespace) {
                report(.question(i, .id), "the question id is empty")
            } else if let first = firstIndexOfID[q.id] {
                report(.question(i, .id), "duplicate question id \"\(q.id)\" (first used by question \(first + 1))")
            } else {
                firstIndexOfID[q.id] = i
            }
            var found = q.isLocate ? LocateValidation.problems(q, mapBounds: mapBounds) : questionProblems(q)
            if q.kind.isRegionQuestion { found += RegionQuestionValidation.problems(q, knownRegions: knownRegions) }
            for (place, message) in found { report(.question(i, place), message) }
        }
        return out
    }

    /// The problems of one question, each with the part it concerns.
    public static func questionProblems(_ q: Question) -> [(QuestionPart, String)] {
        var out: [(QuestionPart, String)] = []
        if q.prompt.isBlank { out.append((.prompt, "the prompt is empty")) }
        if q.options.count < Question.optionRange.lowerBound {
            out.append((.options, "a question needs at least two options (found \(q.options.count))"))
        } else if q.options.count > Question.optionRange.upperBound {
            out.append((.options, "a question has at most six options (found \(q.options.count))"))
        }
        let correct = q.options.indices.filter { q.options[$0].correct }
        if correct.isEmpty && !q.options.isEmpty {
            out.append((.options, "no option is marked correct"))
        } else if correct.count > 1 && !q.isMultipleResponse {
            let which = correct.map { "option \($0 + 1)" }.joined(separator: ", ")
            out.append((.options, "\(countWord(correct.count)) options are marked correct (\(which)); exactly one must be"
                        + " unless the question is multiple-response (\"multiple\": true in JSON, weights such as ~%50% in GIFT)"))
        }
        if q.isWeighted {
            var weightsInRange = true
            for (j, o) in q.options.enumerated() {
                if let w = o.weight, !(w.isFinite && (-100...100).contains(w)) {
                    weightsInRange = false
                    out.append((.option(j), "the weight of option \(j + 1) must be between -100 and 100 % (found \(NumberText.plain(w)))"))
                }
                if ((o.weight ?? 0) > 0) != o.correct {
                    out.append((.option(j), "option \(j + 1) must be marked correct exactly when its weight is positive"))
                }
            }
            // The sum is only worth a message when every weight is a percentage.
            let positive = q.options.compactMap(\.weight).filter { $0 > 0 }.reduce(0, +)
            if weightsInRange && abs(positive - 100) > 0.5 {
                out.append((.options, "the positive weights add up to \(formatPercent(positive)) %; they must add up to 100 %"))
            }
        }
        var seen: [String: Int] = [:]
        for (j, o) in q.options.enumerated() {
            if o.text.isBlank {
                out.append((.option(j), "the text of option \(j + 1) is empty"))
                continue
            }
            let key = Language.allCases.map { (o.text.text(for: $0)).trimmingCharacters(in: .whitespaces).lowercased() }.joined(separator: "\u{1F}")
            if let first = seen[key] {
                out.append((.option(j), "option \(j + 1) has the same text as option \(first + 1)"))
            } else {
                seen[key] = j
            }
        }
        if !(q.points.isFinite && q.points > 0) {
            out.append((.points, "points must be a positive number (found \(q.points))"))
        } else if q.points > 1000 {
            out.append((.points, "points must be at most 1000 (found \(q.points))"))
        }
        return out
    }

    /// Throws a ``QuizValidationError`` listing every problem of `quiz`.
    public static func validate(_ quiz: Quiz, file: String, knownRegions: Set<String>? = nil, mapBounds: QuizMapBounds? = nil,
                                locate: (Place) -> String = jsonLocation()) throws(QuizValidationError) {
        let found = problems(in: quiz, file: file, knownRegions: knownRegions, mapBounds: mapBounds, locate: locate)
        if !found.isEmpty { throw QuizValidationError(found) }
    }

    static func formatPercent(_ value: Double) -> String { NumberText.plain(value) }

    static func countWord(_ n: Int) -> String {
        let words = ["zero", "one", "two", "three", "four", "five", "six"]
        return n < words.count ? words[n] : "\(n)"
    }

    /// ` (did you mean "CZ-64"?)` when a known id differs only in case.
    static func suggestion(_ id: String, _ known: Set<String>) -> String {
        if let match = known.first(where: { $0.lowercased() == id.lowercased() }) { return " (did you mean \"\(match)\"?)" }
        return ""
    }
}
