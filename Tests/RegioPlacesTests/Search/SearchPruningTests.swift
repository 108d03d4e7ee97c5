import Foundation
import Testing
@testable import RegioPlaces
import RegioGeo

/// The index skips work (early stops in importance order, cached top places
/// of common prefixes, the two most selective words); these tests check that
/// it returns exactly what evaluating every name of every place would.
@Suite struct SearchPruningTests {
    static let syllables = ["ka", "ra", "lo", "mi", "ne", "sa", "to", "va", "pe", "bu", "ko", "li"]

    static func catalogue(seed: UInt64, count: Int) -> [Place] {
        var rng = SeededRandom(seed: seed)
        func word() -> String {
            (0..<Int.random(in: 1...4, using: &rng)).map { _ in syllables.randomElement(using: &rng)! }.joined()
        }
        let categories: [PlaceCategory] = [.town, .town, .castle, .ruin, .lookoutTower]
        return (0..<count).map { i in
            let name = (0..<Int.random(in: 1...3, using: &rng)).map { _ in word() }.joined(separator: " ")
            let alts = (0..<Int.random(in: 0...2, using: &rng)).map { _ in word() }
            return Place(id: "r:\(i)", name: name.capitalized, alternateNames: alts,
                         category: categories.randomElement(using: &rng)!,
                         coordinate: Coordinate(latitude: Double.random(in: 48...51, using: &rng),
                                                longitude: Double.random(in: 12...19, using: &rng)),
                         regionID: ["A", "B", "C"].randomElement(using: &rng)!,
                         importance: Double(Int.random(in: 0...5, using: &rng)) * pow(10, Double.random(in: 0...5, using: &rng)))
        }
    }

    /// Every name of every place evaluated, ranked and cut like a search.
    static func bruteForce(_ index: PlaceSearchIndex, _ query: PlaceQuery) -> [String] {
        var bytes: [UInt8] = [], ends: [Int] = []
        TextFolding.appendTokens(of: query.text, to: &bytes, ends: &ends)
        var words: [[UInt8]] = []
        var start = 0
        for end in ends.prefix(PlaceQuery.maxWords) { words.append(Array(bytes[start..<end])); start = end }
        let lastIsPrefix = query.text.unicodeScalars.last.map { !TextFolding.isSeparator($0) } ?? false
        let plans = words.enumerated().map {
            WordPlan(word: $1, isLast: $0 == words.count - 1, asPrefix: lastIsPrefix && $0 == words.count - 1, index: index)
        }
        let filter = CompiledFilter(query.filter, index: index)
        var run = SearchRun(index: index, plans: plans, filter: filter, near: query.near, needed: 0, capacity: 1)
        run.minMatched = max(1, plans.count - 1)
        var best: [UInt32: SearchCandidate] = [:]
        for rank in 0..<index.rankToPlace.count where filter.allows(rank, index) {
            for name in Int(index.firstName[rank])..<Int(index.firstName[rank + 1]) {
                guard let c = run.evaluate(name: name, rank: rank) else { continue }
                if best[c.rank].map({ c.ranksBefore($0) }) ?? true { best[c.rank] = c }
            }
        }
        var ranked = best.values.sorted { $0.ranksBefore($1) }
        if let full = ranked.first?.matched, full == plans.count {
            ranked = ranked.filter { $0.matched == full }   // partial matches only when nothing matches every word
        }
        return ranked.dropFirst(query.offset).prefix(query.limit).map { index.places[Int(index.rankToPlace[Int($0.rank)])].id }
    }

    @Test(arguments: [11, 12])
    func resultsEqualABruteForceRanking(seed: UInt64) throws {
        let places = Self.catalogue(seed: seed, count: 2500)
        // A low threshold so that common prefixes use the cache.
        let index = IndexBuilder(places: places, heavyPostings: 150).build()
        #expect(index.prefixCache.count > 5)
        var rng = SeededRandom(seed: seed &* 31)
        var queries: [PlaceQuery] = []
        for _ in 0..<120 {
            let p = places.randomElement(using: &rng)!
            var chars = Array(TextFolding.fold(p.name))
            if chars.count > 4 && Bool.random(using: &rng) { chars.swapAt(1, 2) }         // a typo
            let cut = Int.random(in: 1...chars.count, using: &rng)
            var q = PlaceQuery(String(chars[0..<cut]), limit: Int.random(in: 1...15, using: &rng))
            switch Int.random(in: 0..<6, using: &rng) {
            case 0: q.near = Coordinate(latitude: 50, longitude: 15)
            case 1: q.filter.categories = [.castle, .ruin]
            case 2: q.filter.regions = ["B"]
            case 3: q.offset = Int.random(in: 0...10, using: &rng)
            case 4: q.filter.placeIDs = Set(places.shuffled(using: &rng).prefix(300).map(\.id))
            default: break
            }
            queries.append(q)
        }
        for s in Self.syllables { queries.append(PlaceQuery(s)); queries.append(PlaceQuery(String(s.prefix(1)))) }
        queries.append(PlaceQuery("hrad ka"))
        queries.append(PlaceQuery("kara lo mi"))
        for q in queries {
            let got = try index.search(q).map(\.place.id)
            #expect(got == Self.bruteForce(index, q), "query '\(q.text)' limit \(q.limit) offset \(q.offset)")
        }
    }
}
