import Foundation
import HTTPTypes
import Hummingbird
import Regio
import Testing
@testable import RegioServer

@Suite struct ClusterRouteTests {
    static let czechia = "bbox=12.0,48.5,18.9,51.1"

    @Test func bboxAndZoomGiveSuperclusterFeatures() async throws {
        try await ServerTestApp.make().test(.router) { client in
            let r = try await client.get("/api/clusters?\(Self.czechia)&zoom=6")
            #expect(r.status == .ok)
            let features = try #require((try r.json() as? [String: Any])?["features"] as? [[String: Any]])
            #expect(!features.isEmpty)
            var total = 0
            for f in features {
                let p = try #require(f["properties"] as? [String: Any])
                if p["cluster"] as? Bool == true {
                    let count = try #require(p["point_count"] as? Int)
                    // Numbers where supercluster has numbers.
                    let text = try #require(f["id"] as? String)
                    let id = try #require(ClusterID(text))
                    #expect(p["cluster_id"] as? Int == id.number)
                    if count < 1_000 {
                        #expect(p["point_count_abbreviated"] as? Int == count)
                    } else {
                        #expect(p["point_count_abbreviated"] as? String == ClusterFeatureCollection.abbreviated(count))
                    }
                    total += count
                } else {
                    #expect(p["name"] is String)
                    // The category in the request's language, as the place card and the list say it.
                    #expect((p["categoryName"] as? String).map { !$0.isEmpty } == true, "\(p)")
                    total += 1
                }
            }
            #expect(total > 2_500)
        }
    }

    /// The total of the points in a cluster answer.
    static func total(_ r: TestResponse) throws -> Int {
        let features = try #require((try r.json() as? [String: Any])?["features"] as? [[String: Any]])
        return features.reduce(0) { sum, f in
            let p = f["properties"] as? [String: Any]
            return sum + (p?["cluster"] as? Bool == true ? (p?["point_count"] as? Int ?? 0) : 1)
        }
    }

    /// As supercluster's getClusters: the whole world at any zoom, and a box across
    /// the antimeridian (west > east) as the two boxes on either side of it.
    @Test func theWholeWorldAndBoxesAcrossTheAntimeridian() async throws {
        try await ServerTestApp.make().test(.router) { client in
            let all = try Self.total(try await client.get("/api/clusters?\(Self.czechia)&zoom=0"))
            #expect(all > 2_500)
            for uri in ["/api/clusters?bbox=-180,-85,180,85&zoom=0", "/api/clusters?bbox=-180,-90,180,90&zoom=3",
                        "/api/clusters?bbox=-180,-85,180,85&zoom=6", "/api/clusters?bbox=10,-90,5,90&zoom=2"] {
                let r = try await client.get(uri)
                #expect(r.status == .ok, "\(uri): \(r.text.prefix(300))")
                #expect(try Self.total(r) == all, "\(uri)")
            }
            // West 10 to east -170 across the antimeridian holds Czechia (12–19° E); 20 to -170 does not.
            #expect(try Self.total(try await client.get("/api/clusters?bbox=10,40,-170,60&zoom=5")) == all)
            let east = try await client.get("/api/clusters?bbox=20,40,-170,60&zoom=5")
            #expect(east.status == .ok)
            #expect(try Self.total(east) == 0)
        }
    }

    @Test func clusterIDsAreNumbersTheRoutesTake() async throws {
        let id = try ClusterID(parsing: "c7-123")
        #expect(id.number == 123 * 32 + 8)
        #expect(ClusterID(String(id.number)) == id)
        #expect(ClusterID(number: ClusterID.place(5).number) == .place(5))
        #expect(ClusterID("99999999999999999") == nil)
        try await ServerTestApp.make().test(.router) { client in
            let r = try await client.get("/api/clusters?center=49.8,15.5&zoom=7&size=800x600")
            let features = try #require((try r.json() as? [String: Any])?["features"] as? [[String: Any]])
            let cluster = try #require(features.first { ($0["properties"] as? [String: Any])?["cluster"] as? Bool == true })
            let number = try #require((cluster["properties"] as? [String: Any])?["cluster_id"] as? Int)
            let byNumber = try await client.get("/api/clusters/\(number)/expansion-zoom")
            let name = try #require(cluster["id"] as? String)
            let byName = try await client.get("/api/clusters/\(name)/expansion-zoom")
            #expect(byNumber.status == .ok)
            #expect(byNumber.text == byName.text)
        }
    }

    @Test func rotatedViewAndNavigation() async throws {
        try await ServerTestApp.make().test(.router) { client in
            let r = try await client.get("/api/clusters?center=49.8,15.5&zoom=7&size=800x600&bearing=30")
            #expect(r.status == .ok)
            let features = try #require((try r.json() as? [String: Any])?["features"] as? [[String: Any]])
            let cluster = try #require(features.first { ($0["properties"] as? [String: Any])?["cluster"] as? Bool == true })
            let id = try #require(cluster["id"] as? String)
            let count = try #require((cluster["properties"] as? [String: Any])?["point_count"] as? Int)
            let zoom = try #require(try await client.get("/api/clusters/\(id)/expansion-zoom").json() as? [String: Int])
            #expect(zoom["zoom"] == 8)
            let children = try #require((try await client.get("/api/clusters/\(id)/children").json() as? [String: Any])?["features"] as? [[String: Any]])
            #expect(children.count >= 2)
            let leaves = try #require((try await client.get("/api/clusters/\(id)/leaves?limit=5&offset=1").json() as? [String: Any])?["features"] as? [[String: Any]])
            #expect(leaves.count == min(5, count - 1))
        }
    }

    @Test func categoryFilterKeepsOnlyThatCategory() async throws {
        try await ServerTestApp.make().test(.router) { client in
            let r = try await client.get("/api/clusters?\(Self.czechia)&zoom=12&category=town")
            #expect(r.status == .ok)
            let unknown = try await client.get("/api/clusters?\(Self.czechia)&zoom=6&category=spaceport")
            #expect(unknown.status == .badRequest)
            #expect(try unknown.problem().parameter == "category")
        }
    }

    @Test(arguments: [
        ("/api/clusters?bbox=18,50,14,49&zoom=6", "bbox"), ("/api/clusters?bbox=1,2,3&zoom=6", "bbox"),
        ("/api/clusters?bbox=12,48,19,51&zoom=99", "zoom"), ("/api/clusters?bbox=12,48,19,51", "zoom"),
        ("/api/clusters?bbox=-180,-91,180,85&zoom=2", "bbox"), ("/api/clusters?bbox=-181,-85,180,85&zoom=2", "bbox"),
        ("/api/clusters?bbox=12,51,19,48&zoom=2", "bbox"), ("/api/clusters?center=99,15&zoom=6", "center"),
        ("/api/clusters?center=49,15&zoom=6&size=0x10", "size"), ("/api/clusters?center=49,15&zoom=6&bearing=inf", "bearing"),
        ("/api/clusters", "bbox"), ("/api/clusters/zzz/children", "id"), ("/api/clusters/c6-1/leaves?limit=5000", "limit"),
        ("/api/clusters/c6-1/leaves?offset=-3", "offset"),
    ])
    func badParametersAreNamed(uri: String, parameter: String) async throws {
        try await ServerTestApp.make().test(.router) { client in
            let r = try await client.get(uri)
            #expect(r.status == .badRequest, "\(uri): \(r.status)")
            #expect(try r.problem().parameter == parameter, "\(uri): \(r.text)")
        }
    }

    @Test func abbreviationsFollowSupercluster() {
        #expect(ClusterFeatureCollection.abbreviated(999) == "999")
        #expect(ClusterFeatureCollection.abbreviated(1_234) == "1.2k")
        #expect(ClusterFeatureCollection.abbreviated(2_000) == "2k")
        #expect(ClusterFeatureCollection.abbreviated(15_400) == "15k")
    }
}
