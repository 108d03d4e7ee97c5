/// An axis-aligned rectangle in a pixel plane (device pixels, or world pixels at a zoom).
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    public var minX: Double
    public var minY: Double
    public var maxX: Double
    public var maxY: Double

    public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX; self.minY = minY; self.maxX = maxX; self.maxY = maxY
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(minX: x, minY: y, maxX: x + width, maxY: y + height)
    }

    public var width: Double { maxX - minX }
    public var height: Double { maxY - minY }

    /// True when the interiors overlap (touching edges do not count).
    public func intersects(_ o: PixelRect) -> Bool {
        minX < o.maxX && o.minX < maxX && minY < o.maxY && o.minY < maxY
    }

    /// True when `o` lies entirely inside (edges included).
    public func contains(_ o: PixelRect) -> Bool {
        o.minX >= minX && o.maxX <= maxX && o.minY >= minY && o.maxY <= maxY
    }

    public func contains(x: Double, y: Double) -> Bool {
        x >= minX && x <= maxX && y >= minY && y <= maxY
    }

    /// Whether the point lies in the rectangle, its right and bottom edges
    /// excluded (so rectangles side by side share no point).
    public func containsHalfOpen(x: Double, y: Double) -> Bool { x >= minX && x < maxX && y >= minY && y < maxY }

    /// The rectangle grown by `d` on every side.
    public func insetBy(_ d: Double) -> PixelRect {
        PixelRect(minX: minX + d, minY: minY + d, maxX: maxX - d, maxY: maxY - d)
    }

    public func offsetBy(dx: Double, dy: Double) -> PixelRect {
        PixelRect(minX: minX + dx, minY: minY + dy, maxX: maxX + dx, maxY: maxY + dy)
    }

    public var description: String { "[\(minX), \(minY) – \(maxX), \(maxY)]" }
}
