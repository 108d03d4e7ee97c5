import Foundation
import RegioGeo

/// The regions near a point, through a grid of 1° cells over the regions'
/// bounding boxes grown by a margin: finding the region of a point in a
/// dataset of the whole world (4,500 regions) tests only the few regions
/// whose box reaches the point's cell.
///
/// A cell lists its regions in dataset order, so "the first region that
/// contains the point" is the same among a cell's regions as among all of
/// them; with a margin of ``Dataset/borderToleranceKm`` every region within
/// that distance of the point is listed too. Longitudes wrap at the antimeridian.
///
/// ```swift
/// let index = RegionIndex(regions: dataset.regions, marginKm: 15)
/// let near = index.candidates(for: Coordinate(latitude: 48.2, longitude: 16.4))   // Wien, Niederösterreich, …
/// ```
struct RegionIndex: Sendable {
    private static let rows = 180, columns = 360
    /// Region positions per cell, row-major from (-90°, -180°).
    private let cells: [[Int32]]
    private let regions: [Region]

    init(regions: [Region], marginKm: Double) {
        var cells = Array(repeating: [Int32](), count: Self.rows * Self.columns)
        // Generous margins (a degree of latitude is 111.2 km; a degree of
        // longitude shrinks with the cosine of the farthest latitude reached).
        let latMargin = marginKm / 110
        for (i, r) in regions.enumerated() {
            let b = r.bounds
            guard [b.west, b.south, b.east, b.north].allSatisfy(\.isFinite) else { continue }
            let south = max(-90, b.south - latMargin), north = min(90, b.north + latMargin)
            let cosine = cos(min(90, max(abs(south), abs(north))) * .pi / 180)
            let lonMargin = cosine < 0.02 ? 360 : marginKm / (110 * cosine)
            let firstRow = Self.row(south), lastRow = Self.row(north)
            let west = Int(floor(b.west - lonMargin)), east = Int(floor(b.east + lonMargin))
            let columns: [Int] = east - west + 1 >= Self.columns
                ? Array(0..<Self.columns)
                : (west...east).map { (($0 + 180) % 360 + 360) % 360 }
            for row in firstRow...lastRow {
                for column in columns { cells[row * Self.columns + column].append(Int32(i)) }
            }
        }
        self.cells = cells
        self.regions = regions
    }

    private static func row(_ latitude: Double) -> Int { cell(latitude + 90, count: rows) }
    private static func column(_ longitude: Double) -> Int { cell(longitude + 180, count: columns) }

    /// A one-degree cell, clamped in floating point first: a coordinate that is
    /// not a number or far outside the world gives an edge cell, never a trap.
    private static func cell(_ degrees: Double, count: Int) -> Int {
        guard degrees.isFinite else { return 0 }
        return Int(min(max(floor(degrees), 0), Double(count - 1)))
    }

    /// The positions (in the dataset's region list, ascending) of the regions
    /// whose grown box reaches the point's cell; empty for an invalid coordinate.
    func positions(near c: Coordinate) -> [Int32] {
        guard c.isValid else { return [] }
        return cells[Self.row(c.latitude) * Self.columns + Self.column(c.longitude)]
    }

    /// The regions whose grown box reaches the point's cell, in dataset order.
    func candidates(for c: Coordinate) -> [Region] {
        positions(near: c).map { regions[Int($0)] }
    }

    /// The first region (in dataset order) that contains the point.
    func region(containing c: Coordinate) -> Region? {
        for i in positions(near: c) where regions[Int(i)].contains(c) { return regions[Int(i)] }
        return nil
    }
}
