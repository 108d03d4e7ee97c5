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
    }
}

private extension Double {
    /// The value within `low…high` (NaN becomes `low`).
    func clamped(_ low: Double, _ high: Double) -> Double { isNaN ? low : Swift.min(Swift.max(self, low), high) }
}
