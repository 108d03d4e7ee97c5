import Foundation
import CCairo
import Synchronization

/// A cairo font face, shared between threads (cairo font faces are immutable
/// and reference counted with atomic counts).
final class FontFace: @unchecked Sendable {
    let raw: OpaquePointer
    init(family: String, bold: Bool, italic: Bool) {
        raw = cairo_toy_font_face_create(family, italic ? CAIRO_FONT_SLANT_OBLIQUE : CAIRO_FONT_SLANT_NORMAL,
                                         bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
    }
    deinit { cairo_font_face_destroy(raw) }
}

/// The faces of one family (regular, bold, italic) found through fontconfig,
/// and text measurement with them.
final class FontLibrary: @unchecked Sendable {
    let regular: FontFace
    let bold: FontFace
    let italic: FontFace
    let family: String

    /// Unhinted metrics (widths scale linearly, so measuring and drawing agree
    /// at any size) and grey anti-aliasing.
    nonisolated(unsafe) static let fontOptions: OpaquePointer = {
        let o = cairo_font_options_create()!
        cairo_font_options_set_hint_metrics(o, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(o, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(o, CAIRO_ANTIALIAS_GRAY)
        return o
    }()

    private static let lock = NSLock()
    nonisolated(unsafe) private static var cache: [String: FontLibrary] = [:]

    /// The shared library of a family.
    static func named(_ family: String) -> FontLibrary {
        lock.lock(); defer { lock.unlock() }
        if let f = cache[family] { return f }
        let f = FontLibrary(family: family)
        cache[family] = f
        return f
    }

    private init(family: String) {
        self.family = family
        regular = FontFace(family: family, bold: false, italic: false)
        bold = FontFace(family: family, bold: true, italic: false)
        italic = FontFace(family: family, bold: false, italic: true)
    }

    func face(bold isBold: Bool = false, italic isItalic: Bool = false) -> FontFace {
        isBold ? bold : (isItalic ? italic : regular)
    }

    /// Texts measured before, by face and size, shared by every thread: the
    /// tiles of a server measure a place's name again in each block of tiles
    /// near it. Emptied when it holds ``measuredLimit`` texts.
    private let measured = Mutex<[MeasuredText: TextMetrics]>([:])
    private struct MeasuredText: Hashable { var text: String; var face: ObjectIdentifier; var size: Double }
    static let measuredLimit = 100_000

    /// The metrics of `text` in `face` at `size`, measured by `measure` the first time.
    func metrics(of text: String, face: FontFace, size: Double, measure: () -> TextMetrics) -> TextMetrics {
        let key = MeasuredText(text: text, face: ObjectIdentifier(face), size: size)
        if let known = measured.withLock({ $0[key] }) { return known }
        let metrics = measure()
        measured.withLock { cache in
            if cache.count >= Self.measuredLimit { cache.removeAll(keepingCapacity: true) }
            cache[key] = metrics
        }
        return metrics
    }

    /// The characters of `text` the regular face has no glyph for (empty when it covers all).
    func missingCharacters(in text: String) -> [Character] {
        var missing: [Character] = []
        let measurer = TextMeasurer(fonts: self)
        for ch in text where !ch.isWhitespace {
            if !measurer.hasGlyphs(String(ch), face: regular) { missing.append(ch) }
        }
        return missing
    }
}

/// Measures text without a surface; caches one scaled font per face and size,
/// with its extents (ascent and descent are the font's, whatever the text).
/// Not shared between threads.
final class TextMeasurer {
    let fonts: FontLibrary
    private var scaled: [Key: (font: OpaquePointer, extents: cairo_font_extents_t)] = [:]
    private struct Key: Hashable { var face: ObjectIdentifier; var size: Double }

    init(fonts: FontLibrary) { self.fonts = fonts }

    deinit { for f in scaled.values { cairo_scaled_font_destroy(f.font) } }

    private func scaledFont(_ face: FontFace, _ size: Double) -> (font: OpaquePointer, extents: cairo_font_extents_t) {
        let key = Key(face: ObjectIdentifier(face), size: size)
        if let f = scaled[key] { return f }
        var fm = cairo_matrix_t(), ctm = cairo_matrix_t()
        cairo_matrix_init_scale(&fm, size, size)
        cairo_matrix_init_identity(&ctm)
        let f = cairo_scaled_font_create(face.raw, &fm, &ctm, FontLibrary.fontOptions)!
        var fe = cairo_font_extents_t()
        cairo_scaled_font_extents(f, &fe)
        scaled[key] = (f, fe)
        return (f, fe)
    }

    /// The metrics every text of the face and size shares (ascent, descent),
    /// with no width: the least room any text needs (``LabelCandidate/widthUnknown``).
    func lineMetrics(face: FontFace, size: Double) -> TextMetrics {
        let fe = scaledFont(face, size).extents
        return TextMetrics(width: 0, ascent: fe.ascent, descent: fe.descent, inkTop: 0, inkHeight: 0)
    }

    func measure(_ text: String, face: FontFace, size: Double) -> TextMetrics {
        fonts.metrics(of: text, face: face, size: size) {
            let (f, fe) = scaledFont(face, size)
            var te = cairo_text_extents_t()
            cairo_scaled_font_text_extents(f, text, &te)
            return TextMetrics(width: te.x_advance, ascent: fe.ascent, descent: fe.descent, inkTop: te.y_bearing, inkHeight: te.height)
        }
    }

    /// True when the face maps every character of `text` to a real glyph (not .notdef).
    func hasGlyphs(_ text: String, face: FontFace) -> Bool {
        let f = scaledFont(face, 12).font
        var glyphs: UnsafeMutablePointer<cairo_glyph_t>? = nil
        var count: Int32 = 0
        let status = cairo_scaled_font_text_to_glyphs(f, 0, 0, text, -1, &glyphs, &count, nil, nil, nil)
        defer { if let glyphs { cairo_glyph_free(glyphs) } }
        guard status == CAIRO_STATUS_SUCCESS, let glyphs else { return false }
        for i in 0..<Int(count) where glyphs[i].index == 0 { return false }
        return true
    }
}
