import CGDAL
import Foundation

/// A multidimensional dataset (netCDF, HDF5, Zarr) opened read-only through
/// GDAL's multidimensional API, for its plain arrays: a file such as GMT's
/// binned shorelines and rivers is a set of 1-D integer arrays, not a raster.
/// Not thread-safe: use one per thread.
///
/// ```swift
/// let rivers = try ArrayDataset(url: cache.appendingPathComponent("binned_river_f.nc"))
/// let counts = try rivers.integers("N_points_for_a_segment")
/// ```
public final class ArrayDataset {
    public let url: URL
    private let handle: GDALDatasetH
    private let root: GDALGroupH

    /// Opens `url`; throws when GDAL cannot open it as a multidimensional dataset.
    public init(url: URL) throws {
        self.url = url
        let handle = try GDALLibrary.open(url, kind: GDAL_OF_MULTIDIM_RASTER, what: "multidimensional")
        guard let root = GDALDatasetGetRootGroup(handle) else {
            GDALClose(handle)
            throw GDALError.cannotOpen(file: url.path, reason: "it has no root group")
        }
        self.handle = handle
        self.root = root
    }

    deinit {
        GDALGroupRelease(root)
        GDALClose(handle)
    }

    /// The whole of the array `name` (of one dimension, or a scalar) as Int32;
    /// throws naming the file and the array when it is missing, has more
    /// dimensions, or cannot be read (a truncated file).
    public func integers(_ name: String) throws -> [Int32] {
        GDALLibrary.resetError()
        guard let array = GDALGroupOpenMDArray(root, name, nil) else {
            throw GDALError.unreadable(file: url.path, reason: GDALLibrary.lastError(or: "it has no array \(name)"))
        }
        defer { GDALMDArrayRelease(array) }
        let dimensions = Int(GDALMDArrayGetDimensionCount(array))
        guard dimensions <= 1 else {
            throw GDALError.unreadable(file: url.path, reason: "\(name) has \(dimensions) dimensions, not 1")
        }
        var count = 1
        if dimensions == 1 {
            var n = 0
            guard let dims = GDALMDArrayGetDimensions(array, &n), n == 1, let first = dims[0] else {
                throw GDALError.unreadable(file: url.path, reason: "\(name): its dimension cannot be read")
            }
            let size = GDALDimensionGetSize(first)
            GDALReleaseDimensions(dims, n)
            guard size <= UInt64(Int32.max) else {
                throw GDALError.unreadable(file: url.path, reason: "\(name) has \(size) values, more than this reader takes")
            }
            count = Int(size)
        }
        guard count > 0 else { return [] }
        guard let type = GDALExtendedDataTypeCreate(GDT_Int32) else {
            throw GDALError.unreadable(file: url.path, reason: "GDAL could not make an Int32 type")
        }
        defer { GDALExtendedDataTypeRelease(type) }
        var values = [Int32](repeating: 0, count: count)
        var start: [UInt64] = [0], size: [Int] = [count]
        var step: [Int64] = [1], stride: [GPtrDiff_t] = [1]
        GDALLibrary.resetError()
        let ok = values.withUnsafeMutableBytes { buffer in
            GDALMDArrayRead(array, &start, &size, &step, &stride, type, buffer.baseAddress, buffer.baseAddress, buffer.count)
        }
        guard ok != 0, !GDALLibrary.lastCallFailed else {
            throw GDALError.unreadable(file: url.path, reason: GDALLibrary.lastError(or: "reading \(name) failed"))
        }
        return values
    }
}
