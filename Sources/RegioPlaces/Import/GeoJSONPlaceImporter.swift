import Foundation
import RegioGeo

/// Reads places from GeoJSON Point features (RFC 7946; `[longitude, latitude]`).
///
/// Properties it understands (all optional except a name):
/// - `name`; alternate names in `alternateNames`/`alternate_names`/`alt_names`
///   (arrays), `alt_name` (";"-separated) and OSM-style `name:xx` keys;
/// - ids: a Wikidata QID in `id` gives `wikidata:Q…`; `osmType` + `osmId`
///   give `osm:way/123`; otherwise `id` (or the feature's `id`) gives
///   `source:id`, and without any id a slug of the name (`source:hrad-kost`,
///   `-2`, `-3` … for repeated names);
/// - `category`, `kind` or `type` (`zamek`, `hrad`, `zricenina`,
///   `hradozamek`, `rozhledna`, English words — see ``PlaceKinds``); without
///   one, the file's default category;
/// - `importance` or `population`; otherwise a ``CategoryWeight`` with bonuses
///   for `nkp` and `unesco` and a factor for a `wikidata` item;
/// - `municipality`/`city`, `street`, `postal_code` for the address.
/// Other scalar properties are kept as ``Place/attributes``.
///
/// Features without a name and non-Point features are left out and listed in
/// ``PlaceImport/skipped``. Invalid coordinates are errors.
///
/// ```swift
/// let castles = try GeoJSONPlaceImporter.read(data, file: "cz-castles.geojson")
/// castles.places.first { $0.id == "wikidata:Q266698" }?.name   // "Karlštejn"
/// ```
public enum GeoJSONPlaceImporter {
    public static func read(_ data: Data, file: String, source: String? = nil,
                            defaultCategory: PlaceCategory? = nil) throws -> PlaceImport {
        let document = try JSONInput.decode(Document.self, from: data, file: file)
        let features: [Feature]
        let prefix: (Int) -> String
        switch document.type {
        case "FeatureCollection":
            guard let f = document.features else {
                throw PlaceImportError([DataError(file: file, location: "features", message: "a FeatureCollection needs a 'features' array")])
            }
            features = f
            prefix = { "features[\($0)]" }
        case "Feature":
            features = [Feature(type: "Feature", id: document.id, geometry: document.geometry, properties: document.properties)]
            prefix = { _ in "(top level)" }
        default:
            throw PlaceImportError([DataError(file: file, location: "type", message: "expected a FeatureCollection or a Feature, found '\(document.type)'")])
        }
        let sourceName = try PlaceIDs.checkedSource(source ?? PlaceIDs.source(forFile: file))
        let fallbackCategory = defaultCategory ?? guessCategory(file: file)

        var result = PlaceImport(file: file)
        var problems = ProblemList()
        var slugCounts: [String: Int] = [:]
        for (i, feature) in features.enumerated() {
            let at = prefix(i)
            let props = feature.properties ?? [:]
            guard let geometry = feature.geometry else {
                result.skipped.append(DataError(file: file, location: "\(at).geometry", message: "no geometry; left out"))
                continue
            }
            guard geometry.type == "Point" else {
                result.skipped.append(DataError(file: file, location: "\(at).geometry", message: "a \(geometry.type) is not a place (only Point features are); left out"))
                continue
            }
            guard case .array(let xy)? = geometry.coordinates, xy.count >= 2 else {
                problems.add(DataError(file: file, location: "\(at).geometry.coordinates", message: "a Point needs [longitude, latitude]"))
                continue
            }
            let coordinate: Coordinate
            switch CoordinateCheck.make(latitude: xy[1].jsonNumber, longitude: xy[0].jsonNumber,
                                        file: file, location: "\(at).geometry.coordinates") {
            case .success(let c): coordinate = c
            case .failure(let e): problems.add(e); continue
            }
            let name = props["name"]?.text?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            let osm = osmID(props)
            guard !name.isEmpty else {
                let what = osm.map { " (OSM \($0))" } ?? props["id"]?.text.map { " (id \($0))" } ?? ""
                result.skipped.append(DataError(file: file, location: at, message: "no name\(what); left out"))
                continue
            }

            // Id.
            let id: String
            if let qid = props["id"]?.text, isWikidataID(qid) {
                id = "wikidata:\(qid)"
            } else if let osm {
                id = "osm:\(osm)"
            } else if let local = (props["id"] ?? feature.id)?.text, !local.isEmpty {
                id = "\(sourceName):\(local)"
            } else {
                let slug = PlaceIDs.slug(name)
                let n = (slugCounts[slug] ?? 0) + 1
                slugCounts[slug] = n
                id = "\(sourceName):\(slug)\(n > 1 ? "-\(n)" : "")"
            }

            // Category and importance.
            let kind = (props["category"] ?? props["kind"] ?? props["type"])?.text
            let category = kind.map(PlaceKinds.category(for:)) ?? fallbackCategory
            let population = props["population"]?.number.flatMap { $0 >= 0 && $0 < 1e10 ? Int($0) : nil }
            var importance = props["importance"]?.number ?? population.map(Double.init) ?? CategoryWeight.importance(for: category)
            if props["importance"] == nil && population == nil {
                if props["nkp"]?.bool == true { importance += CategoryWeight.nationalMonumentBonus }
                if props["unesco"]?.bool == true { importance += CategoryWeight.worldHeritageBonus }
                if props["wikidata"]?.text != nil { importance *= CategoryWeight.wikidataFactor }
            }

            let city = (props["municipality"] ?? props["city"])?.text
            let street = props["street"]?.text
            let postal = (props["postal_code"] ?? props["postcode"])?.text
            let address = (city ?? street ?? postal) == nil ? nil : Address(city: city, street: street, postalCode: postal)

            var attributes: [String: String] = [:]
            for (key, value) in props where !knownKeys.contains(key) && !key.hasPrefix("name:") {
                if let t = value.text { attributes[key] = t }
            }
            result.append(Place(id: id, name: name, alternateNames: alternateNames(props, name: name), category: category,
                                coordinate: coordinate, address: address, importance: importance,
                                population: population, attributes: attributes.isEmpty ? nil : attributes),
                          at: at)
        }
        try problems.throwIfAny()
        return result
    }

    static let knownKeys: Set<String> = [
        "name", "id", "category", "type", "population", "importance", "municipality", "city",
        "street", "postal_code", "postcode", "alternateNames", "alternate_names", "alt_names", "alt_name",
    ]

    static func isWikidataID(_ s: String) -> Bool {
        s.count >= 2 && s.first == "Q" && s.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }
    }

    static func osmID(_ props: [String: JSONValue]) -> String? {
        guard let type = props["osmType"]?.text, ["node", "way", "relation"].contains(type),
              let id = props["osmId"]?.text, !id.isEmpty else { return nil }
        return "\(type)/\(id)"
    }

    static func alternateNames(_ props: [String: JSONValue], name: String) -> [String] {
        var names: [String] = []
        for key in ["alternateNames", "alternate_names", "alt_names"] {
            if case .array(let a)? = props[key] { names += a.compactMap(\.text) }
        }
        if let alt = props["alt_name"]?.text { names += alt.split(separator: ";").map(String.init) }
        for (key, value) in props.sorted(by: { $0.key < $1.key }) where key.hasPrefix("name:") {
            if let t = value.text { names.append(t) }
        }
        var seen: Set<String> = [name]
        return names.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    /// A default category from the file name ("cz-lookout-towers" → lookout tower).
    static func guessCategory(file: String) -> PlaceCategory {
        let name = TextFolding.fold(URL(fileURLWithPath: file).lastPathComponent)
        if name.contains("lookout") || name.contains("rozhled") { return .lookoutTower }
        if name.contains("castle") || name.contains("hrad") || name.contains("zamk") { return .castle }
        if name.contains("museum") || name.contains("muze") { return .museum }
        return .poi
    }

    struct Document: Decodable {
        let type: String
        let features: [Feature]?
        let id: JSONValue?
        let geometry: Geometry?
        let properties: [String: JSONValue]?
    }

    struct Feature: Decodable {
        let type: String
        let id: JSONValue?
        let geometry: Geometry?
        let properties: [String: JSONValue]?
    }

    struct Geometry: Decodable {
        let type: String
        let coordinates: JSONValue?
    }
}
