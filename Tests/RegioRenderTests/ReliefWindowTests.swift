import Foundation
import RegioGeo
import Testing
@testable import RegioRender

/// The relief is shaded from elevations interpolated to a few pixels a sample
/// (bicubic), so a coarse grid (ETOPO5's 9 km) draws slopes, not squares.
struct ReliefWindowTests {
    /// A grid whose elevation is `value(column, row)`, over a box in Czechia.
    private func relief(width: Int = 12, height: Int = 10, _ value: (Int, Int) -> Float) -> ProjectedRelief {
        var values: [Float] = []
        for r in 0..<height { for c in 0..<width { values.append(value(c, r)) } }
        return ProjectedRelief(MapRelief(width: width, height: height, elevations: values, west: 14, north: 50,
                                         cellWidth: 0.1, cellHeight: 0.1, credit: "test"))
    }

    @Test func aSlopeIsInterpolatedExactlyBetweenTheCells() throws {
        let ramp = relief { c, _ in Float(100 * c) }
        let window = try ReliefWindow(ramp, columns: 3..<7, rows: 2..<6, factor: 4)
        #expect(window.width == 16 && window.height == 16)
        for j in 0..<window.width {
            // Sample j lies at cell index 3 + (j + 0.5) / 4 − 0.5: a straight ramp stays straight.
            let expected = 100 * (3 + (Double(j) + 0.5) / 4 - 0.5)
            #expect(abs(Double(window.elevations[5 * window.width + j]) - expected) < 0.01, "sample \(j)")
        }
        #expect(abs(window.sampleMetresX[0] - ramp.cellMetresX[2] / 4) < 1e-6)
    }

    @Test func factorOneIsTheCellsThemselves() throws {
        let bumps = relief { c, r in Float((c * 37 + r * 11) % 23) * 50 }
        let window = try ReliefWindow(bumps, columns: 0..<12, rows: 0..<bumps.height, factor: 1)
        let cells = try bumps.elevations()
        #expect(window.elevations == cells)
    }

    @Test func aMissingCellStaysMissingAndItsNeighboursKeepTheirHeight() throws {
        let holed = relief { c, r in (5...7).contains(c) && (4...6).contains(r) ? .nan : 500 }
        #expect(try holed.elevations().contains { $0.isNaN })
        let window = try ReliefWindow(holed, columns: 0..<12, rows: 0..<holed.height, factor: 3)
        #expect(window.elevations.contains { $0.isNaN })
        #expect(window.elevations.filter { !$0.isNaN }.allSatisfy { abs($0 - 500) < 0.01 })
    }

    /// Drawn on a page where a cell is 30 pixels wide, the shade changes
    /// gradually along a smooth hill instead of in steps of a cell.
    @Test func aCoarseHillIsShadedInManySmallStepsNotInCells() throws {
        let hill = relief(width: 20, height: 20) { c, r in
            Float(2_000 * exp(-(pow(Double(c) - 9.5, 2) + pow(Double(r) - 9.5, 2)) / 20))
        }
        let window = try ReliefWindow(hill, columns: 0..<20, rows: 0..<hill.height, factor: 8)
        let shades = ReliefPainter.shade(window, style: MapStyle.standard.relief)
        // Along the row through the hill's middle: many more distinct shades than cells.
        let row = window.height / 2
        let distinct = Set(shades[(row * window.width)..<((row + 1) * window.width)])
        #expect(distinct.count > 60, "\(distinct.count) shades over 20 cells")
    }

    /// On a map where several cells fall in a pixel (a continent at z2), each
    /// sample is the mean of a square of cells, with metres to match.
    @Test func cellsSmallerThanAPixelAreAveragedInSquares() throws {
        let bumps = relief { c, r in Float(c * 10 + r) }
        let window = try ReliefWindow(bumps, columns: 1..<11, rows: 0..<bumps.height, cellsPerSample: 4)
        // Columns 1–4, 5–8, 9–10 (a short last square); rows in fours of the projected grid.
        #expect(window.width == 3 && window.height == (bumps.height + 3) / 4)
        let cells = try bumps.elevations()
        func mean(_ columns: Range<Int>, _ rows: Range<Int>) -> Float {
            var sum: Float = 0, n = 0
            for r in rows { for c in columns { sum += cells[r * bumps.width + c]; n += 1 } }
            return sum / Float(n)
        }
        #expect(abs(window.elevations[0] - mean(1..<5, 0..<4)) < 0.001)
        #expect(abs(window.elevations[2] - mean(9..<11, 0..<4)) < 0.001)
        #expect(abs(window.elevations[window.width + 1] - mean(5..<9, 4..<8)) < 0.001)
        #expect(abs(window.sampleMetresX[0] - bumps.cellMetresX[2] * 4) < 1e-6)
    }

    @Test func aSquareWithSomeCellsMissingTakesTheOthersAndOneWithNoneStaysMissing() throws {
        let holed = relief { c, r in c < 4 && r < 4 ? .nan : (c == 4 && r < 4 ? 800 : 200) }
        let window = try ReliefWindow(holed, columns: 0..<12, rows: 0..<holed.height, cellsPerSample: 4)
        #expect(window.elevations[0].isNaN)
        let square = window.elevations[1]   // columns 4–7 of rows 0–3: one column of 800, three of 200
        #expect(abs(square - 350) < 0.001, "\(square)")
    }

    /// Finer samples while a cell spans pixels, squares of cells averaged once it is smaller than one.
    @Test func theSamplingFollowsTheSizeOfACellOnTheMap() throws {
        #expect(ReliefPainter.sampling(cellPixels: 30) == (8, 1))
        #expect(ReliefPainter.sampling(cellPixels: 6) == (2, 1))
        #expect(ReliefPainter.sampling(cellPixels: 1) == (1, 1))
        #expect(ReliefPainter.sampling(cellPixels: 0.24) == (1, 4))
        #expect(ReliefPainter.sampling(cellPixels: 1e-300) == (1, 1_024))
        #expect(ReliefPainter.sampling(cellPixels: .nan) == (1, 1))
        #expect(ReliefPainter.sampling(cellPixels: 0) == (1, 1))
    }

    /// A wide grid keeps halved copies (2 × 2 cells averaged) down to about
    /// 256 cells across, and a map whose cells are smaller than a pixel draws
    /// from the coarsest whose cells are still no wider than one.
    @Test func aWideReliefHasOverviewsAndAContinentDrawsFromTheOneOfAboutAPixel() throws {
        let wide = relief(width: 2_000, height: 6) { c, r in Float(c % 7 * 100 + r * 10) }
        #expect(wide.overviews.map(\.width) == [1_000, 500])
        let half = wide.overviews[0]
        #expect(half.height == (wide.height + 1) / 2)
        // Square (1, 0): cells (2,0), (3,0), (2,1), (3,1) of the projected grid.
        let all = try wide.elevations(), halves = try half.elevations()
        let cells = [all[2], all[3], all[wide.width + 2], all[wide.width + 3]]
        #expect(abs(halves[1] - cells.reduce(0, +) / 4) < 0.001)
        #expect(abs(half.bounds.width / Double(half.width) - 2 * wide.bounds.width / Double(wide.width)) < 1e-12)
        #expect(abs(half.cellMetresX[0] - 2 * wide.cellMetresX[0]) < 1e-6)
        // Cells of 0.3 px: halved once is 0.6, twice 1.2 (too wide): the first overview.
        #expect(wide.coarsest(forCellPixels: 0.3).width == 1_000)
        #expect(wide.coarsest(forCellPixels: 0.2).width == 500)
        #expect(wide.coarsest(forCellPixels: 2).width == 2_000)
        #expect(wide.coarsest(forCellPixels: .nan).width == 2_000)
        #expect(relief { _, _ in 1 }.overviews.isEmpty, "a small grid has none")
    }
}
