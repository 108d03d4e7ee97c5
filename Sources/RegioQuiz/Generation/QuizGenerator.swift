import Foundation

/// Builds a quiz about a region from plain facts (no maps): its capital,
/// which region a town is in, which region borders it, which of two regions
/// is larger, which of three towns has the most inhabitants, which river a
/// town is on (where the facts have rivers, ``RiverFacts``).
///
/// Every answer follows from the facts: wrong options are of the same kind
/// (capitals, regions, towns) and chosen so that none of them is also right
/// (a capital shared by two regions, a town name found in two regions, towns
/// with equal populations, regions of equal area are never offered). In
/// facts of several countries (ids `AT-7`, `DE-BY`), wrong regions and capitals
/// come from the region's own country where it has enough (regions after its
/// neighbours), so a question looks at its country, not at the whole world. Output
/// depends only on the facts and the seed (the order of the facts does not
/// matter).
///
/// ```swift
/// let facts = try QuizFacts(regions: regions, towns: towns)
/// let generated = try QuizGenerator(facts: facts).quiz(forRegion: "CZ-64", seed: 1)
/// generated.quiz.questions.count // 6
/// ```
public struct QuizGenerator: Sendable {
    public let facts: QuizFacts
    /// Each region's area, by position in `facts.regions`.
    private let areas: [Double]
    /// Each region's country (``country(of:)``) as a number, by position.
    private let countries: [Int]
    /// The positions of each country's regions (by country number), ascending:
    /// wrong options are drawn from the region's own country, so a question
    /// looks at its country's regions, not at all 4,500 of the world's.
    private let countryPositions: [[Int]]

    public init(facts: QuizFacts) {
        self.facts = facts
        areas = facts.regions.map(\.areaKm2)
        var numbers: [Substring: Int] = [:]
        var members: [[Int]] = []
        countries = facts.regions.indices.map { i in
            let country = Self.country(of: facts.regions[i].id)
            let n = numbers[country] ?? members.count
            if n == members.count {
                numbers[country] = n
                members.append([])
            }
            members[n].append(i)
            return n
        }
        countryPositions = members
    }

    /// The id of the quiz generated for a region: `gen-` and the region id in lower case.
    public static func quizID(forRegion regionID: String) -> String { "gen-\(regionID.lowercased())" }

    /// The title of the quiz generated for a region with this name.
    public static func title(regionName name: LocalizedText) -> LocalizedText {
        Self.text(.genQuizTitle, ["region": Message(name)])
    }

    public struct Options: Sendable, Hashable {
        /// How many questions of each kind (default: 2 town questions, 1 of each other kind).
        public var questionsPerKind: [GeneratedQuestionKind: Int]
        /// Town questions use the region's `townPool` most populous towns,
        /// which a learner may know.
        public var townPool: Int

        public init(questionsPerKind: [GeneratedQuestionKind: Int] = [.capital: 1, .townRegion: 2, .neighbour: 1,
                                                                       .largerRegion: 1, .mostPopulousTown: 1, .townRiver: 1],
                    townPool: Int = 12) {
            self.questionsPerKind = questionsPerKind
            self.townPool = townPool
        }
    }

    /// Generates the quiz of `regionID` (id `gen-<region id in lower case>`).
    /// Kinds without enough facts are left out and listed in ``GeneratedQuiz/skipped``.
    /// - Throws: ``QuizGenerationError``.
    public func quiz(forRegion regionID: String, seed: UInt64, options: Options = Options()) throws(QuizGenerationError) -> GeneratedQuiz {
        guard let region = facts.region(regionID) else { throw .unknownRegion(regionID) }
        var rng = SeededRandom(seed: SeededRandom.derive(seed ^ Self.fnv1a(regionID), round: 0))
        var questions: [Question] = []
        var kinds: [String: GeneratedQuestionKind] = [:]
        var skipped: [String] = []
        for kind in GeneratedQuestionKind.allCases {
            let wanted = max(0, options.questionsPerKind[kind] ?? 0)
            guard wanted > 0 else { continue }
            let made = make(kind, count: wanted, region: region, rng: &rng, townPool: max(3, options.townPool))
            switch made {
            case .success(let qs):
                for q in qs {
                    kinds[q.id] = kind
                    questions.append(q)
                }
            case .failure(let reason):
                skipped.append("\(kind.rawValue): \(reason.text)")
            }
        }
        guard !questions.isEmpty else { throw .notEnoughFacts(region: regionID, reasons: skipped) }
        let quiz = Quiz(
            id: Self.quizID(forRegion: regionID), regionID: regionID, title: Self.title(regionName: region.name),
            instructions: Self.text(.genQuizInstructions, [:]),
            questions: questions)
        return GeneratedQuiz(quiz: quiz, kinds: kinds, skipped: skipped)
    }

    private struct Reason: Error { var text: String }

    private func make(_ kind: GeneratedQuestionKind, count: Int, region: RegionFact, rng: inout SeededRandom,
                      townPool: Int) -> Result<[Question], Reason> {
        switch kind {
        case .capital: return capital(region, rng: &rng).map { [$0] }
        case .townRegion: return townRegion(region, count: count, rng: &rng, pool: townPool)
        case .neighbour: return neighbour(region, rng: &rng).map { [$0] }
        case .largerRegion: return larger(region, rng: &rng).map { [$0] }
        case .mostPopulousTown: return mostPopulous(region, rng: &rng, pool: townPool).map { [$0] }
        case .townRiver: return townRiver(region, rng: &rng, pool: townPool).map { [$0] }
        }
    }

    // MARK: - Kinds

    private func capital(_ r: RegionFact, rng: inout SeededRandom) -> Result<Question, Reason> {
        guard let capital = r.capital else { return .failure(Reason(text: "the facts give no capital for the region")) }
        var taken = [capital]
        var wrong: [LocalizedText] = []
        func take(from candidates: [Int]) {
            for i in candidates where wrong.count < 2 {
                guard let otherCapital = facts.regions[i].capital else { continue }
                if taken.contains(where: { Self.clash($0, otherCapital) }) { continue }
                taken.append(otherCapital)
                wrong.append(otherCapital)
            }
        }
        // The country's other capitals first; the rest of the world's only when it has too few.
        take(from: rng.shuffled(homePositions(besides: r)))
        if wrong.count < 2 { take(from: rng.shuffled(abroadPositions(of: r))) }
        guard wrong.count == 2 else { return .failure(Reason(text: "fewer than two other capitals")) }
        return .success(Question(
            id: "capital-1",
            prompt: Self.text(.genCapitalPrompt, ["region": Message(r.name)]),
            options: [AnswerOption(capital, correct: true)] + wrong.map { AnswerOption($0) },
            explanation: Self.text(.genCapitalExplanation, ["region": Message(r.name), "capital": Message(capital)])))
    }

    private func townRegion(_ r: RegionFact, count: Int, rng: inout SeededRandom, pool: Int) -> Result<[Question], Reason> {
        // Towns whose name no other town in the facts has: the answer is then unambiguous.
        let candidates = facts.towns(in: r.id).filter(facts.hasUniqueName).prefix(pool)
        guard !candidates.isEmpty else { return .failure(Reason(text: "no town with a unique name in the region")) }
        let near = facts.neighbours(of: r.id).compactMap(facts.position).sorted()
        let farHome = homePositions(besides: r).filter { !near.contains($0) }
        // The regions abroad are listed only when the neighbours and the country give fewer than two.
        let farAbroadCount = facts.regions.count - 1 - near.count - farHome.count
        guard near.count + farHome.count + farAbroadCount >= 2 else { return .failure(Reason(text: "fewer than three regions")) }
        let farAbroad = near.count + farHome.count >= 2 ? [] : abroadPositions(of: r, where: { !near.contains($0) })
        var out: [Question] = []
        for (k, town) in rng.pick(count, from: Array(candidates)).enumerated() {
            // Plausible wrong regions: neighbours first, then the others of the same country, then the rest.
            let wrong = (rng.shuffled(near) + rng.shuffled(farHome) + rng.shuffled(farAbroad)).prefix(2).map { facts.regions[$0] }
            out.append(Question(
                id: "town-region-\(k + 1)",
                prompt: Self.text(.genTownRegionPrompt, ["town": Message(town.name)]),
                options: [AnswerOption(r.name, correct: true)] + wrong.map { AnswerOption($0.name) },
                explanation: Self.text(.genTownRegionExplanation, ["town": Message(town.name), "population": Self.amount(town.population),
                                                                   "region": Message(r.name)])))
        }
        return .success(out)
    }

    private func neighbour(_ r: RegionFact, rng: inout SeededRandom) -> Result<Question, Reason> {
        let ids = facts.neighbours(of: r.id)
        let neighbours = ids.compactMap(facts.region)
        let neighbourPositions = ids.compactMap(facts.position)
        guard let right = rng.pick(1, from: neighbours).first else { return .failure(Reason(text: "the region has no neighbours in the facts")) }
        // Wrong options from the same country when it has two (a dataset of several countries).
        let home = homePositions(besides: r).filter { !neighbourPositions.contains($0) }
        let wrong = rng.pick(2, from: home.count >= 2 ? home : positions(besides: r, where: { !neighbourPositions.contains($0) }))
            .map { facts.regions[$0] }
        guard wrong.count == 2 else { return .failure(Reason(text: "fewer than two regions that do not border it")) }
        return .success(Question(
            id: "neighbour-1",
            prompt: Self.text(.genNeighbourPrompt, ["region": Message(r.name)]),
            options: [AnswerOption(right.name, correct: true)] + wrong.map { AnswerOption($0.name) },
            explanation: Self.text(.genNeighbourExplanation, ["region": Message(r.name),
                                                              "neighbours": Message.joined(neighbours.map { Message($0.name) }, separator: ", ")])))
    }

    private func larger(_ r: RegionFact, rng: inout SeededRandom) -> Result<Question, Reason> {
        let home = homePositions(besides: r).filter { areas[$0] != r.areaKm2 }
        let pool = home.isEmpty ? positions(besides: r, where: { areas[$0] != r.areaKm2 }) : home
        guard let other = rng.pick(1, from: pool).first.map({ facts.regions[$0] }) else {
            return .failure(Reason(text: "no other region with a different area"))
        }
        let big = r.areaKm2 > other.areaKm2 ? r : other
        let small = big.id == r.id ? other : r
        let (first, second) = rng.below(2) == 0 ? (r, other) : (other, r)
        return .success(Question(
            id: "larger-region-1",
            prompt: Self.text(.genLargerPrompt, ["first": Message(first.name), "second": Message(second.name)]),
            options: [AnswerOption(big.name, correct: true), AnswerOption(small.name)],
            explanation: Self.text(.genLargerExplanation, ["big": Message(big.name), "bigArea": Self.amount(big.areaKm2),
                                                           "small": Message(small.name), "smallArea": Self.amount(small.areaKm2)])))
    }

    private func mostPopulous(_ r: RegionFact, rng: inout SeededRandom, pool: Int) -> Result<Question, Reason> {
        // Towns whose name is unique in the region, with distinct populations.
        let inRegion = facts.towns(in: r.id)
        var nameCount: [String: Int] = [:]
        for t in inRegion { for key in QuizFacts.nameKeys(t) { nameCount[key, default: 0] += 1 } }
        var seenPopulation: Set<Int> = []
        let candidates = inRegion.filter { t in
            QuizFacts.nameKeys(t).allSatisfy { nameCount[$0] == 1 } && seenPopulation.insert(t.population).inserted
        }
            .prefix(pool + 3)
        let three = rng.pick(3, from: Array(candidates))
        guard three.count == 3 else { return .failure(Reason(text: "fewer than three towns with distinct names and populations")) }
        let ranked = three.sorted { $0.population > $1.population }
        let list = Message.joined(ranked.map { Message(.genTownWithPopulation, ["town": Message($0.name), "population": Self.amount($0.population)]) },
                                  separator: ", ")
        return .success(Question(
            id: "most-populous-town-1",
            prompt: Self.text(.genMostPopulousPrompt, ["region": Message(r.name)]),
            options: three.map { AnswerOption($0.name, correct: $0.id == ranked[0].id) },
            explanation: Self.text(.genMostPopulousExplanation, ["towns": list])))
    }

    private func townRiver(_ r: RegionFact, rng: inout SeededRandom, pool: Int) -> Result<Question, Reason> {
        let rivers = facts.rivers
        guard !rivers.isEmpty else { return .failure(Reason(text: "the facts have no named rivers at towns (the dataset has no base map, or its rivers have no names)")) }
        // Wrong rivers: the region's own first, then its neighbours', then the rest of its country's
        // (a region often has only one or two named rivers).
        let neighbourIDs = facts.neighbours(of: r.id)
        let countryIDs = homePositions(besides: r).map { facts.regions[$0].id }.filter { !neighbourIDs.contains($0) }
        let tiers = [[r.id], neighbourIDs, countryIDs].map { $0.flatMap { rivers.regionRivers[$0] ?? [] } }
        func wrong(for fact: TownRiverFact, rng: inout SeededRandom) -> [LocalizedText] {
            var taken = fact.passing + fact.nearby
            var out: [LocalizedText] = []
            for tier in tiers {
                for river in rng.shuffled(tier) where out.count < 2 && !taken.contains(where: { Self.clash($0, river) }) {
                    out.append(river)
                    taken.append(river)
                }
            }
            return out
        }
        // Of the region's best-known towns (as for the other town questions), those with a river and two that do not pass them.
        var probe = rng
        let candidates = facts.towns(in: r.id).filter(facts.hasUniqueName).prefix(pool).compactMap { t in
            rivers.towns[t.id].flatMap { wrong(for: $0, rng: &probe).count == 2 ? (t, $0) : nil }
        }
        guard let (town, fact) = rng.pick(1, from: Array(candidates)).first else {
            return .failure(Reason(text: "none of the region's \(pool) largest towns has a named river passing it and two that do not"))
        }
        guard let right = rng.pick(1, from: fact.passing).first else { return .failure(Reason(text: "no river passes the town")) }
        let others = wrong(for: fact, rng: &rng)
        guard others.count == 2 else { return .failure(Reason(text: "fewer than two rivers that do not pass “\(town.name.text(for: .en))”")) }
        return .success(Question(
            id: "town-river-1",
            prompt: Self.text(.genTownRiverPrompt, ["town": Message(town.name)]),
            options: [AnswerOption(right, correct: true)] + others.map { AnswerOption($0) },
            explanation: Self.text(.genTownRiverExplanation, [
                "town": Message(town.name), "passingKm": Self.amount(fact.passingKm), "nearbyKm": Self.amount(fact.nearbyKm),
                "passing": Message.joined(fact.passing.map(Message.init), separator: ", "),
                "others": Message.list(others.map(Message.init))])))
    }

    // MARK: - Helpers

    /// The positions of the other regions of `r`'s country, ascending: what
    /// ``positions(besides:where:)`` gives for them, without looking at the rest.
    private func homePositions(besides r: RegionFact) -> [Int] {
        guard let own = facts.position(r.id) else { return [] }
        return countryPositions[countries[own]].filter { $0 != own }
    }

    /// The positions of the regions outside `r`'s country that satisfy `include`, ascending.
    private func abroadPositions(of r: RegionFact, where include: (Int) -> Bool = { _ in true }) -> [Int] {
        let country = facts.position(r.id).map { countries[$0] } ?? -1
        return facts.regions.indices.filter { countries[$0] != country && include($0) }
    }

    /// A region's country: its id up to the first "-" (`AT` for `AT-7`).
    static func country(of regionID: String) -> Substring {
        regionID.split(separator: "-", maxSplits: 1).first ?? ""
    }

    /// The positions in `facts.regions` of the regions other than `r` whose
    /// position satisfies `include`. Shuffling positions draws the same
    /// permutation as shuffling the regions, without copying them. It looks
    /// at every region (4,500 in a dataset of the world): the questions call
    /// it only when the region's own country has too few candidates.
    private func positions(besides r: RegionFact, where include: (Int) -> Bool = { _ in true }) -> [Int] {
        let own = facts.position(r.id)
        return facts.regions.indices.filter { $0 != own && include($0) }
    }

    /// Whether two option texts would look the same in either language.
    static func clash(_ a: LocalizedText, _ b: LocalizedText) -> Bool {
        Language.allCases.contains { QuizFacts.nameKey(a.text(for: $0)) == QuizFacts.nameKey(b.text(for: $0)) }
    }

    /// 379527 → "379 527" (cs, no-break space) or "379,527" (en); 12.5 → "12,5" / "12.5" (``NumberText``).
    /// A catalogue text in every language (names, numbers and lists put in per language).
    static func text(_ key: QuizTextKey, _ arguments: KeyValuePairs<String, any TextArgument>) -> LocalizedText {
        LocalizedText(Message(key, arguments))
    }

    /// A number as each language writes it, thousands grouped, one decimal when it has any.
    static func amount(_ value: Double) -> TextValue { .grouped(value, decimals: value == value.rounded() ? 0 : 1) }

    static func amount(_ value: Int) -> TextValue { amount(Double(value)) }

    /// FNV-1a of the UTF-8 bytes: a stable hash (Swift's `hashValue` changes per process).
    static func fnv1a(_ s: String) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in s.utf8 {
            h ^= UInt64(b)
            h = h &* 0x100_0000_01b3
        }
        return h
    }
}

/// A generated quiz, the kind of each question (by question id), and the
/// kinds left out for lack of facts (with the reason).
public struct GeneratedQuiz: Sendable, Hashable {
    public var quiz: Quiz
    public var kinds: [String: GeneratedQuestionKind]
    public var skipped: [String]

    /// A generated quiz made elsewhere (the map quiz of a region: its questions have no generated kind).
    public init(quiz: Quiz, kinds: [String: GeneratedQuestionKind] = [:], skipped: [String] = []) {
        self.quiz = quiz
        self.kinds = kinds
        self.skipped = skipped
    }
}
