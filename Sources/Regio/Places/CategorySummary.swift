import Foundation
import RegioGeo
import RegioPlaces

/// One category of the places, with its name in a language and how many places have it.
public struct CategorySummary: Codable, Hashable, Sendable {
    public let id: String
    public let name: String
    public let count: Int
}

extension RegioEngine {
    /// The categories of the places (for a filter), most places first.
    public func categories(language: Language = .cs) throws -> [CategorySummary] {
        var counts: [PlaceCategory: Int] = [:]
        for place in try placeLibrary().places { counts[place.category, default: 0] += 1 }
        return counts.map { CategorySummary(id: $0.key.rawValue, name: CategoryNames.name(of: $0.key, language: language), count: $0.value) }
            .sorted { ($0.count, $1.id) > ($1.count, $0.id) }
    }
}

/// Names of the common categories in Czech and English (others: their id, spaced).
public enum CategoryNames {
    static let table: [String: (cs: String, en: String)] = [
        "town": ("Obec", "Town"), "castle": ("Hrad", "Castle"), "chateau": ("Zámek", "Chateau"),
        "ruin": ("Zřícenina", "Ruin"), "lookout-tower": ("Rozhledna", "Lookout tower"), "museum": ("Muzeum", "Museum"),
        "information-centre": ("Informační centrum", "Information centre"), "poi": ("Zajímavé místo", "Point of interest"),
    ]

    public static func name(of category: PlaceCategory, language: Language) -> String {
        if let names = table[category.rawValue] { return language == .cs ? names.cs : names.en }
        let spaced = category.rawValue.replacingOccurrences(of: "-", with: " ")
        return spaced.prefix(1).uppercased() + spaced.dropFirst()
    }
}
