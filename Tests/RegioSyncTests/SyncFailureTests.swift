import Foundation
import GRDB
import Testing
import RegioTestSupport
import RegioStore
@testable import RegioSync

/// Every failure leaves the cached copy exactly as it was, says what failed,
/// and is recorded for `sync status`.
@Suite(.serialized) struct SyncFailureTests {
    /// Syncs places once, applies `configure` to the server, syncs again and
    /// returns the error, after checking that the copy is unchanged.
    func failingResync(limits: SyncLimits = SyncFixture.limits, _ configure: [String: Any]) async throws -> SyncError? {
        try await timedFailingResync(limits: limits, configure).error
    }

    /// ``failingResync(limits:_:)`` with the seconds the failing sync took.
    func timedFailingResync(limits: SyncLimits = SyncFixture.limits,
                                    _ configure: [String: Any]) async throws -> (error: SyncError?, seconds: Double) {
        var caught: SyncError?
        var seconds = 0.0
        try await withSyncFixture { f in
            try await f.server.set("places.json", SamplePlaces.all)
            _ = try await f.engine().sync(collection: "places")
            let before = try f.snapshot()
            try await f.server.control(["advance": 60, "set": ["collection": "places.json", "items": [["id": "99", "name": "New"]]]])
            try await f.server.control(["config": configure])
            f.clock.advance(60)
            let engine = try f.engine(limits: limits)
            let start = Date()
            do {
                let report = try await engine.sync(collection: "places")
                Issue.record("the sync should have failed, got \(report)")
            } catch let error as SyncError {
                caught = error
            }
            seconds = Date().timeIntervalSince(start)
            #expect(try f.snapshot() == before)
            let failure = try #require(try f.cache.lastFailure(of: "places"))
            #expect(failure.message == caught?.description)
            #expect(failure.failedAt == f.clock.now)
            #expect(failure.url == f.server.base + "/places.json")
            // The cached copy still reads as before.
            #expect(try f.cache.items(in: "places").map(\.id) == ["12", "13", "14"])
        }
        return (caught, seconds)
    }

    @Test func serverErrorChangesNothing() async throws {
        let error = try await failingResync(["status": 500])
        guard case .httpStatus(let url, 500, let reason)? = error else {
            Issue.record("expected HTTP 500, got \(String(describing: error))")
            return
        }
        #expect(url.contains("/places.json?since="))
        #expect(reason == "error 500 from the test server")
        #expect(error?.description.contains("HTTP 500") == true)
    }

    @Test func notFoundChangesNothing() async throws {
        let error = try await failingResync(["status": 404])
        guard case .httpStatus(_, 404, _)? = error else {
            Issue.record("expected HTTP 404, got \(String(describing: error))")
            return
        }
    }

    @Test func timeOutChangesNothing() async throws {
        let (error, seconds) = try await timedFailingResync(
            limits: SyncLimits(requestTimeout: 1, resourceTimeout: 2, maxBodyBytes: 1 << 20), ["sleep": 8])
        let limit: Double, url: String
        switch error {
        case .timedOut(let u, let s)?, .stalled(let u, let s)?: (url, limit) = (u, s)
        default:
            Issue.record("expected a time-out, got \(String(describing: error))")
            return
        }
        #expect(url.contains("/places.json"))
        #expect(limit == 1 || limit == 2)
        #expect(seconds >= 1 && seconds < 60, "took \(seconds) s")  // a time-out, not the answer (8 s); the bound guards a hang
    }

    @Test func requestTimeOutAppliesWhileWaitingForTheAnswer() async throws {
        let (error, seconds) = try await timedFailingResync(
            limits: SyncLimits(requestTimeout: 1, resourceTimeout: 30, maxBodyBytes: 1 << 20), ["sleep": 8])
        #expect(error == .stalled(url: error.map(Self.url) ?? "", seconds: 1))
        #expect(error?.description.contains("nothing arrived for 1 s (the idle limit)") == true)
        #expect(seconds < 60, "took \(seconds) s")  // the error says the idle limit stopped it; the bound guards a hang
    }

    @Test func resourceTimeOutStopsASlowTrickle() async throws {
        // Every piece arrives within the request time-out, so only the overall limit can stop it (the error
        // says so: a download that ran to its end, 12 s, would have no error); the bound only guards a hang.
        let (error, seconds) = try await timedFailingResync(
            limits: SyncLimits(requestTimeout: 2.5, resourceTimeout: 1.5, maxBodyBytes: 1 << 20), ["trickle": 1.2])
        #expect(error == .timedOut(url: error.map(Self.url) ?? "", seconds: 1.5))
        #expect(error?.description.contains("did not finish within the overall limit of 1.5 s") == true)
        #expect(seconds < 60, "took \(seconds) s")
    }

    @Test func cancellingTheTaskStopsTheSyncAndChangesNothing() async throws {
        try await withSyncFixture { f in
            try await f.server.set("places.json", SamplePlaces.all)
            let engine = try f.engine()
            _ = try await engine.sync(collection: "places")
            let before = try f.snapshot()
            try await f.server.control(["advance": 60, "set": ["collection": "places.json", "items": []], "config": ["sleep": 8]])
            let start = Date()
            let task = Task { try await engine.sync(collection: "places") }
            try await Task.sleep(for: .milliseconds(300))
            task.cancel()
            let result = await task.result
            #expect(Date().timeIntervalSince(start) < 6)  // the server answers after 8 s
            guard case .failure(let error as SyncError) = result, case .transport(_, let reason) = error else {
                Issue.record("expected a cancelled sync, got \(result)")
                return
            }
            #expect(reason == "the sync was cancelled")
            #expect(try f.snapshot() == before)
        }
    }

    @Test func truncatedBodyChangesNothing() async throws {
        let error = try await failingResync(["truncate": true])
        guard case .truncated(_, let expected, let received)? = error else {
            Issue.record("expected a truncated body, got \(String(describing: error))")
            return
        }
        #expect(received < expected)
    }

    @Test func invalidJSONChangesNothing() async throws {
        let error = try await failingResync(["invalid_json": true])
        guard case .invalidBody(let url, _, let reason)? = error else {
            Issue.record("expected invalid JSON, got \(String(describing: error))")
            return
        }
        #expect(url.contains("/places.json"))
        #expect(!reason.isEmpty)
    }

    @Test func wrongContentTypeChangesNothing() async throws {
        let error = try await failingResync(["content_type": "text/html; charset=utf-8"])
        guard case .wrongContentType(let url, let found)? = error else {
            Issue.record("expected a wrong content type, got \(String(describing: error))")
            return
        }
        #expect(url.contains("/places.json"))
        #expect(found == "text/html; charset=utf-8")
    }

    @Test func bodyLargerThanTheLimitIsAborted() async throws {
        let small = SyncLimits(requestTimeout: 5, resourceTimeout: 10, maxBodyBytes: 10_000)
        // Announced by Content-Length: refused before the body is read.
        let announced = try await failingResync(limits: small, ["pad": 50_000])
        guard case .bodyTooLarge(_, 10_000, let size)? = announced else {
            Issue.record("expected a body too large, got \(String(describing: announced))")
            return
        }
        #expect(size > 50_000)
        // Without Content-Length: counted while downloading.
        let counted = try await failingResync(limits: small, ["pad": 50_000, "no_content_length": true])
        guard case .bodyTooLarge(_, 10_000, let seen)? = counted else {
            Issue.record("expected a body too large, got \(String(describing: counted))")
            return
        }
        #expect(seen > 10_000)
    }

    @Test func refusedConnectionSaysSo() async throws {
        try await withSyncFixture { f in
            // A port that was free a moment ago: nobody listens there.
            let probe = try await TestContentServer.start()
            let port = probe.port
            probe.stop()
            let engine = try f.engine(base: "http://127.0.0.1:\(port)")
            await #expect(throws: SyncError.self) { try await engine.sync(collection: "places") }
            let failure = try #require(try f.cache.lastFailure(of: "places"))
            #expect(failure.message.hasPrefix("http://127.0.0.1:\(port)/places.json: connection failed"))
            #expect(try f.cache.state(of: "places") == nil)
        }
    }

    @Test func syncWritesOnlyTheSyncTables() async throws {
        try await withSyncFixture { f in
            // Stand-ins for the user's own data (favourites, quiz attempts); the
            // observer below proves sync writes no table but its own.
            try await f.store.database.write { db in
                try db.execute(sql: "CREATE TABLE standInFavourite (placeID TEXT PRIMARY KEY, snapshot TEXT NOT NULL)")
                try db.execute(sql: "INSERT INTO standInFavourite VALUES ('12', '{\"name\":\"Karlštejn\"}')")
                try db.execute(sql: "CREATE TABLE standInAttempt (id INTEGER PRIMARY KEY, quiz TEXT NOT NULL)")
                try db.execute(sql: "INSERT INTO standInAttempt (quiz) VALUES ('cz-regions')")
            }
            let observer = TableChangeRecorder()
            f.store.database.add(transactionObserver: observer, extent: .observerLifetime)

            try await f.server.set("places.json", SamplePlaces.all)
            let engine = try f.engine()
            _ = try await engine.sync(collection: "places")
            try await f.server.control(["advance": 60, "delete": ["collection": "places.json", "ids": ["12"]]])
            _ = try await engine.sync(collection: "places")
            try await f.server.control(["config": ["status": 503]])
            _ = try? await engine.sync(collection: "places")

            #expect(observer.tables.isSubset(of: ["syncCollection", "syncItem", "syncFailure"]))
            #expect(observer.tables.contains("syncItem"))
            // The favourite of the deleted place keeps its snapshot.
            let favourites = try f.store.database.read { db in try Row.fetchAll(db, sql: "SELECT placeID, snapshot FROM standInFavourite") }
            #expect(favourites.count == 1 && favourites[0]["snapshot"] == "{\"name\":\"Karlštejn\"}")
            let attempts = try await f.store.database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM standInAttempt") }
            #expect(attempts == 1)
            #expect(!(try f.cache.itemIDs(in: "places").contains("12")))  // what the facade uses to flag it
        }
    }
}

extension SyncFailureTests {
    /// The URL an error names.
    static func url(_ error: SyncError) -> String {
        switch error {
        case .timedOut(let url, _), .stalled(let url, _), .tooSlow(let url, _, _, _), .unusableItems(let url, _, _, _), .transport(let url, _), .httpStatus(let url, _, _), .truncated(let url, _, _),
             .bodyTooLarge(let url, _, _), .wrongContentType(let url, _), .invalidBody(let url, _, _),
             .protocolViolation(let url, _):
            return url
        case .invalidURL(let url, _):
            return url
        case .unknownCollection, .noServer, .invalidConfiguration, .store:
            return ""
        }
    }
}

/// Records the tables changed by committed and rolled-back writes.
final class TableChangeRecorder: TransactionObserver, @unchecked Sendable {
    private let lock = NSLock()
    private var changed = Set<String>()
    var tables: Set<String> { lock.withLock { changed } }

    func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool { true }
    func databaseDidChange(with event: DatabaseEvent) {
        let table = event.tableName
        _ = lock.withLock { changed.insert(table) }
    }
    func databaseDidCommit(_ db: Database) {}
    func databaseDidRollback(_ db: Database) {}
}
