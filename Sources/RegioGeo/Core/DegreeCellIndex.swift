import Foundation

/// Boxes by the one-degree cells they reach, grown by a margin in kilometres:
/// which of many boxes (regions, river parts) may lie within the margin of a
/// point is a look at the point's cell, not a pass over all of them.
///
/// A cell lists its boxes in ascending position, so "the first box that …"
/// is the same among a cell's boxes as among all of them. Longitudes wrap at
/// the antimeridian; a box that is not finite is left out; a point that is not
/// valid reaches no cell (never a trap).
///
/// ```swift
/// let index = DegreeCellIndex(boxes: regions.map(\.bounds), marginKm: 15)
/// let near = index.positions(near: Coordinate(latitude: 48.2, longitude: 16.4))   // Wien, Niederösterreich, …
/// ```
public struct DegreeCellIndex: Sendable {
    private static let rows = 180, columns = 360
    /// Box positions per cell, row-major from (-90°, -180°).
    private let cells: [[Int32]]

    public init(boxes: [BoundingBox], marginKm: Double) {
        var cells = Array(repeating: [Int32](), count: Self.rows * Self.columns)
        // Generous margins (a degree of latitude is 111.2 km; a degree of
        // longitude shrinks with the cosine of the farthest latitude reached).
        let latMargin = marginKm / 110
        for (i, b) in boxes.enumerated() {
            guard [b.west, b.south, b.east, b.north].allSatisfy(\.isFinite) else { continue }
            let south = max(-90, b.south - latMargin), north = min(90, b.north + latMargin)
            let cosine = cos(min(90, max(abs(south), abs(north))) * .pi / 180)
            let lonMargin = cosine < 0.02 ? 360 : marginKm / (110 * cosine)
            let firstRow = Self.row(south), lastRow = Self.row(north)
            let west = Self.clamped(b.west - lonMargin), east = Self.clamped(b.east + lonMargin)
            let columns: [Int] = east - west + 1 >= Self.columns
                ? Array(0..<Self.columns)
                : (west...east).map { (($0 + 180) % 360 + 360) % 360 }
            for row in firstRow...lastRow {
                for column in columns { cells[row * Self.columns + column].append(Int32(i)) }
            }
        }
        self.cells = cells
    }

    /// The positions (ascending) of the boxes whose grown box reaches the
    /// point's cell; empty for an invalid coordinate.
    public func positions(near c: Coordinate) -> [Int32] {
        guard c.isValid else { return [] }
        return cells[Self.row(c.latitude) * Self.columns + Self.column(c.longitude)]
    }

    private static func row(_ latitude: Double) -> Int { cell(latitude + 90, count: rows) }
    private static func column(_ longitude: Double) -> Int { cell(longitude + 180, count: columns) }

    /// A one-degree cell, clamped in floating point first: a coordinate that is
    /// not a number or far outside the world gives an edge cell, never a trap.
    private static func cell(_ degrees: Double, count: Int) -> Int {
        guard degrees.isFinite else { return 0 }
        return Int(min(max(floor(degrees), 0), Double(count - 1)))
    }

    /// A longitude's whole degrees, bounded to a few turns so a huge margin cannot trap.
    private static func clamped(_ longitude: Double) -> Int { Int(min(max(floor(longitude), -720), 720)) }
}
