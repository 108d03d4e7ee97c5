import Foundation
import Testing
@testable import Regio

/// The embedded dataset's sights (`data/sights.geojson`, built by `scripts/build-data`
/// from the shared castles and lookout towers) and the build step that makes them.
@Suite struct EmbeddedSightsTests {
    let dataset: Dataset

    init() throws { dataset = try Dataset.load(from: TestPaths.embeddedData) }

    @Test func theDatasetHasCastlesChateauxRuinsAndLookoutTowersBesideTheTowns() throws {
        var byCategory: [String: Int] = [:]
        for place in dataset.places { byCategory[place.category.rawValue, default: 0] += 1 }
        // The shared files: 1408 chateaux, 461 ruins, 271 + 95 castles, 527 named towers (a few may fall outside every region).
        #expect((1_350...1_408).contains(byCategory["chateau"] ?? 0), "\(byCategory)")
        #expect((330...366).contains(byCategory["castle"] ?? 0), "\(byCategory)")
        #expect((430...461).contains(byCategory["ruin"] ?? 0), "\(byCategory)")
        #expect((500...527).contains(byCategory["lookout-tower"] ?? 0), "\(byCategory)")
        #expect((byCategory["town"] ?? 0) > 2_000, "\(byCategory)")
    }

    @Test func karlstejnHasItsCzechNameFactsAndNoUnescoFlag() throws {
        let karlstejn = try #require(dataset.places.first { $0.id == "wikidata:Q266698" })
        #expect(karlstejn.name == "Karlštejn")
        #expect(karlstejn.category == .castle)
        #expect(karlstejn.regionID == "CZ-20")
        #expect(karlstejn.attributes?["name:cs"] == "Karlštejn")
        #expect(PlaceFacts.sentences(of: karlstejn, in: .en) == ["founded 1348", "national cultural monument"])
        #expect(PlaceFacts.sentences(of: karlstejn, in: .cs) == ["založen 1348", "národní kulturní památka"])
        #expect(karlstejn.attributes?.keys.contains("unesco") != true)
        let text = try String(contentsOf: TestPaths.embeddedData.appendingPathComponent(SightsFile.fileName), encoding: .utf8)
        #expect(!text.contains("unesco"))
    }

    @Test func aTowerSaysItsHeightInWordsInBothLanguages() throws {
        let tower = try #require(dataset.places.first { $0.id == "osm:node/978649518" })   // Akátová věž, 17.7 m
        #expect(tower.category == .lookoutTower)
        #expect(PlaceFacts.sentences(of: tower, in: .en) == ["17.7 m high"])
        #expect(PlaceFacts.sentences(of: tower, in: .cs) == ["výška 17,7 m"])
    }

    @Test func theAttributionCreditsWikidataAndOpenStreetMap() throws {
        let text = try String(contentsOf: TestPaths.embeddedData.appendingPathComponent("ATTRIBUTION.md"), encoding: .utf8)
        #expect(text.contains("`sights.geojson`"))
        #expect(text.contains("CC0 1.0 — \"Wikidata (CC0)\""))
        #expect(text.contains("ODbL 1.0 — \"© OpenStreetMap contributors\""))
        let manifest = try String(contentsOf: TestPaths.embeddedData.appendingPathComponent("manifest.json"), encoding: .utf8)
        #expect(manifest.contains("\"sights.geojson\""))
    }

    /// The build step itself, from the shared files, into a folder of its own.
    @Test func theBuildStepWritesCategoriesNamesAndFactsButNotTheUnescoFlag() throws {
        guard let castles = TestPaths.shared(SightsFile.castlesFile), TestPaths.shared(SightsFile.towersFile) != nil else {
            print("skipped: the shared data (../shared/data or $REGIO_SHARED_DATA) is not on this machine")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("regio-sights-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent(SightsFile.fileName)
        let report = try SightsFile.write(from: castles.deletingLastPathComponent(), dataset: dataset, to: out)
        #expect(report.castles + report.outsideRegions + report.leftOut + report.duplicates == 2_235)
        #expect(report.towers + report.unnamedTowers <= 701 && report.unnamedTowers == 701 - 527)
        #expect(Set(report.byCategory.keys) == ["castle", "chateau", "ruin", "lookout-tower"])
        let written = try GeoJSONFeatureCollection.read(from: out)
        #expect(written.features.count == report.castles + report.towers)
        for feature in written.features {
            #expect(feature.properties["unesco"] == nil)
            #expect(feature.properties["name_cs"] == feature.properties["name"])
        }
        let lednice = try #require(written.features.first { $0.properties["id"]?.stringValue == "wikidata:Q370990" })
        #expect(lednice.properties["category"]?.stringValue == "chateau")
        #expect(lednice.properties["region"]?.stringValue == "CZ-64")
    }
}
