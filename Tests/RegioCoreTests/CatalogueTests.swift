import Foundation
import Testing
@testable import RegioCore

/// The text catalogues (po/*.po): every catalogue has every key, the holes and
/// plural forms agree with English, the plural rules pick the right words,
/// and a damaged catalogue falls back to English instead of failing.
@Suite struct CatalogueTests {
    static let shipped = TextCatalogues.shared

    @Test func theShippedCataloguesReadWithoutWarnings() {
        #expect(Self.shipped.warnings.isEmpty, "\(Self.shipped.warnings)")
        #expect(Self.shipped.languages.first == .en)
        #expect(Self.shipped.languages.contains(.cs))
    }

    @Test func everyCatalogueHasEveryKeyWithTheSameHolesAndItsPluralForms() throws {
        let english = try #require(Self.shipped.catalogues[.en])
        for language in Self.shipped.languages where language != .en {
            let problems = try #require(Self.shipped.catalogues[language]).problems(against: english, complete: true)
            #expect(problems.isEmpty, "\(language): \(problems.prefix(20).map(\.description))")
        }
    }

    @Test func everyKeyOfTheCodeHasAnEnglishText() throws {
        let english = try #require(Self.shipped.catalogues[.en])
        let missing = TextKey.allCases.filter { english.template(for: $0.rawValue) == nil }.map(\.rawValue)
        #expect(missing.isEmpty, "keys without an English text in po/en.po: \(missing)")
    }

    @Test func gettextsOwnCheckerAcceptsEveryCatalogue() throws {
        let msgfmt = URL(fileURLWithPath: "/usr/bin/msgfmt")
        guard FileManager.default.isExecutableFile(atPath: msgfmt.path) else {
            print("skipped: msgfmt (Debian's gettext) is not installed"); return
        }
        for language in Self.shipped.languages {
            let file = try #require(Self.shipped.catalogues[language]).file
            let process = Process()
            process.executableURL = msgfmt
            process.arguments = ["--check", "-o", "/dev/null", file]
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            process.waitUntilExit()
            let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            #expect(process.terminationStatus == 0, "msgfmt --check \(file): \(output)")
        }
    }

    @Test func rawValuesAreUnique() {
        #expect(Set(TextKey.allCases.map(\.rawValue)).count == TextKey.allCases.count)
    }

    @Test(arguments: [(1, "1 region"), (2, "2 regions"), (0, "0 regions"), (14, "14 regions")])
    func englishPlurals(n: Int, expected: String) {
        let text = Texts(.en)(.regionsSummary, ["n": n, "area": "1", "places": 1])
        #expect(text.hasPrefix(expected + ","))
    }

    @Test(arguments: [(1, "1 region,"), (2, "2 regiony,"), (4, "4 regiony,"), (5, "5 regionů,"), (0, "0 regionů,"), (14, "14 regionů,")])
    func czechPlurals(n: Int, expected: String) {
        let text = Texts(.cs)(.regionsSummary, ["n": n, "area": "1", "places": 1])
        #expect(text.hasPrefix(expected))
    }

    @Test(arguments: [("1", PluralCategory.one), ("2", .few), ("4", .few), ("5", .other), ("0", .other), ("1.5", .many), ("2.0", .many), ("22", .other)])
    func czechAndSlovakRules(number: String, category: PluralCategory) throws {
        let rules = try PluralRules("one: i = 1 and v = 0; few: i = 2..4 and v = 0; many: v != 0")
        #expect(rules.category(try #require(PluralOperands(number))) == category)
    }

    @Test func cldrRulesWithModuloAndLists() throws {
        // Russian: one 1, 21, 31 …; few 2–4, 22–24 …; many the rest of the whole numbers.
        let russian = try PluralRules("one: v = 0 and i % 10 = 1 and i % 100 != 11; few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14; many: v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14")
        #expect(russian.category(PluralOperands(21)) == .one)
        #expect(russian.category(PluralOperands(12)) == .many)
        #expect(russian.category(PluralOperands(23)) == .few)
        #expect(russian.category(PluralOperands(1.5)) == .other)
        #expect(throws: PluralRuleError.self) { try PluralRules("one: q = 1") }
        #expect(throws: PluralRuleError.self) { try PluralRules("single: i = 1") }
    }

    @Test func czechDecimalsTakeTheirOwnForm() {
        let template = TextTemplate("{n} {n, plural, one {bod} few {body} many {bodu} other {bodů}}")
        #expect(template.render(["n": .decimal(1.5, decimals: 2)], in: .cs) == "1,5 bodu")
        #expect(template.render(["n": .decimal(2, decimals: 2)], in: .cs) == "2 body")
        #expect(template.render(["n": .integer(21)], in: .cs) == "21 bodů")
        #expect(TextTemplate("{n} {n, plural, one {point} other {points}}").render(["n": .decimal(1.5, decimals: 1)], in: .en) == "1.5 points")
    }

    @Test func exactBranchesAndNestedHoles() {
        let template = TextTemplate("{n, plural, =0 {Nothing here.} one {{n} item in {place}} other {{n} items in {place}}}")
        #expect(template.render(["n": .integer(0), "place": .text("Brno")], in: .en) == "Nothing here.")
        #expect(template.render(["n": .integer(1), "place": .text("Brno")], in: .en) == "1 item in Brno")
        #expect(template.render(["n": .integer(1234), "place": .text("Brno")], in: .en) == "1234 items in Brno")
    }

    @Test(arguments: [
        ("{n, plural, one {a}}", "no 'other' branch"),
        ("{n, plural, one {a} lots {b} other {c}}", "'lots' is not a plural category"),
        ("{n, plural, one {a} other {b}", "not closed"),
        ("a } b", "closes nothing"),
        ("{n, select, a {b} other {c}}", "'select' is not a kind of choice"),
    ])
    func templatesThatCannotBeReadSayWhy(source: String, problem: String) {
        #expect(throws: TextTemplateError.self) { try TextTemplate(source).parsed() }
        do { _ = try TextTemplate(source).parsed() } catch { #expect(error.description.contains(problem), "\(error)") }
    }

    @Test(arguments: [("de_AT.UTF-8", "de-AT"), ("cs_CZ@euro", "cs-CZ"), ("EN", "en"), ("sr-latn-RS", "sr-latn-RS")])
    func languageTagsAreNormalised(written: String, tag: String) {
        #expect(Language(tag: written)?.tag == tag)
    }

    @Test func badTagsAreNotLanguages() {
        #expect(Language(tag: "") == nil)
        #expect(Language(tag: "1") == nil)
        #expect(Language(tag: "de--AT") == nil)
        #expect(Language(tag: "<script>") == nil)
        #expect(Language(tag: "German") == nil, "a language is two or three letters")
    }

    @Test func aLanguageFallsBackAlongItsChainToEnglish() {
        #expect(Language(tag: "de-AT")!.fallbackChain == ["de-AT", "de", "en"])
        #expect(Self.shipped.interfaceLanguage(for: "cs-CZ") == .cs)
        #expect(Self.shipped.interfaceLanguage(for: "en-GB") == .en)
        #expect(Self.shipped.interfaceLanguage(for: "xx") == nil)
    }

    @Test(arguments: [
        ("cs-CZ,cs;q=0.9,en;q=0.8", Language.cs),
        ("xx, cs;q=0.5", .cs),
        ("en;q=0.2, cs;q=0.9", .cs),
        ("garbage;;;==", .en),
        ("*", .en),
        ("cs;q=0", .en),
        ("", .en),
    ])
    func acceptLanguagePicksTheBestCatalogue(header: String, language: Language) {
        #expect(Self.shipped.interfaceLanguage(acceptLanguage: header) == language)
    }

    @Test func thePseudoLanguageBracketsAndAccentsEveryTextButNotItsHoles() {
        let text = Texts(.pseudo)(.searchNoMatch, ["text": "praha"])
        #expect(text.hasPrefix("[") && text.hasSuffix("]"))
        #expect(text.contains("praha"))
        #expect(!text.contains("match"))
        #expect(PseudoLanguage.text("{n} {n, plural, one {quiz} other {quizzes}}") == "[{n} {n, plural, one {ʠûîž} other {ʠûîžžéš}}]")
    }

    @Test func aDamagedCatalogueFallsBackToEnglishWithOneWarningNamingTheFileAndLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("regio-po-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let header = { (tag: String, rules: String) in
            "msgid \"\"\nmsgstr \"\"\n\"Language: \(tag)\\n\"\n\"X-Plural-Rules: \(rules)\\n\"\n\n"
        }
        try (header("en", "one: i = 1 and v = 0") + """
            msgctxt "a"
            msgid "{n} {n, plural, one {quiz} other {quizzes}}"
            msgstr "{n} {n, plural, one {quiz} other {quizzes}}"

            msgctxt "b"
            msgid "Hello {name}"
            msgstr "Hello {name}"

            """).write(to: folder.appendingPathComponent("en.po"), atomically: true, encoding: .utf8)
        // A wrong placeholder and too few plural forms: those texts fall back.
        try (header("cs", "one: i = 1 and v = 0; few: i = 2..4 and v = 0; many: v != 0") + """
            msgctxt "a"
            msgid "{n} {n, plural, one {quiz} other {quizzes}}"
            msgstr "{n} {n, plural, one {kvíz} other {kvízů}}"

            msgctxt "b"
            msgid "Hello {name}"
            msgstr "Ahoj {jmeno}"

            """).write(to: folder.appendingPathComponent("cs.po"), atomically: true, encoding: .utf8)
        // Broken syntax: the whole file falls back.
        try (header("de", "one: i = 1 and v = 0") + "msgctxt \"b\"\nmsgid \"Hello {name}\"\nmsgstr \"Hallo {name}\n")
            .write(to: folder.appendingPathComponent("de.po"), atomically: true, encoding: .utf8)
        let catalogues = TextCatalogues(folder: folder)
        #expect(catalogues.template(for: "b", in: .de)?.source == "Hello {name}")
        #expect(catalogues.template(for: "a", in: .cs)?.source == "{n} {n, plural, one {quiz} other {quizzes}}")
        // A text asking for an argument English has not is found when it is shown.
        #expect(catalogues.template(for: "b", in: .cs, arguments: ["name"])?.source == "Hello {name}")
        let warnings = catalogues.warnings
        #expect(warnings.count == 3, "\(warnings)")
        #expect(warnings.contains { $0.contains("de.po:8: a string must be in double quotes") && $0.contains("English") })
        #expect(warnings.contains { $0.contains("cs.po:6: a: the plural choice of {n}") && $0.contains("English is shown") })
        #expect(warnings.contains { $0.contains("cs.po:10: b: {jmeno} is not an argument") })
        #expect(catalogues.languages == [.en, .cs, .de])
    }

    @Test func numbersAreWrittenAsTheLanguageWritesThem() {
        if Self.shipped.catalogues[.de] != nil {
            #expect(NumberText.grouped(12345.6, decimals: 1, language: .de) == "12.345,6")
        }
        #expect(NumberText.grouped(12345.6, decimals: 1, language: .en) == "12,345.6")
        #expect(NumberText.grouped(12345.6, decimals: 1, language: .cs) == "12\u{00A0}345,6")
        #expect(NumberText.decimal(0.666666, language: .cs) == "0,67")
        #expect(NumberText.decimal(-2, language: .en) == "-2")
    }

    @Test func datesAreWrittenAsTheLanguageWritesThem() throws {
        // CLDR's Czech and Slovak dates keep their parts together with narrow no-break spaces.
        #expect(Texts(.cs).day(year: 2026, month: 11, day: 30) == "30.\u{202F}11.\u{202F}2026")
        #expect(Texts(.en).day(year: 2026, month: 11, day: 30) == "Nov 30, 2026")
        #expect(Texts(Language(tag: "de")!).day(year: 2026, month: 11, day: 30) == "30. Nov. 2026")
        let utc = try #require(TimeZone(identifier: "UTC"))
        let moment = Date(timeIntervalSince1970: 1_795_860_000)  // 2026-11-28 10:00 UTC
        #expect(Texts(.cs).dateTime(moment, timeZone: utc) == "28.\u{202F}11.\u{202F}2026 10:00")
        #expect(Texts(Language(tag: "sk")!).dateTime(moment, timeZone: utc) == "28.\u{202F}11.\u{202F}2026, 10:00")
    }

    @Test func gettextPluralsAndUnknownKeywordsAreNamedWithTheirLine() {
        let header = "msgid \"\"\nmsgstr \"\"\n\n"
        #expect(throws: POFileError.self) { try POFile(parsing: header + "msgctxt \"a\"\nmsgid \"x\"\nmsgid_plural \"xs\"\n") }
        do {
            _ = try POFile(parsing: header + "msgctxt \"a\"\nmsgid \"x\"\nmsgstr[0] \"y\"\n")
            Issue.record("msgstr[0] was read")
        } catch {
            #expect(error.line == 6 && error.problem.contains("gettext plurals (msgstr[0])"), "\(error)")
        }
        do {
            _ = try POFile(parsing: header + "msgctxt \"a\"\nmsgfoo \"x\"\n")
            Issue.record("msgfoo was read")
        } catch {
            #expect(error.line == 5 && error.problem.contains("'msgfoo' is not a PO keyword"), "\(error)")
        }
    }

    @Test func templatesKeepBracesAndShowMissingArguments() {
        #expect(TextTemplate("{{a}} {b}").render([:], in: .en) == "{a} {b}")
        #expect(TextTemplate("open { brace").render([:], in: .en) == "open { brace")
    }

    @Test func messagesNestAndRenderInEachLanguage() {
        let kind = Message(.limitCatalogue)
        let m = Message(.fileTooLarge, ["size": "12 MB", "kind": kind, "limit": "10 MB"])
        #expect(m.text(in: .en) == "the file is 12 MB; the limit for a place catalogue is 10 MB")
        #expect(m.text(in: .cs) == "soubor má 12 MB; limit pro katalog míst je 10 MB")
        #expect(m.description == m.text(in: .en))
        #expect(Message.verbatim("x").text(in: .cs) == "x")
    }

    @Test func categoriesHaveNamesInBothLanguages() {
        #expect(Texts(.cs).category("castle") == "hrad")
        #expect(Texts(.en).category("lookout-tower") == "lookout tower")
        #expect(Texts(.cs).category("peak") == "vrchol" && Texts(.en).category("hut") == "mountain hut")
        #expect(Texts(.cs).category("spring") == "spring")
    }
}
