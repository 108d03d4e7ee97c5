import Foundation
import RegioGeo

/// Maps world coordinates ([0,1]², ``WebMercator``) to device pixels.
///
/// A world point is first scaled to *world pixels* (`w · scale`), then moved
/// so that `anchor` (in world pixels) lands on `deviceAnchor`, rotated by the
/// bearing around it. Tiles use whole-pixel anchors and no rotation, so the
/// same world point has the same sub-pixel position in every tile: tiles join
/// without seams.
public struct MapTransform: Hashable, Sendable {
    /// Device pixels per world unit (the world is `scale` pixels wide).
    public let scale: Double
    /// Degrees clockwise from north that the top of the image faces.
    public let bearing: Double
    /// The world-pixel point that lands on ``deviceAnchor``.
    public let anchor: WorldPoint
    /// The device point where ``anchor`` lands.
    public let deviceAnchor: WorldPoint
    /// Device pixels per style pixel (1 for tiles at scale 1, dpi/96 for print).
    public let pixelRatio: Double
    private let cosT: Double
    private let sinT: Double

    public init(scale: Double, bearing: Double = 0, anchor: WorldPoint, deviceAnchor: WorldPoint, pixelRatio: Double) {
        self.scale = scale; self.bearing = bearing; self.anchor = anchor
        self.deviceAnchor = deviceAnchor; self.pixelRatio = pixelRatio
        let t = bearing * .pi / 180
        if bearing == 0 { cosT = 1; sinT = 0 } else { cosT = cos(t); sinT = sin(t) }
    }

    /// A tile transform: world pixels at `scale`, minus the whole-pixel origin.
    public static func tile(scale: Double, originX: Double, originY: Double, pixelRatio: Double) -> MapTransform {
        MapTransform(scale: scale, anchor: WorldPoint(x: originX, y: originY), deviceAnchor: WorldPoint(x: 0, y: 0),
                     pixelRatio: pixelRatio)
    }

    /// The zoom whose 256-px tiles match this transform at one style pixel per pixel:
    /// style rules (which towns show, from which zoom places show) use it.
    public var styleZoom: Double { log2(scale / pixelRatio / 256) }

    /// Device pixels for a world point.
    @inline(__always)
    public func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        let px = x * scale - anchor.x, py = y * scale - anchor.y
        if sinT == 0 { return (px + deviceAnchor.x, py + deviceAnchor.y) }
        return (px * cosT + py * sinT + deviceAnchor.x, -px * sinT + py * cosT + deviceAnchor.y)
    }

    @inline(__always)
    public func apply(_ p: WorldPoint) -> (x: Double, y: Double) { apply(p.x, p.y) }

    /// The world point at a device pixel.
    public func invert(_ dx: Double, _ dy: Double) -> WorldPoint {
        let x = dx - deviceAnchor.x, y = dy - deviceAnchor.y
        let px = x * cosT - y * sinT, py = x * sinT + y * cosT
        return WorldPoint(x: (px + anchor.x) / scale, y: (py + anchor.y) / scale)
    }

    /// The world-space box around a device rectangle (of any rotation).
    public func worldBounds(of rect: PixelRect) -> WorldRect {
        let cs = [invert(rect.minX, rect.minY), invert(rect.maxX, rect.minY),
                  invert(rect.maxX, rect.maxY), invert(rect.minX, rect.maxY)]
        return WorldRect(minX: cs.map(\.x).min()!, minY: cs.map(\.y).min()!,
                         maxX: cs.map(\.x).max()!, maxY: cs.map(\.y).max()!)
    }
}

/// An axis-aligned box in world coordinates.
public struct WorldRect: Hashable, Sendable {
    public var minX: Double, minY: Double, maxX: Double, maxY: Double
    public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX; self.minY = minY; self.maxX = maxX; self.maxY = maxY
    }
    /// An empty box that any ``extend(_:)`` replaces.
    public static let empty = WorldRect(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)
    public var isEmpty: Bool { !(minX <= maxX && minY <= maxY) }
    public var width: Double { maxX - minX }
    public var height: Double { maxY - minY }
    public mutating func extend(_ p: WorldPoint) {
        minX = Swift.min(minX, p.x); minY = Swift.min(minY, p.y)
        maxX = Swift.max(maxX, p.x); maxY = Swift.max(maxY, p.y)
    }
    public mutating func extend(_ r: WorldRect) {
        minX = Swift.min(minX, r.minX); minY = Swift.min(minY, r.minY)
        maxX = Swift.max(maxX, r.maxX); maxY = Swift.max(maxY, r.maxY)
    }
    public func contains(_ p: WorldPoint) -> Bool { p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY }
    public func intersects(_ o: WorldRect) -> Bool {
        minX <= o.maxX && o.minX <= maxX && minY <= o.maxY && o.minY <= maxY
    }
    public func expanded(by d: Double) -> WorldRect {
        WorldRect(minX: minX - d, minY: minY - d, maxX: maxX + d, maxY: maxY + d)
    }
}
