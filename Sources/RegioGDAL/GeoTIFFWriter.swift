import CGDAL
import Foundation

/// Writes a ``RasterGrid`` as a one-band Float32 GeoTIFF in WGS 84
/// (deflate-compressed, in tiles of ``tileSize`` pixels square, so that a
/// window is read by decoding the tiles under it, not whole rows of the
/// grid; NaN is the no-data value), with `metadata` items in
/// the file (`gdalinfo` lists them; ``RasterDataset/metadataItem(_:)`` reads them).
/// With `overviewsDownTo`, the file also holds overviews, as `gdaladdo -r average`
/// makes them: a half, a quarter … of the grid (each cell the mean of the cells
/// under it that have a value), down to the last at least that many pixels
/// across. A map of a continent then reads a few hundred thousand cells, not
/// the whole grid's rows.
///
/// ```swift
/// try GeoTIFFWriter.write(world, to: url, overviewsDownTo: 256)   // 10,800 wide: 5,400 … 338
/// ```
public enum GeoTIFFWriter {
    /// Pixels on a side of the file's tiles (and its overviews').
    public static let tileSize = 256

    public static func write(_ grid: RasterGrid, to url: URL, metadata: [String: String] = [:], overviewsDownTo smallest: Int? = nil) throws {
        try GDALLibrary.ensureRegistered()
        GDALLibrary.resetError()
        guard let driver = GDALGetDriverByName("GTiff") else {
            throw GDALError.cannotWrite(file: url.path, reason: "this GDAL has no GTiff driver")
        }
        var options = CSLAddString(nil, "COMPRESS=DEFLATE")
        options = CSLAddString(options, "PREDICTOR=3")
        options = CSLAddString(options, "TILED=YES")
        options = CSLAddString(options, "BLOCKXSIZE=\(tileSize)")
        options = CSLAddString(options, "BLOCKYSIZE=\(tileSize)")
        defer { CSLDestroy(options) }
        guard grid.width > 0, grid.height > 0, let width = Int32(exactly: grid.width),
              let height = Int32(exactly: grid.height) else {
            throw GDALError.cannotWrite(file: url.path, reason: "the grid is empty or too large (\(grid.width)×\(grid.height))")
        }
        guard let handle = GDALCreate(driver, url.path, width, height, 1, GDT_Float32, options) else {
            throw GDALError.cannotWrite(file: url.path, reason: GDALLibrary.lastError(or: "GDAL could not create it"))
        }
        var coefficients = grid.transform.coefficients
        let srs = OSRNewSpatialReference(nil)
        defer { OSRDestroySpatialReference(srs) }
        OSRImportFromEPSG(srs, 4326)
        GDALSetGeoTransform(handle, &coefficients)
        GDALSetSpatialRef(handle, srs)
        for (key, value) in metadata.sorted(by: { $0.key < $1.key }) { GDALSetMetadataItem(handle, key, value, nil) }
        let band = GDALGetRasterBand(handle, 1)
        GDALSetRasterNoDataValue(band, .nan)
        var values = grid.values
        let status = values.withUnsafeMutableBytes { buffer in
            GDALRasterIO(band, GF_Write, 0, 0, width, height, buffer.baseAddress, width, height, GDT_Float32, 0, 0)
        }
        guard status == CE_None, !GDALLibrary.lastCallFailed else {
            GDALClose(handle)
            throw GDALError.cannotWrite(file: url.path, reason: GDALLibrary.lastError(or: "writing pixels failed"))
        }
        var factors = overviewFactors(width: grid.width, smallest: smallest)
        if !factors.isEmpty {
            // Inside the file, compressed as the grid is.
            let built = GDALBuildOverviews(handle, "AVERAGE", Int32(factors.count), &factors, 0, nil, nil, nil)
            guard built == CE_None, !GDALLibrary.lastCallFailed else {
                GDALClose(handle)
                throw GDALError.cannotWrite(file: url.path, reason: GDALLibrary.lastError(or: "building its overviews failed"))
            }
        }
        GDALClose(handle)
        guard !GDALLibrary.lastCallFailed else {
            throw GDALError.cannotWrite(file: url.path, reason: GDALLibrary.lastError(or: "closing it failed"))
        }
    }

    /// 2, 4, 8 … while the overview is still `smallest` pixels wide or more.
    static func overviewFactors(width: Int, smallest: Int?) -> [Int32] {
        guard let smallest, smallest > 0 else { return [] }
        var factors: [Int32] = [], factor = 2
        while factor <= width, (width + factor - 1) / factor >= smallest {
            factors.append(Int32(factor))
            factor *= 2
        }
        return factors
    }
}
