import RegioCore
import RegioGeo
import RegioPlaces

/// Keeps one place where OSM and GeoNames have the same town. The rule: an
/// OSM place of category town (`place` = city, town, village, hamlet) is the
/// same town as a GeoNames town when the folded name (``TextFolding``: case
/// and accents ignored) of one equals the folded name or an alternate name of
/// the other and they lie within ``radiusKm``; the GeoNames town is kept (its
/// id, population and region are what quizzes and favourites know) and the
/// OSM one is dropped. OSM places of other categories are never merged.
struct OSMTownMerge {
    static let radiusKm = 5.0

    /// The GeoNames towns by folded name.
    let towns: [String: [Coordinate]]

    init(towns: [Place]) {
        var byName: [String: [Coordinate]] = [:]
        for town in towns where town.category == .town {
            for name in Set(([town.name] + town.alternateNames).map(TextFolding.fold)) where !name.isEmpty {
                byName[name, default: []].append(town.coordinate)
            }
        }
        self.towns = byName
    }

    /// Whether `place` is a town GeoNames already has.
    func isKnownTown(_ place: OSMPlace) -> Bool {
        guard place.category == .town else { return false }
        let names = Set(([place.name] + place.names.values).map(TextFolding.fold))
        return names.contains { name in
            towns[name]?.contains { $0.distance(to: place.coordinate) <= Self.radiusKm * 1_000 } ?? false
        }
    }
}
