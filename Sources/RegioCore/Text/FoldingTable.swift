import Foundation

/// What one Unicode scalar becomes when a name is folded for search.
///
/// Built once from Unicode data (canonical decomposition, lowercase mapping,
/// general category) for the scalars below U+3000 — Latin, Greek, Cyrillic,
/// Armenian, Hebrew, Arabic, Indic, Georgian and more — with a few explicit
/// letters that have no decomposition (ł, ø, ß, æ, œ, đ, ð, þ, ħ, ı, ĳ).
/// Scalars above that range are lowercased when they are letters or digits.
struct FoldingTable: Sendable {
    /// Per scalar: 0 = separator, `dropMarker` = dropped (marks, apostrophes),
    /// otherwise the low byte is the UTF-8 length (1…7) of the folded form and
    /// the next bytes hold it.
    let entries: [UInt64]

    static let separator: UInt64 = 0
    static let dropMarker: UInt64 = 0xFF
    static let tableEnd: UInt32 = 0x3000

    static let shared = FoldingTable()

    /// Letters that canonical decomposition leaves alone but a reader folds anyway.
    static let specialLetters: [Unicode.Scalar: String] = [
        "ł": "l", "Ł": "l", "ø": "o", "Ø": "o", "ß": "ss", "ẞ": "ss", "æ": "ae", "Æ": "ae",
        "œ": "oe", "Œ": "oe", "đ": "d", "Đ": "d", "ð": "d", "Ð": "d", "þ": "th", "Þ": "th",
        "ħ": "h", "Ħ": "h", "ı": "i", "ŀ": "l", "Ŀ": "l", "ŧ": "t", "Ŧ": "t", "ĸ": "k",
        "ſ": "s", "ƒ": "f", "ɨ": "i", "ƚ": "l", "ȼ": "c", "ɇ": "e", "ĳ": "ij", "Ĳ": "ij",
    ]

    /// Apostrophes and similar marks inside words are removed, not split on:
    /// "Pil'zen'" folds to "pilzen", "Pʻrak" to "prak".
    static let joiners: Set<UInt32> = [0x27, 0x60, 0xB4, 0x2B9, 0x2BB, 0x2BC, 0x2BE, 0x2BF, 0x2018, 0x2019, 0x2032]

    private init() {
        var entries = [UInt64](repeating: Self.separator, count: Int(Self.tableEnd))
        for value in 0..<Self.tableEnd {
            guard let scalar = Unicode.Scalar(value) else { continue }
            entries[Int(value)] = Self.computeEntry(scalar)
        }
        self.entries = entries
    }

    static func computeEntry(_ scalar: Unicode.Scalar) -> UInt64 {
        if joiners.contains(scalar.value) { return dropMarker }
        if let special = specialLetters[scalar] { return pack(special) }
        let props = scalar.properties
        switch props.generalCategory {
        case .nonspacingMark, .enclosingMark: return dropMarker
        default: break
        }
        guard props.isAlphabetic || props.numericType != nil || props.generalCategory == .spacingMark else {
            return separator
        }
        var folded = ""
        for s in String(scalar).decomposedStringWithCanonicalMapping.lowercased().unicodeScalars {
            switch s.properties.generalCategory {
            case .nonspacingMark, .enclosingMark: continue
            default: break
            }
            if let special = specialLetters[s] { folded += special } else { folded.unicodeScalars.append(s) }
        }
        if folded.isEmpty { return dropMarker }
        let packed = pack(folded)
        return packed == separator ? pack(String(scalar).lowercased()) : packed
    }

    /// Packs up to 7 UTF-8 bytes; returns `separator` when the text is longer.
    static func pack(_ text: String) -> UInt64 {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty, bytes.count <= 7 else { return separator }
        var v = UInt64(bytes.count)
        for (i, b) in bytes.enumerated() { v |= UInt64(b) << (8 * UInt64(i + 1)) }
        return v
    }

    /// The entry for scalars outside the table (CJK, Hangul, symbols …).
    static func entryBeyondTable(_ scalar: Unicode.Scalar) -> UInt64 {
        let props = scalar.properties
        switch props.generalCategory {
        case .nonspacingMark, .enclosingMark: return dropMarker
        default: break
        }
        guard props.isAlphabetic || props.numericType != nil else { return separator }
        let lower = props.lowercaseMapping
        let packed = pack(lower)
        return packed == separator ? pack(String(scalar)) : packed
    }
}
