import Foundation
import Testing
import RegioStore
@testable import RegioSync

/// The sync logic through an in-memory transport: requests, conditional
/// requests, answers and failures, without a server.
@Suite struct InMemorySyncTests {
    typealias Answer = InMemoryTransport.Answer

    static let places = #"[{"id": "12", "name": "Karlštejn"}, {"id": 13, "name": "Křivoklát"}]"#

    @Test func fullDownloadThenConditionalRequestAndNotModified() async throws {
        try await withInMemorySync([Answer.json(Self.places), .status(304, headers: ["ETag": "\"v1\""])]) { s in
            let engine = try s.engine()
            let first = try await engine.sync(collection: "places")
            #expect(first.kind == .full && first.itemCount == 2)
            #expect(try s.cache.items(in: "places").map(\.id) == ["12", "13"])

            let second = try await engine.sync(collection: "places")
            #expect(second.kind == .notModified && second.itemCount == 2)

            let requests = s.transport.requests
            #expect(requests.count == 2)
            #expect(requests[0].url.absoluteString == "http://content.test/api/places.json")
            #expect(requests[0].headers["If-None-Match"] == nil)
            #expect(requests[1].headers["If-None-Match"] == "\"v1\"")
            #expect(requests[1].headers["If-Modified-Since"] == "Sun, 17 Mar 2030 17:46:40 GMT")
            #expect(requests[1].url.query == "since=Sun%2C%2017%20Mar%202030%2017%3A46%3A40%20GMT")
            #expect(requests.allSatisfy { $0.limits == SyncFixture.limits })
        }
    }

    @Test func errorStatusKeepsTheCopyAndNamesTheFirstLine() async throws {
        try await withInMemorySync([Answer.json(Self.places), .status(503, "down for maintenance\nsecond line")]) { s in
            let engine = try s.engine()
            _ = try await engine.sync(collection: "places")
            let before = try s.cache.items(in: "places")
            let error = await Self.failure { () async throws(SyncError) in try await engine.sync(collection: "places") }
            #expect(error == .httpStatus(url: "http://content.test/api/places.json?since=Sun%2C%2017%20Mar%202030%2017%3A46%3A40%20GMT",
                                         status: 503, reason: "down for maintenance"))
            #expect(try s.cache.items(in: "places") == before)
            #expect(try s.cache.lastFailure(of: "places")?.message.contains("HTTP 503") == true)
        }
    }

    @Test func wrongContentTypeIsRefused() async throws {
        try await withInMemorySync([Answer.json(Self.places, contentType: "text/html")]) { s in
            let engine = try s.engine()
            let error = await Self.failure { () async throws(SyncError) in try await engine.sync(collection: "places") }
            #expect(error == .wrongContentType(url: "http://content.test/api/places.json", found: "text/html"))
            #expect(try s.cache.state(of: "places") == nil)
        }
    }

    @Test func transportErrorsPassThroughAndAreRecorded() async throws {
        let error = SyncError.timedOut(url: "http://content.test/api/places.json", seconds: 5)
        try await withInMemorySync([Answer.failure(error)]) { s in
            let engine = try s.engine()
            #expect(await Self.failure { () async throws(SyncError) in try await engine.sync(collection: "places") } == error)
            #expect(try s.cache.lastFailure(of: "places")?.message == error.description)
        }
    }

    /// The error `body` throws; nil when it succeeds.
    static func failure(_ body: () async throws(SyncError) -> SyncReport) async -> SyncError? {
        do { _ = try await body(); return nil } catch { return error }
    }
}

/// Bodies whose items cannot be used: the copy is kept when all of them, or
/// more than half, fail the validator; a few bad ones are let through.
@Suite struct UnusableItemsTests {
    typealias Answer = InMemoryTransport.Answer

    /// A place needs a name (a stand-in for the real importers' checks).
    struct NeedsName: SyncItemValidator {
        func problem(with item: SyncItem, in collection: String) -> String? {
            let object = (try? JSONSerialization.jsonObject(with: item.json)) as? [String: Any]
            return object?["name"] is String ? nil : "no name"
        }
    }

    static let good = #"[{"id": "1", "name": "A"}, {"id": "2", "name": "B"}, {"id": "3", "name": "C"}, {"id": "4", "name": "D"}]"#

    func resync(_ second: String) async throws -> (SyncError?, [SyncItem], [SyncItem]) {
        var result: (SyncError?, [SyncItem], [SyncItem]) = (nil, [], [])
        try await withInMemorySync([Answer.json(Self.good), Answer.json(second, etag: "\"v2\"")]) { s in
            let clock = s.clock
            let engine = try SyncEngine(store: s.temporary.store, server: ContentServer("http://content.test/api"),
                                        limits: SyncFixture.limits, transport: s.transport, validator: NeedsName(),
                                        clock: { clock.now })
            _ = try await engine.sync(collection: "places")
            let before = try s.cache.items(in: "places")
            let error = await InMemorySyncTests.failure { () async throws(SyncError) in try await engine.sync(collection: "places") }
            result = (error, before, try s.cache.items(in: "places"))
        }
        return result
    }

    @Test func everyItemUnusableKeepsTheCopy() async throws {
        let (error, before, after) = try await resync(#"[{"id": "1"}, {"id": "2", "name": 7}]"#)
        #expect(error == .unusableItems(url: "http://content.test/api/places.json?since=Sun%2C%2017%20Mar%202030%2017%3A46%3A40%20GMT",
                                        failed: 2, total: 2, example: "[0] (id 1): no name"))
        #expect(error?.description.contains("none of the 2 items can be used (first problem: [0] (id 1): no name); the cached copy is kept") == true)
        #expect(after == before && after.count == 4)
    }

    @Test func moreThanHalfUnusableKeepsTheCopy() async throws {
        let (error, before, after) = try await resync(#"[{"id": "1", "name": "A"}, {"id": "2"}, {"id": "3"}]"#)
        guard case .unusableItems(_, 2, 3, _)? = error else {
            Issue.record("expected 2 of 3 unusable, got \(String(describing: error))")
            return
        }
        #expect(after == before)
    }

    @Test func aFewUnusableItemsAreAccepted() async throws {
        let (error, _, after) = try await resync(#"[{"id": "1", "name": "A"}, {"id": "2", "name": "B"}, {"id": "3"}]"#)
        #expect(error == nil)
        #expect(after.map(\.id) == ["1", "2", "3"])
    }

    @Test func invalidUTF8IsAFailedSyncThatChangesNothing() async throws {
        let bad = Data(#"[{"id": "1", "name": "Plze"#.utf8) + Data([0xF2]) + Data(#""}]"#.utf8)
        try await withInMemorySync([Answer.json(Self.good),
                                    .response(TransportResponse(status: 200, headers: ["Content-Type": "application/json"], body: bad))]) { s in
            let engine = try s.engine()
            _ = try await engine.sync(collection: "places")
            let before = try s.cache.items(in: "places")
            let error = await InMemorySyncTests.failure { () async throws(SyncError) in try await engine.sync(collection: "places") }
            guard case .invalidBody(_, "byte 26", let reason)? = error else {
                Issue.record("expected invalid UTF-8, got \(String(describing: error))")
                return
            }
            #expect(reason.contains("not valid UTF-8"))
            #expect(try s.cache.items(in: "places") == before)
        }
    }

    @Test func terminalEscapesAreEscaped() {
        #expect(TerminalText.escaped("plain Plzeň") == "plain Plzeň")
        #expect(TerminalText.escaped("a\u{1B}[31mb\u{0}c\u{202E}d") == "a\\u{1B}[31mb\\u{0}c\\u{202E}d")
    }
}
