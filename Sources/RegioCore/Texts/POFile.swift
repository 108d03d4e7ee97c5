/// A gettext PO file as Regio's catalogues use it: each entry's `msgctxt` is
/// the key, `msgid` the English source and `msgstr` the text; the entry with
/// an empty `msgid` and no context is the header.
///
/// ```text
/// msgctxt "searchNoMatch"
/// msgid "No places match '{text}'."
/// msgstr "Nic neodpovídá '{text}'."
/// ```
public struct POFile: Sendable {
    /// One entry, with the line its `msgctxt` (or `msgid`) is on.
    public struct Entry: Sendable, Equatable {
        public var context: String?
        public var source: String
        public var text: String
        public var isFuzzy: Bool
        public var line: Int
    }

    public var entries: [Entry]
    /// The header's fields (`Language`, `X-Plural-Rules`, …).
    public var header: [String: String]
    /// The line of the header entry (1 when there is none).
    public var headerLine: Int

    /// Reads a PO file's text; throws a ``POFileError`` with the line of the first problem.
    public init(parsing text: String) throws(POFileError) {
        var entries: [Entry] = []
        var header: [String: String] = [:]
        var headerLine = 1
        var current = Entry(context: nil, source: "", text: "", isFuzzy: false, line: 0)
        var seen: Set<String> = []      // fields of the current entry
        var field: String?              // the field continuation lines add to
        var fuzzy = false

        func finish() throws(POFileError) {
            defer { seen = []; field = nil; fuzzy = false }
            guard !seen.isEmpty else { return }
            guard seen.contains("msgid") else { throw POFileError(line: current.line, problem: "an entry without msgid") }
            guard seen.contains("msgstr") else { throw POFileError(line: current.line, problem: "an entry without msgstr") }
            if current.context == nil && current.source.isEmpty {
                headerLine = current.line
                for line in current.text.split(separator: "\n") {
                    guard let colon = line.firstIndex(of: ":") else { continue }
                    header[String(line[..<colon]).trimmingCharacters(in: .whitespaces)] =
                        String(line[line.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
                }
            } else {
                current.isFuzzy = fuzzy
                entries.append(current)
            }
        }

        var lineNumber = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.isEmpty { try finish(); continue }
            if trimmed.hasPrefix("#") {
                if !seen.isEmpty && field != nil && seen.contains("msgstr") { try finish() }
                if trimmed.hasPrefix("#,") && trimmed.contains("fuzzy") { fuzzy = true }
                continue
            }
            if trimmed.hasPrefix("\"") {
                guard let field else { throw POFileError(line: lineNumber, problem: "a string that belongs to no msgid or msgstr") }
                let value = try Self.unquote(trimmed, line: lineNumber)
                switch field {
                case "msgctxt": current.context! += value
                case "msgid": current.source += value
                default: current.text += value
                }
                continue
            }
            guard let space = trimmed.firstIndex(where: { $0 == " " || $0 == "\t" }) else {
                throw POFileError(line: lineNumber, problem: "'\(trimmed.prefix(40))' is not a PO line")
            }
            let keyword = String(trimmed[..<space])
            let value = try Self.unquote(trimmed[space...].drop { $0 == " " || $0 == "\t" }, line: lineNumber)
            switch keyword {
            case "msgctxt", "msgid", "msgstr":
                if keyword == "msgctxt" || (keyword == "msgid" && !seen.contains("msgctxt")) {
                    if seen.contains("msgstr") { try finish() }
                    if seen.isEmpty { current = Entry(context: nil, source: "", text: "", isFuzzy: false, line: lineNumber) }
                }
                guard !seen.contains(keyword) else { throw POFileError(line: lineNumber, problem: "a second \(keyword) in one entry") }
                seen.insert(keyword)
                field = keyword
                switch keyword {
                case "msgctxt": current.context = value
                case "msgid": current.source = value
                default: current.text = value
                }
            case "msgid_plural", _ where keyword.hasPrefix("msgstr["):
                throw POFileError(line: lineNumber, problem: "gettext plurals (\(keyword)) are not used: write the forms in the text, {n, plural, one {…} other {…}}")
            default:
                throw POFileError(line: lineNumber, problem: "'\(keyword)' is not a PO keyword (msgctxt, msgid, msgstr)")
            }
        }
        try finish()
        self.entries = entries
        self.header = header
        self.headerLine = headerLine
    }

    /// The text of a quoted PO string, escapes read (`\n`, `\t`, `\"`, `\\`).
    static func unquote(_ quoted: Substring, line: Int) throws(POFileError) -> String {
        var body = quoted
        while let last = body.last, last == " " || last == "\t" { body = body.dropLast() }
        guard body.count >= 2, body.first == "\"", body.last == "\"" else {
            throw POFileError(line: line, problem: "a string must be in double quotes")
        }
        body = body.dropFirst().dropLast()
        var out = ""
        var escaped = false
        for ch in body {
            if escaped {
                switch ch {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "\"": out.append("\"")
                case "\\": out.append("\\")
                default: throw POFileError(line: line, problem: "'\\\(ch)' is not an escape PO files know (\\n \\t \\\" \\\\)")
                }
                escaped = false
            } else if ch == "\\" {
                escaped = true
            } else if ch == "\"" {
                throw POFileError(line: line, problem: "a '\"' inside a string must be written \\\"")
            } else {
                out.append(ch)
            }
        }
        if escaped { throw POFileError(line: line, problem: "a string ends in a lone '\\'") }
        return out
    }
}

/// A PO file that cannot be read, and the line where.
public struct POFileError: Error, Sendable, Equatable, CustomStringConvertible {
    public let line: Int
    public let problem: String
    public var description: String { "line \(line): \(problem)" }
}
