import Foundation
import RegioGeo
import RegioPlaces

/// Reading the files of a dataset. Every problem is a ``DataError`` with the
/// file and the feature's JSON path.
extension Dataset {
    static func loadRegions(_ url: URL, file: String, keys: [String: String], facts: DatasetFacts? = nil,
                            factsFile: String? = nil, context: GeometryContext) throws -> [Region] {
        let collection = try GeoJSONFeatureCollection.read(from: url, displayName: file)
        guard !collection.features.isEmpty else { throw DataError(file: file, message: "holds no regions") }
        var regions: [Region] = []
        var ids: Set<String> = []
        var neighbourLists: [String: GeoJSONFeature] = [:]
        for feature in collection.features {
            let p = FeatureProperties(feature: feature, file: file, keys: keys)
            let id = try p.identifier()
            guard ids.insert(id).inserted else { throw p.fail("id", "duplicate region id '\(id)'") }
            let geometry = try polygonalGeometry(feature, file: file, context: context)
            var names = try p.languageMap(prefix: "name")
            var capitals = try p.languageMap(prefix: "capital")
            let language = try p.string("language")
            if let language, !LanguageCode.isValid(language) { throw p.fail("language", "'\(language)' is not a language code such as de or pt-BR") }
            if let local = try p.string("name") {
                if let language { names[language] = names[language] ?? local }
                else if names.isEmpty { names["cs"] = local }   // older datasets: `name` is the Czech name
            }
            guard !names.isEmpty else { throw p.fail("name", "the region has no name (a property 'name', 'name_en', 'name_cs', …)") }
            var nuts3 = try p.string("nuts3")
            var area = try p.number("area_km2")
            if let entry = facts?.entry(for: id) {
                names.merge(entry.names) { _, fact in fact }
                capitals.merge(entry.capitals) { _, fact in fact }
                nuts3 = entry.nuts3 ?? nuts3
                area = entry.areaKm2 ?? area
            }
            let region: Region
            do {
                region = try Region(id: id, nuts3: nuts3, names: names, localLanguage: language, capitals: capitals,
                                    officialAreaKm2: area, geometry: geometry)
            } catch let error as GeoError {
                throw DataError(file: file, location: "features[\(feature.index)].geometry", message: error.description)
            }
            if feature.properties["neighbours"] != nil {
                region.neighbourIDs = try p.strings("neighbours")
                neighbourLists[id] = feature
            }
            regions.append(region)
        }
        // Neighbours the file lists (a built dataset) must be known regions; else they are computed.
        if neighbourLists.count == regions.count {
            for r in regions {
                for n in r.neighbourIDs where !ids.contains(n) || n == r.id {
                    throw FeatureProperties(feature: neighbourLists[r.id]!, file: file, keys: keys)
                        .fail("neighbours", "lists '\(n)', which is \(n == r.id ? "the region itself" : "not a region of the file")")
                }
                r.neighbourIDs.sort()
            }
        } else {
            for r in regions { r.neighbourIDs = [] }
            try computeNeighbours(regions, file: file)
        }
        if let facts, let factsFile {
            for (i, entry) in facts.entries.enumerated() where !ids.contains(entry.id) {
                throw DataError(file: factsFile, location: "$.regions[\(i)].iso",
                                message: "unknown region id '\(entry.id)' (not in \(file))")
            }
        }
        return regions
    }

    static func loadCountries(_ url: URL, file: String, context: GeometryContext) throws -> [Country] {
        let collection = try GeoJSONFeatureCollection.read(from: url, displayName: file)
        return try collection.features.map { feature in
            let p = FeatureProperties(feature: feature, file: file)
            return Country(code: try p.identifier(), name: try p.requiredString("name"),
                           geometry: try polygonalGeometry(feature, file: file, context: context))
        }
    }

    /// A feature's (multi)polygon as a valid GEOS geometry.
    static func polygonalGeometry(_ feature: GeoJSONFeature, file: String, context: GeometryContext) throws -> Geometry {
        let location = "features[\(feature.index)].geometry"
        guard let g = feature.geometry else { throw DataError(file: file, location: location, message: "a polygon is required, found null") }
        switch g {
        case .polygon, .multiPolygon: break
        default: throw DataError(file: file, location: location, message: "a Polygon or MultiPolygon is required")
        }
        let geometry: Geometry
        do { geometry = try Geometry(geoJSON: g, context: context) } catch {
            throw DataError(file: file, location: location, message: "\(error)")
        }
        guard geometry.isValid else {
            throw DataError(file: file, location: location, message: "invalid polygon: \(geometry.validityReason)")
        }
        return geometry
    }

    /// Reads a GeoJSON file of Point features as places. A place's `region`
    /// property must name a known region; without one the region is computed
    /// (point in polygon, or the nearest region within ``borderToleranceKm``).
    static func loadPlaces(_ url: URL, file: String, regions: [Region], regionsByID: [String: Region],
                           context: GeometryContext) throws -> [Place] {
        let collection = try GeoJSONFeatureCollection.read(from: url, displayName: file)
        var places: [Place] = []
        var ids: Set<String> = []
        let source = (url.deletingPathExtension().lastPathComponent)
        for feature in collection.features {
            let p = FeatureProperties(feature: feature, file: file)
            let rawID = try p.identifier()
            let id = rawID.contains(":") ? rawID : "\(source):\(rawID)"
            guard ids.insert(id).inserted else { throw p.fail("id", "duplicate place id '\(id)'") }
            guard case .point(let coordinate)? = feature.geometry else {
                throw DataError(file: file, location: "features[\(feature.index)].geometry", message: "a Point is required")
            }
            var regionID = try p.string("region")
            if let r = regionID, regionsByID[r] == nil {
                throw p.fail("region", "unknown region id '\(r)' (known: \(regions.map(\.id).joined(separator: ", ")))")
            }
            if regionID == nil {
                do { regionID = try Self.regionID(for: coordinate, among: regions) } catch {
                    throw DataError(file: file, location: "features[\(feature.index)].geometry", message: "cannot assign a region: \(error)")
                }
            }
            let population = try p.number("population").map { Int($0) }
            places.append(Place(
                id: id, name: try p.requiredString("name"), alternateNames: try p.strings("alternate_names"),
                category: PlaceCategory(try p.string("category") ?? PlaceCategory.town.rawValue),
                coordinate: coordinate, regionID: regionID,
                importance: try p.number("importance") ?? Double(population ?? 0), population: population))
        }
        return places
    }

    /// Two regions are neighbours when they share more than 1 km of border.
    /// Throws (naming `file` and both regions) when GEOS cannot measure it.
    static func computeNeighbours(_ regions: [Region], file: String) throws {
        for (i, a) in regions.enumerated() {
            for b in regions[(i + 1)...] where a.bounds.expanded(by: 0.05).intersects(b.bounds) {
                let shared: Double
                do { shared = try a.geometry.sharedBorderLengthKm(with: b.geometry) } catch {
                    throw DataError(file: file, message: "cannot tell whether regions \(a.id) and \(b.id) are neighbours: \(error)")
                }
                if shared > 1 {
                    a.neighbourIDs.append(b.id); b.neighbourIDs.append(a.id)
                }
            }
        }
        for r in regions { r.neighbourIDs.sort() }
    }
}

extension BoundingBox {
    /// Whether two boxes (not crossing the antimeridian) overlap.
    func intersects(_ o: BoundingBox) -> Bool {
        west <= o.east && o.west <= east && south <= o.north && o.south <= north
    }
}
