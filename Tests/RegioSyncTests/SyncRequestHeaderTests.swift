import Foundation
import Testing
import RegioStore
import RegioTestSupport
@testable import RegioSync

/// What `sync` sends like the original apps did (issue 13): `Accept-Language`,
/// seed 000's `X-Only-Modified-Since`, HTTP Basic credentials — checked in the
/// test server's log of request headers.
@Suite struct SyncRequestHeaderTests {
    @Test func acceptLanguageAndOnlyModifiedSinceAreSent() async throws {
        try await withSyncFixture { f in
            try await f.server.set("places.json", SamplePlaces.all)
            let engine = try f.engine(requestOptions: SyncRequestOptions(acceptLanguage: SyncRequestOptions.acceptLanguage(preferring: "cs")))
            _ = try await engine.sync(collection: "places")
            f.clock.advance(60)
            try await f.server.control(["advance": 60])
            var renamed = SamplePlaces.karlstejn
            renamed["name"] = "Hrad Karlštejn"
            try await f.server.control(["upsert": ["collection": "places.json", "items": [renamed]]])
            let second = try await engine.sync(collection: "places")
            #expect(second.kind == .incremental)
            let log = try await f.server.log()
            #expect(log.map(\.accept_language) == ["cs, en;q=0.5", "cs, en;q=0.5"])
            #expect(log[0].x_only_modified_since == nil)                                   // the first sync asks for everything
            #expect(log[1].x_only_modified_since == "Sun, 17 Mar 2030 17:46:40 GMT")       // the HTTP-date of the last answer
            #expect(log[1].query == "since=Sun%2C%2017%20Mar%202030%2017%3A46%3A40%20GMT")
            #expect(log.allSatisfy { $0.authorization == nil })
        }
    }

    @Test func theHeaderAloneGivesAnIncrementalAnswer() async throws {
        // A server that knows only seed 000's header: `?since=` is ignored, the header answered.
        try await withSyncFixture { f in
            try await f.server.control(["config": ["query_since": false]])
            try await f.server.set("places.json", SamplePlaces.all)
            let engine = try f.engine()
            _ = try await engine.sync(collection: "places")
            f.clock.advance(60)
            try await f.server.control(["advance": 60])
            try await f.server.control(["delete": ["collection": "places.json", "ids": ["13"]]])
            let report = try await engine.sync(collection: "places")
            #expect(report.kind == .incremental)
            #expect(try f.cache.items(in: "places").map(\.id) == ["12", "14"])
        }
    }

    @Test func credentialsGoAsHTTPBasicToLoopback() async throws {
        try await withSyncFixture { f in
            try await f.server.control(["config": ["require_auth": "anna:tajné heslo"]])
            try await f.server.set("places.json", SamplePlaces.all)
            // Without credentials: the server's 401 and its page, not a time limit (URLSession's
            // challenge is refused at once; left to it, the sync was stopped as too slow after 20 s).
            do {
                let report = try await f.engine().sync(collection: "places")
                Issue.record("a sync without credentials should fail, got \(report)")
            } catch let error as SyncError {
                guard case .httpStatus(_, 401, let reason) = error else {
                    Issue.record("expected HTTP 401, got \(error)")
                    return
                }
                #expect(reason.contains("credentials needed"))
            }
            let credentials = SyncCredentials(user: "anna", password: "tajné heslo", origin: "test")
            let report = try await f.engine(requestOptions: SyncRequestOptions(credentials: credentials)).sync(collection: "places")
            #expect(report.itemCount == 3)
            let log = try await f.server.log()
            #expect(log.map(\.status) == [401, 200])
            #expect(log[1].authorization == "Basic " + Data("anna:tajné heslo".utf8).base64EncodedString())
        }
    }

    @Test func credentialsAreNeverSentOverPlainHTTPToAnotherHost() async throws {
        let store = try TemporaryStore()
        defer { store.remove() }
        let engine = try SyncEngine(store: store.store, server: ContentServer("http://content.example.org/api"),
                                    requestOptions: SyncRequestOptions(credentials: SyncCredentials(user: "u", password: "p", origin: "test")))
        await #expect {
            try await engine.sync(collection: "places")
        } throws: { error in
            "\(error)".contains("credentials (user u (from test)) are sent only over https://")
        }
        #expect(SyncCredentials.maySend(to: URL(string: "https://content.example.org/api")!))
        #expect(SyncCredentials.maySend(to: URL(string: "http://127.0.0.1:8080/api")!))
        #expect(SyncCredentials.maySend(to: URL(string: "http://localhost/api")!))
        #expect(!SyncCredentials.maySend(to: URL(string: "http://content.example.org/api")!))
    }

    @Test func anAddressWithCredentialsSaysWhereToPutThemAndHidesThePassword() {
        #expect {
            try ContentServer("https://anna:secret@content.example.org/api")
        } throws: { error in
            let text = "\(error)"
            return !text.contains("secret") && text.contains("~/.netrc") && text.contains("REGIO_SYNC_PASSWORD")
                && text.hasPrefix("https://content.example.org/api: not a usable server address")
        }
    }

    @Test func credentialsComeFromTheEnvironmentOrANetrcFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("regio-netrc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let netrc = folder.appendingPathComponent("netrc")
        try Data("""
            # Regio's content server
            machine other.example.org login x password y
            machine content.example.org
              login anna
              password s3cret
            macdef init
            cd /pub

            default login guest password guest
            """.utf8).write(to: netrc)
        let url = URL(string: "https://Content.Example.org/api")!
        let fromFile = try SyncCredentials.lookup(for: url, environment: ["NETRC": netrc.path], homeDirectory: folder.path)
        #expect(fromFile == SyncCredentials(user: "anna", password: "s3cret", origin: netrc.path))
        let other = try SyncCredentials.lookup(for: URL(string: "https://third.example.org")!, environment: ["NETRC": netrc.path])
        #expect(other?.user == "guest")
        // The environment wins over the file; ~/.netrc is read when NETRC is not set.
        let env = ["REGIO_SYNC_USER": "bob", "REGIO_SYNC_PASSWORD": "pw", "NETRC": netrc.path]
        #expect(try SyncCredentials.lookup(for: url, environment: env)?.user == "bob")
        try FileManager.default.copyItem(at: netrc, to: folder.appendingPathComponent(".netrc"))
        #expect(try SyncCredentials.lookup(for: url, environment: [:], homeDirectory: folder.path)?.password == "s3cret")
        #expect(try SyncCredentials.lookup(for: url, environment: [:], homeDirectory: "/nonexistent") == nil)
        #expect(throws: SyncError.self) { try SyncCredentials.lookup(for: url, environment: ["REGIO_SYNC_USER": "bob"]) }
        // A broken file names itself and the line.
        let broken = folder.appendingPathComponent("broken")
        try Data("machine content.example.org login anna\n".utf8).write(to: broken)
        #expect {
            try SyncCredentials.lookup(for: url, environment: ["NETRC": broken.path])
        } throws: { "\($0)".contains("\(broken.path): line 1: the entry for content.example.org needs both login and password") }
    }
}
