import Foundation
import Testing
@testable import RegioQuiz

/// River questions from made-up facts: the right answer passes the town, the
/// wrong ones are neither passing nor nearby, and facts without rivers ask none.
@Suite struct RiverQuestionTests {
    static let labe = LocalizedText(cs: "Labe", en: "Elbe"), vltava = LocalizedText("Vltava"),
               odra = LocalizedText(cs: "Odra", en: "Oder"), morava = LocalizedText("Morava"), dunaj = LocalizedText(cs: "Dunaj", en: "Danube")

    static func facts(rivers: RiverFacts) throws -> QuizFacts {
        let regions = [RegionFact(id: "CZ-20", name: LocalizedText(cs: "Středočeský kraj", en: "Central Bohemian Region"), capital: nil,
                                  areaKm2: 11_000, neighbourIDs: ["CZ-10"]),
                       RegionFact(id: "CZ-10", name: LocalizedText(cs: "Praha", en: "Prague"), capital: nil, areaKm2: 496),
                       RegionFact(id: "CZ-80", name: LocalizedText("Moravskoslezský kraj"), capital: nil, areaKm2: 5_400)]
        let towns = [TownFact(id: "melnik", name: "Mělník", population: 19_000, regionID: "CZ-20"),
                     TownFact(id: "kolin", name: "Kolín", population: 33_000, regionID: "CZ-20"),
                     TownFact(id: "kladno", name: "Kladno", population: 69_000, regionID: "CZ-20"),
                     TownFact(id: "ostrava", name: "Ostrava", population: 280_000, regionID: "CZ-80")]
        return try QuizFacts(regions: regions, towns: towns, rivers: rivers)
    }

    static let rivers = RiverFacts(
        regionRivers: ["CZ-20": [labe, vltava], "CZ-10": [vltava], "CZ-80": [odra, morava]],
        towns: [TownRiverFact(townID: "melnik", passing: [labe, vltava], nearby: [labe, vltava], passingKm: 2.5, nearbyKm: 15),
                TownRiverFact(townID: "kolin", passing: [labe], nearby: [labe, vltava], passingKm: 2.9, nearbyKm: 15),
                TownRiverFact(townID: "ostrava", passing: [odra], nearby: [odra], passingKm: 5.6, nearbyKm: 16.8)])

    static let onlyRivers = QuizGenerator.Options(questionsPerKind: [.townRiver: 1])

    @Test func theRightRiverPassesAndTheWrongOnesDoNot() throws {
        let facts = try Self.facts(rivers: Self.rivers)
        let generator = QuizGenerator(facts: facts)
        var towns: Set<String> = []
        for seed in 1...20 as ClosedRange<UInt64> {
            let quiz = try generator.quiz(forRegion: "CZ-20", seed: seed, options: Self.onlyRivers).quiz
            let question = try #require(quiz.questions.first)
            #expect(question.id == "town-river-1" && question.options.count == 3)
            let town = try #require(facts.towns.first { question.prompt.text(for: .en).contains("“\($0.name.text(for: .en))”") })
            towns.insert(town.id)
            let fact = try #require(Self.rivers.towns[town.id])
            let right = question.options.filter(\.correct).map(\.text)
            #expect(right.count == 1 && fact.passing.contains(right[0]))
            for wrong in question.options.filter({ !$0.correct }).map(\.text) {
                #expect(!fact.nearby.contains(wrong) && !fact.passing.contains(wrong), "\(wrong) is near \(town.name)")
            }
            #expect(question.prompt.text(for: .cs).hasPrefix("Na které řece leží „"))
        }
        // Kladno has no river; Mělník's wrong rivers come from the country (both of its region's pass it).
        #expect(towns == ["kolin", "melnik"])
    }

    @Test func wrongRiversComeFromTheCountryWhenTheRegionHasTooFew() throws {
        // Ostrava: the Odra passes, the Morava is the region's only other river; the Vltava and the Labe come from the country.
        let quiz = try QuizGenerator(facts: try Self.facts(rivers: Self.rivers)).quiz(forRegion: "CZ-80", seed: 3, options: Self.onlyRivers)
        let question = try #require(quiz.quiz.questions.first)
        #expect(question.options.filter(\.correct).map(\.text) == [Self.odra])
        #expect(question.options.map(\.text).contains(Self.morava))
        #expect(Set(question.options.map(\.text)).isSubset(of: [Self.odra, Self.morava, Self.labe, Self.vltava]))
    }

    @Test func noRiversNoRiverQuestionAndNoFailure() throws {
        let quiz = try QuizGenerator(facts: try Self.facts(rivers: .none)).quiz(forRegion: "CZ-20", seed: 1)
        #expect(!quiz.quiz.questions.contains { $0.id.hasPrefix("town-river") })
        #expect(quiz.skipped.contains("town-river: the facts have no named rivers at towns (the dataset has no base map, or its rivers have no names)"))
    }

    @Test func riversOfUnknownTownsOrWithBadDistancesAreInvalidFacts() throws {
        let bad = RiverFacts(regionRivers: ["CZ-99": [Self.dunaj]],
                             towns: [TownRiverFact(townID: "nowhere", passing: [Self.labe], nearby: [], passingKm: 3, nearbyKm: 1)])
        #expect(throws: QuizGenerationError.invalidFacts([
            "rivers are given for unknown region CZ-99",
            "rivers are given for unknown town nowhere",
            "town nowhere has river distances 3.0 and 1.0 km; they must be positive, the second not smaller",
        ])) { try Self.facts(rivers: bad) }
    }
}
