import RegioStore
import Foundation

/// A local clock the tests move by hand.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    init(_ start: Date = Date(timeIntervalSince1970: 1_750_000_000)) { current = start }

    var now: Date { lock.withLock { current } }
    func advance(_ seconds: TimeInterval) { lock.withLock { current += seconds } }
}

/// A store in a fresh temporary folder, removed by `remove()`.
struct TemporaryStore {
    let folder: URL
    let store: Store

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("regio-sync-\(UUID().uuidString)")
        store = try Store(path: folder.appendingPathComponent("regio.sqlite").path)
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
}
