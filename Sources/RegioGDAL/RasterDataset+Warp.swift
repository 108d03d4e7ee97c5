import CGDAL
import Foundation
import RegioGeo

/// A raster in any coordinate system, brought to longitude/latitude: its
/// extent there, and a window reprojected and resampled by GDAL's warper.
extension RasterDataset {
    /// Whether the raster says which coordinate system its pixels are in.
    public var hasCoordinateSystem: Bool { GDALGetSpatialRef(handle) != nil }

    /// A metadata item of the file (default domain), such as the `CREDIT` GeoTIFFWriter writes.
    public func metadataItem(_ key: String) -> String? {
        GDALGetMetadataItem(handle, key, nil).map { String(cString: $0) }
    }

    /// The raster's extent in WGS 84 longitude/latitude (edges densified, so a
    /// projected raster's curved edges are enclosed); throws when it has no
    /// coordinate system or GDAL cannot transform it.
    public func extentInWGS84() throws -> BoundingBox {
        guard let source = GDALGetSpatialRef(handle) else {
            throw GDALError.notGeoreferenced(file: url.path, reason: "it has no coordinate system")
        }
        let from = OSRClone(source), to = SpatialReference.wgs84()
        defer { OSRDestroySpatialReference(from); OSRDestroySpatialReference(to) }
        OSRSetAxisMappingStrategy(from, OAMS_TRADITIONAL_GIS_ORDER)
        GDALLibrary.resetError()
        guard let transformation = OCTNewCoordinateTransformation(from, to) else {
            throw GDALError.notGeoreferenced(file: url.path, reason: GDALLibrary.lastError(or: "its coordinate system cannot be turned into longitude/latitude"))
        }
        defer { OCTDestroyCoordinateTransformation(transformation) }
        let x0 = transform.originX, x1 = transform.x(column: Double(width))
        let y0 = transform.y(row: Double(height)), y1 = transform.originY
        var west = 0.0, south = 0.0, east = 0.0, north = 0.0
        guard OCTTransformBounds(transformation, min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1),
                                 &west, &south, &east, &north, 21) != 0,
              [west, south, east, north].allSatisfy(\.isFinite) else {
            throw GDALError.notGeoreferenced(file: url.path, reason: GDALLibrary.lastError(or: "its extent cannot be turned into longitude/latitude"))
        }
        return BoundingBox(west: west, south: south, east: east, north: north)
    }

    /// The first band over `box` as `width` × `height` pixels in WGS 84
    /// (EPSG:4326), reprojected and resampled bilinearly by GDAL's warper
    /// (`gdalwarp -t_srs EPSG:4326 -te … -ts … -r bilinear`). The band's no-data
    /// pixels, and what the raster does not cover, are NaN. Throws naming the
    /// file when it has no coordinate system or its pixels cannot be read.
    public func warped(to box: BoundingBox, width: Int, height: Int) throws -> RasterGrid {
        guard hasCoordinateSystem else {
            throw GDALError.notGeoreferenced(file: url.path, reason: "it has no coordinate system")
        }
        guard !box.crossesAntimeridian, let columns = Int32(exactly: width), let rows = Int32(exactly: height),
              columns > 0, rows > 0 else {
            throw GDALError.unreadable(file: url.path, reason: "cannot warp to \(width)×\(height) pixels over \(box)")
        }
        let arguments = ["-of", "MEM", "-t_srs", "EPSG:4326", "-r", "bilinear", "-ot", "Float32",
                         "-te", "\(box.west)", "\(box.south)", "\(box.east)", "\(box.north)",
                         "-ts", "\(width)", "\(height)", "-dstnodata", "nan"]
            + (noData.map { ["-srcnodata", "\($0)"] } ?? [])
        var list: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
        for argument in arguments { list = CSLAddString(list, argument) }
        defer { CSLDestroy(list) }
        GDALLibrary.resetError()
        guard let options = GDALWarpAppOptionsNew(list, nil) else {
            throw GDALError.unreadable(file: url.path, reason: GDALLibrary.lastError(or: "GDAL refused the warp options"))
        }
        defer { GDALWarpAppOptionsFree(options) }
        var sources: [GDALDatasetH?] = [handle]
        var usageError: Int32 = 0
        let output = sources.withUnsafeMutableBufferPointer { GDALWarp("", nil, 1, $0.baseAddress, options, &usageError) }
        guard let output else {
            throw GDALError.unreadable(file: url.path, reason: GDALLibrary.lastError(or: "GDAL could not warp it"))
        }
        defer { GDALClose(output) }
        if GDALLibrary.lastCallFailed {
            throw GDALError.unreadable(file: url.path, reason: GDALLibrary.lastError(or: "GDAL could not warp it"))
        }
        var values = [Float](repeating: .nan, count: width * height)
        let status = values.withUnsafeMutableBytes { buffer in
            GDALRasterIO(GDALGetRasterBand(output, 1), GF_Read, 0, 0, columns, rows, buffer.baseAddress,
                         columns, rows, GDT_Float32, 0, 0)
        }
        guard status == CE_None else {
            throw GDALError.unreadable(file: url.path, reason: GDALLibrary.lastError(or: "reading the warped pixels failed"))
        }
        for i in values.indices where !values[i].isFinite || abs(values[i]) > 1e30 { values[i] = .nan }
        return RasterGrid(width: width, height: height, values: values,
                          transform: GeoTransform(originX: box.west, originY: box.north,
                                                  pixelWidth: (box.east - box.west) / Double(width),
                                                  pixelHeight: -(box.north - box.south) / Double(height)))
    }
}

/// Coordinate systems RegioGDAL writes and reads in.
enum SpatialReference {
    /// WGS 84 with longitude first (GDAL's "traditional GIS order"); the caller destroys it.
    static func wgs84() -> OGRSpatialReferenceH {
        let srs = OSRNewSpatialReference(nil)!
        OSRImportFromEPSG(srs, 4326)
        OSRSetAxisMappingStrategy(srs, OAMS_TRADITIONAL_GIS_ORDER)
        return srs
    }
}
