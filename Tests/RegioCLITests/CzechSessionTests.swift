import Foundation
import RegioCore
import RegioTestSupport
import Testing

/// A Czech session (`--lang cs`) runs every command a person uses and no
/// English text appears in what it prints: neither the known English words
/// and phrases below nor any English text of the catalogue that differs from
/// the Czech one. (`dataset build` is checked apart, in DatasetBuildCommandTests,
/// as it needs GeoNames and Natural Earth downloads; `--help` in CzechHelpTests.)
@Suite struct CzechSessionTests {
    /// English words and phrases that must not appear in Czech output.
    static let englishWords = [
        "No places", "No quizzes", "No favourites", "your favourite", "Favourite", " favourite ", "question", "Question",
        "Wrote", " tiles", " places", "capital", "neighbours", "Clusters at", "error:", "note:", "warning:",
        "Right", "Wrong", "Answer", "Result", "Points", "passed", "Imported", "Exported", "Removed", "synced", "not modified",
        "Several places", "Which one", "Nothing", "More with", "town", "castle", "landscape", "portrait", "scale",
        "Prague", "Pilsen", "Czech Republic", "Region", "around", "distance", "attempt", "history", "never",
        "Cleared", "Refreshed", "up to date", "Splits", "single place", "in view", "Around", "Take the quiz", "You watched",
        "cannot be read", "no such file", "No such file", "is not a dataset folder",
    ]

    /// The English catalogue's fixed texts that differ from every Czech text:
    /// pieces of at least two words and eight characters.
    static var catalogueEnglish: [String] { catalogueEnglish(differingFrom: .cs) }

    /// The English catalogue's fixed texts that differ from every text of
    /// `language`: pieces of at least two words and eight characters.
    static func catalogueEnglish(differingFrom language: Language) -> [String] {
        // Every key of every module: the English catalogue's, but the web app's.
        let texts = TextCatalogues.shared
        let keys = texts.catalogues[.en].map { $0.keys.filter { !$0.hasPrefix("web.") } } ?? []
        func template(_ key: String, _ language: Language) -> TextTemplate { texts.template(for: key, in: language) ?? TextTemplate(key) }
        let czech = keys.map { template($0, language).source }.joined(separator: "\n")
        var pieces = Set<String>()
        for key in keys where template(key, .en).source != template(key, language).source {
            for literal in template(key, .en).literals {
                let piece = literal.trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters))
                guard piece.count >= 8, piece.split(separator: " ").count >= 2, !czech.contains(piece) else { continue }
                // Commands and options quoted in texts are the same in both languages.
                if piece.hasPrefix("`") || piece.hasPrefix("--") { continue }
                pieces.insert(piece)
            }
        }
        return pieces.sorted()
    }

    /// Every command a person uses, run in `language`: what each printed.
    static func session(_ language: String) throws -> [(command: String, output: String)] {
        let regio = try RegioProcess()
        var outputs: [(String, String)] = []
        func run(_ arguments: [String], input: String = "", ok: Bool = true) throws -> RegioProcess.Result {
            let r = try regio.run(["--lang", language] + arguments, input: input, timeout: 120)
            if ok { #expect(r.status == 0, "\(arguments): \(r.stderr)") } else { #expect(r.status != 0, "\(arguments) should fail") }
            outputs.append((arguments.joined(separator: " "), r.stdout + r.stderr))
            return r
        }
        _ = try run(["regions"])
        _ = try run(["region", "vysocina"])
        _ = try run(["where", "50.08", "14.43"])
        _ = try run(["where", "10", "10"])
        _ = try run(["search", "praha"])
        _ = try run(["search", "brod", "--region", "CZ-63", "--limit", "3"])
        _ = try run(["search", "--near", "brno", "--limit", "3"])
        _ = try run(["search", "zzzzqqq"])
        _ = try run(["search", "--bbox", "1,2,3"], ok: false)
        _ = try run(["search", "--radius", "5"], ok: false)
        _ = try run(["place", "geonames:3067696"])
        _ = try run(["place", "nowhere-at-all"], ok: false)
        _ = try run(["quizzes"])
        _ = try run(["quiz", "CZ-64", "--seed", "3"], input: "1\n2\nskip\n1\n1\n1\n1\n1\nn\n")
        _ = try run(["quiz", "history"])
        _ = try run(["quiz", "history", "CZ-64"])
        _ = try run(["quiz", "generate", "CZ-64"])
        _ = try run(["quiz", "nothing-like-it"], ok: false)
        _ = try run(["videos"])
        _ = try run(["watched", "101"], input: "n\n")
        _ = try run(["fav", "list"])
        _ = try run(["fav", "add", "praha", "--note", "jaro", "--tag", "výlet"])
        _ = try run(["fav", "add", "brod"], ok: false)
        _ = try run(["fav", "list"])
        _ = try run(["fav", "note", "praha", "v pondělí zavřeno"])
        _ = try run(["fav", "export", "--out", "oblibene.gpx"])
        _ = try run(["fav", "import", "oblibene.gpx"])
        _ = try run(["fav", "export", "--out", "oblibene.csv"])
        _ = try run(["fav", "import", "oblibene.csv"])
        _ = try run(["fav", "import", "chybi.gpx"], ok: false)
        _ = try run(["--data", "zadna-slozka", "regions"], ok: false)
        _ = try run(["search", "praha", "--csv", "--json"], ok: false)
        _ = try run(["fav", "refresh"])
        _ = try run(["place", "praha"], ok: false)
        _ = try run(["clusters", "--center", "49.8,15.5", "--zoom", "6"])
        let listed = try regio.run(["clusters", "--center", "49.8,15.5", "--zoom", "6", "--json"])
        let json = try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [String: Any]
        let items = json?["items"] as? [[String: Any]] ?? []
        if let id = items.first?["id"] as? String { _ = try run(["cluster", id]) }
        _ = try run(["cluster", "c9-999999"], ok: false)
        _ = try run(["map", "CZ-63", "--out", "kraj.png", "--paper", "400x300px", "--dpi", "96"])
        _ = try run(["map", "CZ-63", "--out", "kraj.pdf", "--dpi", "72"])
        _ = try run(["map", "place", "brno", "--out", "brno.png", "--paper", "400x300px", "--dpi", "96"])
        _ = try run(["map", "search", "brod", "--region", "CZ-63", "--out", "brod.png", "--paper", "600x400px", "--dpi", "96"])
        _ = try run(["map", "--center", "49.8,15.5", "--zoom", "6", "--size", "400x300", "--out", "vyrez.png"])
        _ = try run(["map", "nowhere", "--out", "x.png"], ok: false)
        _ = try run(["tiles", "--region", "CZ-10", "--zoom", "6-6", "--out", "dlazdice"])
        _ = try run(["offline", "pack", "--region", "CZ-10", "--zoom", "6-6", "--out", "balik.mbtiles"])
        _ = try run(["sync", "status"])
        _ = try run(["fav", "remove", "praha"])
        _ = try run(["fav", "list"])
        // The REPL: its banner (on a pipe there is none) and its help list.
        _ = try run([], input: "help\nregions\nsearch olomouc\n")

        return outputs
    }

    @Test func everyCommandSpeaksCzech() throws {
        let outputs = try Self.session("cs")
        let english = Self.englishWords + Self.catalogueEnglish
        for (command, printed) in outputs {
            // Other names of places and regions are data, not the interface ("také: Praag, Prague, …").
            let output = printed.split(separator: "\n").filter { !$0.hasPrefix("  také:") }.joined(separator: "\n")
            for phrase in english where output.contains(phrase) {
                Issue.record("`\(command)` printed English: “\(phrase)” in:\n\(output.prefix(1500))")
            }
        }
        #expect(outputs.count > 40)
    }

    /// German and Slovak: no English text of the catalogue that the language
    /// translates differently. (The embedded dataset's names and quiz titles are
    /// Czech and English only: data in English is not the interface.)
    @Test(arguments: ["de", "sk"])
    func everyCommandSpeaks(language: String) throws {
        let tag = try #require(Language(tag: language))
        let outputs = try Self.session(language)
        let data = try Self.embeddedQuizTexts()
        let english = Self.catalogueEnglish(differingFrom: tag).filter { !data.contains($0) }
        #expect(english.count > 100)
        for (command, printed) in outputs {
            let output = printed.split(separator: "\n").filter { !$0.hasPrefix("  " + (TextCatalogues.shared.template(for: "placeRowAlso", in: tag)?.source ?? "placeRowAlso")) }.joined(separator: "\n")
            for phrase in english where output.contains(phrase) {
                Issue.record("`\(command)` printed English in \(language): “\(phrase)” in:\n\(output.prefix(1500))")
            }
        }
    }

    /// The pseudo-language: every text from a catalogue is bracketed and
    /// accented, so English that is left outside the brackets did not come
    /// from a catalogue.
    @Test func thePseudoLanguageFindsNoTextOutsideTheCatalogues() throws {
        let outputs = try Self.session("qps")
        let data = try Self.embeddedQuizTexts()
        let english = Self.catalogueEnglish(differingFrom: .pseudo).filter { !data.contains($0) }
        for (command, printed) in outputs {
            #expect(printed.contains("[") || printed.isEmpty, "`\(command)` printed nothing from a catalogue:\n\(printed.prefix(500))")
            let outside = Self.outsideBrackets(printed)
            for phrase in english where outside.contains(phrase) {
                Issue.record("`\(command)` printed “\(phrase)” outside the catalogues in:\n\(printed.prefix(1500))")
            }
            for word in ["error:", "Error:", "warning:", "note:", "Usage:", "See '"] where outside.contains(word) {
                Issue.record("`\(command)` printed “\(word)” outside the catalogues in:\n\(printed.prefix(1500))")
            }
        }
    }

    /// The embedded quizzes are written in Czech and English: their English is
    /// data, shown where another language is missing, not the interface.
    static func embeddedQuizTexts() throws -> String {
        let folder = TestData.repository.appendingPathComponent("data/quizzes")
        return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .map { try String(contentsOf: $0, encoding: .utf8) }.joined()
    }

    /// `text` without its bracketed pieces (a catalogue text may hold brackets of its own).
    static func outsideBrackets(_ text: String) -> String {
        var out = "", depth = 0
        for ch in text {
            if ch == "[" { depth += 1; continue }
            if ch == "]" { depth = max(0, depth - 1); continue }
            if depth == 0 { out.append(ch) }
        }
        return out
    }

    @Test func theCatalogueCheckFindsEnglishText() {
        // The check above can fail: the English catalogue has texts it looks for.
        let pieces = Self.catalogueEnglish
        #expect(pieces.contains { $0.contains("No places match") })
        #expect(pieces.count > 100)
    }

    @Test func aCzechLocaleAloneSpeaksCzech() throws {
        let regio = try RegioProcess()
        let r = try regio.run(["regions"], environment: ["LANG": "cs_CZ.UTF-8"])
        #expect(r.stdout.contains("regionů") && r.stdout.contains("rozloha km²"))
        let english = try regio.run(["regions"], environment: ["LANG": "en_GB.UTF-8"])
        #expect(english.stdout.contains("14 regions"))
        let override = try regio.run(["--lang", "en", "regions"], environment: ["LC_ALL": "cs_CZ.UTF-8"])
        #expect(override.stdout.contains("14 regions"), "--lang wins over the locale")
        // gettext's LANGUAGE list: the first language with a catalogue (Slovak, not Japanese).
        let listed = try regio.run(["regions"], environment: ["LANGUAGE": "ja:sk:cs", "LANG": "de_DE.UTF-8"])
        #expect(listed.stdout.contains("14 regiónov"), "\(listed.stdout.prefix(300))")
    }

    @Test func pluralsInBothLanguages() throws {
        let regio = try RegioProcess()
        _ = try regio.run(["fav", "add", "geonames:3067696"])
        let one = try regio.run(["--lang", "cs", "fav", "list"])
        #expect(one.stdout.hasPrefix("1 oblíbené místo"))
        #expect(try regio.run(["--lang", "en", "fav", "list"]).stdout.hasPrefix("1 favourite\n"))
        _ = try regio.run(["fav", "add", "geonames:3078610"])
        _ = try regio.run(["fav", "add", "geonames:3068160"])
        #expect(try regio.run(["--lang", "cs", "fav", "list"]).stdout.hasPrefix("3 oblíbená místa"))
        #expect(try regio.run(["--lang", "en", "fav", "list"]).stdout.hasPrefix("3 favourites"))
        let quizzes = try regio.run(["--lang", "cs", "quizzes"])
        #expect(quizzes.stdout.contains("30 kvízů"), "\(quizzes.stdout.suffix(200))")
    }
}
