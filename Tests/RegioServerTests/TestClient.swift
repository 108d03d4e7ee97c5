import HTTPTypes
import NIOCore
import NIOHTTP1
import NIOPosix

/// A minimal HTTP/1.1 client for the server tests: one connection per
/// request (so tasks may send at once), the response read whole, redirects
/// not followed (tests look at the 3xx themselves). It runs on NIO's shared
/// event loops, so there is no group of its own to shut down.
struct TestClient: Sendable {
    /// Where the application under test listens (TCP or a Unix domain socket).
    let address: SocketAddress

    /// How long a request may take before its connection is closed and it fails.
    static let timeout: TimeAmount = .seconds(120)

    /// Sends one request and reads its response. Sends `Host: localhost`
    /// unless `headers` name a host or `sendsHost` is false, and `Content-Length` with every body.
    func executeRequest(uri: String, method: HTTPRequest.Method, headers: HTTPFields = [:],
                        body: ByteBuffer? = nil, sendsHost: Bool = true) async throws -> TestResponse {
        var head = Self.requestHead(uri: uri, method: method, headers: headers, body: body)
        if !sendsHost { head.headers.remove(name: "Host") }
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connect(to: address) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHTTPClientHandlers()
                    return try NIOAsyncChannel<HTTPClientResponsePart, HTTPClientRequestPart>(wrappingChannelSynchronously: channel)
                }
            }
        let deadline = channel.channel.eventLoop.scheduleTask(in: Self.timeout) { [channel = channel.channel] in
            channel.close(promise: nil)
        }
        defer { deadline.cancel() }
        return try await channel.executeThenClose { inbound, outbound in
            // The whole request in one write: a server that answers at once (a cached tile) and
            // closes (`Connection: close`) must not find a part of it still on its way.
            try await outbound.write(contentsOf: [.head(head)] + (body.map { [.body(.byteBuffer($0))] } ?? []) + [.end(nil)])

            var responseHead: HTTPResponseHead?
            var responseBody = ByteBuffer()
            for try await part in inbound {
                switch part {
                case .head(let head): responseHead = head
                case .body(var chunk): responseBody.writeBuffer(&chunk)
                case .end:
                    guard let responseHead else { throw TestClientError.incompleteResponse(uri) }
                    return TestResponse(head: responseHead, body: responseBody)
                }
            }
            throw TestClientError.incompleteResponse(uri)
        }
    }

    /// Sends one request and hands its response to `check`.
    @discardableResult
    func execute<Value>(uri: String, method: HTTPRequest.Method, headers: HTTPFields = [:], body: ByteBuffer? = nil,
                        testCallback check: (TestResponse) async throws -> Value = { $0 }) async throws -> Value {
        try await check(executeRequest(uri: uri, method: method, headers: headers, body: body))
    }

    /// The request line and header block as NIOHTTP1 writes them.
    static func requestHead(uri: String, method: HTTPRequest.Method, headers: HTTPFields, body: ByteBuffer?) -> HTTPRequestHead {
        var fields = HTTPHeaders()
        for field in headers { fields.add(name: field.name.rawName, value: field.value) }
        if !fields.contains(name: "host") { fields.add(name: "Host", value: "localhost") }
        if body != nil || [.post, .put, .patch].contains(method) {
            fields.replaceOrAdd(name: "Content-Length", value: String(body?.readableBytes ?? 0))
        }
        fields.replaceOrAdd(name: "Connection", value: "close")
        return HTTPRequestHead(version: .http1_1, method: HTTPMethod(rawValue: method.rawValue), uri: uri, headers: fields)
    }
}

/// What the test client reports when the server does not answer properly.
enum TestClientError: Error, CustomStringConvertible {
    /// The connection closed (or timed out) before a whole response came.
    case incompleteResponse(String)

    var description: String {
        switch self {
        case .incompleteResponse(let uri):
            "no complete response to \(uri): the connection closed, or \(TestClient.timeout.nanoseconds / 1_000_000_000) s passed"
        }
    }
}
