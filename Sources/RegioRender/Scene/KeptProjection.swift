import Foundation
import RegioGeo

/// What scenes work out from one base-map feature (a lake, a piece of land,
/// a forest, a river): its shape projected to world coordinates, and
/// simplified for each whole zoom's scale, worked out once and kept for every
/// scene drawn from the feature (the dataset keeps its layers, so every tile
/// source, language and zoom area shares them). On the world the forests
/// alone are 1.2 million points: projecting and simplifying them and the
/// rivers took a third of a first start's z3 tile. A server projects them
/// at start (``MapScene/workOutBasemapShapes(scales:)``).
///
/// Worked out without the lock held: two scenes asking at once may both work
/// one out, and the first kept wins; both are the same.
public final class KeptProjection<Projected: Sendable, Simplified: Sendable>: Hashable, @unchecked Sendable {
    private var projected: Projected?
    private var byScale: [Double: Simplified] = [:]
    private let lock = NSLock()

    /// The projected shape, worked out by `make` the first time.
    func projected(_ make: () -> Projected) -> Projected {
        if let kept = lock.withLock({ projected }) { return kept }
        let made = make()
        return lock.withLock {
            if projected == nil { projected = made }
            return projected ?? made
        }
    }

    /// The shape simplified for a whole zoom at `scale` (world pixels per
    /// world unit), worked out by `make` the first time.
    func simplified(atScale scale: Double, _ make: () -> Simplified) -> Simplified {
        if let kept = lock.withLock({ byScale[scale] }) { return kept }
        let made = make()
        return lock.withLock {
            if byScale[scale] == nil { byScale[scale] = made }
            return byScale[scale] ?? made
        }
    }

    /// Whether the projected shape is kept (for tests).
    var keepsProjected: Bool { lock.withLock { projected != nil } }

    /// Whether the shape for `scale` is kept (for tests).
    func keeps(scale: Double) -> Bool { lock.withLock { byScale[scale] != nil } }

    public static func == (_: KeptProjection, _: KeptProjection) -> Bool { true }
    public func hash(into hasher: inout Hasher) {}
}

/// A lake's, the land's or a forest's rings in world coordinates with their box.
public typealias ProjectedRings = (rings: [[WorldPoint]], bounds: WorldRect)
/// The same in a scene, with what its feature keeps (nil once simplified).
public typealias LayerRings = (rings: [[WorldPoint]], bounds: WorldRect, kept: KeptRings?)
/// What a lake, the land or a forest keeps.
public typealias KeptRings = KeptProjection<ProjectedRings, [[WorldPoint]]>
/// A river's parts in world coordinates with their box and its WKB (in degrees) for GEOS.
public typealias ProjectedLineShape = (parts: [[WorldPoint]], bounds: WorldRect, wkb: Data?)
/// A river simplified: its parts in world coordinates and its WKB.
public typealias SimplifiedLine = (points: [[WorldPoint]], wkb: Data?)
/// What a river keeps.
public typealias KeptLine = KeptProjection<ProjectedLineShape, SimplifiedLine>
/// What a region's or country's shape keeps (``MapShape``): its rings
/// projected (the world's areas are 630,000 points, which every scene of a
/// whole zoom projected again). Its outlines simplified are ``KeptOutlines``.
typealias KeptArea = KeptProjection<ProjectedArea, Never>

extension MapScene {
    /// Works out now what the scene's rivers, lakes, land and forests keep
    /// for every scene drawn from them (``KeptProjection``): their shapes
    /// projected, and simplified for each of `scales` as a whole zoom at that
    /// scale simplifies them, lower scales first. A server projects the
    /// dataset's base map at start (no scales), so that its first tiles find it projected.
    /// ```swift
    /// try MapScene(lines: rivers).workOutBasemapShapes(scales: [256, 512])   // a scene of base-map layers alone
    /// ```
    public func workOutBasemapShapes(scales: [Double]) throws {
        let projected = try ProjectedScene(self)
        for scale in scales.sorted() { _ = projected.generalized(scale: scale, pixels: KeptOutlines.pixels) }
    }
}
