import Foundation
import RegioCore
import RegioGDAL
import RegioRender

/// A dataset's `relief.tif` read a window at a time, when a map first draws
/// it (``MapRelief/rowReader``): the world's relief is 10,800 × 5,400 cells,
/// most of a second to decode whole, and a tile of one region needs a few
/// hundred of its rows and columns (a file that `regio dataset build` wrote
/// is tiled, so GDAL decodes only the squares under them). One GDAL handle,
/// used by one thread at a time.
///
/// ```swift
/// let relief = try ReliefFile(url: dataset.directory.appendingPathComponent("relief.tif")).relief(credit: "NOAA ETOPO5")
/// let cells = try relief.cells(rows: 1000..<1032, columns: 5000..<5256)   // decodes the squares under them only
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

    /// The relief this file's rows make, with the file's overviews
    /// (``MapRelief/overviews``), its credit from the file's metadata or `credit`.
    func relief(credit: String) -> MapRelief {
        let credit = raster.metadataItem(DatasetBasemap.reliefCreditKey) ?? credit
        func level(_ overview: Int?) -> MapRelief {
            let t = overview.map { raster.transform(ofOverview: $0) } ?? raster.transform
            let (width, height) = overview.map { raster.overviews[$0] } ?? (raster.width, raster.height)
            return MapRelief(width: width, height: height, reader: overview.map { Overview(file: self, index: $0) } ?? self,
                             west: t.originX, north: t.originY, cellWidth: t.pixelWidth, cellHeight: -t.pixelHeight, credit: credit)
        }
        var relief = level(nil)
        relief.overviews = raster.overviews.indices.map { level($0) }
        return relief
    }

    func cells(rows: Range<Int>, columns: Range<Int>) throws -> [Float] { try cells(rows: rows, columns: columns, overview: nil) }

    /// The cells of the grid, or of overview `overview`.
    private func cells(rows: Range<Int>, columns: Range<Int>, overview: Int?) throws -> [Float] {
        lock.lock()
        defer { lock.unlock() }
        // The rows drawn so far came from the file as it was opened: a file changed since would mix two reliefs.
        guard try Self.state(of: url) == identity else {
            throw GDALError.unreadable(file: url.path, reason: "it changed after the dataset was loaded; start Regio again to read the new file")
        }
        return try raster.read(columns: columns, rows: rows, overview: overview).values
    }

    /// The cells of one of the file's overviews, read through the file's handle.
    private struct Overview: ReliefRowReader {
        let file: ReliefFile
        let index: Int
        var identity: String { "\(file.identity) overview \(index)" }
        func cells(rows: Range<Int>, columns: Range<Int>) throws -> [Float] { try file.cells(rows: rows, columns: columns, overview: index) }
    }

    /// The file's ``FileStamp``; throws when it is gone.
    private static func state(of url: URL) throws -> String {
        guard let stamp = FileStamp.of(url.path) else {
            throw GDALError.unreadable(file: url.path, reason: "it is gone")
        }
        return stamp
    }
}
