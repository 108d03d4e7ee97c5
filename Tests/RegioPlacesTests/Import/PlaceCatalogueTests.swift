import Foundation
import Testing
import RegioTestSupport
@testable import RegioPlaces
import RegioGeo

@Suite struct PlaceCatalogueTests {
    @Test func duplicateIDsInOneFileNameTheFileAndBothPlaces() throws {
        let batch = try CSVPlaceImporter.read("id,name,lat,lon\n1,A,50,14\n2,B,50,14\n1,C,50,14\n", file: "a.csv")
        var catalogue = PlaceCatalogue()
        #expect {
            try catalogue.add(batch)
        } throws: { error in
            let p = (error as? PlaceImportError)?.problems.first
            return p?.file == "a.csv" && p?.location == "line 4" && p?.message.contains("first at line 2") == true
        }
        #expect(catalogue.isEmpty)
    }

    @Test func idsAreUniquePerSourceAcrossFiles() throws {
        var catalogue = PlaceCatalogue()
        try catalogue.add(CSVPlaceImporter.read("id,name,lat,lon\n1,A,50,14\n", file: "a.csv", source: "trip"))
        try catalogue.add(CSVPlaceImporter.read("id,name,lat,lon\n1,B,50,14\n", file: "b.csv", source: "other"))
        #expect(catalogue.count == 2)
        #expect(catalogue.place(id: "other:1")?.name == "B")
        #expect {
            try catalogue.add(CSVPlaceImporter.read("id,name,lat,lon\n1,C,50,14\n", file: "c.csv", source: "trip"))
        } throws: { error in
            (error as? PlaceImportError)?.problems.first?.message.contains("already loaded from a.csv: line 2") == true
        }
        #expect(catalogue.count == 2)
        #expect(catalogue.files.map(\.file) == ["a.csv", "b.csv"])
    }

    @Test func placesGivenInMemoryAreNamedByTheirIndex() throws {
        // A repeat within the places given: its index and the first one's.
        #expect {
            try PlaceCatalogue(places: [place("a:1", "A"), place("a:2", "B"), place("a:1", "C")], file: "memory")
        } throws: { error in
            let p = (error as? PlaceImportError)?.problems.first
            return p?.file == "memory" && p?.location == "[2]" && p?.message.contains("first at [0]") == true
        }
        // A file repeating one of them names the first by its file and index.
        var catalogue = try PlaceCatalogue(places: [place("a:1", "A"), place("a:2", "B")], file: "memory")
        #expect {
            try catalogue.add(CSVPlaceImporter.read("id,name,lat,lon\n2,C,50,14\n", file: "c.csv", source: "a"))
        } throws: { error in
            (error as? PlaceImportError)?.problems.first?.message.contains("already loaded from memory: [1]") == true
        }
        #expect(catalogue.count == 2)
        #expect(catalogue.place(id: "a:2")?.name == "B")
    }

    @Test func aPlacesSourceIsItsIDBeforeTheFirstColon() {
        #expect(place("wikidata:Q1:x", "A").source == "wikidata")
        #expect(Place.sourcePart(ofID: "wikidata:Q1:x") == "wikidata")
        #expect(Place.sourcePart(ofID: ":x") == "" && Place.sourcePart(ofID: "x") == "")
        #expect(place("wikidata:Q1:x", "A").localID == "Q1:x")
        #expect(place("nocolon", "A").source == "")
        #expect(place("nocolon", "A").localID == "nocolon")
        #expect(place("čeština:1", "A").source == "čeština")
    }

    @Test func regionsAreAssignedByTheCaller() throws {
        var catalogue = try PlaceCatalogue(places: [place("a:1", "A", lat: 50), place("a:2", "B", lat: 49)])
        catalogue.assignRegions { $0.coordinate.latitude >= 50 ? "CZ-10" : nil }
        #expect(catalogue.place(id: "a:1")?.regionID == "CZ-10")
        #expect(catalogue.place(id: "a:2")?.regionID == nil)
        #expect(throws: PlaceImportError.self) { try PlaceCatalogue(places: [place("nocolon", "A")]) }
    }

    @Test func detectsFormats() {
        #expect(PlaceFileFormat.detect(path: "x.csv", data: Data()) == .csv)
        #expect(PlaceFileFormat.detect(path: "x.geojson", data: Data()) == .geojson)
        #expect(PlaceFileFormat.detect(path: "x.json", data: Data(" [{}]".utf8)) == .poiFeed)
        #expect(PlaceFileFormat.detect(path: "x.json", data: Data(#"{"type":"FeatureCollection"}"#.utf8)) == .geojson)
        #expect(PlaceFileFormat.detect(path: "x.json", data: Data(#"{"1":{"geonameid":1}}"#.utf8)) == .geonames)
        #expect(PlaceFileFormat.detect(path: "x.json", data: Data("{}".utf8)) == nil)
        #expect(throws: PlaceImportError.self) { try PlaceImporter.read(Data("{}".utf8), file: "x.json") }
        #expect(throws: PlaceImportError.self) { try PlaceImporter.load(path: "/nonexistent/places.csv") }
    }

    @Test(.enabled(if: TestData.hasCastles && TestData.hasLookoutTowers, "../shared/data castles or lookout towers absent"))
    func realCataloguesLoadTogetherAndAreSearchable() throws {
        var catalogue = PlaceCatalogue()
        try catalogue.load(path: TestData.castles)
        try catalogue.load(path: TestData.lookoutTowers)
        #expect(catalogue.count == 2235 + 527)
        #expect(catalogue.warnings.count == 174)
        let index = PlaceSearchIndex(places: catalogue.places)
        #expect(try index.ids("karlstejn").first == "wikidata:Q266698")
        #expect(try index.ids("petrinska rozhledna").first == "osm:way/7645353")
        #expect(try index.ids("zamek lednice").first == "wikidata:Q370990")
    }
}
