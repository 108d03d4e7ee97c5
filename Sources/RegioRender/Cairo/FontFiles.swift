import CCairo
import Foundation

/// The font files fontconfig picks for a family's faces, asked as cairo asks
/// for them (``FontFace``): what a drawn label depends on besides its text, so
/// that tiles kept across restarts are not taken once another font is
/// installed or removed (``TileService`` in Regio names its kept folder by them).
///
/// ```swift
/// FontFiles.matching(family: "DejaVu Sans")
/// // ["/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "…/DejaVuSans-Bold.ttf", "…/DejaVuSans-Oblique.ttf"]
/// ```
public enum FontFiles {
    /// The files of the regular, bold and italic faces (a face fontconfig finds no file for is left out).
    public static func matching(family: String) -> [String] {
        [(false, false), (true, false), (false, true)].compactMap { file(family: family, bold: $0.0, italic: $0.1) }
    }

    private static func file(family: String, bold: Bool, italic: Bool) -> String? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        _ = family.withCString { name in name.withMemoryRebound(to: FcChar8.self, capacity: family.utf8.count + 1) { FcPatternAddString(pattern, FC_FAMILY, $0) } }
        _ = FcPatternAddInteger(pattern, FC_WEIGHT, bold ? FC_WEIGHT_BOLD : FC_WEIGHT_MEDIUM)
        _ = FcPatternAddInteger(pattern, FC_SLANT, italic ? FC_SLANT_OBLIQUE : FC_SLANT_ROMAN)
        _ = FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        var path: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(match, FC_FILE, 0, &path) == FcResultMatch, let path else { return nil }
        return path.withMemoryRebound(to: CChar.self, capacity: 1) { String(cString: $0) }
    }
}
