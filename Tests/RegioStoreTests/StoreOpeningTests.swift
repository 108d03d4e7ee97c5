import Foundation
import Testing
import RegioGeo
import RegioPlaces
@testable import RegioStore

/// Opening a store: several openers of a new file at once, from threads that
/// each hold their own connection pool (as separate processes would).
@Suite struct StoreOpeningTests {
    @Test func manyOpenersOfANewStoreAllSucceed() throws {
        for round in 0..<5 {
            let path = FileManager.default.temporaryDirectory
                .appendingPathComponent("regio-open-\(UUID().uuidString)/regio.sqlite").path
            let errors = ErrorBox()
            DispatchQueue.concurrentPerform(iterations: 8) { _ in
                do { _ = try Store(path: path) } catch { errors.add("\(error)") }
            }
            #expect(errors.all.isEmpty, "round \(round): \(errors.all)")
            #expect(try Store(path: path).integrityCheck() == "ok")
        }
    }
}

private final class ErrorBox: @unchecked Sendable {
    private let lock = NSLock()
    private var errors: [String] = []
    func add(_ e: String) { lock.lock(); errors.append(e); lock.unlock() }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return errors }
}

/// A full disk (issue 16): writes say "the disk is full" and change nothing;
/// reading goes on. The disk is simulated with SQLite's page limit, which
/// fails a write with SQLITE_FULL exactly as a full file system does.
@Suite struct FullDiskTests {
    @Test func aWriteOnAFullDiskSaysSoAndReadsStillWork() throws {
        let path = temporaryStorePath()
        let store = try Store(path: path)
        try store.favourites.add(castle())
        let pages = try store.database.read { try Int.fetchOne($0, sql: "PRAGMA page_count") ?? 0 }
        try store.database.writeWithoutTransaction { try $0.execute(sql: "PRAGMA max_page_count = \(pages)") }

        let many = (0..<2_000).map { i in
            Favourite(placeID: "p\(i)", name: String(repeating: "long name ", count: 20), coordinate: Coordinate(latitude: 49, longitude: 14),
                      category: .poi, createdAt: Date())
        }
        #expect(throws: StoreError.diskFull(path: path)) { try store.favourites.saveAll(many) }
        #expect(StoreError.diskFull(path: path).description.contains("the disk is full"))
        // Nothing was half-written, and reading still works.
        #expect(try store.favourites.count() == 1)
        #expect(try store.favourites.list().map(\.name) == ["Karlštejn"])
        #expect(try store.integrityCheck() == "ok")
    }
}
