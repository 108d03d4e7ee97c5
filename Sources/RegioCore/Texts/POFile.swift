import Foundation

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
        try self.init(parsing: Data(text.utf8))
    }

    /// Reads a PO file's bytes (UTF-8), a line at a time.
    public init(parsing data: Data) throws(POFileError) {
        var entries: [Entry] = []
        var header: [String: String] = [:]
        var headerLine = 1
        var context: String?
        var source = "", text = ""
        var entryLine = 0
        var seen: (context: Bool, source: Bool, text: Bool) = (false, false, false)
        var field = 0                   // 1 msgctxt, 2 msgid, 3 msgstr: the field continuation lines add to
        var fuzzy = false

        func finish() throws(POFileError) {
            defer { seen = (false, false, false); field = 0; fuzzy = false; context = nil; source = ""; text = "" }
            guard seen.context || seen.source || seen.text else { return }
            guard seen.source else { throw POFileError(line: entryLine, problem: "an entry without msgid") }
            guard seen.text else { throw POFileError(line: entryLine, problem: "an entry without msgstr") }
            if context == nil && source.isEmpty {
                headerLine = entryLine
                for line in text.split(separator: "\n") {
                    guard let colon = line.firstIndex(of: ":") else { continue }
                    header[String(line[..<colon]).trimmingCharacters(in: .whitespaces)] =
                        String(line[line.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
                }
            } else {
                entries.append(Entry(context: context, source: source, text: text, isFuzzy: fuzzy, line: entryLine))
            }
        }

        let bytes = [UInt8](data)
        var lineNumber = 0
        var start = 0
        while start <= bytes.count {
            var end = start
            while end < bytes.count && bytes[end] != 0x0A { end += 1 }
            lineNumber += 1
            var first = start, last = end
            while first < last && (bytes[first] == 0x20 || bytes[first] == 0x09) { first += 1 }
            while last > first && (bytes[last - 1] == 0x20 || bytes[last - 1] == 0x09 || bytes[last - 1] == 0x0D) { last -= 1 }
            defer { start = end + 1 }
            if first == last { try finish(); continue }
            let line = bytes[first..<last]
            if line.first == UInt8(ascii: "#") {
                if seen.text && field != 0 { try finish() }
                if line.count > 1, line[first + 1] == UInt8(ascii: ","), Self.contains(line, "fuzzy") { fuzzy = true }
                continue
            }
            if line.first == UInt8(ascii: "\"") {
                guard field != 0 else { throw POFileError(line: lineNumber, problem: "a string that belongs to no msgid or msgstr") }
                let value = try Self.unquote(line, line: lineNumber)
                switch field {
                case 1: context = (context ?? "") + value
                case 2: source += value
                default: text += value
                }
                continue
            }
            guard let space = line.firstIndex(where: { $0 == 0x20 || $0 == 0x09 }) else {
                throw POFileError(line: lineNumber, problem: "'\(String(decoding: line.prefix(40), as: UTF8.self))' is not a PO line")
            }
            let keyword = String(decoding: line[..<space], as: UTF8.self)
            var valueStart = space
            while valueStart < last && (bytes[valueStart] == 0x20 || bytes[valueStart] == 0x09) { valueStart += 1 }
            let value = try Self.unquote(bytes[valueStart..<last], line: lineNumber)
            let kind: Int
            switch keyword {
            case "msgctxt": kind = 1
            case "msgid": kind = 2
            case "msgstr": kind = 3
            default:
                guard keyword == "msgid_plural" || keyword.hasPrefix("msgstr[") else {
                    throw POFileError(line: lineNumber, problem: "'\(keyword)' is not a PO keyword (msgctxt, msgid, msgstr)")
                }
                throw POFileError(line: lineNumber, problem: "gettext plurals (\(keyword)) are not used: write the forms in the text, {n, plural, one {…} other {…}}")
            }
            if kind == 1 || (kind == 2 && !seen.context) {
                if seen.text { try finish() }
                if !(seen.context || seen.source || seen.text) { entryLine = lineNumber }
            }
            let already = kind == 1 ? seen.context : (kind == 2 ? seen.source : seen.text)
            guard !already else { throw POFileError(line: lineNumber, problem: "a second \(keyword) in one entry") }
            field = kind
            switch kind {
            case 1: seen.context = true; context = value
            case 2: seen.source = true; source = value
            default: seen.text = true; text = value
            }
        }
        try finish()
        self.entries = entries
        self.header = header
        self.headerLine = headerLine
    }

    static func contains(_ bytes: ArraySlice<UInt8>, _ word: String) -> Bool {
        let needle = Array(word.utf8)
        guard bytes.count >= needle.count else { return false }
        var i = bytes.startIndex
        while i + needle.count <= bytes.endIndex {
            if bytes[i..<(i + needle.count)].elementsEqual(needle) { return true }
            i += 1
        }
        return false
    }

    /// The text of a quoted PO string, escapes read (`\n`, `\t`, `\"`, `\\`).
    static func unquote(_ quoted: ArraySlice<UInt8>, line: Int) throws(POFileError) -> String {
        guard quoted.count >= 2, quoted.first == UInt8(ascii: "\""), quoted.last == UInt8(ascii: "\"") else {
            throw POFileError(line: line, problem: "a string must be in double quotes")
        }
        let body = quoted.dropFirst().dropLast()
        guard body.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\"") }) else {
            return String(decoding: body, as: UTF8.self)
        }
        var out: [UInt8] = []
        out.reserveCapacity(body.count)
        var escaped = false
        for byte in body {
            if escaped {
                switch byte {
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(byte)
                default:
                    throw POFileError(line: line, problem: "'\\\(String(decoding: [byte], as: UTF8.self))' is not an escape PO files know (\\n \\t \\\" \\\\)")
                }
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: "\"") {
                throw POFileError(line: line, problem: "a '\"' inside a string must be written \\\"")
            } else {
                out.append(byte)
            }
        }
        if escaped { throw POFileError(line: line, problem: "a string ends in a lone '\\'") }
        return String(decoding: out, as: UTF8.self)
    }
}

/// A PO file that cannot be read, and the line where.
public struct POFileError: Error, Sendable, Equatable, CustomStringConvertible {
    public let line: Int
    public let problem: String
    public var description: String { "line \(line): \(problem)" }
}
