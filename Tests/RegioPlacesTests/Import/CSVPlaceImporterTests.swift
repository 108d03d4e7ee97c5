import Foundation
import Testing
@testable import RegioPlaces
import RegioGeo

@Suite struct CSVPlaceImporterTests {
    func read(_ text: String, file: String = "trip.csv") throws -> PlaceImport {
        try CSVPlaceImporter.read(text, file: file)
    }

    func problem(_ text: String) -> DataError? {
        do { _ = try read(text); return nil } catch { return (error as? PlaceImportError)?.problems.first }
    }

    @Test func readsRequiredAndOptionalColumns() throws {
        let batch = try read(#"""
        id,Name,Latitude,Longitude,category,city,street,postal_code,population,note
        12,Karlštejn,49.9394,14.1882,hrad,Karlštejn,,267 18,,nice
        13,"Brno, centre",49.195,16.608,town,Brno,"Náměstí ""Svobody""",602 00,379466,
        """#)
        #expect(batch.places.map(\.id) == ["trip:12", "trip:13"])
        #expect(batch.places[0].category == .castle)
        #expect(batch.places[0].address == Address(city: "Karlštejn", street: nil, postalCode: "267 18"))
        #expect(batch.places[0].attributes == ["note": "nice"])
        #expect(batch.places[0].importance == CategoryWeight.importance(for: .castle))
        #expect(batch.places[1].name == "Brno, centre")
        #expect(batch.places[1].address?.street == "Náměstí \"Svobody\"")
        #expect(batch.places[1].population == 379_466)
        #expect(batch.places[1].importance == 379_466)
        #expect(batch.locations == ["line 2", "line 3"])
    }

    @Test func quotedFieldsMaySpanLinesAndLineNumbersFollow() throws {
        let batch = try read("name,lat,lon\r\n\"Two\nlines\",50,14\r\n\r\nThird,51,15\r\n")
        #expect(batch.places.map(\.name) == ["Two\nlines", "Third"])
        #expect(batch.locations == ["line 2", "line 5"])
    }

    @Test func semicolonsAndDecimalCommas() throws {
        let batch = try read("\u{FEFF}název;lat;lon\nŽďár;49,5626;15,9392\n")
        #expect(batch.places[0].coordinate.latitude == 49.5626)
        #expect(batch.places[0].id == "trip:zdar")
    }

    @Test func idsWithoutAnIDColumnAreSlugs() throws {
        let batch = try read("name,lat,lon\nHrad Kost,50,14\nHrad Kost,50.1,14\n---,50,14\n")
        #expect(batch.places.map(\.id) == ["trip:hrad-kost", "trip:hrad-kost-2", "trip:place"])
    }

    @Test func problemsNameTheLine() {
        #expect(problem("name,lat\nA,50\n")?.message.contains("lon") == true)
        #expect(problem("")?.message.contains("empty") == true)
        #expect(problem("name,lat,lon\nA,50,14\nB,50\n")?.location == "line 3")
        #expect(problem("name,lat,lon\nA,abc,14\n")?.location == "line 2, column lat")
        #expect(problem("name,lat,lon\nA,\"50,1\",14\n")?.message.contains("decimal point") == true)
        #expect(problem("name,lat,lon\nA,95,14\n")?.message.contains("latitude 95") == true)
        #expect(problem("name,lat,lon\nA,50,14\nB,\"50,14\n")?.location == "line 3")   // never closed
        #expect(problem("name,lat,lon\n\"A\"x,50,14\n")?.location == "line 2")
        #expect(problem("name,lat,lon\n,50,14\n")?.message.contains("name is empty") == true)
        #expect(problem("name,lat,lon,population\nA,50,14,-3\n")?.location == "line 2, column population")
        #expect(problem("name,lat,lon\nA,nan,14\n")?.location == "line 2, column lat")
    }

    @Test func collectsSeveralProblems() {
        do {
            _ = try read("name,lat,lon\nA,95,14\nB,50,200\nC,50,14\n")
            Issue.record("expected an error")
        } catch let e as PlaceImportError {
            #expect(e.problems.map(\.location) == ["line 2", "line 3"])
            #expect(e.description.contains("trip.csv: line 3: longitude 200"))
        } catch { Issue.record("\(error)") }
    }
}
