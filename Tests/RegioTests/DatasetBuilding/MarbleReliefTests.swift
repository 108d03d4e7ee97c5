import Foundation
import RegioGDAL
import RegioGeo
import RegioTestSupport
import Testing
@testable import Regio

/// The 2′ relief from Marble's SRTM30 tiles (``MarbleRelief``) in the
/// datasets built for Austria and Czechia: valleys and hills where they are.
@Suite(.enabled(if: BuiltDatasets.basemapAvailable && BuiltDatasets.inputs?.basemap?.hasMarbleRelief == true,
                "the base map or Marble's relief tiles are missing: run scripts/fetch-basemap"))
struct MarbleReliefTests {
    /// The relief of a built dataset.
    static func relief(_ built: Result<BuiltDatasets.Built, Error>) throws -> RasterGrid {
        let folder = try built.get().folder
        let raster = try RasterDataset(url: folder.appendingPathComponent(BasemapFiles.reliefFileName))
        return try raster.read(columns: 0..<raster.width, rows: 0..<raster.height)
    }

    /// The elevation of the pixel holding (lat, lon).
    static func height(_ grid: RasterGrid, _ lat: Double, _ lon: Double) throws -> Float {
        let column = grid.transform.column(x: lon).rounded(.down), row = grid.transform.row(y: lat).rounded(.down)
        let c = try #require(Int(exactly: column)), r = try #require(Int(exactly: row))
        try #require((0..<grid.width).contains(c) && (0..<grid.height).contains(r), "(\(lat), \(lon)) is outside the relief")
        return grid[c, r]
    }

    /// The highest pixel within 10 km of (lat, lon), north of it (`north`) or south of it.
    static func highest(_ grid: RasterGrid, around lat: Double, _ lon: Double, north: Bool) throws -> Float {
        var top = -Float.infinity
        for dLat in stride(from: 0.01, through: 0.09, by: 0.01) {
            for dLon in stride(from: -0.13, through: 0.13, by: 0.01) {
                let km = ((dLat * 111) * (dLat * 111) + (dLon * 75.5) * (dLon * 75.5)).squareRoot()
                guard km <= 10 else { continue }
                top = max(top, try height(grid, north ? lat + dLat : lat - dLat, lon + dLon))
            }
        }
        return top
    }

    @Test func theReliefIs2ArcMinutesAndCreditsMarble() throws {
        let built = try BuiltDatasets.austria.get()
        let relief = built.folder.appendingPathComponent(BasemapFiles.reliefFileName)
        let raster = try RasterDataset(url: relief)
        #expect(abs(raster.transform.pixelWidth - 1.0 / 30) < 1e-9 && abs(raster.transform.pixelHeight + 1.0 / 30) < 1e-9)
        // Austria's box has a few pixels below Marble's sea grey (lakes), which take ETOPO5's value.
        #expect(raster.metadataItem(DatasetBasemap.reliefCreditKey)?.hasPrefix(MarbleRelief.credit) == true)
        #expect(built.report.basemap?.reliefSource?.hasPrefix("Marble SRTM30 2′") == true)

        let output = try ToolOutput.of("/usr/bin/gdalinfo", [relief.path])
        #expect(output.contains("Driver: GTiff") && output.contains("Type=Float32"), "\(output)")
        #expect(output.contains("Pixel Size = (0.0333333333333"), "2′ pixels: \(output)")
    }

    /// At 5′ (ETOPO5) Innsbruck's cell is 2,040 m, higher than the mountains
    /// around it; at 2′ the Inn valley is a valley: the Nordkette north of
    /// the town (Hafelekar 2,334 m) and the Patscherkofel south-east of it
    /// (2,246 m) stand at least 800 m above it (real: about 1,700 m; a 2′
    /// cell averages the valley floor with its slopes).
    @Test func theInnValleyAtInnsbruckIsAValley() throws {
        let grid = try Self.relief(BuiltDatasets.austria)
        let innsbruck = try Self.height(grid, 47.27, 11.39)
        let north = try Self.highest(grid, around: 47.27, 11.39, north: true)
        let south = try Self.highest(grid, around: 47.27, 11.39, north: false)
        #expect(innsbruck < 1_000, "Innsbruck is at 574 m; its 2′ cell: \(innsbruck) m")
        #expect(north - innsbruck >= 800, "Nordkette \(north) m, Innsbruck \(innsbruck) m")
        #expect(south - innsbruck >= 800, "Patscherkofel \(south) m, Innsbruck \(innsbruck) m")
    }

    /// Towns on flat ground within 60 m of their height; Sněžka, a peak,
    /// within 250 m below it: a 2′ cell (about 2.4 × 3.7 km there) averages
    /// the summit with its slopes, and the calibration table has a step of
    /// about 60 m per grey at that height.
    @Test func czechHeightsAreNearTheRealOnes() throws {
        let grid = try Self.relief(BuiltDatasets.czechia)
        let brno = try Self.height(grid, 49.195, 16.608)        // 237 m at the centre
        let prague = try Self.height(grid, 50.087, 14.421)      // about 250 m
        let snezka = try Self.height(grid, 50.736, 15.740)      // 1,603 m
        #expect(abs(brno - 237) <= 60, "Brno \(brno) m")
        #expect(abs(prague - 250) <= 60, "Prague \(prague) m")
        #expect(snezka <= 1_603 + 60 && snezka >= 1_603 - 250, "Sněžka \(snezka) m")
    }
}
