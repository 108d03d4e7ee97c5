/// A run of dictionary tokens that matched a query word with the same number of edits.
struct TokenMatch: Hashable, Sendable {
    /// Token ids `lo..<hi` (tokens are numbered in sorted order).
    var lo: UInt32
    var hi: UInt32
    var edits: UInt8
}

/// The sorted set of every folded token of the indexed names, in two flat
/// arrays (the bytes, and where each token starts).
///
/// Sorting makes every prefix a contiguous range of token ids, so "the last
/// word matches as a prefix" is two binary searches, and the sorted array
/// doubles as an implicit trie: the fuzzy search walks it depth first with
/// one edit-distance row per level and skips a whole subtree (a range of ids)
/// as soon as no token below can come within the allowed number of edits.
struct TokenDictionary: Sendable {
    /// The tokens' bytes, concatenated in sorted order.
    let bytes: [UInt8]
    /// Token `i` is `bytes[starts[i]..<starts[i + 1]]`; `starts.count == count + 1`.
    let starts: [UInt32]

    var count: Int { starts.count - 1 }

    /// The same tokens as a trie, for the fuzzy search.
    let trie: TokenTrie

    init(sortedBytes: [UInt8], starts: [UInt32]) {
        self.bytes = sortedBytes
        self.starts = starts
        trie = TokenTrie(bytes: sortedBytes, starts: starts)
    }

    func token(_ id: Int) -> [UInt8] { Array(bytes[Int(starts[id])..<Int(starts[id + 1])]) }

    /// The id of `token`, when it is in the dictionary.
    func find(_ token: [UInt8]) -> Int? {
        let r = prefixRange(token)
        guard !r.isEmpty, Int(starts[r.lowerBound + 1] - starts[r.lowerBound]) == token.count else { return nil }
        return r.lowerBound
    }

    /// The ids of all tokens starting with `prefix` (the shortest first).
    func prefixRange(_ prefix: [UInt8]) -> Range<Int> {
        bytes.withUnsafeBufferPointer { b in
            starts.withUnsafeBufferPointer { s in
                prefix.withUnsafeBufferPointer { p in
                    let lo = Self.lowerBound(b, s, 0, count, p, orPrefixExtension: false)
                    let hi = Self.lowerBound(b, s, lo, count, p, orPrefixExtension: true)
                    return lo..<hi
                }
            }
        }
    }

    /// The first id in `lo..<hi` whose token is ≥ `p` (or, with
    /// `orPrefixExtension`, whose token is > every token starting with `p`).
    private static func lowerBound(_ b: UnsafeBufferPointer<UInt8>, _ s: UnsafeBufferPointer<UInt32>,
                                   _ lo: Int, _ hi: Int, _ p: UnsafeBufferPointer<UInt8>,
                                   orPrefixExtension: Bool) -> Int {
        var lo = lo, hi = hi
        while lo < hi {
            let mid = (lo + hi) >> 1
            let start = Int(s[mid]), length = Int(s[mid + 1]) - start
            // Compare the token with p over p's length.
            var order = 0
            let m = min(length, p.count)
            var i = 0
            while i < m {
                let x = b[start + i], y = p[i]
                if x != y { order = x < y ? -1 : 1; break }
                i += 1
            }
            if order == 0 && length < p.count { order = -1 }
            let goRight = orPrefixExtension ? order <= 0 : order < 0
            if goRight { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// Every token within `maxEdits` of `query`: as a whole word, or — with
    /// `asPrefix` — a token that starts with a string within `maxEdits` of
    /// the query that is at least as long as the query. With two edits, a
    /// token whose first letter is neither the query's first nor its second
    /// letter (a swap) matches with one edit at most: typos rarely hit the
    /// first letter, and this keeps the search small. Runs are disjoint and
    /// ordered by id.
    func matches(of query: [UInt8], maxEdits: Int, asPrefix: Bool) -> [TokenMatch] {
        guard !query.isEmpty else { return [] }
        if maxEdits == 0 {
            if asPrefix {
                let r = prefixRange(query)
                return r.isEmpty ? [] : [TokenMatch(lo: UInt32(r.lowerBound), hi: UInt32(r.upperBound), edits: 0)]
            }
            guard let id = find(query) else { return [] }
            return [TokenMatch(lo: UInt32(id), hi: UInt32(id + 1), edits: 0)]
        }
        var walk = FuzzyWalk(trie: trie, query: query, maxEdits: maxEdits, asPrefix: asPrefix)
        walk.run(tokenCount: count)
        return walk.output
    }
}

/// A depth-first walk of the token trie with one edit-distance row per level
/// (optimal string alignment: insertions, deletions, substitutions and
/// swaps of neighbours cost one each).
struct FuzzyWalk {
    let trie: TokenTrie
    let q: [UInt8]
    let n: Int
    let k: Int
    let asPrefix: Bool
    var output: [TokenMatch] = []
    var visits = 0

    init(trie: TokenTrie, query: [UInt8], maxEdits: Int, asPrefix: Bool) {
        self.trie = trie; q = query; n = query.count; k = min(maxEdits, 250); self.asPrefix = asPrefix
    }

    /// The walk's working memory, valid during ``run(tokenCount:)``.
    private struct Scratch {
        let q: UnsafeBufferPointer<UInt8>
        /// Row `d`: edit distances between the first d bytes of the path and every query prefix.
        let rows: UnsafeMutablePointer<UInt8>
        let path: UnsafeMutablePointer<UInt8>
        let maxDepth: Int
        let label: UnsafeBufferPointer<UInt8>
        let flags: UnsafeBufferPointer<UInt8>
        let next: UnsafeBufferPointer<UInt32>
        let lo: UnsafeBufferPointer<UInt32>
    }

    mutating func run(tokenCount: Int) {
        guard trie.label.count > 1 else { return }
        let maxDepth = n + k + 1
        let rows = UnsafeMutablePointer<UInt8>.allocate(capacity: (maxDepth + 1) * (n + 1))
        let path = UnsafeMutablePointer<UInt8>.allocate(capacity: maxDepth + 1)
        defer { rows.deallocate(); path.deallocate() }
        for j in 0...n { rows[j] = UInt8(j) }
        q.withUnsafeBufferPointer { qb in
            trie.label.withUnsafeBufferPointer { label in
                trie.flags.withUnsafeBufferPointer { flags in
                    trie.nextSibling.withUnsafeBufferPointer { next in
                        trie.lo.withUnsafeBufferPointer { lo in
                            let s = Scratch(q: qb, rows: rows, path: path, maxDepth: maxDepth,
                                            label: label, flags: flags, next: next, lo: lo)
                            // The root's children; a first letter other than q[0] / q[1] gets one edit at most.
                            var child = flags[0] & 2 != 0 ? 1 : 0
                            while child != 0 {
                                let nextChild = Int(next[child])
                                let hi = nextChild != 0 ? Int(lo[nextChild]) : tokenCount
                                let l = label[child]
                                let budget = (k >= 2 && l != qb[0] && (n < 2 || l != qb[1])) ? 1 : k
                                computeRow(s, depth: 0, label: l)
                                visit(s, node: child, hi: hi, depth: 1, best: Int.max, budget: budget)
                                child = nextChild
                            }
                        }
                    }
                }
            }
        }
    }

    /// Fills row `depth + 1` for the path extended by `label`.
    @inline(__always)
    private func computeRow(_ s: Scratch, depth d: Int, label ch: UInt8) {
        let w = n + 1
        let row = s.rows + d * w, out = row + w
        let q = s.q
        s.path[d] = ch
        out[0] = UInt8(min(d + 1, 250))
        let swapPossible = d >= 1
        let previous = swapPossible ? s.path[d - 1] : 0
        for x in 1...n {
            let cost: UInt8 = q[x - 1] == ch ? 0 : 1
            var v = min(row[x] &+ 1, out[x - 1] &+ 1, row[x - 1] &+ cost)
            if swapPossible && x >= 2 && ch == q[x - 2] && previous == q[x - 1] {
                v = min(v, (row - w)[x - 2] &+ 1)
            }
            out[x] = min(v, 250)
        }
    }

    private mutating func visit(_ s: Scratch, node: Int, hi: Int, depth d: Int, best parentBest: Int, budget k: Int) {
        visits += 1
        let row = s.rows + d * (n + 1)
        var rowMin = Int.max
        for j in 0...n { rowMin = min(rowMin, Int(row[j])) }
        let c = Int(row[n])
        var best = parentBest
        if asPrefix && d >= n { best = min(best, c) }
        let lo = Int(s.lo[node])
        if best <= k && (best == 0 || rowMin >= best) {
            output.append(TokenMatch(lo: UInt32(lo), hi: UInt32(hi), edits: UInt8(best)))
            return
        }
        if rowMin > k && best > k { return }
        let flags = s.flags[node]
        let terminal = flags & 1 != 0
        if terminal {
            let cost = min(best, c)
            if cost <= k { output.append(TokenMatch(lo: UInt32(lo), hi: UInt32(lo + 1), edits: UInt8(cost))) }
        }
        guard flags & 2 != 0 else { return }
        guard d + 1 < s.maxDepth else {
            // Deeper tokens are more than k edits away as whole words; as prefixes they keep `best`.
            let first = terminal ? lo + 1 : lo
            if best <= k && first < hi { output.append(TokenMatch(lo: UInt32(first), hi: UInt32(hi), edits: UInt8(best))) }
            return
        }
        // When the row has no slack left (its minimum is the budget and
        // nothing is reported yet), only a child continuing a cell at the
        // minimum diagonally (or by a swap) can stay within the budget: skip
        // the others without computing their rows.
        let tight = rowMin == k && best > k
        let q = s.q
        var child = node + 1
        while child != 0 {
            let nextChild = Int(s.next[child])
            let label = s.label[child]
            var promising = true
            if tight {
                promising = false
                for j in 0..<n where Int(row[j]) == k && q[j] == label { promising = true; break }
                if !promising && d >= 1 {
                    // A swap: path[d-1] path[d] = q[j+1] q[j].
                    let previous = s.path[d - 1]
                    for j in 0..<(n - 1) where q[j] == label && q[j + 1] == previous { promising = true; break }
                }
            }
            if promising {
                let childHi = nextChild != 0 ? Int(s.lo[nextChild]) : hi
                computeRow(s, depth: d, label: label)
                visit(s, node: child, hi: childHi, depth: d + 1, best: best, budget: k)
            }
            child = nextChild
        }
    }
}

/// The tokens of a ``TokenDictionary`` as a trie in flat arrays, nodes in
/// depth-first order: a node's first child follows it; `nextSibling` links
/// the children; `lo` is the first token id below a node (the tokens below
/// are `lo` up to the next sibling's `lo`, or the parent's end).
struct TokenTrie: Sendable {
    let label: [UInt8]
    /// Bit 0: a token ends here; bit 1: the node has children.
    let flags: [UInt8]
    /// 0 for the last child.
    let nextSibling: [UInt32]
    let lo: [UInt32]

    @inline(__always) func isTerminal(_ node: Int) -> Bool { flags[node] & 1 != 0 }
    @inline(__always) func hasChildren(_ node: Int) -> Bool { flags[node] & 2 != 0 }

    /// Builds the trie of sorted tokens.
    init(bytes: [UInt8], starts: [UInt32]) {
        var label: [UInt8] = [0], flags: [UInt8] = [0], nextSibling: [UInt32] = [0], lo: [UInt32] = [0]
        let count = starts.count - 1
        label.reserveCapacity(count * 4); flags.reserveCapacity(count * 4)
        nextSibling.reserveCapacity(count * 4); lo.reserveCapacity(count * 4)
        // The current path: node per depth (index 0 is the root), and the last child made under each.
        var pathNodes: [Int] = [0]
        var lastChild: [Int] = [0]
        var previous: Range<Int> = 0..<0
        for t in 0..<count {
            let a = Int(starts[t]), e = Int(starts[t + 1])
            var common = 0
            let m = min(e - a, previous.count)
            while common < m && bytes[a + common] == bytes[previous.lowerBound + common] { common += 1 }
            pathNodes.removeSubrange((common + 1)...)
            lastChild.removeSubrange((common + 1)...)
            for depth in common..<(e - a) {
                let node = label.count
                label.append(bytes[a + depth]); flags.append(0); nextSibling.append(0); lo.append(UInt32(t))
                let parent = pathNodes[depth]
                flags[parent] |= 2
                if lastChild[depth] != 0 { nextSibling[lastChild[depth]] = UInt32(node) }
                lastChild[depth] = node
                pathNodes.append(node)
                lastChild.append(0)
            }
            flags[pathNodes[e - a]] |= 1
            previous = a..<e
        }
        self.label = label; self.flags = flags; self.nextSibling = nextSibling; self.lo = lo
    }
}
