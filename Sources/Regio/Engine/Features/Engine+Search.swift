import Foundation
import RegioGeo
import RegioPlaces
import RegioQuiz

/// `search`: places by name, with filters, sorted and paged.
public struct SearchRequest: Codable, Hashable, Sendable {
    /// What to look for; empty lists by importance.
    public var text: String
    /// Prefer places near here and give their distance.
    public var near: Coordinate?
    /// Category names or keywords (`castle`, `castle,chateau`, `rozhledna`).
    public var categories: [String]
    /// Region ids or names.
    public var regions: [String]
    public var box: BoundingBox?
    /// Only within this many km of ``near``.
    public var radiusKm: Double?
    /// With ``near``: nearest first, whatever the match (among the best ``PlaceQuery/maxLimit`` matches).
    public var nearestFirst: Bool
    /// Only the user's favourites.
    public var favouritesOnly: Bool
    public var limit: Int
    public var offset: Int
    public var language: Language

    public init(text: String = "", near: Coordinate? = nil, categories: [String] = [], regions: [String] = [],
                box: BoundingBox? = nil, radiusKm: Double? = nil, nearestFirst: Bool = false, favouritesOnly: Bool = false,
                limit: Int = 10, offset: Int = 0, language: Language = .cs) {
        self.text = text; self.near = near; self.categories = categories; self.regions = regions; self.box = box
        self.radiusKm = radiusKm; self.nearestFirst = nearestFirst; self.favouritesOnly = favouritesOnly
        self.limit = limit; self.offset = offset; self.language = language
    }

    /// Whether any filter besides the text is given.
    public var isFiltered: Bool { !categories.isEmpty || !regions.isEmpty || box != nil || radiusKm != nil || favouritesOnly }
}

/// One search result: the library's result with its region's name and whether it is a favourite.
/// Encodes flat: the result's members, then `regionName` and `favourite`.
public struct SearchHit: Encodable, Hashable, Sendable {
    public let result: PlaceSearchResult
    public let regionName: String?
    public let favourite: Bool

    enum Keys: String, CodingKey { case regionName, favourite }
    public func encode(to encoder: Encoder) throws {
        try result.encode(to: encoder)
        var c = encoder.container(keyedBy: Keys.self)
        try c.encodeIfPresent(regionName, forKey: .regionName)
        try c.encode(favourite, forKey: .favourite)
    }
}

/// A page of search results.
public struct SearchResult: Encodable, Hashable, Sendable {
    public let hits: [SearchHit]
    public let offset: Int
    public let limit: Int
    /// With ``SearchRequest/favouritesOnly``: the user has no favourites at all.
    public let noFavourites: Bool
    /// With ``SearchRequest/favouritesOnly``: favourites that are not in the catalogue (not listed).
    public let favouritesNotInCatalogue: Int
    /// Whether a next page may have more (this page is full).
    public var mayHaveMore: Bool { hits.count == limit }
}

/// `place <id>`.
public struct PlaceRequest: Codable, Hashable, Sendable {
    /// A place id (`geonames:3067696`) or the part after the colon when unique (`3067696`).
    public var id: String
    public var language: Language
    public init(id: String, language: Language = .cs) { self.id = id; self.language = language }
}

/// One place in detail: from the catalogue, or from the user's favourite
/// snapshot when the catalogue does not have it (or cannot be loaded).
public struct PlaceDetails: Encodable, Sendable {
    /// "catalogue", or "favourite" when shown from the saved snapshot.
    public let shownFrom: String
    public let place: Place?
    public let regionName: String?
    public let favourite: Favourite?
    /// The favourite compared with the catalogue (nil when the catalogue is not loaded).
    public let status: FavouriteStatus.State?
    public let changes: [String]?
    /// Why the catalogue could not be loaded (the place is then shown from the snapshot).
    public let catalogueError: String?
}

extension RegioEngine {
    /// The most results a search returns at once, and the deepest offset.
    public static var searchLimits: (limit: ClosedRange<Int>, offset: ClosedRange<Int>) { (1...PlaceQuery.maxLimit, 0...PlaceQuery.maxOffset) }

    /// Places by name (typos, missing diacritics, partly typed words forgiven),
    /// filtered, ordered by match (or nearest first) and paged.
    /// - Throws: ``InputError`` for a bad parameter or combination, naming it.
    public func search(_ request: SearchRequest) throws -> SearchResult {
        let p = parameter
        guard Self.searchLimits.limit.contains(request.limit) else {
            throw InputError(parameter: p("limit"), message: "\(p("limit")) must be in 1…\(PlaceQuery.maxLimit)")
        }
        guard Self.searchLimits.offset.contains(request.offset) else {
            throw InputError(parameter: p("offset"), message: "\(p("offset")) must be in 0…\(PlaceQuery.maxOffset)")
        }
        if request.radiusKm != nil && request.near == nil {
            throw InputError(parameter: p("radius"), message: "\(p("radius")) needs \(p("near")) LAT,LON (the centre)")
        }
        if request.nearestFirst && request.near == nil {
            throw InputError(parameter: p("nearest"), message: "\(p("nearest")) needs \(p("near")) LAT,LON")
        }
        if request.radiusKm != nil && request.box != nil {
            throw InputError(parameter: p("radius"), message: "give \(p("bbox")) or \(p("radius")), not both")
        }
        if let radius = request.radiusKm, !(radius.isFinite && radius >= 0) {
            throw InputError(parameter: p("radius"), message: "\(p("radius")) must be a number of km ≥ 0")
        }
        let library = try placeLibrary()
        var filter = PlaceFilter()
        if !request.categories.isEmpty {
            filter.categories = try UserInput.categories(request.categories, known: library.categories, parameter: p("category"))
        }
        if !request.regions.isEmpty {
            filter.regions = Set(try request.regions.map { try UserInput.region($0, in: library.dataset, parameter: p("region")).id })
        }
        if let box = request.box { filter.area = .box(box) }
        if let radius = request.radiusKm, let center = request.near { filter.area = .radius(center: center, metres: radius * 1000) }
        if request.favouritesOnly { filter.placeIDs = try existingStore()?.favourites.placeIDs() ?? [] }
        let query = PlaceQuery(request.text, near: request.near, filter: filter, limit: request.limit, offset: request.offset)
        let results: [PlaceSearchResult]
        if request.nearestFirst {
            var all = query
            all.limit = PlaceQuery.maxLimit
            all.offset = 0
            let sorted = try library.search(all).sorted { ($0.distance ?? .infinity, $0.place.id) < ($1.distance ?? .infinity, $1.place.id) }
            results = Array(sorted.dropFirst(query.offset).prefix(query.limit))
        } else {
            results = try library.search(query)
        }
        let favouriteIDs = request.favouritesOnly ? (filter.placeIDs ?? []) : favouriteIDsIfStored()
        let dataset = library.dataset
        let hits = results.map {
            SearchHit(result: $0, regionName: $0.place.regionID.map { dataset.region(id: $0)?.name(request.language) ?? $0 },
                      favourite: favouriteIDs.contains($0.place.id))
        }
        let missing = request.favouritesOnly ? (filter.placeIDs ?? []).filter { !library.catalogue.contains(id: $0) }.count : 0
        return SearchResult(hits: hits, offset: request.offset, limit: request.limit,
                            noFavourites: request.favouritesOnly && filter.placeIDs?.isEmpty == true, favouritesNotInCatalogue: missing)
    }

    /// The place with this id, or the only one whose id after the colon is this.
    public func resolvePlace(_ id: String, in library: PlaceLibrary) -> Place? {
        if let p = library.place(id: id) { return p }
        guard !id.contains(":") else { return nil }
        let matches = library.places.filter { $0.localID == id }
        return matches.count == 1 ? matches[0] : nil
    }

    /// One place in detail, with the user's favourite of it.
    /// - Throws: ``EngineError`` (not found, with suggestions) when neither the catalogue nor the favourites have it.
    public func place(_ request: PlaceRequest) throws -> PlaceDetails {
        var library: PlaceLibrary?
        var catalogueError: Error?
        do { library = try placeLibrary() } catch { catalogueError = error }
        let place = library.flatMap { resolvePlace(request.id, in: $0) }
        let favouriteID = place?.id ?? request.id
        // A place that the catalogue has is shown even when the store cannot be opened.
        let favourite: Favourite?
        do { favourite = try existingStore()?.favourites.favourite(placeID: favouriteID) } catch {
            if place == nil { throw error }
            noticeHandler("your favourites cannot be read: \(Self.describe(error))")
            favourite = nil
        }
        guard place != nil || favourite != nil else {
            if let catalogueError { throw catalogueError }
            var message = "no place with id '\(request.id)'"
            if let hits = try? library!.search(PlaceQuery(request.id, limit: 3)), !hits.isEmpty {
                message += "; did you mean " + hits.map { "\($0.place.name) (\($0.place.id))" }.joined(separator: ", ") + "?"
            } else {
                message += "; find ids with `search <name>`"
            }
            throw EngineError(.notFound, message)
        }
        let status = library == nil ? nil : favourite.map { FavouriteStatus(favourite: $0, current: place) }
        let regionID = place?.regionID ?? favourite?.regionID
        return PlaceDetails(shownFrom: place == nil ? "favourite" : "catalogue", place: place,
                            regionName: regionName(regionID, language: request.language),
                            favourite: favourite, status: status?.state, changes: status?.changes.map(\.description),
                            catalogueError: catalogueError.map(Self.describe))
    }
}
