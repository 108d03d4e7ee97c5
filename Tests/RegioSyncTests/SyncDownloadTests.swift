import Foundation
import Testing
import RegioStore
@testable import RegioSync

/// Downloads against the real test server: full, 304 by ETag and by
/// Last-Modified, incremental with tombstones, and the server's clock.
@Suite struct SyncDownloadTests {
    @Test func firstDownloadStoresItemsValidatorsAndServerTime() async throws {
        try await withSyncFixture { f in
            try await f.server.set("places.json", SamplePlaces.all)
            let report = try await f.engine().sync(collection: "places")

            #expect(report.kind == .full)
            #expect(report.itemCount == 3)
            #expect(report.changes == SyncChanges(added: 3))
            #expect(report.description == "places: full download, 3 items (+3 added, 0 changed, 0 removed), \(report.bytesReceived) bytes")
            #expect(report.bytesReceived > 0)
            let items = try f.cache.items(in: "places")
            #expect(items.map(\.id) == ["12", "13", "14"])
            let places = try items.map { try $0.decode(FeedPlace.self) }
            #expect(places[1] == FeedPlace(id: "13", name: "Křivoklát", city: "Křivoklát", latitude: 50.0378, longitude: 13.8717))

            // The server's clock (2030), not the local one.
            let state = try #require(try f.cache.state(of: "places"))
            #expect(state.serverDate == "Sun, 17 Mar 2030 17:46:40 GMT")
            #expect(state.serverTime == Date(timeIntervalSince1970: 1_900_000_000))
            #expect(state.etag?.hasPrefix("\"") == true)
            #expect(state.lastModified == "Sun, 17 Mar 2030 17:46:40 GMT")
            #expect(state.syncedAt == f.clock.now)
            #expect(state.server == f.server.base)

            // A first request is unconditional and asks for everything.
            let log = try await f.server.log()
            #expect(log.count == 1)
            #expect(log[0].if_none_match == nil && log[0].if_modified_since == nil && log[0].query == "")

            // The cached collection reads back as one JSON array for the POI importer.
            let feed = try #require(try f.cache.collectionJSON("places"))
            let decoded = try JSONDecoder().decode([FeedPlace].self, from: feed)
            #expect(decoded.map(\.name) == ["Karlštejn", "Křivoklát", "Hluboká"])
            #expect(try f.cache.collectionJSON("videos") == nil)
        }
    }

    @Test func notModifiedByETagDownloadsNoBody() async throws {
        try await withSyncFixture { f in
            // A big body, so that "no body" is unmistakable.
            try await f.server.control(["config": ["pad": 200_000]])
            try await f.server.set("places.json", SamplePlaces.all)
            let engine = try f.engine()
            let first = try await engine.sync(collection: "places")
            let before = try f.snapshot()
            f.clock.advance(3600)
            try await f.server.control(["advance": 3600])
            let second = try await engine.sync(collection: "places")

            #expect(first.bytesReceived > 200_000)
            #expect(second.kind == .notModified)
            #expect(second.bytesReceived == 0)
            #expect(second.changes.isEmpty)
            #expect(second.description == "places: not modified, 3 items, nothing downloaded")
            let log = try await f.server.log()
            #expect(log.map(\.status) == [200, 304])
            #expect(log.map(\.body_bytes) == [first.bytesReceived, 0])
            #expect(log[1].if_none_match == before.state?.etag)

            // Items unchanged; the sync time and the server's time move on.
            let after = try f.snapshot()
            #expect(after.items == before.items)
            #expect(after.state?.syncedAt == f.clock.now)
            #expect(after.state?.changedAt == before.state?.changedAt)
            #expect(after.state?.serverDate == "Sun, 17 Mar 2030 18:46:40 GMT")
        }
    }

    @Test func notModifiedByLastModified() async throws {
        try await withSyncFixture { f in
            try await f.server.control(["config": ["etag": false]])
            try await f.server.set("places.json", SamplePlaces.all)
            let engine = try f.engine()
            _ = try await engine.sync(collection: "places")
            try await f.server.control(["advance": 60])
            let second = try await engine.sync(collection: "places")

            #expect(second.kind == .notModified)
            #expect(second.bytesReceived == 0)
            let log = try await f.server.log()
            #expect(log[1].if_none_match == nil)
            #expect(log[1].if_modified_since == "Sun, 17 Mar 2030 17:46:40 GMT")
            #expect(log[1].status == 304 && log[1].body_bytes == 0)

            // A change after that time is downloaded.
            try await f.server.control(["upsert": ["collection": "places.json", "items": [["id": "15", "name": "Zvíkov"]]]])
            let third = try await engine.sync(collection: "places")
            #expect(third.kind == .incremental)
            #expect(third.changes == SyncChanges(added: 1))
            #expect(try f.cache.itemIDs(in: "places") == ["12", "13", "14", "15"])
        }
    }

    @Test func incrementalUpdateAppliesChangesAndTombstones() async throws {
        try await withSyncFixture { f in
            try await f.server.set("places.json", SamplePlaces.all)
            try await f.server.control(["advance": 1])  // the first answer's Date is after every item's change
            let engine = try f.engine()
            _ = try await engine.sync(collection: "places")

            var renamed = SamplePlaces.krivoklat
            renamed["name"] = "Hrad Křivoklát"
            try await f.server.control([
                "advance": 600,
                "upsert": ["collection": "places.json", "items": [renamed, ["id": "20", "name": "Zvíkov", "city": "Zvíkovské Podhradí"]]],
            ])
            try await f.server.control(["delete": ["collection": "places.json", "ids": ["12"]]])
            f.clock.advance(60)
            let report = try await engine.sync(collection: "places")

            #expect(report.kind == .incremental)
            #expect(report.changes == SyncChanges(added: 1, changed: 1, removedIDs: ["12"]))
            #expect(report.itemCount == 3)
            #expect(report.url.hasSuffix("places.json?since=Sun%2C%2017%20Mar%202030%2017%3A46%3A41%20GMT"))
            let items = try f.cache.items(in: "places")
            #expect(items.map(\.id) == ["13", "14", "20"])
            #expect(try items[0].decode(FeedPlace.self).name == "Hrad Křivoklát")

            // The request carried the server's own time of the previous answer.
            let log = try await f.server.log()
            #expect(log[1].query == "since=Sun%2C%2017%20Mar%202030%2017%3A46%3A41%20GMT")
            let state = try #require(try f.cache.state(of: "places"))
            #expect(state.serverDate == "Sun, 17 Mar 2030 17:56:41 GMT")
            #expect(state.changedAt == f.clock.now)

            // The incremental answer is much smaller than the full collection.
            #expect(report.bytesReceived < log[0].body_bytes)

            // A tombstone for an item never seen and a repeated change are harmless.
            try await f.server.control(["advance": 60, "delete": ["collection": "places.json", "ids": ["12", "14"]]])
            let next = try await engine.sync(collection: "places")
            #expect(next.changes == SyncChanges(removedIDs: ["14"]))
            #expect(try f.cache.itemIDs(in: "places") == ["13", "20"])
        }
    }

    @Test func serverWithoutIncrementalReplacesTheWholeCollection() async throws {
        try await withSyncFixture { f in
            try await f.server.control(["config": ["incremental": false]])
            try await f.server.set("places.json", SamplePlaces.all)
            let engine = try f.engine()
            _ = try await engine.sync(collection: "places")
            try await f.server.control(["advance": 60])
            try await f.server.set("places.json", [SamplePlaces.hluboka, ["id": "30", "name": "Orlík"]])
            let report = try await engine.sync(collection: "places")

            #expect(report.kind == .full)
            #expect(report.changes == SyncChanges(added: 1, changed: 0, removedIDs: ["12", "13"]))
            #expect(try f.cache.items(in: "places").map(\.id) == ["14", "30"])
        }
    }

    @Test func withoutADateHeaderNoSinceIsSentButValidatorsAre() async throws {
        try await withSyncFixture { f in
            try await f.server.control(["config": ["date": false, "last_modified": false]])
            try await f.server.set("videos.json", [["id": 1, "type": "youtube", "name": "Praha", "date": "2024-05-01", "url": "https://example.org/v/1"]])
            let engine = try f.engine()
            _ = try await engine.sync(collection: "videos")
            #expect(try f.cache.state(of: "videos")?.serverDate == nil)
            let second = try await engine.sync(collection: "videos")
            #expect(second.kind == .notModified)
            let log = try await f.server.log()
            #expect(log[1].query == "")
            #expect(log[1].if_modified_since == nil)  // never the local clock
            #expect(log[1].if_none_match != nil)
            #expect(try f.cache.items(in: "videos").map(\.id) == ["1"])
        }
    }

    @Test func syncAllSyncsEveryCollection() async throws {
        try await withSyncFixture { f in
            try await f.server.set("places.json", SamplePlaces.all)
            try await f.server.set("quizzes.json", [["id": "cz-regions", "title": "Kraje", "questions": []]])
            // videos.json is missing on this server: that collection fails, the others do not.
            let attempts = try await f.engine().syncAll()
            #expect(attempts.map(\.collection) == ["places", "quizzes", "videos"])
            #expect(attempts[0].error == nil && attempts[1].error == nil)
            guard case .httpStatus(_, 404, let reason)? = attempts[2].error else {
                Issue.record("expected a 404 for videos, got \(attempts[2].outcome)")
                return
            }
            #expect(reason == "no such collection")
            #expect(try f.cache.items(in: "quizzes").map(\.id) == ["cz-regions"])
        }
    }
}
