import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder whose files are read and written without following symbolic
/// links below it: each part of a path is opened with `O_NOFOLLOW`, so a link
/// planted in the folder (`3/3/3.png → /etc/passwd`, or `3 → /etc`) is never
/// read through nor written through. Only regular files are read. The folder
/// itself may be a link (it is the configured path).
///
/// ```swift
/// let cache = ConfinedFolder(root: URL(fileURLWithPath: "tiles"))
/// try cache.save(png, at: ["7", "69", "43.png"])
/// let data = try cache.contents(at: ["7", "69", "43.png"], maxBytes: 1 << 24)   // nil when absent
/// ```
public struct ConfinedFolder: Sendable {
    public let root: URL

    public init(root: URL) { self.root = root }

    /// Why a file could not be read or written.
    public enum Failure: Error, CustomStringConvertible, Equatable {
        /// A part of the path is a symbolic link, or not a folder or regular file where one is expected.
        case notPlain(path: String)
        /// The file is larger than the caller reads.
        case tooLarge(path: String, maxBytes: Int)
        /// The system refused (permissions, a full disk, …).
        case system(path: String, reason: String)

        public var description: String {
            switch self {
            case .notPlain(let path): return "\(path) is a symbolic link or not a plain file or folder; links are not followed here"
            case .tooLarge(let path, let max): return "\(path) is larger than \(max) bytes"
            case .system(let path, let reason): return "\(path): \(reason)"
            }
        }
    }

    /// The bytes of the file at `parts` (names below the root), or nil when it does not exist.
    public func contents(at parts: [String], maxBytes: Int) throws(Failure) -> Data? {
        guard let (folder, name) = try openParent(of: parts, creating: false) else { return nil }
        defer { close(folder) }
        let fd = openat(folder, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else {
            if errno == ENOENT { return nil }
            throw failure(errno, parts)
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw failure(errno, parts) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw .notPlain(path: path(parts)) }
        guard info.st_size <= maxBytes else { throw .tooLarge(path: path(parts), maxBytes: maxBytes) }
        var data = Data(count: Int(info.st_size))
        var filled = 0
        while filled < data.count {
            let n = data.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, $0.count - filled) }
            if n < 0 && errno == EINTR { continue }
            guard n >= 0 else { throw failure(errno, parts) }
            if n == 0 { data.count = filled; break }
            filled += n
        }
        return data
    }

    /// Writes `data` to the file at `parts`, creating the folders below the root: into a
    /// new temporary file first, then renamed over the old one (a link there is replaced, not followed).
    public func save(_ data: Data, at parts: [String]) throws(Failure) {
        guard let (folder, name) = try openParent(of: parts, creating: true) else {
            throw .system(path: path(parts), reason: "its folder cannot be made")
        }
        defer { close(folder) }
        let temporary = ".\(name).\(UInt32.random(in: 0...UInt32.max)).tmp"
        let fd = openat(folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw failure(errno, parts) }
        var written = 0
        while written < data.count {
            let n = data.withUnsafeBytes { write(fd, $0.baseAddress! + written, $0.count - written) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else {
                let error = failure(errno, parts)
                close(fd); unlinkat(folder, temporary, 0)
                throw error
            }
            written += n
        }
        guard close(fd) == 0, renameat(folder, temporary, folder, name) == 0 else {
            let error = failure(errno, parts)
            unlinkat(folder, temporary, 0)
            throw error
        }
    }

    /// The folder holding the last part, opened part by part without following links
    /// (and made where missing when `creating`), and the last part's name; nil when a folder is missing.
    private func openParent(of parts: [String], creating: Bool) throws(Failure) -> (Int32, String)? {
        guard let name = parts.last, parts.allSatisfy(Self.isPlainName) else {
            throw .notPlain(path: path(parts))
        }
        if creating {
            do { try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true) } catch {
                throw .system(path: root.path, reason: (error as NSError).localizedDescription)
            }
        }
        var folder = open(root.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else {
            if errno == ENOENT { return nil }
            throw failure(errno, [])
        }
        for (index, part) in parts.dropLast().enumerated() {
            if creating, mkdirat(folder, part, 0o755) != 0, errno != EEXIST {
                let error = failure(errno, Array(parts.prefix(index + 1)))
                close(folder)
                throw error
            }
            let next = openat(folder, part, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            let code = errno
            close(folder)
            guard next >= 0 else {
                if code == ENOENT { return nil }
                throw failure(code, Array(parts.prefix(index + 1)))
            }
            folder = next
        }
        return (folder, name)
    }

    /// A name inside one folder: not empty, `.`, `..`, and without `/` or NUL.
    static func isPlainName(_ part: String) -> Bool {
        !part.isEmpty && part != "." && part != ".." && !part.contains("/") && !part.contains("\0")
    }

    private func path(_ parts: [String]) -> String {
        parts.reduce(root) { $0.appendingPathComponent($1) }.path
    }

    private func failure(_ code: Int32, _ parts: [String]) -> Failure {
        // O_NOFOLLOW on a link gives ELOOP; O_DIRECTORY on a link or a file gives ENOTDIR.
        if code == ELOOP || code == ENOTDIR { return .notPlain(path: path(parts)) }
        return .system(path: path(parts), reason: String(cString: strerror(code)))
    }
}
