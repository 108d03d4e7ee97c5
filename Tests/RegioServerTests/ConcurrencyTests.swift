import Foundation
import HTTPTypes
import Hummingbird
import Testing
@testable import RegioServer

/// Many requests at once on the one shared engine: every good one gets its
/// right answer, and the failing ones (bad input, unknown ids) disturb none.
@Suite struct ConcurrencyTests {
    @Test func parallelRequestsOnTheSharedEngine() async throws {
        try await ServerTestApp.make().test(.live) { client in
            let good: [(String, @Sendable (TestResponse) throws -> Bool)] = [
                ("/api/search?q=brno&limit=1", { r in r.text.contains("\"Brno\"") }),
                ("/api/clusters?bbox=12,48.5,19,51.1&zoom=7", { r in r.text.contains("point_count") }),
                ("/api/regions?lang=en", { r in r.text.contains("CZ-64") }),
                ("/tiles/6/34/21.png", { r in r.headers[.contentType] == "image/png" }),
                ("/api/places/geonames:3061284", { r in r.text.contains("Dvůr Králové") }),
            ]
            let bad = ["/api/clusters?bbox=1,2&zoom=3", "/api/places/geonames:1", "/tiles/30/0/0.png", "/api/search?q=x&limit=-5"]
            try await withThrowingTaskGroup(of: (String, Bool).self) { group in
                for round in 0..<12 {
                    for (uri, check) in good {
                        group.addTask {
                            let r = try await client.get(uri)
                            let passed = try r.status == .ok && check(r)
                            return (uri, passed)
                        }
                    }
                    let failing = bad[round % bad.count]
                    group.addTask {
                        let r = try await client.get(failing)
                        return (failing, (400..<500).contains(r.status.code) && r.headers[.contentType] == Problem.mediaType)
                    }
                }
                var answered = 0
                for try await (uri, ok) in group {
                    #expect(ok, "\(uri)")
                    answered += 1
                }
                #expect(answered == 12 * (good.count + 1))
            }
        }
    }
}
