import Foundation
import RegioCore
import RegioGDAL
import RegioRender

/// A dataset's `relief.tif` read a band of rows at a time, when a map first
/// draws them (``MapRelief/rowReader``): the world's relief is 10,800 × 5,400
/// cells, most of a second to decode whole, and a tile of one region needs a
/// few hundred of its rows. One GDAL handle, used by one thread at a time.
///
/// ```swift
/// let relief = try ReliefFile(url: dataset.directory.appendingPathComponent("relief.tif")).relief(credit: "NOAA ETOPO5")
/// let rows = try relief.cells(rows: 1000..<1032)   // decodes those 32 rows only
/// ```
final class ReliefFile: ReliefRowReader, @unchecked Sendable {
    let url: URL
    /// The path, size and time of change when it was opened.
    let identity: String
    private let raster: RasterDataset
    private let lock = NSLock()

    /// Opens `url` and reads its header (not its cells); throws a ``GDALError`` naming it.
    init(url: URL) throws {
        self.url = url
        raster = try RasterDataset(url: url)
        identity = try Self.state(of: url)
    }

    /// The relief this file's rows make, its credit from the file's metadata or `credit`.
    func relief(credit: String) -> MapRelief {
        let t = raster.transform
        return MapRelief(width: raster.width, height: raster.height, reader: self, west: t.originX, north: t.originY,
                         cellWidth: t.pixelWidth, cellHeight: -t.pixelHeight,
                         credit: raster.metadataItem(DatasetBasemap.reliefCreditKey) ?? credit)
    }

    func cells(rows: Range<Int>) throws -> [Float] {
        lock.lock()
        defer { lock.unlock() }
        // The rows drawn so far came from the file as it was opened: a file changed since would mix two reliefs.
        guard try Self.state(of: url) == identity else {
            throw GDALError.unreadable(file: url.path, reason: "it changed after the dataset was loaded; start Regio again to read the new file")
        }
        return try raster.read(columns: 0..<raster.width, rows: rows).values
    }

    /// The file's ``FileStamp``; throws when it is gone.
    private static func state(of url: URL) throws -> String {
        guard let stamp = FileStamp.of(url.path) else {
            throw GDALError.unreadable(file: url.path, reason: "it is gone")
        }
        return stamp
    }
}
