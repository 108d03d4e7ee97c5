/// Which places a filtered index keeps: some categories, favourites only, some
/// places by id (those a map's tiles do not draw at a zoom), or all of these at once.
///
/// ```swift
/// let castles = index.filtered(ClusterFilter(categories: [.castle, .chateau]))
/// let mine = index.filtered(ClusterFilter(favourites: favouriteIDs))
/// ```
public struct ClusterFilter: Hashable, Sendable, CustomStringConvertible {
    /// The categories to keep; empty keeps every category.
    public var categories: Set<PlaceCategory>
    /// When set, only places with these ids (the user's favourites) are kept.
    public var favourites: Set<String>?
    /// When set, only places with these ids are kept too (a web map's badges:
    /// the places its tiles do not draw at the zoom, and the favourites).
    public var places: Set<String>?

    public init(categories: Set<PlaceCategory> = [], favourites: Set<String>? = nil, places: Set<String>? = nil) {
        self.categories = categories; self.favourites = favourites; self.places = places
    }

    /// True when the filter keeps every place.
    public var keepsEverything: Bool { categories.isEmpty && favourites == nil && places == nil }

    public func keeps(id: String, category: PlaceCategory) -> Bool {
        (categories.isEmpty || categories.contains(category)) && (favourites?.contains(id) ?? true) && (places?.contains(id) ?? true)
    }

    public var description: String {
        var parts: [String] = []
        if !categories.isEmpty { parts.append("categories " + categories.map(\.rawValue).sorted().joined(separator: ",")) }
        if let favourites { parts.append("favourites only (\(favourites.count))") }
        if let places { parts.append("\(places.count) places by id") }
        return parts.isEmpty ? "all places" : parts.joined(separator: ", ")
    }
}
