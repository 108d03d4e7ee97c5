/// How many typing errors a query word may contain and still match.
///
/// None under 4 letters, one from 4 letters, two from 8 letters. An edit is
/// an insertion, a deletion, a substitution or a transposition of two
/// neighbouring letters (optimal string alignment, a restricted
/// Damerau–Levenshtein distance). Distances are counted on the folded UTF-8
/// bytes, which are letters for Latin names; the thresholds count letters.
///
/// ```swift
/// TypoTolerance.maxEdits(forLetters: 6)            // 1
/// TypoTolerance.distance("olomuc", "olomouc")      // 1
/// TypoTolerance.distance("karlstjen", "karlstejn") // 1 (transposition)
/// ```
public enum TypoTolerance {
    public static func maxEdits(forLetters letters: Int) -> Int {
        letters >= 8 ? 2 : (letters >= 4 ? 1 : 0)
    }

    /// The number of letters (Unicode scalars) in folded UTF-8 bytes.
    static func letterCount<C: Collection>(_ bytes: C) -> Int where C.Element == UInt8 {
        bytes.reduce(0) { $0 + (($1 & 0xC0) == 0x80 ? 0 : 1) }
    }

    /// The optimal-string-alignment distance of two folded strings.
    public static func distance(_ a: String, _ b: String) -> Int {
        distance(Array(a.utf8), Array(b.utf8))
    }

    /// The optimal-string-alignment distance of two byte strings
    /// (insertion, deletion, substitution and adjacent transposition cost 1).
    static func distance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let w = b.count + 1
        var prev2 = [Int](repeating: 0, count: w)
        var prev = Array(0...b.count)
        var row = [Int](repeating: 0, count: w)
        for i in 1...a.count {
            row[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var v = min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { v = min(v, prev2[j - 2] + 1) }
                row[j] = v
            }
            swap(&prev2, &prev)
            swap(&prev, &row)
        }
        return prev[b.count]
    }
}
