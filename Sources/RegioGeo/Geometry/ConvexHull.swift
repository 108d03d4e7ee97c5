/// The convex hull of positions taken as plane points (longitude as x,
/// latitude as y), by Andrew's monotone chain. Positions are fed one by one
/// and folded into the hull in batches, so the millions of positions of an
/// OpenStreetMap extract never sit in memory at once.
///
/// ```swift
/// var hull = ConvexHull()
/// geometry.forEachCoordinate { hull.add($0) }
/// hull.ring   // closed and counter-clockwise; nil under 3 positions off one line
/// ```
public struct ConvexHull: Sendable {
    /// The hull so far, then the positions added since it was last folded.
    private var points: [Coordinate] = []
    private var hullCount = 0
    private static let batch = 1 << 16

    public init() {}

    public mutating func add(_ c: Coordinate) {
        guard c.isValid else { return }
        points.append(c)
        if points.count - hullCount >= Self.batch {
            points = Self.hull(of: points)
            hullCount = points.count
        }
    }

    /// The hull as a closed ring (first position repeated at the end),
    /// counter-clockwise; nil when the positions do not span an area.
    public var ring: [Coordinate]? {
        let h = Self.hull(of: points)
        guard h.count >= 3 else { return nil }
        return h + [h[0]]
    }

    /// The hull's corners, counter-clockwise from the lowest x (then y), unclosed.
    static func hull(of input: [Coordinate]) -> [Coordinate] {
        let p = input.sorted { ($0.longitude, $0.latitude) < ($1.longitude, $1.latitude) }
        guard p.count >= 3 else { return p }
        func cross(_ o: Coordinate, _ a: Coordinate, _ b: Coordinate) -> Double {
            (a.longitude - o.longitude) * (b.latitude - o.latitude) - (a.latitude - o.latitude) * (b.longitude - o.longitude)
        }
        var lower: [Coordinate] = []
        for c in p {
            while lower.count >= 2 && cross(lower[lower.count - 2], lower[lower.count - 1], c) <= 0 { lower.removeLast() }
            lower.append(c)
        }
        var upper: [Coordinate] = []
        for c in p.reversed() {
            while upper.count >= 2 && cross(upper[upper.count - 2], upper[upper.count - 1], c) <= 0 { upper.removeLast() }
            upper.append(c)
        }
        return Array(lower.dropLast() + upper.dropLast())
    }
}
