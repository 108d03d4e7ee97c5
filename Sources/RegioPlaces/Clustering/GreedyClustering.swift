import Foundation

/// Greedy hierarchical clustering, one zoom at a time from maxZoom down to
/// minZoom, each zoom built from the one below it (the scheme of Mapbox's
/// supercluster, visited in a fixed spatial order).
///
/// The rule, which the tests' brute-force reference follows word for word:
/// - Level maxZoom + 1 holds every place, in input order.
/// - Level z is made from level z + 1. Its items are visited in row-major order
///   of grid cells at least r wide (``CellGrid/bits(forRadius:)``; r = radius /
///   (extent · 2^z) in world units), items of one cell in their order on level z + 1.
/// - An item not yet taken becomes an origin. Its neighbours are the items not
///   yet taken within r (dx² + dy² ≤ r²), in visiting order. If it has neighbours
///   and they hold at least minPoints places together, all of them merge into a
///   new cluster at the count-weighted centroid (summed origin first, then the
///   neighbours in order); otherwise they all stay as they are, and the neighbours
///   are taken (they are not origins at this zoom).
/// - Level z lists every item that was not merged, in visiting order, with each
///   new cluster in its origin's place.
///
/// Since a cell is at least r wide, the neighbours of an item lie in the 3 × 3
/// cells around it, and since every item before an origin is already taken, only
/// those further on in its row and those in the row below can be open: two
/// windows that slide forward only, so a zoom costs one sort plus a linear sweep.
/// Each level's items travel with their positions and counts in flat arrays, so the
/// sweep reads memory in order; each finished level's quadtree is built on a
/// second thread while the next level is clustered.
enum GreedyClustering {
    /// The items of one level with what the sweep needs, in flat columns of a
    /// fixed capacity (a level never holds more items than there are places).
    /// Freed explicitly with ``free()``.
    struct Level {
        let capacity: Int
        var count = 0
        let nodes: UnsafeMutablePointer<UInt32>
        let xs: UnsafeMutablePointer<Double>
        let ys: UnsafeMutablePointer<Double>
        let counts: UnsafeMutablePointer<UInt32>

        init(capacity: Int) {
            self.capacity = max(1, capacity)
            nodes = .allocate(capacity: self.capacity); xs = .allocate(capacity: self.capacity)
            ys = .allocate(capacity: self.capacity); counts = .allocate(capacity: self.capacity)
        }

        func free() { nodes.deallocate(); xs.deallocate(); ys.deallocate(); counts.deallocate() }

        @inline(__always) mutating func append(_ node: UInt32, _ x: Double, _ y: Double, _ n: UInt32) {
            precondition(count < capacity)
            nodes[count] = node; xs[count] = x; ys[count] = y; counts[count] = n
            count += 1
        }
    }

    /// The places to cluster (the leaves, numbered from 0) in flat columns.
    struct Leaves {
        /// World coordinates in [0,1] (x < 1).
        var x: [Double] = []
        var y: [Double] = []
        /// Each leaf's importance and place row (rows follow the input order: ties
        /// of importance go to the lower row, and clusters are named by their lowest).
        var info: [NodeInfo] = []
        /// Numbers into a table of categories.
        var category: [UInt32] = []
        /// The leaves in input order (level maxZoom + 1).
        var inputOrder: [UInt32] = []

        /// Empty columns with room for `capacity` nodes (x, y, info grow into the
        /// hierarchy's nodes: room for the clusters avoids copying them).
        init(capacity: Int) {
            x.reserveCapacity(capacity); y.reserveCapacity(capacity); info.reserveCapacity(capacity)
        }
    }

    /// Builds the hierarchy over the leaves and a quadtree per level
    /// (minZoom…maxZoom + 1, at index `zoom − minZoom`).
    static func build(_ leaves: consuming Leaves, categoryCount: Int,
                      options: ClusterOptions) -> (ClusterHierarchy, trees: [QuadtreeLayout]) {
        let category = leaves.category, inputOrder = leaves.inputOrder
        // Per node (at most 2n − 1: every cluster merges two items or more): the
        // leaves' columns grow by the clusters.
        var nx = leaves.x, ny = leaves.y
        // What deciding a cluster's label and name needs, together in one place per node.
        var info = leaves.info
        leaves = Leaves(capacity: 0)
        let n = nx.count
        var nodeCount = [UInt32](repeating: 1, count: n), zoomOf = [UInt8](repeating: UInt8(options.maxZoom + 1), count: n)
        nodeCount.reserveCapacity(2 * n); zoomOf.reserveCapacity(2 * n)
        var childStart: [UInt32] = [0]
        var children: [UInt32] = []
        var categoryStart: [UInt32] = [UInt32(categoryCount)]
        var tallies = (0..<categoryCount).map { CategoryTally(category: UInt32($0), count: 1) }
        var scratch = [UInt32](repeating: 0, count: categoryCount)
        var touched: [UInt32] = []

        let trees = TreeBuilder(levels: options.maxZoom + 2 - options.minZoom, capacity: n, options: options)
        // Two buffers: the level being read, in visiting order, and the next one.
        var current = Level(capacity: n), sorted = Level(capacity: n)
        for leaf in inputOrder { current.append(leaf, nx[Int(leaf)], ny[Int(leaf)], 1) }
        trees.add(current, zoom: options.maxZoom + 1)

        var neighbours = UnsafeMutablePointer<Int>.allocate(capacity: 16), neighbourCapacity = 16
        let keys = UnsafeMutablePointer<UInt64>.allocate(capacity: n + 1)   // one more for a sentinel
        let spareKeys = UnsafeMutablePointer<UInt64>.allocate(capacity: max(1, n))
        let order = UnsafeMutablePointer<UInt32>.allocate(capacity: max(1, n))
        let spareOrder = UnsafeMutablePointer<UInt32>.allocate(capacity: max(1, n))
        let state = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, n))   // 0 open, 1 taken, 2 carried

        category.withUnsafeBufferPointer { cat in
        for z in stride(from: options.maxZoom, through: options.minZoom, by: -1) {
            let m = current.count
            if m < 2 { trees.add(current, zoom: z); continue }
            let r = options.worldRadius(atZoom: z), r2 = r * r
            let grid = CellGrid(bits: CellGrid.bits(forRadius: r))
            // Visiting order: a stable sort by cell, then the level's data in that order.
            for i in 0..<m { keys[i] = grid.rowKey(current.xs[i], current.ys[i]); order[i] = UInt32(i) }
            RadixSort.sort(keys: keys, values: order, count: m, spareKeys: spareKeys, spareValues: spareOrder)
            keys[m] = .max   // every window stops here
            sorted.count = 0
            for i in 0..<m {
                let p = Int(order[i])
                sorted.append(current.nodes[p], current.xs[p], current.ys[p], current.counts[p])
            }
            state.initialize(repeating: 0, count: m)
            var next = current   // its items are all in `sorted` now
            next.count = 0
            let sx = sorted.xs, sy = sorted.ys, sc = sorted.counts, sn = sorted.nodes
            let shift = UInt64(grid.bits), columnMask = (UInt64(1) << shift) - 1, lastCell = grid.last
            var sameEnd = 0, belowStart = 0, belowEnd = 0
            for i in 0..<m {
                if state[i] == 1 { continue }
                if state[i] == 2 { next.append(sn[i], sx[i], sy[i], sc[i]); continue }
                state[i] = 1
                let row = Int(keys[i] >> shift), column = Int(keys[i] & columnMask)
                let ox = sx[i], oy = sy[i]
                var total = Int(sc[i])
                var found = 0
                // Items before this one are all taken, so the open neighbours lie
                // further on in this row (this cell and the next) and in the row
                // below (the three cells around). Windows mostly move by a step or
                // two: take those without branching, then loop for the rest.
                let lastColumn = UInt64(min(column + 1, lastCell))
                let sameRowEnd = UInt64(row) << shift | lastColumn
                var h1 = max(sameEnd, i + 1)
                h1 &+= keys[h1] <= sameRowEnd ? 1 : 0
                h1 &+= keys[h1] <= sameRowEnd ? 1 : 0
                while keys[h1] <= sameRowEnd { h1 += 1 }
                sameEnd = h1
                var l2 = belowStart, h2 = belowEnd
                if row < lastCell {
                    let low = UInt64(row + 1) << shift | UInt64(max(column - 1, 0))
                    let high = UInt64(row + 1) << shift | lastColumn
                    l2 &+= keys[l2] < low ? 1 : 0
                    l2 &+= keys[l2] < low ? 1 : 0
                    while keys[l2] < low { l2 += 1 }
                    if h2 < l2 { h2 = l2 }
                    h2 &+= keys[h2] <= high ? 1 : 0
                    h2 &+= keys[h2] <= high ? 1 : 0
                    while keys[h2] <= high { h2 += 1 }
                    belowStart = l2; belowEnd = h2
                } else {
                    h2 = l2
                }
                for window in 0..<2 {
                    var j = window == 0 ? i + 1 : l2
                    let end = window == 0 ? h1 : h2
                    while j < end {
                        if state[j] == 0 {
                            let dx = sx[j] - ox, dy = sy[j] - oy
                            if dx * dx + dy * dy <= r2 {
                                if found == neighbourCapacity {
                                    let bigger = UnsafeMutablePointer<Int>.allocate(capacity: 2 * neighbourCapacity)
                                    bigger.update(from: neighbours, count: found)
                                    neighbours.deallocate()
                                    neighbours = bigger; neighbourCapacity *= 2
                                }
                                neighbours[found] = j
                                found += 1
                                total += Int(sc[j])
                            }
                        }
                        j += 1
                    }
                }
                if found == 0 { next.append(sn[i], ox, oy, sc[i]); continue }
                if total < options.minPoints {
                    next.append(sn[i], ox, oy, sc[i])
                    for k in 0..<found { state[neighbours[k]] = 2 }
                    continue
                }
                // Merge the origin and its neighbours into a new cluster.
                let origin = Int(sn[i])
                var wx = ox * Double(sc[i]), wy = oy * Double(sc[i])
                var best = info[origin]
                children.append(UInt32(origin))
                for k in 0..<found {
                    let j = neighbours[k]
                    state[j] = 1
                    let w = Double(sc[j])
                    wx += sx[j] * w; wy += sy[j] * w
                    let c = Int(sn[j]), other = info[c]
                    let lowest = min(best.minRow, other.minRow)
                    if other.importance > best.importance || (other.importance == best.importance && other.topRow < best.topRow) {
                        best = other
                    }
                    best.minRow = lowest
                    children.append(UInt32(c))
                }
                // Category counts: the union of the children's.
                for k in -1..<found {
                    let node = Int(sn[k < 0 ? i : neighbours[k]])
                    if node < n {
                        let c = Int(cat[node])
                        if scratch[c] == 0 { touched.append(UInt32(c)) }
                        scratch[c] += 1
                    } else {
                        let j = node - n
                        for e in Int(categoryStart[j])..<Int(categoryStart[j + 1]) {
                            let t = tallies[e], c = Int(t.category)
                            if scratch[c] == 0 { touched.append(t.category) }
                            scratch[c] += t.count
                        }
                    }
                }
                if touched.count > 1 {
                    touched.sort { scratch[Int($0)] != scratch[Int($1)] ? scratch[Int($0)] > scratch[Int($1)] : $0 < $1 }
                }
                for k in touched {
                    tallies.append(CategoryTally(category: k, count: scratch[Int(k)]))
                    scratch[Int(k)] = 0
                }
                touched.removeAll(keepingCapacity: true)
                categoryStart.append(UInt32(tallies.count))
                childStart.append(UInt32(children.count))

                let node = UInt32(nx.count)
                let cx = min(max(wx / Double(total), 0), (1.0).nextDown), cy = min(max(wy / Double(total), 0), 1)
                nx.append(cx); ny.append(cy)
                nodeCount.append(UInt32(total)); info.append(best)
                zoomOf.append(UInt8(z))
                next.append(node, cx, cy, UInt32(total))
            }
            current = next
            trees.add(current, zoom: z)
        }
        }
        // The working memory goes before the hierarchy's last arrays are made.
        current.free(); sorted.free(); neighbours.deallocate()
        keys.deallocate(); spareKeys.deallocate(); order.deallocate(); spareOrder.deallocate(); state.deallocate()
        let layouts = trees.finish()
        let hierarchy = ClusterHierarchy(
            options: options, leafCount: n,
            x: nx, y: ny, count: nodeCount, minRow: info.map(\.minRow),
            topRow: info.map(\.topRow), zoom: zoomOf,
            childStart: childStart, children: children, categoryStart: categoryStart, tallies: tallies)
        return (hierarchy, layouts)
    }

    /// A node's most important place (its importance and row) and the lowest
    /// row among its places.
    struct NodeInfo {
        var importance: Double
        var topRow: UInt32
        var minRow: UInt32
    }

    /// Builds each level's quadtree on a second thread while the next level is
    /// clustered, in one set of working memory that every level reuses (so that
    /// none is left behind for the allocator to keep): a level waits until the
    /// previous one's tree is done with it.
    private final class TreeBuilder: @unchecked Sendable {
        private let lock = NSLock()
        private var trees: [QuadtreeLayout?]
        private let group = DispatchGroup()
        private let queue = DispatchQueue(label: "regio.cluster-trees")
        private let options: ClusterOptions
        private let scratch: QuadtreeLayout.Scratch
        private let available = DispatchSemaphore(value: 1)

        init(levels: Int, capacity: Int, options: ClusterOptions) {
            trees = Array(repeating: nil, count: levels)
            self.options = options
            scratch = QuadtreeLayout.Scratch(capacity: capacity)
        }

        deinit { scratch.free() }

        /// The depth of a level's tree: two levels below the cells of its merge radius.
        static func depth(zoom: Int, options: ClusterOptions) -> Int {
            min(ClusterDefaults.quadtreeMaxDepth, CellGrid.bits(forRadius: options.worldRadius(atZoom: zoom)) + 2)
        }

        func add(_ level: Level, zoom: Int) {
            let slot = zoom - options.minZoom, depth = Self.depth(zoom: zoom, options: options)
            let grid = CellGrid(bits: depth)
            available.wait()
            let memory = scratch, count = level.count
            for i in 0..<count {
                memory.keys[i] = grid.mortonKey(level.xs[i], level.ys[i])
                memory.items[i] = level.nodes[i]
            }
            queue.async(group: group) { [self] in
                let tree = QuadtreeLayout(count: count, scratch: memory, maxDepth: depth,
                                          bucketSize: ClusterDefaults.quadtreeBucketSize)
                lock.withLock { trees[slot] = tree }
                available.signal()
            }
        }

        /// Every level's tree, once all are built.
        func finish() -> [QuadtreeLayout] {
            group.wait()
            return lock.withLock { trees.map { $0! } }
        }
    }
}
