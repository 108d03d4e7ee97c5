import Foundation
import RegioGDAL
import RegioGeo

/// Forests from NASA MODIS MCD12C1 (2019, collection 6): a global GeoTIFF of
/// IGBP land-cover classes at 0.05° (`mcd12c1_2019_igbp.tif`, see
/// ``BasemapFiles/landCover``). Classes 1–5 (evergreen and deciduous,
/// needleleaf and broadleaf, mixed forest) count as forest.
///
/// The cells of a box are merged into polygons: each row's runs of forest
/// become rectangles, GEOS unites them, a Douglas–Peucker of 0.6 cell cuts
/// the 0.05° staircase's corners and two passes of Chaikin's corner cutting
/// round what is left (a cell is 4–6 km: at a region's scale the steps would
/// show); forests under two cells are dropped (a lone square reads as noise);
/// then the polygons are made valid and cut to the box.
struct MODISForests {
    /// IGBP classes drawn as forest.
    static let forestClasses: ClosedRange<Float> = 1...5
    /// The credit on maps that draw the layer.
    static let credit = "Land cover: NASA MODIS MCD12C1"

    let url: URL

    /// The forest polygons meeting `box`, one feature per polygon.
    func features(in box: BoundingBox, context: GeometryContext) throws -> [VectorFeature] {
        let grid = try RasterDataset(url: url).read(box)
        let t = grid.transform
        var cells: [Geometry] = []
        for row in 0..<grid.height {
            let north = t.y(row: Double(row)), south = t.y(row: Double(row + 1))
            var column = 0
            while column < grid.width {
                guard Self.forestClasses.contains(grid[column, row]) else { column += 1; continue }
                let start = column
                while column < grid.width, Self.forestClasses.contains(grid[column, row]) { column += 1 }
                let west = t.x(column: Double(start)), east = t.x(column: Double(column))
                let ring = [Coordinate(latitude: north, longitude: west), Coordinate(latitude: north, longitude: east),
                            Coordinate(latitude: south, longitude: east), Coordinate(latitude: south, longitude: west),
                            Coordinate(latitude: north, longitude: west)]
                cells.append(try Geometry.polygon([ring], context: context))
            }
        }
        guard !cells.isEmpty else { return [] }
        var forest = try Geometry.union(of: cells, context: context)
        forest = try forest.simplified(tolerance: 0.6 * abs(t.pixelWidth))
        let cellArea = abs(t.pixelWidth * t.pixelHeight)
        let rounded = try forest.polygons.filter { Self.area(of: $0.first ?? []) >= 2 * cellArea }
            .map { $0.map { Self.cornersCut(Self.cornersCut($0)) } }
        guard !rounded.isEmpty else { return [] }
        forest = try Geometry(geoJSON: .multiPolygon(rounded), context: context)
        if !forest.isValid { forest = try forest.madeValid() }
        forest = try forest.clipped(to: box)
        return try forest.polygons.map { VectorFeature(fields: [:], geometry: .polygon($0)) }
    }

    /// One pass of Chaikin's corner cutting on a closed ring (first point = last):
    /// each edge gives its points at a quarter and three quarters.
    static func cornersCut(_ ring: [Coordinate]) -> [Coordinate] {
        guard ring.count >= 4 else { return ring }
        var out: [Coordinate] = []
        out.reserveCapacity(2 * ring.count)
        for (a, b) in zip(ring, ring.dropFirst()) {
            out.append(Coordinate(latitude: 0.75 * a.latitude + 0.25 * b.latitude, longitude: 0.75 * a.longitude + 0.25 * b.longitude))
            out.append(Coordinate(latitude: 0.25 * a.latitude + 0.75 * b.latitude, longitude: 0.25 * a.longitude + 0.75 * b.longitude))
        }
        out.append(out[0])
        return out
    }

    /// The area of a ring in square degrees (shoelace).
    static func area(of ring: [Coordinate]) -> Double {
        abs(zip(ring, ring.dropFirst()).reduce(0) { $0 + $1.0.longitude * $1.1.latitude - $1.1.longitude * $1.0.latitude }) / 2
    }
}
