/// Which scripts the map font draws. Regio's maps use DejaVu Sans (Debian's
/// fonts-dejavu-core): Latin, Greek, Cyrillic, Armenian, Georgian, Hebrew and
/// Arabic. It lacks the Chinese, Japanese and Korean scripts, the Indic
/// scripts (Devanagari, Bengali, Tamil, …), Thai, Lao, Khmer, Myanmar,
/// Sinhala, Tibetan and Ethiopic: a label in those would be empty boxes.
public enum FontCoverage {
    /// Whether DejaVu Sans has a glyph for every character of `text`.
    ///
    /// ```swift
    /// FontCoverage.dejaVuSansDraws("Tirol")    // true
    /// FontCoverage.dejaVuSansDraws("Вена")     // true
    /// FontCoverage.dejaVuSansDraws("北海道")    // false
    /// ```
    public static func dejaVuSansDraws(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { s in covered.contains { $0.contains(s.value) } }
    }

    /// Unicode blocks DejaVu Sans covers (whole or for the letters in use).
    static let covered: [ClosedRange<UInt32>] = [
        0x0000...0x06FF,   // Latin, IPA, Greek, Cyrillic, Armenian, Hebrew, Arabic
        0x10A0...0x10FF,   // Georgian
        0x1D00...0x1FFF,   // phonetic extensions, Latin Extended Additional, Greek Extended
        0x2000...0x2BFF,   // punctuation, symbols, arrows
        0x2C60...0x2C7F,   // Latin Extended-C
        0x2DE0...0x2DFF, 0xA640...0xA69F,   // Cyrillic Extended
        0xA720...0xA7FF,   // Latin Extended-D
        0xFB00...0xFB4F,   // ligatures, Hebrew presentation forms
        0xFE70...0xFEFF,   // Arabic presentation forms
    ]
}
