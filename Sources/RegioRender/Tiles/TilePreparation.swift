/// How a ``TileSource`` prepares a zoom for drawing.
///
/// - Whole zoom: the whole scene is simplified and labelled once per zoom and
///   kept. Best when every tile of a selection is drawn (`regio tiles`) or
///   when the zoom's world is a few tiles.
/// - By blocks: from ``blocksFromZoom`` on, squares of ``blockTiles`` ×
///   ``blockTiles`` tiles are prepared when a tile in them is first asked for
///   (``TileBlocks``) and the newest ``cachedBlocks`` are kept, so the first
///   tile of a zoom is quick and memory stays bounded however many zooms are
///   visited (a server).
public struct TilePreparation: Hashable, Sendable {
    /// The first zoom prepared by blocks (nil: every zoom whole).
    public var blocksFromZoom: Int?
    /// Tiles on a side of a block.
    public var blockTiles: Int
    /// Blocks (of any zoom) kept prepared.
    public var cachedBlocks: Int
    /// Whether a source of another language takes the shapes of one already
    /// made (``TileSource/init(scene:style:options:preparation:sharingShapesWith:)``);
    /// false only to measure what that saves (`scripts/bench first-tile --own-shapes`).
    public var sharesShapes: Bool

    public init(blocksFromZoom: Int?, blockTiles: Int = 4, cachedBlocks: Int = 48, sharesShapes: Bool = true) {
        self.blocksFromZoom = blocksFromZoom
        self.blockTiles = max(1, blockTiles)
        self.cachedBlocks = max(9, cachedBlocks)
        self.sharesShapes = sharesShapes
    }

    /// Every zoom prepared whole (`regio tiles`).
    public static let wholeZoom = TilePreparation(blocksFromZoom: nil)
    /// Tiles on demand (`regio serve`): zooms whose world is wider than
    /// 64 tiles (z7 and up) by blocks of 4 × 4 tiles; z0–z6 whole, which a
    /// server prepares in the background at start (``TileSource/prepareZoomsBeforeBlocks()``).
    /// A first tile places the labels of a dozen blocks around its own
    /// (``TileBlockArea``): with blocks of 8 × 8 a continent's at z7, which
    /// cost a restarted server's first tile a fifth more, and browsing 900
    /// tiles around Prague no less time (BENCHMARKS.md, 2026-11-29).
    public static let onDemand = TilePreparation(blocksFromZoom: 7)

    /// Whether `zoom` is prepared by blocks.
    public func usesBlocks(zoom: Int) -> Bool { blocksFromZoom.map { zoom >= $0 } ?? false }
}
