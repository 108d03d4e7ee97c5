/// A catalogue entry with its holes: `{name}` puts in an argument, `{n|one|other}`
/// chooses a plural form by the number `n` (English two forms; Czech
/// `{n|one|few|many}` or `{n|one|few|many|fraction}`), `{{` and `}}` are braces.
///
/// ```swift
/// TextTemplate("{n} {n|quiz|quizzes}").render(["n": .integer(2)], in: .en)   // "2 quizzes"
/// TextTemplate("{n} {n|kvíz|kvízy|kvízů}").render(["n": .integer(5)], in: .cs) // "5 kvízů"
/// ```
public struct TextTemplate: Hashable, Sendable {
    public let source: String

    public init(_ source: String) { self.source = source }

    /// One piece of a template.
    enum Piece: Hashable {
        case literal(String)
        case argument(String)
        case plural(String, forms: [Substring])
    }

    /// The pieces in order (a lone `{` or `}` stays literal).
    var pieces: [Piece] {
        var pieces: [Piece] = []
        var literal = ""
        var i = source.startIndex
        while i < source.endIndex {
            let ch = source[i]
            let next = source.index(after: i)
            if (ch == "{" || ch == "}"), next < source.endIndex, source[next] == ch {
                literal.append(ch); i = source.index(after: next); continue
            }
            if ch == "{", let close = source[next...].firstIndex(of: "}") {
                let inside = source[next..<close]
                if !literal.isEmpty { pieces.append(.literal(literal)); literal = "" }
                let parts = inside.split(separator: "|", omittingEmptySubsequences: false)
                let name = String(parts[0])
                pieces.append(parts.count == 1 ? .argument(name) : .plural(name, forms: Array(parts.dropFirst())))
                i = source.index(after: close); continue
            }
            literal.append(ch); i = next
        }
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        return pieces
    }

    /// The names of the arguments the template uses (in holes and plural choices).
    public var argumentNames: Set<String> {
        Set(pieces.compactMap {
            switch $0 {
            case .literal: return nil
            case .argument(let name), .plural(let name, _): return name
            }
        })
    }

    /// The plural choices' form counts, to check them against the language's rule.
    var pluralFormCounts: [Int] {
        pieces.compactMap { if case .plural(_, let forms) = $0 { return forms.count } else { return nil } }
    }

    /// The fixed text between the holes (for checks that no English text leaks into Czech output).
    public var literals: [String] {
        pieces.compactMap { if case .literal(let s) = $0 { return s } else { return nil } }
    }

    /// The text with `arguments` put in; a missing argument shows as `{name}`.
    public func render(_ arguments: [String: TextValue], in language: Language) -> String {
        // Most entries (help texts among them) have no holes: a REPL command
        // renders dozens of them while its parser is built.
        if !source.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) { return source }
        var out = ""
        for piece in pieces {
            switch piece {
            case .literal(let s): out += s
            case .argument(let name):
                out += arguments[name].map { $0.rendered(in: language) } ?? "{\(name)}"
            case .plural(let name, let forms):
                guard let value = arguments[name]?.number else { out += "{\(name)}"; continue }
                out += language.pick(forms, for: value)
            }
        }
        return out
    }
}
