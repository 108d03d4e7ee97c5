import Foundation
import RegioGeo

/// The features of a ``ProjectedScene`` by square cells of the world, so that
/// a block of tiles (``TileBlocks``) takes only the features near it
/// (``subset(of:meeting:)``) instead of going through, copying and cutting
/// every feature of the world: on a world dataset a block at z7 has a few
/// hundred of the scene's features, and a first tile prepares 25 blocks.
///
/// The subset holds every feature whose box meets the rectangle (and some
/// near it), in the scene's order, so whatever is drawn or labelled from it is
/// what the whole scene gives there.
struct SceneGrid: Sendable {
    /// Cells on a side of the world (a cell is a tile of z6 at 64).
    let cellsPerSide: Int
    /// The cells on a side of a tile source's grids: a block takes every
    /// feature whose box meets a cell its rectangle meets (``TileBlockArea`` reads one cell more).
    static let defaultCellsPerSide = 64
    private let points: CellLists
    /// The points' positions, index-aligned with the scene's points: a subset
    /// tests them here and copies only the points it keeps (each a place's
    /// record of strings, whose copies cost more than the test).
    private let pointPositions: [WorldPoint]
    private let polygons: CellLists
    private let lines: CellLists
    private let roads: CellLists
    private let water: CellLists
    private let land: CellLists
    private let landAreas: CellLists
    private let forests: CellLists
    private let extractExtent: CellLists

    /// Indexes `scene` (one pass over its features' boxes).
    init(_ scene: ProjectedScene, cellsPerSide: Int = SceneGrid.defaultCellsPerSide) {
        let n = max(1, cellsPerSide)
        self.cellsPerSide = n
        pointPositions = scene.points.map(\.position)
        points = CellLists(cellsPerSide: n, boxes: pointPositions.lazy.map { WorldRect(minX: $0.x, minY: $0.y, maxX: $0.x, maxY: $0.y) })
        polygons = CellLists(cellsPerSide: n, boxes: scene.polygons.lazy.map(\.bounds))
        lines = CellLists(cellsPerSide: n, boxes: scene.lines.lazy.map(\.bounds))
        roads = CellLists(cellsPerSide: n, boxes: scene.roads.lazy.map(\.bounds))
        water = CellLists(cellsPerSide: n, boxes: scene.water.lazy.map(\.bounds))
        land = CellLists(cellsPerSide: n, boxes: scene.land.lazy.map(\.bounds))
        landAreas = CellLists(cellsPerSide: n, boxes: scene.landAreas.lazy.map(\.bounds))
        forests = CellLists(cellsPerSide: n, boxes: scene.forests.lazy.map(\.bounds))
        extractExtent = CellLists(cellsPerSide: n, boxes: scene.extractExtent.lazy.map(\.bounds))
    }

    /// `scene` (the one indexed) with only the features whose box may meet
    /// `rect`: at least every one that does, in the scene's order, with their
    /// GEOS geometries; of the points exactly those in `rect` that `keepsPoint`
    /// (given a point's index in the scene) keeps. The relief, credits and bounds stay as they are.
    func subset(of scene: ProjectedScene, meeting rect: WorldRect, keepsPoint: (Int) -> Bool = { _ in true }) -> ProjectedScene {
        var s = scene
        let p = polygons.indices(meeting: rect), l = lines.indices(meeting: rect)
        s.polygons = p.map { scene.polygons[$0] }
        s.geometries.polygons = p.map { scene.geometries.polygons[$0] }
        s.lines = l.map { scene.lines[$0] }
        s.geometries.lines = l.map { scene.geometries.lines[$0] }
        s.points = points.indices(meeting: rect).filter { rect.contains(pointPositions[$0]) && keepsPoint($0) }.map { scene.points[$0] }
        s.roads = roads.indices(meeting: rect).map { scene.roads[$0] }
        s.water = water.indices(meeting: rect).map { scene.water[$0] }
        s.land = land.indices(meeting: rect).map { scene.land[$0] }
        s.landAreas = landAreas.indices(meeting: rect).map { scene.landAreas[$0] }
        s.forests = forests.indices(meeting: rect).map { scene.forests[$0] }
        s.extractExtent = extractExtent.indices(meeting: rect).map { scene.extractExtent[$0] }
        s.generation = UUID()
        return s
    }
}
