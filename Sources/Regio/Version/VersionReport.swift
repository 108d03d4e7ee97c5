import Foundation
import RegioGDAL

/// What `regio --version` reports: Regio's version and the dataset it would
/// use, with where that dataset came from (so an installed regio can be
/// checked to use its own data, not a source tree's).
public struct VersionReport: Codable, Equatable, Sendable {
    /// The dataset part of the report.
    public struct DatasetInfo: Codable, Equatable, Sendable {
        /// The manifest's name, or the folder's name.
        public var name: String
        /// The manifest's `date` (`YYYY-MM-DD`), when it has one.
        public var date: String?
        /// The dataset folder (absolute).
        public var directory: String
        /// How the folder was chosen: `--data`, `REGIO_DATA`, `installed` or `source tree`.
        public var source: DatasetLocation.Origin
    }

    public var version: String
    /// The dataset, or nil when none was found or its manifest is unreadable (see ``datasetError``).
    public var dataset: DatasetInfo?
    /// Why there is no dataset, when there is none.
    public var datasetError: String?
    /// The GDAL library regio loads when a command first reads or writes a file
    /// through GDAL (base-map layers, elevation models, OpenStreetMap extracts),
    /// such as "libgdal.so.32"; other commands never load it.
    public var gdalLibrary: String = GDALLibrary.fileName

    /// The report for the dataset in `dataDirectory` (given with `--data`), or for
    /// the built-in one. Reads only the dataset's manifest, not its files.
    public static func make(dataDirectory: String? = nil,
                            environment: [String: String] = ProcessInfo.processInfo.environment,
                            executable: URL? = DatasetLocation.runningExecutable) -> VersionReport {
        var report = VersionReport(version: RegioVersion.current, dataset: nil, datasetError: nil)
        let location: DatasetLocation
        if let dataDirectory {
            location = DatasetLocation(directory: URL(fileURLWithPath: dataDirectory), origin: .option)
        } else {
            switch DatasetLocation.builtIn(environment: environment, executable: executable) {
            case .success(let found): location = found
            case .failure(let notFound):
                report.datasetError = notFound.description
                return report
            }
        }
        let directory = location.directory.standardizedFileURL
        if let problem = DatasetLocation.problem(with: directory) {
            report.datasetError = "\(directory.path): is not a dataset folder (\(problem))"
            return report
        }
        do {
            let manifest = try DatasetManifest.load(in: directory) { (directory.path as NSString).appendingPathComponent($0) }
            report.dataset = DatasetInfo(name: manifest.name ?? directory.lastPathComponent, date: manifest.date,
                                         directory: directory.path, source: location.origin)
        } catch {
            report.datasetError = String(describing: error)
        }
        return report
    }
}
