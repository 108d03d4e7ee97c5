import RegioCore
import RegioGeo
import RegioPlaces

/// Keeps one place where an extract maps the same place twice: two OSM places
/// of the same category whose folded names (``TextFolding``) are equal and
/// which lie within ``radiusMetres`` of each other are one place (Naafkopf is
/// two `natural=peak` nodes 0.3 m apart in the Liechtenstein extract). The one
/// kept has the most names by language, then the higher importance, then the
/// lower id, so a build gives the same places every time.
///
/// ```swift
/// let (kept, dropped) = OSMDuplicatePlaces.oneOfEach(extract.places)
/// ```
enum OSMDuplicatePlaces {
    static let radiusMetres = 150.0

    static func oneOfEach(_ places: [OSMPlace]) -> (kept: [OSMPlace], dropped: Int) {
        let ordered = places.sorted { a, b in
            (a.names.count, a.importance, b.id) > (b.names.count, b.importance, a.id)
        }
        var keptByKey: [String: [Coordinate]] = [:]
        var kept: [OSMPlace] = []
        for place in ordered {
            let key = place.category.rawValue + "\u{1F}" + TextFolding.fold(place.name)
            if keptByKey[key]?.contains(where: { $0.distance(to: place.coordinate) <= radiusMetres }) == true { continue }
            keptByKey[key, default: []].append(place.coordinate)
            kept.append(place)
        }
        return (kept.sorted { $0.id < $1.id }, places.count - kept.count)
    }
}
