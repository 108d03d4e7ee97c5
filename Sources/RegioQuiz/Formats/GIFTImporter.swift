import Foundation

/// Imports Moodle GIFT quizzes: multiple choice and true/false questions.
///
/// Supported: multiple choice `{=right ~wrong ~wrong}` (answers on one line or
/// several), true/false `{T}` `{F}` `{TRUE}` `{FALSE}`, question titles
/// `::title::`, `// comments`, per-answer feedback `#…` (for true/false
/// `{T#shown when wrong#shown when right}`), general feedback `####…` (becomes
/// the explanation), the escapes `\~ \= \# \{ \} \: \\ \n`, format tags
/// `[plain]` `[markdown]` `[moodle]` `[html]` (removed from prompts, answers
/// and feedback), weighted answers `{~%50%A ~%50%B ~%-100%C}` (a
/// multiple-response question scored by ``MultipleResponseScoring``), multi-line questions
/// and the missing-word form (`Brno is {=in ~outside} Moravia.`: a blank
/// `_____` stands for the answer). Questions are separated by blank lines.
///
/// Decisions:
/// - Other GIFT question types (short answer, matching `->`, numerical `{#…}`,
///   essay `{}`) are **reported, not imported**: each
///   becomes a notice in ``GIFTImport/notices`` with its line, and the import
///   goes on with the other questions. `$CATEGORY:` lines are reported too.
/// - A malformed file **throws** a ``QuizFormatError`` with the line: an
///   unclosed `{` or `::`, a question without answers, a stray `}`, two answer
///   blocks. A question that breaks the quiz rules (no correct option, two
///   correct options, more than six options, …) throws a
///   ``QuizValidationError`` listing every such problem with its line.
/// - A GIFT file becomes one quiz. Its id, region and title come from
///   ``Options``, or from header comments `// @id: …`, `// @region: …`,
///   `// @title: …` (also `@title-cs`, `@title-en`, `@instructions`,
///   `@instructions-cs`, `@instructions-en`, `@lang: cs|en`), which Moodle
///   ignores. Options given by the caller win. Without an id the file name
///   (without extension) is used.
/// - Texts are in one language (``Options/language`` when the caller gives
///   one, else `@lang`, else ``Options/defaultLanguage`` — the session's
///   language); the other language falls back to it.
/// - A file with no importable question throws a ``QuizValidationError``
///   that lists, line by line, why each question block was left out.
/// - A question's id is its `::title::` made into a slug (`q<n>` without a
///   title), made unique with a suffix `-2`, `-3`.
///
/// ```swift
/// let result = try GIFTImporter.parse(text, file: "wine.gift",
///                                     options: .init(regionID: "CZ-64"))
/// for notice in result.notices { print(notice) } // wine.gift: line 12: …
/// ```
public enum GIFTImporter {
    public struct Options: Sendable, Hashable {
        public var quizID: String?
        public var regionID: String?
        public var title: LocalizedText?
        public var instructions: LocalizedText?
        public var language: Language?
        /// The language of a file without `@lang` (the session's language).
        public var defaultLanguage: Language
        /// Region ids of the dataset, to check `regionID`; nil skips the check.
        public var knownRegions: Set<String>?

        public init(quizID: String? = nil, regionID: String? = nil, title: LocalizedText? = nil,
                    instructions: LocalizedText? = nil, language: Language? = nil, defaultLanguage: Language = .cs,
                    knownRegions: Set<String>? = nil) {
            self.defaultLanguage = defaultLanguage
            self.quizID = quizID
            self.regionID = regionID
            self.title = title
            self.instructions = instructions
            self.language = language
            self.knownRegions = knownRegions
        }
    }

    /// Reads a GIFT file from disk (UTF-8).
    public static func load(_ url: URL, displayName: String? = nil, options: Options = Options()) throws -> GIFTImport {
        let name = displayName ?? url.path
        let data = try QuizFormatError.read(url, file: name, limit: .quiz)
        guard let text = String(data: data, encoding: .utf8) else {
            throw QuizFormatError(file: name, message: "is not UTF-8 text")
        }
        return try parse(text, file: name, options: options, defaultID: url.deletingPathExtension().lastPathComponent)
    }

    /// Parses GIFT text into one quiz and the list of what was not imported.
    /// - Parameter defaultID: the quiz id when neither the options nor the header give one.
    public static func parse(_ text: String, file: String, options: Options = Options(),
                             defaultID: String? = nil) throws -> GIFTImport {
        var parser = GIFTParser(file: file)
        let blocks = parser.blocks(of: text)
        let header = parser.header
        let language = options.language ?? header.language ?? options.defaultLanguage

        var parsed: [GIFTParser.ParsedQuestion] = []
        for block in blocks {
            if let q = try parser.question(in: block) { parsed.append(q) }
        }

        // Nothing importable: say why, block by block, not only "no questions".
        if parsed.isEmpty {
            let why = parser.notices.filter { $0.message.contains("not imported") || $0.message.hasPrefix("$CATEGORY") }
            let last = blocks.isEmpty ? "the file holds no question (questions are separated by blank lines; // lines are comments)"
                : "no question could be imported (only multiple choice, multiple response and true/false are)"
            throw QuizValidationError(why + [QuizFormatError(file: file, message: last)])
        }

        // Questions: ids from titles, texts in the file's language.
        var questions: [Question] = []
        var lines: [GIFTParser.ParsedQuestion] = []
        var usedIDs: Set<String> = []
        for p in parsed {
            let base = p.title.map { TextFolding.slug($0, maxLength: 60) }.flatMap { $0.isEmpty ? nil : $0 } ?? "q\(questions.count + 1)"
            var id = base
            var n = 2
            while usedIDs.contains(id) { id = "\(base)-\(n)"; n += 1 }
            usedIDs.insert(id)
            questions.append(p.makeQuestion(id: id, language: language))
            lines.append(p)
        }

        let quizID = options.quizID ?? header.id ?? defaultID ?? ""
        let quiz = Quiz(
            id: quizID,
            regionID: options.regionID ?? header.region,
            title: options.title ?? header.title(language: language) ?? LocalizedText(quizID.isEmpty ? "GIFT" : quizID),
            instructions: options.instructions ?? header.instructions(language: language),
            questions: questions)

        let problems = QuizValidator.problems(in: quiz, file: file, knownRegions: options.knownRegions) { place in
            switch place {
            case .quiz(let field):
                switch field {
                case "id": return "quiz id (give it with // @id: … or the import options)"
                case "region": return header.regionLine.map { "line \($0)" } ?? "quiz region"
                case "questions": return "(whole file)"
                default: return "quiz \(field)"
                }
            case .question(let i, let part):
                let p = lines[i]
                switch part {
                case .option(let j) where j < p.optionLines.count: return "line \(p.optionLines[j])"
                case .options: return "line \(p.answerLine)"
                default: return "line \(p.line)"
                }
            }
        }
        if !problems.isEmpty { throw QuizValidationError(problems) }
        return GIFTImport(quiz: quiz, notices: parser.notices)
    }
}

/// The result of a GIFT import: the quiz, and what was not imported (each with
/// its line): unsupported question types, ignored directives.
public struct GIFTImport: Sendable, Hashable {
    public var quiz: Quiz
    public var notices: [QuizFormatError]
}
