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
    /// Prefer places near this place (an id or a name, as `fav add` takes it) and
    /// give their distance; instead of ``near``.
    public var nearPlace: String?
    /// Category names or keywords (`castle`, `castle,chateau`, `rozhledna`).
    public var categories: [String]
    /// Region ids or names.
    public var regions: [String]
    public var box: BoundingBox?
    /// Only within this many km of ``near``.
    public var radiusKm: Double?
    /// With ``near``: nearest first, whatever the match (among the best ``PlaceQuery/maxLimit`` matches);
    /// without text, the nearest places of all (a reverse geocoder).
    public var nearestFirst: Bool
    /// Only the user's favourites.
    public var favouritesOnly: Bool
    public var limit: Int
    public var offset: Int
    public var language: Language

    public init(text: String = "", near: Coordinate? = nil, nearPlace: String? = nil, categories: [String] = [], regions: [String] = [],
                box: BoundingBox? = nil, radiusKm: Double? = nil, nearestFirst: Bool = false, favouritesOnly: Bool = false,
                limit: Int = 10, offset: Int = 0, language: Language = .cs) {
        self.text = text; self.near = near; self.nearPlace = nearPlace; self.categories = categories; self.regions = regions; self.box = box
        self.radiusKm = radiusKm; self.nearestFirst = nearestFirst; self.favouritesOnly = favouritesOnly
        self.limit = limit; self.offset = offset; self.language = language
    }

    /// Whether a centre is given (a position or a place).
    public var hasCentre: Bool { near != nil || nearPlace != nil }

    /// Whether any filter besides the text is given.
    public var isFiltered: Bool { !categories.isEmpty || !regions.isEmpty || box != nil || radiusKm != nil || favouritesOnly }
}

/// One search result: the library's result with the place's name in the
/// request's language, its region's name and whether it is a favourite.
/// Encodes flat: the result's members, then `name`, `otherMatchedName`, `regionName`, `favourite`, `categoryName` and `facts`.
public struct SearchHit: Encodable, Hashable, Sendable {
    public let result: PlaceSearchResult
    /// The place's name in the request's language (``PlaceNames``): "Praha" in Czech, "Prague" in English.
    public let name: String
    /// The name that matched when it is another name than ``name`` ("Praha" for Prague in English),
    /// not for a typo; nil otherwise.
    public let otherMatchedName: String?
    public let regionName: String?
    public let favourite: Bool
    /// The place's category in the request's language ("rozhledna", "lookout tower"; ``CategoryNames``).
    public let categoryName: String
    /// Its facts in words in the request's language (``PlaceFacts``): "2,571 m above sea level".
    public let facts: [String]

    enum Keys: String, CodingKey { case name, otherMatchedName, regionName, favourite, categoryName, facts }
    public func encode(to encoder: Encoder) throws {
        try result.encode(to: encoder)
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(name, forKey: .name)
        try c.encodeIfPresent(otherMatchedName, forKey: .otherMatchedName)
        try c.encodeIfPresent(regionName, forKey: .regionName)
        try c.encode(favourite, forKey: .favourite)
        try c.encode(categoryName, forKey: .categoryName)
        try c.encode(facts, forKey: .facts)
    }
}

/// The place a search is around (`search --near Karlštejn`).
public struct SearchCentre: Encodable, Hashable, Sendable {
    public let placeID: String
    /// Its name in the request's language.
    public let name: String
    public let coordinate: Coordinate
}

/// A page of search results.
public struct SearchResult: Encodable, Hashable, Sendable {
    public let hits: [SearchHit]
    public let offset: Int
    public let limit: Int
    /// With ``SearchRequest/favouritesOnly``: the user has no favourites at all.
    public let noFavourites: Bool
    /// With ``SearchRequest/favouritesOnly``: favourites that are not in the catalogue
    /// now (searched and listed from their saved snapshots).
    public let favouritesNotInCatalogue: Int
    /// The place the search is around, when ``SearchRequest/nearPlace`` named one.
    public let centre: SearchCentre?
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
    /// The place's name in the request's language (``PlaceNames``).
    public let name: String
    /// Its other names: the alternate names and the source's own name when another one is shown.
    public let otherNames: [String]
    /// Its facts in words in the request's language (``PlaceFacts``): "founded 1348".
    public let facts: [String]
    /// Its category in the request's language ("hrad", "castle"; ``CategoryNames``).
    public let categoryName: String
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
            throw InputError(parameter: p("limit"), Message(.inputRange, ["parameter": p("limit"), "min": 1, "max": PlaceQuery.maxLimit]))
        }
        guard Self.searchLimits.offset.contains(request.offset) else {
            throw InputError(parameter: p("offset"), Message(.inputRange, ["parameter": p("offset"), "min": 0, "max": PlaceQuery.maxOffset]))
        }
        if request.radiusKm != nil && !request.hasCentre {
            throw InputError(parameter: p("radius"), Message(.searchRadiusNeedsNear, ["parameter": p("radius"), "near": p("near")]))
        }
        if request.nearestFirst && !request.hasCentre {
            throw InputError(parameter: p("nearest"), Message(.searchNearestNeedsNear, ["parameter": p("nearest"), "near": p("near")]))
        }
        if request.radiusKm != nil && request.box != nil {
            throw InputError(parameter: p("radius"), Message(.inputEitherOr, ["a": p("bbox"), "b": p("radius")]))
        }
        if let radius = request.radiusKm, !(radius.isFinite && radius >= 0) {
            throw InputError(parameter: p("radius"), Message(.searchRadiusKm, ["parameter": p("radius")]))
        }
        if request.near != nil && request.nearPlace != nil {
            throw InputError(parameter: p("near"), Message(.inputEitherOr, ["a": p("near") + " LAT,LON", "b": p("near") + " PLACE"]))
        }
        let library = try placeLibrary()
        let names = library.dataset.placeNames
        var centre: SearchCentre?
        if let text = request.nearPlace {
            let place = try findPlace(text, in: library, parameter: p("near"))
            centre = SearchCentre(placeID: place.id, name: names.name(of: place, in: request.language), coordinate: place.coordinate)
        }
        let near = request.near ?? centre?.coordinate
        var filter = PlaceFilter()
        if !request.categories.isEmpty {
            filter.categories = try UserInput.categories(request.categories, known: library.categories, parameter: p("category"))
        }
        if !request.regions.isEmpty {
            filter.regions = Set(try request.regions.map { try UserInput.region($0, in: library.dataset, parameter: p("region")).id })
        }
        if let box = request.box { filter.area = .box(box) }
        if let radius = request.radiusKm, let center = near { filter.area = .radius(center: center, metres: radius * 1000) }
        // Favourites only: the favourites as the catalogue has them, and those it
        // does not have now (their catalogue not loaded, or removed) from their snapshots.
        var index = library.searchIndex
        var notInCatalogue = 0
        if request.favouritesOnly {
            let favourites = try existingStore()?.favourites.list() ?? []
            filter.placeIDs = Set(favourites.map(\.placeID))
            notInCatalogue = favourites.filter { !library.catalogue.contains(id: $0.placeID) }.count
            if notInCatalogue > 0 {
                index = PlaceSearchIndex(places: favourites.map { f in
                    library.place(id: f.placeID) ?? Place(id: f.placeID, name: f.name, category: f.category,
                                                          coordinate: f.coordinate, regionID: f.regionID)
                })
            }
        }
        let query = PlaceQuery(request.text, near: near, filter: filter, limit: request.limit, offset: request.offset)
        let results: [PlaceSearchResult]
        if request.nearestFirst && query.text.allSatisfy(\.isWhitespace) {
            results = try index.nearest(query)
        } else if request.nearestFirst {
            var all = query
            all.limit = PlaceQuery.maxLimit
            all.offset = 0
            let sorted = try index.search(all).sorted { ($0.distance ?? .infinity, $0.place.id) < ($1.distance ?? .infinity, $1.place.id) }
            results = Array(sorted.dropFirst(query.offset).prefix(query.limit))
        } else {
            results = try index.search(query)
        }
        let favouriteIDs = request.favouritesOnly ? (filter.placeIDs ?? []) : favouriteIDsIfStored()
        let dataset = library.dataset
        let hits = results.map { result in
            let name = names.name(of: result.place, in: request.language)
            let other = !query.text.allSatisfy(\.isWhitespace) && result.matchKind != .typo && TextFolding.fold(result.matchedName) != TextFolding.fold(name) ? result.matchedName : nil
            return SearchHit(result: result, name: name, otherMatchedName: other,
                             regionName: result.place.regionID.map { dataset.regionName($0, in: request.language) },
                             favourite: favouriteIDs.contains(result.place.id),
                             categoryName: CategoryNames.word(of: result.place.category, language: request.language),
                             facts: PlaceFacts.sentences(of: result.place, in: request.language))
        }
        return SearchResult(hits: hits, offset: request.offset, limit: request.limit,
                            noFavourites: request.favouritesOnly && filter.placeIDs?.isEmpty == true, favouritesNotInCatalogue: notInCatalogue,
                            centre: centre)
    }

    /// A place named by its id (as ``resolvePlace(_:in:)`` takes it) or by a name
    /// as a search would find it (the best match: "karlstejn" is Karlštejn).
    /// - Throws: ``InputError`` naming `parameter` when nothing matches.
    public func findPlace(_ text: String, in library: PlaceLibrary, parameter: String) throws -> Place {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let place = resolvePlace(trimmed, in: library) { return place }
        if !trimmed.isEmpty, let best = try library.search(PlaceQuery(trimmed, limit: 1)).first,
           best.matchedWords == best.queryWords {
            return best.place
        }
        throw InputError(parameter: parameter, Message(.searchNearUnknown, ["parameter": parameter, "text": trimmed]))
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
            if let library, let hits = try? library.search(PlaceQuery(request.id, limit: 3)), !hits.isEmpty {
                let names = library.dataset.placeNames
                let list = hits.map { "\(names.name(of: $0.place, in: request.language)) (\($0.place.id))" }.joined(separator: ", ")
                throw EngineError(.notFound, Message(.placeNoID, ["id": request.id, "list": list]))
            }
            throw EngineError(.notFound, Message(.placeNoIDSearch, ["id": request.id]))
        }
        let status = library.flatMap { library in favourite.map { FavouriteStatus(favourite: $0, current: place, sourceLoaded: library.hasSource(of: $0)) } }
        let regionID = place?.regionID ?? favourite?.regionID
        let names = (library?.dataset ?? (try? dataset()))?.placeNames
        let name = place.map { p in names?.name(of: p, in: request.language) ?? p.name }
            ?? favourite.map { favouriteName($0, language: request.language) } ?? request.id
        return PlaceDetails(shownFrom: place == nil ? "favourite" : "catalogue", place: place,
                            regionName: regionName(regionID, language: request.language),
                            favourite: favourite, status: status?.state,
                            changes: status?.changes.map { $0.message.text(in: request.language) },
                            catalogueError: catalogueError.map(Self.describe), name: name,
                            otherNames: place.map { p in names?.otherNames(of: p, in: request.language) ?? p.alternateNames } ?? [],
                            facts: place.map { PlaceFacts.sentences(of: $0, in: request.language) } ?? [],
                            categoryName: CategoryNames.word(of: place?.category ?? favourite?.category ?? .poi, language: request.language))
    }
}
