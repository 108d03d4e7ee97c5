import Foundation
import Testing
@testable import Regio

/// The optional facts file and names in any number of languages.
struct DatasetFactsTests {
    /// A copy of the `valid` fixture with a manifest naming `facts`.
    func dataset(facts: String, regions: String? = nil) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("regio-facts-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: TestPaths.dataset("valid"), to: folder)
        try Data(#"{"regions": "regions.geojson", "places": ["places.geojson"], "facts": "facts.json"}"#.utf8)
            .write(to: folder.appendingPathComponent("manifest.json"))
        try Data(facts.utf8).write(to: folder.appendingPathComponent("facts.json"))
        if let regions { try Data(regions.utf8).write(to: folder.appendingPathComponent("regions.geojson")) }
        return folder
    }

    @Test func factsGiveCapitalsAreasAndNamesInAnyLanguage() throws {
        let folder = try dataset(facts: """
            {"about": "test", "regions": [{"iso": "T-1", "capital_de": "Hauptstadt", "capital_en": "Capital",
              "name_de": "Westen", "name_pt-BR": "Oeste", "area_km2": 123.5, "nuts3": "T01"}]}
            """)
        let d = try Dataset.load(from: folder)
        let west = try #require(d.region(id: "T-1"))
        #expect(west.officialAreaKm2 == 123.5)
        #expect(west.nuts3 == "T01")
        #expect(west.capital(in: "de") == "Hauptstadt")
        #expect(west.capitalEN == "Capital")
        #expect(west.capitalCS == "Hlavní", "the region file's capital_cs stays")
        #expect(west.name(in: "de") == "Westen")
        #expect(west.name(in: "pt-BR") == "Oeste")
        #expect(west.name(in: "pt") == west.nameEN, "pt-BR is not pt; English is the fallback")
        #expect(west.name(in: "fr") == "Západ EN")
        #expect(d.nameLanguages.contains("de"))
        #expect(!d.hasNames(in: "ja"))
        #expect(d.hasNames(in: "de"))
        #expect(d.hasNames(in: "cs"))
        #expect(d.facts?.about == "test")
    }

    @Test(arguments: [
        (#"{"regions": [{"iso": "T-9"}]}"#, "$.regions[0].iso", "unknown region id 'T-9'"),
        (#"{"regions": [{"iso": "T-1", "area_km2": -4}]}"#, "$.regions[0].area_km2", "positive"),
        (#"{"regions": [{"iso": "T-1", "capital": "X"}]}"#, "$.regions[0].capital", "unknown member"),
        (#"{"regions": [{"iso": "T-1", "name_de": 5}]}"#, "$.regions[0].name_de", "expected a non-empty string"),
        (#"{"regions": [{"iso": "T-1"}, {"iso": "T-1"}]}"#, "$.regions[1].iso", "appears twice"),
        (#"{"regiones": []}"#, "$.regions", "expected an array"),
    ])
    func badFactsNameTheFileAndPlace(text: String, location: String, message: String) throws {
        let folder = try dataset(facts: text)
        do {
            _ = try Dataset.load(from: folder, displayPrefix: "ds")
            Issue.record("loaded bad facts \(text)")
        } catch let error as DataError {
            #expect(error.file == "ds/facts.json")
            #expect(error.location == location)
            #expect(error.message.contains(message), "\(error.message)")
        }
    }

    @Test func namesObjectLocalLanguageAndListedNeighbours() throws {
        let square = { (x: Int) in "[[[\(x),50],[\(x + 1),50],[\(x + 1),51],[\(x),51],[\(x),50]]]" }
        let regions = """
            {"type": "FeatureCollection", "features": [
             {"type": "Feature", "id": "A", "properties": {"name": "Ost", "language": "de", "names": {"en": "East", "ja": "東"}, "neighbours": ["B"]},
              "geometry": {"type": "Polygon", "coordinates": \(square(10))}},
             {"type": "Feature", "id": "B", "properties": {"name": "West", "language": "de", "neighbours": ["A"]},
              "geometry": {"type": "Polygon", "coordinates": \(square(11))}}]}
            """
        let folder = try dataset(facts: #"{"regions": []}"#, regions: regions)
        try Data(#"{"type": "FeatureCollection", "features": []}"#.utf8).write(to: folder.appendingPathComponent("places.geojson"))
        let d = try Dataset.load(from: folder)
        let a = try #require(d.region(id: "A"))
        #expect(a.localName == "Ost" && a.nameEN == "East" && a.name(in: "ja") == "東")
        #expect(a.nameCS == "Ost", "Czech falls back to the local name in Latin script")
        #expect(a.neighbourIDs == ["B"])
        #expect(d.region(matching: "東")?.id == "A")

        let bad = regions.replacingOccurrences(of: #""neighbours": ["A"]"#, with: #""neighbours": ["Z"]"#)
        let badFolder = try dataset(facts: #"{"regions": []}"#, regions: bad)
        do {
            _ = try Dataset.load(from: badFolder)
            Issue.record("a neighbour that is no region was accepted")
        } catch let error as DataError {
            #expect(error.location == "features[1].properties.neighbours", "\(error)")
            #expect(error.message.contains("'Z'"))
        }
    }
}
