import CCairo
import Foundation
import RegioGeo

/// Draws a ``ProjectedRelief`` as a hillshade: the cells in view (of the
/// overview whose cells are about a pixel, where they are smaller), resampled to
/// a few pixels a sample (``ReliefWindow``), shaded by the style's light, made
/// into a premultiplied ARGB picture (shadow where a slope faces away from the
/// light, highlight where it faces it, clear on flat ground) and laid on the
/// map with one affine transform, smoothed bilinearly.
enum ReliefPainter {
    /// A hillshade made and placed, ready to lay on the map.
    struct Picture {
        let width: Int, height: Int
        /// Premultiplied ARGB, row by row (``shade(_:style:)``).
        let pixels: [UInt32]
        /// From the picture's pixels to the device's.
        let placement: cairo_matrix_t
    }

    /// The hillshade of the cells in `view` (nil when none show). Made before
    /// anything is drawn: reading the relief may throw (``ReliefRowReader``),
    /// and then no drawing is left halfway.
    static func picture(of full: ProjectedRelief, style: ReliefStyle, transform t: MapTransform, view: WorldRect) throws -> Picture? {
        guard style.visible, full.bounds.intersects(view), full.width >= 2, full.height >= 2 else { return nil }
        // Where cells are smaller than a pixel, the overview whose cells are about one.
        let fullCell = full.bounds.width / Double(full.width)
        let a = t.apply(WorldPoint(x: full.bounds.minX, y: full.bounds.minY))
        let b = t.apply(WorldPoint(x: full.bounds.minX + fullCell, y: full.bounds.minY))
        let relief = full.coarsest(forCellPixels: hypot(b.x - a.x, b.y - a.y))
        let cellW = relief.bounds.width / Double(relief.width), cellH = relief.bounds.height / Double(relief.height)
        // The cells in view, with one of margin (clamped; NaN-safe).
        func index(_ v: Double, _ limit: Int) -> Int {
            guard v.isFinite else { return 0 }
            return Int(min(max(v.rounded(.down), 0), Double(limit)))
        }
        let c0 = index((view.minX - relief.bounds.minX) / cellW - 1, relief.width)
        let c1 = index((view.maxX - relief.bounds.minX) / cellW + 2, relief.width)
        let r0 = index((view.minY - relief.bounds.minY) / cellH - 1, relief.height)
        let r1 = index((view.maxY - relief.bounds.minY) / cellH + 2, relief.height)
        guard c1 > c0, r1 > r0 else { return nil }
        // About `pixelsPerSample` device pixels a sample.
        let origin = WorldPoint(x: relief.bounds.minX + Double(c0) * cellW, y: relief.bounds.minY + Double(r0) * cellH)
        let p0 = t.apply(origin)
        let across = t.apply(WorldPoint(x: origin.x + cellW, y: origin.y))
        let cellPixels = hypot(across.x - p0.x, across.y - p0.y)
        let (factor, step) = sampling(cellPixels: cellPixels)
        let window = step > 1 ? try ReliefWindow(relief, columns: c0..<c1, rows: r0..<r1, cellsPerSample: step)
            : try ReliefWindow(relief, columns: c0..<c1, rows: r0..<r1, factor: factor)
        // Pixel (j, i) of the picture covers its part of its cell of the grid.
        let sampleW = cellW * Double(step) / Double(factor), sampleH = cellH * Double(step) / Double(factor)
        let px = t.apply(WorldPoint(x: origin.x + sampleW, y: origin.y))
        let py = t.apply(WorldPoint(x: origin.x, y: origin.y + sampleH))
        return Picture(width: window.width, height: window.height, pixels: shade(window, style: style),
                       placement: cairo_matrix_t(xx: px.x - p0.x, yx: px.y - p0.y, xy: py.x - p0.x, yy: py.y - p0.y, x0: p0.x, y0: p0.y))
    }

    /// Lays `picture` on the map, smoothed bilinearly.
    static func draw(_ picture: Picture, in ctx: CairoContext) {
        let w = picture.width, h = picture.height, pixels = picture.pixels
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(w)))
        var bytes = [UInt8](repeating: 0, count: stride * h)
        for r in 0..<h {
            for c in 0..<w {
                var p = pixels[r * w + c].littleEndian
                withUnsafeBytes(of: &p) { raw in
                    for k in 0..<4 { bytes[r * stride + c * 4 + k] = raw[k] }
                }
            }
        }
        bytes.withUnsafeMutableBufferPointer { buffer in
            guard let surface = cairo_image_surface_create_for_data(buffer.baseAddress, CAIRO_FORMAT_ARGB32,
                                                                    Int32(w), Int32(h), Int32(stride)) else { return }
            defer { cairo_surface_destroy(surface) }
            var m = picture.placement
            cairo_save(ctx.cr)
            cairo_transform(ctx.cr, &m)
            cairo_set_source_surface(ctx.cr, surface, 0, 0)
            let pattern = cairo_get_source(ctx.cr)
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_rectangle(ctx.cr, 0, 0, Double(w), Double(h))
            cairo_fill(ctx.cr)
            cairo_restore(ctx.cr)
        }
    }

    /// Device pixels a sample of the shaded picture spans at most (fewer when
    /// the grid is that fine already), and the most samples a cell is cut into.
    static let pixelsPerSample = 4.0
    static let maxFactor = 8

    /// How finely the cells are sampled when one spans `cellPixels` device
    /// pixels: cut `factor` times finer (up to about ``pixelsPerSample`` pixels
    /// a sample), or, when a cell is smaller than a pixel, `cellsPerSample`
    /// cells on a side averaged into one sample of about a pixel.
    ///
    /// ```swift
    /// ReliefPainter.sampling(cellPixels: 30)     // (factor: 8, cellsPerSample: 1)
    /// ReliefPainter.sampling(cellPixels: 0.24)   // (factor: 1, cellsPerSample: 4): a world tile at z2
    /// ```
    static func sampling(cellPixels: Double) -> (factor: Int, cellsPerSample: Int) {
        guard cellPixels.isFinite, cellPixels > 0 else { return (1, 1) }
        if cellPixels < 1 { return (1, Int(min(1 / cellPixels, 1_024).rounded(.down))) }
        return (Int(min(Double(maxFactor), max(1, (cellPixels / pixelsPerSample).rounded(.up)))), 1)
    }

    /// Premultiplied ARGB (native-endian 0xAARRGGBB) for the samples of `window`.
    static func shade(_ window: ReliefWindow, style: ReliefStyle) -> [UInt32] {
        let zenith = (90 - style.altitude) * .pi / 180
        let azimuth = style.azimuth * .pi / 180
        let flat = cos(zenith), steep = sin(zenith)
        // The light's pull east and north: lit = (flat − steep · (towardsEast · east + towardsNorth · north)) / |normal|,
        // the cosine between the ground's normal (−east, −north, 1) and the light, without a trigonometric call per sample.
        let towardsEast = sin(azimuth), towardsNorth = cos(azimuth)
        let width = window.width, height = window.height
        func z(_ c: Int, _ r: Int) -> Double {
            let v = window.elevations[min(max(r, 0), height - 1) * width + min(max(c, 0), width - 1)]
            return v.isNaN ? .nan : Double(v) * style.exaggeration
        }
        var out = [UInt32](repeating: 0, count: width * height)
        for r in 0..<height {
            let dx = window.sampleMetresX[r], dy = window.sampleMetresY[r]
            for c in 0..<width {
                // Slopes east and north (Horn's method would weigh 8 neighbours; 4 do at this scale).
                let east = (z(c + 1, r) - z(c - 1, r)) / (2 * dx)
                let north = (z(c, r - 1) - z(c, r + 1)) / (2 * dy)
                guard east.isFinite, north.isFinite else { continue }
                let lit = (flat - steep * (towardsEast * east + towardsNorth * north)) / (1 + east * east + north * north).squareRoot()
                let delta = lit - flat
                let colour = delta < 0 ? style.shadow : style.highlight
                let strength = min(1, abs(delta) / (delta < 0 ? flat : 1 - flat) * 1.6)
                let alpha = colour.alpha * strength
                guard alpha > 0.004 else { continue }
                func channel(_ v: Double) -> UInt32 { UInt32((min(max(v, 0), 1) * alpha * 255).rounded()) }
                out[r * width + c] = UInt32((alpha * 255).rounded()) << 24
                    | channel(colour.red) << 16 | channel(colour.green) << 8 | channel(colour.blue)
            }
        }
        return out
    }
}
