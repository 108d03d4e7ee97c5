import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import RegioServer

@Suite struct ProblemTests {
    @Test func unknownRouteIsProblemJSON() async throws {
        let app = try ServerTestApp.make()
        try await app.test(.router) { client in
            try await client.execute(uri: "/no/such/route", method: .get) { response in
                #expect(response.status == .notFound)
                #expect(response.headers[.contentType] == Problem.mediaType)
                let problem = try JSONDecoder().decode(Problem.self, from: Data(response.body.readableBytesView))
                #expect(problem.statusCode == 404)
                #expect(problem.type.hasPrefix(Problem.typeBase))
            }
        }
    }
}
