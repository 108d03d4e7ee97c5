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
                    #expect(p["cluster_id"] as? String == f["id"] as? String)
                    #expect(p["point_count_abbreviated"] as? String == ClusterFeatureCollection.abbreviated(count))
                    total += count
                } else {
                    #expect(p["name"] is String)
                    total += 1
                }
            }
            #expect(total > 2_500)
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
        ("/api/clusters?bbox=-180,-85,180,85&zoom=20", "bbox"), ("/api/clusters?center=99,15&zoom=6", "center"),
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
