import RegioGeo

/// One place to cluster: where it is, what it is and how important it is.
///
/// ```swift
/// let input = ClusterInput(id: "geonames:3067696", name: "Praha",
///                          coordinate: Coordinate(latitude: 50.088, longitude: 14.421),
///                          category: .town, importance: 1_165_581)
/// ```
public struct ClusterInput: Hashable, Codable, Sendable {
    /// The place's id (``Place/id``); returned for single places and in leaves.
    public var id: String
    /// The name shown as a cluster's label when this is its most important place.
    public var name: String
    public var coordinate: Coordinate
    public var category: PlaceCategory
    /// Larger is more important; decides a cluster's label (ties: the earlier input).
    public var importance: Double

    public init(id: String, name: String, coordinate: Coordinate,
                category: PlaceCategory = .poi, importance: Double = 0) {
        self.id = id; self.name = name; self.coordinate = coordinate
        self.category = category; self.importance = importance
    }

    /// The input for a catalogue place.
    public init(_ place: Place) {
        self.init(id: place.id, name: place.name, coordinate: place.coordinate,
                  category: place.category, importance: place.importance)
    }
}
