import Regio
/// Splits a REPL line into words like a shell: whitespace separates, single
/// and double quotes group, a backslash escapes the next character.
///
/// `fav add "Český Krumlov" --note 'go in May'` → `["fav", "add", "Český Krumlov", "--note", "go in May"]`
///
/// One pass over the line (linear time). A line longer than ``maxLineLength``
/// characters, or with more than ``maxWords`` words, is refused with an error
/// that names the limit: no command needs that much, and the argument parser
/// behind it slows down quadratically with the number of words.
enum CommandLineSplitter {
    /// The longest line accepted, in characters.
    static let maxLineLength = 16_384
    /// The most words (command, options and values) in one line or command line.
    static let maxWords = 1_000

    enum SplitError: Error, Equatable, CustomStringConvertible {
        case unclosedQuote
        case lineTooLong(length: Int)
        case tooManyWords(count: Int)

        var description: String {
            switch self {
            case .unclosedQuote:
                return tr(.splitUnclosedQuote)
            case .lineTooLong(let length):
                return tr(.splitLineTooLong, ["length": length, "limit": CommandLineSplitter.maxLineLength])
            case .tooManyWords(let count):
                return tr(.splitTooManyWords, ["count": count, "limit": CommandLineSplitter.maxWords])
            }
        }
    }

    static func split(_ line: String) throws(SplitError) -> [String] {
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
        if escaped { current.append("\\") }
        if inWord { words.append(current) }
        try checkCount(words)
        return words
    }

    /// Refuses more than ``maxWords`` arguments (also for the process's own command line).
    static func checkCount(_ words: [String]) throws(SplitError) {
        guard words.count <= maxWords else { throw .tooManyWords(count: words.count) }
    }
}
