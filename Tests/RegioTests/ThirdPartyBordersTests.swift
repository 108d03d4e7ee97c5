import Foundation
import Testing
@testable import Regio

/// The same loaders read the finer third-party borders (ArcČR 500 through
/// jlacko/powerbi-cesko) and give the same answers.
@Suite(.enabled(if: TestPaths.shared("cz-regions-jlacko.geojson") != nil,
                "../shared/data/cz-regions-jlacko.geojson is absent; skipping the finer-border checks"))
struct ThirdPartyBordersTests {
    let dataset: Dataset

    init() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("regio-jlacko-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let manifest = """
        {"name": "ArcČR 500 regions", "regions": "\(TestPaths.shared("cz-regions-jlacko.geojson")!.path)",
         "places": [], "regionProperties": {"id": "KOD_CZNUTS3", "name_cs": "NAZ_CZNUTS3"}}
        """
        try manifest.write(to: folder.appendingPathComponent("manifest.json"), atomically: true, encoding: .utf8)
        dataset = try Dataset.load(from: folder)
    }

    @Test func sameAnswersToThePointTests() {
        #expect(dataset.regions.count == 14)
        #expect(dataset.region(containing: Coordinate(latitude: 50.0875, longitude: 14.4213))?.id == "CZ010")
        #expect(dataset.region(containing: Coordinate(latitude: 49.9394, longitude: 14.1882))?.id == "CZ020")
        #expect(dataset.region(containing: Coordinate(latitude: 49.1951, longitude: 16.6068))?.id == "CZ064")
        #expect(dataset.region(containing: Coordinate(latitude: 48.2082, longitude: 16.3738)) == nil)
    }

    @Test func sameNeighboursAndAreas() throws {
        let vysocina = try #require(dataset.region(id: "CZ063"))
        #expect(vysocina.neighbourIDs == ["CZ020", "CZ031", "CZ053", "CZ064"])
        let total = dataset.regions.reduce(0) { $0 + $1.areaKm2 }
        #expect(abs(total - 78_601) / 78_601 < 0.01, "total \(total) km²")
    }
}
