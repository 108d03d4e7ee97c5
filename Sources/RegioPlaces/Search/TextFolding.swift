/// Folds names and queries into comparable search tokens.
///
/// Folding lowercases, removes diacritics (canonical decomposition with the
/// combining marks dropped: ř→r, ů→u, ě→e; and ł→l, ø→o, ß→ss, æ→ae),
/// removes apostrophes inside words, and splits on everything that is neither
/// a letter nor a digit (spaces, hyphens, dots, commas, brackets …).
///
/// ```swift
/// TextFolding.fold("České  Budějovice")     // "ceske budejovice"
/// TextFolding.tokens("Brno-Královo Pole")   // ["brno", "kralovo", "pole"]
/// TextFolding.fold("Łódź, Straße")          // "lodz strasse"
/// ```
public enum TextFolding {
    /// Tokens longer than this many UTF-8 bytes are cut (bounds the work per token).
    public static let maxTokenBytes = 48

    /// The folded tokens joined by single spaces.
    public static func fold(_ text: String) -> String {
        tokens(text).joined(separator: " ")
    }

    /// The folded tokens, in order.
    public static func tokens(_ text: String) -> [String] {
        var bytes: [UInt8] = []
        var ends: [Int] = []
        appendTokens(of: text, to: &bytes, ends: &ends)
        var result: [String] = []
        result.reserveCapacity(ends.count)
        var start = 0
        for end in ends {
            result.append(String(decoding: bytes[start..<end], as: UTF8.self))
            start = end
        }
        return result
    }

    /// True for scalars that separate words (spaces, punctuation, symbols).
    public static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x80 {
            let b = UInt8(v)
            return !((b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x27 || b == 0x60)
        }
        let entry = v < FoldingTable.tableEnd ? FoldingTable.shared.entries[Int(v)] : FoldingTable.entryBeyondTable(scalar)
        return entry == FoldingTable.separator
    }

    /// Appends the folded tokens of `text` to `bytes`; appends each token's end
    /// offset in `bytes` to `ends`. Tokens are never empty.
    static func appendTokens(of text: String, to bytes: inout [UInt8], ends: inout [Int]) {
        let table = FoldingTable.shared.entries
        var tokenStart = bytes.count
        @inline(__always) func finishToken() {
            if bytes.count > tokenStart { ends.append(bytes.count) }
            tokenStart = bytes.count
        }
        for scalar in text.unicodeScalars {
            let v = scalar.value
            if v < 0x80 {
                let b = UInt8(truncatingIfNeeded: v)
                switch b {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    if bytes.count - tokenStart < maxTokenBytes { bytes.append(b) }
                case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                    if bytes.count - tokenStart < maxTokenBytes { bytes.append(b + 32) }
                case UInt8(ascii: "'"), UInt8(ascii: "`"):
                    continue
                default:
                    finishToken()
                }
                continue
            }
            let entry = v < FoldingTable.tableEnd ? table[Int(v)] : FoldingTable.entryBeyondTable(scalar)
            if entry == FoldingTable.separator {
                finishToken()
            } else if entry == FoldingTable.dropMarker {
                continue
            } else {
                let length = Int(entry & 0xFF)
                guard bytes.count - tokenStart + length <= maxTokenBytes else { continue }
                var packed = entry >> 8
                for _ in 0..<length {
                    bytes.append(UInt8(truncatingIfNeeded: packed))
                    packed >>= 8
                }
            }
        }
        finishToken()
    }
}
