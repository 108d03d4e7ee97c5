import Testing
import Regio

/// The REPL's line splitter (in the library since it is a fuzz target): words,
/// quotes, escapes, blank lines of any white space, and the limits.
@Suite struct CommandLineSplitterTests {
    @Test func wordsQuotesAndEscapes() throws {
        #expect(try CommandLineSplitter.split(#"fav add "Český Krumlov" --note 'go in May'"#)
                == ["fav", "add", "Český Krumlov", "--note", "go in May"])
        #expect(try CommandLineSplitter.split(#"search Brno\ město 'it''s' "a\"b" """#) == ["search", "Brno město", "its", "a\"b", ""])
        #expect(try CommandLineSplitter.split(#"note 'a\b'"#) == ["note", #"a\b"#], "no escapes inside single quotes")
        #expect(try CommandLineSplitter.split("end\\") == ["end\\"], "a trailing backslash stays")
        // Found by fuzzing (Fuzz/regressions/replline/lone-backslash): a backslash alone was dropped.
        #expect(try CommandLineSplitter.split("\\") == ["\\"])
        #expect(try CommandLineSplitter.split("note a \\") == ["note", "a", "\\"])
        #expect(try CommandLineSplitter.command("\\") == ["\\"])
    }

    @Test(arguments: ["", "   ", "\u{0C}", "\u{0B}", "\u{85}", "\u{2028}", "\u{2029}", " \r ", "\r\n", "\u{A0}\u{3000}", "# a comment", "  \t# indented"])
    func aLineWithNothingToRunIsNil(_ line: String) throws {
        #expect(try CommandLineSplitter.command(line) == nil)
        #expect(CommandLineSplitter.isBlankOrComment(line))
    }

    @Test func aCommandIsTrimmedOfAnyWhiteSpace() throws {
        #expect(try CommandLineSplitter.command("\u{2028} regions --json \r") == ["regions", "--json"])
        #expect(try CommandLineSplitter.command("regions\u{0C}--json") == ["regions", "--json"])
        #expect(!CommandLineSplitter.isBlankOrComment("regions # not a comment here"))
    }

    @Test func anUnclosedQuoteIsAnError() {
        #expect(throws: CommandLineSplitter.SplitError.unclosedQuote) { try CommandLineSplitter.split(#"search "Brno"#) }
        #expect("\(CommandLineSplitter.SplitError.unclosedQuote)" == "a quote is not closed")
    }

    @Test func theLimitsAreNamedInTheErrors() {
        let long = String(repeating: "x", count: CommandLineSplitter.maxLineLength + 1)
        #expect(throws: CommandLineSplitter.SplitError.lineTooLong(length: 16_385)) { try CommandLineSplitter.split(long) }
        let wide = Array(repeating: "a", count: CommandLineSplitter.maxWords + 1).joined(separator: " ")
        #expect(throws: CommandLineSplitter.SplitError.tooManyWords(count: 1_001)) { try CommandLineSplitter.split(wide) }
        #expect("\(CommandLineSplitter.SplitError.tooManyWords(count: 1_001))" == "too many words: 1001, the limit is 1000 per command")
        let atLimit = Array(repeating: "a", count: CommandLineSplitter.maxWords).joined(separator: " ")
        #expect((try? CommandLineSplitter.split(atLimit))?.count == 1_000)
    }
}
