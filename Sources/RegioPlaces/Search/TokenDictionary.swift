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
        let nodes: UnsafeBufferPointer<TokenTrie.Node>
    }

    mutating func run(tokenCount: Int) {
        guard trie.nodes.count > 1 else { return }
        let maxDepth = n + k + 1
        let rows = UnsafeMutablePointer<UInt8>.allocate(capacity: (maxDepth + 1) * (n + 1))
        let path = UnsafeMutablePointer<UInt8>.allocate(capacity: maxDepth + 1)
        defer { rows.deallocate(); path.deallocate() }
        for j in 0...n { rows[j] = UInt8(min(j, k + 1)) }
        q.withUnsafeBufferPointer { qb in
            trie.nodes.withUnsafeBufferPointer { nodes in
                let s = Scratch(q: qb, rows: rows, path: path, maxDepth: maxDepth, nodes: nodes)
                // The root's children; a first letter other than q[0] / q[1] gets one edit at most.
                var child = nodes[0].hasChildren ? 1 : 0
                while child != 0 {
                    let nextChild = Int(nodes[child].nextSibling)
                    let hi = nextChild != 0 ? Int(nodes[nextChild].lo) : tokenCount
                    let l = nodes[child].label
                    let budget = (k >= 2 && l != qb[0] && (n < 2 || l != qb[1])) ? 1 : k
                    computeRow(s, depth: 0, label: l)
                    visit(s, node: child, hi: hi, depth: 1, best: Int.max, budget: budget)
                    child = nextChild
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
        // Cells further than k from the diagonal are more than k edits
        // (each edit changes a length by one at most): only the band
        // around it is computed, the cells beside it hold k + 1.
        let far = UInt8(k + 1)
        let first = max(1, d + 1 - k), last = min(n, d + 1 + k)
        out[0] = UInt8(min(d + 1, k + 1))
        if first > 1 { out[first - 1] = far }
        if last < n { out[last + 1] = far }
        guard first <= last else { return }
        let swapPossible = d >= 1
        let previous = swapPossible ? s.path[d - 1] : 0
        for x in first...last {
            let cost: UInt8 = q[x - 1] == ch ? 0 : 1
            var v = min(row[x] &+ 1, out[x - 1] &+ 1, row[x - 1] &+ cost)
            if swapPossible && x >= 2 && ch == q[x - 2] && previous == q[x - 1] {
                v = min(v, (row - w)[x - 2] &+ 1)
            }
            out[x] = min(v, far)
        }
    }

    private mutating func visit(_ s: Scratch, node: Int, hi: Int, depth d: Int, best parentBest: Int, budget k: Int) {
        let row = s.rows + d * (n + 1)
        // Only the band of the row around the diagonal is computed (see `computeRow`).
        let first = max(0, d - self.k), last = min(n, d + self.k)
        var rowMin = self.k + 1
        if first <= last { for j in first...last { rowMin = min(rowMin, Int(row[j])) } }
        let c = last == n ? Int(row[n]) : self.k + 1
        var best = parentBest
        if asPrefix && d >= n { best = min(best, c) }
        let record = s.nodes[node]
        let lo = Int(record.lo)
        if best <= k && (best == 0 || rowMin >= best) {
            output.append(TokenMatch(lo: UInt32(lo), hi: UInt32(hi), edits: UInt8(best)))
            return
        }
        if rowMin > k && best > k { return }
        let terminal = record.isTerminal
        if terminal {
            let cost = min(best, c)
            if cost <= k { output.append(TokenMatch(lo: UInt32(lo), hi: UInt32(lo + 1), edits: UInt8(cost))) }
        }
        guard record.hasChildren else { return }
        guard d + 1 < s.maxDepth else {
            // Deeper tokens are more than k edits away as whole words; as prefixes they keep `best`.
            let first = terminal ? lo + 1 : lo
            if best <= k && first < hi { output.append(TokenMatch(lo: UInt32(first), hi: UInt32(hi), edits: UInt8(best))) }
            return
        }
        // When the row has no slack left (its minimum is the budget and
        // nothing is reported yet), only a child continuing a cell at the
        // minimum diagonally (or by a swap) can stay within the budget: the
        // others are skipped without computing their rows.
        var promising = LabelSet()
        let tight = rowMin == k && best > k
        if tight {
            let q = s.q
            for j in first..<min(last + 1, n) where Int(row[j]) == k { promising.insert(q[j]) }
            if d >= 1 {
                // A swap: path[d-1] path[d] = q[j+1] q[j].
                let previous = s.path[d - 1]
                for j in 0..<(n - 1) where q[j + 1] == previous { promising.insert(q[j]) }
            }
        }
        var child = node + 1
        while child != 0 {
            let next = s.nodes[child]
            let nextChild = Int(next.nextSibling)
            if !tight || promising.contains(next.label) {
                let childHi = nextChild != 0 ? Int(s.nodes[nextChild].lo) : hi
                computeRow(s, depth: d, label: next.label)
                visit(s, node: child, hi: childHi, depth: d + 1, best: best, budget: k)
            }
            child = nextChild
        }
    }
}

/// A set of bytes (256 bits).
private struct LabelSet {
    private var bits: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    @inline(__always) mutating func insert(_ b: UInt8) {
        let bit = UInt64(1) << UInt64(b & 63)
        switch b >> 6 {
        case 0: bits.0 |= bit
        case 1: bits.1 |= bit
        case 2: bits.2 |= bit
        default: bits.3 |= bit
        }
    }

    @inline(__always) func contains(_ b: UInt8) -> Bool {
        let word: UInt64
        switch b >> 6 {
        case 0: word = bits.0
        case 1: word = bits.1
        case 2: word = bits.2
        default: word = bits.3
        }
        return word & (UInt64(1) << UInt64(b & 63)) != 0
    }
}

/// The tokens of a ``TokenDictionary`` as a trie in one flat array of
/// nodes, in depth-first order: a node's first child follows it;
/// `nextSibling` links the children; `lo` is the first token id below a node
/// (the tokens below are `lo` up to the next sibling's `lo`, or the parent's
/// end). A node is one record, so the walk reads one place per child.
struct TokenTrie: Sendable {
    struct Node: Sendable {
        var lo: UInt32
        /// 0 for the last child.
        var nextSibling: UInt32
        var label: UInt8
        /// Bit 0: a token ends here; bit 1: the node has children.
        var flags: UInt8

        @inline(__always) var isTerminal: Bool { flags & 1 != 0 }
        @inline(__always) var hasChildren: Bool { flags & 2 != 0 }
    }

    /// Node 0 is the root.
    let nodes: [Node]

    /// Builds the trie of sorted tokens.
    init(bytes: [UInt8], starts: [UInt32]) {
        var nodes = [Node(lo: 0, nextSibling: 0, label: 0, flags: 0)]
        let count = starts.count - 1
        nodes.reserveCapacity(count * 4)
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
                let node = nodes.count
                nodes.append(Node(lo: UInt32(t), nextSibling: 0, label: bytes[a + depth], flags: 0))
                let parent = pathNodes[depth]
                nodes[parent].flags |= 2
                if lastChild[depth] != 0 { nodes[lastChild[depth]].nextSibling = UInt32(node) }
                lastChild[depth] = node
                pathNodes.append(node)
                lastChild.append(0)
            }
            nodes[pathNodes[e - a]].flags |= 1
            previous = a..<e
        }
        self.nodes = nodes
    }
}
