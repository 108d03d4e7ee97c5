import Foundation
import RegioQuiz

/// Works out which region a feed video is about, so that a quiz can follow any
/// video (the original feed's `category` is often a theme such as "Czech Regions").
///
/// In order, the first step that finds something wins:
/// 1. the manifest's mapping of categories to regions (`sync.videoCategories`),
///    or a category that is itself a region's name;
/// 2. regions named in the title, excerpt or chapters — folded (case and
///    diacritics ignored), in every language the dataset has, with Czech
///    adjective and declined forms ("jihomoravský", "Jihomoravského kraje") and
///    the colloquial names ("Jižní Morava", "na jižní Moravě", "South Moravia");
/// 3. the regions of the towns and sights the text names ("Lednice", "Telč");
///    a name shorter than five letters ("Telč", "Most") only counts when it is
///    written with a capital inside a sentence, since such names are often
///    ordinary words ("most" is a bridge).
/// Several regions in one step are all returned, in the order they are named:
/// the quiz then offers a choice.
///
/// ```swift
/// let resolver = VideoRegionResolver(dataset: dataset)
/// resolver.regions(title: "Víno z jižní Moravy", excerpt: nil, chapters: [], categories: ["Czech Regions"])
/// // VideoRegionResolver.Result(regionIDs: ["CZ-64"], source: .named)
/// ```
public struct VideoRegionResolver: Sendable {
    public enum Source: String, Sendable, Codable, Hashable {
        case manifest, named, place
    }

    public struct Result: Sendable, Hashable {
        public var regionIDs: [String]
        public var source: Source?
    }

    /// A region's name as folded words; each word is a stem matched as a word prefix
    /// (a declined or adjective form), or matched whole when `exact`.
    struct NamePattern: Sendable {
        var words: [String]
        var exact: [Bool]
        var regionID: String
    }

    let dataset: Dataset
    let patterns: [NamePattern]
    /// Folded place names (towns, sights) → the one region they lie in.
    let placeRegions: [String: String]
    /// Folded place names shorter than five letters (`placeRegions` has them too):
    /// these need a capital letter in the text.
    let shortPlaceNames: Set<String>
    /// The longest place name in words.
    let longestPlaceName: Int
    let categoryMap: [String: String]

    /// Colloquial names of the Czech regions, by ISO 3166-2 id (used when the dataset has the region).
    static let colloquialNames: [String: [String]] = [
        "CZ-10": ["Praha", "Prague"],
        "CZ-20": ["Střední Čechy", "Central Bohemia", "Středočesko"],
        "CZ-31": ["Jižní Čechy", "South Bohemia", "Jihočesko"],
        "CZ-32": ["Plzeňsko", "Západní Čechy", "West Bohemia"],
        "CZ-41": ["Karlovarsko"],
        "CZ-42": ["Ústecko"],
        "CZ-51": ["Liberecko"],
        "CZ-52": ["Královéhradecko", "Hradecko"],
        "CZ-53": ["Pardubicko"],
        "CZ-63": ["Vysočina", "Highlands"],
        "CZ-64": ["Jižní Morava", "South Moravia", "Jihomoravsko"],
        "CZ-71": ["Olomoucko"],
        "CZ-72": ["Zlínsko"],
        "CZ-80": ["Moravskoslezsko", "Moravian-Silesian", "Severní Morava", "North Moravia"],
    ]

    /// Words left out of region names: they name no particular region.
    static let genericWords: Set<String> = ["kraj", "kraje", "kraji", "krajem", "region", "hlavni", "mesto", "the", "of"]

    public init(dataset: Dataset) {
        self.dataset = dataset
        var patterns: [NamePattern] = []
        for region in dataset.regions {
            var names = Set(region.names.values)
            names.formUnion(Self.colloquialNames[region.id] ?? [])
            for name in names {
                let words = TextFolding.tokens(name).filter { !Self.genericWords.contains($0) }
                guard !words.isEmpty, words.joined().count >= 4 else { continue }
                let stems = words.map(Self.stem)
                patterns.append(NamePattern(words: stems.map(\.0), exact: stems.map(\.1), regionID: region.id))
            }
        }
        self.patterns = patterns
        var places: [String: String] = [:]
        var ambiguous: Set<String> = []
        var short: Set<String> = []
        var longest = 1
        for place in dataset.places where place.category != .poi && place.category != .informationCentre {
            guard let region = place.regionID else { continue }
            let key = TextFolding.tokens(place.name).joined(separator: " ")
            // Short names ("Most", "Luhy") are too often ordinary words: see `capitalisedWords`.
            guard key.count >= 3 else { continue }
            if key.count < 5 { short.insert(key) }
            if let other = places[key], other != region { ambiguous.insert(key) }
            places[key] = region
            longest = max(longest, key.split(separator: " ").count)
        }
        for key in ambiguous { places[key] = nil }
        placeRegions = places
        shortPlaceNames = short
        longestPlaceName = min(longest, 5)
        categoryMap = dataset.manifest.sync?.videoCategories ?? [:]
    }

    /// The stem of a folded word: Czech endings cut so that declined and
    /// adjective forms share it ("jihomoravsky" → "jihomoravsk", "morava" → "morav").
    /// Short words are matched whole.
    static func stem(_ word: String) -> (String, Bool) {
        guard word.count >= 5 else { return (word, true) }
        var w = Substring(word)
        while let last = w.last, "aeiouy".contains(last), w.count > 4 { w = w.dropLast() }
        return (String(w), false)
    }

    /// The regions of a video (see the type's description).
    public func regions(title: String, excerpt: String?, chapters: [String], categories: [String]) -> Result {
        var mapped: [String] = []
        for category in categories {
            if let id = categoryMap[category] ?? dataset.region(matching: category)?.id, !mapped.contains(id) { mapped.append(id) }
        }
        if !mapped.isEmpty { return Result(regionIDs: mapped, source: .manifest) }
        let texts = [title, excerpt ?? ""] + chapters
        let words = texts.map(TextFolding.tokens).reduce(into: [String]()) { $0 += $1 + ["\u{0}"] }
        let named = namedRegions(in: words)
        if !named.isEmpty { return Result(regionIDs: named, source: .named) }
        let placed = placeRegions(in: words, capitalised: Set(texts.flatMap(Self.capitalisedWords)))
        if !placed.isEmpty { return Result(regionIDs: placed, source: .place) }
        return Result(regionIDs: [], source: nil)
    }

    private func namedRegions(in words: [String]) -> [String] {
        var found: [(position: Int, id: String)] = []
        for pattern in patterns {
            let n = pattern.words.count
            guard words.count >= n else { continue }
            for start in 0...(words.count - n) {
                let fits = (0..<n).allSatisfy { k in
                    let word = words[start + k], stem = pattern.words[k]
                    return pattern.exact[k] ? word == stem : (word.hasPrefix(stem) && word.count <= stem.count + 4)
                }
                if fits { found.append((start, pattern.regionID)); break }
            }
        }
        return ordered(found)
    }

    /// The folded words of `text` written with a capital letter, except the first
    /// word of each sentence: the words that can be a short place name.
    static func capitalisedWords(_ text: String) -> [String] {
        var out: [String] = []
        var sentenceStart = true
        for word in text.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "." && $0 != "!" && $0 != "?" }) {
            let letters = word.filter { $0.isLetter || $0.isNumber }
            if !letters.isEmpty {
                if !sentenceStart, letters.first?.isUppercase == true { out += TextFolding.tokens(String(letters)) }
                sentenceStart = false
            }
            if let last = word.last, ".!?".contains(last) { sentenceStart = true }
        }
        return out
    }

    private func placeRegions(in words: [String], capitalised: Set<String>) -> [String] {
        var found: [(position: Int, id: String)] = []
        for start in words.indices {
            for length in stride(from: min(longestPlaceName, words.count - start), through: 1, by: -1) {
                let key = words[start..<(start + length)].joined(separator: " ")
                if let region = placeRegions[key], !shortPlaceNames.contains(key) || capitalised.contains(key) {
                    found.append((start, region))
                    break
                }
            }
        }
        return ordered(found)
    }

    private func ordered(_ found: [(position: Int, id: String)]) -> [String] {
        var out: [String] = []
        for f in found.sorted(by: { $0.position < $1.position }) where !out.contains(f.id) { out.append(f.id) }
        return out
    }
}
