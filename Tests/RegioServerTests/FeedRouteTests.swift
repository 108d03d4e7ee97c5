import Foundation
import Hummingbird
import Testing
@testable import RegioServer

/// The content feeds through the router: validators, 304, `since` and its
/// header, languages, bad input.
@Suite struct FeedRouteTests {
    static func body(_ response: TestResponse) -> Data { Data(response.body.readableBytesView) }

    @Test func fullFeedCarriesValidatorsAndAConditionalRequestGets304() async throws {
        let app = try ServerTestApp.make()
        try await app.test(.router) { client in
            var etag = "", lastModified = ""
            try await client.execute(uri: "/api/places.json", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType]?.hasPrefix("application/json") == true)
                etag = response.headers[.eTag] ?? ""
                lastModified = response.headers[.lastModified] ?? ""
                #expect(etag.hasPrefix("\"places-cs-"))
                #expect(lastModified.hasSuffix(" GMT"))
                #expect(response.headers[.contentLanguage] == "cs")
                let items = try JSONSerialization.jsonObject(with: Self.body(response)) as? [[String: Any]] ?? []
                #expect(items.count > 100)
                let praha = items.first { ($0["id"] as? String) == "geonames:3067696" }
                #expect(praha?["region"] as? String == "CZ-10")
                #expect(praha?["latitude"] is Double)
            }
            try await client.execute(uri: "/api/places.json", method: .get, headers: [.ifNoneMatch: etag]) { response in
                #expect(response.status == .notModified)
                #expect(response.body.readableBytes == 0)
                #expect(response.headers[.eTag] == etag)
            }
            try await client.execute(uri: "/api/places.json", method: .get, headers: [.ifModifiedSince: lastModified]) { response in
                #expect(response.status == .notModified)
                #expect(response.body.readableBytes == 0)
            }
            // Another language is another representation.
            try await client.execute(uri: "/api/places.json", method: .get,
                                     headers: [.ifNoneMatch: etag, .acceptLanguage: "en-GB,en;q=0.9,cs;q=0.5"]) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentLanguage] == "en")
                #expect(response.headers[.eTag]?.hasPrefix("\"places-en-") == true)
                let items = try JSONSerialization.jsonObject(with: Self.body(response)) as? [[String: Any]] ?? []
                #expect(items.first { ($0["region"] as? String) == "CZ-10" }?["region_name"] as? String == "Prague")
            }
        }
    }

    @Test func sinceGivesChangesAsAnObjectAndTheHeaderWorksLikeIt() async throws {
        let app = try ServerTestApp.make()
        try await app.test(.router) { client in
            var lastModified = ""
            try await client.execute(uri: "/api/videos.json", method: .get) { response in
                lastModified = response.headers[.lastModified] ?? ""
                let videos = try JSONSerialization.jsonObject(with: Self.body(response)) as? [[String: Any]] ?? []
                #expect(!videos.isEmpty)
                #expect(videos.allSatisfy { $0["url"] is String && $0["name"] is String })
            }
            let since = lastModified.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
            try await client.execute(uri: "/api/videos.json?since=\(since)", method: .get) { response in
                #expect(response.status == .ok)
                let delta = try JSONSerialization.jsonObject(with: Self.body(response)) as? [String: Any]
                #expect(delta?["since"] as? String == lastModified)
                #expect(delta?["items"] is [Any])
            }
            // A time an hour later: nothing changed since.
            let later = ISO8601DateFormatter().string(from: Date().addingTimeInterval(3600))
            try await client.execute(uri: "/api/quizzes.json", method: .get, headers: [FeedHeaders.onlyModifiedSince: later]) { response in
                #expect(response.status == .ok)
                let delta = try JSONSerialization.jsonObject(with: Self.body(response)) as? [String: Any]
                #expect(delta?["since"] as? String == later)
                #expect((delta?["items"] as? [Any])?.isEmpty == true)
            }
            // A time before the journal began: the whole collection.
            try await client.execute(uri: "/api/quizzes.json?since=2001-01-01T00:00:00Z", method: .get) { response in
                let whole = try JSONSerialization.jsonObject(with: Self.body(response))
                #expect(whole is [Any])
            }
        }
    }

    @Test func badSinceAndLanguageAreProblemsNamingTheParameter() async throws {
        let app = try ServerTestApp.make()
        try await app.test(.router) { client in
            for (uri, headers, parameter) in [("/api/places.json?since=yesterday", HTTPFields(), "since"),
                                              ("/api/places.json", [FeedHeaders.onlyModifiedSince: "soon"], "X-Only-Modified-Since"),
                                              ("/api/videos.json?lang=d%21", HTTPFields(), "lang")] as [(String, HTTPFields, String)] {
                try await client.execute(uri: uri, method: .get, headers: headers) { response in
                    #expect(response.status == .badRequest, "\(uri)")
                    #expect(response.headers[.contentType] == Problem.mediaType)
                    let problem = try JSONDecoder().decode(Problem.self, from: Self.body(response))
                    #expect(problem.parameter == parameter)
                }
            }
            try await client.execute(uri: "/api/unknown.json", method: .get) { response in
                #expect(response.status == .notFound)
            }
        }
    }
}
