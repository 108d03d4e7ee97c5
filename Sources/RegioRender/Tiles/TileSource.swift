import Foundation
import RegioGeo

/// What tiles are drawn from: a scene (or one scene per zoom, for clusters),
/// a style and tile options. Labels are placed in world pixels, so tiles join
/// without seams and no label is cut at a tile edge. A zoom is prepared
/// whole — geometry simplified to about half a pixel and labels placed over
/// the whole scene, once, shared by every worker — or, with
/// ``TilePreparation/onDemand``, block by block (``TileBlocks``) as tiles are asked for.
public final class TileSource: Sendable {
    public let style: MapStyle
    public let options: TileOptions
    public let preparation: TilePreparation
    /// The attribution of the data (from the scene of the lowest zoom asked for).
    public let attribution: String
    private let sceneForZoom: @Sendable (Int) throws -> MapScene
    private let cache = LockedDictionary<Int, TileLevel>()
    private let fixedScene: ProjectedScene?
    /// The zooms prepared by blocks (nil: every zoom whole).
    let blocks: TileBlocks?
    /// The source of the same data in another language whose shapes this one
    /// takes, with ``names`` (nil: it projects and simplifies its own).
    private let twin: TileSource?
    private let names: SceneNames?

    /// Tiles of one scene at every zoom.
    ///
    /// - Parameter twin: a source of the same data in another language (or
    ///   without names), same options: this one then takes its projected
    ///   shapes and its zooms' simplified ones, which are the same, and only
    ///   places its own labels. Ignored when the scenes' features differ.
    public init(scene: MapScene, style: MapStyle = .standard, options: TileOptions,
                preparation: TilePreparation = .wholeZoom, sharingShapesWith twin: TileSource? = nil) throws {
        let scene = scene.shown(by: style)
        let names = twin == nil ? nil : SceneNames(scene)
        let shared = names.flatMap { names in twin?.fixedScene?.named(names) }
        let projected = try shared ?? ProjectedScene(scene)
        self.twin = shared == nil || twin?.options != options ? nil : twin
        self.names = self.twin == nil ? nil : names
        self.fixedScene = projected
        self.sceneForZoom = { _ in scene }
        self.style = style; self.options = options; self.attribution = scene.attributionText
        self.preparation = preparation
        self.blocks = preparation.blocksFromZoom == nil ? nil
            : TileBlocks(scene: projected, style: style, options: options, preparation: preparation)
    }

    /// Tiles whose content depends on the zoom (cluster badges): `scene(z)` is
    /// called once per zoom, and each zoom is prepared whole.
    public init(style: MapStyle = .standard, options: TileOptions, attribution: String,
                scene: @escaping @Sendable (Int) throws -> MapScene) {
        self.fixedScene = nil
        self.twin = nil
        self.names = nil
        self.sceneForZoom = scene
        self.style = style; self.options = options; self.attribution = attribution
        self.preparation = .wholeZoom
        self.blocks = nil
    }

    /// The prepared data of a whole zoom (built on first use, then cached).
    public func level(_ zoom: Int) throws -> TileLevel {
        try Self.checkZoom(zoom)
        if let l = cache[zoom] { return l }
        let s = options.worldScale(zoom: zoom), plane = TileLevel.plane(zoom: zoom, options: options)
        let scene: ProjectedScene
        // The twin's zoom, when it has it, has the same shapes already simplified.
        if let names, let shapes = twin?.cache[zoom]?.scene.named(names) {
            scene = shapes
        } else {
            let base = try fixedScene ?? ProjectedScene(sceneForZoom(zoom))
            // Only the rivers the zoom draws and labels are simplified.
            scene = base.generalized(scale: s, pixels: 0.5) { [style] in ProjectedScene.drawsLine($0, style: style, zoom: plane.styleZoom) }
        }
        let labels = LabelLayout.place(scene: scene, style: style, transform: plane)
        let level = TileLevel(zoom: zoom, worldScale: s, scene: scene, layout: labels, options: options, style: style)
        cache[zoom] = level
        return level
    }

    /// Prepares now the zooms that are prepared whole before blocks begin
    /// (z0–z5 for ``TilePreparation/onDemand``): on a world dataset each lays
    /// out the whole world's labels, most of a second, which a server does in
    /// the background at start rather than on a visitor's first tile. Nothing
    /// when every zoom is prepared whole (`regio tiles` prepares the zooms it draws).
    public func prepareZoomsBeforeBlocks() throws {
        guard blocks != nil, let first = preparation.blocksFromZoom else { return }
        for zoom in 0..<min(max(first, 0), 25) { _ = try level(zoom) }
    }

    /// The tiles of `zoom` that meet what the scene draws (its features, land,
    /// water, forests and relief; all of them for a source of one scene per
    /// zoom): what is worth drawing ahead.
    /// ```swift
    /// source.tilesMeetingScene(zoom: 3)   // 1 tile for the Czech dataset, 64 for the world's
    /// ```
    public func tilesMeetingScene(zoom: Int) throws -> [TileID] {
        try Self.checkZoom(zoom)
        let n = 1 << zoom
        let box = fixedScene?.drawnBounds ?? WorldRect(minX: 0, minY: 0, maxX: 1, maxY: 1)
        guard !box.isEmpty else { return [] }
        func cells(_ low: Double, _ high: Double) -> ClosedRange<Int> {
            let first = low.isFinite ? Int(max(0, min(Double(n - 1), (low * Double(n)).rounded(.down)))) : 0
            let last = high.isFinite ? Int(max(0, min(Double(n - 1), (high * Double(n)).rounded(.down)))) : n - 1
            return first...max(first, last)
        }
        return try cells(box.minY, box.maxY).flatMap { y in
            try cells(box.minX, box.maxX).map { x in try TileID(z: zoom, x: x, y: y) }
        }
    }

    /// Takes the zooms `other` prepared whole that this source has not
    /// prepared yet. `other` must draw the same tiles at those zooms: a source
    /// of a zoom's area (``TileBlockArea/init(wholeZoom:options:)``) does, so
    /// a server's whole source does not prepare again the zooms its first
    /// tiles prepared (a second on the world at z3 and z5).
    public func takePreparedZooms(of other: TileSource) {
        guard other.options == options else { return }
        for zoom in other.cache.keys where !preparation.usesBlocks(zoom: zoom) && cache[zoom] == nil {
            cache[zoom] = other.cache[zoom]
        }
    }

    /// The zooms prepared whole so far.
    package var preparedZooms: Set<Int> { cache.keys }
    /// Whether this source takes its shapes from another language's (for tests).
    package var sharesShapes: Bool { twin != nil }

    /// The prepared data for drawing a rectangle of world pixels at `zoom`:
    /// the whole zoom's, or that of the blocks it meets (see ``TilePreparation``).
    public func level(zoom: Int, originX: Int, originY: Int, width: Int, height: Int) throws -> TileLevel {
        guard let blocks, preparation.usesBlocks(zoom: zoom) else { return try level(zoom) }
        try Self.checkZoom(zoom)
        return blocks.level(zoom: zoom, originX: originX, originY: originY, width: width, height: height)
    }

    /// The towns the tiles of `zoom` leave unnamed (their label found no room:
    /// no label, no dot) in `rect`, device pixels of the zoom: a whole zoom's
    /// anywhere, else those of the blocks that meet `rect`.
    public func unnamedTowns(zoom: Int, meeting rect: PixelRect) throws -> Set<String> {
        guard let blocks, preparation.usesBlocks(zoom: zoom) else { return try level(zoom).labels.unnamedTowns }
        try Self.checkZoom(zoom)
        return blocks.unnamedTowns(zoom: zoom, meeting: rect)
    }

    private static func checkZoom(_ zoom: Int) throws {
        guard (0...24).contains(zoom) else { throw RenderError.invalidZoom("\(zoom) is outside 0…24") }
    }
}

/// One zoom (or part of one), ready to draw: simplified geometry and the labels in world pixels.
public struct TileLevel: Sendable {
    public let zoom: Int
    /// Device pixels per world unit.
    public let worldScale: Double
    public let scene: ProjectedScene
    public let labels: LabelLayout
    /// The point symbols of the zoom, indexed by tile.
    let symbols: PreparedSymbols

    /// Indexes `layout` by tiles and resolves the scene's symbols (the towns it left unnamed hidden).
    init(zoom: Int, worldScale: Double, scene: ProjectedScene, layout: LabelLayout, options: TileOptions, style: MapStyle) {
        var labels = layout
        labels.buildIndex(cellSize: Double(options.pixelSize))
        self.zoom = zoom; self.worldScale = worldScale; self.scene = scene; self.labels = labels
        symbols = PreparedSymbols(scene: scene, style: style, styleZoom: Self.plane(zoom: zoom, options: options).styleZoom,
                                  cellSize: 1 / Double(UInt64(1) << UInt64(zoom)), hiddenTowns: labels.unnamedTowns)
    }

    /// The plane labels are placed in: the world pixels of `zoom`.
    static func plane(zoom: Int, options: TileOptions) -> MapTransform {
        MapTransform(scale: options.worldScale(zoom: zoom), anchor: WorldPoint(x: 0, y: 0), deviceAnchor: WorldPoint(x: 0, y: 0),
                     pixelRatio: Double(options.scale))
    }
}

/// A dictionary behind a lock.
final class LockedDictionary<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private var storage: [Key: Value] = [:]
    private let lock = NSLock()
    subscript(key: Key) -> Value? {
        get { lock.lock(); defer { lock.unlock() }; return storage[key] }
        set { lock.lock(); defer { lock.unlock() }; storage[key] = newValue }
    }
    var keys: Set<Key> { lock.lock(); defer { lock.unlock() }; return Set(storage.keys) }
}
