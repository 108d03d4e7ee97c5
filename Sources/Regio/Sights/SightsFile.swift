import Foundation
import RegioCore
import RegioGeo
import RegioPlaces

/// The embedded dataset's sights, `sights.geojson`, which the manifest lists
/// after `places.geojson`: castles, chateaux and ruins from the shared
/// `cz-castles.geojson` (Wikidata, CC0) and lookout towers from
/// `cz-lookout-towers.geojson` (OpenStreetMap, ODbL), as
/// `../shared/data/SOURCES.md` describes them.
///
/// Each sight gets a category of the one category model (``PlaceKinds``:
/// `zamek` → chateau, `hrad` and `hradozamek` → castle, `zricenina` → ruin;
/// towers → lookout-tower), its Czech name as `name` and `name_cs` (the sources
/// have no English names), its region by point in polygon, an importance
/// (``CategoryWeight``; a national cultural monument weighs more), and the
/// facts ``PlaceFacts`` puts into words: `founded`, `height`, `elevation`,
/// `nkp`. The castles' `unesco` flag is not copied: it is wrong in the
/// source (Karlštejn true, Český Krumlov false).
enum SightsFile {
    static let fileName = "sights.geojson"
    static let castlesFile = "cz-castles.geojson"
    static let towersFile = "cz-lookout-towers.geojson"

    /// Writes the sights of the two files in `folder` into `url`.
    static func write(from folder: URL, dataset: Dataset, to url: URL) throws -> SightsReport {
        var report = SightsReport(folder: folder.path)
        var features: [GeoJSONFeature] = []
        var seen: Set<String> = []
        func add(id: String, name: String, category: PlaceCategory, coordinate: Coordinate,
                 importance: Double, facts: [String: JSONValue]) throws {
            guard seen.insert(id).inserted else { report.duplicates += 1; return }
            guard let regionID = try dataset.regionID(for: coordinate) else { report.outsideRegions += 1; return }
            var properties: [String: JSONValue] = [
                "id": .string(id), "name": .string(name), "name_cs": .string(name),
                "category": .string(category.rawValue), "importance": .number(importance), "region": .string(regionID),
            ]
            properties.merge(facts) { a, _ in a }
            features.append(GeoJSONFeature(id: id, geometry: .point(coordinate), properties: properties, index: features.count))
            report.byCategory[category.rawValue, default: 0] += 1
        }

        let castles = try GeoJSONFeatureCollection.read(from: folder.appendingPathComponent(castlesFile))
        for feature in castles.features {
            let p = feature.properties
            guard case .point(let coordinate)? = feature.geometry, let qid = p["id"]?.stringValue,
                  let name = p["name"]?.stringValue, !name.isEmpty, let kind = p["kind"]?.stringValue else {
                report.leftOut += 1; continue
            }
            let category = PlaceKinds.category(for: kind)
            let national = p["nkp"]?.boolValue == true
            var facts: [String: JSONValue] = [:]
            if let year = p["founded"]?.intValue { facts["founded"] = .number(Double(year)) }
            if national { facts["nkp"] = .bool(true) }
            try add(id: "wikidata:\(qid)", name: name, category: category, coordinate: coordinate,
                    importance: CategoryWeight.importance(for: category) + (national ? CategoryWeight.nationalMonumentBonus : 0),
                    facts: facts)
        }
        report.castles = features.count

        let towers = try GeoJSONFeatureCollection.read(from: folder.appendingPathComponent(towersFile))
        for feature in towers.features {
            let p = feature.properties
            guard case .point(let coordinate)? = feature.geometry, let type = p["osmType"]?.stringValue,
                  let osmID = p["osmId"]?.intValue else { report.leftOut += 1; continue }
            // A tower without a name cannot be searched for or labelled.
            guard let name = p["name"]?.stringValue, !name.isEmpty else { report.unnamedTowers += 1; continue }
            var facts: [String: JSONValue] = [:]
            if let height = p["height"]?.doubleValue { facts["height"] = .number(height) }
            if let ele = p["ele"]?.doubleValue { facts["elevation"] = .number(ele) }
            var importance = CategoryWeight.importance(for: .lookoutTower)
            if p["wikidata"]?.stringValue != nil { importance *= CategoryWeight.wikidataFactor }
            try add(id: "osm:\(type)/\(osmID)", name: name, category: .lookoutTower, coordinate: coordinate,
                    importance: importance, facts: facts)
        }
        report.towers = features.count - report.castles
        try GeoJSONFeatureCollection(features: features).write(to: url, decimals: 5)
        return report
    }
}
