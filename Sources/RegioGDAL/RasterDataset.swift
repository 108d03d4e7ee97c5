import CGDAL
import Foundation
import RegioGeo

/// A raster opened read-only through GDAL (netCDF, GeoTIFF, …): its first band
/// read in windows as Float32. Not thread-safe: use one per thread.
///
/// ```swift
/// let etopo = try RasterDataset(url: cache.appendingPathComponent("etopo5.cdf"))
/// let czechia = try etopo.read(BoundingBox(west: 12, south: 48.5, east: 19, north: 51.1))
/// ```
public final class RasterDataset {
    public let url: URL
    public let width: Int
    public let height: Int
    public let transform: GeoTransform
    let handle: GDALDatasetH
    private let band: GDALRasterBandH
    let noData: Double?
    /// The sizes of the band's overviews (coarser copies the file holds, as
    /// `gdaladdo` or ``GeoTIFFWriter`` make them), finest first; empty when it has none.
    public let overviews: [(width: Int, height: Int)]
    /// Their bands, in the order of ``overviews``.
    private let overviewBands: [GDALRasterBandH]

    /// Opens `url`; throws when GDAL cannot open it, it has no band, or no north-up geotransform.
    public init(url: URL) throws {
        self.url = url
        let handle = try GDALLibrary.open(url, kind: GDAL_OF_RASTER, what: "raster")
        self.handle = handle
        guard GDALGetRasterCount(handle) >= 1, let band = GDALGetRasterBand(handle, 1) else {
            GDALClose(handle)
            throw GDALError.notGeoreferenced(file: url.path, reason: "it has no raster band")
        }
        self.band = band
        width = Int(GDALGetRasterXSize(handle))
        height = Int(GDALGetRasterYSize(handle))
        var c = [Double](repeating: 0, count: 6)
        let status = GDALGetGeoTransform(handle, &c)
        guard status == CE_None, c[1] > 0, c[5] < 0, c[2] == 0, c[4] == 0, c.allSatisfy(\.isFinite) else {
            GDALClose(handle)
            throw GDALError.notGeoreferenced(file: url.path, reason: "no north-up geotransform (got \(c))")
        }
        transform = GeoTransform(originX: c[0], originY: c[3], pixelWidth: c[1], pixelHeight: c[5])
        let truncation: String?
        do {
            truncation = try Self.truncatedClassicNetCDF(url, pixels: width * height,
                                                        bytesPerPixel: Int(GDALGetDataTypeSizeBytes(GDALGetRasterDataType(band))))
        } catch {
            truncation = "\(error)"
        }
        if let truncation {
            GDALClose(handle)
            throw GDALError.unreadable(file: url.path, reason: truncation)
        }
        var hasNoData: Int32 = 0
        let value = GDALGetRasterNoDataValue(band, &hasNoData)
        noData = hasNoData != 0 ? value : nil
        let bands = (0..<max(0, GDALGetOverviewCount(band))).compactMap { GDALGetOverview(band, $0) }
            .map { (band: $0, width: Int(GDALGetRasterBandXSize($0)), height: Int(GDALGetRasterBandYSize($0))) }
            .filter { $0.width > 0 && $0.height > 0 }
            .sorted { $0.width > $1.width }
        overviews = bands.map { ($0.width, $0.height) }
        overviewBands = bands.map(\.band)
    }

    deinit { GDALClose(handle) }

    /// Where overview `index` lies: the raster's box, in its fewer pixels.
    public func transform(ofOverview index: Int) -> GeoTransform {
        let (w, h) = overviews[index]
        return GeoTransform(originX: transform.originX, originY: transform.originY,
                            pixelWidth: transform.pixelWidth * Double(width) / Double(w),
                            pixelHeight: transform.pixelHeight * Double(height) / Double(h))
    }

    /// The pixels of columns `columns` and rows `rows` (clamped to the raster),
    /// or of overview `overview` (an index into ``overviews``: its columns and
    /// rows; the grid's transform is then the overview's).
    public func read(columns: Range<Int>, rows: Range<Int>, overview: Int? = nil) throws -> RasterGrid {
        var band = band, width = width, height = height, transform = transform
        if let overview {
            guard overviews.indices.contains(overview) else {
                throw GDALError.unreadable(file: url.path, reason: "it has no overview \(overview) (it has \(overviews.count))")
            }
            band = overviewBands[overview]
            (width, height) = overviews[overview]
            transform = self.transform(ofOverview: overview)
        }
        let columns = columns.clamped(to: 0..<width), rows = rows.clamped(to: 0..<height)
        var values = [Float](repeating: .nan, count: columns.count * rows.count)
        if !values.isEmpty {
            GDALLibrary.resetError()
            let status = values.withUnsafeMutableBytes { buffer in
                GDALRasterIO(band, GF_Read, Int32(columns.lowerBound), Int32(rows.lowerBound),
                             Int32(columns.count), Int32(rows.count), buffer.baseAddress,
                             Int32(columns.count), Int32(rows.count), GDT_Float32, 0, 0)
            }
            guard status == CE_None else {
                throw GDALError.unreadable(file: url.path, reason: GDALLibrary.lastError(or: "reading pixels failed"))
            }
        }
        if let noData {
            let missing = Float(noData)
            for i in values.indices where values[i] == missing || !values[i].isFinite || abs(values[i]) > 1e30 {
                values[i] = .nan
            }
        }
        return RasterGrid(width: columns.count, height: rows.count, values: values,
                          transform: transform.shifted(column: columns.lowerBound, row: rows.lowerBound))
    }

    /// The pixels covering `box` (longitude/latitude), one pixel of margin.
    /// A global raster stored over longitudes 0…360 (as ETOPO5 is) is read
    /// across its seam in two pieces; the grid's origin is put in −180…180.
    public func read(_ box: BoundingBox) throws -> RasterGrid {
        let rows = pixelRange(transform.row(y: box.north), transform.row(y: box.south), limit: height)
        let rasterWest = transform.originX, rasterEast = transform.x(column: Double(width))
        let isGlobal = rasterEast - rasterWest >= 359
        var west = box.west, east = box.crossesAntimeridian ? box.east + 360 : box.east
        if isGlobal, west < rasterWest - transform.pixelWidth { west += 360; east += 360 }
        var grid: RasterGrid
        if isGlobal, east > rasterEast {
            let left = try read(columns: pixelRange(transform.column(x: west), Double(width), limit: width), rows: rows)
            let right = try read(columns: pixelRange(0, transform.column(x: east - 360), limit: width), rows: rows)
            grid = left.joined(eastward: right)
        } else {
            grid = try read(columns: pixelRange(transform.column(x: west), transform.column(x: east), limit: width),
                            rows: rows)
        }
        // Within the margin of 180°E (where a whole-world read of ETOPO5 starts) counts as 180°W.
        if grid.transform.originX > 180 - 2 * transform.pixelWidth { grid.transform.originX -= 360 }
        return grid
    }

    /// Classic netCDF stores the grid uncompressed, and its library reads
    /// past the end of a cut file as fill values without an error: a file
    /// shorter than its first band is found here. nil when the file is whole
    /// or not classic netCDF.
    private static func truncatedClassicNetCDF(_ url: URL, pixels: Int, bytesPerPixel: Int) throws -> String? {
        let file = try FileHandle(forReadingFrom: url)
        defer { file.closeFile() }
        guard try file.read(upToCount: 3) == Data("CDF".utf8) else { return nil }
        let size = try file.seekToEnd()
        let (needed, overflow) = pixels.multipliedReportingOverflow(by: bytesPerPixel)
        guard !overflow, size < UInt64(needed) else { return nil }
        return "the file is truncated: \(size) bytes, but its grid alone needs \(needed)"
    }

    /// The whole pixels from `low` to `high` (fractional), one of margin, clamped to `0..<limit`.
    private func pixelRange(_ low: Double, _ high: Double, limit: Int) -> Range<Int> {
        guard low.isFinite, high.isFinite else { return 0..<0 }
        let lower = max(0, min(Double(limit), (low - 1).rounded(.down)))
        let upper = max(lower, min(Double(limit), (high + 1).rounded(.up)))
        return Int(lower)..<Int(upper)
    }
}
