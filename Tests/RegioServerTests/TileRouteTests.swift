import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import Regio
import Testing
@testable import RegioServer

@Suite struct TileRouteTests {
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47]

    @Test func tilesAreRenderedWithValidatorsAnd304() async throws {
        try await ServerTestApp.make().test(.router) { client in
            let r = try await client.get("/tiles/7/69/43.png")
            #expect(r.status == .ok)
            #expect(r.headers[.contentType] == "image/png")
            #expect(r.headers[.cacheControl] == "public, max-age=86400")
            #expect(Array(Data(r.body.readableBytesView).prefix(4)) == Self.pngSignature)
            let etag = try #require(r.headers[.eTag])
            let again = try await client.get("/tiles/7/69/43.png", headers: [(.ifNoneMatch, etag)])
            #expect(again.status == .notModified)
            #expect(again.body.readableBytes == 0)
            let retina = try await client.get("/tiles/7/69/43@2x.png")
            #expect(retina.status == .ok)
            #expect(retina.headers[.eTag] != etag)
        }
    }

    /// A "Where is …?" question's map: the same tile without names (they would give the answer away).
    @Test func aTileWithoutNamesForMapQuestions() async throws {
        try await ServerTestApp.make().test(.router) { client in
            let named = try await client.get("/tiles/9/276/173.png")
            let plain = try await client.get("/tiles/9/276/173.png?labels=none")
            #expect(named.status == .ok)
            #expect(plain.status == .ok)
            #expect(Array(Data(plain.body.readableBytesView).prefix(4)) == Self.pngSignature)
            #expect(plain.headers[.eTag] != named.headers[.eTag], "the tile without names is another picture")
            let all = try await client.get("/tiles/9/276/173.png?labels=all")
            #expect(all.headers[.eTag] == named.headers[.eTag])
            let bad = try await client.get("/tiles/9/276/173.png?labels=some")
            #expect(bad.status == .badRequest)
            #expect(try bad.problem().detail.contains("labels"))
        }
    }

    /// A tile whose client has gone (a view panned past: the browser closed the
    /// connection) when the pool gets to it is not drawn, so the queue moves on.
    @Test func aTileNobodyWaitsForAnyMoreIsNotDrawn() async throws {
        let setup = try ServerTestApp()
        let engine = RegioEngine(configuration: setup.configuration.engine)
        let services = try ServerServices(configuration: setup.configuration, engine: engine)
        let routes = TileRoutes(services: services, tiles: services.tiles)
        let request = Request(head: .init(method: .get, scheme: "http", authority: "localhost", path: "/tiles/7/69/43.png"),
                              body: .init(buffer: ByteBuffer()))
        let key = try TileRoutes.key(z: "7", x: "69", file: "43.png", language: .cs)
        do {
            _ = try await routes.tile(request, language: .cs, z: "7", x: "69", file: "43.png", clientIsConnected: { false })
            Issue.record("a tile was answered to a client that had gone")
        } catch let problem as Problem {
            #expect(problem.statusCode == 499, "\(problem)")
        }
        #expect(services.tiles.tileInMemory(key) == nil, "the tile was drawn")
        let answered = try await routes.tile(request, language: .cs, z: "7", x: "69", file: "43.png", clientIsConnected: { true })
        #expect(answered.status == .ok)
        #expect(services.tiles.tileInMemory(key) != nil)
    }

    @Test func theFolderCacheHoldsWhatWasRendered() async throws {
        let setup = try ServerTestApp { $0.tilesCache = nil }
        var configuration = setup.configuration
        let cache = setup.folder.appendingPathComponent("tile-cache")
        configuration.tilesCache = cache.path
        let app = try ServerApplication.build(configuration, engine: RegioEngine(configuration: configuration.engine))
        try await app.test(.router) { client in
            let first = try await client.get("/tiles/6/34/21.png?lang=en")
            #expect(first.status == .ok)
            let file = cache.appendingPathComponent("en/6/34/21.png")
            #expect(try Data(contentsOf: file) == Data(first.body.readableBytesView))
        }
    }

    @Test func anMBTilesCacheIsAFileRegioTilesCouldHaveWritten() async throws {
        let setup = try ServerTestApp()
        var configuration = setup.configuration
        let file = setup.folder.appendingPathComponent("cache.mbtiles")
        configuration.tilesCache = file.path
        let app = try ServerApplication.build(configuration, engine: RegioEngine(configuration: configuration.engine))
        try await app.test(.router) { client in
            let tile = try await client.get("/tiles/5/17/10.png")
            #expect(tile.status == .ok)
        }
        let reader = try MBTilesReader(url: file)
        #expect(try reader.tile(try TileID(z: 5, x: 17, y: 10)) != nil)

        // The same file served as it is.
        var served = setup.configuration
        served.mbtiles = file.path
        let fileApp = try ServerApplication.build(served, engine: RegioEngine(configuration: served.engine))
        try await fileApp.test(.router) { client in
            #expect(try await client.get("/tiles/5/17/10.png").status == .ok)
            #expect(try await client.get("/tiles/5/0/0.png").status == .notFound)
            let json = try #require(try await client.get("/tiles.json").json() as? [String: Any])
            #expect(json["tilejson"] as? String == "3.0.0")
        }
    }

    @Test func tileJSONDescribesTheTiles() async throws {
        try await ServerTestApp.make { $0.allowedHosts = ["maps.example"] }.test(.router) { client in
            let r = try await client.get("/tiles.json", headers: [(.init("Host")!, "maps.example:8080")])
            let json = try #require(try r.json() as? [String: Any])
            #expect(json["tilejson"] as? String == "3.0.0")
            let tiles = try #require(json["tiles"] as? [String])
            #expect(tiles.first == "http://maps.example:8080/tiles/{z}/{x}/{y}.png")
            #expect(json["minzoom"] as? Int == 0)
            #expect(json["maxzoom"] as? Int == 20)
            let bounds = try #require(json["bounds"] as? [Double])
            #expect(bounds.count == 4 && bounds[0] < 13 && bounds[2] > 18)
            #expect((json["center"] as? [Double])?.count == 3)
            #expect((json["attribution"] as? String)?.isEmpty == false)
        }
    }

    @Test(arguments: [
        ("/tiles/21/0/0.png", "z"), ("/tiles/-1/0/0.png", "z"), ("/tiles/3/8/0.png", "x"), ("/tiles/3/0/8.png", "y"),
        ("/tiles/3/0/1.jpg", "y"), ("/tiles/x/0/0.png", "z"), ("/tiles/3/0/1@3x.png", "y"),
        ("/tiles/3/99999999999999999999/0.png", "x"),
    ])
    func badTileCoordinatesAreNamed(uri: String, parameter: String) async throws {
        try await ServerTestApp.make().test(.router) { client in
            let r = try await client.get(uri)
            #expect(r.status == .badRequest, "\(uri)")
            #expect(try r.problem().parameter == parameter, "\(uri): \(r.text)")
        }
    }
}
