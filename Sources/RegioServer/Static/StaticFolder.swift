import Foundation

/// A folder whose files are served, and nothing outside it: a request path
/// is decoded once, and refused when it has `..`, `.`, empty or absolute
/// parts, a backslash or a NUL byte, or when (after symbolic links) it leads
/// out of the folder. Only regular files are served.
struct StaticFolder: Sendable {
    /// The folder as configured (resolved when files are looked up).
    let root: URL

    /// A file found in the folder, ready to send.
    struct File: Sendable {
        let url: URL
        let size: Int
        let modified: Date
        /// `"<size>-<mtime>"`: changes when the file changes.
        var etag: String { "\"\(String(size, radix: 16))-\(String(Int64(modified.timeIntervalSince1970 * 1000), radix: 16))\"" }
        var contentType: String { StaticFolder.contentType(of: url.pathExtension) }
    }

    enum LookupError: Error, Equatable {
        /// The path is not allowed (traversal, NUL, absolute, …): the reason.
        case forbiddenPath(String)
        /// No such file in the folder.
        case notFound
    }

    /// The decoded path parts of `rawPath` (percent-encoded, relative to the folder), checked.
    static func parts(of rawPath: String) throws(LookupError) -> [String] {
        guard let decoded = rawPath.removingPercentEncoding else { throw .forbiddenPath("it is not valid percent-encoded UTF-8") }
        guard !decoded.isEmpty else { throw .notFound }
        guard !decoded.contains("\0") else { throw .forbiddenPath("it contains a NUL byte") }
        guard !decoded.contains("\\") else { throw .forbiddenPath("it contains a backslash") }
        guard !decoded.hasPrefix("/") else { throw .forbiddenPath("it is an absolute path") }
        let parts = decoded.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        for part in parts {
            if part == ".." || part == "." { throw .forbiddenPath("it leaves the folder ('\(part)')") }
            if part.isEmpty { throw .forbiddenPath("it has an empty part ('//')") }
            if part.hasPrefix(".") { throw .notFound }
        }
        return parts
    }

    /// The file at `rawPath` inside the folder.
    func file(at rawPath: String) throws(LookupError) -> File {
        let parts = try Self.parts(of: rawPath)
        let base = root.standardizedFileURL.resolvingSymlinksInPath()
        var url = base
        for part in parts { url.appendPathComponent(part) }
        let resolved = url.standardizedFileURL.resolvingSymlinksInPath()
        guard resolved.path.hasPrefix(base.path + "/") else { throw .forbiddenPath("it leaves the folder") }
        guard let file = Self.regularFile(at: resolved) else { throw .notFound }
        return file
    }

    /// The regular file at `url` with its size and time; nil when there is none (or it is a folder).
    static func regularFile(at url: URL) -> File? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
              attributes[.type] as? FileAttributeType == .typeRegular else { return nil }
        return File(url: url, size: (attributes[.size] as? Int) ?? 0,
                    modified: (attributes[.modificationDate] as? Date) ?? Date(timeIntervalSince1970: 0))
    }

    /// The media type of a file extension.
    static func contentType(of pathExtension: String) -> String {
        switch pathExtension.lowercased() {
        case "html", "htm": return "text/html; charset=utf-8"
        case "js", "mjs": return "text/javascript; charset=utf-8"
        case "css": return "text/css; charset=utf-8"
        case "json", "map": return "application/json"
        case "webmanifest": return "application/manifest+json"
        case "svg": return "image/svg+xml"
        case "png": return "image/png"
        case "jpg", "jpeg": return "image/jpeg"
        case "gif": return "image/gif"
        case "webp": return "image/webp"
        case "ico": return "image/x-icon"
        case "woff2": return "font/woff2"
        case "woff": return "font/woff"
        case "txt": return "text/plain; charset=utf-8"
        case "webm": return "video/webm"
        case "ogv", "ogg": return "video/ogg"
        case "mp4", "m4v": return "video/mp4"
        default: return "application/octet-stream"
        }
    }
}
