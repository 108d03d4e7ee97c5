import Foundation
import RegioGeo

/// Renders tiles (or any whole-pixel rectangle of a zoom's world pixels) to PNG.
/// Keeps its surface and encoder between tiles; use one per thread.
///
/// ```swift
/// let source = try TileSource(scene: scene, options: TileOptions())
/// let renderer = try TileRenderer(source: source)
/// let png = try renderer.renderPNG(try TileID(z: 8, x: 138, y: 86))
/// ```
public final class TileRenderer {
    public let source: TileSource
    private let renderer: SceneRenderer
    private let encoder: PNGEncoder
    private let clipper = AreaClipper()
    private var surface: CairoSurface?
    private var context: CairoContext?

    /// Cut large areas to each tile with GEOS before drawing (on by default).
    public var useGEOSClipping = true

    public init(source: TileSource) throws {
        self.source = source
        self.renderer = SceneRenderer(style: source.style)
        self.encoder = PNGEncoder(options: source.options.png)
    }

    /// The PNG of one tile.
    public func renderPNG(_ tile: TileID) throws -> Data {
        let px = source.options.pixelSize
        return try renderPNG(zoom: tile.z, originX: tile.x * px, originY: tile.y * px, width: px, height: px)
    }

    /// The PNG of a rectangle of world pixels at `zoom` (a metatile, or the
    /// union of neighbouring tiles: it matches them pixel for pixel).
    public func renderPNG(zoom: Int, originX: Int, originY: Int, width: Int, height: Int) throws -> Data {
        try draw(zoom: zoom, originX: originX, originY: originY, width: width, height: height) { image in
            try encoder.encode(image)
        }
    }

    /// Draws and hands the pixels (valid only inside `body`) to `body`.
    public func draw<T>(zoom: Int, originX: Int, originY: Int, width: Int, height: Int,
                        _ body: (ARGBImage) throws -> T) throws -> T {
        let level = try source.level(zoom: zoom, originX: originX, originY: originY, width: width, height: height)
        let (surface, ctx) = try canvas(width: width, height: height)
        ctx.clear(to: source.style.background)
        let t = MapTransform.tile(scale: level.worldScale, originX: Double(originX), originY: Double(originY),
                                  pixelRatio: Double(source.options.scale))
        try renderer.draw(level.scene, transform: t, visible: PixelRect(x: 0, y: 0, width: Double(width), height: Double(height)),
                          in: ctx, labels: level.labels, labelOffset: (-Double(originX), -Double(originY)),
                          clipper: useGEOSClipping ? clipper : nil, symbols: level.symbols)
        try ctx.check()
        return try body(surface.imageView())
    }

    private func canvas(width: Int, height: Int) throws -> (CairoSurface, CairoContext) {
        if let s = surface, let c = context, s.width == width, s.height == height { return (s, c) }
        context = nil
        let s = try CairoSurface.image(width: width, height: height)
        let c = try CairoContext(s)
        surface = s; context = c
        return (s, c)
    }

    /// cairo's own PNG writer (`cairo_surface_write_to_png_stream`) on the
    /// pixels of the last render: the baseline the libpng encoder is measured against.
    public func cairoPNG() throws -> Data {
        guard let surface else { throw RenderError.cairo("nothing rendered yet") }
        return try CairoPNGWriter.write(surface)
    }
}
