import Foundation
import RegioGeo
import RegioQuiz

/// Where the area a region is shown with comes from.
public enum AreaSource: String, Codable, Hashable, Sendable {
    /// The dataset's facts (`area_km2`: the statistical office's figure).
    case official
    /// Measured on the region's polygon (generalised borders: a few per cent off).
    case computed
}

/// The one area every output shows for a region, and where it comes from.
public struct RegionArea: Codable, Hashable, Sendable {
    /// In km² (a computed one to 0.1 km²).
    public let km2: Double
    public let source: AreaSource
}

extension Region {
    /// The area to show: the official one where the dataset's facts give one,
    /// else the one computed from the polygon. `regions`, `region` and the API
    /// all show this one (the rule in one place).
    public var shownArea: RegionArea {
        if let official = officialAreaKm2, official.isFinite, official > 0 { return RegionArea(km2: official, source: .official) }
        return RegionArea(km2: (areaKm2 * 10).rounded() / 10, source: .computed)
    }
}

/// A region in a list: names, capital, area and how many places lie in it.
public struct RegionSummary: Codable, Hashable, Sendable {
    public let id: String
    /// The name in the requested language.
    public let name: String
    public let nameCS: String
    public let nameEN: String
    public let capital: String?
    /// The area shown (``Region/shownArea``): the official one where there is one, else the computed one.
    public let areaKm2: Double
    /// Where ``areaKm2`` comes from.
    public let areaSource: AreaSource
    /// Computed from the polygon, to 0.1 km².
    public let computedAreaKm2: Double
    public let officialAreaKm2: Double?
    public let places: Int
}

/// Every region of the dataset.
public struct RegionsResult: Codable, Hashable, Sendable {
    public let datasetName: String
    public let regions: [RegionSummary]
    /// Places of the dataset (in regions or not).
    public let placeCount: Int
    /// The sum of the areas shown.
    public var totalAreaKm2: Double { regions.reduce(0) { $0 + $1.areaKm2 } }
}

/// `region <id|name>`.
public struct RegionRequest: Codable, Hashable, Sendable {
    /// An id (`CZ-63`) or a name in either language (`vysocina`).
    public var query: String
    public var language: Language
    /// Region names in another language the dataset has (`de`, `ja`, …); nil: ``language``.
    public var nameLanguage: String?
    public init(query: String, language: Language = .cs, nameLanguage: String? = nil) {
        self.query = query; self.language = language; self.nameLanguage = nameLanguage
    }
}

/// One region in detail.
public struct RegionDetails: Codable, Hashable, Sendable {
    public struct Neighbour: Codable, Hashable, Sendable { public let id: String; public let name: String }
    /// A town; `name` in the request's language (``PlaceNames``: Praha in Czech).
    public struct Town: Codable, Hashable, Sendable { public let id: String; public let name: String; public let population: Int? }
    public let id: String
    public let nuts3: String?
    /// The name in the requested language, and in the other one.
    public let name: String
    public let otherName: String
    public let nameCS: String
    public let nameEN: String
    public let capital: String?
    /// The area shown (``Region/shownArea``): the official one where there is one, else the computed one.
    public let areaKm2: Double
    /// Where ``areaKm2`` comes from.
    public let areaSource: AreaSource
    /// Computed from the polygon, to 0.1 km².
    public let computedAreaKm2: Double
    public let officialAreaKm2: Double?
    public let labelPoint: Coordinate
    public let neighbours: [Neighbour]
    public let places: Int
    /// The five most populous towns.
    public let largestTowns: [Town]
}

/// `where <lat> <lon>`: which region holds a point.
public struct WhereRequest: Codable, Hashable, Sendable {
    public var position: Coordinate
    public var language: Language
    /// Region names in another language the dataset has (`de`, `ja`, …); nil: ``language``.
    public var nameLanguage: String?
    public init(position: Coordinate, language: Language = .cs, nameLanguage: String? = nil) {
        self.position = position; self.language = language; self.nameLanguage = nameLanguage
    }
}

/// The region that holds the point, or the nearest one when none does.
public struct WhereResult: Codable, Hashable, Sendable {
    public let latitude: Double
    public let longitude: Double
    public let inside: Bool
    public let regionID: String?
    public let regionName: String?
    public let nearestRegionID: String?
    public let nearestRegionName: String?
    /// To 0.1 km.
    public let nearestDistanceKm: Double?
    /// The dataset's name (for "outside every region of …").
    public let datasetName: String

    public var position: Coordinate { Coordinate(latitude: latitude, longitude: longitude) }
}

extension RegioEngine {
    /// How regions are named: in `nameLanguage` when the dataset has names in
    /// it, else in `language`.
    func regionNamer(_ dataset: Dataset, language: Language, nameLanguage: String?) throws -> (Region) -> String {
        guard let nameLanguage, dataset.hasNames(in: nameLanguage) else { return { $0.name(language) } }
        return { $0.name(in: nameLanguage) }
    }

    /// Every region with its capital, area and number of places.
    /// - Parameter nameLanguage: region names in another language the dataset has (`de`, `ja`, …).
    public func regions(language: Language = .cs, nameLanguage: String? = nil) throws -> RegionsResult {
        let dataset = try dataset()
        let name = try regionNamer(dataset, language: language, nameLanguage: nameLanguage)
        let counts = Dictionary(grouping: dataset.places, by: { $0.regionID ?? "" }).mapValues(\.count)
        let rows = dataset.regions.map { r in
            RegionSummary(id: r.id, name: name(r), nameCS: r.nameCS, nameEN: r.nameEN, capital: r.capital(language),
                          areaKm2: r.shownArea.km2, areaSource: r.shownArea.source, computedAreaKm2: (r.areaKm2 * 10).rounded() / 10,
                          officialAreaKm2: r.officialAreaKm2, places: counts[r.id] ?? 0)
        }
        return RegionsResult(datasetName: dataset.name(in: language), regions: rows, placeCount: dataset.places.count)
    }

    /// One region by id or name, with its neighbours and largest towns.
    /// - Throws: ``InputError`` when no region matches.
    public func region(_ request: RegionRequest) throws -> RegionDetails {
        let dataset = try dataset()
        let region = try UserInput.region(request.query, in: dataset, parameter: "")
        let language = request.language
        let name = try regionNamer(dataset, language: language, nameLanguage: request.nameLanguage)
        let places = dataset.places(in: region)
        let placeNames = dataset.placeNames
        let towns = places.filter { $0.category == .town }.sorted { ($0.population ?? 0, $1.id) > ($1.population ?? 0, $0.id) }.prefix(5)
        return RegionDetails(
            id: region.id, nuts3: region.nuts3, name: name(region), otherName: region.otherName(language),
            nameCS: region.nameCS, nameEN: region.nameEN,
            capital: region.capital(language), areaKm2: region.shownArea.km2, areaSource: region.shownArea.source,
            computedAreaKm2: (region.areaKm2 * 10).rounded() / 10, officialAreaKm2: region.officialAreaKm2, labelPoint: region.labelPoint,
            neighbours: dataset.neighbours(of: region).map { .init(id: $0.id, name: name($0)) },
            places: places.count,
            largestTowns: towns.map { .init(id: $0.id, name: placeNames.name(of: $0, in: language), population: $0.population) })
    }

    /// The region that holds a point, else the nearest region and how far it is.
    public func `where`(_ request: WhereRequest) throws -> WhereResult {
        let dataset = try dataset()
        let point = request.position
        let name = try regionNamer(dataset, language: request.language, nameLanguage: request.nameLanguage)
        guard point.isValid else {
            throw InputError(parameter: "position", Message(.inputCoordinateRange, ["parameter": "position", "text": point.description]))
        }
        if let region = dataset.region(containing: point) {
            return WhereResult(latitude: point.latitude, longitude: point.longitude, inside: true, regionID: region.id,
                               regionName: name(region), nearestRegionID: nil, nearestRegionName: nil,
                               nearestDistanceKm: nil, datasetName: dataset.name(in: request.language))
        }
        let nearest = try dataset.nearestRegion(to: point)
        return WhereResult(latitude: point.latitude, longitude: point.longitude, inside: false, regionID: nil, regionName: nil,
                           nearestRegionID: nearest?.region.id, nearestRegionName: nearest.map { name($0.region) },
                           nearestDistanceKm: nearest.map { ($0.distanceKm * 10).rounded() / 10 }, datasetName: dataset.name(in: request.language))
    }

    /// A region's name in `language`, or its id when the dataset does not know it
    /// (or cannot be loaded).
    public func regionName(_ id: String?, language: Language) -> String? {
        guard let id else { return nil }
        return (try? dataset())?.regionName(id, in: language) ?? id
    }
}
