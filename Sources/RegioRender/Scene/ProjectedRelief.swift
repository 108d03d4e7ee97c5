import Foundation
import RegioGeo

/// A ``MapRelief`` resampled so that its rows are even in world (Web
/// Mercator) y, as its columns are in x: a picture of it then lies on the map
/// with one affine transform. Keeps per row the ground size of a cell in metres.
public struct ProjectedRelief: Sendable {
    public let width: Int
    public let height: Int
    /// The world box the grid covers (cell centres half a cell inside).
    public let bounds: WorldRect
    /// The source's credit (``MapRelief/credit``).
    public let credit: String?
    /// Metres on the ground of one cell across, per row (shrinks towards the poles).
    public let cellMetresX: [Double]
    /// Metres on the ground of one cell down, per row.
    public let cellMetresY: [Double]
    /// The same relief at a half, a quarter … of the resolution, down to about
    /// 256 cells across: what a map where several cells fall in a pixel (a
    /// continent, the world) draws from, so that a tile reads about as many
    /// cells as it has pixels. The source's own overviews when it has them
    /// (``MapRelief/overviews``: a GeoTIFF's, read without touching the
    /// grid's cells), else squares of 2 × 2 cells of the one before averaged
    /// (each overview's cells then read the cells under them). Empty in the
    /// overviews themselves.
    public let overviews: [ProjectedRelief]
    /// The cells (metres, NaN where missing), made block by block when a map
    /// first draws them: a tile of one region reads and resamples that
    /// region's cells of the source, an overview's cells halve the cells under them.
    private let blocks: ReliefBlocks

    /// Overviews are made down to about this many cells across (a dataset's
    /// `relief.tif` holds its own down to this width: `regio dataset build`).
    public static let smallestOverview = 256

    /// The cells of `columns` × `rows` (clamped to the grid), made now if no map drew them before.
    func cells(columns: Range<Int>, rows: Range<Int>) throws -> ReliefCells {
        let columns = columns.clamped(to: 0..<width), rows = rows.clamped(to: 0..<height)
        return ReliefCells(gridWidth: width, gridHeight: height, columns: columns, rows: rows,
                           values: try blocks.cells(rows: rows, columns: columns))
    }

    /// Every cell, row by row from the north (all of them made now).
    func elevations() throws -> [Float] { try blocks.cells(rows: 0..<height) }

    private init(width: Int, height: Int, bounds: WorldRect, credit: String?, cellMetresX: [Double], cellMetresY: [Double],
                 blocks: ReliefBlocks, overviews: [ProjectedRelief] = []) {
        self.width = width; self.height = height; self.bounds = bounds
        self.credit = credit; self.cellMetresX = cellMetresX; self.cellMetresY = cellMetresY
        self.blocks = blocks
        self.overviews = overviews
    }

    /// Squares of 2 × 2 cells averaged (NaN cells left out; a square of NaN stays NaN).
    /// An odd last column or row makes cells of its own, so the box grows by a cell.
    /// Its rows are made from this grid's when a map draws them.
    func halved() -> ProjectedRelief {
        let w = (width + 1) / 2, h = (height + 1) / 2
        var dx = [Double](repeating: 1, count: h), dy = [Double](repeating: 1, count: h)
        for r in 0..<h {
            let r0 = 2 * r, r1 = min(2 * r + 1, height - 1)
            dx[r] = cellMetresX[r0] * 2
            dy[r] = cellMetresY[r0] + cellMetresY[r1]
        }
        let cellW = bounds.width / Double(width), cellH = bounds.height / Double(height)
        let box = WorldRect(minX: bounds.minX, minY: bounds.minY,
                            maxX: bounds.minX + Double(2 * w) * cellW, maxY: bounds.minY + Double(2 * h) * cellH)
        let source = blocks, width = width, height = height
        let halves = ReliefBlocks(width: w, height: h) { rows, columns in
            let first = 2 * rows.lowerBound, left = 2 * columns.lowerBound
            let underColumns = left..<min(2 * columns.upperBound, width), under = underColumns.count
            let below = try source.cells(rows: first..<min(2 * rows.upperBound, height), columns: underColumns)
            var values = [Float](repeating: .nan, count: columns.count * rows.count)
            for (i, r) in rows.enumerated() {
                let r0 = 2 * r - first, r1 = min(2 * r + 1, height - 1) - first
                for (j, c) in columns.enumerated() {
                    let c0 = 2 * c - left, c1 = min(2 * c + 1, width - 1) - left
                    var sum: Float = 0, count: Float = 0
                    func add(_ v: Float) { if !v.isNaN { sum += v; count += 1 } }
                    add(below[r0 * under + c0]); add(below[r0 * under + c1])
                    add(below[r1 * under + c0]); add(below[r1 * under + c1])
                    if count > 0 { values[i * columns.count + j] = sum / count }
                }
            }
            return values
        }
        return ProjectedRelief(width: w, height: h, bounds: box, credit: credit, cellMetresX: dx, cellMetresY: dy, blocks: halves)
    }

    /// The coarsest of this grid and its ``overviews`` whose cells are not
    /// wider than `pixels` device pixels when the full grid's are `cellPixels` wide.
    func coarsest(forCellPixels cellPixels: Double, notWiderThan pixels: Double = 1) -> ProjectedRelief {
        guard cellPixels.isFinite, cellPixels > 0 else { return self }
        let fullCell = bounds.width / Double(width)
        return overviews.last { ($0.bounds.width / Double($0.width)) / fullCell * cellPixels <= pixels } ?? self
    }

    /// `relief` resampled to rows even in world y, with its overviews.
    /// Nothing is read yet: the cells are read and resampled when a map first draws them.
    init(_ relief: MapRelief) {
        let full = ProjectedRelief(projecting: relief)
        var made: [ProjectedRelief] = []
        let own = relief.overviews.filter { $0.width >= Self.smallestOverview && $0.height >= 2 && $0.width < relief.width }
        if !own.isEmpty {
            made = own.sorted { $0.width > $1.width }.map { ProjectedRelief(projecting: $0) }
        } else {
            var next = full
            while next.width > Self.smallestOverview * 2, next.height >= 4 {
                next = next.halved()
                made.append(next)
            }
        }
        self.init(width: full.width, height: full.height, bounds: full.bounds, credit: full.credit, cellMetresX: full.cellMetresX,
                  cellMetresY: full.cellMetresY, blocks: full.blocks, overviews: made)
    }

    /// `relief` alone resampled to rows even in world y (no overviews).
    private init(projecting relief: MapRelief) {
        let metresPerDegree = 111_320.0
        let south = max(-WebMercator.maxLatitude, relief.north - Double(relief.height) * relief.cellHeight)
        let north = min(WebMercator.maxLatitude, relief.north)
        let nw = WebMercator.project(Coordinate(latitude: north, longitude: max(-180, relief.west)))
        let se = WebMercator.project(Coordinate(latitude: south, longitude: min(180, relief.west + Double(relief.width) * relief.cellWidth)))
        bounds = WorldRect(minX: nw.x, minY: nw.y, maxX: se.x, maxY: se.y)
        credit = relief.credit
        width = relief.width
        // As many rows as the source has, at least; more where Mercator stretches the north.
        let rows = max(2, min(4 * relief.height, Int((Double(relief.height) * 1.5).rounded(.up))))
        height = rows
        var dx = [Double](repeating: 1, count: rows), dy = [Double](repeating: 1, count: rows)
        // Each row lies linearly between two rows of the source: the first, and how far towards the next.
        var sourceRows = [Int](repeating: 0, count: rows), fractions = [Float](repeating: 0, count: rows)
        let rowHeight = bounds.height / Double(rows)
        for r in 0..<rows {
            let y = bounds.minY + (Double(r) + 0.5) * rowHeight
            let latitude = WebMercator.unproject(WorldPoint(x: 0, y: y)).latitude
            let below = WebMercator.unproject(WorldPoint(x: 0, y: y + rowHeight)).latitude
            dx[r] = relief.cellWidth * metresPerDegree * cos(latitude * .pi / 180)
            dy[r] = max(1, (latitude - below) * metresPerDegree)
            // The fractional source row of this latitude (cell centres at +0.5).
            let source = (relief.north - latitude) / relief.cellHeight - 0.5
            let r0 = min(max(Int(source.rounded(.down).clamped(-1, Double(relief.height))), 0), relief.height - 1)
            sourceRows[r] = r0
            fractions[r] = Float(min(max(source - Double(r0), 0), 1))
        }
        cellMetresX = dx
        cellMetresY = dy
        overviews = []
        let sourceHeight = relief.height, rowsBelow = sourceRows, rowFractions = fractions
        blocks = ReliefBlocks(width: relief.width, height: rows) { band, columns in
            // Source rows only grow down the grid: the band's first row's first and its last row's second.
            let first = rowsBelow[band.lowerBound], last = min(rowsBelow[band.upperBound - 1] + 1, sourceHeight - 1)
            let source = try relief.cells(rows: first..<(last + 1), columns: columns)
            let width = columns.count
            var values = [Float](repeating: .nan, count: width * band.count)
            for (i, r) in band.enumerated() {
                let r0 = rowsBelow[r] - first, r1 = min(rowsBelow[r] + 1, sourceHeight - 1) - first
                let f = rowFractions[r]
                for c in 0..<width {
                    let a = source[r0 * width + c], b = source[r1 * width + c]
                    values[i * width + c] = a.isNaN ? b : (b.isNaN ? a : a + (b - a) * f)
                }
            }
            return values
        }
    }
}

/// A window of a ``ProjectedRelief``'s cells: what one map draws.
struct ReliefCells {
    let gridWidth: Int, gridHeight: Int
    /// The cells held, of the whole grid.
    let columns: Range<Int>, rows: Range<Int>
    let values: [Float]

    /// The grid's cell at column `c`, row `r`, both clamped to the grid's edges
    /// first: the clamped cell must lie in the window.
    @inline(__always) func at(_ c: Int, _ r: Int) -> Float {
        values[(min(max(r, 0), gridHeight - 1) - rows.lowerBound) * columns.count + min(max(c, 0), gridWidth - 1) - columns.lowerBound]
    }
}

/// The cells of a grid, made a block at a time on first use and kept: a
/// block is ``rowsPerBlock`` rows by ``columnsPerBlock`` columns, and a map
/// reads a window, so only the blocks under it are made (a tile of Prague at
/// z5 reads the file's cells around Prague, not a band of rows around the
/// world). Safe from any thread; a block is made once.
final class ReliefBlocks: @unchecked Sendable {
    let width: Int, height: Int
    /// Rows of a block.
    static let rowsPerBlock = 32
    /// Columns of a block (a dataset's `relief.tif` is tiled by squares of this size).
    static let columnsPerBlock = 256
    private let make: @Sendable (_ rows: Range<Int>, _ columns: Range<Int>) throws -> [Float]
    /// The blocks made, by band of rows × blocks across + block.
    private var made: [Int: [Float]] = [:]
    private let lock = NSLock()

    /// `make(rows, columns)` gives the cells of a block, row by row.
    init(width: Int, height: Int, make: @escaping @Sendable (_ rows: Range<Int>, _ columns: Range<Int>) throws -> [Float]) {
        self.width = width; self.height = height; self.make = make
    }

    /// The cells of `rows` × `columns` (within the grid; all columns by default), row by row.
    func cells(rows: Range<Int>, columns: Range<Int>? = nil) throws -> [Float] {
        let columns = columns ?? 0..<width
        guard !rows.isEmpty, !columns.isEmpty else { return [] }
        let n = Self.rowsPerBlock, m = Self.columnsPerBlock, across = (width + m - 1) / m
        let firstBand = rows.lowerBound / n, lastBand = (rows.upperBound - 1) / n
        let firstBlock = columns.lowerBound / m, lastBlock = (columns.upperBound - 1) / m
        // The blocks under the window (made now where missing); copied from outside the lock.
        var held: [Int: [Float]] = [:]
        try lock.withLock {
            for band in firstBand...lastBand {
                for block in firstBlock...lastBlock {
                    let key = band * across + block
                    if let kept = made[key] { held[key] = kept; continue }
                    let blockRows = (band * n)..<min(height, (band + 1) * n)
                    let blockColumns = (block * m)..<min(width, (block + 1) * m)
                    let cells = try make(blockRows, blockColumns)
                    guard cells.count == blockRows.count * blockColumns.count else {
                        throw RenderError.invalidScene("relief: \(cells.count) cells read for \(blockRows.count) rows of \(blockColumns.count)")
                    }
                    made[key] = cells
                    held[key] = cells
                }
            }
        }
        var out: [Float] = []
        out.reserveCapacity(rows.count * columns.count)
        for r in rows {
            for block in firstBlock...lastBlock {
                guard let cells = held[(r / n) * across + block] else { continue }
                let blockLeft = block * m, blockWidth = min(width, blockLeft + m) - blockLeft
                let start = (r % n) * blockWidth
                let from = max(columns.lowerBound, blockLeft) - blockLeft, to = min(columns.upperBound, blockLeft + blockWidth) - blockLeft
                out += cells[(start + from)..<(start + to)]
            }
        }
        return out
    }
}

private extension Double {
    /// The value within `low…high` (NaN becomes `low`).
    func clamped(_ low: Double, _ high: Double) -> Double { isNaN ? low : Swift.min(Swift.max(self, low), high) }
}
