import Foundation

/// The GIFT parser behind ``GIFTImporter``: splits a file into question
/// blocks, reads header directives, and parses one block into a question.
struct GIFTParser {
    let file: String
    private(set) var header = Header()
    private(set) var notices: [QuizFormatError] = []

    init(file: String) { self.file = file }

    /// `// @key: value` directives.
    struct Header {
        var values: [String: String] = [:]
        var regionLine: Int?
        var id: String? { values["id"] }
        var region: String? { values["region"] }
        var language: Language? { values["lang"].flatMap { Language(tag: $0) } }

        func title(language: Language) -> LocalizedText? { localized("title", language) }
        func instructions(language: Language) -> LocalizedText? { localized("instructions", language) }

        /// `@title: …` in the quiz's language and `@title-de: …` in any other.
        private func localized(_ key: String, _ language: Language) -> LocalizedText? {
            var texts: [Language: String] = [:]
            for (name, value) in values where name.hasPrefix(key + "-") {
                if let tagged = Language(tag: String(name.dropFirst(key.count + 1))) { texts[tagged] = value }
            }
            if let plain = values[key], texts[language] == nil { texts[language] = plain }
            return texts.isEmpty ? nil : LocalizedText(texts)
        }
    }

    static let headerKeys: Set<String> = ["id", "region", "title", "instructions", "lang"]

    /// `title`, `title-de`, `instructions-pt-BR` …: a header key, or one that
    /// takes a language tag after its name.
    static func isHeaderKey(_ key: String) -> Bool {
        if headerKeys.contains(key) { return true }
        for localized in ["title-", "instructions-"] where key.hasPrefix(localized) {
            return Language(tag: String(key.dropFirst(localized.count))) != nil
        }
        return false
    }

    /// Splits the text into blocks of lines separated by blank lines; comment
    /// lines are dropped (header directives are read from them).
    mutating func blocks(of text: String) -> [[(number: Int, text: String)]] {
        var body = text
        if body.hasPrefix("\u{FEFF}") { body.removeFirst() }
        let lines = body.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        var blocks: [[(number: Int, text: String)]] = []
        var current: [(number: Int, text: String)] = []
        for (k, raw) in lines.enumerated() {
            let number = k + 1
            let line = String(raw)
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty {
                if !current.isEmpty { blocks.append(current); current = [] }
            } else if trimmed.hasPrefix("//") {
                readDirective(trimmed, line: number)
            } else {
                current.append((number, line))
            }
        }
        if !current.isEmpty { blocks.append(current) }
        return blocks
    }

    private mutating func readDirective(_ comment: String, line: Int) {
        let body = comment.dropFirst(2).trimmingCharacters(in: .whitespaces)
        guard body.hasPrefix("@"), let colon = body.firstIndex(of: ":") else { return }
        let key = body[body.index(after: body.startIndex)..<colon].trimmingCharacters(in: .whitespaces).lowercased()
        let value = body[body.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        guard Self.isHeaderKey(key) else {
            notices.append(QuizFormatError(file: file, line: line,
                message: "unknown directive @\(key) ignored (known: \(Self.headerKeys.sorted().map { "@" + $0 }.joined(separator: ", ")), @title-<lang>, @instructions-<lang>)"))
            return
        }
        if key == "lang", Language(tag: value) == nil {
            notices.append(QuizFormatError(file: file, line: line, message: "@lang must be a language tag such as cs, en or de; \"\(value)\" ignored"))
            return
        }
        header.values[key] = value
        if key == "region" { header.regionLine = line }
    }

    /// A question parsed from a block, before ids and language are applied.
    struct ParsedQuestion {
        var title: String?
        var prompt: String
        var options: [(text: String, correct: Bool, feedback: String?, weight: Double?)]
        var explanation: String?
        var isTrueFalse: Bool
        /// The line where the question starts, where its answers start, and of each option.
        var line: Int
        var answerLine: Int
        var optionLines: [Int]

        func makeQuestion(id: String, language: Language) -> Question {
            func text(_ s: String) -> LocalizedText { LocalizedText(s, language: language) }
            let opts = options.map { o in
                AnswerOption(isTrueFalse ? GIFTParser.trueFalseText(o.text) : text(o.text), correct: o.correct,
                       feedback: o.feedback.map(text), weight: o.weight)
            }
            return Question(id: id, prompt: text(prompt), options: opts, explanation: explanation.map(text),
                            shuffle: !isTrueFalse)
        }
    }

    static func trueFalseText(_ marker: String) -> LocalizedText {
        LocalizedText(Message(marker == "T" ? .wordTrue : .wordFalse))
    }

    /// Parses one block; nil when the block holds no question (a category
    /// line, or a question of an unsupported type, reported in `notices`).
    mutating func question(in block: [(number: Int, text: String)]) throws -> ParsedQuestion? {
        var lines = block
        // $CATEGORY: lines set Moodle's question bank category; a GIFT file is one quiz here.
        while let first = lines.first, first.text.trimmingCharacters(in: .whitespaces).uppercased().hasPrefix("$CATEGORY:") {
            notices.append(QuizFormatError(file: file, line: first.number,
                message: "$CATEGORY ignored (a GIFT file becomes one quiz)"))
            lines.removeFirst()
        }
        if lines.isEmpty { return nil }
        let text = GIFTText(lines: lines)
        let startLine = lines[0].number
        var pos = text.skipWhitespace(from: 0)

        // ::title::
        var title: String?
        if text.hasControl(sequence: "::", at: pos) {
            guard let end = text.firstControl(sequence: "::", from: pos + 2) else {
                throw QuizFormatError(file: file, line: text[pos].line,
                    message: "the question title is not closed: '::' is missing (write \\: for a literal colon)")
            }
            title = text[(pos + 2)..<end].string
            pos = text.skipWhitespace(from: end + 2)
        }

        // The answer block { … }.
        let bodyStart = pos
        if let stray = text.firstControl("}", from: bodyStart),
           text.firstControl("{", from: bodyStart).map({ stray < $0 }) ?? true {
            throw QuizFormatError(file: file, line: text[stray].line,
                message: "unexpected '}' without an opening '{' (write \\} for a literal brace)")
        }
        guard let open = text.firstControl("{", from: bodyStart) else {
            throw QuizFormatError(file: file, line: startLine,
                message: "the question has no answers: add an answer block such as {=right ~wrong}")
        }
        guard let close = text.firstControl("}", from: open + 1) else {
            throw QuizFormatError(file: file, line: text[open].line,
                message: "the answer block '{' is not closed (a blank line ends a question; write \\{ for a literal brace)")
        }
        if let nested = text.firstControl("{", from: open + 1), nested < close {
            throw QuizFormatError(file: file, line: text[nested].line,
                message: "'{' inside an answer block (the block opened at line \(text[open].line) is not closed; write \\{ for a literal brace)")
        }
        if let second = text.firstControl("{", from: close + 1) {
            throw QuizFormatError(file: file, line: text[second].line,
                message: "a second answer block; a GIFT question has one (write \\{ for a literal brace)")
        }
        if let stray = text.firstControl("}", from: close + 1) {
            throw QuizFormatError(file: file, line: text[stray].line,
                message: "unexpected '}' without an opening '{' (write \\} for a literal brace)")
        }

        let before = Self.removingFormatTag(text[bodyStart..<open].string)
        let after = text[(close + 1)..<text.count].string
        let prompt = after.isEmpty ? before : [before, "_____", after].filter { !$0.isEmpty }.joined(separator: " ")
        let answers = text[(open + 1)..<close]
        let answerLine = text[open].line

        func unsupported(_ kind: String) -> ParsedQuestion? {
            let name = title.map { " \"\($0)\"" } ?? ""
            notices.append(QuizFormatError(file: file, line: startLine,
                message: "question\(name) not imported: \(kind) questions are not supported (only multiple choice, multiple response and true/false)"))
            return nil
        }

        let first = answers.skipWhitespace(from: 0)
        if first == answers.count { return unsupported("essay ({})") }
        if answers[first].isControl("#") { return unsupported("numerical ({#…})") }

        // General feedback: ####text at the end of the block.
        var body = answers
        var explanation: String?
        if let g = answers.firstControl(sequence: "####") {
            explanation = Self.removingFormatTag(answers[(g + 4)..<answers.count].string)
            body = answers[0..<g]
            if explanation?.isEmpty == true { explanation = nil }
        }

        // True/false.
        let hashAt = body.firstControl("#") ?? body.count
        let head = body[0..<hashAt].string.uppercased()
        if ["T", "F", "TRUE", "FALSE"].contains(head) {
            let isTrue = head.hasPrefix("T")
            var feedbacks: [String?] = [nil, nil]   // [shown when wrong, shown when right]
            if hashAt < body.count {
                let rest = body[(hashAt + 1)..<body.count]
                if let h2 = rest.firstControl("#") {
                    feedbacks = [rest[0..<h2].string, rest[(h2 + 1)..<rest.count].string]
                } else {
                    feedbacks = [rest.string, nil]
                }
            }
            let wrongFB = feedbacks[0].map(Self.removingFormatTag).flatMap { $0.isEmpty ? nil : $0 }
            let rightFB = feedbacks[1].map(Self.removingFormatTag).flatMap { $0.isEmpty ? nil : $0 }
            return ParsedQuestion(
                title: title, prompt: prompt,
                options: [("T", isTrue, isTrue ? rightFB : wrongFB, nil), ("F", !isTrue, isTrue ? wrongFB : rightFB, nil)],
                explanation: explanation, isTrueFalse: true,
                line: startLine, answerLine: answerLine, optionLines: [answerLine, answerLine])
        }

        // Multiple choice (and the other types that use = and ~).
        guard body[first].isControl("=") || body[first].isControl("~") else {
            throw QuizFormatError(file: file, line: body[first].line,
                message: "an answer must start with '=' (right) or '~' (wrong), or be T/F/TRUE/FALSE")
        }
        var starts: [Int] = []
        for i in first..<body.count where body[i].isControl("=") || body[i].isControl("~") { starts.append(i) }
        var options: [(text: String, correct: Bool, feedback: String?, weight: Double?)] = []
        var optionLines: [Int] = []
        var sawMatching = false
        for (k, s) in starts.enumerated() {
            let end = k + 1 < starts.count ? starts[k + 1] : body.count
            var part = body[(s + 1)..<end]
            let correct = body[s].isControl("=")
            // A Moodle weight: ~%50%text or ~%-33.33333%text.
            var weight: Double?
            let p0 = part.skipWhitespace(from: 0)
            if p0 < part.count, part[p0].isControl("%") {
                guard let p1 = part.firstControl("%", from: p0 + 1),
                      let w = Double(part[(p0 + 1)..<p1].string.replacingOccurrences(of: ",", with: ".")), w.isFinite else {
                    throw QuizFormatError(file: file, line: part[p0].line,
                        message: "an answer weight must be a percentage between % signs, such as ~%50%text or ~%-100%text")
                }
                weight = w
                part = part[(p1 + 1)..<part.count]
            }
            var feedback: String?
            if let h = part.firstControl("#") {
                feedback = Self.removingFormatTag(part[(h + 1)..<part.count].string)
                if feedback?.isEmpty == true { feedback = nil }
                part = part[0..<h]
            }
            if part.firstControl(sequence: "->") != nil { sawMatching = true }
            options.append((Self.removingFormatTag(part.string), correct, feedback, weight))
            optionLines.append(body[s].line)
        }
        if sawMatching { return unsupported("matching (->)") }
        if options.contains(where: { $0.weight != nil }) {
            // A weighted (multiple-response) question: '=' without a weight is 100 %, '~' 0 %;
            // an option is right when its weight is positive.
            for k in options.indices {
                let w = options[k].weight ?? (options[k].correct ? 100 : 0)
                options[k].weight = w
                options[k].correct = w > 0
            }
        } else if !options.contains(where: { !$0.correct }) {
            return unsupported("short answer (only '=' answers)")
        }
        return ParsedQuestion(title: title, prompt: prompt, options: options, explanation: explanation,
                              isTrueFalse: false, line: startLine, answerLine: answerLine, optionLines: optionLines)
    }

    /// Removes a leading `[html]`, `[moodle]`, `[markdown]` or `[plain]` tag.
    static func removingFormatTag(_ s: String) -> String {
        for tag in ["[html]", "[moodle]", "[markdown]", "[plain]"] where s.lowercased().hasPrefix(tag) {
            return String(s.dropFirst(tag.count)).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return s
    }
}
