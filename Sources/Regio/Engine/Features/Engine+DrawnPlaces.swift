import Foundation
import RegioGeo
import RegioPlaces

/// `drawnPlaces`: the places the tiles themselves draw in a view (towns'
/// labels, sights' symbols), by the tiles' own rule (``TilePlaces``). A web
/// map's badges are the other places; together they are what the map shows,
/// for those who move through it by keyboard or read it as a list.
public struct DrawnPlacesRequest: Codable, Hashable, Sendable {
    /// The view, as W,S,E,N.
    public var box: BoundingBox
    /// The tiles' zoom (256-pixel tiles, as `/tiles/{z}` and Leaflet count), 0…24.
    public var tileZoom: Double
    /// At most this many, the most important first (1…``PlaceQuery/maxLimit``).
    public var limit: Int
    /// The language of names and categories.
    public var language: Language

    public init(box: BoundingBox, tileZoom: Double, limit: Int = 200, language: Language = .cs) {
        self.box = box; self.tileZoom = tileZoom; self.limit = limit; self.language = language
    }
}

extension RegioEngine {
    /// The places the tiles of ``DrawnPlacesRequest/tileZoom`` draw inside the
    /// box, the most important first, with their names in the request's
    /// language: the sights the style shows at that zoom, and the towns it
    /// shows but those `townsLeftUnnamed(zoom)` names (the tiles found no room
    /// for their labels; ``TileService/drawnPlaces(_:)`` knows which).
    ///
    /// For example the tiles of zoom 13 around Karlštejn draw its castle
    /// symbol and the village's label: both are here, and neither is a badge.
    /// - Throws: ``InputError`` for a zoom outside 0…24 or a limit outside its range.
    public func drawnPlaces(_ request: DrawnPlacesRequest,
                            townsLeftUnnamed: (_ zoom: Int) throws -> Set<String> = { _ in [] }) throws -> SearchResult {
        let p = parameter
        guard request.tileZoom.isFinite, (0...24).contains(request.tileZoom) else {
            throw InputError(parameter: p("zoom"), Message(.inputRange, ["parameter": p("zoom"), "min": 0, "max": 24]))
        }
        guard Self.searchLimits.limit.contains(request.limit) else {
            throw InputError(parameter: p("limit"), Message(.inputRange, ["parameter": p("limit"), "min": 1, "max": PlaceQuery.maxLimit]))
        }
        // The most important places in the box (an empty search lists by importance):
        // the tiles' style shows the important ones first.
        let candidates = try search(SearchRequest(box: request.box, limit: PlaceQuery.maxLimit, language: request.language))
        let rule = TilePlaces(style: try mapStyle(file: nil, language: request.language))
        let unnamed = try townsLeftUnnamed(Int(request.tileZoom.rounded(.down)))  // 0…24, checked above
        let sections = try dataset().citySections  // parts of cities: not towns the tiles draw (``MapTownNames``)
        let drawn = candidates.hits.filter { hit in
            let place = hit.result.place
            guard rule.tilesDraw(place, atTileZoom: request.tileZoom) else { return false }
            return place.category != .town || !(unnamed.contains(place.id) || sections.contains(place))
        }
        return SearchResult(hits: Array(drawn.prefix(request.limit)), offset: 0, limit: request.limit, noFavourites: false,
                            favouritesNotInCatalogue: 0, centre: nil)
    }
}
