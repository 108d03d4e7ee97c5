/// The one text folding of Regio: names and what users type become comparable
/// words, for search, region names, categories, quiz answers and slugs.
///
/// Folding lowercases, removes diacritics (canonical decomposition with the
/// combining marks dropped: ř→r, ů→u, ě→e, ö→o), folds the Latin letters that
/// have no decomposition the way their readers do (ł→l, ß→ss, æ→ae, ø→o,
/// ı→i, œ→oe, đ→d, þ→th …), removes apostrophes inside words, and splits on
/// everything that is neither a letter nor a digit (spaces, hyphens, dots,
/// commas, brackets …). Other scripts (Cyrillic, Greek, CJK …) are lowercased
/// and kept.
///
/// ```swift
/// TextFolding.fold("České  Budějovice")     // "ceske budejovice"
/// TextFolding.tokens("Brno-Královo Pole")   // ["brno", "kralovo", "pole"]
/// TextFolding.fold("Łódź, Straße, Malmö")   // "lodz strasse malmo"
/// TextFolding.slug("Žďár nad Sázavou")      // "zdar-nad-sazavou"
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

    /// The folded words in ASCII joined by `-`, for ids and file names: what is
    /// not ASCII after folding (other scripts) separates words too; at most
    /// `maxLength` characters, never ending in `-`. Empty when nothing is left.
    public static func slug(_ text: String, maxLength: Int = .max) -> String {
        var out = ""
        for token in tokens(text) {
            for part in token.unicodeScalars.split(whereSeparator: { !$0.isASCII }) {
                if !out.isEmpty { out += "-" }
                out.unicodeScalars.append(contentsOf: part)
            }
        }
        guard out.count > maxLength else { return out }
        var cut = String(out.prefix(max(0, maxLength)))
        while cut.hasSuffix("-") { cut.removeLast() }
        return cut
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
    package static func appendTokens(of text: String, to bytes: inout [UInt8], ends: inout [Int]) {
        var text = text
        text.withUTF8 { utf8 in
            FoldingTable.shared.entries.withUnsafeBufferPointer { table in
                appendTokens(utf8: utf8, table: table, to: &bytes, ends: &ends)
            }
        }
    }

    /// The work of ``appendTokens(of:to:ends:)`` on the UTF-8 bytes of a
    /// string (valid UTF-8, as every Swift string is).
    private static func appendTokens(utf8: UnsafeBufferPointer<UInt8>, table: UnsafeBufferPointer<UInt64>,
                                     to bytes: inout [UInt8], ends: inout [Int]) {
        var tokenStart = bytes.count
        @inline(__always) func finishToken() {
            if bytes.count > tokenStart { ends.append(bytes.count) }
            tokenStart = bytes.count
        }
        let n = utf8.count
        var i = 0
        while i < n {
            let b0 = utf8[i]
            if b0 < 0x80 {
                i += 1
                switch b0 {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    if bytes.count - tokenStart < maxTokenBytes { bytes.append(b0) }
                case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                    if bytes.count - tokenStart < maxTokenBytes { bytes.append(b0 + 32) }
                case UInt8(ascii: "'"), UInt8(ascii: "`"):
                    continue
                default:
                    finishToken()
                }
                continue
            }
            // Decode one multi-byte scalar.
            var v: UInt32
            let length: Int
            if b0 & 0xE0 == 0xC0 { v = UInt32(b0 & 0x1F); length = 2 }
            else if b0 & 0xF0 == 0xE0 { v = UInt32(b0 & 0x0F); length = 3 }
            else { v = UInt32(b0 & 0x07); length = 4 }
            guard i + length <= n else { break }
            for k in 1..<length { v = v << 6 | UInt32(utf8[i + k] & 0x3F) }
            i += length
            let entry: UInt64
            if v < FoldingTable.tableEnd {
                entry = table[Int(v)]
            } else if let scalar = Unicode.Scalar(v) {
                entry = FoldingTable.entryBeyondTable(scalar)
            } else {
                entry = FoldingTable.separator
            }
            if entry == FoldingTable.separator {
                finishToken()
            } else if entry == FoldingTable.dropMarker {
                continue
            } else {
                let count = Int(entry & 0xFF)
                guard bytes.count - tokenStart + count <= maxTokenBytes else { continue }
                var packed = entry >> 8
                for _ in 0..<count {
                    bytes.append(UInt8(truncatingIfNeeded: packed))
                    packed >>= 8
                }
            }
        }
        finishToken()
    }
}
