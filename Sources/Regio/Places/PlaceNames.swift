import RegioGeo
import RegioPlaces

/// The name a place is shown by in each language.
///
/// GeoNames calls a few big Czech towns by their English name ("Prague",
/// "Pilsen"); every other town already has its Czech name. The rule: a town
/// whose name is the English name of a region's capital (`capital_en` of the
/// dataset's regions, from `data/facts`) and whose alternate names include
/// that capital's name in a language is called by that name in the language:
/// Prague → Praha in Czech, and in Slovak or German too where the dataset
/// has no name of their own, as maps show the local name (``Region/capital(_:)``).
/// In English the source's name stays.
/// Search results, place details, favourites' labels and maps all take names
/// from here, so no English name leaks into Czech output.
///
/// ```swift
/// let names = PlaceNames(dataset: dataset)
/// names.name(of: prague, in: .cs) // "Praha"
/// names.name(of: prague, in: .en) // "Prague"
/// ```
public struct PlaceNames: Sendable {
    /// Per language other than English: English capital name → the capital's name in it.
    let capitalNames: [Language: [String: String]]

    public init(dataset: Dataset) {
        var all: [Language: [String: String]] = [:]
        for language in Language.allCases where language != .en {
            var names: [String: String] = [:]
            for r in dataset.regions {
                guard let en = r.capitalEN, let own = r.capital(language), !en.isEmpty, !own.isEmpty, en != own else { continue }
                names[en] = own
            }
            all[language] = names
        }
        capitalNames = all
    }

    /// The capital names of `language`, or of the first language of its chain Regio speaks.
    private func capitals(_ language: Language) -> [String: String]? {
        language.fallbackChain.lazy.compactMap { self.capitalNames[$0] }.first
    }

    /// The name of `place` in `language` (the source's name where the rule finds no other).
    /// A place with names by language (`name:de` attributes, as OSM places have) is called by
    /// its name in `language` where it has one.
    public func name(of place: Place, in language: Language) -> String {
        if let named = place.attributes?["name:\(language.rawValue)"], !named.isEmpty { return named }
        return name(place.name, category: place.category, alternateNames: place.alternateNames, in: language)
    }

    /// The name of a place known by its parts (a favourite's snapshot has no alternate names:
    /// the Czech name is then taken from the rule alone). In every language but
    /// English a capital the source calls by its English name gets its local
    /// (Czech) name, as maps do where they know no name in the language: Praha.
    public func name(_ name: String, category: PlaceCategory, alternateNames: [String]? = nil, in language: Language) -> String {
        guard category == .town, let cs = capitals(language)?[name] else { return name }
        if let alternateNames, !alternateNames.contains(cs) { return name }
        return cs
    }

    /// A label that is a place's name (a cluster badge's): a capital that the
    /// source calls by its English name by its name in `language`.
    public func label(_ label: String, in language: Language) -> String {
        capitals(language)?[label] ?? label
    }

    /// The other names of `place` besides the one shown in `language` (the source's name included).
    public func otherNames(of place: Place, in language: Language) -> [String] {
        let shown = name(of: place, in: language)
        return ([place.name] + place.alternateNames).filter { $0 != shown }
    }
}
