import Foundation

/// Reads a whole input file, refusing one larger than its ``InputLimit``.
///
/// A regular file's size is checked before anything is read, and it is mapped
/// rather than copied, so a large catalogue stays in the page cache rather than in
/// the process's own memory. Anything else (a pipe, `/dev/stdin`, a device) is
/// read in pieces and stopped as soon as it passes the limit, so `/dev/zero`
/// cannot exhaust memory.
///
/// ```swift
/// let data = try InputFile.read(url, file: "places.csv", limit: .catalogue)
/// // places.csv: the file is 1.5 GB; the limit for a place catalogue is 1 GB
/// ```
public enum InputFile {
    /// The file's bytes.
    /// - Parameter file: how the file is named in messages (the path as the user gave it); `url.path` by default.
    /// - Throws: ``InputFileError`` naming the file: too large, a folder, or unreadable (with the system's reason).
    public static func read(_ url: URL, file: String? = nil, limit: InputLimit) throws(InputFileError) -> Data {
        let name = file ?? url.path
        var info = stat()
        guard stat(url.path, &info) == 0 else {
            let code = errno
            throw InputFileError(file: name, reason: code == ENOENT ? Message(.fileNoSuchFile) : code == EACCES ? Message(.fileNoPermission)
                                    : Message(.fileCannotBeRead, ["reason": String(cString: strerror(code))]))
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
            throw InputFileError(file: name, reason: Message(.fileIsFolder))
        case S_IFREG:
            try check(size: Int(info.st_size), file: name, limit: limit)
            do {
                return try Data(contentsOf: url, options: info.st_size >= mappingThreshold ? .alwaysMapped : [])
            } catch {
                throw InputFileError(file: name, reason: Message(.fileCannotBeRead, ["reason": (error as NSError).localizedDescription]))
            }
        default:
            return try readStream(url, file: name, limit: limit)
        }
    }

    /// Refuses `size` bytes when they are over `limit`.
    public static func check(size: Int, file: String, limit: InputLimit) throws(InputFileError) {
        guard size > limit.bytes else { return }
        throw InputFileError(file: file, reason: Message(.fileTooLarge, ["size": InputLimit.describe(size), "kind": Message(limit.kind),
                                                                         "limit": InputLimit.describe(limit.bytes)]))
    }

    /// Files from this size on are mapped instead of copied.
    static let mappingThreshold = 1 << 20

    /// A pipe or device, read in pieces up to the limit.
    private static func readStream(_ url: URL, file: String, limit: InputLimit) throws(InputFileError) -> Data {
        let handle: FileHandle
        do { handle = try FileHandle(forReadingFrom: url) } catch {
            throw InputFileError(file: file, reason: Message(.fileCannotBeRead, ["reason": (error as NSError).localizedDescription]))
        }
        defer { try? handle.close() }
        var data = Data()
        while true {
            let piece: Data?
            do { piece = try handle.read(upToCount: 1 << 16) } catch {
                throw InputFileError(file: file, reason: Message(.fileCannotBeRead, ["reason": (error as NSError).localizedDescription]))
            }
            guard let piece, !piece.isEmpty else { return data }
            data.append(piece)
            if data.count > limit.bytes {
                throw InputFileError(file: file, reason: Message(.inputTooLarge, ["limit": InputLimit.describe(limit.bytes), "kind": Message(limit.kind)]))
            }
        }
    }
}

/// A file that cannot be read as an input: too large, a folder, or unreadable.
public struct InputFileError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError, LocalizableError {
    /// The file as the user named it.
    public let file: String
    /// What is wrong, without the file name, in any language.
    public let reason: Message
    /// ``reason`` in English.
    public var message: String { reason.text(in: .en) }

    public init(file: String, reason: Message) {
        self.file = file; self.reason = reason
    }

    public var description: String { "\(file): \(message)" }
    public func message(in language: Language) -> String { "\(file): \(reason.text(in: language))" }
    public var errorDescription: String? { description }
}
