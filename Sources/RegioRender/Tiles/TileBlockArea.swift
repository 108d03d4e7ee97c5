import Foundation
import RegioGeo

/// The part of the world whose features decide the tiles of one block
/// (``TileBlocks``: a zoom prepared by blocks, ``TilePreparation``): the
/// block's geometry, its labels and those of the blocks around it that its
/// tiles draw, each settled against the placements around them.
///
/// A scene that holds every feature of the whole scene meeting ``box``, in
/// the whole scene's order, with the same relief, and at least the places in
/// ``placesBox`` shown at ``styleZoom``, draws the block's tiles byte for byte
/// as the whole scene does: `regio serve` draws its first tiles from such a
/// scene (a continent's at z7, a region's at z12) while it makes the whole
/// world's.
///
/// ```swift
/// let area = TileBlockArea(of: try TileID(z: 7, x: 69, y: 43), options: TileOptions(), preparation: .onDemand)
/// area?.box         // 23° W – 57° E, 21° N – 71° N: for Prague at z7, the blocks whose labels reach it
/// area?.placesBox   // 18° W – 51° E, 26° N – 69° N
/// area?.styleZoom   // 7: the towns of 20,000 or more, not every place in the box
/// ```
public struct TileBlockArea: Hashable, Sendable {
    public let zoom: Int
    /// The block's column and row among the zoom's blocks.
    public let blockX: Int, blockY: Int
    /// Every feature whose box meets this box may be drawn or labelled in the block's tiles.
    public let box: BoundingBox
    /// The places (points) drawn or labelled in them lie in this smaller box.
    public let placesBox: BoundingBox
    /// The zoom the tiles' style shows points at (``MapStyle/shows(_:atZoom:)``): no other point is drawn or labelled in them.
    public let styleZoom: Double

    /// The area of the block holding `tile`; nil when its zoom is prepared whole.
    public init?(of tile: TileID, options: TileOptions, preparation: TilePreparation) {
        guard preparation.usesBlocks(zoom: tile.z) else { return nil }
        let grid = TileBlockGrid(options: options, preparation: preparation), bp = grid.blockPixels
        zoom = tile.z
        blockX = grid.block(tile.x * options.pixelSize, zoom: zoom)
        blockY = grid.block(tile.y * options.pixelSize, zoom: zoom)
        // A tile of the block draws the labels of the blocks within reach of it, each settled
        // against the labels its neighbours place from their own block and buffer.
        let labelXs = grid.labelBlocks(blockX * bp, length: bp, zoom: zoom)
        let labelYs = grid.labelBlocks(blockY * bp, length: bp, zoom: zoom)
        let placed = PixelRect(minX: Double((labelXs.lowerBound - 1) * bp), minY: Double((labelYs.lowerBound - 1) * bp),
                               maxX: Double((labelXs.upperBound + 2) * bp), maxY: Double((labelYs.upperBound + 2) * bp))
        // (A few pixels more than the blocks read, against rounding.)
        let world = TileBlocks.world(placed.insetBy(-(grid.buffer + grid.readMargin + 4)), scale: options.worldScale(zoom: zoom))
        // A block takes the points in its rectangle, and the other features listed in the grid cells it meets: one cell more.
        let cell = 1 / Double(SceneGrid.defaultCellsPerSide)
        placesBox = Self.degrees(world)
        box = Self.degrees(WorldRect(minX: world.minX - cell, minY: world.minY - cell, maxX: world.maxX + cell, maxY: world.maxY + cell))
        styleZoom = TileLevel.plane(zoom: zoom, options: options).styleZoom
    }

    /// The area of a zoom prepared whole (``TilePreparation/usesBlocks(zoom:)``
    /// false): the whole world, one block, and the places the style shows at
    /// that zoom. A server draws the first tile of such a zoom from it while
    /// it makes the whole scene: at z3 on a world dataset, the 564 towns of a
    /// million people or more instead of a quarter of a million places.
    ///
    /// ```swift
    /// let area = TileBlockArea(wholeZoom: 3, options: TileOptions())
    /// area.box          // the world
    /// area.styleZoom    // 3
    /// ```
    public init(wholeZoom zoom: Int, options: TileOptions) {
        self.zoom = zoom
        blockX = 0; blockY = 0
        box = BoundingBox(west: -180, south: -90, east: 180, north: 90)
        placesBox = box
        styleZoom = TileLevel.plane(zoom: zoom, options: options).styleZoom
    }

    /// A world rectangle in degrees; at the world's edges, all that lies beyond
    /// (the projection clamps latitudes beyond ±85°).
    private static func degrees(_ world: WorldRect) -> BoundingBox {
        let northWest = WebMercator.unproject(WorldPoint(x: max(0, world.minX), y: max(0, world.minY)))
        let southEast = WebMercator.unproject(WorldPoint(x: min(1, world.maxX), y: min(1, world.maxY)))
        return BoundingBox(west: world.minX <= 0 ? -180 : northWest.longitude, south: world.maxY >= 1 ? -90 : southEast.latitude,
                           east: world.maxX >= 1 ? 180 : southEast.longitude, north: world.minY <= 0 ? 90 : northWest.latitude)
    }
}
