import Foundation
import RegioCore

/// Builds a ``PlaceSearchIndex`` in a few linear passes over flat arrays.
///
/// 1. Ranks places by importance (descending), then id.
/// 2. Folds every name and alternate name, drops names that fold the same as
///    an earlier name of the same place, and interns the tokens in an
///    open-addressing hash table over one byte buffer.
/// 3. Sorts the distinct tokens (8-byte keys first, bytes on ties) and
///    renumbers them in sorted order.
/// 4. Fills the postings by a counting sort; names come in rank order, so
///    every postings list is sorted by importance without sorting.
/// 5. Keeps the top places of every heavy prefix.
struct IndexBuilder {
    let places: [Place]
    /// A prefix with more postings than this keeps its top places (tests lower it).
    var heavyPostings = PlaceSearchIndex.heavyPostings

    func build() -> PlaceSearchIndex {
        let n = places.count
        // 1. Ranks.
        let importance = places.map { $0.importance.isFinite ? max(0, $0.importance) : 0 }
        // By importance; runs of equal importance by id.
        var order = (0..<n).map { (key: -importance[$0], index: UInt32($0)) }
        order.sort { $0.key != $1.key ? $0.key < $1.key : $0.index < $1.index }
        var runStart = 0
        while runStart < n {
            var runEnd = runStart + 1
            while runEnd < n && order[runEnd].key == order[runStart].key { runEnd += 1 }
            if runEnd - runStart > 1 {
                order[runStart..<runEnd].sort { a, b in
                    let x = places[Int(a.index)].id, y = places[Int(b.index)].id
                    return x != y ? x < y : a.index < b.index
                }
            }
            runStart = runEnd
        }
        let rankToPlace = order.map(\.index)

        var categories: [PlaceCategory] = []
        var categoryCodes: [PlaceCategory: UInt16] = [:]
        var regions: [String] = [""]
        var regionCodes: [String: UInt16] = [:]
        var baseScore = [Float](repeating: 0, count: n)
        var categoryCode = [UInt16](repeating: 0, count: n)
        var regionCode = [UInt16](repeating: 0, count: n)
        var latitude = [Double](repeating: 0, count: n)
        var longitude = [Double](repeating: 0, count: n)

        // 2. Names and tokens.
        var interner = TokenInterner(expected: n * 4)
        var firstName = [UInt32](); firstName.reserveCapacity(n + 1)
        var nameRank = [UInt32](); nameRank.reserveCapacity(n * 3)
        var nameSource = [Int32](); nameSource.reserveCapacity(n * 3)
        var nameTokenStart: [UInt32] = [0]; nameTokenStart.reserveCapacity(n * 3)
        var nameTokens = [UInt32](); nameTokens.reserveCapacity(n * 6)
        var scratch = [UInt8](); scratch.reserveCapacity(256)
        var ends = [Int](); ends.reserveCapacity(32)
        var seenHashes = [UInt64]()

        for rank in 0..<n {
            let p = Int(rankToPlace[rank])
            // Fields are read one by one: copying a whole Place costs a retain per field.
            baseScore[rank] = Float(log10(1 + importance[p]))
            let category = places[p].category
            if let code = categoryCodes[category] {
                categoryCode[rank] = code
            } else {
                let code = UInt16(truncatingIfNeeded: categories.count)
                categories.append(category); categoryCodes[category] = code; categoryCode[rank] = code
            }
            if let region = places[p].regionID {
                if let code = regionCodes[region] {
                    regionCode[rank] = code
                } else if regions.count < Int(UInt16.max) {
                    let code = UInt16(regions.count)
                    regions.append(region); regionCodes[region] = code; regionCode[rank] = code
                }
            }
            latitude[rank] = places[p].coordinate.latitude
            longitude[rank] = places[p].coordinate.longitude

            firstName.append(UInt32(nameRank.count))
            seenHashes.removeAll(keepingCapacity: true)
            let alternateCount = places[p].alternateNames.count
            for source in -1..<alternateCount {
                scratch.removeAll(keepingCapacity: true)
                ends.removeAll(keepingCapacity: true)
                if source < 0 {
                    TextFolding.appendTokens(of: places[p].name, to: &scratch, ends: &ends)
                } else {
                    TextFolding.appendTokens(of: places[p].alternateNames[source], to: &scratch, ends: &ends)
                }
                guard !ends.isEmpty else { continue }
                // Names folding alike (Praha / praha / Prahá) are kept once.
                var h = TokenInterner.hash(scratch, 0, scratch.count)
                for e in ends { h = (h ^ UInt64(e)) &* 0x9E3779B97F4A7C15 }
                if seenHashes.contains(h) { continue }
                seenHashes.append(h)

                nameRank.append(UInt32(rank))
                nameSource.append(Int32(source))
                var start = 0
                for end in ends {
                    nameTokens.append(interner.intern(scratch, start, end))
                    start = end
                }
                nameTokenStart.append(UInt32(nameTokens.count))
            }
        }
        firstName.append(UInt32(nameRank.count))

        // 3. Sort the tokens; renumber.
        let (dictionary, newID) = interner.sortedDictionary()
        for i in nameTokens.indices { nameTokens[i] = newID[Int(nameTokens[i])] }

        // 4. Postings (a name appears once per distinct token).
        let tokenCount = dictionary.count
        var counts = [UInt32](repeating: 0, count: tokenCount + 1)
        let nameCount = nameRank.count
        for name in 0..<nameCount {
            let a = Int(nameTokenStart[name]), b = Int(nameTokenStart[name + 1])
            for i in a..<b where !nameTokens[a..<i].contains(nameTokens[i]) { counts[Int(nameTokens[i])] += 1 }
        }
        var postingStart = [UInt32](repeating: 0, count: tokenCount + 1)
        var total: UInt32 = 0
        for t in 0..<tokenCount { postingStart[t] = total; total += counts[t] }
        postingStart[tokenCount] = total
        var fill = postingStart
        var postings = [UInt32](repeating: 0, count: Int(total))
        var postingWordCount = [UInt8](repeating: 0, count: Int(total))
        var postingSignature = [UInt64](repeating: 0, count: Int(total))
        let tokenBits = (0..<tokenCount).map { t in
            WordSignature.bits(of: dictionary.bytes[Int(dictionary.starts[t])..<Int(dictionary.starts[t + 1])])
        }
        for name in 0..<nameCount {
            let a = Int(nameTokenStart[name]), b = Int(nameTokenStart[name + 1])
            let words = UInt8(min(b - a, Int(UInt8.max)))
            var signature: UInt64 = 0
            for i in a..<b { signature |= tokenBits[Int(nameTokens[i])] }
            for i in a..<b where !nameTokens[a..<i].contains(nameTokens[i]) {
                let t = Int(nameTokens[i])
                postings[Int(fill[t])] = UInt32(name)
                postingWordCount[Int(fill[t])] = words
                postingSignature[Int(fill[t])] = signature
                fill[t] += 1
            }
        }
        // The best base score among each token's names: its first posting's (rank order).
        let tokenTopScore = (0..<tokenCount).map { t in
            postingStart[t] < postingStart[t + 1] ? baseScore[Int(nameRank[Int(postings[Int(postingStart[t])])])] : -Float.infinity
        }

        var categoryRanks = [[UInt32]](repeating: [], count: categories.count)
        for rank in 0..<n { categoryRanks[Int(categoryCode[rank])].append(UInt32(rank)) }

        // 5. Heavy prefixes.
        var cache = PrefixCacheBuilder(dictionary: dictionary, postingStart: postingStart, postings: postings,
                                       nameRank: nameRank, heavyPostings: heavyPostings)
        cache.build()

        return PlaceSearchIndex(
            places: places, rankToPlace: rankToPlace, baseScore: baseScore, categoryCode: categoryCode,
            regionCode: regionCode, latitude: latitude, longitude: longitude, firstName: firstName,
            nameRank: nameRank, nameSource: nameSource, nameTokenStart: nameTokenStart, nameTokens: nameTokens,
            dictionary: dictionary, postingStart: postingStart, postings: postings,
            postingWordCount: postingWordCount, postingSignature: postingSignature, tokenTopScore: tokenTopScore,
            categories: categories, categoryRanks: categoryRanks, regions: regions,
            ids: PlaceIDTable(places: places, rankToPlace: rankToPlace),
            prefixCache: cache.ranges, cachedRanks: cache.ranks)
    }
}

/// Interns byte strings into provisional ids (order of first appearance):
/// open addressing over one byte buffer; each slot holds 32 bits of the
/// hash beside the id, so most probes never touch the bytes.
struct TokenInterner {
    private(set) var bytes: [UInt8] = []
    private(set) var starts: [UInt32] = [0]
    /// Hash tag (high 32 bits) | id + 1 (low 32 bits); 0 = empty.
    private var slots: [UInt64]
    private var mask: Int

    init(expected: Int) {
        var capacity = 1024
        while capacity < expected * 2 { capacity <<= 1 }
        slots = [UInt64](repeating: 0, count: capacity)
        mask = capacity - 1
        bytes.reserveCapacity(expected * 4)
        starts.reserveCapacity(expected)
    }

    var count: Int { starts.count - 1 }

    /// A 64-bit hash of `s[from..<to]`, eight bytes at a time.
    @inline(__always)
    static func hash(_ s: [UInt8], _ from: Int, _ to: Int) -> UInt64 {
        s.withUnsafeBufferPointer { hash($0, from, to) }
    }

    @inline(__always)
    static func hash(_ b: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int) -> UInt64 {
        var h: UInt64 = 0x243F6A8885A308D3 ^ UInt64(to - from)
        var i = from
        while i + 8 <= to {
            var w: UInt64 = 0
            for k in 0..<8 { w |= UInt64(b[i + k]) << (8 * UInt64(k)) }
            h = (h ^ w) &* 0x9E3779B97F4A7C15
            h ^= h >> 29
            i += 8
        }
        var w: UInt64 = 0
        var shift: UInt64 = 0
        while i < to { w |= UInt64(b[i]) << shift; shift += 8; i += 1 }
        h = (h ^ w) &* 0xBF58476D1CE4E5B9
        h ^= h >> 31
        h = h &* 0x94D049BB133111EB
        return h ^ (h >> 29)
    }

    /// The id of `s[from..<to]`, new or known.
    mutating func intern(_ s: [UInt8], _ from: Int, _ to: Int) -> UInt32 {
        if count * 2 >= slots.count { grow() }
        let h = Self.hash(s, from, to)
        let tag = h >> 32
        var i = Int(truncatingIfNeeded: h) & mask
        let length = to - from
        while true {
            let slot = slots[i]
            if slot == 0 {
                let id = UInt32(count)
                bytes.append(contentsOf: s[from..<to])
                starts.append(UInt32(bytes.count))
                slots[i] = tag << 32 | UInt64(id + 1)
                return id
            }
            if slot >> 32 == tag {
                let id = Int(slot & 0xFFFF_FFFF) - 1
                let a = Int(starts[id]), e = Int(starts[id + 1])
                if e - a == length && bytes.withUnsafeBufferPointer({ b in
                    s.withUnsafeBufferPointer { q in memcmp(b.baseAddress! + a, q.baseAddress! + from, length) == 0 }
                }) {
                    return UInt32(id)
                }
            }
            i = (i + 1) & mask
        }
    }

    private mutating func grow() {
        let capacity = slots.count * 2
        var newSlots = [UInt64](repeating: 0, count: capacity)
        let newMask = capacity - 1
        for id in 0..<count {
            let h = Self.hash(bytes, Int(starts[id]), Int(starts[id + 1]))
            var i = Int(truncatingIfNeeded: h) & newMask
            while newSlots[i] != 0 { i = (i + 1) & newMask }
            newSlots[i] = (h >> 32) << 32 | UInt64(id + 1)
        }
        slots = newSlots
        mask = newMask
    }

    /// The tokens in byte order, and each provisional id's sorted id.
    func sortedDictionary() -> (TokenDictionary, [UInt32]) {
        let n = count
        // Sort by a big-endian 8-byte key, then by the full bytes.
        var keyed = [(key: UInt64, id: UInt32)]()
        keyed.reserveCapacity(n)
        bytes.withUnsafeBufferPointer { b in
            for id in 0..<n {
                let a = Int(starts[id]), e = Int(starts[id + 1])
                var key: UInt64 = 0
                for i in 0..<8 { key = key << 8 | (a + i < e ? UInt64(b[a + i]) : 0) }
                keyed.append((key, UInt32(id)))
            }
        }
        bytes.withUnsafeBufferPointer { b in
            starts.withUnsafeBufferPointer { s in
                keyed.sort { x, y in
                    if x.key != y.key { return x.key < y.key }
                    let a0 = Int(s[Int(x.id)]), a1 = Int(s[Int(x.id) + 1])
                    let b0 = Int(s[Int(y.id)]), b1 = Int(s[Int(y.id) + 1])
                    let m = min(a1 - a0, b1 - b0)
                    var i = 8
                    while i < m {
                        let p = b[a0 + i], q = b[b0 + i]
                        if p != q { return p < q }
                        i += 1
                    }
                    return a1 - a0 < b1 - b0
                }
            }
        }
        var sortedBytes = [UInt8](); sortedBytes.reserveCapacity(bytes.count)
        var sortedStarts = [UInt32](); sortedStarts.reserveCapacity(n + 1)
        sortedStarts.append(0)
        var newID = [UInt32](repeating: 0, count: n)
        for (position, entry) in keyed.enumerated() {
            let id = Int(entry.id)
            sortedBytes.append(contentsOf: bytes[Int(starts[id])..<Int(starts[id + 1])])
            sortedStarts.append(UInt32(sortedBytes.count))
            newID[id] = UInt32(position)
        }
        return (TokenDictionary(sortedBytes: sortedBytes, starts: sortedStarts), newID)
    }
}

/// Finds the heavy prefixes (ranges of tokens with many postings) and keeps
/// the most important distinct places of each.
struct PrefixCacheBuilder {
    let dictionary: TokenDictionary
    let postingStart: [UInt32]
    let postings: [UInt32]
    let nameRank: [UInt32]
    let heavyPostings: Int
    var ranges: [UInt64: Range<Int>] = [:]
    var ranks: [UInt32] = []

    init(dictionary: TokenDictionary, postingStart: [UInt32], postings: [UInt32], nameRank: [UInt32], heavyPostings: Int) {
        self.dictionary = dictionary; self.postingStart = postingStart; self.postings = postings
        self.nameRank = nameRank; self.heavyPostings = heavyPostings
    }

    static func key(_ lo: Int, _ hi: Int) -> UInt64 { UInt64(lo) << 32 | UInt64(hi) }

    func postingCount(_ lo: Int, _ hi: Int) -> Int { Int(postingStart[hi] - postingStart[lo]) }

    mutating func build() {
        // The root (the empty prefix) is never queried: start one level down.
        for (lo, hi) in children(lo: 0, hi: dictionary.count, depth: 0)
        where postingCount(lo, hi) > heavyPostings {
            _ = top(lo: lo, hi: hi, depth: 1)
        }
    }

    /// The child ranges (tokens sharing one more byte) of the node `lo..<hi`
    /// at `depth`; the token equal to the node's prefix is left out.
    func children(lo: Int, hi: Int, depth: Int) -> [(Int, Int)] {
        let s = dictionary.starts, b = dictionary.bytes
        var result: [(Int, Int)] = []
        var i = lo
        if i < hi && Int(s[i + 1] - s[i]) == depth { i += 1 }
        while i < hi {
            let ch = b[Int(s[i]) + depth]
            var l = i + 1, h = hi
            while l < h {
                let mid = (l + h) >> 1
                if b[Int(s[mid]) + depth] <= ch { l = mid + 1 } else { h = mid }
            }
            result.append((i, l))
            i = l
        }
        return result
    }

    /// The first `cacheDepth` distinct ranks of a heavy node, stored under its range.
    mutating func top(lo: Int, hi: Int, depth: Int) -> ArraySlice<UInt32> {
        if let r = ranges[Self.key(lo, hi)] { return ranks[r] }
        let k = PlaceSearchIndex.cacheDepth
        var pool: [UInt32] = []
        var light: [(Int, Int)] = []
        var heavy: [(Int, Int)] = []
        // The token equal to the prefix, if any, is scanned like a light child.
        let s = dictionary.starts
        if lo < hi && Int(s[lo + 1] - s[lo]) == depth { light.append((lo, lo + 1)) }
        for (a, b) in children(lo: lo, hi: hi, depth: depth) {
            if postingCount(a, b) > heavyPostings { heavy.append((a, b)) } else { light.append((a, b)) }
        }
        for (a, b) in heavy { pool.append(contentsOf: top(lo: a, hi: b, depth: depth + 1)) }
        for (a, b) in light {
            for t in a..<b {
                var distinct = 0
                var last = UInt32.max
                for p in Int(postingStart[t])..<Int(postingStart[t + 1]) {
                    let r = nameRank[Int(postings[p])]
                    if r != last { pool.append(r); last = r; distinct += 1; if distinct == k { break } }
                }
            }
        }
        pool.sort()
        var result: [UInt32] = []
        result.reserveCapacity(k)
        for r in pool where result.last != r {
            result.append(r)
            if result.count == k { break }
        }
        let start = ranks.count
        ranks.append(contentsOf: result)
        ranges[Self.key(lo, hi)] = start..<ranks.count
        return ranks[start..<ranks.count]
    }
}

/// Place id → rank without a dictionary of strings: the ids' 64-bit
/// hashes sorted, each with its rank; a look-up checks the id itself.
struct PlaceIDTable: Sendable {
    let hashes: [UInt64]
    let ranks: [UInt32]

    static func hash(_ id: String) -> UInt64 {
        var id = id
        return id.withUTF8 { TokenInterner.hash($0, 0, $0.count) }
    }

    init(places: [Place], rankToPlace: [UInt32]) {
        var pairs = rankToPlace.enumerated().map { (hash: Self.hash(places[Int($0.element)].id), rank: UInt32($0.offset)) }
        pairs.sort { $0.hash != $1.hash ? $0.hash < $1.hash : $0.rank < $1.rank }
        hashes = pairs.map(\.hash)
        ranks = pairs.map(\.rank)
    }

    /// The first rank whose place has this id.
    func rank(of id: String, in index: PlaceSearchIndex) -> UInt32? {
        let h = Self.hash(id)
        var lo = 0, hi = hashes.count
        while lo < hi { let mid = (lo + hi) >> 1; if hashes[mid] < h { lo = mid + 1 } else { hi = mid } }
        while lo < hashes.count && hashes[lo] == h {
            let r = ranks[lo]
            if index.places[Int(index.rankToPlace[Int(r)])].id == id { return r }
            lo += 1
        }
        return nil
    }
}
