import Foundation
import RegioGeo

/// The regions near a point, through a ``DegreeCellIndex`` of the regions'
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
    private let cells: DegreeCellIndex
    private let regions: [Region]

    init(regions: [Region], marginKm: Double) {
        self.cells = DegreeCellIndex(boxes: regions.map(\.bounds), marginKm: marginKm)
        self.regions = regions
    }

    /// The positions (in the dataset's region list, ascending) of the regions
    /// whose grown box reaches the point's cell; empty for an invalid coordinate.
    func positions(near c: Coordinate) -> [Int32] { cells.positions(near: c) }

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
