/// Which places a cluster listing covers, as a user chose them: some categories,
/// favourites only, or everything. Ids from one selection name nothing (or other
/// clusters) under another.
public struct ClusterSelection: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The categories kept, sorted; empty keeps every category.
    public var categories: [PlaceCategory]
    /// True when only favourites are kept.
    public var favouritesOnly: Bool
    /// The number of favourites the filter held (nil unless ``favouritesOnly``).
    public var favourites: Int?

    public init(_ filter: ClusterFilter) {
        categories = filter.categories.sorted()
        favouritesOnly = filter.favourites != nil
        favourites = filter.favourites?.count
    }

    /// True when every place is kept.
    public var isEverything: Bool { categories.isEmpty && !favouritesOnly }

    /// `all places`, `category castle`, `categories castle, museum`, `favourites`,
    /// `favourites in category castle`.
    public var description: String { text.description }

    /// How the selection reads, in any language.
    public var text: Message {
        let kinds = Message(.selectionCategories, ["n": categories.count, "list": Message.joined(categories.map { Message.category($0.rawValue) }, separator: ", ")])
        switch (favouritesOnly, categories.isEmpty) {
        case (false, true): return Message(.selectionAll)
        case (false, false): return kinds
        case (true, true): return Message(.selectionFavourites)
        case (true, false): return Message(.selectionFavouritesIn, ["kinds": kinds])
        }
    }
}
