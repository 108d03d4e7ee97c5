import Foundation

extension TileService {
    /// The folder where `regio serve` keeps the tiles of its low zooms across
    /// restarts when no `--tiles-cache` is given:
    /// `<cache>/tiles/<key>/` (the cache: `$XDG_CACHE_HOME/regio`, else
    /// `~/.cache/regio`; the key: ``RegioEngine/tileContentKey()``, so a new
    /// build, dataset or set of synced places starts an empty folder). Made
    /// when missing and marked as used now; the folders of other keys not
    /// used for ``keptFolderDays`` days are removed.
    ///
    /// ```swift
    /// let tiles = try TileService(engine: engine, cache: .folder(try TileService.keptFolder(for: engine), zooms: .preparedWhole))
    /// ```
    public static func keptFolder(for engine: RegioEngine,
                                  cacheDirectory: URL = DatasetBuildInputs.cacheDirectory()) throws -> URL {
        let parent = cacheDirectory.appendingPathComponent("tiles")
        let folder = parent.appendingPathComponent(try engine.tileContentKey())
        let files = FileManager.default
        do {
            try files.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data().write(to: folder.appendingPathComponent(usedMark))
        } catch {
            throw EngineError(.failed, Message(.tileCacheUnwritable, ["path": folder.path, "error": Message.of(error)]))
        }
        for (stale, error) in removeUnusedFolders(in: parent, keeping: folder.lastPathComponent) {
            engine.noticeHandler("an unused tile folder stays: \(stale.path): \(Message.of(error))")
        }
        return folder
    }

    /// Days after which another key's kept folder is removed.
    public static let keptFolderDays = 14

    /// The file whose time says when a kept folder was last used.
    static let usedMark = "last-used"

    /// Removes the kept folders of other keys whose mark is older than
    /// ``keptFolderDays`` days (or that have none); returns those that could
    /// not be removed (the server starts anyway and says so).
    static func removeUnusedFolders(in parent: URL, keeping current: String, now: Date = Date()) -> [(URL, Error)] {
        let files = FileManager.default
        let limit = now.addingTimeInterval(-Double(keptFolderDays) * 86_400)
        let names: [String]
        do { names = try files.contentsOfDirectory(atPath: parent.path) } catch { return [(parent, error)] }
        var failures: [(URL, Error)] = []
        for name in names where name != current && name.count == 16 && name.allSatisfy(\.isHexDigit) {
            let folder = parent.appendingPathComponent(name)
            let mark = folder.appendingPathComponent(usedMark).path
            var used = Date.distantPast
            if files.fileExists(atPath: mark) {
                do { used = try files.attributesOfItem(atPath: mark)[.modificationDate] as? Date ?? now } catch {
                    failures.append((folder, error)); continue
                }
            }
            guard used < limit else { continue }
            do { try files.removeItem(at: folder) } catch { failures.append((folder, error)) }
        }
        return failures
    }
}
