import Foundation
import Testing
import RegioTestSupport
@testable import RegioPlaces

@Suite struct GeoNamesImporterTests {
    static let sample = #"""
    {"3067696": {"geonameid": 3067696, "name": "Prague", "latitude": 50.08804, "longitude": 14.42076, "countrycode": "CZ", "population": 1165581, "timezone": "Europe/Prague", "admin1code": "52", "alternatenames": ["Praha", "Prag", "Prague", ""]},
     "2950159": {"geonameid": 2950159, "name": "Berlin", "latitude": 52.52437, "longitude": 13.41053, "countrycode": "DE", "population": 3426354, "admin1code": "16", "alternatenames": []},
     "3078610": {"geonameid": 3078610, "name": "Brno", "latitude": 49.19522, "longitude": 16.60796, "countrycode": "CZ", "population": 379466, "admin1code": "78"}}
    """#

    @Test func readsRowsOrderedByIDWithACountryFilter() throws {
        let all = try GeoNamesImporter.read(Data(Self.sample.utf8), file: "cities500.json")
        #expect(all.places.map(\.id) == ["geonames:2950159", "geonames:3067696", "geonames:3078610"])
        let cz = try GeoNamesImporter.read(Data(Self.sample.utf8), file: "cities500.json", countries: ["cz"])
        #expect(cz.places.map(\.name) == ["Prague", "Brno"])
        let prague = cz.places[0]
        #expect(prague.alternateNames == ["Praha", "Prag"])
        #expect(prague.importance == 1_165_581)
        #expect(prague.population == 1_165_581)
        #expect(prague.category == .town)
        #expect(cz.locations == ["3067696", "3078610"])
    }

    @Test func badRowsNameTheirKey() {
        let bad = #"{"1": {"geonameid": 1, "name": "X", "latitude": 91, "longitude": 0, "countrycode": "CZ", "population": 5}}"#
        #expect {
            try GeoNamesImporter.read(Data(bad.utf8), file: "g.json")
        } throws: { error in
            (error as? PlaceImportError)?.problems.first?.location == "1"
        }
        let missing = #"{"1": {"geonameid": 1, "name": "X", "longitude": 0, "countrycode": "CZ", "population": 5}}"#
        #expect {
            try GeoNamesImporter.read(Data(missing.utf8), file: "g.json")
        } throws: { error in
            // JSONPath shows numeric object keys like array indexes.
            (error as? PlaceImportError)?.problems.first?.location == "[1].latitude"
        }
    }

    @Test(.enabled(if: TestData.geonames != nil, "GeoNames cities500.json not found (set REGIO_GEONAMES or run scripts/fetch-geonames)"))
    func readsTheCzechTownsOfTheRealFile() throws {
        let cz = try PlaceImporter.load(path: TestData.geonames!.path, options: .init(countries: ["CZ"]))
        #expect(cz.places.count > 2_700)
        #expect(cz.places.contains { $0.id == "geonames:3067696" && $0.alternateNames.contains("Praha") })
    }
}
