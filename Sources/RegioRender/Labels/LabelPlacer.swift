/// Greedy collision-free label placement: candidates in priority order (ties
/// by id), each at the first of its positions whose box stays inside the
/// bounds and overlaps no obstacle and no label placed before; the rest are
/// dropped. A label whose text a more important label already shows nearby
/// is dropped too (a chateau named like its town). The same candidates
/// always give the same layout.
public struct LabelPlacer {
    private var grid = CollisionGrid(cellSize: 96)
    /// Symbols are small and, at a low zoom, dense (a town every few pixels): small cells.
    private var symbols = CollisionGrid(cellSize: 24)
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
        place(candidates) { $0.metrics }
    }

    /// Places `candidates`; `measure` gives the metrics of one whose width is
    /// unknown (``LabelCandidate/widthUnknown``), asked only when the
    /// candidate would find room with no width at all.
    mutating func place(_ candidates: [LabelCandidate], measure: (LabelCandidate) -> TextMetrics) -> [PlacedLabel] {
        // Reads the two fields, not whole candidates (a copy of each retains its strings and arrays).
        let order = candidates.indices.sorted { i, j in
            let pi = candidates[i].priority, pj = candidates[j].priority
            return pi != pj ? pi > pj : candidates[i].id < candidates[j].id
        }
        var placed: [PlacedLabel] = []
        for i in order {
            var c = candidates[i]
            guard c.priority.isFinite, c.x.isFinite, c.y.isFinite, !c.text.isEmpty else { continue }
            if c.widthUnknown {
                // A level label's boxes only grow with its width: where an empty text finds no room, the name finds none.
                if c.angle == 0, c.levelFallback == nil {
                    guard (0..<Self.passes(c)).contains(where: { firstFree(c, avoidingSymbolsFrom: Self.symbolsAvoided(c, pass: $0)) != nil }) else { continue }
                }
                c.metrics = measure(c)
                c.widthUnknown = false
            }
            let level = c.levelled
            for pass in 0..<Self.passes(c) {
                let minPriority = Self.symbolsAvoided(c, pass: pass)
                var found = firstFree(c, avoidingSymbolsFrom: minPriority).map { (c, $0) }
                if found == nil, let level { found = firstFree(level, avoidingSymbolsFrom: minPriority).map { (level, $0) } }
                guard let (attempt, l) = found else { continue }
                // Asked only of a label that found room (few do where the map is full).
                if !repeatsNearby(c) { placed.append(claim(attempt, l)) }
                break
            }
        }
        return placed
    }

    /// How many times a candidate looks for room. Point labels look once,
    /// avoiding symbols at least as important as they are. Area labels look
    /// for room free of every symbol, then cover what ``LabelCandidate/covers`` allows.
    private static func passes(_ c: LabelCandidate) -> Int {
        guard !c.avoidsSymbols else { return 1 }
        switch c.covers {
        case .none: return 1
        case .small: return 2
        case .any: return 3
        }
    }

    /// The lowest priority of the symbols a candidate avoids in a pass (nil: none).
    private static func symbolsAvoided(_ c: LabelCandidate, pass: Int) -> Double? {
        guard !c.avoidsSymbols else { return c.priority }
        switch pass {
        case 0: return -.infinity
        case 1: return coverableBelow
        default: return nil
        }
    }

    /// Where the candidate goes: its first position that stays inside the
    /// bounds and overlaps no label and no symbol of `minPriority` or more
    /// (nil: any symbol may be covered); nil when no position is free. A level
    /// label's box is tested as it is, with no array made for it.
    private func firstFree(_ c: LabelCandidate, avoidingSymbolsFrom minPriority: Double?)
        -> LabelCandidate.Placement? {
        for position in c.positions {
            let l = c.placement(at: position)
            if let bounds, !bounds.contains(l.box) { continue }
            if let turned = l.turnedPieces {
                if turned.contains(where: { grid.intersectsAny($0) }) { continue }
                if let minPriority, turned.contains(where: { symbols.intersectsAny($0, minPriority: minPriority) }) { continue }
            } else {
                if grid.intersectsAny(l.box) { continue }
                if let minPriority, symbols.intersectsAny(l.box, minPriority: minPriority) { continue }
            }
            return l
        }
        return nil
    }

    /// Places the candidate where ``firstFree(_:avoidingSymbolsFrom:)`` found room.
    private mutating func claim(_ c: LabelCandidate, _ l: LabelCandidate.Placement) -> PlacedLabel {
        let pieces = l.turnedPieces ?? [l.box]
        for piece in pieces { grid.insert(piece) }
        if repeatDistance > 0 { placedTexts[c.text, default: []].append((c.x, c.y)) }
        return PlacedLabel(id: c.id, text: c.text, kind: c.kind, x: l.x, y: l.y, angle: c.angle,
                           anchorX: c.x, anchorY: c.y, box: l.box, pieces: pieces,
                           fontSize: c.fontSize, bold: c.bold, italic: c.italic, color: c.color,
                           halo: c.halo, haloWidth: c.haloWidth, priority: c.priority)
    }
}
