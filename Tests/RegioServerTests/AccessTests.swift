import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import Regio
import Testing
@testable import RegioServer

/// What a web page on another site, a page reached through a name of its own
/// (DNS rebinding), another machine and a planted link in the tile cache can
/// do to a local `regio serve`: nothing of the user's.
@Suite struct AccessTests {
    static let favourite = #"{"placeID":"geonames:3061284"}"#
    static let host = HTTPField.Name("Host")!
    static let secFetchSite = HTTPField.Name("Sec-Fetch-Site")!

    // MARK: Cross-site request forgery

    @Test func anotherSitesPageCannotWriteFromTheBrowser() async throws {
        try await ServerTestApp.make().test(.live) { client in
            // The browser's "simple" POST: text/plain, no preflight.
            var fields = HTTPFields()
            fields[.origin] = "https://attacker.example"
            fields[.contentType] = "text/plain"
            let simple = try await client.executeRequest(uri: "/api/favourites", method: .post, headers: fields,
                                                         body: ByteBuffer(string: Self.favourite))
            #expect(simple.status == .forbidden, "\(simple.text)")
            #expect(try simple.problem().type.hasSuffix("cross-site"))

            // The same with a JSON type, and with only Sec-Fetch-Site to tell.
            let json = try await client.send(.post, "/api/favourites", json: Self.favourite, headers: [(.origin, "http://attacker.example")])
            #expect(json.status == .forbidden)
            for site in ["cross-site", "same-site"] {
                let r = try await client.send(.post, "/api/favourites", json: Self.favourite, headers: [(Self.secFetchSite, site)])
                #expect(r.status == .forbidden, "Sec-Fetch-Site: \(site)")
            }
            // Another port of this machine is another origin.
            let otherPort = try await client.send(.post, "/api/videos/101/watched", headers: [(.origin, "http://localhost:3000")])
            #expect(otherPort.status == .forbidden)
            #expect(try await client.get("/api/favourites").text == "[]", "nothing was added")

            // The server's own page may write.
            let own = try await client.send(.post, "/api/favourites", json: Self.favourite,
                                            headers: [(.origin, "http://localhost"), (Self.secFetchSite, "same-origin")])
            #expect(own.status == .created, "\(own.text)")
        }
    }

    @Test func bodiesMustBeSentAsJSON() async throws {
        try await ServerTestApp.make().test(.live) { client in
            for type in ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", nil] {
                var fields = HTTPFields()
                if let type { fields[.contentType] = type }
                let r = try await client.executeRequest(uri: "/api/favourites", method: .post, headers: fields,
                                                        body: ByteBuffer(string: Self.favourite))
                #expect(r.status == .unsupportedMediaType, "\(type ?? "no type")")
                #expect(r.headers[.contentType] == Problem.mediaType)
            }
            let charset = try await client.executeRequest(uri: "/api/favourites", method: .post,
                                                          headers: [.contentType: "application/json; charset=utf-8"],
                                                          body: ByteBuffer(string: Self.favourite))
            #expect(charset.status == .created)
            // A write without a body needs no type.
            #expect(try await client.send(.post, "/api/videos/101/watched").status == .ok)
        }
    }

    // MARK: Hosts (DNS rebinding)

    @Test func onlyThisServersNamesAreAnswered() async throws {
        try await ServerTestApp.make { $0.allowedHosts = ["regio.lan", ".maps.example"] }.test(.live) { client in
            for name in ["attacker.example", "attacker.example:8080", "localhost.attacker.example", "127.0.0.1.nip.io", "evil@localhost",
                         "maps.example.evil"] {
                let r = try await client.get("/api/favourites", headers: [(Self.host, name)])
                #expect(r.status == .badRequest, "Host: \(name): \(r.text)")
                #expect(try r.problem().type.hasSuffix("host-not-allowed"), "Host: \(name)")
                #expect(try await client.get("/tiles.json", headers: [(Self.host, name)]).status == .badRequest)
            }
            for name in ["localhost", "localhost:8080", "127.0.0.1:8080", "[::1]:8080", "regio.lan", "REGIO.LAN:80", "tiles.maps.example",
                         "maps.example", "app.localhost"] {
                #expect(try await client.get("/api/favourites", headers: [(Self.host, name)]).status == .ok, "Host: \(name)")
            }
        }
    }

    @Test func noHostOrTwoHostsIsABadRequest() async throws {
        try await ServerTestApp.make().test(.live) { client in
            let none = try await client.executeRequest(uri: "/tiles.json", method: .get, sendsHost: false)
            #expect(none.status == .badRequest)
            #expect(none.headers[.contentType] == Problem.mediaType)
            var two = HTTPFields()
            two.append(HTTPField(name: Self.host, value: "localhost"))
            two.append(HTTPField(name: Self.host, value: "attacker.example"))
            #expect(try await client.executeRequest(uri: "/tiles.json", method: .get, headers: two).status == .badRequest)
        }
    }

    @Test func linksLeadOnlyToAllowedNames() async throws {
        try await ServerTestApp.make { $0.allowedHosts = ["maps.example"] }.test(.live) { client in
            let tiles = try #require(try await client.get("/tiles.json", headers: [(Self.host, "maps.example")]).json() as? [String: Any])
            #expect((tiles["tiles"] as? [String])?.first?.hasPrefix("http://maps.example/tiles/") == true)
            let landing = try await client.get("/", headers: [(Self.host, "evil.example"), (.accept, "application/json")])
            #expect(landing.status == .badRequest)
            #expect(!landing.text.contains("http://evil.example"))
        }
    }

    // MARK: Another machine

    @Test func anotherMachineReadsNoPrivateDataWithoutTheToken() async throws {
        // `.router` tests have no network peer: they are another machine.
        try await ServerTestApp.make { $0.token = "secret-token" }.test(.router) { client in
            let bearer: [(HTTPField.Name, String)] = [(.authorization, "Bearer secret-token")]
            #expect(try await client.send(.post, "/api/favourites", json: #"{"placeID":"geonames:3061284","note":"my notes"}"#,
                                          headers: bearer).status == .created)
            #expect(try await client.send(.post, "/api/attempts", json: #"{"quiz":"CZ-64","seed":1}"#, headers: bearer).status == .created)
            for path in ["/api/favourites", "/api/favourites/export?format=gpx", "/api/attempts/1", "/api/attempts/1/summary",
                         "/api/quizzes/history"] {
                let r = try await client.get(path)
                #expect(r.status == .unauthorized, "\(path)")
                #expect(r.headers[.wwwAuthenticate] == #"Bearer realm="regio""#, "\(path)")
                #expect(!r.text.contains("my notes"))
                let wrong = try await client.get(path, headers: [(.authorization, "Bearer nope")])
                #expect(wrong.status == .unauthorized)
                #expect(wrong.headers[.wwwAuthenticate]?.contains("invalid_token") == true)
                let allowed = try await client.get(path, headers: bearer)
                // (The unfinished attempt has no summary yet: 409, but not refused.)
                #expect(allowed.status == (path.hasSuffix("summary") ? .conflict : .ok), "\(path) with the token: \(allowed.text)")
            }
            // The quiz list is public, without anyone's attempts.
            let quizzes = try #require(try await client.get("/api/quizzes?region=CZ-64").json() as? [[String: Any]])
            #expect(!quizzes.isEmpty && quizzes.allSatisfy { $0["unfinished"] is NSNull || $0["unfinished"] == nil })
            let own = try #require(try await client.get("/api/quizzes?region=CZ-64", headers: bearer).json() as? [[String: Any]])
            #expect(own.contains { $0["unfinished"] is [String: Any] })
            // Public content needs no token.
            for path in ["/tiles.json", "/api/search?q=brno", "/api/regions", "/collections", "/api/videos"] {
                #expect(try await client.get(path).status == .ok, "\(path)")
            }
        }
    }

    @Test func aReadOnlyServerShowsAnotherMachineNothingPrivate() async throws {
        try await ServerTestApp.make { $0.host = "0.0.0.0" }.test(.router) { client in
            let r = try await client.get("/api/favourites")
            #expect(r.status == .forbidden)
            #expect(try await client.get("/api/quizzes/history").status == .forbidden)
            #expect(try await client.get("/api/regions").status == .ok)
        }
    }

    // MARK: The tile cache

    @Test func linksPlantedInTheTileCacheAreNotFollowed() async throws {
        let setup = try ServerTestApp()
        let cache = setup.folder.appendingPathComponent("tiles")
        let outside = setup.folder.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: cache.appendingPathComponent("3/3"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        let secret = setup.folder.appendingPathComponent("secret.txt")
        try FileManager.default.createSymbolicLink(at: cache.appendingPathComponent("3/3/3.png"), withDestinationURL: secret)
        try FileManager.default.createSymbolicLink(at: cache.appendingPathComponent("4"), withDestinationURL: outside)
        // A file that is not a PNG we wrote.
        try Data("not a png".utf8).write(to: cache.appendingPathComponent("3/3/2.png"))
        var configuration = setup.configuration
        configuration.tilesCache = cache.path
        try await ServerApplication.build(configuration, engine: RegioEngine(configuration: configuration.engine)).test(.live) { client in
            let linked = try await client.get("/tiles/3/3/3.png")
            #expect(linked.status == .ok)
            #expect(!linked.text.contains("TOP-SECRET"), "the link's target is not served")
            #expect(PNGSignature.isWholePNG(Data(linked.body.readableBytesView)))
            let planted = try await client.get("/tiles/3/3/2.png")
            #expect(PNGSignature.isWholePNG(Data(planted.body.readableBytesView)))
            // A linked folder is neither read nor written through.
            let throughFolder = try await client.get("/tiles/4/8/5.png")
            #expect(throughFolder.status == .internalServerError)
            #expect(throughFolder.text.contains("symbolic link"))
        }
        #expect(try String(contentsOf: secret, encoding: .utf8) == "TOP-SECRET-CONTENT", "the link's target is untouched")
        let link = try FileManager.default.attributesOfItem(atPath: cache.appendingPathComponent("3/3/3.png").path)
        #expect(link[.type] as? FileAttributeType == .typeRegular, "the link was replaced by the drawn tile")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty, "nothing was written through the linked folder")
    }

    // MARK: HTTP methods and tile URLs

    @Test func aMethodThePathDoesNotTakeIs405WithAllow() async throws {
        try await ServerTestApp.make().test(.live) { client in
            let post = try await client.send(.post, "/tiles.json")
            #expect(post.status == .methodNotAllowed)
            #expect(post.headers[HTTPField.Name("Allow")!] == "GET, HEAD")
            #expect(post.headers[.contentType] == Problem.mediaType)
            let delete = try await client.send(.delete, "/api/favourites")
            #expect(delete.status == .methodNotAllowed)
            #expect(delete.headers[HTTPField.Name("Allow")!] == "GET, HEAD, POST")
            #expect(try await client.send(.put, "/api/nothing-here").status == .notFound)
        }
    }

    @Test func headWorksWhereGetDoes() async throws {
        try await ServerTestApp.make().test(.live) { client in
            for path in ["/tiles.json", "/tiles/3/4/2.png", "/api/regions", "/collections"] {
                let get = try await client.get(path)
                let head = try await client.executeRequest(uri: path, method: .head)
                #expect(head.status == .ok, "HEAD \(path)")
                #expect(head.body.readableBytes == 0)
                #expect(head.headers[.contentType] == get.headers[.contentType])
                #expect(head.headers[.eTag] == get.headers[.eTag])
            }
        }
    }

    @Test(arguments: ["/tiles/03/4/2.png", "/tiles/+3/4/2.png", "/tiles/%33/4/2.png", "/tiles/3/04/2.png", "/tiles/3/4/02.png",
                      "/tiles/3/4/+2@2x.png", "/tiles/3/%34/2.png"])
    func aTileHasOneURL(uri: String) async throws {
        try await ServerTestApp.make().test(.router) { client in
            let r = try await client.get(uri)
            #expect(r.status == .notFound, "\(uri): \(r.text)")
            #expect(r.headers[.contentType] == Problem.mediaType)
        }
    }
}
