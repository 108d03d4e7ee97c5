/// The shape of a point quadtree: payloads (point numbers) in Z-order and the
/// nodes over them; positions live elsewhere and are passed to queries.
///
/// Built by most-significant-digit radix passes on Z-order keys: one pass sorts
/// up to four tree levels (256 buckets) at once and stops where a node holds
/// `bucketSize` points or fewer, so a million points take two or three passes.
/// A node at `maxDepth` is a leaf whatever it holds (identical points share it).
struct QuadtreeLayout: Sendable {
    let maxDepth: Int
    let bucketSize: Int
    /// Payloads in Z-order.
    let items: [UInt32]
    /// Node 0 is the root; the four children of a node are consecutive
    /// (quadrants in Z-order: x low bit first, then y); `firstChild` 0 is a leaf.
    let nodes: [Node]

    struct Node: Sendable {
        var start: UInt32
        var end: UInt32
        var firstChild: UInt32
    }

    /// A layout over `payloads`, where point `i` lies at (`xs[i]`, `ys[i]`) in [0,1]².
    init(payloads: [UInt32], xs: [Double], ys: [Double], maxDepth: Int, bucketSize: Int) {
        precondition(payloads.count == xs.count && xs.count == ys.count)
        let n = payloads.count
        let scratch = Scratch(capacity: n)
        defer { scratch.free() }
        let grid = CellGrid(bits: maxDepth)
        for i in 0..<n { scratch.keys[i] = grid.mortonKey(xs[i], ys[i]); scratch.items[i] = payloads[i] }
        self.init(count: n, scratch: scratch, maxDepth: maxDepth, bucketSize: bucketSize)
    }

    /// Working memory for building layouts of up to `capacity` points, reusable
    /// from one layout to the next; freed explicitly with ``free()``.
    struct Scratch: @unchecked Sendable {   // raw memory; one thread at a time uses it
        let capacity: Int
        /// Fill these before building: Z-order keys at the layout's depth
        /// (``CellGrid/mortonKey(_:_:)``) and the payloads.
        let keys: UnsafeMutablePointer<UInt64>
        let items: UnsafeMutablePointer<UInt32>
        let spareKeys: UnsafeMutablePointer<UInt64>
        let spareItems: UnsafeMutablePointer<UInt32>

        init(capacity: Int) {
            self.capacity = max(1, capacity)
            keys = .allocate(capacity: self.capacity); items = .allocate(capacity: self.capacity)
            spareKeys = .allocate(capacity: self.capacity); spareItems = .allocate(capacity: self.capacity)
        }

        func free() { keys.deallocate(); items.deallocate(); spareKeys.deallocate(); spareItems.deallocate() }
    }

    /// A layout over the first `count` keys and payloads of `scratch` (which it
    /// sorts in place).
    init(count: Int, scratch: Scratch, maxDepth: Int, bucketSize: Int) {
        precondition(count <= scratch.capacity)
        precondition((0...ClusterDefaults.quadtreeMaxDepth).contains(maxDepth) && bucketSize >= 1)
        self.maxDepth = maxDepth; self.bucketSize = bucketSize
        var builder = Builder(count: count, scratch: scratch, maxDepth: maxDepth, bucketSize: bucketSize)
        builder.build()
        items = Array(UnsafeBufferPointer(start: scratch.items, count: count))
        nodes = builder.nodes
    }

    private struct Builder {
        let k: UnsafeMutablePointer<UInt64>
        let it: UnsafeMutablePointer<UInt32>
        let sk: UnsafeMutablePointer<UInt64>
        let si: UnsafeMutablePointer<UInt32>
        var nodes: [Node]
        let maxDepth: Int
        let bucketSize: Int

        init(count: Int, scratch: Scratch, maxDepth: Int, bucketSize: Int) {
            k = scratch.keys; it = scratch.items; sk = scratch.spareKeys; si = scratch.spareItems
            nodes = [Node(start: 0, end: UInt32(count), firstChild: 0)]
            nodes.reserveCapacity(count / max(1, bucketSize) * 2 + 1)
            self.maxDepth = maxDepth; self.bucketSize = bucketSize
        }

        mutating func build() { split(0, depth: 0) }

        /// Sorts a node's points by the next few levels and makes those levels' nodes.
        private mutating func split(_ node: Int, depth: Int) {
            let start = Int(nodes[node].start), end = Int(nodes[node].end)
            let count = end - start
            if count <= bucketSize || depth >= maxDepth { return }
            let levels = min(maxDepth - depth, count >= 4096 ? 4 : count >= 256 ? 3 : count >= 64 ? 2 : 1)
            let shift = UInt64(2 * (maxDepth - depth - levels))
            let buckets = 1 << (2 * levels)
            let mask = UInt64(buckets - 1)
            withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * buckets + 1) { memory in
                let starts = UnsafeMutableBufferPointer(rebasing: memory[0...buckets])
                let next = memory.baseAddress! + buckets + 1
                for b in 0...buckets { starts[b] = 0 }
                for i in start..<end { starts[Int((k[i] >> shift) & mask) + 1] += 1 }
                var single = false
                for b in 0..<buckets where starts[b + 1] == count { single = true }
                for b in 0..<buckets { starts[b + 1] += starts[b] }
                if !single {
                    for b in 0..<buckets { next[b] = start + starts[b] }
                    for i in start..<end {
                        let b = Int((k[i] >> shift) & mask)
                        let at = next[b]
                        next[b] = at + 1
                        sk[at] = k[i]; si[at] = it[i]
                    }
                    (k + start).update(from: sk + start, count: count)
                    (it + start).update(from: si + start, count: count)
                }
                makeChildren(node, depth: depth, first: 0, span: buckets, level: 0, levels: levels,
                             offsets: UnsafeBufferPointer(starts), base: start)
            }
        }

        /// `node` covers buckets `first..<first + span` of a radix pass over `levels` tree levels.
        private mutating func makeChildren(_ node: Int, depth: Int, first: Int, span: Int, level: Int, levels: Int,
                                           offsets: UnsafeBufferPointer<Int>, base: Int) {
            let count = Int(nodes[node].end - nodes[node].start)
            if count <= bucketSize || depth >= maxDepth { return }
            if level == levels { split(node, depth: depth); return }
            let quarter = span / 4
            let firstChild = nodes.count
            nodes[node].firstChild = UInt32(firstChild)
            for q in 0..<4 {
                let lo = base + offsets[first + q * quarter], hi = base + offsets[first + (q + 1) * quarter]
                nodes.append(Node(start: UInt32(lo), end: UInt32(hi), firstChild: 0))
            }
            for q in 0..<4 {
                makeChildren(firstChild + q, depth: depth + 1, first: first + q * quarter, span: quarter,
                             level: level + 1, levels: levels, offsets: offsets, base: base)
            }
        }
    }

    /// Calls `body` with the payload and position of every point inside the
    /// closed box; nodes wholly inside are passed on without testing each point.
    /// `xs`/`ys` are indexed by payload.
    @inline(__always)
    func visit(_ box: WorldBox, xs: UnsafeBufferPointer<Double>, ys: UnsafeBufferPointer<Double>,
               _ body: (UInt32, Double, Double) -> Void) {
        guard !items.isEmpty, box.minX <= box.maxX, box.minY <= box.maxY else { return }
        items.withUnsafeBufferPointer { it in
        nodes.withUnsafeBufferPointer { nd in
            // Depth-first; a node pops one entry and pushes at most four, so the
            // stack never holds more than 3·maxDepth + 1 entries.
            withUnsafeTemporaryAllocation(of: (node: UInt32, depth: UInt8, cx: UInt32, cy: UInt32).self,
                                          capacity: 3 * maxDepth + 4) { stack in
                stack[0] = (0, 0, 0, 0)
                var top = 1
                while top > 0 {
                    top -= 1
                    let (n, depth, cx, cy) = stack[top]
                    let node = nd[Int(n)]
                    if node.start == node.end { continue }
                    let size = Double(sign: .plus, exponent: -Int(depth), significand: 1)
                    let minX = Double(cx) * size, minY = Double(cy) * size
                    let maxX = minX + size, maxY = minY + size
                    if minX > box.maxX || maxX < box.minX || minY > box.maxY || maxY < box.minY { continue }
                    if minX >= box.minX && maxX <= box.maxX && minY >= box.minY && maxY <= box.maxY {
                        for i in Int(node.start)..<Int(node.end) {
                            let item = it[i]
                            body(item, xs[Int(item)], ys[Int(item)])
                        }
                    } else if node.firstChild == 0 {
                        for i in Int(node.start)..<Int(node.end) {
                            let item = it[i]
                            let x = xs[Int(item)], y = ys[Int(item)]
                            if x >= box.minX && x <= box.maxX && y >= box.minY && y <= box.maxY { body(item, x, y) }
                        }
                    } else {
                        // Push in reverse so that children come out in Z-order.
                        for q in (UInt32(0)..<4).reversed() {
                            stack[top] = (node.firstChild + q, depth + 1, cx * 2 + (q & 1), cy * 2 + (q >> 1))
                            top += 1
                        }
                    }
                }
            }
        }}
    }
}
