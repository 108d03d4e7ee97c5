import Foundation
import RegioGeo

/// Small planar algorithms on world points: area, simplification, point in
/// polygon and the pole of inaccessibility (for label points).
enum Geometry2D {
    /// Signed area by the shoelace formula (positive for counter-clockwise in a y-up frame).
    static func signedArea(_ ring: [WorldPoint]) -> Double {
        guard ring.count >= 3 else { return 0 }
        var sum = 0.0
        var prev = ring[ring.count - 1]
        for p in ring { sum += prev.x * p.y - p.x * prev.y; prev = p }
        return sum / 2
    }

    /// Douglas–Peucker with an explicit stack (no recursion depth limit).
    /// Keeps the first and last points; closed rings stay closed.
    static func simplify(_ points: [WorldPoint], tolerance: Double) -> [WorldPoint] {
        let n = points.count
        guard n > 2 else { return points }
        var keep = [Bool](repeating: false, count: n)
        keep[0] = true; keep[n - 1] = true
        let tol2 = tolerance * tolerance
        var stack: [(Int, Int)] = [(0, n - 1)]
        // A closed ring has first == last: split it at the farthest point first.
        if points[0] == points[n - 1] {
            var far = 0, best = -1.0
            for i in 1..<(n - 1) {
                let dx = points[i].x - points[0].x, dy = points[i].y - points[0].y
                let d = dx * dx + dy * dy
                if d > best { best = d; far = i }
            }
            keep[far] = true
            stack = [(0, far), (far, n - 1)]
        }
        while let (a, b) = stack.popLast() {
            guard b > a + 1 else { continue }
            let pa = points[a], pb = points[b]
            let dx = pb.x - pa.x, dy = pb.y - pa.y
            let len2 = dx * dx + dy * dy
            var far = -1, best = tol2
            for i in (a + 1)..<b {
                let p = points[i]
                var d: Double
                if len2 == 0 {
                    d = (p.x - pa.x) * (p.x - pa.x) + (p.y - pa.y) * (p.y - pa.y)
                } else {
                    let t = max(0, min(1, ((p.x - pa.x) * dx + (p.y - pa.y) * dy) / len2))
                    let qx = pa.x + t * dx - p.x, qy = pa.y + t * dy - p.y
                    d = qx * qx + qy * qy
                }
                if d > best { best = d; far = i }
            }
            if far >= 0 {
                keep[far] = true
                stack.append((a, far)); stack.append((far, b))
            }
        }
        var out: [WorldPoint] = []
        out.reserveCapacity(n / 4 + 2)
        for i in 0..<n where keep[i] { out.append(points[i]) }
        return out
    }

    /// Even-odd point in polygon over all rings.
    static func contains(_ rings: [[WorldPoint]], _ x: Double, _ y: Double) -> Bool {
        var inside = false
        for ring in rings where ring.count >= 3 {
            var j = ring.count - 1
            for i in 0..<ring.count {
                let a = ring[i], b = ring[j]
                if (a.y > y) != (b.y > y) && x < (b.x - a.x) * (y - a.y) / (b.y - a.y) + a.x { inside.toggle() }
                j = i
            }
        }
        return inside
    }

    /// Distance from a point to the nearest ring edge, negative outside
    /// (even-odd over the rings of three points or more, as ``contains(_:_:_:)``).
    /// One pass over the edges for both: the pole of an area asks it of
    /// thousands of points, each over every edge of a region's outline.
    static func signedDistance(_ rings: [[WorldPoint]], _ x: Double, _ y: Double) -> Double {
        var best = Double.infinity
        var inside = false
        for ring in rings where ring.count >= 2 {
            let closed = ring.count >= 3
            ring.withUnsafeBufferPointer { ring in
                var j = ring.count - 1
                for i in 0..<ring.count {
                    let a = ring[j], b = ring[i]
                    let dx = b.x - a.x, dy = b.y - a.y
                    let len2 = dx * dx + dy * dy
                    var t = len2 > 0 ? ((x - a.x) * dx + (y - a.y) * dy) / len2 : 0
                    t = max(0, min(1, t))
                    let qx = a.x + t * dx - x, qy = a.y + t * dy - y
                    best = min(best, qx * qx + qy * qy)
                    // The crossing test of ``contains(_:_:_:)``, edge (ring[i], ring[j]).
                    if closed, (b.y > y) != (a.y > y), x < (a.x - b.x) * (y - b.y) / (a.y - b.y) + b.x { inside.toggle() }
                    j = i
                }
            }
        }
        let d = best.squareRoot()
        return inside ? d : -d
    }

    /// The point inside a polygon (exterior + holes) farthest from its edges,
    /// found by a best-first search over square cells, to 1/200 of the box;
    /// bounded to a fixed number of cells; distances through an ``EdgeIndex``
    /// when the rings have many edges. Nil for degenerate input.
    static func poleOfInaccessibility(_ rings: [[WorldPoint]]) -> WorldPoint? {
        guard let exterior = rings.first, exterior.count >= 3 else { return nil }
        var box = WorldRect.empty
        for p in exterior { box.extend(p) }
        let size = min(box.width, box.height)
        guard size > 0, size.isFinite else { return WorldPoint(x: (box.minX + box.maxX) / 2, y: (box.minY + box.maxY) / 2) }
        let precision = max(box.width, box.height) / 200
        struct Cell { var x, y, h, d, max: Double }
        let index = EdgeIndex(rings)
        func cell(_ x: Double, _ y: Double, _ h: Double) -> Cell {
            let d = index?.signedDistance(x, y) ?? signedDistance(rings, x, y)
            return Cell(x: x, y: y, h: h, d: d, max: d + h * 2.squareRoot())
        }
        var heap: [Cell] = []
        func push(_ c: Cell) {
            heap.append(c)
            var i = heap.count - 1
            while i > 0 {
                let p = (i - 1) / 2
                if heap[p].max >= heap[i].max { break }
                heap.swapAt(p, i); i = p
            }
        }
        func pop() -> Cell? {
            guard !heap.isEmpty else { return nil }
            let top = heap[0]
            let last = heap.removeLast()
            if !heap.isEmpty {
                heap[0] = last
                var i = 0
                while true {
                    let l = 2 * i + 1, r = l + 1
                    var m = i
                    if l < heap.count && heap[l].max > heap[m].max { m = l }
                    if r < heap.count && heap[r].max > heap[m].max { m = r }
                    if m == i { break }
                    heap.swapAt(m, i); i = m
                }
            }
            return top
        }
        let h = size / 2
        var x = box.minX
        while x < box.maxX {
            var y = box.minY
            while y < box.maxY { push(cell(x + h, y + h, h)); y += size }
            x += size
        }
        // Start from the area centroid when it is inside, else the box centre.
        var best = cell((box.minX + box.maxX) / 2, (box.minY + box.maxY) / 2, 0)
        let centroid = areaCentroid(exterior)
        if let centroid {
            let c = cell(centroid.x, centroid.y, 0)
            if c.d > best.d { best = c }
        }
        var budget = 4_000
        while let c = pop(), budget > 0 {
            budget -= 1
            if c.d > best.d { best = c }
            if c.max - best.d <= precision { continue }
            let q = c.h / 2
            push(cell(c.x - q, c.y - q, q)); push(cell(c.x + q, c.y - q, q))
            push(cell(c.x - q, c.y + q, q)); push(cell(c.x + q, c.y + q, q))
        }
        return best.d > 0 ? WorldPoint(x: best.x, y: best.y) : centroid
    }

    static func areaCentroid(_ ring: [WorldPoint]) -> WorldPoint? {
        var a = 0.0, cx = 0.0, cy = 0.0
        var prev = ring[ring.count - 1]
        for p in ring {
            let f = prev.x * p.y - p.x * prev.y
            a += f; cx += (prev.x + p.x) * f; cy += (prev.y + p.y) * f
            prev = p
        }
        guard a != 0 else { return nil }
        return WorldPoint(x: cx / (3 * a), y: cy / (3 * a))
    }

    /// The part of a ring inside an axis-aligned rectangle (Sutherland–Hodgman;
    /// a ring that leaves and re-enters gets edges along the rectangle).
    static func clip(_ ring: [WorldPoint], to rect: PixelRect) -> [WorldPoint] {
        var out = ring
        if let f = out.first, let l = out.last, f == l { out.removeLast() }
        func edge(_ inside: (WorldPoint) -> Bool, _ cross: (WorldPoint, WorldPoint) -> WorldPoint) {
            guard !out.isEmpty else { return }
            let input = out
            out = []
            out.reserveCapacity(input.count + 4)
            var prev = input[input.count - 1]
            for p in input {
                if inside(p) {
                    if !inside(prev) { out.append(cross(prev, p)) }
                    out.append(p)
                } else if inside(prev) {
                    out.append(cross(prev, p))
                }
                prev = p
            }
        }
        func atX(_ x: Double) -> (WorldPoint, WorldPoint) -> WorldPoint {
            { a, b in WorldPoint(x: x, y: a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x)) }
        }
        func atY(_ y: Double) -> (WorldPoint, WorldPoint) -> WorldPoint {
            { a, b in WorldPoint(x: a.x + (b.x - a.x) * (y - a.y) / (b.y - a.y), y: y) }
        }
        edge({ $0.x >= rect.minX }, atX(rect.minX))
        edge({ $0.x <= rect.maxX }, atX(rect.maxX))
        edge({ $0.y >= rect.minY }, atY(rect.minY))
        edge({ $0.y <= rect.maxY }, atY(rect.maxY))
        return out
    }
}
