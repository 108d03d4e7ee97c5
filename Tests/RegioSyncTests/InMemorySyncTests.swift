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
