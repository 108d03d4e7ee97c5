import Foundation
import Hummingbird
import Regio

/// The user's favourites: list, add, note, remove, export. Only their owner
/// reads or changes them (``OwnerOnlyMiddleware``, ``AccessMiddleware``).
struct FavouriteRoutes {
    let services: ServerServices

    /// `POST /api/favourites`.
    struct AddBody: Decodable {
        let placeID: String
        let note: String?
        let tags: [String]?
    }

    /// `PATCH /api/favourites/{placeID}`.
    struct NoteBody: Decodable {
        let note: String
    }

    func register(on router: Router<RegioRequestContext>) {
        let group = router.group("api/favourites").add(middleware: OwnerOnlyMiddleware(configuration: services.configuration))
        group.get { request, context in try list(request, context: context) }
        group.get("export") { request, context in try export(request, context: context) }
        group.post { request, context in
            let body = try await JSONBody.decode(AddBody.self, from: request)
            let language = context.language
            try Self.check(id: body.placeID, parameter: "placeID")
            if let note = body.note { try Self.check(note: note) }
            if let tags = body.tags { try Self.check(tags: tags) }
            let saved = try services.engine.addFavourite(placeID: body.placeID, note: body.note, tags: body.tags, language: language)
            return try JSONResponse.make(FavouriteJSON(saved.favourite, status: "ok", regionName: saved.regionName),
                                         status: .created, language: language)
        }
        group.patch(":placeID") { request, context in
            let id = try context.pathParameter("placeID")
            try Self.check(id: id, parameter: "placeID")
            let body = try await JSONBody.decode(NoteBody.self, from: request)
            try Self.check(note: body.note)
            let language = context.language
            let favourite = try services.engine.setFavouriteNote(try exactFavourite(id), note: body.note)
            return try JSONResponse.make(FavouriteJSON(favourite, status: nil,
                                                       regionName: services.engine.regionName(favourite.regionID, language: language)),
                                         language: language)
        }
        group.delete(":placeID") { _, context in
            let id = try context.pathParameter("placeID")
            try Self.check(id: id, parameter: "placeID")
            _ = try services.engine.removeFavourite(try exactFavourite(id))
            return JSONResponse.noContent()
        }
    }

    /// `?lang=&region=&tag=`.
    func list(_ request: Request, context: RegioRequestContext) throws -> Response {
        let query = Query(request)
        let language = context.language
        let list = try services.engine.favourites(FavouriteListRequest(region: try query.string("region"), tag: try query.string("tag"),
                                                                        language: language))
        let entries = list.entries.map { FavouriteJSON($0.favourite, status: FavouriteJSON.status(of: $0.state), regionName: $0.regionName,
                                                       changes: $0.changes) }
        return try JSONResponse.make(entries, language: language)
    }

    /// `?format=gpx|kml|geojson|csv`: the file, as an attachment.
    func export(_ request: Request, context: RegioRequestContext) throws -> Response {
        let query = Query(request)
        let formatText = try query.string("format") ?? "gpx"
        guard let format = FavouriteFormat(rawValue: formatText.lowercased()) else {
            throw InputError(parameter: "format", Message(.httpFavouriteFormat, ["parameter": "format", "text": formatText]))
        }
        let result = try services.engine.exportFavourites(FavouriteExportRequest(format: format, region: try query.string("region"),
                                                                                  tag: try query.string("tag"),
                                                                                  language: context.language))
        var headers = HTTPFields()
        headers[.contentDisposition] = "attachment; filename=\"favourites.\(format.rawValue)\""
        return JSONResponse.data(Data(result.content.utf8), contentType: format.mediaType, headers: headers)
    }

    /// The favourite with exactly this id (the HTTP API never guesses by name).
    private func exactFavourite(_ id: String) throws -> String {
        guard let store = try services.engine.existingStore(), try store.favourites.favourite(placeID: id) != nil else {
            throw EngineError(.notFound, Message(.httpNoFavourite, ["id": id]))
        }
        return id
    }

    static func check(id: String, parameter: String) throws {
        guard !id.isEmpty, id.count <= 200, !id.contains(where: { $0.isNewline || $0 == "\0" }) else {
            throw InputError(parameter: parameter, Message(.httpPlaceID, ["parameter": parameter]))
        }
    }

    static func check(note: String) throws {
        guard note.count <= 4_000, !note.contains("\0") else {
            throw InputError(parameter: "note", Message(.httpNoteLength, ["parameter": "note"]))
        }
    }

    static func check(tags: [String]) throws {
        guard tags.count <= 50, tags.allSatisfy({ !$0.isEmpty && $0.count <= 100 && !$0.contains("\0") }) else {
            throw InputError(parameter: "tags", Message(.httpTags, ["parameter": "tags"]))
        }
    }
}

/// A favourite as the web app reads it.
struct FavouriteJSON: Encodable {
    let placeID: String
    let name: String
    let note: String
    let tags: [String]
    /// `ok`, `changed`, `removed` (from the catalogue) or `notLoaded` (the catalogue could not be read).
    let status: String?
    let latitude: Double
    let longitude: Double
    let category: String
    let region: String?
    let regionName: String?
    let changes: [String]?

    init(_ f: Favourite, status: String?, regionName: String?, changes: [String]? = nil) {
        placeID = f.placeID; name = f.name; note = f.note; tags = f.tags; self.status = status
        latitude = f.latitude; longitude = f.longitude; category = f.category.rawValue
        region = f.regionID; self.regionName = regionName; self.changes = changes
    }

    /// The engine's states under the contract's names.
    static func status(of state: String) -> String {
        switch state {
        case "unchanged": return "ok"
        case "unchecked": return "notLoaded"
        default: return state
        }
    }
}
