import Foundation

/// What the generator knows about a region. Plain facts, no geometry: the
/// caller computes neighbours (e.g. from polygons) and passes them in.
public struct RegionFact: Hashable, Sendable, Codable {
    /// An ISO 3166-2 id such as `CZ-64`.
    public var id: String
    public var name: LocalizedText
    /// The seat of the regional authority, where the facts give one (no
    /// capital: no capital question, never a guess).
    public var capital: LocalizedText?
    public var areaKm2: Double
    /// The ids of the regions that share a border with it. The relation is
    /// used symmetrically: A borders B when either lists the other.
    public var neighbourIDs: [String]

    public init(id: String, name: LocalizedText, capital: LocalizedText?, areaKm2: Double, neighbourIDs: [String] = []) {
        self.id = id
        self.name = name
        self.capital = capital
        self.areaKm2 = areaKm2
        self.neighbourIDs = neighbourIDs
    }
}

/// A town: name (in each language, as the dataset shows it: Praha / Prague),
/// inhabitants and region (e.g. from GeoNames).
public struct TownFact: Hashable, Sendable, Codable {
    public var id: String
    public var name: LocalizedText
    public var population: Int
    public var regionID: String
    /// Where the town is (for map questions); nil when the facts do not say.
    public var latitude: Double?
    public var longitude: Double?

    public init(id: String, name: LocalizedText, population: Int, regionID: String,
                latitude: Double? = nil, longitude: Double? = nil) {
        self.id = id
        self.name = name
        self.population = population
        self.regionID = regionID
        self.latitude = latitude
        self.longitude = longitude
    }

    /// A town with one name in both languages.
    public init(id: String, name: String, population: Int, regionID: String) {
        self.init(id: id, name: LocalizedText(name), population: population, regionID: regionID)
    }
}

/// The facts a quiz is generated from, checked for consistency.
///
/// Lookups by region are indexed once, when the facts are made: a dataset of
/// the whole world has 4,500 regions and 150,000 towns.
public struct QuizFacts: Sendable, Hashable {
    public let regions: [RegionFact]
    public let towns: [TownFact]
    private let regionPositions: [String: Int]
    /// Each region's neighbours (either listing the other), sorted by id.
    private let neighbourIDs: [String: [String]]
    /// Each region's towns in ``towns`` (sorted by region, so they are adjacent).
    private let townRanges: [String: Range<Int>]
    /// How many towns have each name (by ``nameKey(_:)``).
    private let townNameCounts: [String: Int]
    /// The rivers of regions and towns (``RiverFacts/none`` without a base map).
    public let rivers: RiverFacts

    /// - Throws: ``QuizGenerationError/invalidFacts(_:)`` listing every
    ///   problem: duplicate ids, names shared by two regions, unknown region
    ///   ids, areas or populations that are not positive numbers, rivers of
    ///   unknown towns or regions.
    public init(regions: [RegionFact], towns: [TownFact], rivers: RiverFacts = .none) throws(QuizGenerationError) {
        var problems: [String] = []
        let ids = Set(regions.map(\.id))
        var seen: Set<String> = []
        for r in regions {
            if !seen.insert(r.id).inserted { problems.append("region \(r.id) appears twice") }
            if r.name.isBlank { problems.append("region \(r.id) has no name") }
            if let c = r.capital, c.isBlank { problems.append("region \(r.id) has a blank capital") }
            if !(r.areaKm2.isFinite && r.areaKm2 > 0) { problems.append("region \(r.id) has area \(r.areaKm2); it must be positive") }
            for n in r.neighbourIDs where !ids.contains(n) || n == r.id {
                problems.append("region \(r.id) lists neighbour \(n), which is \(n == r.id ? "itself" : "not a known region")")
            }
        }
        // Czech and English, and every language some name is given in.
        let nameLanguages = [Language.cs, .en] + Set(regions.flatMap(\.name.languages)).subtracting([.cs, .en]).sorted()
        for lang in nameLanguages {
            var names: [String: String] = [:]
            for r in regions {
                let n = r.name.text(for: lang)
                if let other = names[n] { problems.append("regions \(other) and \(r.id) have the same \(lang.rawValue) name \"\(n)\"") }
                names[n] = r.id
            }
        }
        var townIDs: Set<String> = []
        for t in towns {
            if !townIDs.insert(t.id).inserted { problems.append("town \(t.id) appears twice") }
            if !ids.contains(t.regionID) { problems.append("town \(t.id) (\(t.name)) is in unknown region \(t.regionID)") }
            if t.population < 0 { problems.append("town \(t.id) (\(t.name)) has a negative population") }
            if t.name.isBlank { problems.append("town \(t.id) has no name") }
        }
        problems += rivers.problems(townIDs: townIDs, regionIDs: ids)
        if !problems.isEmpty { throw .invalidFacts(problems) }
        self.rivers = rivers
        self.regions = regions.sorted { $0.id < $1.id }
        self.towns = towns.sorted { ($0.regionID, -$0.population, $0.id) < ($1.regionID, -$1.population, $1.id) }
        regionPositions = Dictionary(uniqueKeysWithValues: self.regions.enumerated().map { ($1.id, $0) })
        var neighbours: [String: Set<String>] = [:]
        for r in regions {
            for n in r.neighbourIDs { neighbours[r.id, default: []].insert(n); neighbours[n, default: []].insert(r.id) }
        }
        neighbourIDs = neighbours.mapValues { $0.sorted() }
        var ranges: [String: Range<Int>] = [:]
        var names: [String: Int] = [:]
        for (i, t) in self.towns.enumerated() {
            ranges[t.regionID] = (ranges[t.regionID]?.lowerBound ?? i)..<(i + 1)
            for key in Self.nameKeys(t) { names[key, default: 0] += 1 }
        }
        townRanges = ranges
        townNameCounts = names
    }

    public func region(_ id: String) -> RegionFact? { position(id).map { regions[$0] } }

    /// The position of a region in ``regions``.
    public func position(_ id: String) -> Int? { regionPositions[id] }

    /// The regions bordering `id` (either listing the other), sorted by id.
    public func neighbours(of id: String) -> [String] { neighbourIDs[id] ?? [] }

    /// The region's towns, most populous first.
    public func towns(in regionID: String) -> ArraySlice<TownFact> { townRanges[regionID].map { towns[$0] } ?? [] }

    /// Whether no other town of the facts has this town's name in either language (case and surrounding spaces ignored).
    public func hasUniqueName(_ town: TownFact) -> Bool { Self.nameKeys(town).allSatisfy { townNameCounts[$0] == 1 } }

    /// A town's names in every language, as ``nameKey(_:)`` compares them (one key when they agree).
    public static func nameKeys(_ town: TownFact) -> Set<String> {
        Set(Language.allCases.map { nameKey(town.name.text(for: $0)) })
    }

    /// A name as compared between towns and regions: trimmed, lower case.
    static func nameKey(_ s: String) -> String {
        // Most names have nothing to trim: skip Foundation's trimming for them.
        let padded = s.first?.isWhitespace == true || s.last?.isWhitespace == true
        return (padded ? s.trimmingCharacters(in: .whitespaces) : s).lowercased()
    }

    public static func == (a: QuizFacts, b: QuizFacts) -> Bool { a.regions == b.regions && a.towns == b.towns && a.rivers == b.rivers }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(regions)
        hasher.combine(towns)
        hasher.combine(rivers)
    }
}

/// Reads region facts in the shape of `facts/cz-regions.json`
/// (`{"regions": [{"iso", "name_cs", "name_en", "capital_cs", "capital_en", "area_km2"}]}`).
/// Neighbours are not in that file; pass them as `neighbours`.
public enum RegionFactsFile {
    public static func decode(_ data: Data, file: String, neighbours: [String: [String]] = [:]) throws -> [RegionFact] {
        struct Top: Decodable { var regions: [Row] }
        struct Row: Decodable {
            var iso: String
            var name_cs: String, name_en: String
            var capital_cs: String, capital_en: String
            var area_km2: Double
        }
        do {
            return try JSONDecoder().decode(Top.self, from: data).regions.map {
                RegionFact(id: $0.iso, name: LocalizedText(cs: $0.name_cs, en: $0.name_en),
                           capital: LocalizedText(cs: $0.capital_cs, en: $0.capital_en),
                           areaKm2: $0.area_km2, neighbourIDs: neighbours[$0.iso] ?? [])
            }
        } catch {
            throw QuizFormatError(file: file, decodingError: error)
        }
    }
}

/// Why a quiz could not be generated.
public enum QuizGenerationError: Error, Hashable, Sendable, CustomStringConvertible {
    case invalidFacts([String])
    case unknownRegion(String)
    /// No question kind had enough facts; the reasons per kind.
    case notEnoughFacts(region: String, reasons: [String])

    public var description: String {
        switch self {
        case .invalidFacts(let p): return "the facts are inconsistent:\n" + p.map { "  " + $0 }.joined(separator: "\n")
        case .unknownRegion(let r): return "there is no region \"\(r)\" in the facts"
        case .notEnoughFacts(let r, let reasons):
            return "not enough facts to generate a quiz for \(r): " + reasons.joined(separator: "; ")
        }
    }
}
