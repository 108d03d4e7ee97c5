import Foundation
import Hummingbird
import Testing
@testable import RegioServer

/// OGC API – Features through the router: the documents, paging, bbox, one item.
@Suite struct OGCRouteTests {
    static func json(_ response: TestResponse) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(response.body.readableBytesView)) as? [String: Any] ?? [:]
    }

    static func links(_ document: [String: Any]) -> [String: String] {
        var result: [String: String] = [:]
        for link in document["links"] as? [[String: Any]] ?? [] {
            if let rel = link["rel"] as? String, let href = link["href"] as? String { result[rel] = href }
        }
        return result
    }

    @Test func landingConformanceAndCollections() async throws {
        let app = try ServerTestApp.make()
        try await app.test(.router) { client in
            try await client.execute(uri: "/?f=json", method: .get) { response in
                #expect(response.status == .ok)
                let links = Self.links(try Self.json(response))
                #expect(links["conformance"] == "http://localhost/conformance")
                #expect(links["data"] == "http://localhost/collections")
            }
            try await client.execute(uri: "/conformance", method: .get) { response in
                let classes = try Self.json(response)["conformsTo"] as? [String] ?? []
                #expect(classes.contains("http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core"))
                #expect(classes.contains("http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/geojson"))
            }
            try await client.execute(uri: "/collections", method: .get) { response in
                let collections = try Self.json(response)["collections"] as? [[String: Any]] ?? []
                #expect(collections.compactMap { $0["id"] as? String } == ["places", "regions"])
                let extent = (collections.first?["extent"] as? [String: Any])?["spatial"] as? [String: Any]
                let box = (extent?["bbox"] as? [[Double]])?.first ?? []
                #expect(box.count == 4 && box[0] > 11 && box[2] < 19.5)
            }
            try await client.execute(uri: "/collections/regions", method: .get) { response in
                let collection = try Self.json(response)
                #expect(collection["id"] as? String == "regions")
            }
        }
    }

    @Test func itemsArePagedWithNextAndPrevLinksAndFilteredByBbox() async throws {
        let app = try ServerTestApp.make()
        try await app.test(.router) { client in
            var matched = 0
            try await client.execute(uri: "/collections/regions/items?limit=5&offset=5", method: .get) { response in
                #expect(response.headers[.contentType] == "application/geo+json")
                let page = try Self.json(response)
                matched = page["numberMatched"] as? Int ?? 0
                #expect(matched == 14)
                #expect(page["numberReturned"] as? Int == 5)
                let links = Self.links(page)
                #expect(links["next"]?.contains("offset=10") == true)
                #expect(links["prev"]?.contains("offset=0") == true)
                let features = page["features"] as? [[String: Any]] ?? []
                #expect(features.allSatisfy { ($0["geometry"] as? [String: Any])?["type"] as? String == "MultiPolygon"
                        || ($0["geometry"] as? [String: Any])?["type"] as? String == "Polygon" })
            }
            try await client.execute(uri: "/collections/regions/items?limit=5&offset=10", method: .get) { response in
                let page = try Self.json(response)
                #expect(page["numberReturned"] as? Int == 4)
                #expect(Self.links(page)["next"] == nil)
            }
            // Prague's box holds Prague's places only, and fewer than all places.
            var all = 0
            try await client.execute(uri: "/collections/places/items?limit=1", method: .get) { response in
                all = try Self.json(response)["numberMatched"] as? Int ?? 0
            }
            try await client.execute(uri: "/collections/places/items?bbox=14.3,50.0,14.6,50.15&limit=10000", method: .get) { response in
                let page = try Self.json(response)
                let n = page["numberMatched"] as? Int ?? 0
                #expect(n > 0 && n < all)
                let features = page["features"] as? [[String: Any]] ?? []
                #expect(features.count == n)
                #expect(features.allSatisfy { (($0["geometry"] as? [String: Any])?["coordinates"] as? [Double]).map {
                    $0[0] >= 14.3 && $0[0] <= 14.6 && $0[1] >= 50.0 && $0[1] <= 50.15 } == true })
                #expect(Self.links(page)["self"]?.contains("bbox=14.3,50.0,14.6,50.15") == true)
            }
            try await client.execute(uri: "/collections/regions/items/CZ-64", method: .get) { response in
                let feature = try Self.json(response)
                #expect(feature["id"] as? String == "CZ-64")
                #expect(Self.links(feature)["collection"]?.hasSuffix("/collections/regions") == true)
            }
        }
    }

    /// The landing page's `service-desc` (OpenAPI 3.0) and `service-doc` (HTML), and a collection's queryables.
    @Test func serviceDescriptionDocumentationAndQueryables() async throws {
        let app = try ServerTestApp.make()
        try await app.test(.router) { client in
            var links: [String: String] = [:]
            try await client.execute(uri: "/?f=json", method: .get) { response in links = Self.links(try Self.json(response)) }
            #expect(links["service-desc"] == "http://localhost/openapi")
            #expect(links["service-doc"] == "http://localhost/openapi.html")
            try await client.execute(uri: "/openapi", method: .get) { response in
                #expect(response.headers[.contentType] == "application/vnd.oai.openapi+json;version=3.0")
                let document = try Self.json(response)
                #expect((document["openapi"] as? String)?.hasPrefix("3.0") == true)
                let paths = document["paths"] as? [String: Any] ?? [:]
                #expect(paths["/collections/{collectionId}/items"] != nil && paths["/collections/{collectionId}/queryables"] != nil)
            }
            try await client.execute(uri: "/openapi.html", method: .get) { response in
                #expect(response.headers[.contentType]?.hasPrefix("text/html") == true)
                #expect(String(buffer: response.body).contains("/collections/{collectionId}/items"))
            }
            try await client.execute(uri: "/collections/places", method: .get) { response in
                let links = Self.links(try Self.json(response))
                #expect(links["http://www.opengis.net/def/rel/ogc/1.0/queryables"] == "http://localhost/collections/places/queryables")
            }
            try await client.execute(uri: "/collections/places/queryables", method: .get) { response in
                #expect(response.headers[.contentType] == "application/schema+json")
                let schema = try Self.json(response)
                #expect(schema["type"] as? String == "object")
                let properties = schema["properties"] as? [String: [String: Any]] ?? [:]
                #expect(properties["name"]?["type"] as? String == "string")
                #expect(properties["population"]?["type"] as? String == "integer")
                #expect(properties["geometry"]?["format"] as? String == "geometry-point")
            }
            try await client.execute(uri: "/collections/rivers/queryables", method: .get) { response in
                #expect(response.status == .notFound)
            }
        }
    }

    /// A bbox across the antimeridian (west > east) and latitudes of ±90 are valid (Part 1).
    @Test func bboxAcrossTheAntimeridianAndToThePoles() async throws {
        let app = try ServerTestApp.make()
        try await app.test(.router) { client in
            func matched(_ query: String) async throws -> Int {
                var n = -1
                try await client.execute(uri: "/collections/places/items?limit=1&" + query, method: .get) { response in
                    #expect(response.status == .ok, "\(query)")
                    n = try Self.json(response)["numberMatched"] as? Int ?? -1
                }
                return n
            }
            let all = try await matched("")
            #expect(all > 0)
            #expect(try await matched("bbox=-180,-90,180,90") == all)
            #expect(try await matched("bbox=10,-90,-170,90") == all, "10° E across the antimeridian to 170° W holds Czechia")
            #expect(try await matched("bbox=20,-90,-170,90") == 0)
        }
    }

    /// Places are named as the engine names them in the request's language.
    @Test func placesAreNamedInTheRequestsLanguage() async throws {
        let app = try ServerTestApp.make()
        try await app.test(.router) { client in
            for (id, lang, name) in [("geonames:3067696", "cs", "Praha"), ("geonames:3067696", "en", "Prague"),
                                     ("geonames:3068160", "cs", "Plzeň"), ("geonames:3068160", "en", "Pilsen")] {
                try await client.execute(uri: "/collections/places/items/\(id)?lang=\(lang)", method: .get) { response in
                    let properties = try Self.json(response)["properties"] as? [String: Any]
                    #expect(properties?["name"] as? String == name, "\(id) in \(lang)")
                }
            }
            try await client.execute(uri: "/collections/places/items?bbox=14.40,50.07,14.45,50.1&limit=100&lang=cs", method: .get) { response in
                let names = (try Self.json(response)["features"] as? [[String: Any]] ?? []).compactMap {
                    ($0["properties"] as? [String: Any])?["name"] as? String }
                #expect(names.contains("Praha") && !names.contains("Prague"), "\(names)")
            }
        }
    }

    @Test func badParametersAndUnknownIdsAreProblems() async throws {
        let app = try ServerTestApp.make()
        try await app.test(.router) { client in
            for (uri, status, parameter) in [("/collections/places/items?limit=0", HTTPResponse.Status.badRequest, "limit" as String?),
                                             ("/collections/places/items?offset=-3", .badRequest, "offset"),
                                             ("/collections/places/items?bbox=14,51,18,49", .badRequest, "bbox"),
                                             ("/collections/places/items?bbox=14,-91,18,49", .badRequest, "bbox"),
                                             ("/collections/places/items?bbox=14,49,181,50", .badRequest, "bbox"),
                                             ("/collections/rivers/items", .notFound, nil),
                                             ("/collections/regions/items/CZ-99", .notFound, nil)] {
                try await client.execute(uri: uri, method: .get) { response in
                    #expect(response.status == status, "\(uri)")
                    #expect(response.headers[.contentType] == Problem.mediaType)
                    let problem = try JSONDecoder().decode(Problem.self, from: Data(response.body.readableBytesView))
                    #expect(problem.parameter == parameter, "\(uri)")
                }
            }
            // A limit beyond the largest page is lowered to it (as the standard asks), not refused.
            try await client.execute(uri: "/collections/regions/items?limit=99999999", method: .get) { response in
                #expect(response.status == .ok)
                let page = try Self.json(response)
                #expect(page["numberReturned"] as? Int == 14)
            }
        }
    }
}
