import Foundation

/// Matches a country's Natural Earth admin-1 regions to its ISO 3166-2
/// subdivisions by name: every spelling Natural Earth has (`name`,
/// `gn_name`, `woe_name`, the English label) against the ISO name and its
/// translations, compared without case, diacritics and generic words
/// ("Wojewodztwo Dolnoslaskie" ~ "Dolnośląskie", "Kagoshima-ken" ~
/// "Kagoshima", "Hlavni mesto Praha" ~ "Praha, Hlavní město"), allowing one
/// letter in seven to differ. Pairs are taken best first, each side once.
enum SubdivisionMatcher {
    struct Candidate {
        /// The spellings of the region.
        var names: [String]
    }

    /// The lowest similarity accepted as a match.
    static let threshold = 0.85

    /// For each candidate index, the index of its subdivision.
    static func match(_ candidates: [Candidate], to subdivisions: [[String]], preferTopLevel: [Bool]) -> [Int: Int] {
        let left = candidates.map { Set($0.names.map(core).filter { !$0.isEmpty }) }
        let right = subdivisions.map { Set($0.map(core).filter { !$0.isEmpty }) }
        var pairs: [(score: Double, i: Int, j: Int)] = []
        for (i, a) in left.enumerated() {
            for (j, b) in right.enumerated() {
                var best = 0.0
                for x in a { for y in b { best = max(best, similarity(x, y)); if best == 1 { break } } }
                if best >= threshold { pairs.append((best + (preferTopLevel[j] ? 0.001 : 0), i, j)) }
            }
        }
        pairs.sort { ($0.score, -$0.i, -$0.j) > ($1.score, -$1.i, -$1.j) }
        var out: [Int: Int] = [:]
        var taken: Set<Int> = []
        for p in pairs where out[p.i] == nil && !taken.contains(p.j) {
            out[p.i] = p.j
            taken.insert(p.j)
        }
        return out
    }

    /// Words that name the kind of region rather than the region.
    static let genericWords: Set<String> = [
        "kraj", "region", "regione", "province", "provincia", "prefecture", "state", "land", "wojewodztwo",
        "voivodeship", "voivodship", "departement", "department", "de", "du", "la", "le", "l", "des", "del", "d",
        "oblast", "county", "district", "city", "municipality", "of", "the", "autonomous", "comunidad", "ken",
        "fu", "to", "do", "hlavni", "mesto", "capital", "governorate", "estado", "stato", "bundesland", "okrug",
        "respublika", "republic", "territory", "federal", "kanton", "canton", "parish", "borough", "metropolitan",
    ]

    /// Folded, with the generic words removed and the rest joined.
    static func core(_ name: String) -> String {
        let words = TextFolding.fold(transliterated(name)).split(separator: " ").map(String.init)
        let kept = words.filter { !genericWords.contains($0) }
        return (kept.isEmpty ? words : kept).joined(separator: " ")
    }

    /// Latin letters that do not decompose into a base letter and a mark.
    private static func transliterated(_ s: String) -> String {
        var out = ""
        for ch in s {
            switch ch {
            case "ł": out += "l"
            case "Ł": out += "L"
            case "ø": out += "o"
            case "Ø": out += "O"
            case "ß": out += "ss"
            case "æ": out += "ae"
            case "Æ": out += "Ae"
            case "đ": out += "d"
            case "Đ": out += "D"
            case "ı": out += "i"
            default: out.append(ch)
            }
        }
        return out
    }

    /// 1 for equal strings, falling with the edit distance relative to the longer one.
    static func similarity(_ a: String, _ b: String) -> Double {
        if a == b { return 1 }
        let x = Array(a.unicodeScalars), y = Array(b.unicodeScalars)
        let longest = max(x.count, y.count)
        guard longest > 0, abs(x.count - y.count) <= longest / 7 + 1 else { return 0 }
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...max(1, x.count) where !x.isEmpty {
            current[0] = i
            for j in 1...max(1, y.count) where !y.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return 1 - Double(previous[y.count]) / Double(longest)
    }
}
