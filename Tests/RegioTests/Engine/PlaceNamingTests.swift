import Foundation
import Regio
import Testing

/// One naming rule (``PlaceNames``) in every result of the engine: Praha and
/// Plzeň in Czech, Prague and Pilsen (GeoNames' names) in English.
@Suite struct PlaceNamingTests {
    /// Every text of a quiz in one language: title, prompts, options, explanations.
    static func texts(_ quiz: Quiz, _ language: Language) -> [String] {
        [quiz.title.text(for: language)] + quiz.questions.flatMap { q in
            [q.prompt.text(for: language)] + q.options.map { $0.text.text(for: language) } + [q.explanation?.text(for: language) ?? ""]
        }
    }

    @Test func aGeneratedQuizNamesPragueAsPrahaInCzech() throws {
        let t = TestEngine()
        defer { t.remove() }
        var mentionsPrague = false
        // Several seeds: which towns a quiz asks about is drawn.
        for seed in [1, 2, 3, 7, 42] as [UInt64] {
            for region in ["CZ-10", "CZ-32"] {
                let quiz = try t.engine.generateQuiz(region: region, seed: seed).quiz
                let czech = Self.texts(quiz, .cs).joined(separator: "\n")
                let english = Self.texts(quiz, .en).joined(separator: "\n")
                #expect(!czech.contains("Prague") && !czech.contains("Pilsen"), "\(region) seed \(seed): \(czech)")
                // The town (the region is "Prague" in English too, "Hlavní město Praha" in Czech).
                if english.contains("“Prague”") || english.contains("Prague (") || english.contains("Prague 1") {
                    mentionsPrague = true
                    #expect(czech.contains("„Praha“") || czech.contains("Praha ("), "\(czech)")
                }
                // Numbers are written as each language writes them (a no-break space groups Czech thousands).
                let czechGrouped = czech.range(of: "\\d\u{00A0}\\d{3}", options: .regularExpression) != nil
                let englishGrouped = english.range(of: #"\d,\d{3}"#, options: .regularExpression) != nil
                #expect(czechGrouped == englishGrouped, "the same numbers, grouped in both languages")
                #expect(czech.range(of: #"\d,\d{3}\b"#, options: .regularExpression) == nil, "no English grouping in Czech: \(czech)")
            }
        }
        #expect(mentionsPrague, "the quizzes about Prague name the city")
    }

    @Test func aRegionsLargestTownsAreNamedInTheRequestsLanguage() throws {
        let t = TestEngine()
        defer { t.remove() }
        let czech = try t.engine.region(RegionRequest(query: "praha", language: .cs)).largestTowns.map(\.name)
        let english = try t.engine.region(RegionRequest(query: "praha", language: .en)).largestTowns.map(\.name)
        #expect(czech.first == "Praha" && english.first == "Prague")
        let plzen = try t.engine.region(RegionRequest(query: "plzensky", language: .cs)).largestTowns.map(\.name)
        #expect(plzen.contains("Plzeň") && !plzen.contains("Pilsen"))
    }

    @Test func favouritesAreExportedUnderTheirNameInTheRequestsLanguage() throws {
        let t = TestEngine()
        defer { t.remove() }
        _ = try t.engine.addFavourite(FavouriteAddRequest(text: "geonames:3067696"))
        let czech = try t.engine.exportFavourites(FavouriteExportRequest(format: .gpx, language: .cs)).content
        let english = try t.engine.exportFavourites(FavouriteExportRequest(format: .gpx, language: .en)).content
        #expect(czech.contains("<name>Praha</name>") && !czech.contains("Prague"))
        #expect(english.contains("<name>Prague</name>"))
        // Imported again, the Czech export changes nothing: the snapshot keeps the source's name.
        let file = t.path("oblibene.gpx")
        _ = try t.engine.exportFavourites(FavouriteExportRequest(format: .gpx, file: file, language: .cs))
        let imported = try t.engine.importFavourites(file: file)
        #expect(imported.updated == 1)
        let entry = try #require(try t.engine.favourites(FavouriteListRequest(language: .cs)).entries.first)
        #expect(entry.favourite.name == "Prague" && entry.name == "Praha" && entry.state == "unchanged", "\(entry)")
        #expect(try t.engine.refreshFavourites().refreshed == 0)
    }
}
