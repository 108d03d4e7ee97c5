import Foundation
import Hummingbird
import Regio

/// `/api/search` (GeoJSON in Photon's shape), Photon's own paths `/api` (the
/// same search) and `/reverse` (the places nearest a point), `/api/places/{id}`,
/// and `/api/drawn-places` (the places the tiles draw in a view, in the same shape).
struct PlaceRoutes {
    let services: ServerServices

    func register(on router: Router<RegioRequestContext>) {
        router.get("api/search") { request, context in try search(request, context: context) }
        router.get("api") { request, context in try search(request, context: context) }  // also answers `/api/` (the router ignores a final slash)
        router.get("reverse") { request, context in try reverse(request, context: context) }
        router.get("api/places/:id") { request, context in try place(request, context: context, id: context.pathParameter("id")) }
        router.get("api/drawn-places") { request, context in try drawnPlaces(request, context: context) }
    }

    /// `?q=&lat=&lon=&limit=&offset=&lang=&category=&region=&favourites=&bbox=`.
    func search(_ request: Request, context: RegioRequestContext) throws -> Response {
        let query = Query(request)
        let language = context.language
        let near = try position(query, required: false)
        let limits = RegioEngine.searchLimits
        let text = try query.string("q") ?? ""
        guard text.count <= 200 else { throw InputError(parameter: "q", Message(.httpQueryTooLong, ["parameter": "q"])) }
        let searchRequest = SearchRequest(
            text: text, near: near, categories: query.categories, regions: UserInput.categoryNames(query.all("region")),
            box: try query.string("bbox").map { try UserInput.box($0, parameter: "bbox") },
            favouritesOnly: try query.flag("favourites"),
            limit: try query.integer("limit", in: limits.limit, default: 10),
            offset: try query.integer("offset", in: limits.offset, default: 0), language: language)
        let result = try services.engine.search(searchRequest)
        return JSONResponse.data(PhotonFeatureCollection(result).geoJSON, language: language, contentType: "application/geo+json")
    }

    /// Photon's reverse geocoding: `?lat=&lon=` (required), `limit=` (default 1), `radius=` (km), `lang=`, `category=`:
    /// the nearest places, nearest first, with their `distance_m`.
    func reverse(_ request: Request, context: RegioRequestContext) throws -> Response {
        let query = Query(request)
        let language = context.language
        let near = try position(query, required: true)
        let result = try services.engine.search(SearchRequest(
            near: near, categories: query.categories, radiusKm: try query.decimal("radius", unit: .km, in: 0...20_000),
            nearestFirst: true, limit: try query.integer("limit", in: RegioEngine.searchLimits.limit, default: 1), language: language))
        return JSONResponse.data(PhotonFeatureCollection(result).geoJSON, language: language, contentType: "application/geo+json")
    }

    /// `?bbox=W,S,E,N&zoom=Z&limit=&lang=`: the places the tiles of zoom `Z` (as `/tiles/{z}`)
    /// draw in the box, the most important first (at most `limit`, default 200).
    func drawnPlaces(_ request: Request, context: RegioRequestContext) throws -> Response {
        let query = Query(request)
        let language = context.language
        let result = try services.tiles.drawnPlaces(DrawnPlacesRequest(
            box: try UserInput.box(try query.required("bbox"), parameter: "bbox"),
            tileZoom: try UserInput.zoom(try query.required("zoom"), parameter: "zoom"),
            limit: try query.integer("limit", in: RegioEngine.searchLimits.limit, default: 200), language: language))
        return JSONResponse.data(PhotonFeatureCollection(result).geoJSON, language: language, contentType: "application/geo+json")
    }

    /// `lat` and `lon` together (nil when neither is given and none is `required`).
    private func position(_ query: Query, required: Bool) throws -> Coordinate? {
        let lat = try query.decimal("lat", unit: .degrees, in: -90...90)
        let lon = try query.decimal("lon", unit: .degrees, in: -180...180)
        guard (lat == nil) == (lon == nil), !required || lat != nil else {
            let missing = lat == nil ? "lat" : "lon"
            throw InputError(parameter: missing, Message(required ? .httpPositionPair : .httpPositionPairOrNeither,
                                                         ["parameter": missing, "other": missing == "lat" ? "lon" : "lat"]))
        }
        return lat.map { Coordinate(latitude: $0, longitude: lon!) }
    }

    /// One place as a GeoJSON Feature with every detail.
    func place(_ request: Request, context: RegioRequestContext, id: String) throws -> Response {
        guard !id.isEmpty, id.count <= 200, !id.contains("\0") else {
            throw InputError(parameter: "id", Message(.httpPlaceID, ["parameter": "id"]))
        }
        let language = context.language
        let details = try services.engine.place(PlaceRequest(id: id, language: language))
        return try JSONResponse.make(PlaceFeature(details), language: language, contentType: "application/geo+json")
    }
}

/// A place's details as a GeoJSON Feature: the geometry from the place (or
/// the favourite's snapshot), the details as properties.
struct PlaceFeature: Encodable {
    let details: PlaceDetails

    init(_ details: PlaceDetails) { self.details = details }

    enum Keys: String, CodingKey { case type, id, geometry, properties }
    enum GeometryKeys: String, CodingKey { case type, coordinates }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode("Feature", forKey: .type)
        let id = details.place?.id ?? details.favourite?.placeID
        try c.encodeIfPresent(id, forKey: .id)
        if let coordinate = details.place?.coordinate ?? details.favourite?.coordinate {
            var g = c.nestedContainer(keyedBy: GeometryKeys.self, forKey: .geometry)
            try g.encode("Point", forKey: .type)
            try g.encode([coordinate.longitude, coordinate.latitude], forKey: .coordinates)
        } else {
            try c.encodeNil(forKey: .geometry)
        }
        try c.encode(details, forKey: .properties)
    }
}
