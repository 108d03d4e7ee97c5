import Foundation
import RegioGeo

/// Writes tiles as `DIR/z/x/y.png` (each file written atomically).
public final class XYZFolderWriter: TileSink, @unchecked Sendable {
    public let root: URL
    private let lock = NSLock()
    private var madeFolders = Set<String>()

    /// Creates the folder if needed; throws ``RenderError/unwritableOutput(path:reason:)`` if it cannot be written.
    public init(root: URL) throws {
        self.root = root
        let fm = FileManager.default
        var isDir: ObjCBool = false
        if fm.fileExists(atPath: root.path, isDirectory: &isDir) {
            guard isDir.boolValue else { throw RenderError.unwritableOutput(path: root.path, reason: "it is a file, not a folder") }
        } else {
            do { try fm.createDirectory(at: root, withIntermediateDirectories: true) } catch {
                throw RenderError.unwritableOutput(path: root.path, reason: (error as NSError).localizedDescription)
            }
        }
        guard fm.isWritableFile(atPath: root.path) else {
            throw RenderError.unwritableOutput(path: root.path, reason: "the folder is not writable")
        }
    }

    public func url(for t: TileID) -> URL {
        root.appendingPathComponent("\(t.z)/\(t.x)/\(t.y).png")
    }

    public func existingTiles(zoom: Int) throws -> Set<TileID> {
        let fm = FileManager.default
        let zdir = root.appendingPathComponent("\(zoom)")
        var out = Set<TileID>()
        guard let xs = try? fm.contentsOfDirectory(atPath: zdir.path) else { return out }
        for xName in xs {
            guard let x = Int(xName), let ys = try? fm.contentsOfDirectory(atPath: zdir.appendingPathComponent(xName).path) else { continue }
            for yName in ys where yName.hasSuffix(".png") {
                let path = zdir.appendingPathComponent(xName).appendingPathComponent(yName).path
                guard let y = Int(yName.dropLast(4)), let t = try? TileID(z: zoom, x: x, y: y),
                      let size = (try? fm.attributesOfItem(atPath: path))?[.size] as? Int, size > 0 else { continue }
                out.insert(t)
            }
        }
        return out
    }

    public func write(_ tiles: [(TileID, Data)]) throws {
        for (t, data) in tiles {
            let dir = root.appendingPathComponent("\(t.z)/\(t.x)")
            lock.lock()
            let known = madeFolders.contains(dir.path)
            lock.unlock()
            if !known {
                do { try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true) } catch {
                    throw RenderError.unwritableOutput(path: dir.path, reason: (error as NSError).localizedDescription)
                }
                lock.lock(); madeFolders.insert(dir.path); lock.unlock()
            }
            try OutputPath.write(data, to: url(for: t))
        }
    }

    public func finish(metadata: TileSetMetadata) throws {}
}
