import RegioGeo

extension PlaceSearchIndex {
    /// The filtered places nearest to `query.near`, nearest first (ties by
    /// importance), paged by the query's offset and limit: a reverse geocoder.
    /// The query's text is not read. Throws ``PlaceSearchError`` without `near`
    /// or for a limit, offset, position or area out of range.
    ///
    /// ```swift
    /// try index.nearest(PlaceQuery("", near: Coordinate(latitude: 49.195, longitude: 16.608), limit: 1)).first?.place.name // "Brno"
    /// ```
    public func nearest(_ query: PlaceQuery) throws -> [PlaceSearchResult] {
        try query.validate()
        guard let near = query.near else { throw PlaceSearchError.invalidQuery("a search for the nearest places needs a position") }
        let filter = CompiledFilter(query.filter, index: self)
        let needed = query.offset + query.limit
        // The `needed` nearest so far, sorted by (distance, rank).
        var best: [(distance: Double, rank: Int)] = []
        best.reserveCapacity(needed + 1)
        for rank in 0..<rankToPlace.count where filter.allows(rank, self) {
            let d = near.distance(to: Coordinate(latitude: latitude[rank], longitude: longitude[rank]))
            if best.count == needed, let last = best.last, (d, rank) >= (last.distance, last.rank) { continue }
            var lo = 0, hi = best.count
            while lo < hi { let mid = (lo + hi) / 2; if (best[mid].distance, best[mid].rank) < (d, rank) { lo = mid + 1 } else { hi = mid } }
            let at = lo
            best.insert((d, rank), at: at)
            if best.count > needed { best.removeLast() }
        }
        return best.dropFirst(query.offset).map { candidate in
            let place = places[Int(rankToPlace[candidate.rank])]
            return PlaceSearchResult(place: place, matchedName: place.name, matchKind: .exact, matchedWords: 0, queryWords: 0,
                                     edits: 0, score: Double(baseScore[candidate.rank]), distance: candidate.distance)
        }
    }
}
