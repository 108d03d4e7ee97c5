import Foundation

/// Checks and writes output files with errors that say what to fix.
enum OutputPath {
    /// Throws ``RenderError/unwritableOutput(path:reason:)`` unless `url` can be
    /// created or replaced: its folder exists and is writable, and it is not a folder.
    static func checkWritableFile(_ url: URL) throws {
        let fm = FileManager.default
        var isDir: ObjCBool = false
        if fm.fileExists(atPath: url.path, isDirectory: &isDir) {
            guard !isDir.boolValue else { throw RenderError.unwritableOutput(path: url.path, reason: "it is a folder") }
            guard fm.isWritableFile(atPath: url.path) else { throw RenderError.unwritableOutput(path: url.path, reason: "the file is read-only") }
        }
        let dir = url.deletingLastPathComponent()
        guard fm.fileExists(atPath: dir.path, isDirectory: &isDir), isDir.boolValue else {
            throw RenderError.unwritableOutput(path: url.path, reason: "the folder \(dir.path) does not exist")
        }
        guard fm.isWritableFile(atPath: dir.path) else {
            throw RenderError.unwritableOutput(path: url.path, reason: "the folder \(dir.path) is not writable")
        }
    }

    /// Writes atomically (a temporary file renamed into place).
    static func write(_ data: Data, to url: URL) throws {
        do { try data.write(to: url, options: .atomic) } catch {
            throw RenderError.unwritableOutput(path: url.path, reason: (error as NSError).localizedDescription)
        }
    }
}
