import Foundation
import Testing
import RegioTestSupport
import RegioStore
@testable import RegioSync

/// A different base URL: no validators or `since` go to the new server, its
/// first answer replaces the copy, and a failure keeps the old copy.
@Suite struct SyncServerChangeTests {
    @Test func newServerGetsAnUnconditionalFullRequest() async throws {
        try await withSyncFixture { f in
            try await f.server.set("places.json", SamplePlaces.all)
            _ = try await f.engine().sync(collection: "places")
            let old = try #require(try f.cache.state(of: "places"))

            let other = try await TestContentServer.start()
            defer { other.stop() }
            // The same content and so the same ETag: only a request without validators proves the point.
            try await other.set("places.json", SamplePlaces.all)
            try await other.control(["advance": 86_400])
            let engine = try f.engine(base: other.base + "/")

            // The new server fails first: the old copy stays, still marked as the old server's.
            try await other.control(["config": ["status": 502]])
            await #expect(throws: SyncError.self) { try await engine.sync(collection: "places") }
            #expect(try f.cache.state(of: "places") == old)

            try await other.control(["config": ["status": 0]])
            try await other.set("places.json", [SamplePlaces.hluboka, ["id": "40", "name": "Orlík"]])
            let report = try await engine.sync(collection: "places")

            #expect(report.kind == .full)
            #expect(report.changes == SyncChanges(added: 1, changed: 0, removedIDs: ["12", "13"]))
            let log = try await other.log()
            #expect(log.count == 2)
            #expect(log.allSatisfy { $0.if_none_match == nil && $0.if_modified_since == nil && $0.query == "" })
            let state = try #require(try f.cache.state(of: "places"))
            #expect(state.server == other.base)  // the trailing slash is normalised away
            #expect(state.serverDate == "Mon, 18 Mar 2030 17:46:40 GMT")
            #expect(try f.cache.items(in: "places").map(\.id) == ["14", "40"])

            // From now on the new server gets conditional requests.
            let again = try await engine.sync(collection: "places")
            #expect(again.kind == .notModified)
        }
    }

    @Test func changedCollectionPathCountsAsANewSource() async throws {
        try await withSyncFixture { f in
            try await f.server.set("places.json", SamplePlaces.all)
            try await f.server.set("v2/places.json", [SamplePlaces.karlstejn])
            _ = try await f.engine().sync(collection: "places")
            let moved = [SyncCollection(name: "places", path: "v2/places.json", staleAfter: 3600)]
            let report = try await f.engine(collections: moved).sync(collection: "places")
            #expect(report.kind == .full)
            #expect(try f.cache.items(in: "places").map(\.id) == ["12"])
            let log = try await f.server.log()
            #expect(log[1].path == "/v2/places.json" && log[1].if_none_match == nil && log[1].query == "")
        }
    }
}
