import Foundation
import Testing
@testable import Regio

/// River questions of a country built with `regio dataset build` and its base
/// map, not only of the embedded Czech data: Austria's Inn and Danube.
@Suite(.enabled(if: BuiltDatasets.basemapAvailable, "needs scripts/fetch-basemap, fetch-natural-earth and fetch-geonames"))
struct AustriaRiverQuizTests {
    @Test func innsbruckIsOnTheInnLinzOnTheDanubeAndEveryQuestionIsRight() throws {
        let dataset = try Dataset.load(from: try BuiltDatasets.austria.get().folder)
        let facts = try dataset.quizFacts().facts
        func rivers(_ town: String) throws -> Set<String> {
            let fact = try #require(facts.towns.first { $0.name.text(for: .en) == town }, "\(town) is a town of the facts")
            return Set(facts.rivers.towns[fact.id]?.passing.map { $0.text(for: .en) } ?? [])
        }
        // Natural Earth's lines, measured by hand (SpatiaLite): the Inn 0.008° from Innsbruck, "Donau (Danube)" 0.007° from Linz.
        #expect(try rivers("Innsbruck").contains("Inn"))
        #expect(try rivers("Linz").contains("Danube"))
        #expect(try RiverQuizTests.checkRiverQuestions(of: dataset) > 0)
    }
}
