import RegioGeo

/// A closed axis-aligned box in world coordinates ([0,1]²).
public struct WorldBox: Hashable, Sendable, CustomStringConvertible {
    public var minX: Double, minY: Double, maxX: Double, maxY: Double

    public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX; self.minY = minY; self.maxX = maxX; self.maxY = maxY
    }

    public func contains(_ x: Double, _ y: Double) -> Bool {
        x >= minX && x <= maxX && y >= minY && y <= maxY
    }

    /// The boxes inside [0,1]² covered by an x-range that may run past either
    /// edge of the world (wrapped across the antimeridian), with y clamped to 0…1.
    /// The boxes never overlap; a range of a world or more covers the whole width.
    /// x = 0 and x = 1 are one meridian: a range that ends on either edge also
    /// takes the other (as a box of zero width).
    public static func wrapped(minX: Double, minY: Double, maxX: Double, maxY: Double) -> [WorldBox] {
        let y0 = max(0, minY), y1 = min(1, maxY)
        guard y0 <= y1, minX <= maxX, minX.isFinite, maxX.isFinite else { return [] }
        if maxX - minX >= 1 { return [WorldBox(minX: 0, minY: y0, maxX: 1, maxY: y1)] }
        var boxes: [WorldBox] = []
        if minX <= 0 { boxes.append(WorldBox(minX: minX + 1, minY: y0, maxX: min(1, maxX + 1), maxY: y1)) }
        if maxX >= 1 { boxes.append(WorldBox(minX: max(0, minX - 1), minY: y0, maxX: maxX - 1, maxY: y1)) }
        if maxX >= 0 && minX <= 1 { boxes.append(WorldBox(minX: max(0, minX), minY: y0, maxX: min(1, maxX), maxY: y1)) }
        return boxes
    }

    public var description: String { "[\(minX), \(minY)] – [\(maxX), \(maxY)]" }
}
