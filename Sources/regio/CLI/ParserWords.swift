import Foundation
import Regio

/// swift-argument-parser's own words in the help and the usage errors it
/// writes ("OVERVIEW:", "USAGE:", "OPTIONS:", "Show help information.",
/// "(default: …)", "Unknown option '--x'", "Usage:", …), put in the interface
/// language before the text is printed. The parser speaks only English, so
/// in English the text stays as it is.
///
/// The phrases are catalogue keys (`parser…`): each English text is the
/// parser's phrase exactly, with holes (`{option}`) where the parser puts in a
/// name or a value, and is read as a pattern; the Czech text is written in its
/// place with the same holes filled.
///
/// ```swift
/// ParserWords.translated("Error: Unknown option '--bogus'\nUsage: regio regions …", into: .cs)
/// // "chyba: Neznámá volba '--bogus'\nPoužití: regio regions …"
/// ```
enum ParserWords {
    /// A phrase of the parser, and where it stands.
    struct Phrase {
        let key: CLITextKey
        /// Only at the start of a line (after its indentation): headings, `Usage:`, `Help:`.
        var atLineStart = false
        /// A heading whose following lines are indented to its width (argument-parser's
        /// hanging indent of a long usage line): those lines follow the new width.
        var hanging = false
    }

    /// In order: longer phrases before those they contain; phrases with holes
    /// before the words they put in (`<subcommand>`, `[<options>]`).
    static let phrases: [Phrase] = [
        Phrase(key: .parserOverview, atLineStart: true),
        Phrase(key: .parserUsageHeading, atLineStart: true, hanging: true),
        Phrase(key: .parserArguments, atLineStart: true),
        Phrase(key: .parserOptions, atLineStart: true),
        Phrase(key: .parserSubcommands, atLineStart: true),
        Phrase(key: .parserUsage, atLineStart: true, hanging: true),
        Phrase(key: .parserHelp, atLineStart: true),
        Phrase(key: .parserSeeDetailedHelp),
        Phrase(key: .parserSeeMore),
        Phrase(key: .parserHelpCommandAbstract),
        Phrase(key: .parserShowHelp),
        Phrase(key: .parserShowVersion),
        Phrase(key: .parserUnknownOptionSuggestion),
        Phrase(key: .parserUnknownOption),
        Phrase(key: .parserMissingArgument),
        Phrase(key: .parserMissingOneOf),
        Phrase(key: .parserMissingValue),
        Phrase(key: .parserTakesNoValue),
        Phrase(key: .parserUnexpectedArguments),
        Phrase(key: .parserUnexpectedArgument),
        Phrase(key: .parserInvalidValueFor),
        Phrase(key: .parserInvalidValue),
        Phrase(key: .parserProvideOneOfFollowing),
        Phrase(key: .parserProvideOneOf),
        Phrase(key: .parserMissingSubcommand),
        Phrase(key: .parserInvalidOption, atLineStart: true),
        Phrase(key: .parserDefaultSubcommand),
        Phrase(key: .parserDefault),
        Phrase(key: .parserValuesDefault),
        Phrase(key: .parserDefaultAsFlag),
        Phrase(key: .parserValues),
        Phrase(key: .parserSubcommandPlaceholder),
        Phrase(key: .parserOptionsPlaceholder),
    ]

    /// `text` (help or a usage error from the parser) with the parser's words in `language`.
    static func translated(_ text: String, into language: Language) -> String {
        guard language != .en else { return text }
        let texts = Texts(language)
        var out = text
        // The parser's "Error: " before a usage error: the CLI's own prefix (as for every error).
        if out.hasPrefix("Error: ") { out = texts(.errorPrefix) + " " + out.dropFirst("Error: ".count) }
        for phrase in phrases { out = replace(phrase, in: out, texts: texts) }
        return out
    }

    /// Prints the parser's message for `error` (help on stdout, errors on stderr) in the
    /// interface language and exits with the parser's status: `exit(withError:)`, translated.
    static func exit(withError error: Error) -> Never {
        let text = translated(GlobalOptions.fullMessage(for: error), into: tr.language)
        let code = GlobalOptions.exitCode(for: error)
        if !text.isEmpty {
            let handle = code == .success ? FileHandle.standardOutput : FileHandle.standardError
            handle.write(Data((text + "\n").utf8))
        }
        Foundation.exit(code.rawValue)
    }

    // MARK: Patterns

    /// The English text of `key` as a pattern: its holes match a name or value on the line.
    static func pattern(for phrase: Phrase) -> (NSRegularExpression, holes: [String]) {
        let source = phrase.key.english
        let hole = try! NSRegularExpression(pattern: #"\{([A-Za-z]+)\}"#)
        var pattern = phrase.atLineStart ? "(?m)^([ \\t]*)" : "()"
        var holes: [String] = []
        var last = source.startIndex
        let all = NSRange(source.startIndex..., in: source)
        let matches = hole.matches(in: source, range: all)
        for (i, match) in matches.enumerated() {
            let range = Range(match.range, in: source)!
            pattern += NSRegularExpression.escapedPattern(for: String(source[last..<range.lowerBound]))
            // A hole at the end takes the rest of the line; others as little as they can.
            let atEnd = i == matches.count - 1 && range.upperBound == source.endIndex
            pattern += atEnd ? "(.+)" : "(.+?)"
            holes.append(String(source[Range(match.range(at: 1), in: source)!]))
            last = range.upperBound
        }
        pattern += NSRegularExpression.escapedPattern(for: String(source[last...]))
        return (try! NSRegularExpression(pattern: pattern), holes)
    }

    private static func replace(_ phrase: Phrase, in text: String, texts: Texts) -> String {
        let (regex, holes) = pattern(for: phrase)
        let ns = text as NSString
        var out = ""
        var last = 0
        var widthChange: Int?  // for a hanging heading: how much wider the new words are
        for match in regex.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
            out += ns.substring(with: NSRange(location: last, length: match.range.location - last))
            var arguments: [String: TextValue] = [:]
            for (i, name) in holes.enumerated() {
                var value = ns.substring(with: match.range(at: i + 2))
                if phrase.key == .parserProvideOneOf {
                    // 'a', 'b' or 'c' / 'a' and 'b': the list's own words.
                    value = value.replacingOccurrences(of: CLITextKey.parserListOr.english, with: texts(.parserListOr))
                        .replacingOccurrences(of: CLITextKey.parserListAnd.english, with: texts(.parserListAnd))
                }
                arguments[name] = .text(value)
            }
            let indent = ns.substring(with: match.range(at: 1))
            let words = texts(Message(phrase.key, arguments))
            out += indent + words
            if phrase.hanging { widthChange = words.count - phrase.key.english.count }
            last = match.range.location + match.range.length
        }
        guard last > 0 else { return text }
        out += ns.substring(from: last)
        if let widthChange, widthChange > 0 { out = reindented(out, after: texts(Message(phrase.key)), by: widthChange) }
        return out
    }

    /// The lines that continue a hanging heading (those after it indented by the
    /// heading's old width, up to a blank line), indented by `extra` spaces more.
    private static func reindented(_ text: String, after heading: String, by extra: Int) -> String {
        var lines = text.components(separatedBy: "\n")
        var inBlock = false
        var hangingIndent = 0
        for i in lines.indices {
            let line = lines[i]
            if line.hasPrefix(heading + " ") {
                inBlock = true
                hangingIndent = heading.count + 1 - extra
                continue
            }
            guard inBlock else { continue }
            let spaces = line.prefix { $0 == " " }.count
            if line.isEmpty || spaces < hangingIndent { inBlock = false; continue }
            lines[i] = String(repeating: " ", count: extra) + line
        }
        return lines.joined(separator: "\n")
    }
}
