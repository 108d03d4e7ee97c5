import RegioGeo

/// A search: the text as typed, an optional position to prefer nearby
/// places, filters and paging.
///
/// ```swift
/// var query = PlaceQuery("ceske bud", limit: 5)
/// query.near = Coordinate(latitude: 48.97, longitude: 14.47)
/// query.filter.categories = [.town]
/// let hits = try index.search(query)
/// ```
public struct PlaceQuery: Hashable, Sendable {
    /// The text as the user typed it; words in any order, the last one may be partly typed.
    public var text: String
    /// Prefer places near here among similar matches; results then carry their distance.
    public var near: Coordinate?
    public var filter: PlaceFilter
    /// At most this many results (1…1000).
    public var limit: Int
    /// Skip this many results first (0…10 000), for paging.
    public var offset: Int

    public init(_ text: String, near: Coordinate? = nil, filter: PlaceFilter = PlaceFilter(),
                limit: Int = 10, offset: Int = 0) {
        self.text = text; self.near = near; self.filter = filter; self.limit = limit; self.offset = offset
    }

    public static let maxLimit = 1000
    public static let maxOffset = 10_000
    /// Words after this many are ignored (bounds the work per query).
    public static let maxWords = 12
}

/// Which places a search may return. Every set filter must hold.
public struct PlaceFilter: Hashable, Sendable {
    /// Only these categories (nil: all).
    public var categories: Set<PlaceCategory>?
    /// Only places in these regions, by ISO 3166-2 id (nil: all).
    public var regions: Set<String>?
    /// Only places inside this area (nil: anywhere).
    public var area: PlaceArea?
    /// Only these place ids, for example the user's favourites (nil: all).
    public var placeIDs: Set<String>?

    public init(categories: Set<PlaceCategory>? = nil, regions: Set<String>? = nil,
                area: PlaceArea? = nil, placeIDs: Set<String>? = nil) {
        self.categories = categories; self.regions = regions; self.area = area; self.placeIDs = placeIDs
    }

    public var isEmpty: Bool { categories == nil && regions == nil && area == nil && placeIDs == nil }
}

/// An area a search is limited to.
public enum PlaceArea: Hashable, Sendable {
    case box(BoundingBox)
    /// Within `metres` (great-circle) of `center`.
    case radius(center: Coordinate, metres: Double)

    func contains(_ c: Coordinate) -> Bool {
        switch self {
        case .box(let box): return box.contains(c)
        case .radius(let center, let metres): return center.distance(to: c) <= metres
        }
    }
}

/// A query that cannot run, with what to change.
public enum PlaceSearchError: Error, Equatable, Sendable, CustomStringConvertible {
    case invalidQuery(String)

    public var description: String {
        switch self {
        case .invalidQuery(let s): return "invalid search: \(s)"
        }
    }
}

extension PlaceQuery {
    func validate() throws {
        guard (1...Self.maxLimit).contains(limit) else {
            throw PlaceSearchError.invalidQuery("limit \(limit) must be in 1…\(Self.maxLimit)")
        }
        guard (0...Self.maxOffset).contains(offset) else {
            throw PlaceSearchError.invalidQuery("offset \(offset) must be in 0…\(Self.maxOffset)")
        }
        if let near, !near.isValid {
            throw PlaceSearchError.invalidQuery("near \(near.latitude),\(near.longitude) is not a valid coordinate (latitude −90…90, longitude −180…180)")
        }
        switch filter.area {
        case .radius(let center, let metres)?:
            guard center.isValid else { throw PlaceSearchError.invalidQuery("the radius centre \(center.latitude),\(center.longitude) is not a valid coordinate") }
            guard metres.isFinite, metres >= 0 else { throw PlaceSearchError.invalidQuery("radius \(metres) m must be a finite number ≥ 0") }
        case .box(let box)?:
            guard [box.west, box.south, box.east, box.north].allSatisfy(\.isFinite), box.south <= box.north,
                  abs(box.south) <= 90, abs(box.north) <= 90, abs(box.west) <= 180, abs(box.east) <= 180 else {
                throw PlaceSearchError.invalidQuery("bounding box \(box) must be W,S,E,N in degrees with S ≤ N")
            }
        case nil: break
        }
    }
}
