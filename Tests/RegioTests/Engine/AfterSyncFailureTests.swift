import Foundation
import GRDB
import Testing
@testable import Regio
@testable import RegioSync

/// Issue 29: when the favourites could not be read after a sync, the engine
/// skipped dropping its caches and kept serving the places and quizzes from
/// before the sync, silently.
@Suite struct AfterSyncFailureTests {
    static func placesReport(removing ids: [String]) -> SyncReport {
        SyncReport(collection: SyncCollection.places.name, url: "http://127.0.0.1/places.json", kind: .full,
                   changes: SyncChanges(removedIDs: ids), itemCount: 0, bytesReceived: 2, serverDate: nil, etag: nil)
    }

    @Test func unreadableFavouritesStillDropTheCachesAndSayWhy() throws {
        let t = TestEngine()
        defer { t.remove() }
        let store = try t.engine.store()
        _ = try t.engine.placeLibrary()
        #expect(t.engine.placeCache.current != nil)
        try store.database.write { try $0.execute(sql: "DROP TABLE favourite") }

        let after = t.engine.afterSync([Self.placesReport(removing: ["13"])])
        #expect(t.engine.placeCache.current == nil, "the places from before the sync are still served")
        #expect(after.warnings.count == 1)
        #expect(after.warnings.first?.contains("the favourites could not be checked against the synced places") == true)
    }

    @Test func readableFavouritesGiveNoWarning() throws {
        let t = TestEngine()
        defer { t.remove() }
        _ = try t.engine.store()
        _ = try t.engine.placeLibrary()
        let after = t.engine.afterSync([Self.placesReport(removing: ["13"])])
        #expect(t.engine.placeCache.current == nil)
        #expect(after.warnings.isEmpty)
        #expect(after.affected[SyncCollection.places.name] == [])
    }
}
