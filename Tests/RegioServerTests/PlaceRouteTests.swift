import Foundation
import HTTPTypes
import Hummingbird
import Testing
@testable import RegioServer

@Suite struct PlaceRouteTests {
    @Test func searchAnswersPhotonShapedGeoJSON() async throws {
        try await ServerTestApp.make().test(.router) { client in
            let r = try await client.get("/api/search?q=ceske%20budejovice&limit=3&lang=en")
            #expect(r.status == .ok)
            #expect(r.headers[.contentType] == "application/geo+json")
            #expect(r.headers[.contentLanguage] == "en")
            let json = try #require(try r.json() as? [String: Any])
            #expect(json["type"] as? String == "FeatureCollection")
            let features = try #require(json["features"] as? [[String: Any]])
            #expect((1...3).contains(features.count))
            let first = try #require(features.first?["properties"] as? [String: Any])
            #expect(first["name"] as? String == "České Budějovice")
            #expect(first["type"] as? String == "town")
            #expect(first["countrycode"] as? String == "CZ")
            #expect(first["state"] as? String == "South Bohemian Region" || (first["state"] as? String)?.isEmpty == false)
            let geometry = try #require(features.first?["geometry"] as? [String: Any])
            let coordinates = try #require(geometry["coordinates"] as? [Double])
            #expect(abs(coordinates[0] - 14.47) < 0.1 && abs(coordinates[1] - 48.97) < 0.1)
        }
    }

    /// The name the engine shows in the request's language (GeoNames says "Prague" and "Pilsen").
    @Test(arguments: [("Praha", "cs", "Praha"), ("Praha", "en", "Prague"), ("Plzeň", "cs", "Plzeň"), ("Plzeň", "en", "Pilsen")])
    func searchNamesPlacesInTheRequestsLanguage(query: String, lang: String, name: String) async throws {
        try await ServerTestApp.make().test(.router) { client in
            let q = query.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
            let r = try await client.get("/api/search?q=\(q)&limit=1&lang=\(lang)")
            let features = try #require((try r.json() as? [String: Any])?["features"] as? [[String: Any]])
            let properties = try #require(features.first?["properties"] as? [String: Any])
            #expect(properties["name"] as? String == name, "\(query) in \(lang)")
            // Another name that matched, only when it is not the one shown.
            #expect((properties["matchedName"] == nil) == (query == name), "\(query) in \(lang): \(properties)")
        }
    }

    static func features(_ r: TestResponse) throws -> [[String: Any]] {
        try #require((try r.json() as? [String: Any])?["features"] as? [[String: Any]])
    }

    /// Photon's paths: `/api` (and `/api/`) search as `/api/search` does; `/reverse` gives the nearest places.
    @Test func photonPathsSearchAndReverseGeocode() async throws {
        try await ServerTestApp.make().test(.router) { client in
            let search = try await client.get("/api/search?q=brno&limit=2&lang=en")
            for path in ["/api?q=brno&limit=2&lang=en", "/api/?q=brno&limit=2&lang=en"] {
                let r = try await client.get(path)
                #expect(r.status == .ok, "\(path)")
                #expect(r.headers[.contentType] == "application/geo+json")
                #expect(r.text == search.text, "\(path)")
            }
            let reverse = try await client.get("/reverse?lat=49.1951&lon=16.6068&lang=cs")
            #expect(reverse.status == .ok)
            let nearest = try Self.features(reverse)
            #expect(nearest.count == 1, "Photon's reverse gives one place unless asked for more")
            let properties = try #require(nearest.first?["properties"] as? [String: Any])
            #expect(properties["name"] as? String == "Brno")
            #expect((properties["distance_m"] as? Double ?? .infinity) < 2_000)
            let five = try Self.features(try await client.get("/reverse?lat=50.0870&lon=14.4208&limit=5&lang=cs"))
            #expect(five.count == 5)
            let distances = five.compactMap { ($0["properties"] as? [String: Any])?["distance_m"] as? Double }
            #expect(distances == distances.sorted() && distances.count == 5, "nearest first: \(distances)")
            #expect(five.contains { ($0["properties"] as? [String: Any])?["name"] as? String == "Praha" })
            let none = try Self.features(try await client.get("/reverse?lat=0&lon=-30&radius=10"))
            #expect(none.isEmpty, "nothing within 10 km of the middle of the Atlantic")
        }
    }

    @Test(arguments: [("/reverse", "lat"), ("/reverse?lat=49.2", "lon"), ("/reverse?lon=16.6", "lat"), ("/reverse?lat=91&lon=16", "lat"),
                      ("/reverse?lat=49&lon=16&limit=0", "limit"), ("/reverse?lat=49&lon=16&radius=-1", "radius"),
                      ("/reverse?lat=49&lon=16&lang=x%3F", "lang"), ("/api?q=x&limit=5000", "limit")])
    func badPhotonParametersAreNamed(uri: String, parameter: String) async throws {
        try await ServerTestApp.make().test(.router) { client in
            let r = try await client.get(uri)
            #expect(r.status == .badRequest, "\(uri)")
            #expect(try r.problem().parameter == parameter, "\(uri): \(r.text)")
        }
    }

    @Test func searchNearAPointGivesDistances() async throws {
        try await ServerTestApp.make().test(.router) { client in
            let r = try await client.get("/api/search?q=brno&lat=49.19&lon=16.61&limit=1")
            let features = try #require((try r.json() as? [String: Any])?["features"] as? [[String: Any]])
            let distance = try #require((features.first?["properties"] as? [String: Any])?["distance_m"] as? Double)
            #expect(distance < 5_000)
        }
    }

    @Test(arguments: [
        ("/api/search?q=x&limit=0", "limit"), ("/api/search?q=x&limit=abc", "limit"), ("/api/search?q=x&offset=-1", "offset"),
        ("/api/search?q=x&lat=91&lon=10", "lat"), ("/api/search?q=x&lat=50", "lon"), ("/api/search?q=x&category=spaceport", "category"),
        ("/api/search?q=x&region=atlantis", "region"), ("/api/search?q=x&bbox=18,50,14,49", "bbox"), ("/api/search?q=x&lang=%3Cb%3E", "lang"),
        ("/api/search?q=x&lat=nan&lon=1", "lat"), ("/api/search?q=x&favourites=maybe", "favourites"),
    ])
    func badSearchParametersAreNamed(uri: String, parameter: String) async throws {
        try await ServerTestApp.make().test(.router) { client in
            let r = try await client.get(uri)
            #expect(r.status == .badRequest, "\(uri)")
            #expect(r.headers[.contentType] == Problem.mediaType)
            #expect(try r.problem().parameter == parameter, "\(uri): \(r.text)")
        }
    }

    @Test func onePlaceAndAnUnknownOne() async throws {
        try await ServerTestApp.make().test(.router) { client in
            let r = try await client.get("/api/places/geonames:3061284?lang=cs")
            #expect(r.status == .ok)
            let json = try #require(try r.json() as? [String: Any])
            #expect(json["type"] as? String == "Feature")
            let properties = try #require(json["properties"] as? [String: Any])
            #expect((properties["place"] as? [String: Any])?["name"] as? String == "Dvůr Králové nad Labem")
            let missing = try await client.get("/api/places/geonames:1")
            #expect(missing.status == .notFound)
            #expect(missing.headers[.contentType] == Problem.mediaType)
        }
    }

    @Test func regionsAndCategories() async throws {
        try await ServerTestApp.make().test(.router) { client in
            let regions = try #require(try await client.get("/api/regions", headers: [(.acceptLanguage, "en")]).json() as? [String: Any])
            #expect((regions["regions"] as? [Any])?.count == 14)
            let region = try await client.get("/api/regions/CZ-64?lang=cs")
            #expect(region.status == .ok)
            #expect(region.headers[.contentLanguage] == "cs")
            #expect([.notFound, .badRequest].contains(try await client.get("/api/regions/atlantis").status))
            let categories = try #require(try await client.get("/api/categories?lang=cs").json() as? [[String: Any]])
            let town = try #require(categories.first { $0["id"] as? String == "town" })
            #expect(town["name"] as? String == "Obec")
            #expect((town["count"] as? Int ?? 0) > 2_000)
        }
    }
}
