import Foundation
import Testing
import RegioTestSupport
@testable import RegioPlaces
import RegioGeo

@Suite struct GeoJSONPlaceImporterTests {
    func read(_ json: String, file: String = "test.geojson") throws -> PlaceImport {
        try GeoJSONPlaceImporter.read(Data(json.utf8), file: file)
    }

    @Test(.enabled(if: TestData.hasCastles, "../shared/data/cz-castles.geojson is absent"))
    func readsTheRealCastles() throws {
        let batch = try PlaceImporter.load(path: TestData.castles)
        #expect(batch.places.count == 2235)
        #expect(batch.skipped.isEmpty)
        let karlstejn = try #require(batch.places.first { $0.id == "wikidata:Q266698" })
        #expect(karlstejn.name == "Karlštejn")
        #expect(karlstejn.category == .castle)
        #expect(karlstejn.address?.city == "Karlštejn")
        #expect(karlstejn.importance == CategoryWeight.importance(for: .castle) + CategoryWeight.nationalMonumentBonus + CategoryWeight.worldHeritageBonus)
        #expect(karlstejn.attributes?["kind"] == "hrad")
        #expect(karlstejn.regionID == nil)   // the facade assigns regions
        let lednice = try #require(batch.places.first { $0.id == "wikidata:Q370990" })
        #expect(lednice.category == .chateau)
        #expect(Set(batch.places.map(\.category)) == [.castle, .chateau, .ruin])
        #expect(batch.places.allSatisfy { $0.coordinate.isValid && $0.coordinate.latitude > 48 && $0.coordinate.latitude < 52 })
    }

    @Test(.enabled(if: TestData.hasLookoutTowers, "../shared/data/cz-lookout-towers.geojson is absent"))
    func readsTheRealLookoutTowersAndLeavesOutUnnamedOnes() throws {
        let batch = try PlaceImporter.load(path: TestData.lookoutTowers)
        #expect(batch.places.count == 527)
        #expect(batch.skipped.count == 701 - 527)
        #expect(batch.skipped.allSatisfy { $0.message.contains("no name") && $0.location?.hasPrefix("features[") == true })
        let petrin = try #require(batch.places.first { $0.id == "osm:way/7645353" })
        #expect(petrin.name == "Petřínská rozhledna")
        #expect(petrin.category == .lookoutTower)
        #expect(petrin.attributes?["height"] == "60")
        #expect(petrin.importance == CategoryWeight.importance(for: .lookoutTower) * CategoryWeight.wikidataFactor)
        #expect(Set(batch.places.map(\.id)).count == batch.places.count)
    }

    @Test func readsGenericFeaturesWithIDsCategoriesAndAlternateNames() throws {
        let batch = try read(#"""
        {"type":"FeatureCollection","features":[
         {"type":"Feature","id":7,"geometry":{"type":"Point","coordinates":[14.42,50.08,250]},
          "properties":{"name":"Muzeum","category":"museum","alt_name":"Museum;Muzeum ","name:de":"Museum Prag","population":12}},
         {"type":"Feature","geometry":{"type":"Point","coordinates":[14.5,50.1]},"properties":{"name":"Hrad Kost"}},
         {"type":"Feature","geometry":{"type":"Point","coordinates":[14.6,50.2]},"properties":{"name":"Hrad Kost","kind":"zricenina"}},
         {"type":"Feature","geometry":{"type":"LineString","coordinates":[[14,50],[15,51]]},"properties":{"name":"Road"}},
         {"type":"Feature","geometry":null,"properties":{"name":"Nowhere"}}
        ]}
        """#, file: "my pois.geojson")
        #expect(batch.places.map(\.id) == ["my-pois:7", "my-pois:hrad-kost", "my-pois:hrad-kost-2"])
        #expect(batch.places[0].category == .museum)
        #expect(batch.places[0].alternateNames == ["Museum", "Museum Prag"])
        #expect(batch.places[0].importance == 12)
        #expect(batch.places[1].category == .poi)
        #expect(batch.places[2].category == .ruin)
        #expect(batch.locations == ["features[0]", "features[1]", "features[2]"])
        #expect(batch.skipped.map(\.location) == ["features[3].geometry", "features[4].geometry"])
    }

    @Test func invalidCoordinatesNameTheFeature() {
        #expect {
            try read(#"{"type":"FeatureCollection","features":[{"type":"Feature","geometry":{"type":"Point","coordinates":[14,50]},"properties":{"name":"A"}},{"type":"Feature","geometry":{"type":"Point","coordinates":[14,95]},"properties":{"name":"B"}}]}"#)
        } throws: { error in
            let e = error as? PlaceImportError
            return e?.problems.first?.location == "features[1].geometry.coordinates"
                && e?.problems.first?.message.contains("latitude 95") == true
                && e?.problems.first?.file == "test.geojson"
        }
        #expect(throws: PlaceImportError.self) {
            try read(#"{"type":"FeatureCollection","features":[{"type":"Feature","geometry":{"type":"Point","coordinates":["14","50"]},"properties":{"name":"A"}}]}"#)
        }
    }

    @Test func brokenJSONNamesThePath() {
        #expect {
            try read(#"{"type":"FeatureCollection","features":[{"type":"Feature","geometry":{"type":7}}]}"#)
        } throws: { error in
            (error as? PlaceImportError)?.problems.first?.location == "features[0].geometry.type"
        }
        #expect(throws: PlaceImportError.self) { try read(#"{"type":"Topology"}"#) }
        #expect(throws: PlaceImportError.self) { try read(#"{"type":"FeatureCollection"}"#) }
        #expect(throws: PlaceImportError.self) { try read("{") }
    }

    @Test func invalidUTF8NamesTheLine() {
        var data = Data("{\"type\":\"FeatureCollection\",\n\"features\":[\n".utf8)
        data.append(contentsOf: [0xC3, 0x28])
        #expect {
            try GeoJSONPlaceImporter.read(data, file: "bad.geojson")
        } throws: { error in
            (error as? PlaceImportError)?.problems.first?.location == "line 3"
        }
    }
}
