import Foundation
import RegioGeo

/// A ``MapRelief`` resampled so that its rows are even in world (Web
/// Mercator) y, as its columns are in x: a picture of it then lies on the map
/// with one affine transform. Keeps per row the ground size of a cell in metres.
public struct ProjectedRelief: Sendable {
    public let width: Int
    public let height: Int
    /// Metres, row by row from the north; NaN where missing.
    public let elevations: [Float]
    /// The world box the grid covers (cell centres half a cell inside).
    public let bounds: WorldRect
    /// The source's credit (``MapRelief/credit``).
    public let credit: String?
    /// Metres on the ground of one cell across, per row (shrinks towards the poles).
    public let cellMetresX: [Double]
    /// Metres on the ground of one cell down, per row.
    public let cellMetresY: [Double]
    /// The same relief at a half, a quarter … of the resolution (squares of
    /// 2 × 2 cells of the one before averaged), down to about 256 cells
    /// across: what a map where several cells fall in a pixel (a continent,
    /// the world) draws from, so that a tile reads about as many cells as it
    /// has pixels. Empty in the overviews themselves.
    public let overviews: [ProjectedRelief]

    /// Overviews are made down to about this many cells across.
    static let smallestOverview = 256

    private init(width: Int, height: Int, elevations: [Float], bounds: WorldRect, credit: String?,
                 cellMetresX: [Double], cellMetresY: [Double]) {
        self.width = width; self.height = height; self.elevations = elevations; self.bounds = bounds
        self.credit = credit; self.cellMetresX = cellMetresX; self.cellMetresY = cellMetresY
        overviews = []
    }

    /// Squares of 2 × 2 cells averaged (NaN cells left out; a square of NaN stays NaN).
    /// An odd last column or row makes cells of its own, so the box grows by a cell.
    func halved() -> ProjectedRelief {
        let w = (width + 1) / 2, h = (height + 1) / 2
        var values = [Float](repeating: .nan, count: w * h)
        var dx = [Double](repeating: 1, count: h), dy = [Double](repeating: 1, count: h)
        for r in 0..<h {
            let r0 = 2 * r, r1 = min(2 * r + 1, height - 1)
            dx[r] = cellMetresX[r0] * 2
            dy[r] = cellMetresY[r0] + cellMetresY[r1]
            for c in 0..<w {
                let c0 = 2 * c, c1 = min(2 * c + 1, width - 1)
                var sum: Float = 0, count: Float = 0
                func add(_ v: Float) { if !v.isNaN { sum += v; count += 1 } }
                add(elevations[r0 * width + c0]); add(elevations[r0 * width + c1])
                add(elevations[r1 * width + c0]); add(elevations[r1 * width + c1])
                if count > 0 { values[r * w + c] = sum / count }
            }
        }
        let cellW = bounds.width / Double(width), cellH = bounds.height / Double(height)
        let box = WorldRect(minX: bounds.minX, minY: bounds.minY,
                            maxX: bounds.minX + Double(2 * w) * cellW, maxY: bounds.minY + Double(2 * h) * cellH)
        return ProjectedRelief(width: w, height: h, elevations: values, bounds: box, credit: credit,
                               cellMetresX: dx, cellMetresY: dy)
    }

    /// The coarsest of this grid and its ``overviews`` whose cells are not
    /// wider than `pixels` device pixels when the full grid's are `cellPixels` wide.
    func coarsest(forCellPixels cellPixels: Double, notWiderThan pixels: Double = 1) -> ProjectedRelief {
        guard cellPixels.isFinite, cellPixels > 0 else { return self }
        let fullCell = bounds.width / Double(width)
        return overviews.last { ($0.bounds.width / Double($0.width)) / fullCell * cellPixels <= pixels } ?? self
    }

    init(_ relief: MapRelief) {
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
        var values = [Float](repeating: .nan, count: width * rows)
        var dx = [Double](repeating: 1, count: rows), dy = [Double](repeating: 1, count: rows)
        let rowHeight = bounds.height / Double(rows)
        for r in 0..<rows {
            let y = bounds.minY + (Double(r) + 0.5) * rowHeight
            let latitude = WebMercator.unproject(WorldPoint(x: 0, y: y)).latitude
            let below = WebMercator.unproject(WorldPoint(x: 0, y: y + rowHeight)).latitude
            dx[r] = relief.cellWidth * metresPerDegree * cos(latitude * .pi / 180)
            dy[r] = max(1, (latitude - below) * metresPerDegree)
            // The fractional source row of this latitude (cell centres at +0.5), linearly between two rows.
            let source = (relief.north - latitude) / relief.cellHeight - 0.5
            let r0 = min(max(Int(source.rounded(.down).clamped(-1, Double(relief.height))), 0), relief.height - 1)
            let r1 = min(r0 + 1, relief.height - 1)
            let f = Float(min(max(source - Double(r0), 0), 1))
            for c in 0..<width {
                let a = relief.elevations[r0 * width + c], b = relief.elevations[r1 * width + c]
                values[r * width + c] = a.isNaN ? b : (b.isNaN ? a : a + (b - a) * f)
            }
        }
        elevations = values
        cellMetresX = dx
        cellMetresY = dy
        var made: [ProjectedRelief] = []
        var next = ProjectedRelief(width: width, height: height, elevations: values, bounds: bounds, credit: credit,
                                   cellMetresX: dx, cellMetresY: dy)
        while next.width > Self.smallestOverview * 2, next.height >= 4 {
            next = next.halved()
            made.append(next)
        }
        overviews = made
    }
}

private extension Double {
    /// The value within `low…high` (NaN becomes `low`).
    func clamped(_ low: Double, _ high: Double) -> Double { isNaN ? low : Swift.min(Swift.max(self, low), high) }
}
