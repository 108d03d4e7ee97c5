import Foundation

/// The rivers at one town, as the caller measured them on a map (``QuizGenerator``
/// draws no conclusions of its own): the named rivers that pass the town, the
/// named rivers near enough that a quiz must not offer them as wrong, and the
/// two distances these were measured with (for the explanation).
public struct TownRiverFact: Hashable, Sendable, Codable {
    public var townID: String
    /// Rivers within ``passingKm`` of the town's centre: right answers.
    public var passing: [LocalizedText]
    /// Rivers within ``nearbyKm`` (``passing`` among them): never wrong answers.
    public var nearby: [LocalizedText]
    public var passingKm: Double
    public var nearbyKm: Double

    public init(townID: String, passing: [LocalizedText], nearby: [LocalizedText], passingKm: Double, nearbyKm: Double) {
        self.townID = townID
        self.passing = passing
        self.nearby = nearby
        self.passingKm = passingKm
        self.nearbyKm = nearbyKm
    }
}

/// What the generator knows about rivers: each region's named rivers (the
/// pool of wrong answers) and each town's (``TownRiverFact``). Empty for a
/// dataset without a base map: no river questions then.
public struct RiverFacts: Hashable, Sendable {
    /// Each region's named rivers, sorted by English name.
    public let regionRivers: [String: [LocalizedText]]
    /// Each town's rivers, by town id (only towns with a river passing them).
    public let towns: [String: TownRiverFact]

    public static let none = RiverFacts(regionRivers: [:], towns: [])

    public init(regionRivers: [String: [LocalizedText]], towns: [TownRiverFact]) {
        self.regionRivers = regionRivers.mapValues { $0.sorted { ($0.text(for: .en), $0.text(for: .cs)) < ($1.text(for: .en), $1.text(for: .cs)) } }
        self.towns = Dictionary(towns.filter { !$0.passing.isEmpty }.map { ($0.townID, $0) }, uniquingKeysWith: { a, _ in a })
    }

    public var isEmpty: Bool { regionRivers.values.allSatisfy(\.isEmpty) || towns.isEmpty }

    /// Problems for ``QuizFacts``: towns or regions the facts do not know, blank names, distances that are not positive.
    func problems(townIDs: Set<String>, regionIDs: Set<String>) -> [String] {
        var out: [String] = []
        for id in regionRivers.keys.sorted() where !regionIDs.contains(id) { out.append("rivers are given for unknown region \(id)") }
        for (id, fact) in towns.sorted(by: { $0.key < $1.key }) {
            if !townIDs.contains(id) { out.append("rivers are given for unknown town \(id)") }
            if (fact.passing + fact.nearby).contains(where: \.isBlank) { out.append("town \(id) has a river without a name") }
            if !(fact.passingKm > 0 && fact.nearbyKm >= fact.passingKm && fact.nearbyKm.isFinite) {
                out.append("town \(id) has river distances \(fact.passingKm) and \(fact.nearbyKm) km; they must be positive, the second not smaller")
            }
        }
        return out
    }
}
