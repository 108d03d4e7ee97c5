import Foundation
import Testing
@testable import Regio

/// The quizzes generated from the embedded dataset: every question's answer
/// is derived again here, from the dataset and from an independent table of
/// the real borders between the Czech regions.
@Suite struct GeneratedQuizzesTests {
    let dataset: Dataset
    let library: QuizLibrary

    init() throws {
        dataset = try Dataset.load(from: TestPaths.embeddedData, displayPrefix: "data")
        library = try QuizLibrary(dataset: dataset)
    }

    /// Which regions share a border, from the map of the Czech regions (not from the polygons).
    static let realNeighbours: [String: Set<String>] = [
        "CZ-10": ["CZ-20"],
        "CZ-20": ["CZ-10", "CZ-31", "CZ-32", "CZ-42", "CZ-51", "CZ-52", "CZ-53", "CZ-63"],
        "CZ-31": ["CZ-20", "CZ-32", "CZ-63", "CZ-64"],
        "CZ-32": ["CZ-20", "CZ-31", "CZ-41", "CZ-42"],
        "CZ-41": ["CZ-32", "CZ-42"],
        "CZ-42": ["CZ-20", "CZ-32", "CZ-41", "CZ-51"],
        "CZ-51": ["CZ-20", "CZ-42", "CZ-52"],
        "CZ-52": ["CZ-20", "CZ-51", "CZ-53"],
        "CZ-53": ["CZ-20", "CZ-52", "CZ-63", "CZ-64", "CZ-71"],
        "CZ-63": ["CZ-20", "CZ-31", "CZ-53", "CZ-64"],
        "CZ-64": ["CZ-31", "CZ-53", "CZ-63", "CZ-71", "CZ-72"],
        "CZ-71": ["CZ-53", "CZ-64", "CZ-72", "CZ-80"],
        "CZ-72": ["CZ-64", "CZ-71", "CZ-80"],
        "CZ-80": ["CZ-71", "CZ-72"],
    ]

    @Test func thePolygonNeighboursAreTheRealOnes() throws {
        for region in dataset.regions {
            #expect(Set(region.neighbourIDs) == Self.realNeighbours[region.id], "\(region.id)")
        }
    }

    @Test func citySectionsAreLeftOutOfTheTownFacts() throws {
        let towns = Set(try dataset.quizFacts().facts.towns.map { $0.name.text(for: .en) })
        for section in ["Žižkov", "Stodůlky", "Brno střed", "Královo Pole", "Líšeň"] {
            #expect(dataset.places.contains { $0.name == section }, "\(section) is in GeoNames")
            #expect(!towns.contains(section), "\(section) is part of a city")
        }
        for town in ["Prague", "Brno", "Kladno", "Havířov", "Jablonec nad Nisou", "Kuřim", "Chrudim", "Otrokovice"] {
            #expect(towns.contains(town), "\(town) is a town of its own")
        }
    }

    /// GeoNames' own region codes, an independent source for the region of a town.
    static let geoNamesAdmin1: [String: String] = [
        "52": "CZ-10", "88": "CZ-20", "79": "CZ-31", "87": "CZ-32", "81": "CZ-41", "89": "CZ-42", "83": "CZ-51",
        "82": "CZ-52", "86": "CZ-53", "80": "CZ-63", "78": "CZ-64", "84": "CZ-71", "90": "CZ-72", "85": "CZ-80",
    ]

    @Test func everyTownOfTheFactsIsInTheRegionGeoNamesGivesIt() throws {
        let collection = try GeoJSONFeatureCollection.read(from: TestPaths.embeddedData.appendingPathComponent("places.geojson"))
        var admin1: [String: String] = [:]
        for feature in collection.features {
            if let code = feature.properties["geonames_admin1"]?.stringValue, let id = feature.id { admin1[id] = Self.geoNamesAdmin1[code] }
        }
        let towns = try dataset.quizFacts().facts.towns
        #expect(towns.count > 1_500, "most towns are kept: \(towns.count)")
        let disagreeing = towns.filter { admin1[$0.id] != $0.regionID }
        #expect(disagreeing.isEmpty, "\(disagreeing.map { "\($0.name): \($0.regionID) vs GeoNames \(admin1[$0.id] ?? "?")" })")
        // The polygons alone put some places near a border in the wrong region; they are left out.
        let all = dataset.places.filter { admin1[$0.id] != nil && $0.regionID != admin1[$0.id] }
        #expect(!all.isEmpty && all.allSatisfy { p in !towns.contains { $0.id == p.id } })
        #expect(!towns.contains { $0.name.text(for: .en) == "Zbuzany" })
    }

    @Test(arguments: [1, 2, 3, 7, 42, 2024] as [UInt64])
    func everyGeneratedAnswerFollowsFromTheDataset(seed: UInt64) throws {
        let facts = try dataset.quizFacts().facts
        let townNames = Set(facts.towns.map(\.id))
        func region(named text: LocalizedText) throws -> Region {
            try #require(dataset.regions.first { $0.nameEN == text.en && $0.nameCS == text.cs }, "\(text) names a region")
        }
        func quoted(_ prompt: LocalizedText) -> [String] {
            (prompt.en ?? "").components(separatedBy: "“").dropFirst().compactMap { $0.components(separatedBy: "”").first }
        }
        var kindsSeen: Set<GeneratedQuestionKind> = []
        for r in dataset.regions {
            let generated = try library.generate(for: r, seed: seed)
            #expect(generated.quiz.regionID == r.id)
            if r.id == "CZ-10" {
                // Prague: its parts are not towns of their own, and the rest lies near its border.
                #expect(generated.skipped.allSatisfy { $0.hasPrefix("most-populous-town:") || $0.hasPrefix("town-river:") }, "\(generated.skipped)")
            } else {
                // Natural Earth names few Czech rivers: a region may have no town with a named river and two others.
                #expect(generated.skipped.allSatisfy { $0.hasPrefix("town-river:") }, "\(r.id): \(generated.skipped)")
            }
            for q in generated.quiz.questions {
                let kind = try #require(generated.kinds[q.id])
                kindsSeen.insert(kind)
                let correct = try #require(q.correctIndex.map { q.options[$0] }, "\(q.id) has one correct option")
                let wrong = q.options.filter { !$0.correct }
                #expect(q.options.count == (kind == .largerRegion ? 2 : 3), "\(r.id) \(q.id)")
                #expect(Set(q.options.map(\.text)).count == q.options.count)
                switch kind {
                case .capital:
                    #expect(correct.text.cs == r.capitalCS && correct.text.en == r.capitalEN, "\(r.id): \(correct.text)")
                    for w in wrong {
                        #expect(w.text.cs != r.capitalCS)
                        #expect(dataset.regions.contains { $0.capitalCS == w.text.cs }, "\(w.text) is another region's capital")
                    }
                case .townRegion:
                    let name = try #require(quoted(q.prompt).first)
                    let towns = dataset.places.filter { $0.name == name && townNames.contains($0.id) }
                    #expect(towns.count == 1, "\(name) is one town")
                    let town = try #require(towns.first)
                    // Point in polygon, independently of the region stored with the place.
                    let containing = dataset.regions.filter { $0.contains(town.coordinate) }
                    let home = try containing.first ?? #require(dataset.nearestRegion(to: town.coordinate)?.region)
                    #expect(containing.count <= 1)
                    #expect(try region(named: correct.text).id == home.id, "\(name) lies in \(home.id)")
                    for w in wrong { #expect(try region(named: w.text).id != home.id) }
                case .neighbour:
                    let real = try #require(Self.realNeighbours[r.id])
                    #expect(real.contains(try region(named: correct.text).id), "\(correct.text) borders \(r.id)")
                    for w in wrong {
                        let other = try region(named: w.text)
                        #expect(!real.contains(other.id) && other.id != r.id, "\(w.text) does not border \(r.id)")
                    }
                case .largerRegion:
                    let pair = try q.options.map { try region(named: $0.text) }
                    #expect(pair.contains { $0.id == r.id })
                    let big = try region(named: correct.text), small = try region(named: wrong[0].text)
                    #expect(try #require(big.officialAreaKm2) > #require(small.officialAreaKm2), "\(big.id) > \(small.id)")
                case .mostPopulousTown:
                    let inRegion = dataset.places(in: r).filter { townNames.contains($0.id) }
                    let populations = try q.options.map { o -> Int in
                        let named = inRegion.filter { $0.name == o.text.en }
                        #expect(named.count == 1, "\(o.text) is one town of \(r.id)")
                        return try #require(named.first?.population)
                    }
                    let top = try #require(populations.max())
                    #expect(populations.filter { $0 == top }.count == 1)
                    #expect(populations[q.correctIndex!] == top, "\(r.id): \(q.options.map(\.text)) \(populations)")
                case .townRiver:
                    // Measured against the base map's lines in RiverQuizTests; here: a right river the facts give the town.
                    let name = try #require(quoted(q.prompt).first)
                    let town = try #require(facts.towns(in: r.id).first { $0.name.text(for: .en) == name })
                    #expect(facts.rivers.towns[town.id]?.passing.contains(correct.text) == true, "\(correct.text) passes \(name)")
                }
            }
        }
        #expect(kindsSeen == Set(GeneratedQuestionKind.allCases))
    }

    @Test func theLibrarysGeneratedQuizIsTheSameInEverySession() throws {
        let a = try QuizLibrary(dataset: dataset), b = try QuizLibrary(dataset: dataset)
        for r in dataset.regions {
            #expect(a.catalogue.quiz(id: "gen-\(r.id.lowercased())") == b.catalogue.quiz(id: "gen-\(r.id.lowercased())"))
            #expect(a.catalogue.quiz(id: "gen-\(r.id.lowercased())") == (try a.generate(for: r).quiz))
        }
        let cz64 = try #require(dataset.region(id: "CZ-64"))
        #expect(try a.generate(for: cz64, seed: 5).quiz != a.generate(for: cz64).quiz)
    }
}
