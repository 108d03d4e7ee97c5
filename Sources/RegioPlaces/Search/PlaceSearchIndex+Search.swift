import Foundation
import RegioGeo

extension PlaceSearchIndex {
    /// Runs a query: folded, as-you-type (the last word matches as a prefix),
    /// typo-tolerant, in any word order, ranked (see ``SearchRanking``) and filtered.
    ///
    /// ```swift
    /// try index.search(PlaceQuery("ceske bud"))            // České Budějovice first
    /// try index.search(PlaceQuery("hrad karlstejn"))       // the castle, through the category word
    /// try index.search(PlaceQuery("", filter: PlaceFilter(categories: [.castle]), limit: 20))
    /// ```
    ///
    /// An empty query lists the filtered places by importance (and nearness).
    /// Throws ``PlaceSearchError`` for a limit, offset, position or area out of range.
    public func search(_ query: PlaceQuery) throws -> [PlaceSearchResult] {
        try query.validate()
        var words: [[UInt8]] = []
        var bytes: [UInt8] = []
        var ends: [Int] = []
        TextFolding.appendTokens(of: query.text, to: &bytes, ends: &ends)
        var start = 0
        for end in ends.prefix(PlaceQuery.maxWords) {
            words.append(Array(bytes[start..<end]))
            start = end
        }
        let filter = CompiledFilter(query.filter, index: self)
        let needed = query.offset + query.limit
        // A separator after the last word (a space) means it is complete: no prefix matching.
        let lastIsPrefix = query.text.unicodeScalars.last.map { !TextFolding.isSeparator($0) } ?? false
        let plans = words.enumerated().map {
            WordPlan(word: $1, isLast: $0 == words.count - 1, asPrefix: lastIsPrefix && $0 == words.count - 1, index: self)
        }

        var run = SearchRun(index: self, plans: plans, filter: filter, near: query.near, needed: needed)
        run.execute()
        var ranked = run.top.sorted()
        // Places matching every word push out those matching all but one.
        if let first = ranked.first, first.matched == plans.count {
            ranked = ranked.filter { $0.matched == first.matched }
        }
        return ranked.dropFirst(query.offset).prefix(query.limit).map { result($0, words: words.count, near: query.near) }
    }

    /// A shorthand for ``search(_:)`` with a text and a limit.
    public func search(_ text: String, near: Coordinate? = nil, limit: Int = 10) throws -> [PlaceSearchResult] {
        try search(PlaceQuery(text, near: near, limit: limit))
    }

    private func result(_ c: SearchCandidate, words: Int, near: Coordinate?) -> PlaceSearchResult {
        let place = places[Int(rankToPlace[Int(c.rank)])]
        let kind: PlaceMatchKind = c.exact ? .exact : (c.edits > 0 ? .typo : .prefix)
        return PlaceSearchResult(
            place: place, matchedName: words == 0 ? place.name : name(Int(c.name)), matchKind: kind,
            matchedWords: c.matched, queryWords: words, edits: c.edits, score: c.score,
            distance: near.map { $0.distance(to: place.coordinate) })
    }
}
