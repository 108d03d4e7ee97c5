import Foundation

/// How the sync engine speaks HTTP: one GET, answered with the status, the
/// headers and the body. ``URLSessionTransport`` goes over the network; tests
/// give the engine an in-memory transport to drive its logic without a server.
///
/// A transport does the input and output and keeps to the request's limits:
/// it stops a body at ``SyncLimits/maxBodyBytes`` (``SyncError/bodyTooLarge(url:limit:size:)``),
/// gives up after the time-outs (``SyncError/timedOut(url:seconds:)``), keeps no
/// more than ``TransportRequest/errorPageBytes`` of a body whose status is not
/// 200 or 304, and reports a body cut short of its Content-Length as
/// ``SyncError/truncated(url:expected:received:)``. Everything else (statuses,
/// content type, the body's shape) the engine checks itself.
///
/// ```swift
/// let engine = try SyncEngine(store: store, server: server, transport: URLSessionTransport())
/// ```
public protocol SyncTransport: Sendable {
    /// Performs `request`; throws a ``SyncError`` naming the URL when no answer could be had.
    func get(_ request: TransportRequest) async throws(SyncError) -> TransportResponse
}

/// One GET as the engine asks for it.
public struct TransportRequest: Sendable, Hashable {
    /// Bytes of an error page (a status other than 200 and 304) a transport keeps for the message.
    public static let errorPageBytes = 4096

    public var url: URL
    /// Request headers (`Accept`, `If-None-Match`, `If-Modified-Since`).
    public var headers: [String: String]
    public var limits: SyncLimits

    public init(url: URL, headers: [String: String], limits: SyncLimits) {
        self.url = url; self.headers = headers; self.limits = limits
    }
}

/// An answer as a transport received it, not yet checked by the engine.
public struct TransportResponse: Sendable, Hashable {
    public var status: Int
    /// Header fields by lower-case name.
    public var headers: [String: String]
    /// The body after content decoding (at most ``TransportRequest/errorPageBytes`` for an error status).
    public var body: Data

    public init(status: Int, headers: [String: String], body: Data) {
        self.status = status
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { a, _ in a })
        self.body = body
    }

    /// The value of a header field, by name in any case.
    public func header(_ name: String) -> String? { headers[name.lowercased()] }
}
