import Hummingbird
import Logging
import Testing

/// The tests' HTTP client on a tiny application of its own: chunked bodies,
/// HEAD answers without one, redirects left for the test to see, both modes.
@Suite struct TestClientTests {
    static func app() -> some ApplicationProtocol {
        let router = Router()
        router.get("/chunked") { _, _ in
            Response(status: .ok, body: ResponseBody { writer in
                try await writer.write(ByteBuffer(string: "one,"))
                try await writer.write(ByteBuffer(string: "two"))
                try await writer.finish(nil)
            })
        }
        router.head("/sized") { _, _ in Response(status: .ok, headers: [.contentLength: "1234"]) }
        router.get("/moved") { _, _ in Response(status: .seeOther, headers: [.location: "/chunked"]) }
        router.post("/echo") { request, _ in
            Response(status: .ok, body: ResponseBody(byteBuffer: try await request.body.collect(upTo: 1 << 20)))
        }
        var logger = Logger(label: "test-client-tests")
        logger.logLevel = .warning
        return Application(router: router, logger: logger)
    }

    @Test(arguments: [TestMode.router, .live])
    func chunkedHeadRedirectAndBody(mode: TestMode) async throws {
        try await Self.app().test(mode) { client in
            let chunked = try await client.get("/chunked")
            #expect(chunked.headers[.transferEncoding] == "chunked")
            #expect(chunked.text == "one,two")

            let head = try await client.executeRequest(uri: "/sized", method: .head)
            #expect(head.status == .ok)
            #expect(head.headers[.contentLength] == "1234")
            #expect(head.body.readableBytes == 0)

            let moved = try await client.get("/moved")
            #expect(moved.status == .seeOther)
            #expect(moved.headers[.location] == "/chunked")

            let echoed = try await client.send(.post, "/echo", json: #"{"a":1}"#)
            #expect(echoed.text == #"{"a":1}"#)
        }
    }
}
