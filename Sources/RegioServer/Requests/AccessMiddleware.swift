import Foundation
import HTTPTypes
import Hummingbird
import Regio
import NIOCore

/// Decides, once per request, who it speaks for (``RegioRequestContext/access``),
/// and refuses what no page or peer may do:
///
/// - a request without exactly one `Host`, or with a host that is not this
///   server's (``HostRule``): 400, so that a page reaching the server through
///   a name of its own (DNS rebinding) gets nothing;
/// - a wrong bearer token: 401 with `WWW-Authenticate`;
/// - a write (`POST`, `PUT`, `PATCH`, `DELETE`) made by another site's page
///   (an `Origin` other than the server's own, or `Sec-Fetch-Site` other than
///   `same-origin` or `none`): 403;
/// - a write from a visitor (neither this machine nor the token): 401 or 403;
/// - a write with a body that is not `application/json`: 415 (a page can send
///   `text/plain` without asking the server first; JSON it cannot);
/// - a body over the cap: 413, before it is read.
///
/// Reads of the user's own data check the access with ``OwnerOnlyMiddleware``.
struct AccessMiddleware: RouterMiddleware {
    typealias Context = RegioRequestContext
    let configuration: ServerConfiguration
    let hosts: HostRule

    init(configuration: ServerConfiguration) {
        self.configuration = configuration
        hosts = HostRule(boundHost: configuration.host, allowed: configuration.allowedHosts)
    }

    static let writeMethods: Set<HTTPRequest.Method> = [.post, .put, .patch, .delete]
    static let hostField = HTTPField.Name("Host")!
    static let secFetchSite = HTTPField.Name("Sec-Fetch-Site")!

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > configuration.maxBodyBytes {
            throw ProblemMapping.problem(status: .contentTooLarge, detail: nil)
        }
        try checkHost(request.head)
        var context = context
        context.access = try access(of: request, peer: context.remoteAddress)
        if Self.writeMethods.contains(request.method) {
            if context.access != .owner || configuration.isReadOnly {
                throw refusal(request, what: .write)
            }
            try checkContentType(request)
        }
        return try await next(request, context)
    }

    /// Exactly one `Host`, naming this server.
    func checkHost(_ request: HTTPRequest) throws {
        guard let authority = request.authority, !authority.isEmpty else {
            throw Problem(status: .badRequest, kind: "bad-host", message: Message(.httpNoHost))
        }
        guard request.headerFields[Self.hostField] == nil else {
            throw Problem(status: .badRequest, kind: "bad-host", message: Message(.httpTwoHosts))
        }
        guard hosts.allows(authority) else {
            throw Problem(status: .badRequest, kind: "host-not-allowed",
                          message: Message(.httpHostNotAllowed, ["name": String(authority.prefix(100))]))
        }
    }

    /// The owner: the right token, or this machine, and in both cases not another site's page.
    /// (A read-only server's owner reads, but writes nothing.)
    func access(of request: Request, peer: SocketAddress?) throws -> RequestAccess {
        if crossSite(request) != nil { return .visitor }
        if let token = configuration.token, let given = Self.bearer(request) {
            guard Self.constantTimeEqual(given, token) else {
                throw Problem(status: .unauthorized, kind: "bad-token",
                              message: Message(.httpWrongToken),
                              headers: Self.challenge(error: "invalid_token"))
            }
            return .owner
        }
        return PeerAddress.isLoopback(peer) ? .owner : .visitor
    }

    /// Why the request comes from another site's page, or nil when it does not.
    func crossSite(_ request: Request) -> Message? {
        if let site = request.headers[Self.secFetchSite]?.lowercased(), site != "same-origin", site != "none" {
            return Message(.httpCrossSiteFetch, ["site": String(site.prefix(20))])
        }
        if let origin = request.headers[.origin], !Self.isSameOrigin(origin, host: request.head.authority ?? "") {
            return Message(.httpCrossSiteOrigin, ["origin": String(origin.prefix(100))])
        }
        return nil
    }

    /// Whether `origin` (`http://host:port`) is the origin a browser gives this server's own pages.
    static func isSameOrigin(_ origin: String, host: String) -> Bool {
        let lowered = origin.lowercased()
        for (scheme, port) in [("http://", ":80"), ("https://", ":443")] where lowered.hasPrefix(scheme) {
            let authority = String(lowered.dropFirst(scheme.count))
            let requested = host.lowercased()
            return authority == requested || authority + port == requested || authority == requested + port
        }
        return false
    }

    /// What a request that is not the owner's gets: 403 from another site's page or on a
    /// read-only server, 401 (with a challenge) when a token would do, 403 otherwise.
    func refusal(_ request: Request, what: GuardedAction) -> Problem {
        if let reason = crossSite(request) {
            return Problem(status: .forbidden, kind: "cross-site",
                           message: Message(.httpRefusedCrossSite, ["action": what.text, "reason": reason]))
        }
        if configuration.isReadOnly && what == .write {
            return Problem(status: .forbidden, kind: "read-only",
                           message: Message(.httpReadOnly, ["host": configuration.host, "action": what.text]))
        }
        if configuration.token != nil {
            return Problem(status: .unauthorized, kind: "token-required",
                           message: Message(.httpTokenRequired, ["action": what.text]),
                           headers: Self.challenge(error: nil))
        }
        return Problem(status: .forbidden, kind: "loopback-only",
                       message: Message(.httpLoopbackOnly, ["action": what.text]))
    }

    /// A JSON body is sent as JSON: `application/json` or `application/…+json`.
    func checkContentType(_ request: Request) throws {
        let length = request.headers[.contentLength].flatMap { Int($0) }
        guard length.map({ $0 > 0 }) ?? (request.headers[.transferEncoding] != nil) else { return }
        let type = request.headers[.contentType]?.split(separator: ";").first?
            .trimmingCharacters(in: .whitespaces).lowercased() ?? ""
        guard type == "application/json" || (type.hasPrefix("application/") && type.hasSuffix("+json")) else {
            throw Problem(status: .unsupportedMediaType, kind: "unsupported-media-type",
                          message: type.isEmpty ? Message(.httpUnsupportedMediaType)
                            : Message(.httpUnsupportedMediaTypeGot, ["type": String(type.prefix(60))]))
        }
    }

    /// `WWW-Authenticate: Bearer realm="regio"` (RFC 6750), with the error when a token was wrong.
    static func challenge(error: String?) -> HTTPFields {
        var fields = HTTPFields()
        fields[.wwwAuthenticate] = #"Bearer realm="regio""# + (error.map { #", error="\#($0)""# } ?? "")
        return fields
    }

    /// The token of `Authorization: Bearer <token>`.
    static func bearer(_ request: Request) -> String? {
        guard let value = request.headers[.authorization] else { return nil }
        let parts = value.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
        return parts[1].trimmingCharacters(in: .whitespaces)
    }

    /// Compares without leaking where the first difference is.
    static func constantTimeEqual(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        var difference = UInt8(x.count == y.count ? 0 : 1)
        for i in 0..<max(x.count, y.count) {
            difference |= (i < x.count ? x[i] : 0) ^ (i < y.count ? y[i] : 0)
        }
        return difference == 0
    }
}

/// What a visitor was refused, for the problem's words.
enum GuardedAction: Equatable {
    case write, privateRead

    var text: Message {
        switch self {
        case .write: return Message(.httpActionWrite)
        case .privateRead: return Message(.httpActionPrivateRead)
        }
    }
}

/// Guards a route group of the user's own data (favourites, attempts, quiz
/// history): only the owner reads it, so a server bound beyond loopback
/// shows another machine no one's notes and scores without the token.
struct OwnerOnlyMiddleware: RouterMiddleware {
    typealias Context = RegioRequestContext
    let access: AccessMiddleware

    init(configuration: ServerConfiguration) {
        access = AccessMiddleware(configuration: configuration)
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard context.access == .owner else {
            throw access.refusal(request, what: .privateRead)
        }
        return try await next(request, context)
    }
}
