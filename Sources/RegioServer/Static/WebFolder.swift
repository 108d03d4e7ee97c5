import Foundation
import Regio

/// Where the web app's files are, found like the dataset (``DatasetLocation``):
/// 1. `$REGIO_WEB` when set (no fallback, so a wrong setting shows);
/// 2. `<prefix>/share/regio/web` beside the running `<prefix>/bin/regio`;
/// 3. the source tree's `web/`.
public enum WebFolder {
    /// The places searched, in order.
    public static func candidates(environment: [String: String] = ProcessInfo.processInfo.environment,
                                  executable: URL? = DatasetLocation.runningExecutable) -> [URL] {
        if let path = environment["REGIO_WEB"], !path.isEmpty { return [URL(fileURLWithPath: path)] }
        var found: [URL] = []
        if let installed = ProgramFiles.installed("web", executable: executable) { found.append(installed) }
        found.append(sourceTreeWeb)
        return found
    }

    /// The first candidate that is a folder with an `index.html`; else the first candidate
    /// (requests then get 404 naming it).
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment,
                              executable: URL? = DatasetLocation.runningExecutable) -> URL {
        let searched = candidates(environment: environment, executable: executable)
        return searched.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("index.html").path) }
            ?? searched[0]
    }

    /// `web/` of the source tree.
    static let sourceTreeWeb = ProgramFiles.sourceTree.appendingPathComponent("web")
}
