import Foundation
import Hummingbird
import Testing
@testable import RegioServer

/// The web app's service worker may control the whole site (web/sw.js is
/// registered with scope "/"); no other answer carries the header.
@Suite struct ServiceWorkerScopeTests {
    static let webFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("web")

    @Test func theWorkerMayControlTheWholeSite() async throws {
        let app = try ServerTestApp.make { $0.webFolder = Self.webFolder }
        try await app.test(.router) { client in
            try await client.execute(uri: "/app/sw.js", method: .get) { response in
                #expect(response.headers[ServiceWorkerScopeMiddleware<RegioRequestContext>.header] == "/")
            }
            try await client.execute(uri: "/app/app.js", method: .get) { response in
                #expect(response.headers[ServiceWorkerScopeMiddleware<RegioRequestContext>.header] == nil)
            }
        }
    }
}
