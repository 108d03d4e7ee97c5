import Foundation
import RegioGeo

/// A viewport's rotated rectangle prepared for testing many points: the same
/// answers as ``Viewport/contains(_:)``, bit for bit (the arithmetic is the same,
/// in the same order), without recomputing the projection and the rotation for
/// every point.
///
/// ```swift
/// let region = ViewportRegion(viewport)
/// let visible = points.filter { region.contains($0) }
/// ```
public struct ViewportRegion: Sendable {
    let cx: Double, cy: Double
    let scale: Double
    let cosT: Double, sinT: Double
    let halfW: Double, halfH: Double
    let wide: Bool
    /// Axis-aligned boxes around the rectangle, split at the antimeridian, inside [0,1]²;
    /// they never overlap.
    public let boxes: [WorldBox]

    public init(_ v: Viewport) {
        let c = v.centerPoint
        cx = c.x; cy = c.y
        scale = v.worldSize
        let t = v.bearing * .pi / 180
        cosT = cos(t); sinT = sin(t)
        halfW = v.width / 2 + 1e-9; halfH = v.height / 2 + 1e-9
        wide = halfW * abs(cosT) + halfH * abs(sinT) >= 0.5 * scale
        let b = v.worldBounds
        boxes = WorldBox.wrapped(minX: b.minX, minY: b.minY, maxX: b.maxX, maxY: b.maxY)
    }

    @inline(__always)
    private func inside(_ px: Double, _ py: Double, _ k: Double) -> Bool {
        let dx = (px + k - cx) * scale, dy = (py - cy) * scale
        return abs(dx * cosT + dy * sinT) <= halfW && abs(-dx * sinT + dy * cosT) <= halfH
    }

    /// ``Viewport/contains(_:)`` for a world point.
    @inline(__always)
    public func contains(_ p: WorldPoint) -> Bool { contains(p.x, p.y) }

    /// ``Viewport/contains(_:)`` for the point (x, y).
    @inline(__always)
    func contains(_ px: Double, _ py: Double) -> Bool {
        if inside(px, py, 0) || inside(px, py, -1) || inside(px, py, 1) { return true }
        guard wide else { return false }
        return containsFarCopy(px, py)
    }

    private func containsFarCopy(_ px: Double, _ py: Double) -> Bool {
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
