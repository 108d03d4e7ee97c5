import RegioCore

/// Words that stand for a category in a query, in Czech, English and German
/// ("hrad karlstejn", "lednice castle", "rozhledna"): a query word that is one
/// of them (or, for the last word, the start of one, from 3 letters) matches
/// every place of those categories as if it were part of the name.
public enum CategoryKeywords {
    /// Folded keyword → categories.
    public static let table: [String: [PlaceCategory]] = {
        var t: [String: [PlaceCategory]] = [:]
        func add(_ words: [String], _ categories: [PlaceCategory]) {
            for w in words { t[TextFolding.fold(w), default: []].append(contentsOf: categories) }
        }
        add(["hrad", "hrady"], [.castle, .ruin])
        add(["castle", "castles", "burg"], [.castle, .chateau])
        add(["hradozámek"], [.castle])
        // "zámek" also for castle-chateaux such as Český Krumlov (category castle).
        add(["zámek", "zámeček", "zámky", "schloss"], [.chateau, .castle])
        add(["chateau", "château", "palace"], [.chateau])
        add(["zřícenina", "zříceniny", "ruin", "ruins", "ruine"], [.ruin])
        add(["rozhledna", "rozhledny", "lookout", "tower", "věž", "aussichtsturm"], [.lookoutTower])
        add(["město", "městys", "obec", "town", "city", "village", "stadt"], [.town])
        add(["muzeum", "museum"], [.museum])
        add(["infocentrum", "information", "info"], [.informationCentre])
        add(["vrchol", "hora", "peak", "summit", "mountain", "gipfel"], [.peak])
        add(["vyhlídka", "viewpoint", "aussicht"], [.viewpoint])
        add(["kostel", "church", "kirche", "kapelle", "chapel"], [.church])
        add(["pomník", "památník", "monument", "memorial", "denkmal"], [.monument])
        add(["jeskyně", "cave", "höhle"], [.cave])
        add(["vodopád", "waterfall", "wasserfall"], [.waterfall])
        add(["chata", "hut", "hütte"], [.hut])
        return t.mapValues { Array(Set($0)).sorted() }
    }()

    /// The keywords sorted, for prefix look-ups.
    static let sortedKeywords: [(word: [UInt8], categories: [PlaceCategory])] =
        table.map { (Array($0.key.utf8), $0.value) }.sorted { $0.word.lexicographicallyPrecedes($1.word) }

    /// The categories a folded query word stands for, and whether it was typed completely.
    static func categories(for word: [UInt8], asPrefix: Bool) -> (categories: Set<PlaceCategory>, whole: Bool) {
        var result = Set<PlaceCategory>()
        var whole = false
        for entry in sortedKeywords {
            if entry.word == word {
                result.formUnion(entry.categories); whole = true
            } else if asPrefix, word.count >= 3, entry.word.starts(with: word) {
                result.formUnion(entry.categories)
            }
        }
        return (result, whole)
    }
}
