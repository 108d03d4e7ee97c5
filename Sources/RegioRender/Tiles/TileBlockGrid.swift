import Foundation
import RegioGeo

/// How the tiles of a zoom group into blocks (``TileBlocks``) and how far
/// around a block its preparation reads: the measures a block's tiles depend
/// on, in device pixels of the zoom's world.
struct TileBlockGrid: Hashable, Sendable {
    let options: TileOptions
    let preparation: TilePreparation

    /// Device pixels on a side of a block.
    var blockPixels: Int { preparation.blockTiles * options.pixelSize }
    /// How far around a block its labels' candidates are taken from.
    var buffer: Double { Double(2 * options.pixelSize) }
    /// How far beyond a rectangle the features drawn or labelled in it are
    /// taken from: strokes and symbols reach 24 and 40 px beyond a tile
    /// (``SceneRenderer``), and ``LabelLayout/place`` looks 50 px beyond its
    /// bounds for symbols and river runs.
    var readMargin: Double { 64 * Double(options.scale) }
    /// How far beyond a rectangle the labels drawn in it may be anchored: a
    /// block's labels lie within its ``buffer``, and a tile draws those that
    /// come within 2 px of it (``SceneRenderer``); a town's dot, hidden or not
    /// by its block, within 64 px. A few pixels more, to be safe.
    var labelReach: Int { 2 * options.pixelSize + 8 }

    /// Blocks on a side of the world at `zoom`.
    func blocksPerSide(zoom: Int) -> Int {
        let world = options.pixelSize << zoom
        return (world + blockPixels - 1) / blockPixels
    }

    /// The block (column or row) holding world pixel `v` of `zoom`, clamped to the world.
    func block(_ v: Int, zoom: Int) -> Int {
        let bp = blockPixels
        return min(max(0, v >= 0 ? v / bp : -((-v + bp - 1) / bp)), blocksPerSide(zoom: zoom) - 1)
    }

    /// The blocks (columns or rows) whose labels may show in pixels `start..<start + length`.
    func labelBlocks(_ start: Int, length: Int, zoom: Int) -> ClosedRange<Int> {
        block(start - labelReach, zoom: zoom)...block(start + max(length, 1) - 1 + labelReach, zoom: zoom)
    }
}
