import RegioGeo

/// A query's filter, turned into per-code look-ups.
struct CompiledFilter {
    let categoryAllowed: [Bool]?
    let regionAllowed: [Bool]?
    let area: PlaceArea?
    /// Sorted ranks of the allowed place ids.
    let rankSet: [UInt32]?
    let isEmpty: Bool

    init(_ filter: PlaceFilter, index: PlaceSearchIndex) {
        isEmpty = filter.isEmpty
        categoryAllowed = filter.categories.map { set in index.categories.map { set.contains($0) } }
        regionAllowed = filter.regions.map { set in index.regions.enumerated().map { $0.offset > 0 && set.contains($0.element) } }
        area = filter.area
        rankSet = filter.placeIDs.map { ids in ids.compactMap { index.rank(of: $0) }.sorted() }
    }

    @inline(__always)
    func allows(_ rank: Int, _ index: PlaceSearchIndex) -> Bool {
        if let categoryAllowed, !categoryAllowed[Int(index.categoryCode[rank])] { return false }
        if let regionAllowed, !regionAllowed[Int(index.regionCode[rank])] { return false }
        if let rankSet {
            var lo = 0, hi = rankSet.count
            let r = UInt32(rank)
            while lo < hi { let mid = (lo + hi) >> 1; if rankSet[mid] < r { lo = mid + 1 } else { hi = mid } }
            if lo == rankSet.count || rankSet[lo] != r { return false }
        }
        if let area, !area.contains(Coordinate(latitude: index.latitude[rank], longitude: index.longitude[rank])) { return false }
        return true
    }

    /// How many places the filter lets through at most, when that is known
    /// without looking at every place (a set of ids, categories).
    func candidateCount(_ index: PlaceSearchIndex) -> Int? {
        if let rankSet { return rankSet.count }
        if let categoryAllowed {
            return categoryAllowed.enumerated().reduce(0) { $0 + ($1.element ? index.categoryRanks[$1.offset].count : 0) }
        }
        return nil
    }

    /// The ranks behind ``candidateCount(_:)``, ascending (nil when unknown).
    func candidateRanks(_ index: PlaceSearchIndex) -> [UInt32]? {
        if let rankSet { return rankSet }
        if let categoryAllowed {
            var ranks: [UInt32] = []
            for (code, allowed) in categoryAllowed.enumerated() where allowed { ranks += index.categoryRanks[code] }
            return ranks.sorted()
        }
        return nil
    }
}
