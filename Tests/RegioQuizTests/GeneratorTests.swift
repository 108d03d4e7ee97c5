import Foundation
import Testing
@testable import RegioQuiz

/// Generated questions re-derived from the facts, independently of the generator.
@Suite
struct GeneratorTests {
    /// Each border once; the generator must use it both ways.
    static let borders: [(String, String)] = [
        ("CZ-10", "CZ-20"), ("CZ-20", "CZ-31"), ("CZ-20", "CZ-32"), ("CZ-20", "CZ-42"), ("CZ-20", "CZ-51"),
        ("CZ-20", "CZ-52"), ("CZ-20", "CZ-53"), ("CZ-20", "CZ-63"), ("CZ-31", "CZ-32"), ("CZ-31", "CZ-63"),
        ("CZ-31", "CZ-64"), ("CZ-32", "CZ-41"), ("CZ-32", "CZ-42"), ("CZ-41", "CZ-42"), ("CZ-42", "CZ-51"),
        ("CZ-51", "CZ-52"), ("CZ-52", "CZ-53"), ("CZ-53", "CZ-63"), ("CZ-53", "CZ-64"), ("CZ-53", "CZ-71"),
        ("CZ-63", "CZ-64"), ("CZ-64", "CZ-71"), ("CZ-64", "CZ-72"), ("CZ-71", "CZ-72"), ("CZ-71", "CZ-80"),
        ("CZ-72", "CZ-80"),
    ]

    /// A small made-up town table: a name in two regions (Lhota), equal populations (Hodonín, Břeclav),
    /// regions with one town (CZ-42) and with none (CZ-63, CZ-52, …).
    static let towns: [TownFact] = [
        ("Brno", 380_000, "CZ-64"), ("Znojmo", 33_000, "CZ-64"), ("Hodonín", 24_000, "CZ-64"), ("Břeclav", 24_000, "CZ-64"),
        ("Vyškov", 21_000, "CZ-64"), ("Blansko", 20_000, "CZ-64"), ("Lhota", 300, "CZ-64"),
        ("Zlín", 74_000, "CZ-72"), ("Kroměříž", 28_000, "CZ-72"), ("Vsetín", 25_000, "CZ-72"), ("Uherské Hradiště", 25_001, "CZ-72"),
        ("Praha", 1_300_000, "CZ-10"),
        ("Kladno", 69_000, "CZ-20"), ("Mladá Boleslav", 44_000, "CZ-20"), ("Příbram", 32_000, "CZ-20"), ("Kolín", 32_500, "CZ-20"),
        ("Lhota", 500, "CZ-20"),
        ("Ostrava", 280_000, "CZ-80"), ("Havířov", 70_000, "CZ-80"), ("Opava", 55_000, "CZ-80"), ("Frýdek-Místek", 54_000, "CZ-80"),
        ("Olomouc", 100_000, "CZ-71"), ("Prostějov", 43_000, "CZ-71"), ("Přerov", 41_000, "CZ-71"),
        ("České Budějovice", 94_000, "CZ-31"), ("Tábor", 34_000, "CZ-31"), ("Písek", 30_000, "CZ-31"),
        ("Plzeň", 175_000, "CZ-32"), ("Klatovy", 22_000, "CZ-32"), ("Rokycany", 14_000, "CZ-32"),
        ("Karlovy Vary", 48_000, "CZ-41"), ("Cheb", 31_000, "CZ-41"),
        ("Ústí nad Labem", 92_000, "CZ-42"),
    ].enumerated().map { TownFact(id: "t\($0.offset)", name: $0.element.0, population: $0.element.1, regionID: $0.element.2) }

    /// The facts file read directly, for the independent checks.
    struct RawRegion { var iso, nameEN, nameCS, capitalEN, capitalCS: String; var area: Double }

    static func rawRegions() throws -> [RawRegion] {
        let top = try JSONSerialization.jsonObject(with: Data(contentsOf: Fixtures.czRegions)) as! [String: Any]
        return (top["regions"] as! [[String: Any]]).map {
            RawRegion(iso: $0["iso"] as! String, nameEN: $0["name_en"] as! String, nameCS: $0["name_cs"] as! String,
                      capitalEN: $0["capital_en"] as! String, capitalCS: $0["capital_cs"] as! String,
                      area: ($0["area_km2"] as! NSNumber).doubleValue)
        }
    }

    static func facts(regionOrder reversed: Bool = false) throws -> QuizFacts {
        var neighbours: [String: [String]] = [:]
        for (a, b) in borders { neighbours[a, default: []].append(b) }
        var regions = try RegionFactsFile.decode(Data(contentsOf: Fixtures.czRegions), file: "cz-regions.json", neighbours: neighbours)
        var towns = Self.towns
        if reversed { regions.reverse(); towns.reverse() }
        return try QuizFacts(regions: regions, towns: towns)
    }

    /// The texts between “ and ” in an English prompt.
    func quoted(_ s: String) -> [String] {
        s.split(separator: "“").dropFirst().compactMap { $0.split(separator: "”", maxSplits: 1).first.map(String.init) }
    }

    func borders(_ a: String, _ b: String) -> Bool {
        Self.borders.contains { ($0.0 == a && $0.1 == b) || ($0.0 == b && $0.1 == a) }
    }

    /// Checks one generated question against the raw facts; returns the kind checked.
    func check(_ q: Question, kind: GeneratedQuestionKind, region: String, raw: [RawRegion]) {
        let byName = Dictionary(uniqueKeysWithValues: raw.map { ($0.nameEN, $0) })
        let texts = q.options.map { $0.text.text(for: .en) }
        let correct = q.options.filter(\.correct).map { $0.text.text(for: .en) }
        #expect(correct.count == 1, "\(q.id): exactly one option is correct")
        #expect(Set(texts).count == texts.count, "\(q.id): distinct options")
        #expect(Set(q.options.map { $0.text.text(for: .cs) }).count == texts.count, "\(q.id): distinct Czech options")
        #expect(q.options.count == (kind == .largerRegion ? 2 : 3), "\(q.id): option count")
        let prompt = q.prompt.text(for: .en)
        switch kind {
        case .capital:
            let subject = byName[quoted(prompt)[0]]!
            #expect(subject.iso == region)
            #expect(correct == [subject.capitalEN])
            #expect(texts.filter { $0 == subject.capitalEN }.count == 1, "no wrong option is also the capital")
            #expect(texts.allSatisfy { t in raw.contains { $0.capitalEN == t } }, "every option is a capital")
            #expect(q.prompt.text(for: .cs).contains("„\(subject.nameCS)“"))
        case .townRegion:
            let town = quoted(prompt)[0]
            let homes = Set(Self.towns.filter { $0.name.text(for: .en) == town }.map(\.regionID))
            #expect(homes == [region], "\(town) lies only in \(region)")
            #expect(correct == [raw.first { $0.iso == region }!.nameEN])
            #expect(texts.allSatisfy { byName[$0] != nil }, "every option is a region")
        case .neighbour:
            let subject = byName[quoted(prompt)[0]]!
            #expect(subject.iso == region)
            for o in q.options {
                let r = byName[o.text.text(for: .en)]!
                #expect(r.iso != region)
                #expect(borders(subject.iso, r.iso) == o.correct, "\(r.nameEN) borders \(subject.nameEN): \(o.correct)")
            }
        case .largerRegion:
            let named = quoted(prompt).map { byName[$0]! }
            #expect(Set(named.map(\.iso)) == Set(texts.map { byName[$0]!.iso }))
            #expect(named.contains { $0.iso == region })
            let areas = texts.map { byName[$0]!.area }
            #expect(areas[0] != areas[1])
            let largest = texts.max { byName[$0]!.area < byName[$1]!.area }!
            #expect(correct == [largest])
        case .mostPopulousTown:
            let subject = byName[quoted(prompt)[0]]!
            #expect(subject.iso == region)
            let pops = texts.map { t -> Int in
                let matches = Self.towns.filter { $0.name.text(for: .en) == t && $0.regionID == region }
                #expect(matches.count == 1, "\(t) is one town of \(region)")
                return matches.first?.population ?? -1
            }
            let max = pops.max()!
            #expect(pops.filter { $0 == max }.count == 1, "a unique largest town")
            #expect(correct == [texts[pops.firstIndex(of: max)!]])
        case .townRiver:
            Issue.record("\(q.id): a river question from facts without rivers")
        }
    }

    @Test func everyGeneratedAnswerFollowsFromTheFacts() throws {
        let raw = try Self.rawRegions()
        #expect(raw.count == 14)
        let generator = QuizGenerator(facts: try Self.facts())
        var kindsSeen: Set<GeneratedQuestionKind> = []
        for region in raw.map(\.iso) {
            for seed in 1...12 as ClosedRange<UInt64> {
                let g = try generator.quiz(forRegion: region, seed: seed)
                #expect(g.quiz.id == "gen-\(region.lowercased())")
                #expect(g.quiz.regionID == region)
                #expect(QuizValidator.problems(in: g.quiz, file: "(generated)", knownRegions: Set(raw.map(\.iso))) == [])
                for q in g.quiz.questions {
                    let kind = try #require(g.kinds[q.id])
                    kindsSeen.insert(kind)
                    check(q, kind: kind, region: region, raw: raw)
                }
                // The quiz runs.
                _ = try QuizSession(quiz: g.quiz, seed: seed)
            }
        }
        // River questions need river facts: RiverQuestionTests.
        #expect(kindsSeen == Set(GeneratedQuestionKind.allCases).subtracting([.townRiver]))
    }

    @Test func ambiguousTownsAreNeverAsked() throws {
        let generator = QuizGenerator(facts: try Self.facts())
        for seed in 1...40 as ClosedRange<UInt64> {
            for region in ["CZ-64", "CZ-20"] {
                let g = try generator.quiz(forRegion: region, seed: seed)
                for q in g.quiz.questions {
                    #expect(!q.prompt.text(for: .en).contains("Lhota"))
                    #expect(!q.options.contains { $0.text.text(for: .en) == "Lhota" } || g.kinds[q.id] == .mostPopulousTown)
                }
                // Hodonín and Břeclav have the same population: never both in one question.
                for q in g.quiz.questions where g.kinds[q.id] == .mostPopulousTown {
                    let names = Set(q.options.map { $0.text.text(for: .en) })
                    #expect(!(names.contains("Hodonín") && names.contains("Břeclav")))
                }
            }
        }
    }

    @Test func pragueIsNeverAWrongCapital() throws {
        // Prague and the Central Bohemian Region share their capital.
        let generator = QuizGenerator(facts: try Self.facts())
        for seed in 1...40 as ClosedRange<UInt64> {
            for region in ["CZ-10", "CZ-20"] {
                let q = try generator.quiz(forRegion: region, seed: seed).quiz.question(id: "capital-1")!
                #expect(q.options.filter { $0.text.text(for: .en) == "Prague" }.count == 1)
                #expect(q.options.first { $0.text.text(for: .en) == "Prague" }?.correct == true)
            }
        }
    }

    @Test func deterministicFromTheSeedWhateverTheFactOrder() throws {
        let a = QuizGenerator(facts: try Self.facts())
        let b = QuizGenerator(facts: try Self.facts(regionOrder: true))
        var differs = false
        for region in ["CZ-64", "CZ-20", "CZ-80"] {
            for seed in 1...5 as ClosedRange<UInt64> {
                #expect(try a.quiz(forRegion: region, seed: seed) == b.quiz(forRegion: region, seed: seed))
                if try a.quiz(forRegion: region, seed: seed) != a.quiz(forRegion: region, seed: seed + 100) { differs = true }
            }
        }
        #expect(differs)
    }

    @Test func kindsWithoutFactsAreSkippedAndReported() throws {
        let generator = QuizGenerator(facts: try Self.facts())
        let vysocina = try generator.quiz(forRegion: "CZ-63", seed: 1)   // no towns in the table
        #expect(vysocina.skipped == ["town-region: no town with a unique name in the region",
                                     "most-populous-town: fewer than three towns with distinct names and populations",
                                     "town-river: the facts have no named rivers at towns (the dataset has no base map, or its rivers have no names)"])
        #expect(vysocina.quiz.questions.map(\.id) == ["capital-1", "neighbour-1", "larger-region-1"])
        let usti = try generator.quiz(forRegion: "CZ-42", seed: 1)       // one town
        #expect(usti.quiz.questions.map(\.id) == ["capital-1", "town-region-1", "neighbour-1", "larger-region-1"])
        let brno = try generator.quiz(forRegion: "CZ-64", seed: 1)
        #expect(brno.quiz.questions.count == 6)
        #expect(brno.skipped == ["town-river: the facts have no named rivers at towns (the dataset has no base map, or its rivers have no names)"])
        let custom = try generator.quiz(forRegion: "CZ-64", seed: 1,
                                        options: .init(questionsPerKind: [.townRegion: 4, .capital: 0]))
        #expect(custom.quiz.questions.map(\.id) == ["town-region-1", "town-region-2", "town-region-3", "town-region-4"])
        #expect(throws: QuizGenerationError.unknownRegion("CZ-99")) { try generator.quiz(forRegion: "CZ-99", seed: 1) }
        let alone = QuizGenerator(facts: try QuizFacts(regions: [RegionFact(id: "X", name: LocalizedText("X"),
                                                                           capital: LocalizedText("Y"), areaKm2: 1)], towns: []))
        #expect(throws: QuizGenerationError.self) { try alone.quiz(forRegion: "X", seed: 1) }
    }

    @Test func inconsistentFactsAreRefused() {
        let r = { (id: String, name: String, area: Double, n: [String]) in
            RegionFact(id: id, name: LocalizedText(name), capital: LocalizedText("C" + id), areaKm2: area, neighbourIDs: n)
        }
        #expect(throws: QuizGenerationError.invalidFacts([
            "region B has area -1.0; it must be positive",
            "region B lists neighbour Z, which is not a known region",
            "regions A and C have the same cs name \"Alpha\"",
            "regions A and C have the same en name \"Alpha\"",
            "town t1 (T) is in unknown region Q",
        ])) {
            try QuizFacts(regions: [r("A", "Alpha", 5, []), r("B", "Beta", -1, ["Z"]), r("C", "Alpha", 3, [])],
                          towns: [TownFact(id: "t1", name: "T", population: 5, regionID: "Q")])
        }
    }

    /// The facts' indexed lookups give what a scan of every region and town gives.
    @Test func lookupsAgreeWithAScanOfTheFacts() throws {
        let facts = try Self.facts(regionOrder: true)
        for region in facts.regions {
            #expect(facts.region(region.id) == region)
            #expect(facts.position(region.id).map { facts.regions[$0] } == region)
            let bordering = Set(Self.borders.compactMap { $0.0 == region.id ? $0.1 : $0.1 == region.id ? $0.0 : nil })
            #expect(facts.neighbours(of: region.id) == bordering.sorted(), "\(region.id)")
            let scanned = Self.towns.filter { $0.regionID == region.id }
                .sorted { ($0.population, $1.id) > ($1.population, $0.id) }
            #expect(facts.towns(in: region.id).map(\.id) == scanned.map(\.id), "\(region.id)")
        }
        #expect(facts.region("CZ-99") == nil)
        #expect(facts.towns(in: "CZ-99").isEmpty)
        #expect(facts.neighbours(of: "CZ-99").isEmpty)
        let lhota = try #require(facts.towns.first { $0.name.text(for: .en) == "Lhota" })
        let brno = try #require(facts.towns.first { $0.name.text(for: .en) == "Brno" })
        #expect(!facts.hasUniqueName(lhota))
        #expect(facts.hasUniqueName(brno))
        // Case and surrounding spaces do not make a name unique.
        let padded = try QuizFacts(regions: facts.regions, towns: [
            TownFact(id: "a", name: "Lhota", population: 1, regionID: "CZ-64"),
            TownFact(id: "b", name: " lhota ", population: 2, regionID: "CZ-20"),
        ])
        #expect(padded.towns.allSatisfy { !padded.hasUniqueName($0) })
    }

    /// In facts of two countries, the wrong regions of a region's questions
    /// come from its own country (after its neighbours), never from abroad
    /// while the country has enough.
    @Test func wrongRegionsComeFromTheSameCountry() throws {
        var regions: [RegionFact] = []
        var towns: [TownFact] = []
        let borders = ["A-1": ["A-2", "B-1"], "A-2": ["A-3"]]
        for country in ["A", "B"] {
            for i in 1...5 {
                let id = "\(country)-\(i)"
                regions.append(RegionFact(id: id, name: LocalizedText("Region \(id)"), capital: nil,
                                          areaKm2: Double(100 * i + (country == "B" ? 7 : 0)), neighbourIDs: borders[id] ?? []))
                for t in 1...4 {
                    towns.append(TownFact(id: "\(id)/\(t)", name: "Town \(id) \(t)", population: 1_000 * t, regionID: id))
                }
            }
        }
        let generator = QuizGenerator(facts: try QuizFacts(regions: regions, towns: towns))
        let name = Dictionary(uniqueKeysWithValues: regions.map { ($0.name.text(for: .en), $0.id) })
        for seed in UInt64(1)...40 {
            for region in ["A-3", "A-4", "B-2"] {
                let generated = try generator.quiz(forRegion: region, seed: seed)
                let country = region.prefix(1)
                for question in generated.quiz.questions {
                    let kind = try #require(generated.kinds[question.id])
                    guard [.townRegion, .neighbour, .largerRegion].contains(kind) else { continue }
                    let ids = question.options.compactMap { name[$0.text.text(for: .en)] }
                    #expect(ids.count == question.options.count)
                    // A-3's neighbour A-2 is of its country too; B-2 has no neighbour.
                    #expect(ids.allSatisfy { $0.hasPrefix(country) }, "\(region) seed \(seed) \(kind): \(ids)")
                }
            }
        }
        // A-1 borders B-1: a neighbour abroad is a fair wrong option for a town of A-1.
        let a1 = try generator.quiz(forRegion: "A-1", seed: 3)
        let options = a1.quiz.questions.filter { a1.kinds[$0.id] == .townRegion }.flatMap { $0.options.map { $0.text.text(for: .en) } }
        #expect(Set(options).isSubset(of: ["Region A-1", "Region A-2", "Region B-1"]))
    }
}
