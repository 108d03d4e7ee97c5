/// A catalogue entry with its holes, in a subset of ICU MessageFormat:
/// `{name}` puts in an argument; `{n, plural, one {…} few {…} other {…}}`
/// chooses a branch by the number `n` and the language's CLDR plural rules
/// (`=0 {…}` matches exactly 0); branches may hold holes of their own;
/// outside a choice `{{` and `}}` are braces.
///
/// ```swift
/// TextTemplate("{n} {n, plural, one {quiz} other {quizzes}}").render(["n": .integer(2)], in: .en) // "2 quizzes"
/// TextTemplate("{n} {n, plural, one {kvíz} few {kvízy} many {kvízu} other {kvízů}}")
///     .render(["n": .integer(5)], in: .cs)                                                    // "5 kvízů"
/// ```
public struct TextTemplate: Hashable, Sendable {
    public let source: String
    /// The pieces, read once.
    private let read: Result<[Piece], TextTemplateError>

    public init(_ source: String) {
        self.source = source
        // Most entries (help texts among them) have no holes.
        guard source.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) else {
            read = .success(source.isEmpty ? [] : [.literal(source)])
            return
        }
        var parser = TemplateParser(characters: Array(source))
        do { read = .success(try parser.message(nested: false)) } catch { read = .failure(error) }
    }

    public static func == (a: TextTemplate, b: TextTemplate) -> Bool { a.source == b.source }
    public func hash(into hasher: inout Hasher) { hasher.combine(source) }

    /// One piece of a template.
    enum Piece: Hashable, Sendable {
        case literal(String)
        case argument(String)
        case plural(String, branches: [Branch])
    }

    /// A plural choice's branch: an exact number (`=0`) or a category.
    struct Branch: Hashable, Sendable {
        enum Selector: Hashable, Sendable {
            case exactly(Double)
            case category(PluralCategory)
        }
        var selector: Selector
        var pieces: [Piece]
    }

    /// The pieces, or a ``TextTemplateError`` saying where the syntax is wrong.
    func parsed() throws(TextTemplateError) -> [Piece] { try read.get() }

    /// The pieces; a template that cannot be read is one literal (a catalogue's
    /// texts are checked before they are shown, so this is for texts that slipped through).
    var pieces: [Piece] {
        switch read {
        case .success(let pieces): return pieces
        case .failure: return [.literal(source)]
        }
    }

    /// The names of the arguments the template uses (in holes and plural choices).
    public var argumentNames: Set<String> {
        var names: Set<String> = []
        func visit(_ pieces: [Piece]) {
            for piece in pieces {
                switch piece {
                case .literal: break
                case .argument(let name): names.insert(name)
                case .plural(let name, let branches): names.insert(name); branches.forEach { visit($0.pieces) }
                }
            }
        }
        visit(pieces)
        return names
    }

    /// Each plural choice's argument and categories (exact `=N` branches left out).
    public var pluralChoices: [(argument: String, categories: Set<PluralCategory>)] {
        var found: [(String, Set<PluralCategory>)] = []
        func visit(_ pieces: [Piece]) {
            for case .plural(let name, let branches) in pieces {
                found.append((name, Set(branches.compactMap { if case .category(let c) = $0.selector { c } else { nil } })))
                branches.forEach { visit($0.pieces) }
            }
        }
        visit(pieces)
        return found
    }

    /// The fixed text outside the holes (for checks that no English text leaks
    /// into another language's output).
    public var literals: [String] {
        var found: [String] = []
        func visit(_ pieces: [Piece]) {
            for piece in pieces {
                switch piece {
                case .literal(let s): found.append(s)
                case .argument: break
                case .plural(_, let branches): branches.forEach { visit($0.pieces) }
                }
            }
        }
        visit(pieces)
        return found
    }

    /// The text with `arguments` put in; a missing argument shows as `{name}`.
    public func render(_ arguments: [String: TextValue], in language: Language) -> String {
        // Most entries (help texts among them) have no holes: a REPL command
        // renders dozens of them while its parser is built.
        if case .success(let pieces) = read, pieces.count <= 1, case .literal(let text)? = pieces.first ?? .literal("") { return text }
        var out = ""
        render(pieces, arguments, in: language, format: TextCatalogues.shared.format(of: language), into: &out)
        return out
    }

    private func render(_ pieces: [Piece], _ arguments: [String: TextValue], in language: Language,
                        format: NumberFormat, into out: inout String) {
        for piece in pieces {
            switch piece {
            case .literal(let s): out += s
            case .argument(let name):
                out += arguments[name].map { $0.rendered(in: language) } ?? "{\(name)}"
            case .plural(let name, let branches):
                guard let value = arguments[name], let operands = value.pluralOperands else { out += "{\(name)}"; continue }
                let category = format.pluralRules.category(operands)
                let branch = branches.first { $0.selector == .exactly(operands.n) && operands.v == 0 }
                    ?? branches.first { $0.selector == .category(category) }
                    ?? branches.first { $0.selector == .category(.other) }
                if let branch { render(branch.pieces, arguments, in: language, format: format, into: &out) }
            }
        }
    }
}

/// Where and why a template cannot be read.
public struct TextTemplateError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The character offset in the template.
    public let offset: Int
    public let problem: String
    public var description: String { "\(problem) (at character \(offset + 1))" }
}

/// Reads the ICU subset ``TextTemplate`` documents.
private struct TemplateParser {
    let characters: [Character]
    var i = 0

    init(characters: [Character]) { self.characters = characters }

    func fail(_ problem: String) -> TextTemplateError { TextTemplateError(offset: i, problem: problem) }

    /// Pieces up to the end, or up to the `}` closing a branch when `nested`.
    mutating func message(nested: Bool) throws(TextTemplateError) -> [TextTemplate.Piece] {
        var pieces: [TextTemplate.Piece] = []
        var literal = ""
        func flush() { if !literal.isEmpty { pieces.append(.literal(literal)); literal = "" } }
        while i < characters.count {
            let ch = characters[i]
            // Inside a branch "}}" is the branch's end and the choice's, never a brace.
            if !nested, ch == "{" || ch == "}", i + 1 < characters.count, characters[i + 1] == ch {
                literal.append(ch); i += 2; continue
            }
            if ch == "}" {
                guard nested else { throw fail("a '}' that closes nothing (write '}}' for a brace)") }
                flush()
                return pieces
            }
            if ch == "{" {
                flush()
                pieces.append(try hole())
                continue
            }
            literal.append(ch); i += 1
        }
        if nested { throw fail("a plural branch is not closed with '}'") }
        flush()
        return pieces
    }

    mutating func skipSpaces() { while i < characters.count, characters[i].isWhitespace { i += 1 } }

    mutating func word() -> String {
        var w = ""
        while i < characters.count, characters[i].isLetter || characters[i].isNumber || characters[i] == "_" || characters[i] == "=" || characters[i] == "." {
            w.append(characters[i]); i += 1
        }
        return w
    }

    /// `{name}` or `{name, plural, …}`, from its `{`.
    mutating func hole() throws(TextTemplateError) -> TextTemplate.Piece {
        let start = i
        i += 1
        skipSpaces()
        let name = word()
        guard !name.isEmpty, !name.contains("=") else { i = start; throw fail("a '{' without an argument name (write '{{' for a brace)") }
        skipSpaces()
        if i < characters.count, characters[i] == "}" { i += 1; return .argument(name) }
        guard i < characters.count, characters[i] == "," else { throw fail("'{\(name)' is not closed with '}'") }
        i += 1; skipSpaces()
        let kind = word()
        guard kind == "plural" else { throw fail("'\(kind)' is not a kind of choice (only 'plural' is)") }
        skipSpaces()
        guard i < characters.count, characters[i] == "," else { throw fail("'plural' needs a ',' before its branches") }
        i += 1
        var branches: [TextTemplate.Branch] = []
        while true {
            skipSpaces()
            guard i < characters.count else { throw fail("the plural choice of '\(name)' is not closed with '}'") }
            if characters[i] == "}" { i += 1; break }
            let selectorText = word()
            let selector: TextTemplate.Branch.Selector
            if selectorText.hasPrefix("="), let value = Double(selectorText.dropFirst()) {
                selector = .exactly(value)
            } else if let category = PluralCategory(rawValue: selectorText) {
                selector = .category(category)
            } else {
                throw fail("'\(selectorText)' is not a plural category (zero, one, two, few, many, other) or =N")
            }
            skipSpaces()
            guard i < characters.count, characters[i] == "{" else { throw fail("the branch '\(selectorText)' needs its text in braces") }
            i += 1
            let pieces = try message(nested: true)
            i += 1 // the branch's closing brace
            if branches.contains(where: { $0.selector == selector }) { throw fail("the branch '\(selectorText)' is given twice") }
            branches.append(.init(selector: selector, pieces: pieces))
        }
        guard branches.contains(where: { $0.selector == .category(.other) }) else {
            throw TextTemplateError(offset: start, problem: "the plural choice of '\(name)' has no 'other' branch")
        }
        return .plural(name, branches: branches)
    }
}
