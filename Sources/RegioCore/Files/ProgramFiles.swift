import Foundation

/// Where the running program is, and the folder of files it ships with
/// (`<prefix>/share/regio/<name>` beside `<prefix>/bin/regio`, or the source
/// tree's `<name>/` for a build that is not installed).
public enum ProgramFiles {
    /// The executable of this process with symbolic links resolved
    /// (`/proc/self/exe` on Linux), or nil when it cannot be told.
    public static var runningExecutable: URL? {
        #if os(Linux)
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: path)
        }
        #endif
        if let url = Bundle.main.executableURL { return url.resolvingSymlinksInPath() }
        return nil
    }

    /// `<prefix>/share/regio/<name>` for the executable `<prefix>/bin/regio`.
    public static func installed(_ name: String, executable: URL? = runningExecutable) -> URL? {
        executable.map {
            $0.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("share/regio/\(name)").standardizedFileURL
        }
    }

    /// The repository root this library was compiled from
    /// (Sources/RegioCore/Files/ProgramFiles.swift → root).
    public static let sourceTree = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
}
