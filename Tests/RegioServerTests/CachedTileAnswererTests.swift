import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import Regio
import Testing
@testable import RegioServer

/// Tiles in memory answered on the event loop (``CachedTileAnswerer``): the
/// same answers as the router's, and everything it cannot answer exactly as
/// the router would left to the router.
@Suite struct CachedTileAnswererTests {
    /// An answerer over a tile service with the tile 14/8852/5549 (Prague) drawn, in Czech.
    static func answerer(configure: (inout ServerConfiguration) -> Void = { _ in }) throws -> CachedTileAnswerer {
        let setup = try ServerTestApp(configure: configure)
        let services = try ServerServices(configuration: setup.configuration, engine: RegioEngine(configuration: setup.configuration.engine))
        _ = try services.tiles.tile(TileService.TileKey(tile: TileID(z: 14, x: 8852, y: 5549), scale: 1, language: .cs))
        return CachedTileAnswerer(tiles: services.tiles, configuration: setup.configuration, serverName: "regio")
    }

    static func request(_ path: String, method: HTTPRequest.Method = .get, authority: String = "localhost",
                        _ fields: [(HTTPField.Name, String)] = []) -> HTTPRequest {
        var request = HTTPRequest(method: method, scheme: "http", authority: authority, path: path)
        for (name, value) in fields { request.headerFields[name] = value }
        return request
    }

    @Test func aTileInMemoryIsAnsweredHereWithItsValidators() throws {
        let answerer = try Self.answerer()
        let (head, body) = try #require(answerer.answer(Self.request("/tiles/14/8852/5549.png")))
        #expect(head.status == .ok)
        #expect(head.headerFields[.contentType] == "image/png")
        #expect(head.headerFields[.contentLanguage] == "cs")
        #expect(head.headerFields[.server] == "regio")
        #expect(head.headerFields[.date].flatMap(HTTPDate.parse) != nil)
        let etag = try #require(head.headerFields[.eTag])
        #expect(head.headerFields[.contentLength] == String(body?.readableBytes ?? -1))

        let (notModified, none) = try #require(answerer.answer(Self.request("/tiles/14/8852/5549.png", [(.ifNoneMatch, etag)])))
        #expect(notModified.status == .notModified)
        #expect(notModified.headerFields[.contentType] == nil)
        #expect(none == nil)
        let (head2, noBody) = try #require(answerer.answer(Self.request("/tiles/14/8852/5549.png", method: .head)))
        #expect(head2.headerFields[.contentLength] == head.headerFields[.contentLength])
        #expect(noBody == nil)
    }

    @Test(arguments: [
        ("/tiles/14/8852/5550.png", "a tile not in memory"),
        ("/tiles/14/8852/5549.png?lang=de", "the tile in another language"),
        ("/tiles/14/8852/5549.png?lang=%%%", "a ?lang= that is no tag (the router's 400)"),
        ("/tiles/14/8852/5549.png?labels=none", "the tile without names"),
        ("/tiles/14/8852/5549.png?labels=some", "a ?labels= the route refuses (its 400)"),
        ("/tiles/14/8852/05549.png", "another spelling (the router's 404)"),
        ("/tiles/14/8852/%35549.png", "a percent-encoded path"),
        ("/tiles/14/8852/5549.png/", "a path the route does not have"),
        ("/tiles//14/8852/5549.png", "an empty segment"),
        ("/tiles.json", "another route"),
    ])
    func whatItCannotAnswerGoesToTheRouter(path: String, why: String) throws {
        let answerer = try Self.answerer()
        #expect(answerer.answer(Self.request(path)) == nil, "\(why)")
    }

    @Test func requestsTheRouterMustJudgeGoToTheRouter() throws {
        let answerer = try Self.answerer()
        let tile = "/tiles/14/8852/5549.png"
        #expect(answerer.answer(Self.request(tile, method: .post)) == nil)
        #expect(answerer.answer(Self.request(tile, [(.authorization, "Bearer wrong")])) == nil, "a wrong token is the router's 401")
        #expect(answerer.answer(Self.request(tile, authority: "evil.example")) == nil, "a foreign Host is the router's 400")
        #expect(answerer.answer(Self.request(tile, [(.contentLength, "3")])) == nil)
        #expect(answerer.answer(Self.request(tile, [(.acceptLanguage, "de")])) == nil, "German is another tile")
        #expect(answerer.answer(Self.request(tile, [(.acceptLanguage, "cs")])) != nil)
    }

    /// Each request twice on a live server: the first draws the tile through the
    /// router, the second finds it in memory and is answered by the answerer.
    /// Both answers are the same but for `Date`.
    @Test func theRouterAndTheAnswererAnswerAlike() async throws {
        try await ServerTestApp.make().test(.live) { client in
            let requests: [(HTTPRequest.Method, String, [(HTTPField.Name, String)])] = [
                (.get, "/tiles/14/8852/5551.png", []),
                (.get, "/tiles/14/8853/5551.png?lang=de", []),
                (.get, "/tiles/14/8854/5551.png", [(.acceptLanguage, "sk")]),
                (.head, "/tiles/14/8855/5551.png", []),
                (.get, "/tiles/14/8856/5551@2x.png", [(.ifNoneMatch, "*")]),
                (.get, "/tiles/14/8857/5551.png?labels=none", []),
            ]
            for (method, uri, headers) in requests {
                let router = try await client.send(method, uri, headers: headers)
                let answerer = try await client.send(method, uri, headers: headers)
                #expect(router.status == answerer.status, "\(method) \(uri)")
                var routerFields = router.headers, answererFields = answerer.headers
                routerFields[.date] = nil; answererFields[.date] = nil
                #expect(routerFields == answererFields, "\(method) \(uri)")
                #expect(router.body == answerer.body, "\(method) \(uri)")
            }
        }
    }

    /// Answers go out in the order of the requests: a cached tile asked for
    /// right behind a request the router is still answering waits its turn.
    @Test func aPipelinedTileWaitsForTheAnswerBeforeIt() async throws {
        try await ServerTestApp.make().test(.live) { client in
            let drawn = try await client.get("/tiles/14/8852/5552.png")
            #expect(drawn.status == .ok)
            try await RawConnection.with(client.address) { connection in
                try await connection.send("GET /api/quizzes HTTP/1.1\r\nHost: localhost\r\n\r\n"
                                          + "GET /tiles/14/8852/5552.png HTTP/1.1\r\nHost: localhost\r\n\r\n")
                let responses = try await connection.readResponses(2, within: 30).responses
                #expect(responses.count == 2)
                let first = try #require(responses.first)
                #expect(first.headers["content-type"]?.hasPrefix("application/json") == true)
                #expect(responses.dropFirst().first?.headers["content-type"] == "image/png")
            }
        }
    }
}
