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
        var run = SearchRun(index: index, plans: plans, filter: filter, near: query.near, needed: 1)
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
        // Enough places that the top is kept with a table of places, not scanned.
        for s in Self.syllables.prefix(4) { queries.append(PlaceQuery(s, limit: 90, offset: 20)) }
        queries.append(PlaceQuery("hrad ka"))
        queries.append(PlaceQuery("kara lo mi"))
        for q in queries {
            let got = try index.search(q).map(\.place.id)
            #expect(got == Self.bruteForce(index, q), "query '\(q.text)' limit \(q.limit) offset \(q.offset)")
        }
    }

    /// A word that names a category moves that category's places first
    /// (``SearchRanking/categoryWordBonus``), whether they meet the word by
    /// category or by name: the pruned walk still returns what evaluating
    /// every name would, alone and with other words, near a point, filtered.
    @Test func categoryWordsGiveTheResultsOfABruteForceRanking() throws {
        var places = Self.catalogue(seed: 41, count: 2500)
        var rng = SeededRandom(seed: 43)
        // Names holding the category words, of every category, so that a word matches both ways.
        let starts = ["Hrad", "Hradec", "Hrádek", "Zámek", "Rozhledna", "Castle", "Tower"]
        let categories: [PlaceCategory] = [.town, .castle, .chateau, .ruin, .lookoutTower]
        for i in 0..<300 {
            let name = starts.randomElement(using: &rng)! + " " + Self.syllables.randomElement(using: &rng)!
                + Self.syllables.randomElement(using: &rng)!
            places.append(Place(id: "k:\(i)", name: name, category: categories.randomElement(using: &rng)!,
                                coordinate: Coordinate(latitude: Double.random(in: 48...51, using: &rng),
                                                       longitude: Double.random(in: 12...19, using: &rng)),
                                regionID: ["A", "B"].randomElement(using: &rng)!,
                                importance: pow(10, Double.random(in: 0...6, using: &rng))))
        }
        let index = IndexBuilder(places: places, heavyPostings: 150).build()
        var texts = ["hrad", "hrad ", "hra", "hradec", "zamek", "zámek ka", "castle", "castle ra", "rozhledna",
                     "lookout tower", "lookout tower ko", "tower", "hrady", "ruin", "chateau lo", "hrad castle"]
        for _ in 0..<60 {
            let word = ["hrad", "zamek", "rozhledna", "castle", "tower"].randomElement(using: &rng)!
            var name = Array(TextFolding.fold(places.randomElement(using: &rng)!.name))
            if name.count > 4 && Bool.random(using: &rng) { name.swapAt(1, 2) }          // a typo
            let rest = String(name[0..<Int.random(in: 1...name.count, using: &rng)])
            texts.append(Bool.random(using: &rng) ? word + " " + rest : rest + " " + word)
        }
        for (n, text) in texts.enumerated() {
            var q = PlaceQuery(text, limit: [1, 5, 10, 15][n % 4])
            switch n % 5 {
            case 1: q.near = Coordinate(latitude: 50, longitude: 15)
            case 2: q.filter.regions = ["B"]
            case 3: q.offset = 3
            default: break
            }
            let got = try index.search(q).map(\.place.id)
            #expect(got == Self.bruteForce(index, q), "query '\(q.text)' limit \(q.limit) offset \(q.offset)")
        }
        // The test is not empty: a category word puts its category first.
        let castles = try index.search(PlaceQuery("hrad", limit: 10))
        #expect(castles.allSatisfy { [.castle, .ruin].contains($0.place.category) })
    }

    /// A word's signature mask covers every token it matches (or is "any"), so
    /// skipping names by signature never drops a match.
    @Test func aWordsSignatureCoversEveryTokenItMatches() {
        let index = PlaceSearchIndex(places: Self.catalogue(seed: 31, count: 3_000))
        let words = Self.syllables + ["k", "p", "kar", "karalo", "ralomine", "karalomi", "pebuko", "x", "zz"]
        for word in words {
            for asPrefix in [false, true] {
                let plan = WordPlan(word: Array(word.utf8), isLast: true, asPrefix: asPrefix, index: index)
                let mask = WordSignature.mask(of: plan.matches, in: index.dictionary)
                guard mask != WordSignature.any else { continue }
                for run in plan.matches {
                    for t in Int(run.lo)..<Int(run.hi) {
                        #expect(WordSignature.bits(of: index.dictionary.token(t)) & mask != 0, "\(word) \(t)")
                    }
                }
            }
        }
    }

    /// The top keeps each place once, with its best candidate, whether it
    /// scans for a place (small) or keeps a table of places (large).
    @Test(arguments: [3, 10, TopCandidates.scanCapacity + 40])
    func topKeepsTheBestCandidateOfEachPlace(capacity: Int) {
        var rng = SeededRandom(seed: UInt64(capacity))
        var top = TopCandidates(capacity: capacity)
        var best: [UInt32: SearchCandidate] = [:]
        for name in 0..<3000 {
            let c = SearchCandidate(matched: Int.random(in: 1...2, using: &rng), exact: false,
                                    score: Double(Int.random(in: 0...50, using: &rng)), edits: 0,
                                    rank: UInt32.random(in: 0..<400, using: &rng), name: UInt32(name))
            top.offer(c)
            if best[c.rank].map({ c.ranksBefore($0) }) ?? true { best[c.rank] = c }
        }
        let expected = best.values.sorted { $0.ranksBefore($1) }.prefix(capacity)
        #expect(top.sorted().map(\.name) == expected.map(\.name))
        #expect(Set(top.sorted().map(\.rank)).count == capacity)
    }

    /// Typing keeps the matches of the words searched last: every keystroke's
    /// results must be those of the same query on an index that kept nothing.
    @Test func keptWordMatchesGiveTheResultsOfAFreshWalk() throws {
        let places = Self.catalogue(seed: 5, count: 2500)
        let index = IndexBuilder(places: places, heavyPostings: 150).build()
        var rng = SeededRandom(seed: 77)
        var typed = 0
        for _ in 0..<40 {
            var name = Array(places.randomElement(using: &rng)!.name)
            if name.count > 5 { name.swapAt(2, 3) }      // a typo the walk has to allow
            for cut in 1...name.count {
                let query = PlaceQuery(String(name[0..<cut]), limit: 10)
                let kept = try index.search(query).map(\.place.id)
                index.forgetRecentWords()
                #expect(index.recentWords.count == 0)
                let fresh = try index.search(query).map(\.place.id)
                #expect(kept == fresh, "'\(query.text)'")
                #expect(try index.search(query).map(\.place.id) == fresh, "'\(query.text)' again")
                typed += 1
            }
        }
        #expect(typed > 200)
        #expect(index.recentWords.count > 0 && index.recentWords.count <= RecentWordMatches.capacity)
    }

    @Test func keptWordsStayBounded() {
        let kept = RecentWordMatches()
        var walks = 0
        for i in 0..<(RecentWordMatches.capacity + 10) {
            let key = RecentWordMatches.Key(word: Array("w\(i)".utf8), maxEdits: 1, asPrefix: true)
            _ = kept.matches(key) { walks += 1; return [TokenMatch(lo: UInt32(i), hi: UInt32(i + 1), edits: 1)] }
            #expect(kept.count <= RecentWordMatches.capacity)
        }
        #expect(walks == RecentWordMatches.capacity + 10)
        let last = RecentWordMatches.Key(word: Array("w\(RecentWordMatches.capacity + 9)".utf8), maxEdits: 1, asPrefix: true)
        let again = kept.matches(last) { walks += 1; return [] }
        #expect(walks == RecentWordMatches.capacity + 10, "a kept word is not walked again")
        #expect(again == [TokenMatch(lo: UInt32(RecentWordMatches.capacity + 9), hi: UInt32(RecentWordMatches.capacity + 10), edits: 1)])
    }
}
