import Foundation
import RegioGDAL
import RegioGeo
import RegioTestSupport
import Testing

/// Reading raster windows through GDAL: ETOPO5 (netCDF, longitudes 0…360),
/// GeoTIFFs written and read back, damaged files.
@Suite struct RasterDatasetTests {
    static let czechia = BoundingBox(west: 12.09, south: 48.55, east: 18.86, north: 51.06)

    @Test(.enabled(if: TestData.basemap != nil, "needs scripts/fetch-basemap"))
    func etopo5WindowOfCzechiaHasItsMountains() throws {
        let etopo = try RasterDataset(url: try #require(TestData.basemap).appendingPathComponent("etopo5.cdf"))
        #expect(etopo.width == 4320 && etopo.height == 2161)
        let grid = try etopo.read(Self.czechia)
        // 5′ pixels: about 6.8° / (1/12)° = 82 columns and 30 rows, plus a margin.
        #expect((82...86).contains(grid.width) && (30...34).contains(grid.height), "\(grid.width)×\(grid.height)")
        #expect(grid.transform.originX <= 12.09 && grid.transform.originX > 11.8)
        #expect(grid.transform.originY >= 51.06 && grid.transform.originY < 51.3)
        let range = try #require(grid.range)
        #expect(range.lowerBound > 50 && range.lowerBound < 300, "the Elbe leaves at about 115 m: \(range)")
        #expect(range.upperBound > 1000 && range.upperBound < 1700, "Sněžka is 1603 m, smoothed at 5′: \(range)")
    }

    @Test(.enabled(if: TestData.basemap != nil, "needs scripts/fetch-basemap"))
    func etopo5WindowAcrossThePrimeMeridianIsJoined() throws {
        let etopo = try RasterDataset(url: try #require(TestData.basemap).appendingPathComponent("etopo5.cdf"))
        // Southern England and northern France: 2°W to 2°E.
        let grid = try etopo.read(BoundingBox(west: -2, south: 49, east: 2, north: 52))
        #expect((48...52).contains(grid.width), "\(grid.width) columns")
        #expect(grid.transform.originX < -2 && grid.transform.originX > -2.3, "\(grid.transform.originX)")
        // The Channel at 50.0°N 0.5°W is sea; Paris' basin at 49.2°N 1.8°E is land.
        func value(latitude: Double, longitude: Double) -> Float {
            grid[Int(grid.transform.column(x: longitude)), Int(grid.transform.row(y: latitude))]
        }
        #expect(value(latitude: 50.0, longitude: -0.5) < 0)
        #expect(value(latitude: 49.2, longitude: 1.8) > 0)
    }

    @Test(.enabled(if: TestData.basemap != nil, "needs scripts/fetch-basemap"))
    func etopo5WholeWorldStartsAt180West() throws {
        let etopo = try RasterDataset(url: try #require(TestData.basemap).appendingPathComponent("etopo5.cdf"))
        let grid = try etopo.read(BoundingBox(west: -180, south: -90, east: 180, north: 90))
        #expect(grid.width >= 4320 && grid.width <= 4324 && grid.height == 2161, "\(grid.width)×\(grid.height)")
        #expect(abs(grid.transform.originX + 180) < 0.2, "\(grid.transform.originX)")
        // Hawaii's Mauna Kea cell (19.8°N 155.5°W) is land, high above the sea around.
        let column = Int(grid.transform.column(x: -155.47)), row = Int(grid.transform.row(y: 19.82))
        #expect(grid[column, row] > 1_500, "\(grid[column, row])")
    }

    @Test func geoTIFFWrittenAndReadBack() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("dem.tif")
        let transform = GeoTransform(originX: 16, originY: 49.5, pixelWidth: 0.5, pixelHeight: -0.5)
        let grid = RasterGrid(width: 3, height: 2, values: [1, 2, 3, 4, .nan, 600.5], transform: transform)
        try GeoTIFFWriter.write(grid, to: url)
        let tiff = try RasterDataset(url: url)
        #expect(tiff.transform == transform)
        let back = try tiff.read(columns: 0..<3, rows: 0..<2)
        #expect(back.values[0..<4] == [1, 2, 3, 4] && back.values[4].isNaN && back.values[5] == 600.5)
        let window = try tiff.read(columns: 1..<9, rows: 1..<2)
        #expect(window.width == 2 && window.values.count == 2 && window.values[1] == 600.5)
        #expect(window.transform.originX == 16.5 && window.transform.originY == 49)
    }

    /// With `overviewsDownTo`, the file holds a half, a quarter … of the grid
    /// down to that width, each cell the mean of the cells under it that have
    /// a value; GDAL's own `gdalinfo` lists them, and the tiles.
    @Test func geoTIFFOverviewsAreTheMeansOfTheCellsUnderThem() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("dem.tif")
        let width = 1_100, height = 550
        let values = (0..<(width * height)).map { i in i % 13 == 0 ? Float.nan : Float((i * 37) % 3_001) }
        let transform = GeoTransform(originX: -180, originY: 90, pixelWidth: 360.0 / Double(width), pixelHeight: -180.0 / Double(height))
        try GeoTIFFWriter.write(RasterGrid(width: width, height: height, values: values, transform: transform), to: url, overviewsDownTo: 256)
        let tiff = try RasterDataset(url: url)
        #expect(tiff.overviews.map { [$0.width, $0.height] } == [[550, 275], [275, 138]])
        let info = try ToolOutput.of("/usr/bin/gdalinfo", [url.path])
        #expect(info.contains("Overviews: 550x275, 275x138"), "\(info)")
        // Tiled, so that a window decodes the tiles under it, not whole rows.
        #expect(info.contains("Block=\(GeoTIFFWriter.tileSize)x\(GeoTIFFWriter.tileSize)"), "\(info)")
        let window = try tiff.read(columns: 300..<340, rows: 260..<270)
        #expect(window.values.map(\.bitPattern) == (260..<270).flatMap { r in (300..<340).map { values[r * width + $0].bitPattern } })

        let half = try tiff.read(columns: 0..<550, rows: 0..<275, overview: 0)
        #expect(half.transform == tiff.transform(ofOverview: 0))
        #expect(half.transform.pixelWidth == 2 * transform.pixelWidth && half.transform.originX == -180)
        for (c, r) in [(2, 1), (100, 200), (549, 274)] {
            let under = [(2 * c, 2 * r), (2 * c + 1, 2 * r), (2 * c, 2 * r + 1), (2 * c + 1, 2 * r + 1)]
                .map { values[$0.1 * width + $0.0] }.filter { !$0.isNaN }
            let mean = under.reduce(0, +) / Float(under.count)
            #expect(abs(half.values[r * 550 + c] - mean) < 0.01, "overview cell \(c), \(r): \(half.values[r * 550 + c]), mean \(mean)")
        }
        #expect(throws: GDALError.self) { try tiff.read(columns: 0..<10, rows: 0..<10, overview: 2) }

        // A grid narrower than twice the smallest gets none.
        let small = folder.url.appendingPathComponent("small.tif")
        try GeoTIFFWriter.write(RasterGrid(width: 437, height: 227, values: [Float](repeating: 1, count: 437 * 227), transform: transform),
                                to: small, overviewsDownTo: 256)
        #expect(try RasterDataset(url: small).overviews.isEmpty)
    }

    @Test func truncatedGeoTIFFIsAnErrorNamingTheFile() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("dem.tif")
        let values = (0..<(200 * 200)).map { Float($0 % 997) * 1.7 }
        try GeoTIFFWriter.write(RasterGrid(width: 200, height: 200, values: values,
                                           transform: GeoTransform(originX: 0, originY: 10, pixelWidth: 0.01, pixelHeight: -0.01)),
                                to: url)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int)
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(size / 2))
        try handle.close()
        do {
            let tiff = try RasterDataset(url: url)
            _ = try tiff.read(columns: 0..<200, rows: 0..<200)
            Issue.record("a truncated GeoTIFF was read without an error")
        } catch let error as GDALError {
            #expect("\(error)".contains(url.path), "\(error)")
        }
    }

    @Test(.enabled(if: TestData.basemap != nil, "needs scripts/fetch-basemap"))
    func truncatedNetCDFIsAnErrorNamingTheFile() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("etopo5.cdf")
        let source = try FileHandle(forReadingFrom: try #require(TestData.basemap).appendingPathComponent("etopo5.cdf"))
        let head = try #require(try source.read(upToCount: 2_000_000))
        try source.close()
        try head.write(to: url)
        do {
            let etopo = try RasterDataset(url: url)
            _ = try etopo.read(Self.czechia)
            Issue.record("a truncated netCDF was read without an error")
        } catch let error as GDALError {
            #expect("\(error)".contains(url.path), "\(error)")
        }
    }

    @Test func aPictureWithoutGeotransformIsRefused() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("plain.pgm")
        try Data("P5\n2 2\n255\n".utf8 + [0, 64, 128, 255]).write(to: url)
        let error = try #require(throws: GDALError.self) { try RasterDataset(url: url) }
        guard case .notGeoreferenced(let file, _) = error else { Issue.record("\(error)"); return }
        #expect(file == url.path)
    }
}
