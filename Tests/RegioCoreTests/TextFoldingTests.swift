import Testing
@testable import RegioCore

@Suite struct TextFoldingTests {
    @Test func removesCzechDiacriticsAndCase() {
        #expect(TextFolding.fold("Řeřichová Úžasná Ěšč ŮŽ") == "rerichova uzasna esc uz")
        #expect(TextFolding.fold("České Budějovice") == "ceske budejovice")
        #expect(TextFolding.fold("PRAHA") == "praha")
    }

    @Test func foldsLettersWithoutADecomposition() {
        #expect(TextFolding.fold("Łódź") == "lodz")
        #expect(TextFolding.fold("Straße") == "strasse")
        #expect(TextFolding.fold("Ærøskøbing") == "aeroskobing")
        #expect(TextFolding.fold("Œuvre Đakovo Þórshöfn") == "oeuvre dakovo thorshofn")
        #expect(TextFolding.fold("Malmö") == "malmo")
        #expect(TextFolding.fold("Diyarbakır, IJsselmeer, Ĳmuiden") == "diyarbakir ijsselmeer ijmuiden")
        #expect(TextFolding.fold("ŁÓDŹ STRASSE ÆBLE ØRESUND İZMİR") == "lodz strasse aeble oresund izmir")
    }

    @Test func slugsAreASCIIWordsJoinedByDashes() {
        #expect(TextFolding.slug("Žďár nad Sázavou") == "zdar-nad-sazavou")
        #expect(TextFolding.slug("Capital of Moravia?") == "capital-of-moravia")
        #expect(TextFolding.slug("cz-64 wine/2") == "cz-64-wine-2")
        #expect(TextFolding.slug("Łódź Прага x") == "lodz-x")
        #expect(TextFolding.slug("../..").isEmpty)
        #expect(TextFolding.slug("aaa bbb ccc", maxLength: 4) == "aaa")
        #expect(TextFolding.slug("abc", maxLength: 0).isEmpty)
    }

    @Test func splitsOnPunctuationAndSpaces() {
        #expect(TextFolding.tokens("  Brno-Královo   Pole, (CZ)  ") == ["brno", "kralovo", "pole", "cz"])
        #expect(TextFolding.tokens("Praha 5") == ["praha", "5"])
        #expect(TextFolding.tokens("St. Louis/Missouri") == ["st", "louis", "missouri"])
        #expect(TextFolding.tokens(" ,.- ").isEmpty)
        #expect(TextFolding.tokens("").isEmpty)
    }

    @Test func joinsAcrossApostrophes() {
        #expect(TextFolding.fold("Pil'zen'") == "pilzen")
        #expect(TextFolding.fold("Pʻrak") == "prak")
        #expect(TextFolding.fold("L’Aquila") == "laquila")
    }

    @Test func keepsOtherScriptsLowercased() {
        #expect(TextFolding.fold("Прага") == "прага")
        #expect(TextFolding.fold("Αθήνα") == "αθηνα")
        #expect(TextFolding.fold("Йошкар-Ола") == "иошкар ола")
        #expect(TextFolding.fold("布拉格") == "布拉格")
    }

    @Test func separatorsAreRecognised() {
        #expect(TextFolding.isSeparator(" "))
        #expect(TextFolding.isSeparator("-"))
        #expect(TextFolding.isSeparator("\u{3000}"))
        #expect(!TextFolding.isSeparator("ř"))
        #expect(!TextFolding.isSeparator("a"))
        #expect(!TextFolding.isSeparator("'"))
    }

    /// Folding is idempotent, tokens are non-empty, bounded and contain no
    /// separators, whatever the input (random scalars, seeded).
    @Test func foldingIsIdempotentAndTokensAreClean() {
        var rng = SeededRandom(seed: 7)
        let pool: [Unicode.Scalar] = Array("aZřŘůĚěßłØæ -,.'’ʻ5\u{301}\u{30C}Дж布\u{3000}\u{FEFF}\t\n!".unicodeScalars)
        for _ in 0..<500 {
            var s = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...60, using: &rng) { s.append(pool.randomElement(using: &rng)!) }
            let text = String(s)
            let tokens = TextFolding.tokens(text)
            #expect(TextFolding.fold(TextFolding.fold(text)) == TextFolding.fold(text))
            for t in tokens {
                #expect(!t.isEmpty)
                #expect(t.utf8.count <= TextFolding.maxTokenBytes)
                #expect(!t.unicodeScalars.contains { TextFolding.isSeparator($0) })
                #expect(t == t.lowercased())
            }
        }
    }

    @Test func longWordsAreCut() {
        let long = String(repeating: "ř", count: 200)
        let tokens = TextFolding.tokens(long)
        #expect(tokens == [String(repeating: "r", count: TextFolding.maxTokenBytes)])
    }
}
