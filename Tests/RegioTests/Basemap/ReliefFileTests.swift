import Foundation
import Testing
import RegioGDAL
import RegioGeo
@testable import RegioRender
@testable import Regio

/// A dataset's whole relief is read from `relief.tif` when a tile first draws
/// its rows (``ReliefFile``): the same cells and tiles as the file read at
/// once, and a file changed under a running server is an error naming it.
@Suite struct ReliefFileTests {
    @Test func theWholeReliefIsReadByRowsWithTheSameCellsAndTiles() throws {
        let basemap = try DatasetBasemap.load(from: TestPaths.embeddedData)
        let lazy = try #require(basemap.relief)
        #expect(lazy.rowReader != nil && lazy.elevations.isEmpty)
        let raster = try RasterDataset(url: TestPaths.embeddedData.appendingPathComponent("relief.tif"))
        let all = try raster.read(columns: 0..<raster.width, rows: 0..<raster.height).values
        #expect(try lazy.cells(rows: 0..<lazy.height).map(\.bitPattern) == all.map(\.bitPattern))
        var memory = lazy
        memory.rowReader = nil
        memory.elevations = all

        // A tile over Vysočina, drawn from each: the same bytes.
        let engine = TestEngine().engine
        var scene = try engine.mapSceneBuilder(language: .cs, favourites: false).tileScene(highlighting: nil)
        #expect(scene.relief?.rowReader != nil)
        let tile = TileID(containing: Coordinate(latitude: 49.4, longitude: 15.6), zoom: 9)
        func png(_ relief: MapRelief) throws -> Data {
            scene.relief = relief
            return try TileRenderer(source: TileSource(scene: scene, options: TileOptions(), preparation: .onDemand)).renderPNG(tile)
        }
        #expect(try png(lazy) == png(memory))
    }

    @Test func aFileChangedAfterLoadingIsAnErrorNamingIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("relief-file-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("relief.tif")
        try FileManager.default.copyItem(at: TestPaths.embeddedData.appendingPathComponent("relief.tif"), to: file)
        let relief = try #require(try DatasetBasemap.load(from: folder).relief)
        #expect(try relief.cells(rows: 0..<2).count == 2 * relief.width)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3_600)], ofItemAtPath: file.path)
        let error = #expect(throws: GDALError.self) { try relief.cells(rows: 2..<4) }
        #expect(error.map { "\($0)" }?.contains(file.path) == true)
        #expect(error.map { "\($0)" }?.contains("changed") == true)
    }
}
