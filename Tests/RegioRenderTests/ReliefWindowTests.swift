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

    @Test func aSlopeIsInterpolatedExactlyBetweenTheCells() {
        let ramp = relief { c, _ in Float(100 * c) }
        let window = ReliefWindow(ramp, columns: 3..<7, rows: 2..<6, factor: 4)
        #expect(window.width == 16 && window.height == 16)
        for j in 0..<window.width {
            // Sample j lies at cell index 3 + (j + 0.5) / 4 − 0.5: a straight ramp stays straight.
            let expected = 100 * (3 + (Double(j) + 0.5) / 4 - 0.5)
            #expect(abs(Double(window.elevations[5 * window.width + j]) - expected) < 0.01, "sample \(j)")
        }
        #expect(abs(window.sampleMetresX[0] - ramp.cellMetresX[2] / 4) < 1e-6)
    }

    @Test func factorOneIsTheCellsThemselves() {
        let bumps = relief { c, r in Float((c * 37 + r * 11) % 23) * 50 }
        let window = ReliefWindow(bumps, columns: 0..<12, rows: 0..<bumps.height, factor: 1)
        #expect(window.elevations == bumps.elevations)
    }

    @Test func aMissingCellStaysMissingAndItsNeighboursKeepTheirHeight() {
        let holed = relief { c, r in (5...7).contains(c) && (4...6).contains(r) ? .nan : 500 }
        #expect(holed.elevations.contains { $0.isNaN })
        let window = ReliefWindow(holed, columns: 0..<12, rows: 0..<holed.height, factor: 3)
        #expect(window.elevations.contains { $0.isNaN })
        #expect(window.elevations.filter { !$0.isNaN }.allSatisfy { abs($0 - 500) < 0.01 })
    }

    /// Drawn on a page where a cell is 30 pixels wide, the shade changes
    /// gradually along a smooth hill instead of in steps of a cell.
    @Test func aCoarseHillIsShadedInManySmallStepsNotInCells() throws {
        let hill = relief(width: 20, height: 20) { c, r in
            Float(2_000 * exp(-(pow(Double(c) - 9.5, 2) + pow(Double(r) - 9.5, 2)) / 20))
        }
        let window = ReliefWindow(hill, columns: 0..<20, rows: 0..<hill.height, factor: 8)
        let shades = ReliefPainter.shade(window, style: MapStyle.standard.relief)
        // Along the row through the hill's middle: many more distinct shades than cells.
        let row = window.height / 2
        let distinct = Set(shades[(row * window.width)..<((row + 1) * window.width)])
        #expect(distinct.count > 60, "\(distinct.count) shades over 20 cells")
    }
}
