import RegioGeo
import RegioPlaces

/// Which towns a map shows and by what name.
///
/// Names: towns carry their Czech names (``PlaceNames``): Prague → Praha,
/// Pilsen → Plzeň.
///
/// Parts of cities (Libeň, Žižkov, Brno střed, which GeoNames lists as places
/// with a population) are left out by the quiz generator's rule,
/// ``CitySections``.
public struct MapTownNames: Sendable {
    let names: PlaceNames
    let sections: CitySections

    public init(dataset: Dataset) {
        names = PlaceNames(dataset: dataset)
        sections = dataset.citySections
    }

    /// The name a map shows for a place (the Czech one where the rule above finds it).
    public func name(of place: Place) -> String { names.name(of: place, in: .cs) }

    /// Whether the place is a part of a larger city rather than a town of its own.
    public func isCitySection(_ place: Place) -> Bool {
        sections.contains(place)
    }
}
