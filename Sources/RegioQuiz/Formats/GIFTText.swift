import Foundation

/// One character of a GIFT question with what the parser needs: whether it
/// was escaped with a backslash, and the line it came from.
struct GIFTChar: Equatable {
    var char: Character
    var escaped: Bool
    var line: Int

    /// True for an unescaped `c`, i.e. a GIFT control character.
    func isControl(_ c: Character) -> Bool { !escaped && char == c }
}

/// A slice of GIFT characters with the scanning operations the parser uses.
struct GIFTText {
    var chars: [GIFTChar]

    /// Splits raw lines into characters, resolving the escapes
    /// `\~ \= \# \{ \} \: \\` (a literal character) and `\n` (a new line).
    /// A backslash before any other character stays a backslash.
    init(lines: [(number: Int, text: String)]) {
        var out: [GIFTChar] = []
        for (k, line) in lines.enumerated() {
            if k > 0 { out.append(GIFTChar(char: "\n", escaped: true, line: line.number)) }
            let it = Array(line.text)
            var i = 0
            while i < it.count {
                let c = it[i]
                if c == "\\", i + 1 < it.count {
                    let n = it[i + 1]
                    if "~=#{}:\\".contains(n) {
                        out.append(GIFTChar(char: n, escaped: true, line: line.number))
                        i += 2
                        continue
                    }
                    if n == "n" {
                        out.append(GIFTChar(char: "\n", escaped: true, line: line.number))
                        i += 2
                        continue
                    }
                }
                out.append(GIFTChar(char: c, escaped: false, line: line.number))
                i += 1
            }
        }
        chars = out
    }

    init(_ chars: [GIFTChar]) { self.chars = chars }

    var isEmpty: Bool { chars.isEmpty }
    var count: Int { chars.count }
    subscript(_ i: Int) -> GIFTChar { chars[i] }
    subscript(_ r: Range<Int>) -> GIFTText { GIFTText(Array(chars[r])) }

    /// The first index ≥ `from` of an unescaped `c`.
    func firstControl(_ c: Character, from: Int = 0) -> Int? {
        var i = from
        while i < chars.count {
            if chars[i].isControl(c) { return i }
            i += 1
        }
        return nil
    }

    /// The first index ≥ `from` where the unescaped sequence `s` starts.
    func firstControl(sequence s: String, from: Int = 0) -> Int? {
        let seq = Array(s)
        guard !seq.isEmpty, chars.count >= seq.count else { return nil }
        var i = from
        while i + seq.count <= chars.count {
            if (0..<seq.count).allSatisfy({ chars[i + $0].isControl(seq[$0]) }) { return i }
            i += 1
        }
        return nil
    }

    /// Whether the unescaped sequence `s` starts at `i`.
    func hasControl(sequence s: String, at i: Int) -> Bool {
        let seq = Array(s)
        guard i >= 0, i + seq.count <= chars.count else { return false }
        return (0..<seq.count).allSatisfy { chars[i + $0].isControl(seq[$0]) }
    }

    /// The first index ≥ `from` that is not whitespace.
    func skipWhitespace(from: Int) -> Int {
        var i = from
        while i < chars.count, chars[i].char.isWhitespace { i += 1 }
        return i
    }

    /// The text with escapes resolved, blank lines and surrounding whitespace
    /// removed, each line trimmed.
    var string: String {
        String(chars.map(\.char))
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .joined(separator: "\n")
    }
}
