import Foundation
import RegioGeo

/// What tiles are drawn from: a scene (or one scene per zoom, for clusters),
/// a style and tile options. Each zoom is prepared once — geometry simplified
/// to about half a pixel, labels placed over the whole scene in world pixels —
/// and shared by every worker, so tiles join without seams and no label is
/// cut at a tile edge.
public final class TileSource: Sendable {
    public let style: MapStyle
    public let options: TileOptions
    /// The attribution of the data (from the scene of the lowest zoom asked for).
    public let attribution: String
    private let sceneForZoom: @Sendable (Int) throws -> MapScene
    private let cache = LockedDictionary<Int, TileLevel>()
    private let fixedScene: ProjectedScene?

    /// Tiles of one scene at every zoom.
    public init(scene: MapScene, style: MapStyle = .standard, options: TileOptions) throws {
        let scene = scene.shown(by: style)
        let projected = try ProjectedScene(scene)
        self.fixedScene = projected
        self.sceneForZoom = { _ in scene }
        self.style = style; self.options = options; self.attribution = scene.attributionText
    }

    /// Tiles whose content depends on the zoom (cluster badges): `scene(z)` is
    /// called once per zoom.
    public init(style: MapStyle = .standard, options: TileOptions, attribution: String,
                scene: @escaping @Sendable (Int) throws -> MapScene) {
        self.fixedScene = nil
        self.sceneForZoom = scene
        self.style = style; self.options = options; self.attribution = attribution
    }

    /// The prepared data of a zoom (built on first use, then cached).
    public func level(_ zoom: Int) throws -> TileLevel {
        guard (0...24).contains(zoom) else { throw RenderError.invalidZoom("\(zoom) is outside 0…24") }
        if let l = cache[zoom] { return l }
        let base = try fixedScene ?? ProjectedScene(sceneForZoom(zoom))
        let s = options.worldScale(zoom: zoom)
        let scene = base.generalized(scale: s, pixels: 0.5, context: GeometryContext())
        let plane = MapTransform(scale: s, anchor: WorldPoint(x: 0, y: 0), deviceAnchor: WorldPoint(x: 0, y: 0),
                                 pixelRatio: Double(options.scale))
        var labels = LabelLayout.place(scene: scene, style: style, transform: plane)
        labels.buildIndex(cellSize: Double(options.pixelSize))
        let symbols = PreparedSymbols(scene: scene, style: style, styleZoom: plane.styleZoom,
                                      cellSize: 1 / Double(UInt64(1) << UInt64(zoom)), hiddenTowns: labels.unnamedTowns)
        let level = TileLevel(zoom: zoom, worldScale: s, scene: scene, labels: labels, symbols: symbols)
        cache[zoom] = level
        return level
    }
}

/// One zoom, ready to draw: simplified geometry and the labels in world pixels.
public struct TileLevel: Sendable {
    public let zoom: Int
    /// Device pixels per world unit.
    public let worldScale: Double
    public let scene: ProjectedScene
    public let labels: LabelLayout
    /// The point symbols of the zoom, indexed by tile.
    let symbols: PreparedSymbols
}

/// A dictionary behind a lock.
final class LockedDictionary<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private var storage: [Key: Value] = [:]
    private let lock = NSLock()
    subscript(key: Key) -> Value? {
        get { lock.lock(); defer { lock.unlock() }; return storage[key] }
        set { lock.lock(); defer { lock.unlock() }; storage[key] = newValue }
    }
}
