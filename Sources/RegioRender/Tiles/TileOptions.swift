import Foundation

/// Size and pixel density of tiles.
///
/// A tile `z/x/y` always covers the standard XYZ area; `size` is its width in
/// style pixels (512-px tiles show the detail of the next zoom) and `scale`
/// multiplies the pixels (2 for high-density screens: a 256 tile at scale 2 is
/// 512×512 px with everything drawn twice as large).
public struct TileOptions: Hashable, Sendable {
    public var size: Int
    public var scale: Int
    public var png: PNGOptions

    /// Throws unless size is 256 or 512 and scale is 1 or 2.
    public init(size: Int = 256, scale: Int = 1, png: PNGOptions = .tiles) throws {
        guard size == 256 || size == 512 else { throw RenderError.invalidOption("tile size \(size): use 256 or 512") }
        guard scale == 1 || scale == 2 else { throw RenderError.invalidOption("tile scale \(scale): use 1 or 2") }
        self.size = size; self.scale = scale; self.png = png
    }

    /// Width and height of a tile image in pixels.
    public var pixelSize: Int { size * scale }

    /// Device pixels per world unit at an integer zoom.
    public func worldScale(zoom: Int) -> Double { Double(pixelSize) * Double(UInt64(1) << UInt64(zoom)) }
}
