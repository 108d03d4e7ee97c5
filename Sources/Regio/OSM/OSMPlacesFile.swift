import Foundation
import RegioCore
import RegioGeo
import RegioPlaces

/// Writes an extract's places (``OSMPlace``) as the dataset's `osm-places.geojson`,
/// which the manifest lists after `places.geojson`: each with its region (as
/// GeoNames towns get theirs), its names by language as `name_xx`, every
/// other name also in `alternate_names` (so search finds "Vaduz Castle"), and
/// `elevation` in metres. A place mapped twice is written once (``OSMDuplicatePlaces``);
/// towns GeoNames has already are left out (``OSMTownMerge``); places farther than
/// the border tolerance from every region too.
enum OSMPlacesFile {
    static let fileName = "osm-places.geojson"

    struct Written: Equatable {
        var written = 0
        var mergedTowns = 0
        var duplicates = 0
        var outsideRegions = 0
        var byCategory: [String: Int] = [:]
    }

    static func write(_ places: [OSMPlace], dataset: Dataset, to url: URL) throws -> Written {
        let merge = OSMTownMerge(towns: dataset.places)
        var written = Written()
        var features: [GeoJSONFeature] = []
        var seen: Set<String> = []
        let (unique, duplicates) = OSMDuplicatePlaces.oneOfEach(places)
        written.duplicates = duplicates
        for place in unique where seen.insert(place.id).inserted {
            if merge.isKnownTown(place) { written.mergedTowns += 1; continue }
            guard let regionID = try dataset.regionID(for: place.coordinate) else { written.outsideRegions += 1; continue }
            var properties: [String: JSONValue] = [
                "id": .string(place.id), "name": .string(place.name), "category": .string(place.category.rawValue),
                "importance": .number(place.importance), "region": .string(regionID),
            ]
            for (language, name) in place.names where LanguageCode.isValid(language) {
                properties["name_\(language)"] = .string(name)
            }
            var others: [String] = []
            for name in place.names.sorted(by: { $0.key < $1.key }).map(\.value) where name != place.name && !others.contains(name) {
                others.append(name)
            }
            if !others.isEmpty { properties["alternate_names"] = .array(others.map { .string($0) }) }
            if let elevation = place.elevation { properties["elevation"] = .number(elevation) }
            features.append(GeoJSONFeature(id: place.id, geometry: .point(place.coordinate), properties: properties,
                                           index: features.count))
            written.byCategory[place.category.rawValue, default: 0] += 1
        }
        written.written = features.count
        try GeoJSONFeatureCollection(features: features).write(to: url, decimals: 6)
        return written
    }
}
