import Foundation
import RegioGeo

/// One execution of a query against the index.
struct SearchRun {
    let index: PlaceSearchIndex
    let plans: [WordPlan]
    let filter: CompiledFilter
    let near: Coordinate?
    let needed: Int
    var top: TopCandidates
    /// The most a nearness bonus can add.
    let nearMax: Double
    /// Candidates must match this many words: every word first; all but
    /// one when no place matches every word.
    var minMatched: Int
    var sawFullMatch = false
    /// See ``exactNameCandidates()``; computed on first use.
    var exactCandidates: [UInt32]?
    /// The ``WordSignature`` masks of the words that match by tokens only
    /// (no categories) and summarise them: a name must meet each to match every word.
    let signatureMasks: [UInt64]
    /// Indexed by category code: the categories a whole query word names
    /// ("hrad", "zámek", "rozhledna"), whose places get ``SearchRanking/categoryWordBonus``.
    let boostedCategories: [Bool]
    /// ``SearchRanking/categoryWordBonus`` when a word names a category, else 0.
    let categoryBonusMax: Double
    /// Per word: its category walk meets every boosted place, so names met
    /// through its tokens need no room for the category bonus in their bound.
    let coversBoost: [Bool]

    /// - Parameter needed: how many places the search returns (offset plus limit).
    init(index: PlaceSearchIndex, plans: [WordPlan], filter: CompiledFilter, near: Coordinate?, needed: Int) {
        self.index = index; self.plans = plans; self.filter = filter; self.near = near; self.needed = needed
        top = TopCandidates(capacity: needed)
        nearMax = near == nil ? 0 : SearchRanking.nearWeight
        minMatched = max(1, plans.count)
        // One word needs no filter: each name of its postings matches it.
        signatureMasks = plans.count < 2 ? [] : plans.filter { !$0.hasCategories }
            .map { WordSignature.mask(of: $0.matches, in: index.dictionary) }.filter { $0 != WordSignature.any }
        var boosted = [Bool](repeating: false, count: index.categories.count)
        for plan in plans where plan.categoryWhole {
            for (code, on) in plan.categoryMatch.enumerated() where on { boosted[code] = true }
        }
        boostedCategories = boosted
        categoryBonusMax = boosted.contains(true) ? SearchRanking.categoryWordBonus : 0
        coversBoost = plans.map { plan in boosted.indices.allSatisfy { !boosted[$0] || plan.categoryMatch[$0] } }
    }

    mutating func execute() {
        if plans.isEmpty { listByImportance(); return }
        let order = plans.indices.sorted { (plans[$0].estimate, $0) < (plans[$1].estimate, $1) }
        // A small filter set (favourites, one category) is cheaper to check place by place.
        if let n = filter.candidateCount(index), n <= max(plans[order[0]].estimate, 2_000),
           let ranks = filter.candidateRanks(index) {
            for r in ranks { offerPlace(Int(r)) }
            if plans.count > 1 && !sawFullMatch {
                minMatched = plans.count - 1
                for r in ranks { offerPlace(Int(r)) }
            }
            return
        }
        // Every result matches all words but at most one, so it matches the
        // most selective word or the next one. The driver gives every full
        // match; only when there is none, places matching all words but one
        // are looked for, through the driver and the next word.
        enumerateWord(order[0], bestMatched: plans.count, limit: Int.max)
        if plans.count > 1 && !sawFullMatch {
            minMatched = plans.count - 1
            enumerateWord(order[0], bestMatched: plans.count - 1, limit: Self.partialScanLimit)
            enumerateWord(order[1], bestMatched: plans.count - 1, limit: Self.partialScanLimit)
        }
    }

    /// The most postings read for partial matches (bounds the work for
    /// queries such as "xyz de l" whose other words are very common).
    static let partialScanLimit = 20_000

    /// An empty query: the filtered places by importance (and nearness).
    mutating func listByImportance() {
        // A small known set is walked; otherwise every place, in rank order.
        let ranks = (filter.candidateCount(index) ?? Int.max) <= 50_000 ? filter.candidateRanks(index) : nil
        let count = ranks?.count ?? index.rankToPlace.count
        for i in 0..<count {
            let r = ranks.map { Int($0[i]) } ?? i
            guard filter.allows(r, index) else { continue }
            let c = SearchCandidate(matched: 0, exact: false, score: score(rank: r, edits: 0, wholeLast: false, exact: false),
                                    edits: 0, rank: UInt32(r), name: index.firstName[r])
            // In rank order without `near`, scores only fall: the first `needed` are the answer.
            if near == nil && top.rejects(c) { break }
            top.offer(c)
        }
    }

    @inline(__always)
    func score(rank: Int, edits: Int, wholeLast: Bool, exact: Bool) -> Double {
        var s = Double(index.baseScore[rank]) - SearchRanking.typoPenalty * Double(edits)
        if wholeLast { s += SearchRanking.wholeWordBonus }
        if exact { s += SearchRanking.exactNameBonus }
        if categoryBonusMax > 0 && boostedCategories[Int(index.categoryCode[rank])] { s += SearchRanking.categoryWordBonus }
        if let near {
            let d = near.distance(to: Coordinate(latitude: index.latitude[rank], longitude: index.longitude[rank]))
            s += SearchRanking.nearWeight * exp(-d / SearchRanking.nearScale)
        }
        return s
    }

    /// Offers every candidate word `w` brings, reading each postings list in
    /// rank (importance) order and leaving it as soon as the best a later
    /// name could reach — `bestMatched` words, its base score plus the
    /// bonuses — ranks below the current top. Exact names are still looked
    /// for among the short names of the word's own token. Reads at most
    /// `limit` postings. A word that names a category walks its places
    /// first: they rank first, and fill the top for the bound of the rest.
    mutating func enumerateWord(_ w: Int, bestMatched: Int, limit: Int) {
        let plan = plans[w]
        let single = plans.count == 1
        let bonus = SearchRanking.wholeWordBonus + nearMax
        var budget = limit
        if plan.categoryWhole && plan.hasCategories { offerCategoryMembers(plan, bestMatched: bestMatched, bonus: bonus) }
        // A place of a named category met through a token may rank by the
        // category bonus, unless this word's category walk offers it anyway.
        let tokenBonus = bonus + (coversBoost[w] ? 0 : categoryBonusMax)

        // One word, a very common prefix, nothing that reorders by place: the
        // cached most important places stand for the whole run.
        var skipRun: TokenMatch?
        if single, near == nil, filter.isEmpty, needed <= PlaceSearchIndex.cacheDepth,
           let run = plan.exactPrefixRun,
           let cached = index.prefixCache[PrefixCacheBuilder.key(Int(run.lo), Int(run.hi))] {
            for i in cached { offerCachedPlace(Int(index.cachedRanks[i]), run: run) }
            skipRun = run
        }

        // The word's own token first (whole words, exact names), then every run.
        if plan.exactID != UInt32.max && plan.edits(of: plan.exactID) != nil {
            offerToken(Int(plan.exactID), bestMatched: bestMatched, extra: tokenBonus, exactPossible: true, budget: &budget)
        }
        for run in plan.matches where run != skipRun {
            let extra = tokenBonus - SearchRanking.typoPenalty * Double(single ? Int(run.edits) : 0)
            for t in Int(run.lo)..<Int(run.hi) where t != Int(plan.exactID) {
                if top.rejectsAll(matched: bestMatched, scoreAtMost: Double(index.tokenTopScore[t]) + extra) { continue }
                offerToken(t, bestMatched: bestMatched, extra: extra, exactPossible: false, budget: &budget)
                if budget <= 0 { return }
            }
        }
        if plan.hasCategories && !plan.categoryWhole { offerCategoryMembers(plan, bestMatched: bestMatched, bonus: bonus) }
    }

    /// Offers the places of the categories word `plan` stands for, best
    /// first, until none can enter the top; `bonus` is the most the whole
    /// word and nearness add (the exact name and category bonuses are added here).
    mutating func offerCategoryMembers(_ plan: WordPlan, bestMatched: Int, bonus: Double) {
        // A place met through its category can be an exact match of
        // several words ("hrad karlstejn").
        var exactBonus = plans.count == 1 || bestMatched < plans.count ? 0 : SearchRanking.exactNameBonus
        // The exact names are few and known beforehand: offered first, they
        // leave the scan of the members a lower bound ("city c" would
        // otherwise read most towns for a bonus none of them can have).
        if exactBonus > 0, let candidates = exactNameCandidates() {
            for name in candidates { offerName(Int(name), rank: Int(index.nameRank[Int(name)])) }
            exactBonus = 0
        }
        for (code, on) in plan.categoryMatch.enumerated() where on {
            let ceiling = bonus + exactBonus + (boostedCategories[code] ? categoryBonusMax : 0)
            for r in index.categoryRanks[code] {
                let rank = Int(r)
                if top.isFull {
                    let best = SearchCandidate(matched: bestMatched, exact: false,
                                               score: Double(index.baseScore[rank]) + ceiling, edits: 0,
                                               rank: r, name: 0)
                    if top.rejects(best) { break }
                }
                offerPlace(rank)
            }
        }
    }

    /// Offers the names of token `t`'s postings, best places first, until
    /// nothing later can enter the top (see ``enumerateWord(_:bestMatched:limit:)``).
    /// When an exact name is possible, names with no more words than the
    /// query are still checked after that.
    mutating func offerToken(_ t: Int, bestMatched: Int, extra: Double, exactPossible: Bool, budget: inout Int) {
        let a = Int(index.postingStart[t]), b = Int(index.postingStart[t + 1])
        var onlyShort = false
        let short = UInt8(clamping: plans.count)
        let filtering = minMatched == plans.count && !signatureMasks.isEmpty
        for p in a..<b {
            budget -= 1
            if onlyShort && index.postingWordCount[p] > short { continue }
            if filtering && !index.postingSignature[p].mayMatch(signatureMasks) {
                // A name that cannot match every word; still, now and then, a
                // check of the bound below ends a scan whose rest all fail.
                if p & 63 != 0 || !top.isFull { continue }
            }
            let name = Int(index.postings[p])
            if !onlyShort && top.isFull {
                let rank = index.nameRank[name]
                let best = SearchCandidate(matched: bestMatched, exact: false,
                                           score: Double(index.baseScore[Int(rank)]) + extra, edits: 0,
                                           rank: rank, name: UInt32(name))
                if top.rejects(best) {
                    guard exactPossible else { return }
                    var exactBest = best
                    exactBest.score += SearchRanking.exactNameBonus
                    if top.rejects(exactBest) { return }
                    if let candidates = exactNameCandidates() {
                        offerExactNames(candidates, containing: UInt32(t), from: name)
                        return
                    }
                    onlyShort = true
                    if index.postingWordCount[p] > short { continue }
                }
            }
            offerName(name, rank: Int(index.nameRank[name]))
        }
    }

    /// Names that could equal the query exactly, ascending: every name word is
    /// one of the query words as typed, so the name holds the exact token of
    /// every word that stands for no category. They are read from the rarest
    /// such token's postings (names of at most as many words as the query),
    /// once per run; empty when a word is no dictionary token. Nil when every
    /// word stands for categories (the caller then scans its own postings).
    mutating func exactNameCandidates() -> [UInt32]? {
        if let cached = exactCandidates { return cached }
        var rarest: Int?
        for plan in plans where !plan.hasCategories {
            guard plan.exactID != UInt32.max else { exactCandidates = []; return [] }
            let t = Int(plan.exactID)
            let n = index.postingStart[t + 1] - index.postingStart[t]
            if rarest.map({ n < index.postingStart[$0 + 1] - index.postingStart[$0] }) ?? true { rarest = t }
        }
        guard let t = rarest else { return nil }
        let short = UInt8(clamping: plans.count)
        var names: [UInt32] = []
        for p in Int(index.postingStart[t])..<Int(index.postingStart[t + 1]) where index.postingWordCount[p] <= short {
            names.append(index.postings[p])
        }
        exactCandidates = names
        return names
    }

    /// Offers the candidates from name `first` on that hold token `t` (those
    /// the scan of `t`'s postings has not reached; the others come through other tokens).
    mutating func offerExactNames(_ candidates: [UInt32], containing t: UInt32, from first: Int) {
        var lo = 0, hi = candidates.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if Int(candidates[mid]) < first { lo = mid + 1 } else { hi = mid }
        }
        for k in lo..<candidates.count {
            let name = Int(candidates[k])
            let a = Int(index.nameTokenStart[name]), b = Int(index.nameTokenStart[name + 1])
            guard index.nameTokens[a..<b].contains(t) else { continue }
            offerName(name, rank: Int(index.nameRank[name]))
        }
    }

    /// A cached place of a one-word prefix query: its first name with a
    /// word in the run (whole words and exact names come through the word's own token).
    mutating func offerCachedPlace(_ rank: Int, run: TokenMatch) {
        for name in Int(index.firstName[rank])..<Int(index.firstName[rank + 1]) {
            let a = Int(index.nameTokenStart[name]), b = Int(index.nameTokenStart[name + 1])
            for i in a..<b where index.nameTokens[i] >= run.lo && index.nameTokens[i] < run.hi {
                offerName(name, rank: rank)
                return
            }
        }
    }

    /// Evaluates every name of a place and offers the best.
    mutating func offerPlace(_ rank: Int) {
        guard filter.allows(rank, index) else { return }
        var best: SearchCandidate?
        for name in Int(index.firstName[rank])..<Int(index.firstName[rank + 1]) {
            if let c = evaluate(name: name, rank: rank), best.map({ c.ranksBefore($0) }) ?? true { best = c }
        }
        if let best { offer(best) }
    }

    mutating func offerName(_ name: Int, rank: Int) {
        guard filter.allows(rank, index), let c = evaluate(name: name, rank: rank) else { return }
        offer(c)
    }

    /// Once a place matches every word, places matching fewer are of no use.
    @inline(__always)
    mutating func offer(_ c: SearchCandidate) {
        if c.matched == plans.count { sawFullMatch = true } else if sawFullMatch { return }
        top.offer(c)
    }

    /// Matches the query words against one name: each word takes the name
    /// word it matches with the fewest edits (a word typed completely wins a
    /// tie), or stands for the place's category.
    func evaluate(name: Int, rank: Int) -> SearchCandidate? {
        let a = Int(index.nameTokenStart[name])
        let count = min(Int(index.nameTokenStart[name + 1]) - a, 64)
        var category = -1   // read only when a word stands for categories
        var used: UInt64 = 0
        var matched = 0, edits = 0
        var allExact = true, wholeLast = false
        for (w, plan) in plans.enumerated() {
            var bestEdits = Int.max, bestPos = -1, bestWhole = false
            for pos in 0..<count where used & (1 << UInt64(pos)) == 0 {
                let t = index.nameTokens[a + pos]
                guard let e = plan.edits(of: t) else { continue }
                let whole = t == plan.exactID
                if Int(e) < bestEdits || (Int(e) == bestEdits && whole && !bestWhole) {
                    bestEdits = Int(e); bestPos = pos; bestWhole = whole
                    if e == 0 && whole { break }
                }
            }
            var byCategory = false
            if plan.hasCategories {
                if category < 0 { category = Int(index.categoryCode[rank]) }
                byCategory = plan.categoryMatch[category]
            }
            if bestPos >= 0 && (bestEdits == 0 || !byCategory) {
                used |= 1 << UInt64(bestPos)
                matched += 1
                edits += bestEdits
                if bestEdits != 0 || !bestWhole { allExact = false }
                if plan.isLast { wholeLast = bestWhole && bestEdits == 0 }
            } else if byCategory {
                matched += 1
                if !plan.categoryWhole { allExact = false }
                if plan.isLast { wholeLast = plan.categoryWhole }
            } else {
                allExact = false
                // Give up as soon as too few words can match.
                if matched + (plans.count - w - 1) < minMatched { return nil }
            }
        }
        guard matched >= minMatched else { return nil }
        let exact = allExact && count > 0 && used.nonzeroBitCount == count
        return SearchCandidate(matched: matched, exact: exact, score: score(rank: rank, edits: edits, wholeLast: wholeLast, exact: exact),
                               edits: edits, rank: UInt32(rank), name: UInt32(name))
    }
}

extension UInt64 {
    /// As a name's ``WordSignature``: whether it has a bit of every mask.
    @inline(__always)
    func mayMatch(_ masks: [UInt64]) -> Bool {
        for m in masks where self & m == 0 { return false }
        return true
    }
}
