import Foundation
import Testing
import RegioStore
@testable import RegioSync

/// The store side alone: transactions, order, and the guard against a sync
/// that finished meanwhile.
@Suite struct SyncCacheTests {
    private func item(_ id: String, _ json: String, deleted: Bool = false) -> ReceivedItem {
        ReceivedItem(id: id, deleted: deleted, json: Data(json.utf8))
    }

    private func stamp(_ seconds: TimeInterval, etag: String) -> SyncStamp {
        SyncStamp(server: "http://a", sourceURL: "http://a/places.json", etag: etag, lastModified: nil,
                  serverDate: "Sun, 17 Mar 2030 17:46:40 GMT", at: Date(timeIntervalSince1970: seconds))
    }

    @Test func replaceApplyAndTheConcurrencyGuard() throws {
        let temporary = try TemporaryStore()
        defer { temporary.remove() }
        let cache = SyncCache(store: temporary.store)

        let first = try cache.replace("places", with: [item("b", #"{"id":"b"}"#), item("a", #"{"id":"a"}"#)],
                                      stamp: stamp(100, etag: "1"), basedOn: nil)
        #expect(first == SyncChanges(added: 2))
        let base = try #require(try cache.state(of: "places"))
        #expect(base.itemCount == 2 && base.changedAt == Date(timeIntervalSince1970: 100))

        let delta = try cache.apply("places", changes: [item("c", #"{"id":"c"}"#), item("b", "", deleted: true),
                                                        item("a", #"{"id":"a","v":2}"#)],
                                    stamp: stamp(200, etag: "2"), basedOn: base)
        #expect(delta == SyncChanges(added: 1, changed: 1, removedIDs: ["b"]))
        #expect(try cache.items(in: "places").map(\.id) == ["a", "c"])
        #expect(String(decoding: try #require(try cache.collectionJSON("places")), as: UTF8.self)
            == "[{\"id\":\"a\",\"v\":2},\n{\"id\":\"c\"}]")

        // A write based on the old state (another sync finished first) is refused and changes nothing.
        let current = try cache.state(of: "places")
        #expect(throws: SyncError.self) {
            try cache.replace("places", with: [], stamp: self.stamp(300, etag: "3"), basedOn: base)
        }
        #expect(throws: SyncError.self) {
            try cache.replace("places", with: [], stamp: self.stamp(300, etag: "3"), basedOn: nil)
        }
        #expect(try cache.state(of: "places") == current)
        #expect(try cache.items(in: "places").count == 2)

        // An unchanged full download keeps the time of the last change.
        let same = try cache.replace("places", with: try cache.items(in: "places").map { item($0.id, String(decoding: $0.json, as: UTF8.self)) },
                                     stamp: stamp(400, etag: "2"), basedOn: current)
        #expect(same.isEmpty)
        #expect(try cache.state(of: "places")?.changedAt == Date(timeIntervalSince1970: 200))
        #expect(try cache.state(of: "places")?.syncedAt == Date(timeIntervalSince1970: 400))
    }
}
