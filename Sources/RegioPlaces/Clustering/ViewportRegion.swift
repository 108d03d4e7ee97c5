import Foundation
import RegioGeo

/// A viewport prepared for a cluster query: its rotated rectangle
/// (``ViewportRectangle``, the test ``Viewport/contains(_:)`` makes) and the
/// axis-aligned boxes around it that the quadtree is searched in.
///
/// ```swift
/// let region = ViewportRegion(viewport)
/// let visible = points.filter { region.contains($0) }
/// ```
public struct ViewportRegion: Sendable {
    let rectangle: ViewportRectangle
    /// Axis-aligned boxes around the rectangle, split at the antimeridian, inside [0,1]²;
    /// they never overlap.
    public let boxes: [WorldBox]

    public init(_ v: Viewport) {
        rectangle = ViewportRectangle(v)
        let b = v.worldBounds
        boxes = WorldBox.wrapped(minX: b.minX, minY: b.minY, maxX: b.maxX, maxY: b.maxY)
    }

    /// ``Viewport/contains(_:)`` for a world point.
    @inline(__always)
    public func contains(_ p: WorldPoint) -> Bool { rectangle.contains(p.x, p.y) }

    /// ``Viewport/contains(_:)`` for the point (x, y).
    @inline(__always)
    func contains(_ px: Double, _ py: Double) -> Bool { rectangle.contains(px, py) }
}
