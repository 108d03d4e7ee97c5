/// Greedy collision-free label placement: candidates in priority order (ties
/// by id), each at the first of its positions whose box stays inside the
/// bounds and overlaps no obstacle and no label placed before; the rest are
/// dropped. A label whose text a more important label already shows nearby
/// is dropped too (a chateau named like its town). The same candidates
/// always give the same layout.
public struct LabelPlacer {
    private var grid = CollisionGrid(cellSize: 96)
    private var symbols = CollisionGrid(cellSize: 96)
    /// Labels must lie entirely inside (nil: anywhere).
    public var bounds: PixelRect?
    /// A text is not repeated within this distance (pixels, between anchor points; 0: no check).
    public var repeatDistance: Double
    private var placedTexts: [String: [(x: Double, y: Double)]] = [:]

    public init(bounds: PixelRect? = nil, repeatDistance: Double = 0) {
        self.bounds = bounds
        self.repeatDistance = repeatDistance.isFinite ? max(0, repeatDistance) : 0
    }

    /// Symbols below this priority (small towns, places) are the ones the
    /// highlighted region's name covers when it must (not badges or bigger towns).
    static let coverableBelow = 20_000.0

    /// Whether the same text was placed nearby: within ``repeatDistance``, or
    /// three times that for a street's name (a street is many ways of one name).
    private func repeatsNearby(_ c: LabelCandidate) -> Bool {
        guard repeatDistance > 0, let seen = placedTexts[c.text] else { return false }
        let distance = c.kind == .road ? 3 * repeatDistance : repeatDistance
        let d2 = distance * distance
        return seen.contains { ($0.x - c.x) * ($0.x - c.x) + ($0.y - c.y) * ($0.y - c.y) < d2 }
    }

    /// Space no label may cover (the legend, the title…).
    public mutating func addObstacle(_ r: PixelRect) { grid.insert(r) }

    /// A point symbol of a feature with `priority`: labels of that priority or
    /// lower avoid it; more important labels, and area labels when they find
    /// no free room, may cover it.
    public mutating func addSymbol(_ r: PixelRect, priority: Double = .infinity) { symbols.insert(r, priority: priority) }

    public mutating func place(_ candidates: [LabelCandidate]) -> [PlacedLabel] {
        // Reads the two fields, not whole candidates (a copy of each retains its strings and arrays).
        let order = candidates.indices.sorted { i, j in
            let pi = candidates[i].priority, pj = candidates[j].priority
            return pi != pj ? pi > pj : candidates[i].id < candidates[j].id
        }
        var placed: [PlacedLabel] = []
        for i in order {
            let c = candidates[i]
            guard c.priority.isFinite, c.x.isFinite, c.y.isFinite, !c.text.isEmpty, !repeatsNearby(c) else { continue }
            // Point labels avoid symbols at least as important as they are. Area labels
            // look for room free of every symbol, then cover what ``LabelCandidate/covers`` allows.
            let passes: [Double?]
            if c.avoidsSymbols { passes = [c.priority] } else {
                switch c.covers {
                case .none: passes = [-.infinity]
                case .small: passes = [-.infinity, Self.coverableBelow]
                case .any: passes = [-.infinity, Self.coverableBelow, nil]
                }
            }
            search: for minPriority in passes {
                for c in c.attempts { for position in c.positions {
                    let l = c.layout(at: position), pieces = l.pieces
                    if let bounds, !bounds.contains(l.box) { continue }
                    if pieces.contains(where: { grid.intersectsAny($0) }) { continue }
                    if let minPriority, pieces.contains(where: { symbols.intersectsAny($0, minPriority: minPriority) }) { continue }
                    for piece in pieces { grid.insert(piece) }
                    if repeatDistance > 0 { placedTexts[c.text, default: []].append((c.x, c.y)) }
                    placed.append(PlacedLabel(id: c.id, text: c.text, kind: c.kind, x: l.x, y: l.y, angle: c.angle,
                                              anchorX: c.x, anchorY: c.y, box: l.box, pieces: pieces,
                                              fontSize: c.fontSize, bold: c.bold, italic: c.italic, color: c.color,
                                              halo: c.halo, haloWidth: c.haloWidth, priority: c.priority))
                    break search
                } }
            }
        }
        return placed
    }
}

/// Boxes in a uniform grid of cells, for fast overlap queries.
struct CollisionGrid {
    let cellSize: Double
    private var cells: [Int64: [Int32]] = [:]
    private(set) var boxes: [PixelRect] = []
    private var priorities: [Double] = []

    init(cellSize: Double) { self.cellSize = cellSize }

    private func cellRange(_ r: PixelRect) -> (ClosedRange<Int64>, ClosedRange<Int64>)? {
        guard r.minX.isFinite, r.maxX.isFinite, r.minY.isFinite, r.maxY.isFinite, r.minX <= r.maxX, r.minY <= r.maxY,
              abs(r.minX) < 1e12, abs(r.maxX) < 1e12, abs(r.minY) < 1e12, abs(r.maxY) < 1e12 else { return nil }
        let x0 = Int64((r.minX / cellSize).rounded(.down)), x1 = Int64((r.maxX / cellSize).rounded(.down))
        let y0 = Int64((r.minY / cellSize).rounded(.down)), y1 = Int64((r.maxY / cellSize).rounded(.down))
        // Huge boxes (a legend at print size is a few cells; nothing sane is 10⁴ cells) are capped.
        guard (x1 - x0 + 1) * (y1 - y0 + 1) <= 10_000 else { return nil }
        return (x0...x1, y0...y1)
    }

    @inline(__always) private func key(_ x: Int64, _ y: Int64) -> Int64 { (x << 32) ^ (y & 0xFFFF_FFFF) }

    mutating func insert(_ r: PixelRect, priority: Double = .infinity) {
        let index = Int32(boxes.count)
        boxes.append(r)
        priorities.append(priority)
        guard let (xs, ys) = cellRange(r) else { hugeBoxes.append(index); return }
        for x in xs { for y in ys { cells[key(x, y), default: []].append(index) } }
    }

    private var hugeBoxes: [Int32] = []

    /// Whether `r` overlaps a box of at least `minPriority`.
    func intersectsAny(_ r: PixelRect, minPriority: Double = -.infinity) -> Bool {
        func hit(_ i: Int) -> Bool { priorities[i] >= minPriority && boxes[i].intersects(r) }
        for i in hugeBoxes where hit(Int(i)) { return true }
        guard let (xs, ys) = cellRange(r) else {
            return boxes.indices.contains { hit($0) }
        }
        for x in xs {
            for y in ys {
                if let list = cells[key(x, y)] {
                    for i in list where hit(Int(i)) { return true }
                }
            }
        }
        return false
    }
}
