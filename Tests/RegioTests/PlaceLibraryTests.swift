import Foundation
import Regio
import Testing

/// The session's place catalogue: the dataset's places, the manifest's
/// catalogues and files added by the user, with regions and a search index.
@Suite struct PlaceLibraryTests {
    static let castles = TestPaths.shared("cz-castles.geojson")
    static let towers = TestPaths.shared("cz-lookout-towers.geojson")

    @Test func theEmbeddedDatasetAloneIsSearchable() throws {
        let library = try PlaceLibrary(dataset: Dataset.load(from: TestPaths.embeddedData), displayPrefix: "data")
        #expect(library.places.count == library.dataset.places.count)
        #expect(library.files.isEmpty)
        let cases = ["ceske bud": "České Budějovice", "olomuc": "Olomouc", "plzen": "Plzeň", "brno": "Brno"]
        for (query, expected) in cases {
            let first = try #require(try library.search(PlaceQuery(query, limit: 1)).first, "\(query)")
            #expect(first.place.name == expected || first.place.alternateNames.contains(expected), "\(query) → \(first.place.name)")
        }
        let prague = try #require(try library.search(PlaceQuery("Praha", limit: 1)).first)
        #expect(prague.place.id == "geonames:3067696")
        #expect(prague.place.regionID == "CZ-10")
    }

    @Test func manifestCataloguesLoadWithRegionsComputed() throws {
        let library = try PlaceLibrary(dataset: Dataset.load(from: TestPaths.dataset("catalogues")), displayPrefix: "fixture")
        #expect(library.files.map(\.file) == ["fixture/sights.csv", "fixture/poi.json"])
        #expect(library.files.allSatisfy { $0.origin == .manifest })
        #expect(library.places.count == 3 + 4 + 2)
        // Point in polygon, the nearest region within the border tolerance, none far away.
        #expect(library.place(id: "sights:tower")?.regionID == "T-1")
        #expect(library.place(id: "sights:castle")?.regionID == "T-2")
        #expect(library.place(id: "sights:border")?.regionID == "T-2")
        #expect(library.place(id: "sights:far") != nil)
        #expect(library.place(id: "sights:far")?.regionID == nil)
        let poi = try #require(library.place(id: "poi:12"))
        #expect(poi.address?.street == "Náměstí 1")
        #expect(poi.regionID == "T-2")
        // Searchable by name and alternate name, filtered by the computed region.
        #expect(try library.search(PlaceQuery("vyhlidka")).first?.place.id == "sights:tower")
        #expect(try library.search(PlaceQuery("alfa lookout")).first?.place.id == "sights:tower")
        let inEast = try library.search(PlaceQuery("", filter: PlaceFilter(regions: ["T-2"]), limit: 50))
        #expect(Set(inEast.map(\.place.id)) == ["places:2", "places:3", "sights:castle", "sights:border", "poi:12"])
    }

    @Test func userFilesComeAfterTheManifestAndRepeatsAreLeftOut() throws {
        let dir = try Self.temporaryDirectory()
        // A file named like the dataset's: ids `places:…`; one new place and one the dataset has (`places:1`).
        let extra = dir.appendingPathComponent("places.geojson")
        try #"""
        {"type": "FeatureCollection", "features": [
          {"type": "Feature", "properties": {"id": "new-1", "name": "Nové místo", "category": "ruin"}, "geometry": {"type": "Point", "coordinates": [10.2, 50.2]}},
          {"type": "Feature", "properties": {"id": "1", "name": "Alfa again"}, "geometry": {"type": "Point", "coordinates": [10.5, 50.5]}}
        ]}
        """#.write(to: extra, atomically: true, encoding: .utf8)
        let dataset = try Dataset.load(from: TestPaths.dataset("catalogues"))
        let library = try PlaceLibrary(dataset: dataset, files: [extra.path, extra.path])
        #expect(library.files.count == 3, "the same file named twice is read once")
        let added = try #require(library.files.last)
        #expect(added.file == extra.path)
        #expect(added.places == 1)
        #expect(added.alreadyLoaded == 1)
        #expect(added.origin == .user)
        #expect(library.place(id: "places:1")?.name == "Alfa", "the dataset's place wins")
        #expect(library.place(id: "places:new-1")?.regionID == "T-1")
        #expect(library.notices.contains { $0.contains("1 place already loaded") })
    }

    @Test func aBrokenFileNamesTheFileAndWhere() throws {
        let dir = try Self.temporaryDirectory()
        let broken = dir.appendingPathComponent("broken.csv")
        try "name,lat,lon\nGood,50.1,10.1\nBad,95,10\n".write(to: broken, atomically: true, encoding: .utf8)
        let dataset = try Dataset.load(from: TestPaths.dataset("valid"))
        #expect {
            try PlaceLibrary(dataset: dataset, files: [broken.path])
        } throws: { error in
            "\(error)".contains("broken.csv: line 3")
        }
        #expect {
            try PlaceLibrary(dataset: dataset, files: [dir.appendingPathComponent("missing.geojson").path])
        } throws: { error in
            "\(error)".contains("missing.geojson: cannot be read")
        }
    }

    @Test(.enabled(if: castles != nil && towers != nil, "../shared/data is absent: the castles and towers catalogues cannot be tested"))
    func theRealCataloguesLoadAndAreSearchable() throws {
        let dataset = try Dataset.load(from: TestPaths.embeddedData)
        let library = try PlaceLibrary(dataset: dataset, files: [Self.castles!.path, Self.towers!.path])
        // The embedded dataset's sights are these same castles and named towers: every one is loaded
        // already (by id), and the towers without a name are left out as before.
        #expect(library.files.map(\.places) == [0, 0])
        #expect(library.files.map(\.alreadyLoaded) == [2235, 701 - library.files[1].skipped.count])
        #expect(library.files[1].skipped.count == 174 && library.files[0].skipped.isEmpty)
        let karlstejn = try #require(try library.search(PlaceQuery("karlstejn", limit: 3)).first)
        #expect(karlstejn.place.id == "wikidata:Q266698")
        #expect(karlstejn.place.regionID == "CZ-20")
        let petrin = try #require(try library.search(PlaceQuery("petrinska rozhledna", limit: 1)).first)
        #expect(petrin.place.category == .lookoutTower)
        #expect(petrin.place.regionID == "CZ-10")
        // Every castle lies in the Czech Republic: each gets a region.
        let castles = library.places.filter { $0.id.hasPrefix("wikidata:") && $0.category != .lookoutTower }
        #expect(castles.count >= 2235)
        #expect(castles.filter { $0.regionID == nil }.isEmpty)
        // The index is built once and kept.
        #expect(library.searchIndex.places.count == library.places.count)
    }

    @Test func regionsOfPoints() throws {
        let dataset = try Dataset.load(from: TestPaths.dataset("valid"))
        #expect(try dataset.regionID(for: Coordinate(latitude: 50.5, longitude: 10.5)) == "T-1")
        #expect(try dataset.regionID(for: Coordinate(latitude: 50.5, longitude: 12.1)) == "T-2", "7 km outside: the nearest region")
        #expect(try dataset.regionID(for: Coordinate(latitude: 50.5, longitude: 13)) == nil)
        #expect(try dataset.regionID(for: Coordinate(latitude: .nan, longitude: 10)) == nil)
    }

    static func temporaryDirectory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("regio-places-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }
}

extension PlaceLibraryTests {
    @Test func syncedPlacesComeAfterTheDatasetAndBeforeFiles() throws {
        let dataset = try Dataset.load(from: TestPaths.dataset("catalogues"))
        let synced = SyncedPlaces(places: [
            Place(id: "feed:12", name: "Synced Hrad", category: .castle, coordinate: Coordinate(latitude: 50.3, longitude: 11.3), regionID: "T-2"),
            Place(id: "sights:tower", name: "Synced tower", category: .lookoutTower, coordinate: Coordinate(latitude: 50.3, longitude: 10.3)),
        ], skipped: [DataError(file: SyncedPlaces.displayName, location: "[2]", message: "latitude 95.0 is outside −90…90 (the item is skipped)")])
        let library = try PlaceLibrary(dataset: dataset, synced: synced)
        #expect(library.files.map(\.origin) == [.sync, .manifest, .manifest])
        #expect(library.place(id: "feed:12")?.name == "Synced Hrad")
        // The synced place came first: the manifest's CSV place with the same id is left out.
        #expect(library.place(id: "sights:tower")?.name == "Synced tower")
        #expect(library.files[1].alreadyLoaded == 1)
        #expect(library.notices.first == "synced places: 1 entry left out (the first at [2]: latitude 95.0 is outside −90…90 (the item is skipped))")
        #expect(try library.search(PlaceQuery("synced hrad")).first?.place.id == "feed:12")
    }
}
