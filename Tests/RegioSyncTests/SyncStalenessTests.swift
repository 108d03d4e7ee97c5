import Foundation
import Testing
import RegioStore
@testable import RegioSync

/// Staleness by the injected local clock, `syncIfStale` (--auto-sync) and `status()`.
@Suite struct SyncStalenessTests {
    @Test func staleCollectionsAreSyncedAndFreshOnesLeftAlone() async throws {
        try await withSyncFixture { f in
            try await f.server.set("places.json", SamplePlaces.all)
            try await f.server.set("quizzes.json", [["id": "q1"]])
            try await f.server.set("videos.json", [["id": 1, "name": "Brno"]])
            let engine = try f.engine()

            // Never synced: everything is stale.
            #expect(try engine.status().allSatisfy { $0.isStale && $0.age == nil && $0.overdue == nil })
            let first = await engine.syncIfStale()
            #expect(first.allSatisfy { if case .synced = $0.outcome { true } else { false } })
            #expect(try engine.status().allSatisfy { !$0.isStale && abs($0.age ?? 1) < 0.01 })

            // 15 minutes later only the videos are stale.
            f.clock.advance(15 * 60)
            let status = try engine.status()
            #expect(status.map(\.isStale) == [false, false, true])
            #expect((status[2].overdue ?? 1) < 0.01)
            let second = await engine.syncIfStale()
            #expect(second.map(\.collection) == ["places", "quizzes", "videos"])
            guard case .fresh(let placesStatus) = second[0].outcome, case .synced(let videos) = second[2].outcome else {
                Issue.record("expected places fresh and videos synced: \(second)")
                return
            }
            #expect(abs((placesStatus.age ?? 0) - 15 * 60) < 0.01)
            #expect(videos.kind == .notModified)
            #expect(try await f.server.log().count == 4)

            // A day later everything is stale again; a clock set back counts as stale too.
            f.clock.advance(24 * 3600)
            #expect(try engine.status().map(\.isStale) == [true, true, true])
            #expect(abs((try engine.status()[0].overdue ?? 0) - 15 * 60) < 0.01)
            f.clock.advance(-48 * 3600)
            #expect(try engine.status().allSatisfy(\.isStale))
        }
    }

    @Test func autoSyncWithoutAServerUsesTheStoredOne() async throws {
        try await withSyncFixture { f in
            try await f.server.set("places.json", SamplePlaces.all)
            _ = try await f.engine().sync(collection: "places")
            f.clock.advance(25 * 3600)
            let clock = f.clock
            let engine = try SyncEngine(store: f.store, limits: SyncFixture.limits, clock: { clock.now })
            let attempts = await engine.syncIfStale()
            guard case .synced(let report) = attempts[0].outcome else {
                Issue.record("expected places synced from the stored server: \(attempts[0].outcome)")
                return
            }
            #expect(report.kind == .notModified)
            // Never synced and no server given: nothing to ask.
            guard case .noServer = attempts[1].outcome, case .noServer = attempts[2].outcome else {
                Issue.record("expected no server for quizzes and videos: \(attempts)")
                return
            }
            await #expect(throws: SyncError.noServer(collection: "videos")) { try await engine.sync(collection: "videos") }
        }
    }

    @Test func statusShowsWhatIsStored() async throws {
        try await withSyncFixture { f in
            try await f.server.set("places.json", SamplePlaces.all)
            let engine = try f.engine()
            _ = try await engine.sync(collection: "places")
            f.clock.advance(7200)
            try await f.server.control(["config": ["status": 500]])
            _ = try? await engine.sync(collection: "places")

            let places = try engine.status()[0]
            let state = try #require(places.state)
            #expect(places.collection == .places)
            #expect(state.itemCount == 3)
            #expect(state.serverDate == "Sun, 17 Mar 2030 17:46:40 GMT")
            #expect(state.etag != nil)
            #expect(abs((places.age ?? 0) - 7200) < 0.01)
            #expect(!places.isStale)
            #expect(places.lastFailure?.message.contains("HTTP 500") == true)

            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            encoder.dateEncodingStrategy = .iso8601
            let json = try #require(try JSONSerialization.jsonObject(with: encoder.encode(places)) as? [String: Any])
            #expect(json["collection"] as? String == "places")
            #expect(json["itemCount"] as? Int == 3)
            #expect(json["stale"] as? Bool == false)
            #expect(json["serverDate"] as? String == "Sun, 17 Mar 2030 17:46:40 GMT")
            #expect(json["etag"] as? String == state.etag)
            #expect((json["lastFailure"] as? [String: Any])?["message"] as? String == places.lastFailure?.message)

            #expect(places.description.hasPrefix("places: 3 items, synced 2 h ago (fresh for 22 h), server time Sun, 17 Mar 2030 17:46:40 GMT, ETag \""))
            #expect(places.description.hasSuffix("from \(f.server.base)/places.json; last attempt failed: \(places.lastFailure?.message ?? "")"))
            #expect(try engine.status()[2].description == "videos: never synced (stale)")
            f.clock.advance(23 * 3600 + 30 * 60)
            #expect(try engine.status()[0].description.contains("synced 1 d 1 h ago (stale by 1 h 30 min)"))

            // A success clears the failure.
            try await f.server.control(["config": ["status": 0]])
            _ = try await engine.sync(collection: "places")
            #expect(try engine.status()[0].lastFailure == nil)
        }
    }
}
