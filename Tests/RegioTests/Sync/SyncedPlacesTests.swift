import Foundation
import Regio
import Testing

/// The cached `places` collection (the seed app's POI feed) as catalogue places.
@Suite struct SyncedPlacesTests {
    let dataset: Dataset
    init() throws { dataset = try Dataset.load(from: TestPaths.embeddedData, displayPrefix: "data") }

    static func item(_ id: String, _ json: String) -> SyncItem { SyncItem(id: id, json: Data(json.utf8)) }

    @Test func feedItemsBecomePlacesWithNamespacedIDsAndRegions() throws {
        let items = [
            Self.item("12", #"{"id": "12", "name": "Karlštejn", "city": "Karlštejn", "street": "", "postal_code": "267 18", "latitude": 49.9394, "longitude": 14.1883, "category": "hrad"}"#),
            Self.item("13", #"{"id": 13, "name": "Hluboká", "city": "Hluboká nad Vltavou", "latitude": "49,0503", "longitude": "14.4361"}"#),
            // Selb, Germany: outside every region, a few km from the Karlovy Vary Region.
            Self.item("14", #"{"id": "14", "name": "Selb", "latitude": 50.1705, "longitude": 12.1316}"#),
            // Vienna: far from every region.
            Self.item("15", #"{"id": "15", "name": "Wien", "latitude": 48.2082, "longitude": 16.3738}"#),
        ]
        let synced = dataset.syncedPlaces(items: items)
        #expect(synced.skipped.isEmpty)
        #expect(synced.places.map(\.id) == ["feed:12", "feed:13", "feed:14", "feed:15"])
        #expect(synced.places.map(\.regionID) == ["CZ-20", "CZ-31", "CZ-41", nil])
        #expect(dataset.region(containing: synced.places[2].coordinate) == nil)  // assigned as the nearest region
        #expect(synced.places[0].category == .castle && synced.places[1].category == .poi)
        #expect(synced.places[0].address == Address(city: "Karlštejn", street: "", postalCode: "267 18"))
        #expect(synced.places[1].coordinate.latitude == 49.0503)

        let other = dataset.syncedPlaces(items: Array(items.prefix(1)), source: "seed")
        #expect(other.places.map(\.id) == ["seed:12"])
    }

    @Test func aBadItemIsSkippedWithTheCollectionAndItsIndex() throws {
        let items = [
            Self.item("12", #"{"id": "12", "name": "Karlštejn", "latitude": 49.9394, "longitude": 14.1883}"#),
            Self.item("13", #"{"id": "13", "name": "", "latitude": 50.0378, "longitude": 13.8717}"#),
            Self.item("14", #"{"id": "14", "name": "Hluboká", "latitude": 49.0503, "longitude": 14.4361}"#),
            Self.item("15", #"{"id": "15", "name": "Swapped", "latitude": 144.0, "longitude": 49.0}"#),
            Self.item("16", #"{"id": "16", "name": "No position"}"#),
            // The id of a dataset place (GeoNames' Dvůr Králové nad Labem) is not taken twice.
            Self.item("3061284", #"{"id": "3061284", "name": "Dvůr Králové", "latitude": 50.43, "longitude": 15.81}"#),
        ]
        #expect(dataset.place(id: "geonames:3061284") != nil)
        let synced = dataset.syncedPlaces(items: items, source: "geonames")
        #expect(synced.places.map(\.localID) == ["12", "14"])
        #expect(synced.skipped.map(\.description) == [
            "synced places: [1].name: the name is missing or empty",
            "synced places: [3]: latitude 144.0 is outside −90…90 (are latitude and longitude swapped?)",
            "synced places: [4].latitude: required key 'latitude' is missing",
            "synced places: [4].longitude: required key 'longitude' is missing",
            "synced places: [5].id: the id 'geonames:3061284' is already used by a place of the dataset; the item is skipped",
        ])
    }

    @Test func nothingCachedMeansNoPlaces() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("regio-synced-places-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try Store(path: folder.appendingPathComponent("regio.sqlite").path)
        let synced = try dataset.syncedPlaces(from: SyncCache(store: store))
        #expect(synced.places.isEmpty && synced.skipped.isEmpty)
        #expect(dataset.syncedPlaces(items: []).places.isEmpty)
    }
}
