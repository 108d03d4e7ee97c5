import Foundation
import GRDB
import RegioQuiz

/// The user's own state in one SQLite file: favourites, quiz attempts, sync state.
///
/// WAL mode with `synchronous=FULL`: a write reported as done survives a
/// power loss. Several processes may write at once (busy timeout). Schema
/// changes go through ``StoreMigrations``; a file written by a newer version
/// of Regio, or a file that is not a Regio store, is refused with a clear
/// error and never reset.
///
/// ```swift
/// let store = try Store(path: Store.defaultPath())
/// ```
public final class Store: Sendable {
    public let path: String
    /// The GRDB connection pool; features use it in their own extensions.
    public let database: DatabasePool
    /// The time of attempts and the days of the review schedule (the system
    /// clock; tests and `REGIO_NOW` fix it).
    public let clock: ReviewClock

    /// Opens (creating when needed) the store at `path` and migrates it.
    /// A store whose review schedule table is gone (hand-edited, damaged) gets
    /// it back, made again from the attempts.
    public init(path: String, clock: ReviewClock = .system) throws {
        self.path = path
        self.clock = clock
        var isFolder: ObjCBool = false
        if path.isEmpty || path.hasSuffix("/") || (FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue) {
            throw StoreError.cannotOpen(path: path, detail: "this is a folder, not a file; give a file path such as \(path.hasSuffix("/") ? path : path + "/")regio.sqlite")
        }
        // URL, not NSString: NSString's path methods crash on one-character paths such as "a".
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)

        var config = Configuration()
        config.busyMode = .timeout(10)
        config.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = FULL")
        }
        // One process at a time opens and migrates (new stores are created once).
        let lock = try MigrationLock(storePath: path)
        defer { withExtendedLifetime(lock) {} }
        do {
            database = try DatabasePool(path: path, configuration: config)
            let migrator = StoreMigrations.migrator
            if try database.read({ try migrator.hasBeenSuperseded($0) }) {
                throw StoreError.newerVersion(path: path)
            }
            try migrator.migrate(database)
            if try !database.read({ try $0.tableExists("reviewEntry") }) {
                try ReviewStore(database: database, clock: clock).rebuild()
            }
        } catch let error as StoreError {
            throw error
        } catch let error as DatabaseError where error.resultCode == .SQLITE_FULL {
            throw StoreError.diskFull(path: path)
        } catch let error as DatabaseError where [.SQLITE_NOTADB, .SQLITE_CORRUPT].contains(error.resultCode) {
            throw StoreError.corrupt(path: path, detail: error.message ?? "\(error)")
        } catch {
            throw StoreError.cannotOpen(path: path, detail: "\(error)")
        }
    }

    /// `$XDG_DATA_HOME/regio/regio.sqlite`, or `~/.local/share/regio/regio.sqlite`.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let base = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.local/share")
        return base + "/regio/regio.sqlite"
    }

    /// Runs `PRAGMA integrity_check`; returns "ok" for a healthy store.
    public func integrityCheck() throws -> String {
        try database.read { try String.fetchOne($0, sql: "PRAGMA integrity_check") ?? "" }
    }
}

/// Errors opening or using the store, with what to do about them.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
    case newerVersion(path: String)
    case corrupt(path: String, detail: String)
    case cannotOpen(path: String, detail: String)
    case notFound(String)
    case invalid(String)
    /// A write found no space left (SQLITE_FULL); nothing was changed.
    case diskFull(path: String)

    /// `error`, with a full disk (SQLITE_FULL) said in words: ``diskFull(path:)``.
    public static func translated(_ error: Error, path: String) -> Error {
        if let error = error as? DatabaseError, error.resultCode == .SQLITE_FULL { return StoreError.diskFull(path: path) }
        return error
    }

    public var description: String {
        switch self {
        case .newerVersion(let p):
            return "\(p): this store was written by a newer version of Regio; update Regio (the file was left untouched)"
        case .corrupt(let p, let d):
            return "\(p): the store is damaged or not a Regio store (\(d)); the file was left untouched — move it away to start a new one"
        case .cannotOpen(let p, let d): return "\(p): cannot open the store: \(d)"
        case .diskFull(let p):
            return "\(p): the disk is full; nothing was changed — free some space and try again (reading still works)"
        case .notFound(let s): return s
        case .invalid(let s): return s
        }
    }
}
