import Foundation
import Testing
@testable import Regio

/// The United States: 50 states and DC, and quizzes generated from them whose
/// every answer is derived again here, the towns' regions from GeoNames' own
/// admin-1 codes (the state's postal code: `TX` → `US-TX`), independently of
/// the polygons.
@Suite(.enabled(if: BuiltDatasets.available, BuiltDatasets.skipReason), .serialized)
struct UnitedStatesDatasetTests {
    /// Loaded once for the suite, whose tests run one after the other (a
    /// dataset's geometries are used from one thread at a time).
    final class Loaded {
        let dataset: Dataset
        let admin1: [String: String]
        let facts: QuizFacts
        let library: QuizLibrary

        init() throws {
            let folder = try BuiltDatasets.unitedStates.get().folder
            dataset = try Dataset.load(from: folder)
            let places = try GeoJSONFeatureCollection.read(from: folder.appendingPathComponent("places.geojson"))
            var admin1: [String: String] = [:]
            for f in places.features {
                if let id = f.id, let code = f.properties["geonames_admin1"]?.stringValue { admin1[id] = "US-" + code }
            }
            self.admin1 = admin1
            facts = try dataset.quizFacts().facts
            library = try QuizLibrary(dataset: dataset)
        }
    }
    nonisolated(unsafe) static var shared: Result<Loaded, Error>?

    let dataset: Dataset
    let admin1: [String: String]
    let facts: QuizFacts
    let library: QuizLibrary

    init() throws {
        if Self.shared == nil { Self.shared = Result { try Loaded() } }
        let loaded = try Self.shared!.get()
        dataset = loaded.dataset; admin1 = loaded.admin1; facts = loaded.facts; library = loaded.library
    }

    static let states = ["AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS", "KY",
                         "LA", "ME", "MD", "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM", "NY", "NC", "ND",
                         "OH", "OK", "OR", "PA", "RI", "SC", "SD", "TN", "TX", "UT", "VT", "VA", "WA", "WV", "WI", "WY"]

    @Test func fiftyStatesAndDC() throws {
        #expect(Set(dataset.regions.map(\.id)) == Set((Self.states + ["DC"]).map { "US-" + $0 }))
        #expect(try #require(dataset.region(id: "US-TX")).localName == "Texas")
        #expect(Set(try #require(dataset.region(id: "US-TX")).neighbourIDs) == ["US-AR", "US-LA", "US-NM", "US-OK"])
        #expect(try #require(dataset.region(id: "US-HI")).neighbourIDs.isEmpty)
        #expect(dataset.places.count > 20_000)
    }

    /// Natural Earth's Virginia lacks most of the Eastern Shore (Delmarva),
    /// so a handful of small Virginian towns there lie inside Maryland's
    /// polygon, far from Virginia's: the facts keep them in Maryland. No town
    /// a quiz asks about is among them (the next test); here they stay rare.
    @Test func theTownsOfTheFactsAreInTheStateGeoNamesGivesThem() throws {
        let towns = facts.towns
        #expect(towns.count > 10_000, "most towns are kept: \(towns.count)")
        let disagreeing = towns.filter { admin1[$0.id] != $0.regionID }
        #expect(disagreeing.count <= towns.count / 1_000, "\(disagreeing.prefix(10).map { "\($0.name): \($0.regionID) vs GeoNames \(admin1[$0.id] ?? "?")" })")
        #expect(disagreeing.allSatisfy { $0.regionID == "US-MD" && admin1[$0.id] == "US-VA" && $0.population < 5_000 })
    }

    @Test(arguments: [2024] as [UInt64])
    func everyGeneratedAnswerFollowsFromTheData(seed: UInt64) throws {
        let townIDs = Set(facts.towns.map(\.id))
        func region(named text: LocalizedText) throws -> Region {
            try #require(dataset.regions.first { $0.nameEN == text.en }, "\(text) names a state")
        }
        func quoted(_ prompt: LocalizedText) -> [String] {
            (prompt.en ?? "").components(separatedBy: "“").dropFirst().compactMap { $0.components(separatedBy: "”").first }
        }
        var kindsSeen: Set<GeneratedQuestionKind> = []
        for r in dataset.regions {
            let generated = try library.generate(for: r, seed: seed)
            #expect(generated.skipped.contains { $0.hasPrefix("capital:") }, "no capitals without a facts file")
            for q in generated.quiz.questions {
                let kind = try #require(generated.kinds[q.id])
                kindsSeen.insert(kind)
                let correct = try #require(q.correctIndex.map { q.options[$0] })
                let wrong = q.options.filter { !$0.correct }
                switch kind {
                case .capital:
                    Issue.record("\(r.id): a capital question without facts")
                case .townRegion:
                    let name = try #require(quoted(q.prompt).first)
                    let towns = dataset.places.filter { $0.name == name && townIDs.contains($0.id) }
                    #expect(towns.count == 1, "\(name) is one town")
                    let town = try #require(towns.first)
                    let home = try #require(admin1[town.id])
                    #expect(try region(named: correct.text).id == home, "\(name) is in \(home) by GeoNames")
                    for w in wrong { #expect(try region(named: w.text).id != home) }
                case .neighbour:
                    let right = try region(named: correct.text)
                    #expect(try r.geometry.sharedBorderLengthKm(with: right.geometry) > 1, "\(right.id) borders \(r.id)")
                    for w in wrong {
                        let other = try region(named: w.text)
                        #expect(try other.id != r.id && r.geometry.sharedBorderLengthKm(with: other.geometry) < 1, "\(other.id) does not border \(r.id)")
                    }
                case .largerRegion:
                    let big = try region(named: correct.text), small = try region(named: wrong[0].text)
                    #expect(big.areaKm2 > small.areaKm2, "\(big.id) > \(small.id)")
                case .mostPopulousTown:
                    let populations = try q.options.map { o -> Int in
                        let named = dataset.places.filter { $0.name == o.text.en && townIDs.contains($0.id) && admin1[$0.id] == r.id }
                        #expect(named.count == 1, "\(o.text) is one town of \(r.id) by GeoNames")
                        return try #require(named.first?.population)
                    }
                    let top = try #require(populations.max())
                    #expect(populations[q.correctIndex!] == top && populations.filter { $0 == top }.count == 1)
                case .townRiver:
                    Issue.record("\(r.id): a river question from a dataset without a base map")
                }
            }
        }
        #expect(kindsSeen == [.townRegion, .neighbour, .largerRegion, .mostPopulousTown])
    }
}
