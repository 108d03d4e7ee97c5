import Foundation
import HTTPTypes
import Hummingbird
import Testing
@testable import RegioServer
import Regio

@Suite struct StaticRouteTests {
    @Test func browserGetsTheWebAppAtRoot() async throws {
        try await ServerTestApp.make().test(.router) { client in
            let r = try await client.get("/", headers: [(.accept, "text/html,application/xhtml+xml;q=0.9")])
            #expect(r.status == .ok)
            #expect(r.headers[.contentType] == "text/html; charset=utf-8")
            #expect(r.text.contains("<title>Regio</title>"))
            #expect(r.headers[.contentSecurityPolicy] == WebRoutes.contentSecurityPolicy)
        }
    }

    @Test func appFilesAndLeafletAreServedWithValidators() async throws {
        try await ServerTestApp.make().test(.router) { client in
            let js = try await client.get("/app/js/app.js")
            #expect(js.status == .ok)
            #expect(js.headers[.contentType] == "text/javascript; charset=utf-8")
            let etag = try #require(js.headers[.eTag])
            let again = try await client.get("/app/js/app.js", headers: [(.ifNoneMatch, etag)])
            #expect(again.status == .notModified)
            #expect(again.body.readableBytes == 0)
            if FileManager.default.fileExists(atPath: "/usr/share/javascript/leaflet/leaflet.js") {
                let leaflet = try await client.get("/vendor/leaflet/leaflet.js")
                #expect(leaflet.status == .ok)
                #expect(leaflet.text.contains("Leaflet"))
                #expect(try await client.get("/vendor/leaflet/images/marker-icon.png").headers[.contentType] == "image/png")
            }
        }
    }

    @Test(arguments: [
        "/app/../secret.txt", "/app/%2e%2e/secret.txt", "/app/%2E%2E/%2e%2e/etc/passwd", "/app/js/%2e%2e/%2e%2e/secret.txt",
        "/app/%2fetc%2fpasswd", "/app//etc/passwd", "/app/js%00/app.js", "/app/index.html%00.png", "/app/..%5c..%5csecret.txt",
        "/vendor/leaflet/../../../../etc/passwd", "/vendor/leaflet/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
    ])
    func nothingOutsideTheServedFolders(path: String) async throws {
        try await ServerTestApp.make().test(.router) { client in
            let r = try await client.get(path)
            #expect(r.status == .badRequest || r.status == .notFound, "\(path): \(r.status)")
            #expect(!r.text.contains("TOP-SECRET-CONTENT"), "the file beside the served folder is not read")
            #expect(!r.text.contains("root:"))
            #expect(r.headers[.contentType] == Problem.mediaType)
        }
    }

    @Test func traversalIsRefusedNamingThePath() async throws {
        try await ServerTestApp.make().test(.router) { client in
            let r = try await client.get("/app/%2e%2e/secret.txt")
            #expect(r.status == .badRequest)
            #expect(try r.problem().parameter == "path")
        }
    }

    @Test func staticFolderRefusesEveryEscape() throws {
        for bad in ["..", "../x", "a/../../x", "%2e%2e/x", "/etc/passwd", "a%00b", "a\\..\\b", "a//b", "./a"] {
            #expect(throws: StaticFolder.LookupError.self, "\(bad)") { try StaticFolder.parts(of: bad) }
        }
        #expect(try StaticFolder.parts(of: "js/app%20x.js") == ["js", "app x.js"])
    }

    @Test func symbolicLinksOutOfTheFolderAreNotFollowed() throws {
        let app = try ServerTestApp()
        let web = try #require(app.configuration.webFolder)
        try FileManager.default.createSymbolicLink(at: web.appendingPathComponent("out.txt"),
                                                   withDestinationURL: app.folder.appendingPathComponent("secret.txt"))
        #expect(throws: StaticFolder.LookupError.self) { try StaticFolder(root: web).file(at: "out.txt") }
    }
}

@Suite struct ProblemTests {
    @Test func unknownRouteIsProblemJSON() async throws {
        try await ServerTestApp.make().test(.router) { client in
            let r = try await client.get("/no/such/route")
            #expect(r.status == .notFound)
            #expect(r.headers[.contentType] == Problem.mediaType)
            let problem = try r.problem()
            #expect(problem.statusCode == 404)
            #expect(problem.type.hasPrefix(Problem.typeBase))
        }
    }

    @Test func theWebAppsTextsComeFromTheCataloguesInEveryLanguage() async throws {
        try await ServerTestApp.make().test(.router) { client in
            let r = try await client.get("/app/texts.json")
            #expect(r.status == .ok)
            let texts = try JSONDecoder().decode(WebTexts.self, from: Data(r.text.utf8))
            #expect(texts.languages.map(\.tag).prefix(2) == ["en", "cs"])
            #expect(texts.languages.first { $0.tag == "cs" }?.name == "čeština")
            #expect(texts.catalogues["cs"]?.texts["close"] == "Zavřít")
            #expect(texts.catalogues["qps"]?.texts["close"] == "[Çļöšé]", "the pseudo-language, for tests")
            let english = Set(texts.catalogues["en"]?.texts.keys.map { $0 } ?? [])
            #expect(english.count > 100)
            for (tag, catalogue) in texts.catalogues {
                #expect(Set(catalogue.texts.keys) == english, "\(tag) lacks web texts")
            }
            let again = try await client.get("/app/texts.json", headers: [(.ifNoneMatch, try #require(r.headers[.eTag]))])
            #expect(again.status == .notModified)
        }
    }

    @Test func problemsSpeakTheLanguageOfTheRequest() async throws {
        try await ServerTestApp.make().test(.router) { client in
            let czech = try await client.get("/api/search?q=x&region=atlantis", headers: [(.acceptLanguage, "cs-CZ,cs;q=0.9")])
            #expect(czech.status == .badRequest)
            let czechDetail = try czech.problem().detail
            let englishDetail = try await client.get("/api/search?q=x&region=atlantis&lang=en").problem().detail
            #expect(czechDetail.contains("žádný region neodpovídá 'atlantis'"), "\(czechDetail)")
            #expect(englishDetail.contains("no region matches 'atlantis'"), "\(englishDetail)")
            // A language Regio has no texts in, and garbage, get English.
            let unknown = try await client.get("/api/search?q=x&region=atlantis", headers: [(.acceptLanguage, "xx-YY")])
            #expect(try unknown.problem().detail == englishDetail)
            let garbage = try await client.get("/api/search?q=x&region=atlantis", headers: [(.acceptLanguage, ";;q=x")])
            #expect(try garbage.problem().detail == englishDetail)
        }
    }

    /// The server's own details (bad parameters, files and collections that are not there)
    /// come from the catalogues too: bracketed in the pseudo-language, German with `Accept-Language: de`.
    @Test func theServersOwnDetailsComeFromTheCatalogues() async throws {
        try await ServerTestApp.make().test(.live) { client in
            let uris = [
                "/api/search?q=x&q=y",                           // a parameter given twice (Query)
                "/api/clusters",                                 // neither bbox nor center (ClusterRoutes)
                "/map.png?region=CZ-20&bbox=14,49,15,50",        // region and bbox both (MapRoutes)
                "/api/regions/" + String(repeating: "x", count: 101),  // not a region id (RegionRoutes)
                "/app/no-such-file.js",                          // no such file (WebRoutes)
                "/collections/nowhere",                          // no such collection (the engine's OGCFeatures)
            ]
            for uri in uris {
                let separator = uri.contains("?") ? "&" : "?"
                let english = try await client.get(uri + separator + "lang=en")
                #expect((400..<500).contains(english.status.code), "\(uri): \(english.status)")
                let englishDetail = try english.problem().detail
                #expect(!englishDetail.isEmpty && !englishDetail.hasPrefix("["), "\(uri): \(englishDetail)")
                let pseudo = try await client.get(uri + separator + "lang=qps")
                #expect(pseudo.status == english.status, "\(uri)")
                let pseudoDetail = try pseudo.problem().detail
                #expect(pseudoDetail.hasPrefix("["), "\(uri): \(pseudoDetail) did not come from a catalogue")
                let pseudoTitle = try pseudo.problem().title
                #expect(pseudoTitle.hasPrefix("["), "\(uri): the title \(pseudoTitle) did not come from a catalogue")
                let german = try await client.get(uri, headers: [(.acceptLanguage, "de")])
                #expect(german.status == english.status, "\(uri)")
                let germanDetail = try german.problem().detail
                #expect(germanDetail != englishDetail, "\(uri): \(germanDetail) is not German")
                #expect(try german.problem().title != english.problem().title, "\(uri): the title is not German")
            }
            // Details of problems made outside the routes (the access checks, a bare 404) too.
            let host = try await client.get("/api/regions?lang=qps", headers: [(HTTPField.Name("Host")!, "elsewhere.example")])
            #expect(host.status == .badRequest)
            #expect(try host.problem().detail.hasPrefix("["), "\(host.text)")
            let nothing = try await client.get("/api/nothing-here", headers: [(.acceptLanguage, "de")])
            #expect(nothing.status == .notFound)
            #expect(try nothing.problem().detail == "diese Ressource gibt es nicht")
        }
    }

    @Test func everyRouteReadsTheLanguageOnceAndRefusesABadTag() async throws {
        try await ServerTestApp.make().test(.router) { client in
            for uri in ["/api/regions?lang=1x", "/tiles.json?lang=1x", "/api/quizzes?lang=1x"] {
                let bad = try await client.get(uri)
                #expect(bad.status == .badRequest, "\(uri)")
                #expect(try bad.problem().parameter == "lang", "\(uri): \(bad.text)")
            }
            let regions = try await client.get("/api/regions?lang=de-AT")
            #expect(regions.status == .ok)
            #expect(regions.headers[.contentLanguage] == "de", "\(regions.headers)")
        }
    }

    @Test func languageComesFromTheQueryThenTheHeader() throws {
        let catalogues = TextCatalogues.shared
        #expect(catalogues.interfaceLanguage(acceptLanguage: "en-GB,en;q=0.9,cs;q=0.8") == .en)
        #expect(catalogues.interfaceLanguage(acceptLanguage: "xx-YY, cs;q=0.5, en;q=0.4") == .cs)
        #expect(catalogues.interfaceLanguage(acceptLanguage: "xx, fr") == .en)
        #expect(catalogues.interfaceLanguage(acceptLanguage: "en;q=0, cs") == .cs)
        #expect(catalogues.interfaceLanguage(acceptLanguage: "\u{1}\u{2};q=nonsense") == .en)
    }
}
