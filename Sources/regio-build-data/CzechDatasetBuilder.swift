import Foundation
import Regio
import RegioGeoPackage

/// Builds the embedded Czech dataset from Natural Earth, GeoNames and the facts file.
final class CzechDatasetBuilder {
    struct Facts: Decodable {
        struct Region: Decodable {
            let iso: String, nuts3: String
            let name_cs: String, name_en: String
            let capital_cs: String, capital_en: String
            let area_km2: Double
        }
        let regions: [Region]
    }

    /// Countries drawn around the Czech Republic for context, clipped to this box.
    static let contextBox = BoundingBox(west: 8.0, south: 46.0, east: 22.5, north: 53.5)

    let context = GeometryContext()
    let geoPackage: GeoPackage
    let facts: Facts
    private(set) var countryCount = 0

    init(geoPackage url: URL, facts factsURL: URL) throws {
        geoPackage = try GeoPackage(path: url.path)
        facts = try JSONDecoder().decode(Facts.self, from: Data(contentsOf: factsURL))
    }

    /// The 14 regions: Natural Earth polygons matched to the facts by their
    /// GeoNames-style name (`gn_name`, e.g. "Kraj Vysocina" ~ "Kraj Vysočina").
    func regions() throws -> [(facts: Facts.Region, geometry: Geometry)] {
        let features = try geoPackage.features(in: "states_provinces", where: "iso_a2 = 'CZ'")
        var result: [(Facts.Region, Geometry)] = []
        for region in facts.regions {
            let wanted = TextFolding.fold(region.name_cs)
            let matches = features.filter { ($0.properties["gn_name"]?.stringValue).map(TextFolding.fold) == wanted }
            guard matches.count == 1, let g = matches[0].geometry else {
                throw DataError(file: geoPackage.path, location: "states_provinces",
                                message: "expected one row with gn_name ~ '\(region.name_cs)', found \(matches.count)")
            }
            let geometry = try Geometry(geoJSON: g, context: context)
            guard geometry.isValid else {
                throw DataError(file: geoPackage.path, location: "states_provinces: \(region.name_cs)", message: geometry.validityReason)
            }
            result.append((region, geometry))
        }
        guard features.count == facts.regions.count else {
            throw DataError(file: geoPackage.path, location: "states_provinces",
                            message: "\(features.count) Czech rows, \(facts.regions.count) regions in the facts")
        }
        return result
    }

    func write(regions: [(facts: Facts.Region, geometry: Geometry)], to url: URL) throws {
        let features = try regions.enumerated().map { i, r in
            GeoJSONFeature(id: r.facts.iso, geometry: try r.geometry.geoJSON, properties: [
                "id": .string(r.facts.iso), "nuts3": .string(r.facts.nuts3),
                "name_cs": .string(r.facts.name_cs), "name_en": .string(r.facts.name_en),
                "capital_cs": .string(r.facts.capital_cs), "capital_en": .string(r.facts.capital_en),
                "area_km2": .number(r.facts.area_km2),
            ], index: i)
        }
        try GeoJSONFeatureCollection(features: features).write(to: url, decimals: 6)
    }

    /// Every country that reaches into ``contextBox``, clipped to it.
    func writeCountries(to url: URL) throws {
        let box = try Geometry.box(Self.contextBox, context: context)
        var features: [GeoJSONFeature] = []
        for feature in try geoPackage.features(in: "countries") {
            guard let g = feature.geometry, let code = feature.properties["iso_a2"]?.stringValue,
                  let name = feature.properties["NAME"]?.stringValue else { continue }
            let geometry = try Geometry(geoJSON: g, context: context)
            guard try geometry.intersects(box) else { continue }
            let clipped = try geometry.intersection(box)
            guard !clipped.isEmpty else { continue }
            features.append(GeoJSONFeature(id: code, geometry: try clipped.geoJSON,
                                           properties: ["id": .string(code), "name": .string(name)], index: features.count))
        }
        countryCount = features.count
        try GeoJSONFeatureCollection(features: features).write(to: url, decimals: 5)
    }

    struct PlacesSummary { var places = 0, byNearest = 0, outside = 0 }

    /// The Czech GeoNames places, each with the region that contains it (or the
    /// nearest one within the dataset's border tolerance), Latin-script alternate names only.
    func writePlaces(geoNames url: URL, regions: [(facts: Facts.Region, geometry: Geometry)], to out: URL) throws -> PlacesSummary {
        struct GeoName: Decodable {
            let geonameid: Int, name: String, latitude: Double, longitude: Double
            let countrycode: String, population: Int?, admin1code: String?, alternatenames: [String]?
        }
        let all = try JSONDecoder().decode([String: GeoName].self, from: Data(contentsOf: url))
        let czech = all.values.filter { $0.countrycode == "CZ" }.sorted { $0.geonameid < $1.geonameid }
        let prepared = regions.map { PreparedGeometry($0.geometry) }
        var summary = PlacesSummary()
        var features: [GeoJSONFeature] = []
        for place in czech {
            let c = Coordinate(latitude: place.latitude, longitude: place.longitude)
            guard let assigned = try prepared.assignment(of: c, toleranceKm: Dataset.borderToleranceKm) else {
                summary.outside += 1; continue
            }
            if !assigned.isInside { summary.byNearest += 1 }
            let regionID = regions[assigned.index].facts.iso
            var properties: [String: JSONValue] = [
                "id": .string("geonames:\(place.geonameid)"), "name": .string(place.name),
                "category": .string("town"), "population": .number(Double(place.population ?? 0)),
                "region": .string(regionID),
            ]
            let alternates = Self.latinAlternates(place.alternatenames ?? [], name: place.name)
            if !alternates.isEmpty { properties["alternate_names"] = .array(alternates.map { .string($0) }) }
            if let a = place.admin1code { properties["geonames_admin1"] = .string(a) }
            features.append(GeoJSONFeature(id: "geonames:\(place.geonameid)", geometry: .point(c), properties: properties, index: features.count))
        }
        summary.places = features.count
        try GeoJSONFeatureCollection(features: features).write(to: out, decimals: 5)
        return summary
    }

    /// Alternate names in Latin script, without codes such as "PRG" and without the name itself.
    static func latinAlternates(_ names: [String], name: String) -> [String] {
        var seen: Set<String> = [name]
        return names.filter { alt in
            let latin = alt.unicodeScalars.allSatisfy { $0.value < 0x250 || (0x1E00...0x1EFF).contains($0.value) }
            let isCode = alt.count <= 4 && alt == alt.uppercased() && alt.allSatisfy(\.isLetter)
            return latin && !isCode && alt.contains(where: \.isLetter) && seen.insert(alt).inserted
        }
    }
}
