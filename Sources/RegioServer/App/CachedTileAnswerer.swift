import Foundation
import HTTPTypes
import Hummingbird
import struct HummingbirdCore.URI
import NIOCore
import NIOHTTPTypes
import Regio

/// Answers a tile that is in memory on the connection's event loop, without
/// the hop to Swift's task executor and back that every request through the
/// router pays (issue 28: a profile of cached tiles under wrk had most of the
/// time in those hops, not in the route).
///
/// It sits in the pipeline after Hummingbird's connection-state handler, so
/// the idle timeout, the request guard (keep-alive, `Connection: close`,
/// HTTP/1.0) and the byte meter see its answers as they see the router's. It
/// answers only what it can answer exactly as the router would:
///
/// - `GET` or `HEAD` of `/tiles/{z}/{x}/{y}.png` (or `@2x`), spelled as the
///   route spells it, with no body, no `Authorization` (a wrong token is the
///   router's 401) and a `Host` the ``AccessMiddleware`` accepts;
/// - a `?lang=` that is a language tag (``RequestLanguage``), a `?labels=` the
///   route takes, and a tile that
///   ``TileService/tileInMemory(_:)`` has;
/// - and only while no earlier request on the connection is still being
///   answered by the router (answers go out in the order of the requests).
///
/// Everything else, errors included, goes up to the router unchanged. The
/// answer's headers are ``TileRoutes/headers(of:)`` and ``Validators``', and
/// `Date` and `Server` as Hummingbird writes them (a test compares the two
/// paths' answers).
final class CachedTileAnswerer: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let tiles: TileService
    private let access: AccessMiddleware
    private let serverName: String
    /// Requests passed up to the router whose answers have not ended.
    private var routerRequestsOpen = 0
    /// The answer to the request being read, written once its end has arrived.
    private var pending: (head: HTTPResponse, body: ByteBuffer?)?
    /// The request being read is answered here: its parts go no further.
    private var answeringHere = false
    private var date = DateHeader()
    /// The last `Host` the access rules allowed on this connection (a browser sends the same one every time).
    private var allowedAuthority: String?

    init(tiles: TileService, configuration: ServerConfiguration, serverName: String) {
        self.tiles = tiles
        access = AccessMiddleware(configuration: configuration)
        self.serverName = serverName
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let request):
            if routerRequestsOpen == 0, let answer = answer(request) {
                pending = answer
                answeringHere = true
                return
            }
            answeringHere = false
            routerRequestsOpen += 1
            context.fireChannelRead(data)
        case .body:
            if !answeringHere { context.fireChannelRead(data) }
        case .end:
            guard answeringHere else { return context.fireChannelRead(data) }
            answeringHere = false
            guard let (head, body) = pending else { return }
            pending = nil
            context.write(wrapOutboundOut(.head(head)), promise: nil)
            if let body { context.write(wrapOutboundOut(.body(body)), promise: nil) }
            context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
        }
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) { routerRequestsOpen = max(0, routerRequestsOpen - 1) }
        context.write(data, promise: promise)
    }

    /// The answer to `request` when it is a cached tile the router would answer the same way; nil otherwise.
    func answer(_ request: HTTPRequest) -> (head: HTTPResponse, body: ByteBuffer?)? {
        guard request.method == .get || request.method == .head,
              let target = request.path, target.hasPrefix("/tiles/"), !target.utf8.contains(UInt8(ascii: "%")),
              request.headerFields[.contentLength] == nil, request.headerFields[.transferEncoding] == nil,
              request.headerFields[.authorization] == nil
        else { return nil }
        let uri = URI(target)
        let parts = uri.path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 5, parts[0].isEmpty, allowsHost(request),
              let language = try? RequestLanguage.of(lang: uri.queryParameters["lang"], acceptLanguage: request.headerFields[.acceptLanguage]),
              let names = try? TileRoutes.names(labels: uri.queryParameters["labels"]),
              let key = try? TileRoutes.key(z: String(parts[2]), x: String(parts[3]), file: String(parts[4]), language: language, names: names),
              let tile = tiles.tileInMemory(key)
        else { return nil }
        // The checks above are the router's own; what fails them goes to the router, which says why.

        let validators = Validators(etag: tile.etag, cacheControl: TileRoutes.cacheControl)
        var fields: HTTPFields
        let status: HTTPResponse.Status
        var body: ByteBuffer?
        if validators.isCurrent(ifNoneMatch: request.headerFields[.ifNoneMatch]) {
            status = .notModified
            fields = validators.notModifiedHeaders(TileRoutes.headers(of: key))
        } else {
            status = .ok
            fields = validators.okHeaders(TileRoutes.headers(of: key), bodyCount: tile.png.count)
            if request.method == .get { body = ByteBuffer(bytes: tile.png) }
        }
        fields[.date] = date.now()
        fields[.server] = serverName
        return (HTTPResponse(status: status, headerFields: fields), body)
    }

    /// ``AccessMiddleware/checkHost(_:)``, remembered for the connection's last allowed `Host`.
    private func allowsHost(_ request: HTTPRequest) -> Bool {
        if let authority = request.authority, authority == allowedAuthority,
           request.headerFields[AccessMiddleware.hostField] == nil { return true }
        guard (try? access.checkHost(request)) != nil else { return false }
        allowedAuthority = request.authority
        return true
    }
}

/// `Date` for answers: ``HTTPDate/format(_:)`` of now, formatted once a second.
private struct DateHeader {
    private var second = 0.0
    private var text = ""

    mutating func now() -> String {
        let now = Date().timeIntervalSince1970.rounded(.down)
        if now != second || text.isEmpty {
            second = now
            text = HTTPDate.format(Date(timeIntervalSince1970: now))
        }
        return text
    }
}
