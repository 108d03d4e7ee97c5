import Foundation

/// A video kept as a file with the dataset: its `url` is a path relative to
/// the dataset folder (`media/brno.webm`, never leaving the folder) or a
/// `file://` URL. Such a video is played from `regio serve`
/// (`/api/videos/{id}/file`); an http(s) URL is played from where it is.
/// Only the dataset's own videos (its videos.json) may be files: a video that
/// came by `regio sync` is never served from the disk, whatever its url says.
/// And only video files (``extensions``): a `file:///etc/passwd` in a
/// downloaded dataset is not served.
public enum VideoFile {
    /// The file name extensions of the videos served from the disk.
    public static let extensions: Set<String> = ["webm", "mp4", "m4v", "ogv", "ogg"]

    /// The file `url` names, or nil when it is a web address (any `scheme:` but `file:`).
    /// - Throws: ``EngineError`` (notFound) when a relative path leaves `directory`
    ///   or the file is not a video (``extensions``).
    public static func location(of url: String, in directory: URL) throws -> URL? {
        let text = url.trimmingCharacters(in: .whitespaces)
        if text.lowercased().hasPrefix("file://") {
            guard let parsed = URL(string: text), parsed.isFileURL, !parsed.path.isEmpty else {
                throw EngineError(.notFound, Message(.videoURLNotFile, ["url": text]))
            }
            return try video(parsed.standardizedFileURL)
        }
        if text.range(of: "^[A-Za-z][A-Za-z0-9+.-]*:", options: .regularExpression) != nil { return nil }
        let base = directory.standardizedFileURL
        let file = base.appendingPathComponent(text).standardizedFileURL
        guard !text.hasPrefix("/"), file.path.hasPrefix(base.path + "/") else {
            throw EngineError(.notFound, Message(.videoPathLeavesDataset, ["path": text]))
        }
        return try video(file)
    }

    private static func video(_ file: URL) throws -> URL {
        guard extensions.contains(file.pathExtension.lowercased()) else {
            throw EngineError(.notFound, Message(.videoNotVideoFile, ["file": file.lastPathComponent, "list": extensions.sorted().joined(separator: ", ")]))
        }
        return file
    }
}

extension QuizLibrary {
    /// The file of one of the dataset's own videos.
    /// - Throws: ``EngineError`` (notFound) for an unknown or synced video, a video on the web, or a missing file.
    public func videoFile(id: String) throws -> URL {
        guard let video = catalogue.video(id: id) else { throw EngineError(.notFound, Message(.videoNoSuch, ["id": id])) }
        guard datasetVideoIDs.contains(id), let file = try VideoFile.location(of: video.url, in: dataset.directory) else {
            throw EngineError(.notFound, Message(.videoNotDatasetFile, ["id": id, "url": video.url]))
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw EngineError(.notFound, Message(.videoFileMissing, ["id": id, "path": file.path]))
        }
        return file
    }

    /// Whether a video is one of the dataset's own and a file (a path that leaves the folder is not).
    func isDatasetFile(_ video: Video) -> Bool {
        guard datasetVideoIDs.contains(video.id) else { return false }
        do { return try VideoFile.location(of: video.url, in: dataset.directory) != nil } catch { return false }
    }
}

extension RegioEngine {
    /// The file of a video kept with the dataset (``QuizLibrary/videoFile(id:)``).
    public func videoFile(id: String) throws -> URL {
        try quizLibrary().videoFile(id: id)
    }
}
