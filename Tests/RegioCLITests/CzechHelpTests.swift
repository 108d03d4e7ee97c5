import Foundation
import Testing

/// `--help` in a Czech session is Czech: the commands' own texts come from the
/// catalogue and argument-parser's words (OVERVIEW:, OPTIONS:, "Show help
/// information.", "(default: …)", its usage errors) are put in Czech by
/// `ParserWords`; English stays the default.
@Suite struct CzechHelpTests {
    /// The commands whose `--help` must be all Czech ([]: `regio --help`).
    static let commands: [[String]] = [
        [], ["regions"], ["region"], ["where"], ["quizzes"],
        ["quiz"], ["quiz", "run"], ["quiz", "import"], ["quiz", "generate"],
        ["videos"], ["watched"], ["sync"], ["sync", "update"], ["sync", "status"],
        ["clusters"], ["cluster"], ["place"],
        ["fav"], ["fav", "add"], ["fav", "list"], ["fav", "note"], ["fav", "remove"], ["fav", "refresh"],
        ["map"], ["serve"], ["search"], ["quiz", "history"], ["fav", "export"], ["fav", "import"],
        ["tiles"], ["offline"], ["offline", "pack"], ["dataset"], ["dataset", "build"],
    ]

    /// English words that are in no Czech sentence (Czech "a", "to", "by", "on"
    /// are Czech words too, so they are not here), and the parser's headings.
    static let englishWords: Set<String> = [
        "the", "of", "with", "and", "or", "for", "from", "is", "are", "in", "into", "when", "this", "that", "which",
        "your", "you", "an", "its", "each", "only", "what", "where", "show", "shows", "usage", "overview", "options",
        "arguments", "subcommands", "subcommand", "default", "values", "example", "examples", "see", "information",
        "detailed", "help", "missing", "unknown", "unexpected", "expected", "value", "invalid", "please", "provide",
        "mean", "did", "error", "not", "never", "after", "before", "without", "every", "first", "then", "otherwise",
    ]

    /// The English words of a line of help, leaving out what reads the same in both
    /// languages: options (--near, -h), value names (<file>), quoted commands and
    /// text (`clusters`, 'regio help …', "Zlín Region"), addresses and paths, and a
    /// command line after `regio` (in usage lines: `regio where`).
    static func englishWords(in line: String) -> [String] {
        var text = line
        for pattern in [#"`[^`]*`"#, #"'[^']*'"#, #""[^"]*""#, #"<[^>]*>"#, #"\S*/\S*"#, #"\S+:\S+"#, #"(?<![\p{L}\d])--?[A-Za-z][\w-]*"#,
                        #"\bregio\b(?: [a-z][a-z-]*)*"#] {
            text = text.replacingOccurrences(of: pattern, with: " ", options: .regularExpression)
        }
        // A line of a command list or an example starts with a command name: `where`, `help` there are commands.
        let words = text.split { !$0.isLetter }.map { $0.lowercased() }
        let commandNames: Set<String> = ["where", "help"]
        return words.enumerated().filter { i, word in
            englishWords.contains(word) && !(i == 0 && commandNames.contains(word) && line.hasPrefix("  "))
        }.map(\.element)
    }

    /// The lines of `text` with English words, with those words.
    static func englishLines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init).compactMap { line in
            let words = englishWords(in: line)
            return words.isEmpty ? nil : "\(line)    ← \(words.joined(separator: ", "))"
        }
    }

    @Test func theCheckFindsEnglish() {
        #expect(Self.englishWords(in: "  -h, --help              Show help information.") == ["show", "help", "information"])
        #expect(Self.englishWords(in: "OPTIONS:") == ["options"])
        #expect(Self.englishWords(in: "  --limit <n>   Ukáže nejvýše n míst. (default: 10)") == ["default"])
        #expect(Self.englishWords(in: "  -h, --help              Ukáže nápovědu.").isEmpty)
        #expect(Self.englishWords(in: "  where 50.0875 14.4213 --json").isEmpty)
        #expect(Self.englishWords(in: #"  quiz generate "Zlín Region" --json > zlin.json"#).isEmpty)
        #expect(Self.englishWords(in: "Podrobnou nápovědu ukáže 'regio help <podpříkaz>'.").isEmpty)
    }

    @Test func everyCommandsHelpIsCzech() throws {
        let regio = try RegioProcess()
        for command in Self.commands {
            let r = try regio.run(["--lang", "cs"] + command + ["--help"])
            let name = (["regio"] + command).joined(separator: " ")
            #expect(r.status == 0, "\(name) --help: \(r.stderr)")
            #expect(r.stdout.contains("PŘEHLED:") && r.stdout.contains("POUŽITÍ:") && r.stdout.contains("VOLBY:"),
                    "\(name) --help:\n\(r.stdout)")
            let english = Self.englishLines(r.stdout + r.stderr)
            #expect(english.isEmpty, "\(name) --help has English:\n\(english.joined(separator: "\n"))")
        }
    }

    @Test func aCzechLocaleAloneGivesCzechHelp() throws {
        let r = try RegioProcess().run(["where", "--help"], environment: ["LANG": "cs_CZ.UTF-8"])
        #expect(r.stdout.contains("PŘEHLED:") && r.stdout.contains("Ukáže nápovědu."), "\(r.stdout)")
        #expect(Self.englishLines(r.stdout).isEmpty, "\(Self.englishLines(r.stdout))")
    }

    @Test func theHelpCommandAndTheREPLSpeakCzech() throws {
        let regio = try RegioProcess()
        let help = try regio.run(["--lang", "cs", "help"])
        #expect(help.stdout.contains("PODPŘÍKAZY:") && help.stdout.contains("Podrobnou nápovědu k podpříkazu ukáže 'regio help <podpříkaz>'."),
                "\(help.stdout)")
        #expect(Self.englishLines(help.stdout).isEmpty, "\(Self.englishLines(help.stdout))")
        let helpOf = try regio.run(["--lang", "cs", "help", "fav", "note"])
        #expect(helpOf.stdout.contains("ARGUMENTY:") && helpOf.stdout.contains("fav note wikidata:Q266698 v pondělí zavřeno"),
                "\(helpOf.stdout)")
        let repl = try regio.run(["--lang", "cs"], input: "help where\nhelp quiz\n")
        #expect(repl.stdout.contains("PŘEHLED:") && repl.stdout.contains("(výchozí)"), "\(repl.stdout)")
        #expect(Self.englishLines(repl.stdout + repl.stderr).isEmpty, "\(Self.englishLines(repl.stdout + repl.stderr))")
    }

    @Test func usageErrorsAreCzech() throws {
        let regio = try RegioProcess()
        // (`--lang cs` first is the session's language; after the command it is the command's.)
        let cases: [([String], String)] = [
            (["--lang", "cs", "regions", "--bogus"], "Neznámá volba '--bogus'"),
            (["--lang", "cs", "regions", "--jsn"], "Měli jste na mysli '--json'?"),
            (["--lang", "cs", "region"], "Chybí očekávaný argument '<query> ...'"),
            (["cluster", "c6-35", "--lang", "cs", "--limit"], "Chybí hodnota volby '--limit <n>'"),
            (["--lang", "cs", "regions", "extra", "words"], "2 nečekané argumenty: 'extra', 'words'"),
            (["--lang", "cs", "regions", "--json=yes"], "Volba '--json' nebere žádnou hodnotu, ale bylo zadáno 'yes'."),
            (["--lang", "cs", "quiz", "CZ-64", "--mode", "sometimes"],
             "Zadejte jednu z hodnot 'immediate', 'interactive' nebo 'deferred'."),
            (["--lang", "cs", "cluster", "c6-35", "--limit", "many"], "Hodnota 'many' není platná pro '--limit <n>'"),
        ]
        for (arguments, expected) in cases {
            let r = try regio.run(arguments)
            #expect(r.status != 0, "\(arguments)")
            #expect(r.stderr.hasPrefix("chyba: ") && r.stderr.contains(expected), "\(arguments):\n\(r.stderr)")
            #expect(r.stderr.contains("Použití: ") && r.stderr.contains("Více informací: 'regio "), "\(arguments):\n\(r.stderr)")
            #expect(Self.englishLines(r.stderr).isEmpty, "\(arguments): \(Self.englishLines(r.stderr))")
        }
        // Options before the command are parsed apart (main.swift): their errors too.
        let lang = try regio.run(["--lang", "cs-!", "regions"])
        #expect(lang.status != 0 && lang.stderr.hasPrefix("chyba: ") && lang.stderr.contains("Použití: "), "\(lang.stderr)")
        #expect(Self.englishLines(lang.stderr).isEmpty, "\(Self.englishLines(lang.stderr))")
    }

    @Test func englishStaysTheDefault() throws {
        let regio = try RegioProcess()
        for arguments in [["--lang", "en", "search", "--help"], ["where", "--help"], ["--lang", "en", "map", "--help"]] {
            let r = try regio.run(arguments)
            #expect(r.status == 0)
            for phrase in ["OVERVIEW:", "USAGE:", "OPTIONS:", "Show help information."] {
                #expect(r.stdout.contains(phrase), "\(arguments): no “\(phrase)” in\n\(r.stdout)")
            }
            #expect(!r.stdout.contains("PŘEHLED") && !r.stdout.contains("Ukáže nápovědu"), "\(arguments)")
        }
        // … and the check above finds English help.
        #expect(Self.englishLines(try regio.run(["--lang", "en", "where", "--help"]).stdout).count > 5)
        let map = try regio.run(["--lang", "en", "map", "--help"])
        #expect(map.stdout.contains("Keep the page upright.") && map.stdout.contains("(default: A4)"))
        let bogus = try regio.run(["--lang", "en", "regions", "--bogus"])
        #expect(bogus.stderr.contains("Unknown option '--bogus'") && bogus.stderr.contains("Usage: regio regions"), "\(bogus.stderr)")
    }
}
