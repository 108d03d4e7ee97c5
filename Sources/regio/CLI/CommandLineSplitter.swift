/// Splits a REPL line into words like a shell: whitespace separates, single
/// and double quotes group, a backslash escapes the next character.
///
/// `fav add "Český Krumlov" --note 'go in May'` → `["fav", "add", "Český Krumlov", "--note", "go in May"]`
enum CommandLineSplitter {
    struct UnclosedQuote: Error, CustomStringConvertible {
        var description: String { "a quote is not closed" }
    }

    static func split(_ line: String) throws -> [String] {
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
        if quote != nil { throw UnclosedQuote() }
        if escaped { current.append("\\") }
        if inWord { words.append(current) }
        return words
    }
}
