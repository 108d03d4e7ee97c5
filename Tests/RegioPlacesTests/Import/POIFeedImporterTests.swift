import Foundation
import Testing
@testable import RegioPlaces

@Suite struct POIFeedImporterTests {
    func read(_ json: String) throws -> PlaceImport {
        try POIFeedImporter.read(Data(json.utf8), file: "poi.json", source: "seed")
    }

    @Test func acceptsStringsAndNumbersForCoordinatesAndIDs() throws {
        let batch = try read(#"""
        [{"id": "12", "name": "Infocentrum", "city": "Praha", "street": "Staroměstské nám. 1", "postal_code": "110 00", "latitude": "50.0875", "longitude": 14.4213},
         {"id": 13, "name": " Muzeum ", "latitude": 49.19, "longitude": "16,61", "category": "museum"}]
        """#)
        #expect(batch.places.map(\.id) == ["seed:12", "seed:13"])
        #expect(batch.places[0].coordinate.latitude == 50.0875)
        #expect(batch.places[0].address == Address(city: "Praha", street: "Staroměstské nám. 1", postalCode: "110 00"))
        #expect(batch.places[0].category == .poi)
        #expect(batch.places[1].name == "Muzeum")
        #expect(batch.places[1].coordinate.longitude == 16.61)
        #expect(batch.places[1].category == .museum)
    }

    @Test func problemsNameTheItemAndKey() {
        func location(_ json: String) -> String? {
            do { _ = try read(json); return nil } catch { return (error as? PlaceImportError)?.problems.first?.location }
        }
        #expect(location(#"[{"id":"1","name":"A","latitude":"x","longitude":1}]"#) == "[0].latitude")
        #expect(location(#"[{"id":"1","name":"A","latitude":1,"longitude":1},{"id":"2","name":"B","latitude":1}]"#) == "[1].longitude")
        #expect(location(#"[{"name":"A","latitude":1,"longitude":1}]"#) == "[0].id")
        #expect(location(#"[{"id":"1","name":"","latitude":1,"longitude":1}]"#) == "[0].name")
        #expect(location(#"[{"id":"1","name":"A","latitude":100,"longitude":1}]"#) == "[0]")
        #expect(location(#"{"id":"1"}"#) != nil)
    }
}
