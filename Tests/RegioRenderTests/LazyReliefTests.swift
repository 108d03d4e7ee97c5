import Foundation
import RegioGeo
import Synchronization
import Testing
@testable import RegioRender

/// A relief read from a file a block at a time: a map reads the cells under
/// it, not the whole grid or whole rows of it, and draws the same cells as from memory.
struct LazyReliefTests {
    /// Cells from memory, counting the windows asked for.
    final class CountingReader: ReliefRowReader {
        let width: Int
        let values: [Float]
        let asked = Mutex<[(rows: Range<Int>, columns: Range<Int>)]>([])
        let identity = "counting"
        init(width: Int, values: [Float]) { self.width = width; self.values = values }
        func cells(rows: Range<Int>, columns: Range<Int>) throws -> [Float] {
            asked.withLock { $0.append((rows, columns)) }
            return rows.flatMap { r in values[(r * width + columns.lowerBound)..<(r * width + columns.upperBound)] }
        }
        /// Rows read, counted once per window (a window of blocks side by side counts its rows for each).
        var rowsRead: Int { asked.withLock { $0.reduce(0) { $0 + $1.rows.count } } }
        var cellsRead: Int { asked.withLock { $0.reduce(0) { $0 + $1.rows.count * $1.columns.count } } }
        /// The first and last column read, of any window.
        var columnsRead: ClosedRange<Int>? {
            asked.withLock { a in a.map(\.columns.lowerBound).min().flatMap { low in a.map(\.columns.upperBound).max().map { low...($0 - 1) } } }
        }
    }

    /// A grid over Europe of `width` × `height` cells with a made-up relief.
    static func grid(width: Int = 1_200, height: Int = 600) -> (MapRelief, CountingReader) {
        var values = [Float](repeating: 0, count: width * height)
        for r in 0..<height { for c in 0..<width { values[r * width + c] = (c * 7 + r * 13) % 11 == 0 ? .nan : Float((c * 31 + r * 17) % 2_000) } }
        let memory = MapRelief(width: width, height: height, elevations: values, west: -10, north: 70,
                               cellWidth: 50.0 / Double(width), cellHeight: 35.0 / Double(height), credit: "test")
        return (memory, CountingReader(width: width, values: values))
    }

    /// The same relief read from `reader`.
    static func lazy(_ memory: MapRelief, _ reader: CountingReader) -> MapRelief {
        MapRelief(width: memory.width, height: memory.height, reader: reader, west: memory.west, north: memory.north,
                  cellWidth: memory.cellWidth, cellHeight: memory.cellHeight, credit: memory.credit)
    }

    @Test func aWindowReadsTheRowsUnderItAndNothingBeforeIt() throws {
        let (memory, reader) = Self.grid()
        let projected = ProjectedRelief(Self.lazy(memory, reader))
        #expect(reader.rowsRead == 0, "projecting reads nothing")
        _ = try ReliefWindow(projected, columns: 300..<340, rows: 400..<430, factor: 4)
        #expect(reader.rowsRead > 0 && reader.rowsRead < 60, "\(reader.rowsRead) of \(memory.height) rows read for 30 projected rows")
        // The columns of the block under the window (columns 256–511), not the whole width.
        let block = ReliefBlocks.columnsPerBlock
        #expect(reader.columnsRead == block...(2 * block - 1), "columns \(String(describing: reader.columnsRead)) read of \(memory.width)")
        let before = reader.cellsRead
        _ = try ReliefWindow(projected, columns: 320..<360, rows: 405..<425, factor: 4)
        #expect(reader.cellsRead == before, "cells already made are kept")
    }

    @Test func everyCellAndOverviewIsTheSameAsFromMemory() throws {
        let (memory, reader) = Self.grid()
        let fromMemory = ProjectedRelief(memory), fromReader = ProjectedRelief(Self.lazy(memory, reader))
        #expect(fromReader.height == fromMemory.height && fromReader.cellMetresY == fromMemory.cellMetresY)
        // Compared bitwise: NaN cells must stay NaN in the same places.
        func bits(_ r: ProjectedRelief) throws -> [UInt32] { try r.elevations().map(\.bitPattern) }
        // Made out of order (a coarse overview first, then bands from the middle) as a server's tiles ask.
        _ = try fromReader.overviews[0].cells(columns: 0..<10, rows: 200..<240)
        _ = try fromReader.cells(columns: 0..<5, rows: 500..<600)
        #expect(try bits(fromReader) == bits(fromMemory))
        #expect(fromReader.overviews.count == fromMemory.overviews.count && !fromMemory.overviews.isEmpty)
        for (a, b) in zip(fromReader.overviews, fromMemory.overviews) { #expect(try bits(a) == bits(b)) }
        // A halved grid is the mean of each square of four (NaN left out).
        let full = try fromMemory.elevations(), half = try fromMemory.overviews[0].elevations()
        let w = fromMemory.width
        let square = [full[2 * w + 4], full[2 * w + 5], full[3 * w + 4], full[3 * w + 5]].filter { !$0.isNaN }
        #expect(half[fromMemory.overviews[0].width + 2] == square.reduce(0, +) / Float(square.count))
    }

    /// A source with overviews of its own (a GeoTIFF's, ``MapRelief/overviews``):
    /// the projected relief's overviews are made from those wide enough, and a
    /// map of the whole grid reads their rows and none of the grid's.
    @Test func aSourcesOwnOverviewsAreDrawnFromWithoutReadingTheGrid() throws {
        let (memory, reader) = Self.grid()
        var relief = Self.lazy(memory, reader)
        // A half, a quarter and an eighth (narrower than the smallest overview), each the mean of the cells under it.
        var levels: [(MapRelief, CountingReader)] = []
        var values = memory.elevations, width = memory.width, height = memory.height
        for _ in 0..<3 {
            let w = width / 2, h = height / 2
            var half = [Float](repeating: .nan, count: w * h)
            for r in 0..<h {
                for c in 0..<w {
                    let under = [values[2 * r * width + 2 * c], values[2 * r * width + 2 * c + 1],
                                 values[(2 * r + 1) * width + 2 * c], values[(2 * r + 1) * width + 2 * c + 1]].filter { !$0.isNaN }
                    if !under.isEmpty { half[r * w + c] = under.reduce(0, +) / Float(under.count) }
                }
            }
            (values, width, height) = (half, w, h)
            let level = CountingReader(width: w, values: half)
            levels.append((MapRelief(width: w, height: h, reader: level, west: memory.west, north: memory.north,
                                     cellWidth: memory.cellWidth * Double(memory.width / w),
                                     cellHeight: memory.cellHeight * Double(memory.height / h)), level))
        }
        relief.overviews = levels.map(\.0)
        let projected = ProjectedRelief(relief)
        #expect(projected.overviews.map(\.width) == [600, 300], "the eighth (150 across) is narrower than \(ProjectedRelief.smallestOverview)")
        #expect(abs(projected.overviews[1].bounds.width - projected.bounds.width) < 1e-12)

        // Cells of a third of a pixel: the half, whose cells are two thirds of one.
        let coarse = projected.coarsest(forCellPixels: 1.0 / 3)
        #expect(coarse.width == 600)
        _ = try ReliefWindow(coarse, columns: 0..<coarse.width, rows: 0..<coarse.height, cellsPerSample: 1)
        #expect(reader.rowsRead == 0, "the grid's rows are not read for a map of the whole grid")
        #expect(levels[0].1.rowsRead >= 300 && levels[1].1.rowsRead == 0, "the half read for the whole grid; the quarter not")
    }

    /// A reader that fails (a damaged file) makes the drawing throw, not crash, and a later drawing tries again.
    @Test func aFailingReaderMakesTheDrawingThrow() throws {
        struct Failing: ReliefRowReader {
            struct Broken: Error {}
            let identity = "failing"
            func cells(rows: Range<Int>, columns: Range<Int>) throws -> [Float] { throw Broken() }
        }
        var scene = BasemapLayerTests.scene()
        let ridge = BasemapLayerTests.ridge()
        scene.relief = MapRelief(width: ridge.width, height: ridge.height, reader: Failing(), west: ridge.west, north: ridge.north,
                                 cellWidth: ridge.cellWidth, cellHeight: ridge.cellHeight, credit: ridge.credit)
        let renderer = try TileRenderer(source: TileSource(scene: scene, options: TileOptions()))
        #expect(throws: Failing.Broken.self) { try renderer.renderPNG(BasemapLayerTests.tile) }
        #expect(throws: Failing.Broken.self) { try renderer.renderPNG(BasemapLayerTests.tile) }
    }
}
