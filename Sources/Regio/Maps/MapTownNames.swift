import RegioGeo
import RegioPlaces

/// Which towns a map shows and by what name.
///
/// Names: GeoNames calls a few big towns by their English name ("Prague",
/// "Pilsen"). The rule: a town whose name is the English name of a region's
/// capital (`capital_en` of the dataset's regions, from `data/facts`) and
/// whose alternate names include that capital's Czech name (`capital_cs`) is
/// shown by the Czech name: Prague → Praha, Pilsen → Plzeň. Every other town
/// keeps its GeoNames name, which is already the Czech one.
///
/// Parts of cities (Libeň, Žižkov, Brno střed, which GeoNames lists as places
/// with a population) are left out by the quiz generator's rule,
/// ``Dataset/isCitySection(_:among:)``.
public struct MapTownNames: Sendable {
    /// English capital name → Czech capital name.
    let czechNames: [String: String]
    /// Towns large enough to have sections.
    let cities: [Place]

    public init(dataset: Dataset) {
        var names: [String: String] = [:]
        for r in dataset.regions {
            guard let en = r.capitalEN, let cs = r.capitalCS, !en.isEmpty, !cs.isEmpty, en != cs else { continue }
            names[en] = cs
        }
        czechNames = names
        cities = dataset.places.filter { $0.category == .town && ($0.population ?? 0) >= Dataset.citySectionMinimumCity }
    }

    /// The name a map shows for a place (the Czech one where the rule above finds it).
    public func name(of place: Place) -> String {
        if place.category == .town, let cs = czechNames[place.name], place.alternateNames.contains(cs) { return cs }
        return place.name
    }

    /// Whether the place is a part of a larger city rather than a town of its own.
    public func isCitySection(_ place: Place) -> Bool {
        place.category == .town && Dataset.isCitySection(place, among: cities)
    }
}
