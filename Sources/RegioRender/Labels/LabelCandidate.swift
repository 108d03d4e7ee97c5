import Foundation

/// A label that wants a place on the map: its text, font, anchor in the
/// placement plane and where around the anchor it may go, in order of preference.
public struct LabelCandidate: Sendable {
    /// Where a label may sit relative to its anchor.
    public enum Position: Hashable, Sendable, CaseIterable {
        case right, left, above, below, aboveRight, belowRight, aboveLeft, belowLeft, center
    }
    public enum Kind: Hashable, Sendable { case town, place, region, highlightedRegion, neighbour, river, road, favourite }

    /// Stable id: equal priorities are placed in id order, so placement is deterministic.
    public var id: String
    public var text: String
    public var kind: Kind
    public var priority: Double
    /// Anchor in the placement plane (device pixels, or world pixels for tiles).
    public var x: Double
    public var y: Double
    /// Radius of the symbol at the anchor (labels go beside it).
    public var symbolRadius: Double
    public var positions: [Position]
    public var fontSize: Double
    public var bold: Bool
    public var italic: Bool
    var metrics: TextMetrics
    /// Whether ``metrics`` still lacks the text's width (zero until measured):
    /// the placer then measures a level label's text only when an empty one
    /// would find room, which most of a crowded map's candidates would not
    /// (``LabelPlacer/place(_:measure:)``): its boxes only grow with the width.
    var widthUnknown = false
    public var color: StyleColor
    public var halo: StyleColor
    public var haloWidth: Double
    /// Free space kept around the box.
    public var padding: Double
    /// False for area labels: they look for room free of every symbol first.
    public var avoidsSymbols: Bool = true
    /// Which symbols an area label that found no room free of them may cover
    /// (symbols are drawn over area labels).
    public var covers: SymbolCover = .none
    /// Radians the text is turned about the anchor (clockwise): a name along a
    /// line (``LineStretch``). Its box is the upright box around the turned text.
    public var angle: Double = 0
    /// Where a turned label goes level when it finds no room turned (a river's
    /// name at the middle of its line, as before names followed lines).
    public var levelFallback: (x: Double, y: Double, positions: [Position])?

    /// The candidate level at its ``levelFallback`` (nil: it has none): the
    /// placer's second way to place it.
    var levelled: LabelCandidate? {
        guard let f = levelFallback else { return nil }
        var level = self
        (level.x, level.y, level.positions, level.angle, level.levelFallback) = (f.x, f.y, f.positions, 0, nil)
        return level
    }

    /// What an area label may cover when it must.
    public enum SymbolCover: Sendable {
        /// Nothing: other regions' names are left out rather than broken up by symbols.
        case none
        /// Small symbols (places, towns under 20,000), not badges or bigger towns: countries around.
        case small
        /// Small symbols, and as a last resort any: the highlighted region is always named.
        case any
    }

    /// The text origin (start of the baseline), the box (with halo and padding)
    /// and the upright boxes the label claims at a position: its box when level;
    /// when turned, the boxes around pieces of it about as long as it is high,
    /// so that a name running diagonally does not claim the empty corners of its box.
    public func layout(at position: Position) -> (x: Double, y: Double, box: PixelRect, pieces: [PixelRect]) {
        let l = placement(at: position)
        return (l.x, l.y, l.box, l.turnedPieces ?? [l.box])
    }

    /// The text origin, the box and, for a turned label, the pieces it claims
    /// (nil for a level label: its box is all it claims).
    typealias Placement = (x: Double, y: Double, box: PixelRect, turnedPieces: [PixelRect]?)

    /// ``layout(at:)`` without an array for a level label, as the placer tries
    /// every position of every candidate.
    func placement(at position: Position) -> Placement {
        let l = levelLayout(at: position)
        guard angle != 0 else { return (l.x, l.y, l.box, nil) }
        let ratio = (l.box.width / max(1, l.box.height)).rounded(.up)
        let count = ratio.isFinite ? Int(min(32, max(1, ratio))) : 1
        let step = l.box.width / Double(count)
        let pieces = (0..<count).map { i in
            turned(PixelRect(minX: l.box.minX + Double(i) * step, minY: l.box.minY,
                             maxX: l.box.minX + Double(i + 1) * step, maxY: l.box.maxY))
        }
        return (l.x, l.y, turned(l.box), pieces)
    }

    /// The upright box around `box` turned by ``angle`` about the anchor.
    private func turned(_ box: PixelRect) -> PixelRect {
        let c = cos(angle), s = sin(angle)
        var out = PixelRect(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)
        for (px, py) in [(box.minX, box.minY), (box.maxX, box.minY), (box.maxX, box.maxY), (box.minX, box.maxY)] {
            let tx = x + (px - x) * c - (py - y) * s, ty = y + (px - x) * s + (py - y) * c
            out = PixelRect(minX: min(out.minX, tx), minY: min(out.minY, ty), maxX: max(out.maxX, tx), maxY: max(out.maxY, ty))
        }
        return out
    }

    private func levelLayout(at position: Position) -> (x: Double, y: Double, box: PixelRect) {
        let w = metrics.width, a = metrics.ascent, d = metrics.descent
        let m = haloWidth + padding
        let gap = symbolRadius > 0 ? symbolRadius + m + max(1, fontSize * 0.08) : 0
        let diag = gap * 0.75
        let midY = y + (a - d) / 2 - a * 0.12
        let ox: Double, oy: Double
        switch position {
        case .right: (ox, oy) = (x + gap, midY)
        case .left: (ox, oy) = (x - gap - w, midY)
        case .above: (ox, oy) = (x - w / 2, y - gap - d)
        case .below: (ox, oy) = (x - w / 2, y + gap + a * 0.8)
        case .aboveRight: (ox, oy) = (x + diag, y - diag - d * 0.5)
        case .belowRight: (ox, oy) = (x + diag, y + diag + a * 0.8)
        case .aboveLeft: (ox, oy) = (x - diag - w, y - diag - d * 0.5)
        case .belowLeft: (ox, oy) = (x - diag - w, y + diag + a * 0.8)
        case .center: (ox, oy) = (x - w / 2, midY)
        }
        let box = PixelRect(minX: ox - m, minY: oy - a * 0.85 - m, maxX: ox + w + m, maxY: oy + d + m)
        return (ox, oy, box)
    }
}

/// A label the placer kept: where to draw it and how.
public struct PlacedLabel: Sendable {
    public var id: String
    public var text: String
    public var kind: LabelCandidate.Kind
    /// Start of the baseline in the placement plane (before turning by ``angle``).
    public var x: Double
    public var y: Double
    /// Radians the text is turned about (``anchorX``, ``anchorY``), clockwise: names along lines.
    public var angle: Double = 0
    public var anchorX: Double = 0
    public var anchorY: Double = 0
    /// The space around it (with halo and padding): for a level label what it
    /// claims, for a turned one the box around its ``pieces``.
    public var box: PixelRect
    /// What it claims: no two labels' pieces overlap (``box`` alone for a level label).
    public var pieces: [PixelRect] = []
    public var fontSize: Double
    public var bold: Bool
    public var italic: Bool
    public var color: StyleColor
    public var halo: StyleColor
    public var haloWidth: Double
    /// The candidate's priority (labels placed by blocks of tiles settle overlaps at block edges by it).
    public var priority: Double = 0

    /// Region and country names (drawn under the symbols).
    public var isAreaLabel: Bool { kind == .region || kind == .highlightedRegion || kind == .neighbour }
}
