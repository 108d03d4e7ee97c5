import Foundation
import CCairo

/// A thin wrapper over `cairo_t`: paths, fills, strokes, text.
final class CairoContext {
    let cr: OpaquePointer

    init(_ surface: CairoSurface) throws {
        guard let cr = cairo_create(surface.raw) else { throw RenderError.cairo("cannot create a drawing context") }
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(cr)
            throw RenderError.cairo(String(cString: cairo_status_to_string(status)))
        }
        self.cr = cr
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_GOOD)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_set_font_options(cr, FontLibrary.fontOptions)
    }

    deinit { cairo_destroy(cr) }

    /// Throws if cairo has recorded an error on this context.
    func check() throws {
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo(String(cString: cairo_status_to_string(status))) }
    }

    func save() { cairo_save(cr) }
    func restore() { cairo_restore(cr) }
    func scale(_ s: Double) { cairo_scale(cr, s, s) }
    func translate(_ x: Double, _ y: Double) { cairo_translate(cr, x, y) }
    func rotate(degrees: Double) { cairo_rotate(cr, degrees * .pi / 180) }

    func setColor(_ c: StyleColor) { cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha) }
    func setLineWidth(_ w: Double) { cairo_set_line_width(cr, w) }
    func setDash(_ dashes: [Double]) {
        if dashes.isEmpty { cairo_set_dash(cr, nil, 0, 0) } else { dashes.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), 0) } }
    }
    func setLineCap(butt: Bool) { cairo_set_line_cap(cr, butt ? CAIRO_LINE_CAP_BUTT : CAIRO_LINE_CAP_ROUND) }

    func newPath() { cairo_new_path(cr) }
    @inline(__always) func move(_ x: Double, _ y: Double) { cairo_move_to(cr, x, y) }
    @inline(__always) func line(_ x: Double, _ y: Double) { cairo_line_to(cr, x, y) }
    func close() { cairo_close_path(cr) }
    func rectangle(_ r: PixelRect) { cairo_rectangle(cr, r.minX, r.minY, r.width, r.height) }
    func circle(_ x: Double, _ y: Double, _ r: Double) { cairo_new_sub_path(cr); cairo_arc(cr, x, y, r, 0, 2 * .pi) }

    func fill() { cairo_fill(cr) }
    func fillPreserve() { cairo_fill_preserve(cr) }
    func stroke() { cairo_stroke(cr) }
    func strokePreserve() { cairo_stroke_preserve(cr) }
    func paint() { cairo_paint(cr) }
    func clip() { cairo_clip(cr) }

    /// Whether this context draws pixels (a PNG, a tile), not a vector page (PDF, SVG).
    var drawsPixels: Bool { cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE }
    /// Draws what follows into a layer of its own, until ``popLayerToSource()``.
    func pushLayer() { cairo_push_group(cr) }
    /// Ends the layer begun by ``pushLayer()`` and makes it the source: a fill then lays it down through a path.
    func popLayerToSource() { cairo_pop_group_to_source(cr) }

    /// Fills the whole surface with a colour (replacing what is there).
    func clear(to c: StyleColor) {
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        setColor(c)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    func setFont(_ face: FontFace, size: Double) {
        cairo_set_font_face(cr, face.raw)
        cairo_set_font_size(cr, size)
    }

    /// Adds the outline of `text` with its baseline starting at (x, y) to the path.
    func textPath(_ text: String, _ x: Double, _ y: Double) {
        cairo_move_to(cr, x, y)
        cairo_text_path(cr, text)
    }

    /// Draws `text` with its baseline starting at (x, y).
    func showText(_ text: String, _ x: Double, _ y: Double) {
        cairo_move_to(cr, x, y)
        cairo_show_text(cr, text)
    }

    /// Text advance width and font ascent/descent for the current font.
    func measure(_ text: String) -> TextMetrics {
        var te = cairo_text_extents_t()
        var fe = cairo_font_extents_t()
        cairo_text_extents(cr, text, &te)
        cairo_font_extents(cr, &fe)
        return TextMetrics(width: te.x_advance, ascent: fe.ascent, descent: fe.descent, inkTop: te.y_bearing, inkHeight: te.height)
    }
}

/// The size of a piece of text.
struct TextMetrics: Hashable, Sendable {
    /// Advance width.
    var width: Double
    /// Font ascent and descent (the same for every text of a font and size).
    var ascent: Double
    var descent: Double
    /// Top of the ink relative to the baseline (negative above it) and its height.
    var inkTop: Double
    var inkHeight: Double
}
