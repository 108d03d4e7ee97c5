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

    /// A `relief.tif` with overviews (as `regio dataset build` writes a wide
    /// one) gives them to the relief, each read from the file's own overview
    /// and checked against changes like the grid.
    @Test func theFilesOverviewsComeWithTheRelief() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("relief-overviews-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("relief.tif")
        let width = 1_100, height = 550
        let values = (0..<(width * height)).map { Float(($0 * 29) % 4_001) }
        try GeoTIFFWriter.write(RasterGrid(width: width, height: height, values: values,
                                           transform: GeoTransform(originX: -180, originY: 90, pixelWidth: 360.0 / Double(width),
                                                                   pixelHeight: -180.0 / Double(height))),
                                to: file, overviewsDownTo: ProjectedRelief.smallestOverview)
        let relief = try #require(try DatasetBasemap.load(from: folder).relief)
        #expect(relief.overviews.map { [$0.width, $0.height] } == [[550, 275], [275, 138]])
        #expect(relief.overviews.allSatisfy { $0.west == -180 && $0.north == 90 && abs(Double($0.width) * $0.cellWidth - 360) < 1e-9 })
        let raster = try RasterDataset(url: file)
        #expect(try relief.overviews[1].cells(rows: 10..<20) == raster.read(columns: 0..<275, rows: 10..<20, overview: 1).values)
        #expect(Set(([relief] + relief.overviews).compactMap { $0.rowReader?.identity }).count == 3)

        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3_600)], ofItemAtPath: file.path)
        let error = #expect(throws: GDALError.self) { try relief.overviews[0].cells(rows: 0..<2) }
        #expect(error.map { "\($0)" }?.contains(file.path) == true)
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
