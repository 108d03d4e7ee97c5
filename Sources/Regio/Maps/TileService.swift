import Foundation
import RegioCore
import Synchronization
import RegioGeo
import RegioRender

/// Map tiles on demand, drawn by the same renderer as `regio tiles` (labels
/// placed in world pixels, so neighbouring tiles join; from z7 on, zooms are
/// prepared by blocks of 4 × 4 tiles as they are asked for: see ``TilePreparation``),
/// kept in a cache: a folder, an MBTiles file, or memory only. Or the tiles
/// of an existing MBTiles file, served as they are.
///
/// Cache layout, so that what `regio tiles` wrote is served as it is: Czech
/// tiles at 1× are `DIR/z/x/y.png` (or `FILE.mbtiles`), at 2× `DIR/z/x/y@2x.png`
/// (`FILE@2x.mbtiles`); English ones under `DIR/en/` (`FILE-en.mbtiles`, `FILE-en@2x.mbtiles`).
///
/// ```swift
/// let tiles = try TileService(engine: engine, cache: .folder(URL(fileURLWithPath: "tiles")))
/// let png = try tiles.tile(TileKey(tile: try TileID(z: 8, x: 138, y: 86)))
/// ```
public final class TileService: Sendable {
    /// Where rendered tiles are kept.
    public enum Cache: Sendable, Hashable {
        /// In memory, up to ``TileService/memoryTiles`` tiles.
        case memory
        /// A folder (`DIR/z/x/y.png`) for the tiles of `zooms`, memory for the others.
        case folder(URL, zooms: FolderZooms = .all)
        case mbtiles(URL)

        /// The zooms a folder cache keeps on disk.
        public enum FolderZooms: Sendable, Hashable {
            case all
            /// The zooms prepared whole (z0–z6: the first tile of such a zoom
            /// costs the whole world's preparation): what `regio serve` keeps
            /// across restarts without `--tiles-cache` (``TileService/keptFolder(for:cacheDirectory:)``).
            case preparedWhole
        }

        /// A folder, or an MBTiles file when the path ends in `.mbtiles`.
        public init(path: String) {
            self = path.lowercased().hasSuffix(".mbtiles") ? .mbtiles(URL(fileURLWithPath: path)) : .folder(URL(fileURLWithPath: path))
        }
    }

    /// One tile in one variant.
    public struct TileKey: Hashable, Sendable {
        public var tile: TileID
        /// 1 (256 px) or 2 (512 px, `@2x`).
        public var scale: Int
        public var language: Language
        /// Whether the tile names what it draws (false: a quiz's map, ``MapScene/withoutNames()``).
        public var names: Bool
        public init(tile: TileID, scale: Int = 1, language: Language = .cs, names: Bool = true) {
            self.tile = tile; self.scale = scale; self.language = language; self.names = names
        }

        var variant: VariantKey { VariantKey(scale: scale, language: language, names: names) }
    }

    /// A tile, its strong ETag (from its bytes: the same on every server) and
    /// whether it came from a cache.
    public struct Tile: Sendable {
        public let png: Data
        public let etag: String
        public let cached: Bool

        init(png: Data, cached: Bool) {
            self.png = png; self.cached = cached
            etag = Self.etag(of: png)
        }

        init(_ tile: Tile, cached: Bool) { png = tile.png; etag = tile.etag; self.cached = cached }

        /// `"<FNV-1a 64 of the bytes>-<length>"`, both in hex.
        public static func etag(of data: Data) -> String {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            data.withUnsafeBytes { bytes in
                for byte in bytes {
                    hash ^= UInt64(byte)
                    hash &*= 0x0000_0100_0000_01b3
                }
            }
            return "\"\(String(hash, radix: 16))-\(String(data.count, radix: 16))\""
        }
    }

    /// The zooms tiles are made for.
    public static let zooms = 0...UserInput.maxTileZoom
    /// How many tiles are kept in memory (in front of a folder or MBTiles cache too).
    public static let memoryTiles = 4_096

    let engine: RegioEngine
    /// Set when serving an MBTiles file as it is.
    let fixed: MBTilesReader?
    let cache: Cache
    private let sources = MadeOnce<VariantKey, TileSource>()
    /// Sources of one block's area each, drawn from before a variant's whole source is made (``drawingSource(for:)``).
    private let areaSources = MadeOnce<AreaKey, TileSource>()
    /// The variants whose whole source a tile started making in the background.
    private let startedInBackground = Mutex<Set<VariantKey>>([])
    private let renderers = Mutex<[VariantKey: [RendererBox]]>([:])
    private let memory = Mutex<MemoryCache>(MemoryCache())
    private let mbtilesCaches = Mutex<[VariantKey: MBTilesWriter]>([:])

    /// How a zoom is prepared for drawing.
    let preparation: TilePreparation

    /// Renders on demand into `cache`.
    /// - Parameter preparation: by blocks of tiles from z7 (by default), or whole zooms (to compare them).
    public init(engine: RegioEngine, cache: Cache = .memory, preparation: TilePreparation = .onDemand) throws {
        self.engine = engine
        self.preparation = preparation
        self.cache = cache
        self.fixed = nil
        switch cache {
        case .folder(let url, _): _ = try XYZFolderWriter(root: url)
        case .mbtiles(let url): _ = try MBTilesWriter(url: url)
        case .memory: break
        }
    }

    /// Serves the tiles of an MBTiles file as they are (1× only, no rendering).
    public init(engine: RegioEngine, mbtiles: URL) throws {
        self.engine = engine
        self.cache = .memory
        self.preparation = .onDemand
        self.fixed = try MBTilesReader(url: mbtiles)
    }

    /// Whether tiles come from a finished MBTiles file.
    public var servesFile: Bool { fixed != nil }

    /// The tile when it is in memory now (no disk, no drawing: cheap enough to
    /// call on a server's request thread before handing the work to a pool).
    public func tileInMemory(_ key: TileKey) -> Tile? {
        guard fixed == nil else { return nil }
        return memory.withLock { $0.get(key) }.map { Tile($0, cached: true) }
    }

    /// The tile, from the cache or drawn now; nil when a served MBTiles file does not have it.
    public func tile(_ key: TileKey) throws -> Tile? {
        guard key.scale == 1 || key.scale == 2 else {
            throw InputError(parameter: "scale", Message(.tileScale, ["parameter": "scale", "value": key.scale]))
        }
        if let fixed {
            guard key.scale == 1 else { return nil }
            return try fixed.tile(key.tile).map { Tile(png: $0, cached: true) }
        }
        // The newest tiles stay in memory (with their ETag) in front of any cache.
        if let hit = memory.withLock({ $0.get(key) }) { return Tile(hit, cached: true) }
        let tile: Tile
        if let png = try stored(key) {
            tile = Tile(png: png, cached: true)
        } else {
            tile = Tile(png: try render(key), cached: false)
            try store(tile.png, for: key)
        }
        memory.withLock { $0.put(tile, for: key, limit: Self.memoryTiles) }
        return tile
    }

    // MARK: Rendering

    struct VariantKey: Hashable, Sendable {
        let scale: Int
        let language: Language
        var names = true
    }

    /// A block's area in a variant.
    struct AreaKey: Hashable, Sendable {
        let variant: VariantKey
        let area: TileBlockArea
    }

    /// The tile source of a variant, made on first use. One variant is made
    /// once: a request that needs it while the warm-up makes it waits for that
    /// rather than making it too. A variant takes the shapes of one made
    /// before at the same scale (they differ in names only: ``TileSource/init(scene:style:options:preparation:sharingShapesWith:)``).
    func source(_ variant: VariantKey) throws -> TileSource {
        var madeHere = false
        let source = try sources.value(variant) {
            madeHere = true
            // The base map's layers need no places: read on another thread meanwhile (kept by the dataset).
            let dataset = try engine.dataset()
            let layers = BackgroundWork { try dataset.mapLayers() }
            // Tiles are public and cacheable (a CDN may hold them): never the user's favourites.
            let builder = try engine.mapSceneBuilder(language: variant.language, favourites: false)
            _ = try layers.result()
            let scene = try builder.tileScene(highlighting: nil)
            let twin = preparation.sharesShapes ? sources.allMade.first { $0.key.scale == variant.scale }?.value : nil
            let made = try TileSource(scene: variant.names ? scene : scene.withoutNames(), style: try style(variant),
                                      options: try options(variant), preparation: preparation, sharingShapesWith: twin)
            // The zooms first tiles prepared whole from their zoom's area are taken as they are, before any tile draws from it.
            for (key, area) in areaSources.allMade where key.variant == variant && !preparation.usesBlocks(zoom: key.area.zoom) {
                made.takePreparedZooms(of: area)
            }
            return made
        }
        // The areas' sources drawn from until now are not needed any more (once, not on every tile of z0–z6).
        if madeHere { areaSources.removeAll { $0.variant == variant } }
        return source
    }

    /// The source a tile is drawn from: its variant's whole source once made.
    /// Before that, a source of the tile's area alone (``TileBlockArea``; the
    /// same tile, byte for byte, without waiting for the world's scene: on a
    /// world dataset the whole source takes most of a second), while the whole
    /// source is made in the background (started once the tile is drawn):
    /// - for a zoom prepared by blocks, its block's area (at z7 a continent's);
    /// - for a zoom prepared whole (z0–z6), the world with the places the zoom
    ///   shows (``TileBlockArea/init(wholeZoom:options:)``; at z3 the world's 564 towns of a million or more).
    private func drawingSource(for key: TileKey) throws -> TileSource {
        let variant = key.variant
        if let source = sources.made(variant) { return source }
        let options = try options(variant)
        let area = TileBlockArea(of: key.tile, options: options, preparation: preparation)
            ?? TileBlockArea(wholeZoom: key.tile.z, options: options)
        // A few areas at a time: a visitor's first view meets one to four blocks.
        if areaSources.count >= Self.areaSourcesKept { areaSources.removeAll { _ in true } }
        return try areaSources.value(AreaKey(variant: variant, area: area)) {
            let builder = try engine.mapSceneBuilder(language: variant.language, favourites: false)
            let style = try style(variant)
            let scene = try builder.tileScene(for: area, style: style)
            // A whole zoom's area is that zoom prepared whole: no blocks to index.
            let preparation = preparation.usesBlocks(zoom: area.zoom) ? preparation : .wholeZoom
            return try TileSource(scene: variant.names ? scene : scene.withoutNames(), style: style,
                                  options: options, preparation: preparation)
        }
    }

    /// How many block areas' sources are kept until the whole source is made.
    static let areaSourcesKept = 16

    /// Starts making a variant's whole source on a thread of its own at a low priority
    /// (``LowPriorityThread``), once; a failure is left to the requests that need the source.
    private func makeInBackground(_ variant: VariantKey) {
        guard startedInBackground.withLock({ $0.insert(variant).inserted }) else { return }
        LowPriorityThread.start { [self] in
            do { _ = try source(variant) } catch {
                // Not kept: the next request that needs the whole source makes it and reports the error.
            }
        }
    }

    /// The style tiles of a variant are drawn in (legend texts in its language).
    private func style(_ variant: VariantKey) throws -> MapStyle { try engine.mapStyle(file: nil, language: variant.language) }

    /// The options of a variant's tiles: 256 px at its scale, PNGs for tiles.
    private func options(_ variant: VariantKey) throws -> TileOptions { try TileOptions(size: 256, scale: variant.scale, png: .tiles) }

    /// Prepares the 1× tiles of `languages` now, one language after another,
    /// the first one first: its scene (read and projected: most of a second
    /// on a world dataset, the relief left to be read as tiles draw it; the
    /// next languages take its shapes), the zooms prepared whole
    /// (each the whole world's labels), then the tiles of ``zoomsDrawnAhead``
    /// that meet the data, drawn into the cache (or found there). No first
    /// tile then waits for them. Nothing for a served MBTiles file.
    /// With a kept folder, the areas' label points are then worked out and
    /// kept in it (``KeptLabelPoints``) for a restarted server's first tiles.
    public func warm(languages: [Language]) throws {
        guard fixed == nil else { return }
        for language in languages {
            let source = try source(VariantKey(scale: 1, language: language))
            try source.prepareZoomsBeforeBlocks()
            for zoom in Self.zoomsDrawnAhead {
                for id in try source.tilesMeetingScene(zoom: zoom) { _ = try tile(TileKey(tile: id, language: language)) }
            }
        }
        do { try keepLabelPoints() } catch {
            // The warm-up is done; a restart then works the points out again.
            engine.noticeHandler("the label points could not be kept for a restart: \(Message.of(error))")
        }
    }

    /// Starts making, on a thread of its own at normal priority (unlike the
    /// rest of the warm-up), the map data a server's first tiles wait for,
    /// beside the libraries (``RegioEngine/prepareLibraries()``), in order:
    /// 1. the dataset's city sections (every tile's scene asks them; 20 ms on the world);
    /// 2. the base map read, and the areas' drawing shapes made and their
    ///    rings projected on every core (kept by the shapes for every scene);
    /// 3. with a kept folder, the label points kept there given back to the shapes;
    /// 4. the outlines the dataset keeps for z0–z6 read (``DatasetZoomOutlines``);
    /// 5. the base map's rivers, lakes, land and forests projected (kept by
    ///    the features for every tile source: ``DatasetBasemap/projectShapes()``).
    ///
    /// At a low priority a first start's z3 tile took 0.34–0.43 s, at normal
    /// 0.33–0.35 s (BENCHMARKS.md, issue 28, "a warm-up's parallel work").
    /// Not simplified for z0–z6 ahead: on the world that work, beside a first
    /// start's first tile, made the tile slower (BENCHMARKS.md, issue 28,
    /// "base-map shapes kept"). A failure is left to the tiles that need them.
    public func readMapDataAhead() {
        guard fixed == nil else { return }
        Thread { [self] in
            do {
                let dataset = try engine.dataset()
                _ = dataset.citySections
                let basemap = try dataset.mapLayers().basemap
                try dataset.makeMapShapes()
                dataset.mapShapes.projectEveryShape()
                try restoreKeptLabelPoints()
                dataset.mapShapes.readKeptOutlines()
                try basemap.projectShapes()
            } catch {
                // Not kept: the first tile that needs them reads or makes them again and reports the error.
            }
        }.start()
    }

    /// The kept folder, whose key changes with the build and the dataset
    /// (``keptFolder(for:cacheDirectory:)``); nil for other caches.
    private var keptFolder: URL? {
        guard case .folder(let url, .preparedWhole) = cache else { return nil }
        return url
    }

    /// Gives the dataset's shapes the label points kept in the kept folder; a
    /// damaged file is said and removed (the points are worked out again).
    func restoreKeptLabelPoints() throws {
        guard let folder = keptFolder else { return }
        let points: [String: WorldPoint]
        do {
            guard let kept = try KeptLabelPoints.read(in: folder) else { return }
            points = kept
        } catch {
            engine.noticeHandler("the kept label points are not used (they are worked out again): \(Message.of(error))")
            try FileManager.default.removeItem(at: folder.appendingPathComponent(KeptLabelPoints.fileName))
            return
        }
        try engine.dataset().mapShapes.restoreLabelPoints(points)
    }

    /// Works out the label points of every area the prepared scenes drew and
    /// writes them to the kept folder; nothing without one, and nothing when
    /// the folder holds those points already (a restart's usual case).
    func keepLabelPoints() throws {
        guard let folder = keptFolder else { return }
        let shapes = try engine.dataset().mapShapes
        shapes.workOutLabelPoints()
        let points = shapes.settledLabelPoints()
        let kept: [String: WorldPoint]?
        do { kept = try KeptLabelPoints.read(in: folder) } catch {
            kept = nil   // a damaged file is written again
        }
        guard kept != points else { return }
        try KeptLabelPoints.write(points, in: folder)
    }

    /// The zooms whose 1× tiles ``warm(languages:)`` draws ahead, those that
    /// meet the data (85 a language on a world dataset). Each of their tiles
    /// draws a continent or more of areas, rivers and relief: 0.2–0.4 s on a
    /// world dataset even with the zoom prepared, which no visitor then waits
    /// for; with a kept folder (``Cache/FolderZooms/preparedWhole``) only the first
    /// start draws them, and a restarted server answers them from disk before
    /// its scene is read.
    public static let zoomsDrawnAhead = 0...3

    /// The languages whose 1× tiles are prepared (for tests).
    var preparedLanguages: Set<Language> { Set(sources.allMade.keys.filter { $0.scale == 1 }.map(\.language)) }
    /// How many tiles were drawn from a block's area (for tests).
    var tilesDrawnFromAreas: Int { areaTiles.withLock { $0 } }
    private let areaTiles = Mutex<Int>(0)
    /// The zooms prepared whole for 1× tiles in `language` (for tests).
    func preparedZooms(_ language: Language) -> Set<Int> {
        sources.made(VariantKey(scale: 1, language: language))?.preparedZooms ?? []
    }

    private func render(_ key: TileKey) throws -> Data {
        let variant = key.variant
        let source = try drawingSource(for: key)
        // Renderers are kept for the whole source; one for a block's area serves one tile.
        guard source === sources.made(variant) else {
            areaTiles.withLock { $0 += 1 }
            // The whole source is started once this tile is drawn, not to slow it.
            defer { makeInBackground(variant) }
            return try TileRenderer(source: source).renderPNG(key.tile)
        }
        let box = try renderers.withLock { $0[variant]?.popLast() } ?? RendererBox(try TileRenderer(source: source))
        defer { renderers.withLock { $0[variant, default: []].append(box) } }
        return try box.renderer.renderPNG(key.tile)
    }

    // MARK: Cache

    /// The tile from the folder or MBTiles cache (nil for the memory-only one: see `tile(_:)`).
    /// A folder's file is read without following links, and only a PNG is taken: anything
    /// else there (a link planted in the folder, a file we did not write) is drawn again and replaced.
    private func stored(_ key: TileKey) throws -> Data? {
        switch cache {
        case .memory: return nil
        case .folder(_, let zooms) where !keepsOnDisk(key, zooms): return nil
        case .folder(let root, _):
            let data: Data?
            do { data = try ConfinedFolder(root: root).contents(at: filePath(key), maxBytes: Self.largestTileBytes) } catch {
                switch error {
                case .notPlain, .tooLarge: return nil
                case .system: throw EngineError(.failed, Message(.tileCacheUnreadable, ["error": Message.of(error)]))
                }
            }
            return data.flatMap { PNGSignature.isWholePNG($0) ? $0 : nil }
        case .mbtiles: return try mbtilesCache(for: key).tile(key.tile)
        }
    }

    private func store(_ png: Data, for key: TileKey) throws {
        switch cache {
        case .memory: break
        case .folder(_, let zooms) where !keepsOnDisk(key, zooms): break
        case .folder(let root, _):
            do { try ConfinedFolder(root: root).save(png, at: filePath(key)) } catch {
                throw EngineError(.failed, Message(.tileCacheUnwritable, ["path": root.path, "error": Message.of(error)]))
            }
        case .mbtiles: try mbtilesCache(for: key).write([(key.tile, png)])
        }
    }

    /// Whether a folder cache keeping `zooms` keeps the tile on disk.
    private func keepsOnDisk(_ key: TileKey, _ zooms: Cache.FolderZooms) -> Bool {
        switch zooms {
        case .all: return true
        case .preparedWhole: return !preparation.usesBlocks(zoom: key.tile.z)
        }
    }

    /// A cached tile larger than this is not one we wrote.
    static let largestTileBytes = 4 << 20

    /// `[plain/][lang/]z/x/y[@2x].png` below the cache folder, as parts.
    func filePath(_ key: TileKey) -> [String] {
        (key.names ? [] : ["plain"]) + (key.language == .cs ? [] : [key.language.rawValue])
            + ["\(key.tile.z)", "\(key.tile.x)", "\(key.tile.y)\(key.scale == 2 ? "@2x" : "").png"]
    }

    private func mbtilesCache(for key: TileKey) throws -> MBTilesWriter {
        guard case .mbtiles(let url) = cache else { preconditionFailure("not an MBTiles cache") }
        let variant = key.variant
        if let w = mbtilesCaches.withLock({ $0[variant] }) { return w }
        let stem = url.deletingPathExtension().path
        let suffix = (key.names ? "" : "-plain") + (key.language == .cs ? "" : "-\(key.language.rawValue)") + (key.scale == 2 ? "@2x" : "")
        let writer = try MBTilesWriter(url: URL(fileURLWithPath: stem + suffix + ".mbtiles"))
        return mbtilesCaches.withLock { stored in
            if let w = stored[variant] { return w }
            stored[variant] = writer
            return writer
        }
    }
}

/// A renderer handed from one request to the next (never used by two at once).
private final class RendererBox: @unchecked Sendable {
    let renderer: TileRenderer
    init(_ renderer: TileRenderer) { self.renderer = renderer }
}

/// The newest tiles in memory; the oldest half goes when it is full.
private struct MemoryCache: Sendable {
    private var tiles: [TileService.TileKey: (tile: TileService.Tile, stamp: Int)] = [:]
    private var clock = 0

    mutating func get(_ key: TileService.TileKey) -> TileService.Tile? {
        guard let hit = tiles[key] else { return nil }
        clock += 1
        tiles[key] = (hit.tile, clock)
        return hit.tile
    }

    mutating func put(_ tile: TileService.Tile, for key: TileService.TileKey, limit: Int) {
        clock += 1
        tiles[key] = (tile, clock)
        if tiles.count > limit {
            let cut = tiles.values.map(\.stamp).sorted()[tiles.count / 2]
            tiles = tiles.filter { $0.value.stamp >= cut }
        }
    }
}
