import Foundation
import RegioCore
import RegioGeo

/// One block of tiles: `TilePreparation.blockTiles` tiles on a side at a zoom.
struct TileBlockKey: Hashable, Sendable {
    let zoom: Int, x: Int, y: Int
}

/// A prepared rectangle of tiles: the geometry of one block and the labels of
/// the blocks whose labels may show in it (``TileBlockGrid/labelReach``).
struct TileLevelKey: Hashable, Sendable {
    let block: TileBlockKey
    let labelXs: ClosedRange<Int>, labelYs: ClosedRange<Int>
}

/// The labels a block owns (their anchor lies in it) and the towns among its
/// points whose name found no room (their dots are left out too).
struct BlockLabels: Sendable {
    let labels: [PlacedLabel]
    let unnamedTowns: Set<String>
}

/// A zoom prepared block by block, for tiles drawn on demand.
///
/// A block's labels are placed from the candidates of the block and a buffer
/// around it (``buffer`` pixels), in world pixels like a whole zoom's, and the
/// block keeps those anchored in it. Two neighbouring blocks see the same
/// candidates near their common edge in the same order, so they mostly decide
/// alike; where they do not (an effect from beyond one block's buffer), the
/// block's label loses to any overlapping label of a neighbour that ranks
/// before it (priority, then id, then anchor: the placer's order), so no two
/// labels drawn ever overlap. A tile draws the labels of its block and of the
/// eight around it that come near it (``TileBlockGrid/labelReach``): a label crossing a tile or block edge is drawn on both
/// sides. Geometry is simplified as for the whole zoom and cut to the block
/// and a margin; a block takes only the features near it (``SceneGrid``) and
/// the rivers its zoom shows, so its cost does not grow with the world.
/// Blocks are kept in ``RecentCache``s, so memory stays bounded.
final class TileBlocks: Sendable {
    let style: MapStyle
    var options: TileOptions { grid.options }
    var preparation: TilePreparation { grid.preparation }
    /// The scene to draw (every feature, projected once).
    private let scene: ProjectedScene
    /// The same scene without the geometry labels do not need (areas' rings,
    /// lakes, land, land cover, forests, unnamed roads, relief): what a block's labels are placed on.
    private let labelScene: ProjectedScene
    /// The features of ``scene`` and of ``labelScene`` by cells of the world,
    /// so a block takes those near it, not every feature of the world.
    private let sceneGrid: SceneGrid
    private let labelGrid: SceneGrid
    /// The style zoom from which each point of the scene shows (``MapStyle/minZoom(of:)``),
    /// index-aligned with its points (and ``labelScene``'s): a block copies
    /// only the points its zoom shows (at z7 the towns of 20,000 or more, not every place around).
    private let pointMinZooms: [Double]
    private let placed: RecentCache<TileBlockKey, BlockLabels>
    private let settled: RecentCache<TileBlockKey, BlockLabels>
    private let scenes: RecentCache<TileBlockKey, ProjectedScene>
    private let levels: RecentCache<TileLevelKey, TileLevel>

    init(scene: ProjectedScene, style: MapStyle, options: TileOptions, preparation: TilePreparation) {
        self.scene = scene
        self.style = style
        grid = TileBlockGrid(options: options, preparation: preparation)
        var bare = scene
        for i in bare.polygons.indices { bare.polygons[i].rings = []; bare.geometries.polygons[i] = nil }
        bare.water = []; bare.land = []; bare.landAreas = []; bare.forests = []; bare.extractExtent = []; bare.relief = nil
        // Streets are named along their lines: only the named ones are kept.
        bare.roads = scene.roads.filter { !($0.name ?? "").isEmpty }
        // Rivers are named along their lines: only the named ones are kept.
        bare = bare.keepingLines { !($0.name ?? "").isEmpty }
        labelScene = bare
        pointMinZooms = scene.points.map { style.minZoom(of: $0.source) }
        // The two grids side by side (on a world scene each takes some 15 ms).
        let labelGridWork = BackgroundWork { [bare] in SceneGrid(bare) }
        sceneGrid = SceneGrid(scene)
        labelGrid = labelGridWork.result()
        // Labels are small beside geometry: keep more of them (a level needs its block's 3 × 3 neighbourhood).
        placed = RecentCache(limit: preparation.cachedBlocks * 4)
        settled = RecentCache(limit: preparation.cachedBlocks * 2)
        scenes = RecentCache(limit: preparation.cachedBlocks)
        // A block's tiles need up to nine sets of labels (inside, along each edge, at each corner), all on its one scene.
        levels = RecentCache(limit: preparation.cachedBlocks * 2)
    }

    /// The blocks' measures.
    let grid: TileBlockGrid
    var blockPixels: Int { grid.blockPixels }
    var buffer: Double { grid.buffer }
    func blocksPerSide(zoom: Int) -> Int { grid.blocksPerSide(zoom: zoom) }

    /// The prepared data for drawing a rectangle of world pixels at `zoom`:
    /// the geometry of its block (or of the blocks it meets) and the labels of
    /// the blocks within ``TileBlockGrid/labelReach`` of it, so a tile inside a block settles
    /// the labels of that block alone, not of the eight around it. Cached when
    /// the rectangle lies in one block.
    func level(zoom: Int, originX: Int, originY: Int, width: Int, height: Int) -> TileLevel {
        func block(_ v: Int) -> Int { grid.block(v, zoom: zoom) }
        let xs = block(originX)...block(originX + max(width, 1) - 1)
        let ys = block(originY)...block(originY + max(height, 1) - 1)
        let labelXs = grid.labelBlocks(originX, length: width, zoom: zoom)
        let labelYs = grid.labelBlocks(originY, length: height, zoom: zoom)
        if xs.count == 1, ys.count == 1 {
            let key = TileBlockKey(zoom: zoom, x: xs.lowerBound, y: ys.lowerBound)
            return levels.value(TileLevelKey(block: key, labelXs: labelXs, labelYs: labelYs)) {
                makeLevel(zoom: zoom, scene: scenes.value(key) { blockScene(zoom: zoom, xs: xs, ys: ys) },
                          labelXs: labelXs, labelYs: labelYs)
            }
        }
        return makeLevel(zoom: zoom, scene: blockScene(zoom: zoom, xs: xs, ys: ys), labelXs: labelXs, labelYs: labelYs)
    }

    /// How many rectangles are kept prepared for drawing (for tests).
    var cachedLevels: Int { levels.count }

    // MARK: Levels

    /// The scene of blocks `xs` × `ys` at `zoom`: the features near them, simplified and cut to them and a margin.
    private func blockScene(zoom: Int, xs: ClosedRange<Int>, ys: ClosedRange<Int>) -> ProjectedScene {
        let s = options.worldScale(zoom: zoom), bp = Double(blockPixels)
        let rect = PixelRect(minX: Double(xs.lowerBound) * bp, minY: Double(ys.lowerBound) * bp,
                             maxX: Double(xs.upperBound + 1) * bp, maxY: Double(ys.upperBound + 1) * bp)
        let world = Self.world(rect.insetBy(-grid.readMargin), scale: s)
        let styleZoom = TileLevel.plane(zoom: zoom, options: options).styleZoom
        let part = sceneGrid.subset(of: scene, meeting: world, keepsPoint: shownPoints(styleZoom))
            .keepingLines { ProjectedScene.drawsLine($0, style: style, zoom: styleZoom) }
        return part.generalized(scale: s, pixels: 0.5, clip: world)
    }

    /// A level of `scene` with the settled labels of blocks `labelXs` × `labelYs`.
    private func makeLevel(zoom: Int, scene: ProjectedScene, labelXs: ClosedRange<Int>, labelYs: ClosedRange<Int>) -> TileLevel {
        let unsettled = labelYs.flatMap { y in labelXs.map { x in TileBlockKey(zoom: zoom, x: x, y: y) } }.filter { !settled.contains($0) }
        placeAtOnce(unsettled.flatMap(neighbourhood))
        var labels: [PlacedLabel] = [], unnamed = Set<String>()
        for y in labelYs {
            for x in labelXs {
                let b = settledLabels(TileBlockKey(zoom: zoom, x: x, y: y))
                labels += b.labels
                unnamed.formUnion(b.unnamedTowns)
            }
        }
        return TileLevel(zoom: zoom, worldScale: options.worldScale(zoom: zoom), scene: scene,
                         layout: LabelLayout(labels: labels, unnamedTowns: unnamed), options: options, style: style)
    }

    // MARK: Labels

    /// The towns left unnamed (no label, no dot) by the blocks that meet
    /// `rect` (device pixels of `zoom`), as the tiles there draw them.
    func unnamedTowns(zoom: Int, meeting rect: PixelRect) -> Set<String> {
        let bp = Double(blockPixels), last = Double(blocksPerSide(zoom: zoom) - 1)
        func block(_ pixels: Double) -> Int { Int(min(max((pixels / bp).rounded(.down), 0), last)) }  // NaN: block 0
        var unnamed = Set<String>()
        for y in block(rect.minY)...max(block(rect.minY), block(rect.maxY)) {
            for x in block(rect.minX)...max(block(rect.minX), block(rect.maxX)) {
                unnamed.formUnion(settledLabels(TileBlockKey(zoom: zoom, x: x, y: y)).unnamedTowns)
            }
        }
        return unnamed
    }

    /// The labels a block draws: its own placement's, less those that overlap
    /// a label of a neighbour that ranks before them.
    func settledLabels(_ key: TileBlockKey) -> BlockLabels {
        settled.value(key) {
            let own = placedLabels(key)
            let reach = blockRect(key).insetBy(-buffer)
            var rivals: [PlacedLabel] = []
            let n = blocksPerSide(zoom: key.zoom)
            for y in max(0, key.y - 1)...min(n - 1, key.y + 1) {
                for x in max(0, key.x - 1)...min(n - 1, key.x + 1) where x != key.x || y != key.y {
                    rivals += placedLabels(TileBlockKey(zoom: key.zoom, x: x, y: y)).labels.filter { $0.box.intersects(reach) }
                }
            }
            var unnamed = own.unnamedTowns
            // The rivals' boxes first (plain values): a dense block holds thousands of labels on either side,
            // and going through the labels themselves copied each one for every label of the block.
            let rivalBoxes = rivals.map(\.box)
            let kept = own.labels.filter { label in
                let box = label.box
                let loses = rivalBoxes.indices.contains { j in
                    rivalBoxes[j].intersects(box) && Self.overlap(rivals[j], label) && Self.ranksBefore(rivals[j], label)
                }
                if loses, label.kind == .town { unnamed.insert(label.id) }
                return !loses
            }
            return BlockLabels(labels: kept, unnamedTowns: unnamed)
        }
    }

    /// A block and the blocks around it (what settling its labels places).
    private func neighbourhood(_ key: TileBlockKey) -> [TileBlockKey] {
        let n = blocksPerSide(zoom: key.zoom)
        return (max(0, key.y - 1)...min(n - 1, key.y + 1)).flatMap { y in
            (max(0, key.x - 1)...min(n - 1, key.x + 1)).map { x in TileBlockKey(zoom: key.zoom, x: x, y: y) }
        }
    }

    /// Places the labels of those of `keys` not placed yet, on every core at
    /// once: a first tile needs a dozen blocks (its own and those around),
    /// each placed on its own, the same whatever the order.
    private func placeAtOnce(_ keys: [TileBlockKey]) {
        var seen = Set<TileBlockKey>()
        let missing = keys.filter { seen.insert($0).inserted && !placed.contains($0) }
        guard missing.count > 1 else { return }
        AllCores.perform(iterations: missing.count) { _ = placedLabels(missing[$0]) }
    }

    /// The labels anchored in a block, placed from the candidates in it and its buffer.
    func placedLabels(_ key: TileBlockKey) -> BlockLabels {
        placed.value(key) {
            let s = options.worldScale(zoom: key.zoom)
            let block = blockRect(key)
            let bounds = block.insetBy(-buffer)
            let world = Self.world(bounds.insetBy(-grid.readMargin), scale: s)
            let styleZoom = TileLevel.plane(zoom: key.zoom, options: options).styleZoom
            let part = labelGrid.subset(of: labelScene, meeting: world, keepsPoint: shownPoints(styleZoom))
                .keepingLines { ProjectedScene.drawsLine($0, style: style, zoom: styleZoom) }
            let generalized = part.generalized(scale: s, pixels: 0.5, clip: world)
            let layout = LabelLayout.place(scene: generalized, style: style, transform: TileLevel.plane(zoom: key.zoom, options: options),
                                           bounds: bounds)
            let own = layout.labels.filter { block.containsHalfOpen(x: $0.anchorX, y: $0.anchorY) }
            // Towns are named by the block holding them.
            let unnamed = Set(generalized.points.lazy.filter { p in
                layout.unnamedTowns.contains(p.source.id) && block.containsHalfOpen(x: p.position.x * s, y: p.position.y * s)
            }.map(\.source.id))
            return BlockLabels(labels: own, unnamedTowns: unnamed)
        }
    }

    /// Whether the point of a scene index shows at `styleZoom` (``MapStyle/shows(_:atZoom:)``).
    private func shownPoints(_ styleZoom: Double) -> (Int) -> Bool {
        { [pointMinZooms] in MapStyle.shows(minZoom: pointMinZooms[$0], atZoom: styleZoom) }
    }

    /// A block's square of world pixels.
    func blockRect(_ key: TileBlockKey) -> PixelRect {
        let bp = Double(blockPixels)
        return PixelRect(x: Double(key.x) * bp, y: Double(key.y) * bp, width: bp, height: bp)
    }

    /// Whether `a` goes before `b` in the placer's order (priority, then id), then by anchor (two blocks may each place a river's name).
    static func ranksBefore(_ a: PlacedLabel, _ b: PlacedLabel) -> Bool {
        if a.priority != b.priority { return a.priority > b.priority }
        if a.id != b.id { return a.id < b.id }
        return (a.anchorY, a.anchorX) < (b.anchorY, b.anchorX)
    }

    /// Whether two labels' pieces overlap (what the placer keeps apart).
    static func overlap(_ a: PlacedLabel, _ b: PlacedLabel) -> Bool {
        guard a.box.intersects(b.box) else { return false }
        let pa = a.pieces.isEmpty ? [a.box] : a.pieces, pb = b.pieces.isEmpty ? [b.box] : b.pieces
        return pa.contains { p in pb.contains { $0.intersects(p) } }
    }

    /// World coordinates of a rectangle of world pixels at `scale`.
    static func world(_ r: PixelRect, scale: Double) -> WorldRect {
        WorldRect(minX: r.minX / scale, minY: r.minY / scale, maxX: r.maxX / scale, maxY: r.maxY / scale)
    }
}
