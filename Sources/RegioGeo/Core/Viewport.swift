import Foundation

/// What a map shows: a centre, a zoom, a size in pixels and a bearing.
///
/// A viewport maps to a *rotated rectangle in world space* (see ``WebMercator``);
/// everything a query returns is decided there, never in screen space, so
/// rotating or panning can neither change nor lose what belongs together.
///
/// ```swift
/// let view = try Viewport(center: Coordinate(latitude: 49.8, longitude: 15.5),
///                         zoom: 7, width: 1024, height: 768, bearing: 30)
/// view.contains(WebMercator.project(Coordinate(latitude: 50.08, longitude: 14.42)))  // true
/// ```
public struct Viewport: Hashable, Sendable {
    public let center: Coordinate
    /// Fractional zoom; the world is `tileSize · 2^zoom` pixels wide.
    public let zoom: Double
    public let width: Double
    public let height: Double
    /// Degrees clockwise from north that the top of the screen faces, in 0..<360.
    public let bearing: Double
    public let tileSize: Double

    /// Validates everything: finite values, zoom in 0…24, a positive size,
    /// a centre inside the valid range; any finite bearing is normalised.
    public init(center: Coordinate, zoom: Double, width: Double, height: Double,
                bearing: Double = 0, tileSize: Double = 512) throws {
        try center.validate()
        try WebMercator.validate(zoom: zoom)
        guard width.isFinite, height.isFinite, width > 0, height > 0, width <= 1_000_000, height <= 1_000_000 else {
            throw GeoError.invalidViewport("size \(width)×\(height) px must be positive and finite (at most 1,000,000 px a side)")
        }
        guard bearing.isFinite else { throw GeoError.invalidViewport("bearing \(bearing) must be a finite number of degrees") }
        guard tileSize.isFinite, tileSize > 0 else { throw GeoError.invalidViewport("tile size \(tileSize) must be positive") }
        var b = bearing.truncatingRemainder(dividingBy: 360)
        if b < 0 { b += 360 }
        if b >= 360 { b = 0 }
        self.center = center; self.zoom = zoom; self.width = width; self.height = height
        self.bearing = b; self.tileSize = tileSize
    }

    /// The size of the whole world in pixels at this zoom.
    public var worldSize: Double { tileSize * pow(2, zoom) }

    public var centerPoint: WorldPoint { WebMercator.project(center) }

    /// The world offset of a screen offset (pixels right and down from the centre).
    public func worldOffset(screenX sx: Double, screenY sy: Double) -> (dx: Double, dy: Double) {
        let t = bearing * .pi / 180
        let s = worldSize
        return ((sx * cos(t) - sy * sin(t)) / s, (sx * sin(t) + sy * cos(t)) / s)
    }

    /// The screen offset in pixels from the centre of a world point (no wrapping).
    public func screenOffset(of p: WorldPoint) -> (x: Double, y: Double) {
        let c = centerPoint
        let dx = (p.x - c.x) * worldSize, dy = (p.y - c.y) * worldSize
        let t = bearing * .pi / 180
        return (dx * cos(t) + dy * sin(t), -dx * sin(t) + dy * cos(t))
    }

    /// The four corners in world coordinates, clockwise from the top left.
    /// x may lie outside 0…1 where the view crosses the antimeridian.
    public var worldCorners: [WorldPoint] {
        let c = centerPoint
        return [(-width / 2, -height / 2), (width / 2, -height / 2), (width / 2, height / 2), (-width / 2, height / 2)]
            .map { corner in
                let o = worldOffset(screenX: corner.0, screenY: corner.1)
                return WorldPoint(x: c.x + o.dx, y: c.y + o.dy)
            }
    }

    /// The axis-aligned box around the rotated rectangle, unwrapped
    /// (x may exceed 0…1), y clamped to 0…1.
    public var worldBounds: (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        let cs = worldCorners
        return (cs.map(\.x).min()!, max(0, cs.map(\.y).min()!), cs.map(\.x).max()!, min(1, cs.map(\.y).max()!))
    }

    /// ``worldBounds`` split at the antimeridian into at most two boxes inside [0,1]².
    /// x = 0 and x = 1 are one meridian: bounds that end exactly on either edge
    /// also take the other (as a box of zero width), so that a point there,
    /// which ``contains(_:)`` accepts, lies in a box too.
    public var worldBoxes: [(minX: Double, minY: Double, maxX: Double, maxY: Double)] {
        let b = worldBounds
        if b.maxX - b.minX >= 1 { return [(0, b.minY, 1, b.maxY)] }
        var boxes: [(minX: Double, minY: Double, maxX: Double, maxY: Double)] = []
        if b.minX <= 0 { boxes.append((b.minX + 1, b.minY, 1, b.maxY)) }
        if b.maxX >= 1 { boxes.append((0, b.minY, b.maxX - 1, b.maxY)) }
        boxes.append((max(0, b.minX), b.minY, min(1, b.maxX), b.maxY))
        return boxes
    }

    /// Whether a world point lies inside the rotated rectangle (edges included),
    /// also when the view crosses the antimeridian or is wider than the world
    /// (any copy of the point, x + k for an integer k, counts). To test many
    /// points, make a ``ViewportRectangle`` once.
    public func contains(_ p: WorldPoint) -> Bool {
        ViewportRectangle(self).contains(p)
    }
}
