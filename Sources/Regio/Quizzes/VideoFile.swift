import Foundation

/// A video kept as a file with the dataset: its `url` is a path relative to
/// the dataset folder (`media/brno.webm`, never leaving the folder) or a
/// `file://` URL. Such a video is played from `regio serve`
/// (`/api/videos/{id}/file`); an http(s) URL is played from where it is.
public enum VideoFile {
    /// The file `url` names, or nil when it is a web address (any `scheme:` but `file:`).
    /// - Throws: ``EngineError`` (notFound) when a relative path leaves `directory`.
    public static func location(of url: String, in directory: URL) throws -> URL? {
        let text = url.trimmingCharacters(in: .whitespaces)
        if text.lowercased().hasPrefix("file://") {
            guard let parsed = URL(string: text), parsed.isFileURL, !parsed.path.isEmpty else {
                throw EngineError(.notFound, "the video's url \(text) is not a file:// URL with a path")
            }
            return parsed.standardizedFileURL
        }
        if text.range(of: "^[A-Za-z][A-Za-z0-9+.-]*:", options: .regularExpression) != nil { return nil }
        let base = directory.standardizedFileURL
        let file = base.appendingPathComponent(text).standardizedFileURL
        guard !text.hasPrefix("/"), file.path.hasPrefix(base.path + "/") else {
            throw EngineError(.notFound, "the video's path \(text) leaves the dataset folder")
        }
        return file
    }
}

extension RegioEngine {
    /// The file of a video kept with the dataset.
    /// - Throws: ``EngineError`` (notFound) for an unknown video, a video on the web, or a missing file.
    public func videoFile(id: String) throws -> URL {
        let library = try quizLibrary()
        guard let video = library.catalogue.video(id: id) else { throw EngineError(.notFound, "no video \(id)") }
        guard let file = try VideoFile.location(of: video.url, in: library.dataset.directory) else {
            throw EngineError(.notFound, "video \(id) is on the web (\(video.url)), not a file of the dataset")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw EngineError(.notFound, "the file of video \(id) is missing: \(file.path)")
        }
        return file
    }
}
