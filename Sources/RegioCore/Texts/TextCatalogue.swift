import Foundation

/// One language's texts, read from its PO file (`po/de.po`): the texts by
/// key, the language's name in itself, how it writes numbers and its plural rules.
///
/// ```swift
/// let de = try TextCatalogue(file: "po/de.po", text: contents)
/// de.template(for: "searchNoMatch")?.source // "Keine Orte passen zu '{text}'."
/// ```
public struct TextCatalogue: Sendable {
    public let language: Language
    /// The language's name in itself (`X-Language-Name`: "Deutsch").
    public let name: String
    public let format: NumberFormat
    /// Where it was read from.
    public let file: String
    let texts: [String: String]
    /// The English each text translates (its `msgid`), to tell stale ones.
    let sources: [String: String]
    let lines: [String: Int]

    /// Reads a catalogue; throws a ``CatalogueProblem`` for a file whose
    /// header or syntax is wrong (an entry's own problems are found by ``problems(against:)``).
    public init(file: String, text: String) throws(CatalogueProblem) {
        try self.init(file: file, data: Data(text.utf8))
    }

    /// Reads a catalogue from the bytes of its file.
    public init(file: String, data: Data) throws(CatalogueProblem) {
        let po: POFile
        do { po = try POFile(parsing: data) } catch { throw CatalogueProblem(file: file, line: error.line, problem: error.problem) }
        self.file = file
        guard let tag = po.header["Language"], let language = Language(tag: tag) else {
            throw CatalogueProblem(file: file, line: po.headerLine, problem: "the header has no 'Language:' with a language tag (like 'Language: de')")
        }
        self.language = language
        self.name = po.header["X-Language-Name"] ?? tag
        var format = NumberFormat.english
        if let written = po.header["X-Decimal-Separator"] {
            guard let separator = NumberFormat.separator(written) else {
                throw CatalogueProblem(file: file, line: po.headerLine, problem: "X-Decimal-Separator '\(written)' is not one character or U+XXXX")
            }
            format.decimalSeparator = separator
        }
        if let written = po.header["X-Group-Separator"] {
            guard let separator = NumberFormat.separator(written) else {
                throw CatalogueProblem(file: file, line: po.headerLine, problem: "X-Group-Separator '\(written)' is not one character or U+XXXX")
            }
            format.groupSeparator = separator
        }
        if let rules = po.header["X-Plural-Rules"] {
            do { format.pluralRules = try PluralRules(rules) } catch {
                throw CatalogueProblem(file: file, line: po.headerLine, problem: "X-Plural-Rules: \(error)")
            }
        }
        self.format = format
        var texts: [String: String] = [:], sources: [String: String] = [:], lines: [String: Int] = [:]
        for entry in po.entries {
            guard let key = entry.context else {
                throw CatalogueProblem(file: file, line: entry.line, problem: "an entry without msgctxt: every text needs its key there")
            }
            if lines[key] != nil {
                throw CatalogueProblem(file: file, line: entry.line, problem: "the key '\(key)' is given twice (first on line \(lines[key]!))")
            }
            lines[key] = entry.line
            // Untranslated and fuzzy entries fall back, as gettext's do.
            guard !entry.text.isEmpty, !entry.isFuzzy else { continue }
            texts[key] = entry.text
            sources[key] = entry.source
        }
        self.texts = texts
        self.sources = sources
        self.lines = lines
    }

    /// The catalogue of texts made by `transform` from another's (the pseudo-language).
    init(language: Language, name: String, format: NumberFormat, file: String, texts: [String: String]) {
        self.language = language
        self.name = name
        self.format = format
        self.file = file
        self.texts = texts
        self.sources = [:]
        self.lines = [:]
    }

    /// The text of `key`, when this catalogue has one. (Not kept once read: a
    /// template's pieces held for the life of the process look like leaks to
    /// LeakSanitizer, whose fuzzing runs would then fail; reading one takes microseconds.)
    public func template(for key: String) -> TextTemplate? { texts[key].map(TextTemplate.init) }

    /// Every key with a text.
    public var keys: Dictionary<String, String>.Keys { texts.keys }

    /// What is wrong with the texts against the English catalogue, each with its
    /// line: a text that cannot be read, an argument English has not (or lacks),
    /// a plural choice without this language's categories, a key English has not,
    /// a `msgid` that is no longer English's text. With `complete`, also every
    /// key English has and this one lacks.
    public func problems(against english: TextCatalogue, complete: Bool = false) -> [CatalogueProblem] {
        var problems = texts.keys.sorted { (lines[$0] ?? 0, $0) < (lines[$1] ?? 0, $1) }.flatMap { self.problems(of: $0, against: english) }
        if complete {
            for key in english.texts.keys.sorted() where lines[key] == nil {
                problems.append(CatalogueProblem(file: file, line: 0, problem: "\(key): no text (English has one)", key: key, kind: .missing))
            }
        }
        return problems
    }

    /// What makes the text of `key` unusable without looking at English: it does
    /// not read, or a plural choice lacks this language's categories (an
    /// argument English has not is found when the text is shown). Nil when it is usable.
    func problemOnItsOwn(of key: String) -> CatalogueProblem? {
        guard let template = template(for: key) else { return nil }
        let line = lines[key] ?? 0
        do { _ = try template.parsed() } catch {
            return CatalogueProblem(file: file, line: line, problem: "\(key): \(error.description)", key: key)
        }
        let categories = Set(format.pluralRules.categories)
        for choice in template.pluralChoices where choice.categories != categories {
            return CatalogueProblem(file: file, line: line, problem:
                "\(key): the plural choice of {\(choice.argument)} has \(choice.categories.sorted().map(\.rawValue)); \(language.tag) needs \(categories.sorted().map(\.rawValue))",
                key: key)
        }
        return nil
    }

    /// What is wrong with the text of `key` against English's (none when this catalogue has no text for it).
    func problems(of key: String, against english: TextCatalogue) -> [CatalogueProblem] {
        guard let template = template(for: key) else { return [] }
        let line = lines[key] ?? 0
        var problems: [CatalogueProblem] = []
        func add(_ problem: String, _ kind: CatalogueProblem.Kind = .broken) {
            problems.append(CatalogueProblem(file: file, line: line, problem: "\(key): \(problem)", key: key, kind: kind))
        }
        do { _ = try template.parsed() } catch { add(error.description); return problems }
        guard let source = english.template(for: key) else { add("no such key in \(english.file)"); return problems }
        let expected = source.argumentNames, found = template.argumentNames
        if !found.subtracting(expected).isEmpty {
            add("{\(found.subtracting(expected).sorted().joined(separator: "}, {"))} is not an argument of this text (it has {\(expected.sorted().joined(separator: "}, {"))})")
        }
        if !expected.subtracting(found).isEmpty {
            add("{\(expected.subtracting(found).sorted().joined(separator: "}, {"))} is missing")
        }
        let categories = Set(format.pluralRules.categories)
        for choice in template.pluralChoices where choice.categories != categories {
            add("the plural choice of {\(choice.argument)} has \(choice.categories.sorted().map(\.rawValue)); \(language.tag) needs \(categories.sorted().map(\.rawValue))")
        }
        if let translated = sources[key], language != english.language, translated != source.source {
            add("translates an older English text; see the msgid in \(english.file)", .stale)
        }
        return problems
    }
}

/// A problem in a catalogue: the file, the line (0 for the file as a whole) and what.
public struct CatalogueProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// Whether a text can be used as it is.
    public enum Kind: Sendable, Equatable {
        /// The file, or this text, cannot be used: English is shown instead.
        case broken
        /// The text translates an older English text: still shown, to be updated.
        case stale
        /// English has a text this catalogue lacks: English is shown.
        case missing
    }
    public let file: String
    public let line: Int
    public let problem: String
    /// The key the problem is in (nil for the file as a whole).
    public var key: String? = nil
    public var kind: Kind = .broken
    public var description: String { line > 0 ? "\(file):\(line): \(problem)" : "\(file): \(problem)" }
}
