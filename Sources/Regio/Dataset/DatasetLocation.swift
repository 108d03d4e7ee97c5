import Foundation
import RegioCore
import RegioGeo

/// Where the built-in dataset is and how it was found, so that an installed
/// `regio` works outside the source tree it was compiled in.
///
/// Searched in this order, the first dataset folder wins:
/// 1. `$REGIO_DATA`; when it is set it must be a dataset folder (no fallback,
///    so a wrong setting is reported rather than silently ignored);
/// 2. `<prefix>/share/regio/data` beside the running executable
///    `<prefix>/bin/regio` (what `scripts/install` and the Debian package lay out);
/// 3. the source tree's `data/` this library was compiled from (`swift run`,
///    the tests, a build that has not been installed).
///
/// An installed binary thus uses its own data even when a source tree exists.
public struct DatasetLocation: Sendable, Equatable {
    /// How a dataset folder was chosen.
    public enum Origin: String, Sendable, Codable {
        /// Given on the command line (`--data DIR`).
        case option = "--data"
        /// `$REGIO_DATA`.
        case environment = "REGIO_DATA"
        /// `share/regio/data` beside the executable.
        case installed = "installed"
        /// The `data/` folder of the source tree.
        case sourceTree = "source tree"
    }

    public let directory: URL
    public let origin: Origin

    public init(directory: URL, origin: Origin) {
        self.directory = directory
        self.origin = origin
    }

    /// The places searched for the built-in dataset, in order.
    public static func candidates(environment: [String: String] = ProcessInfo.processInfo.environment,
                                  executable: URL? = DatasetLocation.runningExecutable) -> [DatasetLocation] {
        if let path = environment["REGIO_DATA"], !path.isEmpty {
            return [DatasetLocation(directory: URL(fileURLWithPath: path), origin: .environment)]
        }
        var found: [DatasetLocation] = []
        if let installed = ProgramFiles.installed("data", executable: executable) {
            found.append(DatasetLocation(directory: installed, origin: .installed))
        }
        found.append(DatasetLocation(directory: sourceTreeData, origin: .sourceTree))
        return found
    }

    /// The built-in dataset: the first of ``candidates(environment:executable:)``
    /// that is a dataset folder, or an error naming every place searched.
    public static func builtIn(environment: [String: String] = ProcessInfo.processInfo.environment,
                               executable: URL? = DatasetLocation.runningExecutable) -> Result<DatasetLocation, DatasetNotFoundError> {
        let searched = candidates(environment: environment, executable: executable)
        if let hit = searched.first(where: { isDatasetFolder($0.directory) }) { return .success(hit) }
        return .failure(DatasetNotFoundError(searched: searched))
    }

    /// A folder holding a `manifest.json` or a `regions.geojson`.
    public static func isDatasetFolder(_ url: URL) -> Bool { problem(with: url) == nil }

    /// Why `url` is not a dataset folder ("does not exist", …), or nil when it is one.
    public static func problem(with url: URL) -> String? {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return "it does not exist" }
        guard isDirectory.boolValue else { return "it is a file, not a folder" }
        if fm.fileExists(atPath: url.appendingPathComponent("manifest.json").path)
            || fm.fileExists(atPath: url.appendingPathComponent("regions.geojson").path) { return nil }
        return "it has no manifest.json or regions.geojson"
    }

    /// The executable of this process with symbolic links resolved (``ProgramFiles/runningExecutable``).
    public static var runningExecutable: URL? { ProgramFiles.runningExecutable }

    /// `data/` of the source tree.
    static let sourceTreeData = ProgramFiles.sourceTree.appendingPathComponent("data")
}

/// No built-in dataset was found: says where regio looked and what to do.
public struct DatasetNotFoundError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// Every place searched, in order.
    public let searched: [DatasetLocation]

    public init(searched: [DatasetLocation]) { self.searched = searched }

    public var description: String {
        if let only = searched.first, searched.count == 1, only.origin == .environment {
            let why = DatasetLocation.problem(with: only.directory) ?? "it could not be read"
            return "\(only.directory.path): is not a dataset folder (\(why)); "
                + "it comes from $REGIO_DATA: set it to a dataset folder, or unset it to use the installed dataset"
        }
        let places = searched.map { "\($0.directory.path) (\($0.origin.rawValue))" }.joined(separator: ", ")
        return "no dataset found: looked in \(places); reinstall regio, set REGIO_DATA to a dataset folder, or give --data DIR"
    }

    public var errorDescription: String? { description }

    /// Where the dataset was expected first (what ``Dataset/embeddedDirectory`` returns when none is found).
    var expectedDirectory: URL { searched.first?.directory ?? DatasetLocation.sourceTreeData }
}
