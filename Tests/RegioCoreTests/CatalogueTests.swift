import Testing
@testable import RegioCore

/// The text catalogue: every key has a text in both languages (the compiler
/// checks that the switches are complete; these check what it cannot), the
/// holes agree, plural choices have the forms each language needs, and the
/// plural rules pick the right words.
@Suite struct CatalogueTests {
    @Test func everyKeyHasATextInBothLanguages() {
        var missing: [String] = []
        for key in TextKey.allCases {
            for language in Language.allCases where key.template(in: language).source.allSatisfy(\.isWhitespace) {
                missing.append("\(key.rawValue) [\(language.rawValue)]")
            }
        }
        #expect(missing.isEmpty, "keys without a text: \(missing)")
    }

    @Test func bothLanguagesUseTheSameArguments() {
        var mismatched: [String] = []
        for key in TextKey.allCases {
            let en = key.template(in: .en).argumentNames, cs = key.template(in: .cs).argumentNames
            if en != cs { mismatched.append("\(key.rawValue): en \(en.sorted()) cs \(cs.sorted())") }
        }
        #expect(mismatched.isEmpty, "\(mismatched)")
    }

    @Test func pluralChoicesHaveTheFormsOfTheirLanguage() {
        var wrong: [String] = []
        for key in TextKey.allCases {
            for language in Language.allCases {
                for count in key.template(in: language).pluralFormCounts where !language.pluralFormCount.contains(count) {
                    wrong.append("\(key.rawValue) [\(language.rawValue)]: \(count) forms")
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong)")
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

    @Test func czechDecimalsTakeTheirOwnForm() {
        let template = TextTemplate("{n} {n|bod|body|bodů|bodu}")
        #expect(template.render(["n": .decimal(1.5, decimals: 2)], in: .cs) == "1,5 bodu")
        #expect(template.render(["n": .decimal(2, decimals: 2)], in: .cs) == "2 body")
        #expect(template.render(["n": .integer(21)], in: .cs) == "21 bodů")
        // Without the fourth form a decimal takes the third.
        #expect(TextTemplate("{n} {n|kvíz|kvízy|kvízů}").render(["n": .decimal(2.5, decimals: 1)], in: .cs) == "2,5 kvízů")
        #expect(TextTemplate("{n} {n|point|points}").render(["n": .decimal(1.5, decimals: 1)], in: .en) == "1.5 points")
    }

    @Test func numbersAreWrittenAsTheLanguageWritesThem() {
        #expect(NumberText.grouped(12345.6, decimals: 1, language: .en) == "12,345.6")
        #expect(NumberText.grouped(12345.6, decimals: 1, language: .cs) == "12\u{00A0}345,6")
        #expect(NumberText.decimal(0.666666, language: .cs) == "0,67")
        #expect(NumberText.decimal(-2, language: .en) == "-2")
    }

    @Test func templatesKeepBracesAndShowMissingArguments() {
        #expect(TextTemplate("{{a}} {b}").render([:], in: .en) == "{a} {b}")
        #expect(TextTemplate("open { brace").render([:], in: .en) == "open { brace")
    }

    @Test func messagesNestAndRenderInEachLanguage() {
        let reason = Message(.inputBoxPartCount, ["n": .integer(3)])
        let m = Message(.inputBox, ["parameter": "--bbox", "text": "1,2,3", "reason": reason])
        #expect(m.text(in: .en).hasSuffix("bad bounding box '1,2,3': it has 3 parts, not 4"))
        #expect(m.text(in: .cs).hasSuffix("chybný obdélník '1,2,3': má 3 části, ne 4"))
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
