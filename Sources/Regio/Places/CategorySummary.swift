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
    /// The categories of the places the map shows as points (for the map's filter), most places first.
    public func categories(language: Language = .cs) throws -> [CategorySummary] {
        var counts: [PlaceCategory: Int] = [:]
        for place in try placeLibrary().places where place.category.isDrawnAsPoint { counts[place.category, default: 0] += 1 }
        return counts.map { CategorySummary(id: $0.key.rawValue, name: CategoryNames.name(of: $0.key, language: language), count: $0.value) }
            .sorted { ($0.count, $1.id) > ($1.count, $0.id) }
    }
}

/// A category's name in a language: as a word in a sentence or a table
/// ("rozhledna", "lookout tower") or as a heading or chip ("Rozhledna"). The
/// catalogue's name (``Texts/category(_:)``); a category it does not know,
/// its id spaced ("spring").
public enum CategoryNames {
    public static func word(of category: PlaceCategory, language: Language) -> String {
        TextKey.category(named: category.rawValue).map { Texts(language)($0) } ?? category.rawValue.replacingOccurrences(of: "-", with: " ")
    }

    public static func name(of category: PlaceCategory, language: Language) -> String {
        let word = word(of: category, language: language)
        return word.prefix(1).uppercased() + word.dropFirst()
    }
}
