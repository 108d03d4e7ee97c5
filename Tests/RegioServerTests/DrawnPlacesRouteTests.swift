import Foundation
import Testing
@testable import RegioServer

/// `/api/drawn-places`: the places the tiles draw in a view, in Photon's shape.
@Suite struct DrawnPlacesRouteTests {
    @Test func theTownsTheTilesLabelInTheRequestsLanguage() async throws {
        try await ServerTestApp.make().test(.router) { client in
            let r = try await client.get("/api/drawn-places?bbox=12.0,48.5,18.9,51.1&zoom=7&lang=en")
            #expect(r.status == .ok)
            #expect(r.headers[.contentType] == "application/geo+json")
            let features = try #require((try r.json() as? [String: Any])?["features"] as? [[String: Any]])
            let names = features.compactMap { ($0["properties"] as? [String: Any])?["name"] as? String }
            #expect(names.contains("Prague") && !names.contains("Praha"), "\(names.prefix(10))")
            #expect(features.count <= 200, "the default limit")
        }
    }

    @Test func aMissingBoxOrAZoomOutOfRangeIs400NamingIt() async throws {
        try await ServerTestApp.make().test(.router) { client in
            for (query, parameter) in [("zoom=7", "bbox"), ("bbox=12,48,19,51", "zoom"), ("bbox=12,48,19,51&zoom=25", "zoom"),
                                       ("bbox=12,48,19,51&zoom=7&limit=0", "limit"), ("bbox=north&zoom=7", "bbox")] {
                let r = try await client.get("/api/drawn-places?\(query)")
                #expect(r.status == .badRequest, "\(query)")
                #expect(r.headers[.contentType] == Problem.mediaType)
                #expect(try r.problem().parameter == parameter, "\(query): \(r.text)")
            }
        }
    }
}
