import Foundation
import RegioGeo
import RegioPlaces

/// Reading the files of a dataset. Every problem is a ``DataError`` with the
/// file and the feature's JSON path.
extension Dataset {
    static func loadRegions(_ url: URL, file: String, keys: [String: String], context: GeometryContext) throws -> [Region] {
        let collection = try GeoJSONFeatureCollection.read(from: url, displayName: file)
        guard !collection.features.isEmpty else { throw DataError(file: file, message: "holds no regions") }
        var regions: [Region] = []
        var ids: Set<String> = []
        for feature in collection.features {
            let p = FeatureProperties(feature: feature, file: file, keys: keys)
            let id = try p.identifier()
            guard ids.insert(id).inserted else { throw p.fail("id", "duplicate region id '\(id)'") }
            let geometry = try polygonalGeometry(feature, file: file, context: context)
            let nameCS = try p.string("name_cs") ?? p.requiredString("name")
            do {
                regions.append(try Region(
                    id: id, nuts3: try p.string("nuts3"), nameCS: nameCS, nameEN: try p.string("name_en") ?? nameCS,
                    capitalCS: try p.string("capital_cs"), capitalEN: try p.string("capital_en"),
                    officialAreaKm2: try p.number("area_km2"), geometry: geometry))
            } catch let error as GeoError {
                throw DataError(file: file, location: "features[\(feature.index)].geometry", message: error.description)
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
