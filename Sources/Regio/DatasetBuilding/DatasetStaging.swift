import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Where a build writes: a hidden folder beside the target
/// (`.<name>.building-<pid>-<random>`), filled with a copy of the target's
/// files when it exists (a rebuild keeps the quizzes, videos and notes the
/// build does not write) and put in the target's place by ``commit()`` only
/// when the build has finished. A build that fails, or is stopped
/// (SIGINT, SIGTERM, a crash, a power cut), leaves the target as it was:
/// missing, or the previous dataset whole. The unfinished folder is removed
/// on a failure, by the command's signal handler (``removeUnfinished(beside:)``),
/// or at the latest by the next build of the same target, which removes those
/// whose process is gone.
struct DatasetStaging {
    let target: URL
    let folder: URL

    static let marker = ".building-"

    /// Creates the staging folder for `target` (a folder path); `target` itself is not touched.
    init(target: URL) throws {
        self.target = target.standardizedFileURL
        let parent = self.target.deletingLastPathComponent()
        let name = self.target.lastPathComponent
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        let exists = manager.fileExists(atPath: self.target.path, isDirectory: &isDirectory)
        if exists, !isDirectory.boolValue {
            throw DatasetBuildError.output(path: target.path, reason: Message(.datasetOutputIsFile))
        }
        do { try manager.createDirectory(at: parent, withIntermediateDirectories: true) } catch {
            throw DatasetBuildError.output(path: target.path, reason: .verbatim(error.localizedDescription))
        }
        guard manager.isWritableFile(atPath: parent.path), !exists || manager.isWritableFile(atPath: self.target.path) else {
            throw DatasetBuildError.output(path: target.path, reason: Message(.datasetOutputNotWritable))
        }
        Self.removeAbandoned(beside: self.target)
        folder = parent.appendingPathComponent(".\(name)\(Self.marker)\(getpid())-\(UUID().uuidString.prefix(8))")
        do {
            if exists {
                try manager.copyItem(at: self.target, to: folder)
            } else {
                try manager.createDirectory(at: folder, withIntermediateDirectories: false)
            }
        } catch {
            try? manager.removeItem(at: folder)   // cleanup of a failed copy; the error is what matters
            throw DatasetBuildError.output(path: target.path, reason: .verbatim(error.localizedDescription))
        }
    }

    /// Puts the finished folder in the target's place: one atomic exchange
    /// where the kernel has `renameat2(RENAME_EXCHANGE)`, else two renames.
    /// The previous dataset is removed afterwards.
    func commit() throws {
        let manager = FileManager.default
        guard manager.fileExists(atPath: target.path) else {
            try Self.rename(folder, to: target)
            return
        }
        if Self.exchange(folder, target) {
            try? manager.removeItem(at: folder)   // now the previous dataset; the new one is in place whatever happens here
            return
        }
        let previous = target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).previous-\(getpid())-\(UUID().uuidString.prefix(8))")
        try Self.rename(target, to: previous)
        do { try Self.rename(folder, to: target) } catch {
            try? Self.rename(previous, to: target)   // put the previous dataset back; the first error is the one to report
            throw error
        }
        try? manager.removeItem(at: previous)   // the new dataset is in place whatever happens here
    }

    /// Removes the unfinished folder (a failed build).
    func discard() {
        try? FileManager.default.removeItem(at: folder)   // cleanup of a failed build; the build's error is what matters
    }

    /// Removes the unfinished folders this process left beside `target` (a command stopped by a signal).
    static func removeUnfinished(beside target: URL) {
        remove(beside: target) { $0 == getpid() }
    }

    /// Removes the unfinished folders beside `target` whose process is gone (a build stopped earlier).
    static func removeAbandoned(beside target: URL) {
        remove(beside: target) { pid in kill(pid, 0) != 0 && errno == ESRCH }
    }

    private static func remove(beside target: URL, where matches: (pid_t) -> Bool) {
        let target = target.standardizedFileURL
        let parent = target.deletingLastPathComponent()
        let removing = ".\(target.lastPathComponent).removing-"
        let prefixes = [".\(target.lastPathComponent)\(marker)", ".\(target.lastPathComponent).previous-", removing]
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []   // an unreadable folder has nothing to clean
        for name in names {
            guard let prefix = prefixes.first(where: { name.hasPrefix($0) }),
                  let pid = pid_t(name.dropFirst(prefix.count).prefix { $0.isNumber }), matches(pid) else { continue }
            // Moved aside first: a build still running (the signal handler's case) writes by path, so
            // nothing new appears in the folder while it is removed (a file made meanwhile kept it before).
            var folder = parent.appendingPathComponent(name)
            let aside = parent.appendingPathComponent("\(removing)\(pid)-\(UUID().uuidString.prefix(8))")
            if Glibc.rename(folder.path, aside.path) == 0 { folder = aside }
            for attempt in 0..<5 {
                do { try FileManager.default.removeItem(at: folder); break } catch {   // best effort: the next build tries again
                    if attempt < 4 { usleep(20_000) }
                }
            }
        }
    }

    private static func rename(_ from: URL, to: URL) throws {
        guard Glibc.rename(from.path, to.path) == 0 else {
            throw DatasetBuildError.output(path: to.path, reason: .verbatim("cannot move \(from.lastPathComponent) there: \(String(cString: strerror(errno)))"))
        }
    }

    /// `renameat2(…, RENAME_EXCHANGE)` through the C library (Swift's Glibc module does not declare it); false where it fails.
    private static func exchange(_ a: URL, _ b: URL) -> Bool {
        typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return false }
        let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
        let renameExchange: UInt32 = 1 << 1
        return renameat2(AT_FDCWD, a.path, AT_FDCWD, b.path, renameExchange) == 0
    }
}
