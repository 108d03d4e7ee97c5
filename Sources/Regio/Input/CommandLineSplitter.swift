import Foundation
import RegioCore

/// Splits a REPL line (or a line a front end reads) into words like a shell: whitespace separates, single
/// and double quotes group, a backslash escapes the next character.
///
/// `fav add "Český Krumlov" --note 'go in May'` → `["fav", "add", "Český Krumlov", "--note", "go in May"]`
///
/// One pass over the line (linear time). A line longer than ``maxLineLength``
/// characters, or with more than ``maxWords`` words, is refused with an error
/// that names the limit: no command needs that much, and the argument parser
/// behind it slows down quadratically with the number of words.
public enum CommandLineSplitter {
    /// The longest line accepted, in characters.
    public static let maxLineLength = 16_384
    /// The most bytes (UTF-8) in one line: a line of many-byte characters
    /// (or one huge character of combining marks) stays bounded too.
    public static let maxLineBytes = 4 * maxLineLength
    /// The most words (command, options and values) in one line or command line.
    public static let maxWords = 1_000

    /// Why a line was refused; ``description`` is the message to show.
    public enum SplitError: Error, Equatable, Sendable, CustomStringConvertible, LocalizableError {
        case unclosedQuote
        case lineTooLong(length: Int)
        case lineTooLarge
        case tooManyWords(count: Int)

        /// What is wrong, as a catalogue message.
        public var message: Message {
            switch self {
            case .unclosedQuote:
                return Message(.splitUnclosedQuote)
            case .lineTooLong(let length):
                return Message(.splitLineTooLong, ["length": length, "limit": CommandLineSplitter.maxLineLength])
            case .lineTooLarge:
                return Message(.splitLineTooLarge, ["bytes": CommandLineSplitter.maxLineBytes, "limit": CommandLineSplitter.maxLineLength])
            case .tooManyWords(let count):
                return Message(.splitTooManyWords, ["count": count, "limit": CommandLineSplitter.maxWords])
            }
        }

        public func message(in language: Language) -> String { message.text(in: language) }
        public var description: String { message.text(in: .en) }
    }

    /// The words of a command line the user typed, or nil when the line holds
    /// nothing to run: only white space (any kind: form feed, U+2028, the CR of
    /// pasted CRLF text) or a comment starting with `#`.
    ///
    /// `"  regions --json \r"` → `["regions", "--json"]`; `"\u{0C}"` → nil; `"# note"` → nil.
    public static func command(_ line: String) throws(SplitError) -> [String]? {
        let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty || trimmed.hasPrefix("#") { return nil }
        let words = try split(trimmed)
        return words.isEmpty ? nil : words
    }

    /// True for a line with nothing to run: only white space, or a `#` comment.
    public static func isBlankOrComment(_ line: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty || trimmed.hasPrefix("#")
    }

    /// The words of `line` (quotes grouped, escapes applied); empty for a blank line.
    public static func split(_ line: String) throws(SplitError) -> [String] {
        guard line.utf8.count <= maxLineBytes else { throw .lineTooLarge }
        let length = line.count
        guard length <= maxLineLength else { throw .lineTooLong(length: length) }
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for ch in line {
            if escaped { current.append(ch); escaped = false; inWord = true; continue }
            if ch == "\\" && quote != "'" { escaped = true; continue }
            if let q = quote {
                if ch == q { quote = nil } else { current.append(ch) }
                continue
            }
            if ch == "\"" || ch == "'" { quote = ch; inWord = true; continue }
            if ch.isWhitespace {
                if inWord { words.append(current); current = ""; inWord = false }
                continue
            }
            current.append(ch); inWord = true
        }
        if quote != nil { throw .unclosedQuote }
        if escaped { current.append("\\"); inWord = true }  // a trailing backslash is kept as a word of its own too
        if inWord { words.append(current) }
        try checkCount(words)
        return words
    }

    /// Refuses more than ``maxWords`` arguments (also for the process's own command line).
    public static func checkCount(_ words: [String]) throws(SplitError) {
        guard words.count <= maxWords else { throw .tooManyWords(count: words.count) }
    }
}
