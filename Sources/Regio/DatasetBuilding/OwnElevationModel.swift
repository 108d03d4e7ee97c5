import Foundation
import RegioGDAL
import RegioGeo

/// A user's elevation model (`regio dataset build --dem FILE`: any raster GDAL
/// reads, such as an SRTM or Copernicus GLO-30 GeoTIFF, in any coordinate
/// system) brought to the dataset's box in WGS 84, to be its `relief.tif`
/// instead of ETOPO5.
///
/// The rules:
/// - the file must say which coordinate system it is in: without one its
///   pixels could be anywhere, and a relief in the wrong place is worse than none;
/// - it must cover the dataset's regions (the box of the countries built,
///   within the build's box). The margin around them may be left uncovered:
///   an SRTM mosaic of one country seldom reaches as far as the neighbours
///   drawn for context. What it does not cover is no-data, and no relief is
///   drawn there (ETOPO5 is not mixed in: a seam between two resolutions would
///   look like a cliff);
/// - its no-data pixels stay no-data (no relief drawn there).
struct OwnElevationModel {
    /// The most pixels `relief.tif` gets from a user's model: 2²³ ≈ 8.4 million,
    /// about what an A4 page of the whole box needs at 300 dpi (3508 × 2480).
    /// Every map reads the whole file into memory (4 bytes a pixel: 32 MB here)
    /// and shades what it shows, so a finer grid would cost every map time and
    /// memory while a print could not show it. Within this cap the model keeps
    /// its own resolution (it is never made finer than it is).
    static let maxPixels = 1 << 23

    let file: URL
    let grid: RasterGrid
    /// Who made the elevations, for the maps' attribution.
    let credit: String

    /// Reads `file` for `box`; the regions (`regionsBox`) must lie within what it
    /// covers. Throws a ``DataError`` naming the file when it has no coordinate
    /// system, does not cover the regions or has no elevation in the box, and a
    /// ``GDALError`` when GDAL cannot open or read it (a damaged or truncated file).
    init(file: URL, box: BoundingBox, regionsBox: BoundingBox?, credit: String?) throws {
        self.file = file
        self.credit = credit ?? file.lastPathComponent
        let raster = try RasterDataset(url: file)
        guard raster.hasCoordinateSystem else {
            throw DataError(file: file.path, message: "the elevation model has no coordinate system, so it cannot be placed on the map "
                            + "(give it one, e.g. gdal_translate -a_srs EPSG:4326 in.tif out.tif)")
        }
        let extent = try raster.extentInWGS84()
        let cellWidth = (extent.east - extent.west) / Double(raster.width)
        let cellHeight = (extent.north - extent.south) / Double(raster.height)
        let needed = Self.intersection(regionsBox ?? box, box)
        // A cell of slack: a model cut at the regions' edge may stop half a cell short.
        guard extent.west <= needed.west + cellWidth, extent.east >= needed.east - cellWidth,
              extent.south <= needed.south + cellHeight, extent.north >= needed.north - cellHeight else {
            throw DataError(file: file.path, message: "the elevation model covers \(Self.text(extent)) but the dataset's regions need "
                            + "\(Self.text(needed)) (longitude, latitude)")
        }
        let size = try Self.size(of: box, cellWidth: cellWidth, cellHeight: cellHeight, file: file)
        grid = try raster.warped(to: box, width: size.width, height: size.height)
        guard grid.range != nil else {
            throw DataError(file: file.path, message: "the elevation model has no elevation in \(Self.text(box)): every pixel there is no-data")
        }
    }

    /// Pixels over `box` at the model's cell size, at most ``maxPixels``.
    static func size(of box: BoundingBox, cellWidth: Double, cellHeight: Double, file: URL) throws -> (width: Int, height: Int) {
        var width = (box.east - box.west) / cellWidth, height = (box.north - box.south) / cellHeight
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            throw DataError(file: file.path, message: "the elevation model's cells (\(cellWidth)° × \(cellHeight)°) give no grid over \(text(box))")
        }
        let shrink = (Double(maxPixels) / (width * height)).squareRoot()
        if shrink < 1 { width *= shrink; height *= shrink }
        guard let w = Int(exactly: max(1, width.rounded(.down))), let h = Int(exactly: max(1, height.rounded(.down))) else {
            throw DataError(file: file.path, message: "the elevation model gives a grid of \(width) × \(height) pixels")
        }
        return (w, h)
    }

    static func intersection(_ a: BoundingBox, _ b: BoundingBox) -> BoundingBox {
        BoundingBox(west: max(a.west, b.west), south: max(a.south, b.south), east: min(a.east, b.east), north: min(a.north, b.north))
    }

    /// A box as "west…east, south…north" (degrees of longitude, latitude).
    static func text(_ box: BoundingBox) -> String {
        func f(_ v: Double) -> String { String(format: "%.2f", v) }
        return "\(f(box.west))…\(f(box.east)), \(f(box.south))…\(f(box.north))"
    }
}
