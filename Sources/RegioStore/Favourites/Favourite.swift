import Foundation
import GRDB
import RegioGeo
import RegioPlaces

/// A place the user keeps, with a snapshot of the place so that it works
/// offline and survives the place leaving the catalogue.
///
/// ```swift
/// let fav = try store.favourites.add(karlstejn, note: "with the kids").favourite
/// fav.placeID      // "wikidata:Q266698"
/// fav.coordinate   // the snapshot's position
/// ```
public struct Favourite: Hashable, Sendable, Codable, Identifiable {
    /// The place's id in the catalogue (`source:id`); unique among favourites.
    public var placeID: String
    /// The source part of the id (`wikidata`, `geonames`, …).
    public var source: String
    /// Snapshot: the place's name when it was saved (or last refreshed).
    public var name: String
    public var latitude: Double
    public var longitude: Double
    public var category: PlaceCategory
    public var regionID: String?
    public var note: String
    /// Trimmed, non-empty, unique, sorted.
    public var tags: [String]
    public var createdAt: Date
    public var updatedAt: Date

    public var id: String { placeID }
    public var coordinate: Coordinate { Coordinate(latitude: latitude, longitude: longitude) }

    public init(placeID: String, source: String? = nil, name: String, coordinate: Coordinate,
                category: PlaceCategory, regionID: String? = nil, note: String = "", tags: [String] = [],
                createdAt: Date = Date(), updatedAt: Date? = nil) {
        self.placeID = placeID
        self.source = source ?? Favourite.source(of: placeID)
        self.name = name
        self.latitude = coordinate.latitude
        self.longitude = coordinate.longitude
        self.category = category
        self.regionID = regionID
        self.note = note
        self.tags = Favourite.normalised(tags)
        self.createdAt = createdAt
        self.updatedAt = updatedAt ?? createdAt
    }

    /// A favourite of `place`, its snapshot taken now.
    public init(place: Place, note: String = "", tags: [String] = [], now: Date = Date()) {
        self.init(placeID: place.id, source: place.source, name: place.name, coordinate: place.coordinate,
                  category: place.category, regionID: place.regionID, note: note, tags: tags, createdAt: now)
    }

    static func source(of placeID: String) -> String {
        placeID.firstIndex(of: ":").map { String(placeID[..<$0]) } ?? ""
    }

    static func normalised(_ tags: [String]) -> [String] {
        Array(Set(tags.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty })).sorted()
    }

    /// Checks what the database would not: a usable id, name and position.
    func validate() throws {
        guard !placeID.trimmingCharacters(in: .whitespaces).isEmpty else { throw StoreError.invalid("a favourite needs a place id") }
        guard !name.trimmingCharacters(in: .whitespaces).isEmpty else { throw StoreError.invalid("favourite \(placeID): the name is empty") }
        guard coordinate.isValid else {
            throw StoreError.invalid("favourite \(placeID): position \(latitude), \(longitude) is not a valid coordinate")
        }
    }
}

extension Favourite: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "favourite"

    /// Reads a row; tags are a JSON array of strings.
    public init(row: Row) throws {
        placeID = row["placeID"]
        source = row["source"]
        name = row["name"]
        latitude = row["latitude"]
        longitude = row["longitude"]
        category = PlaceCategory(row["category"] as String)
        regionID = row["regionID"]
        note = row["note"]
        let tagsJSON: String = row["tags"]
        do {
            tags = try JSONDecoder().decode([String].self, from: Data(tagsJSON.utf8))
        } catch {
            let id: String = row["placeID"]
            throw StoreError.invalid("the favourite \(id) has damaged tags in the store (\"\(tagsJSON.prefix(80))\" is not a list of tags);"
                                     + " remove it with `fav remove \(id)` and add it again")
        }
        createdAt = row["createdAt"]
        updatedAt = row["updatedAt"]
    }

    public func encode(to container: inout PersistenceContainer) throws {
        container["placeID"] = placeID
        container["source"] = source
        container["name"] = name
        container["latitude"] = latitude
        container["longitude"] = longitude
        container["category"] = category.rawValue
        container["regionID"] = regionID
        container["note"] = note
        container["tags"] = String(decoding: try JSONEncoder().encode(tags), as: UTF8.self)
        container["createdAt"] = createdAt
        container["updatedAt"] = updatedAt
    }
}
