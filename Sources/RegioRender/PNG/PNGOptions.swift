/// How ``PNGEncoder`` writes: colour mode, zlib level and strategy, row filters.
public struct PNGOptions: Hashable, Sendable {
    public enum ColorMode: String, Hashable, Sendable, CaseIterable {
        /// 8-bit RGBA (RGB when every pixel is opaque: the alpha channel would carry nothing).
        case rgba
        /// An 8-bit (or smaller) palette from a quantiser: exact when the image has
        /// at most 256 colours, else the most common colours kept exactly and the rest
        /// median-cut. Much smaller map tiles.
        case palette
    }
    /// libpng row filters.
    public enum Filter: String, Hashable, Sendable, CaseIterable {
        case none, sub, up, average, paeth
        /// libpng picks a filter per row (slowest, often smallest).
        case adaptive
    }
    /// zlib strategies (`Z_DEFAULT_STRATEGY`, `Z_FILTERED`, `Z_RLE`).
    public enum Strategy: String, Hashable, Sendable, CaseIterable {
        case `default`, filtered, rle
    }

    public var colorMode: ColorMode
    /// zlib level 0…9.
    public var compressionLevel: Int
    public var filter: Filter
    public var strategy: Strategy

    public init(colorMode: ColorMode = .rgba, compressionLevel: Int = 6, filter: Filter = .up, strategy: Strategy = .default) {
        self.colorMode = colorMode; self.compressionLevel = min(max(compressionLevel, 0), 9)
        self.filter = filter; self.strategy = strategy
    }

    // Chosen by `scripts/bench render` (BENCHMARKS.md): maps without relief are
    // large flat areas, which zlib compresses best unfiltered; the shaded relief
    // is smooth gradients, which the Paeth filter turns into runs.

    /// For print-size images: zlib level 3, no filter (an A4 300 dpi map in
    /// ~65 ms, smaller than level 1 and than cairo's writer at ~6× its speed).
    public static let print = PNGOptions(colorMode: .rgba, compressionLevel: 3, filter: .none, strategy: .default)
    /// For RGBA map tiles: the Paeth filter and zlib's run-length strategy
    /// (tiles with relief and forests: half the time of level 6 unfiltered, for
    /// 6 % more bytes).
    public static let tiles = PNGOptions(colorMode: .rgba, compressionLevel: 6, filter: .paeth, strategy: .rle)
    /// For palette map tiles: zlib level 6, no filter (about half the bytes of
    /// RGBA tiles; level 9 saves 4 % more at twice the time).
    public static let paletteTiles = PNGOptions(colorMode: .palette, compressionLevel: 6, filter: .none, strategy: .default)
}
