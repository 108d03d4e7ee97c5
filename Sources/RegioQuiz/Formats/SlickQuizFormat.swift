import Foundation

/// Reads quizzes in SlickQuiz's JSON (the jQuery quiz plugin), the format of
/// the original app's quiz API (`/api/quizzes`): one quiz object or an array
/// of them,
///
/// ```json
/// {"info": {"name": "…", "main": "…", "results": "…", "level1": "…", … "level5": "…"},
///  "questions": [{"q": "…", "a": [{"option": "…", "correct": true}, …],
///                 "correct": "…", "incorrect": "…", "select_any": false, "force_checkbox": false}]}
/// ```
///
/// Mapping: `info.name` → title, `info.main` → instructions, `info.results` →
/// the text shown with the summary, `level1`…`level5` → the ranking texts for
/// 80–100 %, 60–79 %, 40–59 %, 20–39 % and 0–19 %. A question's `correct` and
/// `incorrect` are shown after a right or wrong answer. A question with
/// several correct options, `select_any` or `force_checkbox` is a
/// multiple-response question. HTML in any text becomes plain text.
///
/// Regio's own members may sit beside `info` and `questions`: `id`, `region`
/// (an ISO 3166-2 id), `lang` (`cs` or `en`, the language of the texts;
/// without it the texts count for both languages). Ids are derived stably
/// when absent: the quiz's from its name (`slickquiz-` and a hash of its
/// questions when it has no name), a question's from its text, unique
/// within the quiz.
public enum SlickQuizFormat {
    /// Whether `value` (a decoded JSON document) looks like SlickQuiz: an object
    /// with `info` or with `questions` whose entries have `q`, or an array of such.
    public static func isSlickQuiz(_ value: JSONValue) -> Bool {
        switch value {
        case .array(let items): return !items.isEmpty && items.allSatisfy(isQuizObject)
        case .object: return isQuizObject(value)
        default: return false
        }
    }

    private static func isQuizObject(_ value: JSONValue) -> Bool {
        guard let o = value.objectValue else { return false }
        if o["info"]?.objectValue != nil { return true }
        return o["questions"]?.arrayValue?.first?.objectValue?["q"] != nil
    }

    /// The quizzes of a SlickQuiz document, each with the JSON path it came from.
    /// - Throws: ``QuizValidationError`` listing every member of the wrong kind
    ///   with its JSON path (`[0].questions[2].a[1].option: expected a string`).
    public static func entries(_ value: JSONValue, file: String) throws -> [LoadedQuiz] {
        var problems: [QuizFormatError] = []
        var out: [LoadedQuiz] = []
        let objects: [(JSONValue, String)]
        if let items = value.arrayValue {
            objects = items.enumerated().map { ($1, "[\($0)]") }
        } else {
            objects = [(value, "")]
        }
        for (object, path) in objects {
            var reader = Reader(file: file, path: path)
            if let quiz = reader.quiz(object) { out.append(LoadedQuiz(quiz: quiz, file: file, path: path)) }
            problems += reader.problems
        }
        if !problems.isEmpty { throw QuizValidationError(problems) }
        return out
    }

    /// Reads one quiz object, collecting problems with their paths.
    private struct Reader {
        let file: String
        let path: String
        var problems: [QuizFormatError] = []
        var language: Language?

        init(file: String, path: String) {
            self.file = file
            self.path = path
        }

        private mutating func problem(_ at: String, _ message: String) {
            problems.append(QuizFormatError(file: file, location: at, message: message))
        }

        private func join(_ base: String, _ key: String) -> String { base.isEmpty ? key : base + "." + key }

        /// A string member as plain text; nil when absent, null or blank.
        private mutating func text(_ object: [String: JSONValue], _ key: String, at base: String) -> String? {
            guard let value = object[key], !value.isNull else { return nil }
            guard let s = value.stringValue else {
                problem(join(base, key), "expected a string, found \(value.kindDescription)")
                return nil
            }
            let plain = HTMLText.plainText(s)
            return plain.isEmpty ? nil : plain
        }

        private mutating func flag(_ object: [String: JSONValue], _ key: String, at base: String) -> Bool {
            guard let value = object[key], !value.isNull else { return false }
            guard let b = value.boolValue else {
                problem(join(base, key), "expected true or false, found \(value.kindDescription)")
                return false
            }
            return b
        }

        private func localized(_ s: String) -> LocalizedText {
            language.map { LocalizedText(s, language: $0) } ?? LocalizedText(s)
        }

        mutating func quiz(_ value: JSONValue) -> Quiz? {
            guard let o = value.objectValue else {
                problem(path.isEmpty ? "(top level)" : path, "expected a SlickQuiz object, found \(value.kindDescription)")
                return nil
            }
            if let lang = text(o, "lang", at: path) {
                language = Language(rawValue: lang.lowercased())
                if language == nil { problem(join(path, "lang"), "must be cs or en, found \"\(lang)\"") }
            }
            let info = o["info"]?.objectValue ?? [:]
            if let i = o["info"], i.objectValue == nil, !i.isNull {
                problem(join(path, "info"), "expected an object, found \(i.kindDescription)")
            }
            let infoPath = join(path, "info")
            let name = text(info, "name", at: infoPath)
            let main = text(info, "main", at: infoPath)
            let results = text(info, "results", at: infoPath)
            let levels = (1...5).map { text(info, "level\($0)", at: infoPath) }

            guard let list = o["questions"]?.arrayValue else {
                problem(join(path, "questions"), o["questions"] == nil ? "required key 'questions' is missing"
                        : "expected an array of questions, found \(o["questions"]!.kindDescription)")
                return nil
            }
            var questions: [Question] = []
            var used: Set<String> = []
            for (k, item) in list.enumerated() {
                if var q = question(item, at: join(path, "questions[\(k)]")) {
                    q.id = SlickQuizFormat.uniqueID(q.id.isEmpty ? "q\(k + 1)" : q.id, used: &used)
                    questions.append(q)
                }
            }
            let id = text(o, "id", at: path) ?? SlickQuizFormat.derivedID(name: name, questions: questions)
            let region = text(o, "region", at: path)
            return Quiz(id: id, regionID: region, title: localized(name ?? id), instructions: main.map(localized),
                        questions: questions, resultsText: results.map(localized),
                        rankings: levels.contains(where: { $0 != nil }) ? levels.map { localized($0 ?? "") } : [])
        }

        mutating func question(_ value: JSONValue, at base: String) -> Question? {
            guard let o = value.objectValue else {
                problem(base, "expected a question object, found \(value.kindDescription)")
                return nil
            }
            let prompt = text(o, "q", at: base)
            if prompt == nil, o["q"]?.stringValue == nil, o["q"] == nil { problem(join(base, "q"), "required key 'q' is missing") }
            var options: [AnswerOption] = []
            if let answers = o["a"]?.arrayValue {
                for (j, a) in answers.enumerated() {
                    let at = join(base, "a[\(j)]")
                    guard let ao = a.objectValue else {
                        problem(at, "expected an answer object {\"option\", \"correct\"}, found \(a.kindDescription)")
                        continue
                    }
                    options.append(AnswerOption(localized(text(ao, "option", at: at) ?? ""), correct: flag(ao, "correct", at: at)))
                }
            } else {
                problem(join(base, "a"), o["a"] == nil ? "required key 'a' is missing"
                        : "expected an array of answers, found \(o["a"]!.kindDescription)")
            }
            let selectAny = flag(o, "select_any", at: base)
            let forceCheckbox = flag(o, "force_checkbox", at: base)
            let correctCount = options.filter(\.correct).count
            let givenID = text(o, "id", at: base)
            return Question(
                id: givenID ?? prompt.map { TextFolding.slug($0, maxLength: 40) } ?? "",
                prompt: localized(prompt ?? ""), options: options,
                multipleResponse: forceCheckbox || correctCount > 1, selectAny: selectAny,
                correctMessage: text(o, "correct", at: base).map(localized),
                incorrectMessage: text(o, "incorrect", at: base).map(localized))
        }
    }

    static func uniqueID(_ base: String, used: inout Set<String>) -> String {
        var id = base
        var n = 2
        while used.contains(id) { id = "\(base)-\(n)"; n += 1 }
        used.insert(id)
        return id
    }

    /// The quiz id from its name, or `slickquiz-` and a stable hash of its questions' texts.
    static func derivedID(name: String?, questions: [Question]) -> String {
        if let name, case let slug = TextFolding.slug(name, maxLength: 60), !slug.isEmpty { return slug }
        // FNV-1a over the prompts and options: the same questions give the same id on every run.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for q in questions {
            for s in [q.prompt.text(for: .cs)] + q.options.map({ $0.text.text(for: .cs) }) {
                for byte in s.utf8 + [0] { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
            }
        }
        return "slickquiz-" + String(hash, radix: 16)
    }
}
