import Foundation

/// A file told apart without reading it: its path, size and time of change
/// (to the nanosecond). Two stamps differ when the file was written, replaced
/// or cut; what keys a cache by its inputs or notices a file changed under it uses this.
///
/// ```swift
/// FileStamp.of("/data/relief.tif")   // "/data/relief.tif 39196693 1764255840.123456789"; nil when absent
/// ```
public enum FileStamp {
    /// The stamp of the file at `path`, following links; nil when it cannot be found.
    public static func of(_ path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return "\(path) \(status.st_size) \(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
    }
}
