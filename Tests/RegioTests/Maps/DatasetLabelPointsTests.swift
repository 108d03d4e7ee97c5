import Foundation
import RegioGeo
import RegioRender
import Testing
@testable import Regio

/// The label points a dataset keeps (`label-points.json`, written by
/// `regio dataset build`) are a cache: the areas' shapes take them as they
/// are made, the tiles are the same as with points worked out, and a file
/// that no longer belongs to the regions or countries, or is damaged, is
/// passed over.
@Suite struct DatasetLabelPointsTests {
    /// A copy of the embedded dataset with its label points written.
    static func datasetWithLabelPoints() throws -> (folder: URL, written: Int) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("regio-label-points-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: TestPaths.embeddedData, to: folder)
        return (folder, try DatasetLabelPoints.write(Dataset.load(from: folder)))
    }

    static let vysocina = TileService.TileKey(tile: TileID(containing: Coordinate(latitude: 49.4, longitude: 15.6), zoom: 8))

    @Test func theShapesTakeTheKeptPointsAndDrawTheSameTiles() throws {
        let (folder, written) = try Self.datasetWithLabelPoints()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dataset = try Dataset.load(from: folder)
        #expect(written == dataset.regions.count + dataset.countries.count)
        let file = try #require(try KeptLabelPoints.file(in: folder))
        #expect(file.sources == (try DatasetLabelPoints.sourceHash(in: folder, manifest: dataset.manifest)))

        // Settled as the shapes are made, before any map asks for them.
        try dataset.makeMapShapes()
        #expect(dataset.mapShapes.settledLabelPoints() == file.worldPoints)

        // The points a tile works out without the file are the same, and so is the tile.
        let plain = TestEngine()
        defer { plain.remove() }
        let kept = TestEngine(data: folder)
        defer { kept.remove() }
        let drawn = try #require(try TileService(engine: plain.engine).tile(Self.vysocina))
        let worked = try plain.engine.dataset().mapShapes.settledLabelPoints()
        #expect(!worked.isEmpty && worked.allSatisfy { file.worldPoints[$0.key] == $0.value })
        #expect(try TileService(engine: kept.engine).tile(Self.vysocina)?.png == drawn.png)
    }

    @Test func anEditedRegionsOrCountriesFileOutdatesThePoints() throws {
        for name in ["regions.geojson", "countries.geojson"] {
            let (folder, _) = try Self.datasetWithLabelPoints()
            defer { try? FileManager.default.removeItem(at: folder) }
            let url = folder.appendingPathComponent(name)
            try (try String(contentsOf: url, encoding: .utf8) + "\n").write(to: url, atomically: true, encoding: .utf8)
            let dataset = try Dataset.load(from: folder)
            try dataset.makeMapShapes()
            #expect(dataset.mapShapes.settledLabelPoints().isEmpty, "\(name)")
        }
    }

    @Test func aDamagedFileIsPassedOverAndTheTilesAreStillDrawn() throws {
        for damage in ["", #"{"format": 1, "points": {"region:CZ-63": "#, #"{"format": 99, "points": {}}"#,
                       #"{"format": 1, "points": {"region:CZ-63": [0.5, 0.3]}}"#] {
            let (folder, _) = try Self.datasetWithLabelPoints()
            defer { try? FileManager.default.removeItem(at: folder) }
            try Data(damage.utf8).write(to: folder.appendingPathComponent(DatasetLabelPoints.fileName))
            let t = TestEngine(data: folder)
            defer { t.remove() }
            let dataset = try t.engine.dataset()
            try dataset.makeMapShapes()
            #expect(dataset.mapShapes.settledLabelPoints().isEmpty, "\(damage)")
            #expect(try TileService(engine: t.engine).tile(Self.vysocina) != nil)
        }
    }
}
