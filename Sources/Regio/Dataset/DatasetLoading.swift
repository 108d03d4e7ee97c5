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
                                    officialAreaKm2: area, geometry: geometry,
                                    measured: try measuredProperties(p, bounds: geometry.bounds))
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

    /// What a built dataset keeps of the measures loading would compute
    /// (``DatasetBuilder``): `label_point` [longitude, latitude] inside the
    /// polygon's box and `polygon_area_km2`; nil when either is missing.
    static func measuredProperties(_ p: FeatureProperties, bounds: BoundingBox?) throws -> Region.Measures? {
        guard p.feature.properties["label_point"] != nil || p.feature.properties["polygon_area_km2"] != nil else { return nil }
        guard let area = try p.number("polygon_area_km2") else { throw p.fail("polygon_area_km2", "is required with label_point") }
        guard area.isFinite, area >= 0 else { throw p.fail("polygon_area_km2", "must be a number of km² of at least 0") }
        guard case .array(let xy)? = p.feature.properties["label_point"], xy.count == 2,
              let lon = xy[0].doubleValue, let lat = xy[1].doubleValue else {
            throw p.fail("label_point", "expected [longitude, latitude] (required with polygon_area_km2)")
        }
        let point = Coordinate(latitude: lat, longitude: lon)
        guard let bounds, bounds.expanded(by: 1e-6).contains(point) else {
            throw p.fail("label_point", "[\(lon), \(lat)] lies outside the region's polygon")
        }
        return Region.Measures(labelPoint: point, areaKm2: area)
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

    /// The places of a GeoJSON file of Point features (read by the caller from
    /// `source`), with an index by id. A place's `region` property must name a
    /// known region; without one the region is computed (point in polygon, or
    /// the nearest region within ``borderToleranceKm``). Large files are
    /// converted on all cores; the first problem in file order is reported.
    static func loadPlaces(_ collection: GeoJSONFeatureCollection, source url: URL, file: String,
                           regions: [Region], regionsByID: [String: Region], index: RegionIndex) throws -> (places: [Place], indexByID: [String: Int]) {
        let source = url.deletingPathExtension().lastPathComponent
        let features = collection.features
        func placeID(_ p: FeatureProperties) throws -> String {
            let rawID = try p.identifier()
            return rawID.utf8.contains(UInt8(ascii: ":")) ? rawID : "\(source):\(rawID)"
        }
        func place(_ feature: GeoJSONFeature) throws -> Place {
            let p = FeatureProperties(feature: feature, file: file)
            let id = try placeID(p)
            guard case .point(let coordinate)? = feature.geometry else {
                throw DataError(file: file, location: "features[\(feature.index)].geometry", message: "a Point is required")
            }
            var regionID = try p.string("region")
            if let r = regionID, regionsByID[r] == nil {
                throw p.fail("region", "unknown region id '\(r)' (known: \(regions.map(\.id).joined(separator: ", ")))")
            }
            if regionID == nil {
                do { regionID = try Self.regionID(for: coordinate, among: index.candidates(for: coordinate)) } catch {
                    throw DataError(file: file, location: "features[\(feature.index)].geometry", message: "cannot assign a region: \(error)")
                }
            }
            let population: Int?
            if let count = try p.number("population") {
                // Int(1e300) traps: a count of people is a whole number of a sane size, or an error naming it.
                guard let whole = Int(exactly: count), (0...10_000_000_000).contains(whole) else {
                    throw DataError(file: file, location: "features[\(feature.index)].properties.population",
                                    message: "the population must be a whole number from 0 to 10,000,000,000; got \(NumberText.plain(count))")
                }
                population = whole
            } else {
                population = nil
            }
            // Names by language (`name_de`, as OSM places have them) and an elevation become
            // attributes (`name:de`, `elevation`), which ``PlaceNames`` and `place <id>` show.
            var attributes: [String: String] = [:]
            for (language, text) in try p.languageMap(prefix: "name") { attributes["name:\(language)"] = text }
            if let elevation = try p.number("elevation") { attributes["elevation"] = NumberText.plain(elevation, decimals: 1) }
            // The sights' facts (``PlaceFacts`` puts them into words).
            if let height = try p.number("height") { attributes["height"] = NumberText.plain(height, decimals: 1) }
            if let founded = try p.number("founded") { attributes["founded"] = NumberText.plain(founded, decimals: 0) }
            if p.feature.properties["nkp"]?.boolValue == true { attributes["nkp"] = "true" }
            return Place(
                id: id, name: try p.requiredString("name"), alternateNames: try p.strings("alternate_names"),
                category: PlaceCategory(try p.string("category") ?? PlaceCategory.town.rawValue),
                coordinate: coordinate, regionID: regionID,
                importance: try p.number("importance") ?? Double(population ?? 0), population: population,
                attributes: attributes.isEmpty ? nil : attributes,
                localName: try p.string("local_name").flatMap { $0.isEmpty ? nil : $0 })
        }
        /// A duplicate id among the places before `end`, as the error a reading in order meets first.
        func duplicate(before end: Int, ids: (Int) throws -> String) throws -> (index: [String: Int], error: DataError?) {
            var seen: [String: Int] = [:]
            seen.reserveCapacity(end)
            for k in 0..<end {
                let id = try ids(k)
                if seen.updateValue(k, forKey: id) != nil {
                    return (seen, FeatureProperties(feature: features[k], file: file).fail("id", "duplicate place id '\(id)'"))
                }
            }
            return (seen, nil)
        }
        let places: [Place]
        do {
            places = try ChunkedWork.map(count: features.count, minimumChunk: 2_048) { range in
                try range.map { k in
                    do { return try place(features[k]) } catch { throw PlaceFailure(index: k, error: error) }
                }
            }
        } catch let failure as PlaceFailure {
            let earlier = try duplicate(before: failure.index) { try placeID(FeatureProperties(feature: features[$0], file: file)) }
            throw earlier.error ?? failure.error
        }
        let checked = try duplicate(before: places.count) { places[$0].id }
        if let error = checked.error { throw error }
        return (places, checked.index)
    }

    /// A place that could not be read, with its position in the file.
    private struct PlaceFailure: Error {
        let index: Int
        let error: Error
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
