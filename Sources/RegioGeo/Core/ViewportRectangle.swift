import Foundation

/// A viewport's rotated rectangle in world space, prepared for testing many
/// points: the projection of the centre and the rotation are computed once.
/// ``Viewport/contains(_:)`` is this test, so a cluster query and a single
/// question always agree.
///
/// A point counts when any of its copies (x + k for an integer k) lies inside
/// the rectangle (edges included), also when the view crosses the
/// antimeridian or is wider than the world.
///
/// ```swift
/// let rectangle = ViewportRectangle(viewport)
/// let visible = points.filter { rectangle.contains($0) }
/// ```
public struct ViewportRectangle: Sendable {
    @usableFromInline let cx: Double, cy: Double
    @usableFromInline let scale: Double
    @usableFromInline let cosT: Double, sinT: Double
    @usableFromInline let halfW: Double, halfH: Double
    /// Whether the rectangle reaches half a world along x, so that copies two
    /// or more worlds away may lie inside.
    @usableFromInline let wide: Bool

    public init(_ v: Viewport) {
        let c = v.centerPoint
        cx = c.x; cy = c.y
        scale = v.worldSize
        let t = v.bearing * .pi / 180
        cosT = cos(t); sinT = sin(t)
        halfW = v.width / 2 + 1e-9; halfH = v.height / 2 + 1e-9
        wide = halfW * abs(cosT) + halfH * abs(sinT) >= 0.5 * scale
    }

    /// Whether the copy x + k of the point (x, y) lies inside.
    @inlinable @inline(__always)
    func inside(_ px: Double, _ py: Double, _ k: Double) -> Bool {
        let dx = (px + k - cx) * scale, dy = (py - cy) * scale
        return abs(dx * cosT + dy * sinT) <= halfW && abs(-dx * sinT + dy * cosT) <= halfH
    }

    /// Whether the world point lies inside.
    @inlinable @inline(__always)
    public func contains(_ p: WorldPoint) -> Bool { contains(p.x, p.y) }

    /// Whether the world point (x, y) lies inside.
    @inlinable @inline(__always)
    public func contains(_ px: Double, _ py: Double) -> Bool {
        if inside(px, py, 0) || inside(px, py, -1) || inside(px, py, 1) { return true }
        guard wide else { return false }
        return containsFarCopy(px, py)
    }

    /// Copies two or more worlds away: found from the interval of offsets k
    /// for which the copy lies inside both pairs of edges.
    @usableFromInline
    func containsFarCopy(_ px: Double, _ py: Double) -> Bool {
        let q = px - cx, dy = (py - cy) * scale
        var lo = -Double.infinity, hi = Double.infinity
        if cosT != 0 {
            let a = (-halfW - dy * sinT) / cosT, b = (halfW - dy * sinT) / cosT
            lo = max(lo, min(a, b)); hi = min(hi, max(a, b))
        }
        if sinT != 0 {
            let a = (dy * cosT - halfH) / sinT, b = (dy * cosT + halfH) / sinT
            lo = max(lo, min(a, b)); hi = min(hi, max(a, b))
        }
        let kLo = (lo / scale - q - 1e-7).rounded(.up), kHi = (hi / scale - q + 1e-7).rounded(.down)
        guard kLo <= kHi, kLo.isFinite, kHi.isFinite else { return false }
        return inside(px, py, kLo) || inside(px, py, kHi) || inside(px, py, ((kLo + kHi) / 2).rounded())
    }
}
