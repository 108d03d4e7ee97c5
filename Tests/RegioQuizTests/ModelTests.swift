import Foundation
import Testing
@testable import RegioQuiz

@Suite struct ModelTests {
    @Test func localizedTextFallsBackToTheOtherLanguage() {
        let onlyCs = LocalizedText(cs: "Brno", en: nil)
        #expect(onlyCs.text(for: .en) == "Brno")
        #expect(onlyCs.text(for: .cs) == "Brno")
        let both = LocalizedText(cs: "Praha", en: "Prague")
        #expect(both.text(for: .en) == "Prague")
        #expect(both.text(for: .cs) == "Praha")
        let emptyEn = LocalizedText(cs: "Zlín", en: "")
        #expect(emptyEn.text(for: .en) == "Zlín")
        #expect(LocalizedText(cs: nil, en: nil).text(for: .cs) == "")
        #expect(LocalizedText(cs: " ", en: nil).isBlank)
        #expect(!LocalizedText(cs: nil, en: "x").isBlank)
    }

    @Test func localizedTextReadsStringsAndObjects() throws {
        let plain = try JSONDecoder().decode(LocalizedText.self, from: Data(#""Brno""#.utf8))
        #expect(plain == LocalizedText(cs: "Brno", en: "Brno"))
        let object = try JSONDecoder().decode(LocalizedText.self, from: Data(#"{"en": "Prague"}"#.utf8))
        #expect(object == LocalizedText(cs: nil, en: "Prague"))
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(LocalizedText.self, from: Data("{}".utf8)) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(LocalizedText.self, from: Data(#"{"not a tag": "x"}"#.utf8)) }
        // Any language: a missing one falls back along its chain, then to English, then Czech.
        let vienna = try JSONDecoder().decode(LocalizedText.self, from: Data(#"{"cs": "Vídeň", "de": "Wien", "sk": "Viedeň"}"#.utf8))
        #expect(vienna.text(for: "de-AT") == "Wien")
        #expect(vienna.text(for: .sk) == "Viedeň")
        #expect(vienna.text(for: .en) == "Vídeň")
        // Written back as a plain string when both languages agree.
        #expect(String(decoding: try JSONEncoder().encode(plain), as: UTF8.self) == #""Brno""#)
        let encoded = try JSONEncoder().encode(LocalizedText(cs: "Praha", en: "Prague"))
        #expect(try JSONDecoder().decode(LocalizedText.self, from: encoded) == LocalizedText(cs: "Praha", en: "Prague"))
    }

    @Test func languageFromTheLocale() {
        func preferred(_ environment: [String: String]) -> [Language] { Language.preferredLanguages(environment: environment) }
        #expect(preferred(["LANG": "cs_CZ.UTF-8"]) == ["cs-CZ"])
        #expect(preferred(["LANG": "en_GB.UTF-8"]) == ["en-GB"])
        #expect(preferred(["LC_ALL": "cs_CZ", "LANG": "en_US"]) == ["cs-CZ"])
        #expect(preferred(["LC_ALL": "", "LC_MESSAGES": "en_US", "LANG": "cs_CZ"]) == ["en-US"])
        #expect(preferred(["LANG": "C.UTF-8"]) == [.en])
        #expect(preferred([:]) == [.en])
        // gettext's LANGUAGE: a list before the locale, not read under C.
        #expect(preferred(["LANGUAGE": "sk:cs", "LANG": "de_DE.UTF-8"]) == ["sk", "cs", "de-DE"])
        #expect(preferred(["LANGUAGE": "sk_SK::x!", "LANG": "de_DE"]) == ["sk-SK", "de-DE"])
        #expect(preferred(["LANGUAGE": "sk", "LANG": "C.UTF-8"]) == [.en])
    }

    @Test func questionKnowsItsCorrectOption() {
        let q = Question(id: "a", prompt: LocalizedText("?"), options: [AnswerOption(LocalizedText("x")), AnswerOption(LocalizedText("y"), correct: true)])
        #expect(q.correctIndex == 1)
        var two = q
        two.options[0].correct = true
        #expect(two.correctIndex == nil)
    }
}
