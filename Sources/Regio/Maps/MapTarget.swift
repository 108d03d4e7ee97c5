import Foundation
import RegioGeo
import RegioRender
import RegioStore

/// What a map or a tile set covers: a region of the dataset, a box in degrees,
/// the user's favourites, a place with its surroundings, a map view (centre,
/// zoom, size, bearing) or the results of a search.
///
/// ```swift
/// let target = try MapTarget(parsing: "vysocina", in: dataset)        // .region(id: "CZ-63")
/// let box = try MapTarget(parsing: "15.2,49.1,16.0,49.6", in: dataset) // .boundingBox(…)
/// let mine = try MapTarget(parsing: "favourites", in: dataset)         // .favourites
/// ```
public enum MapTarget: Hashable, Sendable {
    case region(id: String)
    case boundingBox(BoundingBox)
    case favourites
    /// A place at the centre with ``placeSpanMetres`` around it; `name` is its name in the map's language.
    case place(id: String, name: String, coordinate: Coordinate)
    /// Exactly a view as `clusters` lists it.
    case view(Viewport)
    /// Search results, drawn as numbered pins; `query` is what was searched.
    case pins(query: String, coordinates: [Coordinate])

    /// How much of the surroundings a map of a place shows (its shorter side, at least).
    public static let placeSpanMetres = 12_000.0

    /// Words that mean the favourites (case and diacritics ignored).
    static let favouriteWords: Set<String> = ["favourites", "favorites", "favourite", "favorite", "fav", "favs", "oblibene"]

    /// A region id or name (as `region` takes it), `W,S,E,N` (the rules of
    /// ``UserInput/box(_:parameter:)``), or `favourites`.
    /// Throws ``MapError`` for an unknown region, ``InputError`` for a bad box.
    public init(parsing text: String, in dataset: Dataset, parameter: String = "area") throws {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if Self.favouriteWords.contains(TextFolding.fold(trimmed)) { self = .favourites; return }
        if UserInput.looksLikeBox(trimmed) { self = .boundingBox(try UserInput.box(trimmed, parameter: parameter)); return }
        guard let region = dataset.region(matching: trimmed) else {
            throw MapError.unknownRegion(trimmed, known: dataset.regions.map(\.id))
        }
        self = .region(id: region.id)
    }

    /// The region to highlight (nil for a box or favourites).
    public var highlightedRegionID: String? {
        if case .region(let id) = self { return id }
        return nil
    }

    /// What an overview map must show in full: the region's outline, the box,
    /// or every favourite (at least 4 km around a single one).
    /// - Parameter atScale: the map is drawn at a fixed scale around the area's centre: a region is
    ///   then its label point (inside its largest part), not its outline, whose box's centre may lie
    ///   in an exclave or outside it.
    public func area(in dataset: Dataset, favourites: [Favourite], atScale: Bool = false) throws -> MapArea {
        switch self {
        case .region(let id):
            guard let region = dataset.region(id: id) else { throw MapError.unknownRegion(id, known: dataset.regions.map(\.id)) }
            if atScale { return .coordinates([region.labelPoint]) }
            return .coordinates(try dataset.mapShapes.shape(of: region).rings.flatMap { $0.first ?? [] })
        case .boundingBox(let box):
            return .boundingBox(box)
        case .favourites:
            guard !favourites.isEmpty else { throw MapError.noFavourites }
            return .places(favourites.map(\.coordinate), minimumSpanMetres: 4_000)
        case .place(_, _, let c):
            return .places([c], minimumSpanMetres: Self.placeSpanMetres)
        case .view(let v):
            return .coordinates(v.worldCorners.map { WebMercator.unproject($0) }, minimumSpanMetres: 0)
        case .pins(_, let cs):
            return .places(cs, minimumSpanMetres: 4_000)
        }
    }

    /// The box the tiles of the target cover (the region's bounds, the box, or
    /// the favourites' bounds).
    public func bounds(in dataset: Dataset, favourites: [Favourite]) throws -> BoundingBox {
        switch self {
        case .region(let id):
            guard let region = dataset.region(id: id) else { throw MapError.unknownRegion(id, known: dataset.regions.map(\.id)) }
            return region.bounds
        case .boundingBox(let box):
            return box
        case .favourites:
            guard let box = BoundingBox(around: favourites.map(\.coordinate)) else { throw MapError.noFavourites }
            return box
        case .place(_, _, let c):
            return BoundingBox(around: [c]) ?? BoundingBox(west: c.longitude, south: c.latitude, east: c.longitude, north: c.latitude)
        case .view(let v):
            return BoundingBox(around: v.worldCorners.map { WebMercator.unproject($0) })!
        case .pins(_, let cs):
            guard let box = BoundingBox(around: cs) else { throw EngineError(.notFound, Message(.mapNoPins)) }
            return box
        }
    }

    /// A title for the map: the region's name, "Oblíbená místa" / "Favourites", or the box.
    public func title(in dataset: Dataset, language: Language) -> String {
        switch self {
        case .region(let id): return dataset.regionName(id, in: language)
        case .favourites: return Message(.mapTitleFavourites).text(in: language)
        case .place(_, let name, _): return name
        case .view(let v):
            return Message(.mapTitleView, ["centre": String(format: "%.4f, %.4f", v.center.latitude, v.center.longitude),
                                           "zoom": v.zoom]).text(in: language)
        case .pins(let query, let cs): return Message(.mapTitleSearch, ["query": query, "n": cs.count]).text(in: language)
        case .boundingBox(let b):
            func f(_ v: Double) -> String { String(format: "%.2f", v) }
            return "\(f(b.south))–\(f(b.north)) °N, \(f(b.west))–\(f(b.east)) °E"
        }
    }

    /// A short name for tile sets and JSON: the region id, `favourites`, or `W,S,E,N`.
    public var name: String {
        switch self {
        case .region(let id): return id
        case .favourites: return "favourites"
        case .boundingBox(let b): return b.description
        case .place(let id, _, _): return id
        case .view(let v): return "view \(v.center.latitude),\(v.center.longitude) z\(v.zoom)"
        case .pins(let query, _): return "search \(query)"
        }
    }
}

extension MapTarget {
    /// Whether the area is wider than tall on a map whose top faces `bearing`
    /// (so a landscape page fits it better).
    public func isWide(in dataset: Dataset, favourites: [Favourite], bearing: Double = 0) throws -> Bool {
        let coordinates: [Coordinate]
        switch try area(in: dataset, favourites: favourites) {
        case .boundingBox(let b):
            coordinates = [Coordinate(latitude: b.south, longitude: b.west), Coordinate(latitude: b.south, longitude: b.east),
                           Coordinate(latitude: b.north, longitude: b.west), Coordinate(latitude: b.north, longitude: b.east)]
        case .coordinates(let cs, _), .places(let cs, _):
            coordinates = cs.filter(\.isValid)
        }
        let t = (bearing.isFinite ? bearing : 0) * .pi / 180
        var minU = Double.infinity, maxU = -Double.infinity, minV = Double.infinity, maxV = -Double.infinity
        for c in coordinates {
            let p = WebMercator.project(c)
            let u = p.x * cos(t) + p.y * sin(t), v = -p.x * sin(t) + p.y * cos(t)
            minU = min(minU, u); maxU = max(maxU, u); minV = min(minV, v); maxV = max(maxV, v)
        }
        return maxU - minU > maxV - minV
    }
}
