import RegioGeo
import RegioPlaces

/// A named OSM object that is a place a tourist looks for (``OSMPlaceCategories``):
/// a node, or a way or relation placed at a point inside its area.
struct OSMPlace: Sendable, Equatable {
    /// `osm:node/123`, `osm:way/45`, `osm:relation/6`.
    var id: String
    /// The `name` tag (the local name).
    var name: String
    /// `name:xx` by language code (`de`, `en`, `cs` …).
    var names: [String: String]
    var category: PlaceCategory
    var coordinate: Coordinate
    /// Metres, from `ele` (peaks mostly).
    var elevation: Double?
    var importance: Double
}
