import Foundation
import RegioGeo

/// The edges of some rings by the cells of a grid over their box, so that the
/// signed distance of a point looks at the edges near it rather than at every
/// edge: the pole of a region's outline (``Geometry2D/poleOfInaccessibility(_:)``)
/// asks it of thousands of points, each over thousands of edges.
///
/// It gives exactly what ``Geometry2D/signedDistance(_:_:_:)`` gives: the
/// same formula on each edge looked at, and a minimum and a parity do not
/// depend on the order. The nearest edge is searched in squares of cells
/// around the point, growing until no edge outside can be nearer; the
/// parity counts the crossings of the edges in the point's row of cells.
///
/// ```swift
/// let index = EdgeIndex(rings)   // nil for a few edges: the plain loop is as quick
/// index?.signedDistance(x, y) == Geometry2D.signedDistance(rings, x, y)   // always
/// ```
struct EdgeIndex {
    /// Edges are indexed from this many.
    static let minimumEdges = 64

    private let rings: [[WorldPoint]]
    /// Edge `e` runs from `rings[edgeRing[e]][previous]` to `rings[edgeRing[e]][edgeEnd[e]]`.
    private let edgeRing: [Int32], edgeEnd: [Int32]
    private let minX: Double, minY: Double, cellSize: Double
    private let columns: Int, rows: Int
    /// Cell `c`'s edges: `cellEdges[cellStarts[c]..<cellStarts[c + 1]]`; cells row by row.
    private let cellStarts: [Int32], cellEdges: [Int32]
    /// Row `r`'s edges of rings of three points or more (those the parity counts), likewise.
    private let rowStarts: [Int32], rowEdges: [Int32]
    private let maxY: Double

    /// Nil for fewer than ``minimumEdges`` edges, a flat box or a coordinate that is not finite.
    init?(_ rings: [[WorldPoint]]) {
        var box = WorldRect.empty, edges = 0
        for ring in rings where ring.count >= 2 {
            edges += ring.count
            for p in ring {
                guard p.x.isFinite, p.y.isFinite else { return nil }
                box.extend(p)
            }
        }
        guard edges >= Self.minimumEdges, box.width > 0, box.height > 0, edges < Int(Int32.max) else { return nil }
        self.rings = rings
        minX = box.minX; minY = box.minY; maxY = box.maxY
        // About two edges a cell.
        let size = (box.width * box.height / Double(edges / 2)).squareRoot()
        let columns = Int(min(1_024, max(1, (box.width / size).rounded(.up))))
        let rows = Int(min(1_024, max(1, (box.height / size).rounded(.up))))
        let cellSize = max(box.width / Double(columns), box.height / Double(rows))
        guard cellSize.isNormal else { return nil }   // a box too small for cells: the plain loop
        self.columns = columns; self.rows = rows; self.cellSize = cellSize

        var ringOf: [Int32] = [], endOf: [Int32] = []
        ringOf.reserveCapacity(edges); endOf.reserveCapacity(edges)
        var cellLists = [[Int32]](repeating: [], count: columns * rows)
        var rowLists = [[Int32]](repeating: [], count: rows)
        func column(_ x: Double) -> Int { Self.cell(x - box.minX, size: cellSize, count: columns) }
        func row(_ y: Double) -> Int { Self.cell(y - box.minY, size: cellSize, count: rows) }
        for (r, ring) in rings.enumerated() where ring.count >= 2 {
            var j = ring.count - 1
            for i in 0..<ring.count {
                let a = ring[j], b = ring[i], e = Int32(ringOf.count)
                ringOf.append(Int32(r)); endOf.append(Int32(i))
                let c0 = column(min(a.x, b.x)), c1 = column(max(a.x, b.x)), r0 = row(min(a.y, b.y)), r1 = row(max(a.y, b.y))
                for y in r0...r1 {
                    for x in c0...c1 { cellLists[y * columns + x].append(e) }
                    if ring.count >= 3 { rowLists[y].append(e) }
                }
                j = i
            }
        }
        edgeRing = ringOf; edgeEnd = endOf
        (cellStarts, cellEdges) = Self.flattened(cellLists)
        (rowStarts, rowEdges) = Self.flattened(rowLists)
    }

    /// Distance from a point to the nearest edge, negative outside (even-odd).
    func signedDistance(_ x: Double, _ y: Double) -> Double {
        var best = Double.infinity
        let cx = cell(x - minX, count: columns), cy = cell(y - minY, count: rows)
        var k = 0
        while true {
            visitSquareRing(around: cx, cy, radius: k) { e in best = min(best, squaredDistance(edge: e, x, y)) }
            // Every edge not seen yet lies outside the square of cells within `k` of the start:
            // no nearer than the square's inner sides (those at the grid's edge have nothing beyond).
            let left = cx - k, right = cx + k, top = cy - k, bottom = cy + k
            var bound = Double.infinity
            if left > 0 { bound = min(bound, x - (minX + Double(left) * cellSize)) }
            if right < columns - 1 { bound = min(bound, minX + Double(right + 1) * cellSize - x) }
            if top > 0 { bound = min(bound, y - (minY + Double(top) * cellSize)) }
            if bottom < rows - 1 { bound = min(bound, minY + Double(bottom + 1) * cellSize - y) }
            if bound == .infinity { break }   // every cell seen
            // (A hair of margin: no rounding of an unseen edge's distance can make it the nearest.)
            if bound > 0, best < bound * bound * (1 - 1e-9) { break }
            k += 1
        }
        let d = best.squareRoot()
        return isInside(x, y) ? d : -d
    }

    /// Even-odd: crossings of the edges of the point's row to its right (the test of ``Geometry2D/contains(_:_:_:)``).
    private func isInside(_ x: Double, _ y: Double) -> Bool {
        // Beyond the box no edge straddles the point's latitude.
        guard y >= minY, y <= maxY else { return false }
        let r = cell(y - minY, count: rows)
        var inside = false
        for n in Int(rowStarts[r])..<Int(rowStarts[r + 1]) {
            let e = Int(rowEdges[n])
            let ring = rings[Int(edgeRing[e])], i = Int(edgeEnd[e])
            let a = ring[i], b = ring[i == 0 ? ring.count - 1 : i - 1]
            if (a.y > y) != (b.y > y) && x < (b.x - a.x) * (y - a.y) / (b.y - a.y) + a.x { inside.toggle() }
        }
        return inside
    }

    /// The squared distance from the point to edge `e` (the formula of ``Geometry2D/signedDistance(_:_:_:)``).
    private func squaredDistance(edge e: Int, _ x: Double, _ y: Double) -> Double {
        let ring = rings[Int(edgeRing[e])], i = Int(edgeEnd[e])
        let a = ring[i == 0 ? ring.count - 1 : i - 1], b = ring[i]
        let dx = b.x - a.x, dy = b.y - a.y
        let len2 = dx * dx + dy * dy
        var t = len2 > 0 ? ((x - a.x) * dx + (y - a.y) * dy) / len2 : 0
        t = max(0, min(1, t))
        let qx = a.x + t * dx - x, qy = a.y + t * dy - y
        return qx * qx + qy * qy
    }

    /// The edges of the cells at Chebyshev distance exactly `radius` from a cell (inside the grid).
    private func visitSquareRing(around cx: Int, _ cy: Int, radius k: Int, _ body: (Int) -> Void) {
        func visit(_ x: Int, _ y: Int) {
            guard x >= 0, x < columns, y >= 0, y < rows else { return }
            let c = y * columns + x
            for n in Int(cellStarts[c])..<Int(cellStarts[c + 1]) { body(Int(cellEdges[n])) }
        }
        guard k > 0 else { visit(cx, cy); return }
        for x in (cx - k)...(cx + k) { visit(x, cy - k); visit(x, cy + k) }
        for y in (cy - k + 1)...(cy + k - 1) { visit(cx - k, y); visit(cx + k, y) }
    }

    /// The cell along an axis holding an offset from the box's corner, clamped to the grid.
    private func cell(_ offset: Double, count: Int) -> Int { Self.cell(offset, size: cellSize, count: count) }

    /// Clamped before it becomes an `Int`: a point far outside (or not a number) never traps.
    private static func cell(_ offset: Double, size: Double, count: Int) -> Int {
        let v = (offset / size).rounded(.down)
        guard v.isFinite else { return v == .infinity ? count - 1 : 0 }
        return Int(min(max(v, 0), Double(count - 1)))
    }

    private static func flattened(_ lists: [[Int32]]) -> (starts: [Int32], items: [Int32]) {
        var starts: [Int32] = [0], items: [Int32] = []
        starts.reserveCapacity(lists.count + 1)
        items.reserveCapacity(lists.reduce(0) { $0 + $1.count })
        for list in lists { items += list; starts.append(Int32(items.count)) }
        return (starts, items)
    }
}
