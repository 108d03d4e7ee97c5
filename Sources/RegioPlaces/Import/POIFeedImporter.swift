import Foundation
import RegioGeo

/// Reads the seed app's POI feed:
/// `[{"id": "12", "name": …, "city": …, "street": …, "postal_code": …, "latitude": …, "longitude": …}]`.
///
/// `latitude`/`longitude` may be numbers or strings ("50.08", "50,08");
/// `id` a string or a number. An optional `category` is understood (see
/// ``PlaceKinds``); without it a place is a `poi`. Ids are `source:id`
/// (the source defaults to the file name).
///
/// ```swift
/// let feed = #"[{"id": "12", "name": "Infocentrum", "latitude": "50.08", "longitude": 14.42}]"#
/// let batch = try POIFeedImporter.read(Data(feed.utf8), file: "poi.json", source: "seed")
/// batch.places[0].id   // "seed:12"
/// ```
public enum POIFeedImporter {
    public static func read(_ data: Data, file: String, source: String? = nil) throws -> PlaceImport {
        let items = try JSONInput.decode([[String: JSONValue]].self, from: data, file: file)
        let sourceName = try PlaceIDs.checkedSource(source ?? PlaceIDs.source(forFile: file))
        var result = PlaceImport(file: file)
        var problems = ProblemList()
        for (i, item) in items.enumerated() {
            let at = "[\(i)]"
            guard let id = item["id"]?.text?.trimmingCharacters(in: .whitespaces), !id.isEmpty else {
                problems.add(DataError(file: file, location: "\(at).id", message: item["id"] == nil ? "required key 'id' is missing" : "the id must be a non-empty string or a number, found \(item["id"]!.kindDescription)"))
                continue
            }
            guard let name = item["name"]?.text?.trimmingCharacters(in: .whitespacesAndNewlines), !name.isEmpty else {
                problems.add(DataError(file: file, location: "\(at).name", message: "the name is missing or empty"))
                continue
            }
            var numbers: [Double?] = []
            var bad = false
            for key in ["latitude", "longitude"] {
                switch item[key] {
                case nil, .null?:
                    problems.add(DataError(file: file, location: "\(at).\(key)", message: "required key '\(key)' is missing")); bad = true
                case let value?:
                    guard let d = value.number else {
                        problems.add(DataError(file: file, location: "\(at).\(key)", message: "expected a number or a string holding one, found \(value.text.map { "'\($0)'" } ?? value.kindDescription)")); bad = true
                        continue
                    }
                    numbers.append(d)
                }
            }
            if bad { continue }
            let coordinate: Coordinate
            switch CoordinateCheck.make(latitude: numbers[0], longitude: numbers[1], file: file, location: at) {
            case .success(let c): coordinate = c
            case .failure(let e): problems.add(e); continue
            }
            let category = item["category"]?.text.map(PlaceKinds.category(for:)) ?? .poi
            let city = item["city"]?.text, street = item["street"]?.text, postal = item["postal_code"]?.text
            let address = (city ?? street ?? postal) == nil ? nil : Address(city: city, street: street, postalCode: postal)
            result.append(Place(id: "\(sourceName):\(id)", name: name, category: category, coordinate: coordinate,
                                address: address, importance: CategoryWeight.importance(for: category)),
                          at: at)
        }
        try problems.throwIfAny()
        return result
    }
}
