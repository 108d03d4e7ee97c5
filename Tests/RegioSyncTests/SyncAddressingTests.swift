import Foundation
import Testing
import RegioStore
@testable import RegioSync

/// Server addresses, collection URLs, conditional request headers and HTTP dates.
@Suite struct SyncAddressingTests {
    @Test func serverAddressesAreValidatedAndNormalised() throws {
        #expect(try ContentServer("HTTP://Example.ORG/api/").description == "http://example.org/api")
        #expect(try ContentServer(" https://example.org ").url(for: "/places.json").absoluteString == "https://example.org/places.json")
        #expect(try ContentServer("http://127.0.0.1:8080/a/b").url(for: "v2/places.json?lang=cs").absoluteString
            == "http://127.0.0.1:8080/a/b/v2/places.json?lang=cs")
        for bad in ["ftp://example.org", "example.org", "http://", "http://example.org/?x=1", "http://example.org/#top",
                    "http://user:secret@example.org", "file:///etc/passwd", ""] {
            #expect(throws: SyncError.self, "\(bad)") { try ContentServer(bad) }
        }
        let error = #expect(throws: SyncError.self) { try ContentServer("ftp://example.org") }
        #expect(error?.description == "ftp://example.org: not a usable server address: only http:// and https:// addresses are supported")
    }

    @Test func engineRejectsBadSettings() throws {
        let temporary = try TemporaryStore()
        defer { temporary.remove() }
        let server = try ContentServer("http://127.0.0.1:9")
        #expect(throws: SyncError.self) {
            try SyncEngine(store: temporary.store, server: server, collections: [.places, .places])
        }
        #expect(throws: SyncError.self) {
            try SyncEngine(store: temporary.store, server: server, limits: SyncLimits(requestTimeout: 0))
        }
        #expect(throws: SyncError.self) {
            try SyncEngine(store: temporary.store, server: server, limits: SyncLimits(resourceTimeout: .infinity))
        }
        #expect(throws: SyncError.self) {
            try SyncEngine(store: temporary.store, server: server, collections: [SyncCollection(name: "x", path: "", staleAfter: 1)])
        }
        let engine = try SyncEngine(store: temporary.store, server: server)
        #expect(try engine.status().map(\.collection.name) == ["places", "quizzes", "videos"])
    }

    @Test func unknownCollectionIsNamed() async throws {
        let temporary = try TemporaryStore()
        defer { temporary.remove() }
        let engine = try SyncEngine(store: temporary.store, server: ContentServer("http://127.0.0.1:9"))
        await #expect(throws: SyncError.unknownCollection("castles", known: ["places", "quizzes", "videos"])) {
            try await engine.sync(collection: "castles")
        }
    }

    @Test func conditionalRequestUsesTheServersTimeOnly() throws {
        let url = URL(string: "http://127.0.0.1:9/places.json?lang=cs")!
        let plain = ConditionalRequest(url: url, previous: nil)
        #expect(plain.url == url && plain.since == nil && plain.headers == ["Accept": "application/json"])

        var state = SyncState(collection: "places", server: "http://127.0.0.1:9", sourceURL: url.absoluteString,
                              etag: "W/\"a1\"", lastModified: "Sat, 16 Mar 2030 10:00:00 GMT",
                              serverDate: "Sun, 17 Mar 2030 17:46:40 GMT",
                              syncedAt: Date(timeIntervalSince1970: 0), changedAt: Date(timeIntervalSince1970: 0), itemCount: 1)
        let full = ConditionalRequest(url: url, previous: state)
        #expect(full.headers["If-None-Match"] == "W/\"a1\"")
        #expect(full.headers["If-Modified-Since"] == "Sat, 16 Mar 2030 10:00:00 GMT")
        #expect(full.since == "Sun, 17 Mar 2030 17:46:40 GMT")
        #expect(full.url.absoluteString == "http://127.0.0.1:9/places.json?lang=cs&since=Sun%2C%2017%20Mar%202030%2017%3A46%3A40%20GMT")

        state.lastModified = nil
        state.etag = nil
        let dateOnly = ConditionalRequest(url: url, previous: state)
        #expect(dateOnly.headers["If-Modified-Since"] == "Sun, 17 Mar 2030 17:46:40 GMT")
        #expect(dateOnly.headers["If-None-Match"] == nil)
    }

    @Test func deltaMustCoverWhatWasAskedFor() {
        #expect(SyncEngine.covers(answered: "Sun, 17 Mar 2030 17:46:40 GMT", asked: "Sun, 17 Mar 2030 17:46:40 GMT"))
        #expect(SyncEngine.covers(answered: "Sun, 17 Mar 2030 17:00:00 GMT", asked: "Sun, 17 Mar 2030 17:46:40 GMT"))
        #expect(!SyncEngine.covers(answered: "Sun, 17 Mar 2030 18:00:00 GMT", asked: "Sun, 17 Mar 2030 17:46:40 GMT"))
        #expect(!SyncEngine.covers(answered: "yesterday", asked: "Sun, 17 Mar 2030 17:46:40 GMT"))
    }

    @Test func httpDatesRoundTrip() {
        let date = Date(timeIntervalSince1970: 1_900_000_000)
        #expect(HTTPDate.format(date) == "Sun, 17 Mar 2030 17:46:40 GMT")
        #expect(HTTPDate.parse("Sun, 17 Mar 2030 17:46:40 GMT") == date)
        #expect(HTTPDate.parse("Sun, 06 Nov 1994 08:49:37 GMT") == Date(timeIntervalSince1970: 784_111_777))
        for bad in ["", "Sun, 17 Mar 2030 17:46:40", "Sun, 31 Feb 2030 10:00:00 GMT", "Sun, 17 Foo 2030 17:46:40 GMT",
                    "Sunday, 06-Nov-94 08:49:37 GMT", "Sun, 17 Mar 2030 25:00:00 GMT", "Sun, 7 Mar 2030 10:00:00 GMT"] {
            #expect(HTTPDate.parse(bad) == nil, "\(bad)")
        }
    }

    @Test func contentTypes() {
        for good in ["application/json", "application/json; charset=utf-8", "Application/JSON;charset=\"UTF-8\"",
                     "application/geo+json", "text/json"] {
            #expect(JSONContentType.accepts(good), "\(good)")
        }
        for bad in [nil, "", "text/html", "text/plain; charset=utf-8", "application/json; charset=iso-8859-1", "+json"] {
            #expect(!JSONContentType.accepts(bad), "\(String(describing: bad))")
        }
    }
}
