import Foundation
import Hummingbird
import NIOCore

/// Who may change the user's store: writes (`POST`, `PUT`, `PATCH`,
/// `DELETE`) come from a loopback peer or carry `Authorization: Bearer
/// <token>`; a server bound beyond loopback without a token takes none.
/// Bodies over the cap are refused (413) before they are read.
struct WriteAccessMiddleware: RouterMiddleware {
    typealias Context = RegioRequestContext
    let configuration: ServerConfiguration

    static let writeMethods: Set<HTTPRequest.Method> = [.post, .put, .patch, .delete]

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > configuration.maxBodyBytes {
            throw ProblemMapping.problem(status: .contentTooLarge, detail: nil)
        }
        if Self.writeMethods.contains(request.method) {
            try check(request, peer: context.remoteAddress)
        }
        return try await next(request, context)
    }

    /// Throws 403 (read-only server, or no right) or 401 (a token is expected) when this write is not allowed.
    func check(_ request: Request, peer: SocketAddress?) throws {
        if configuration.isReadOnly {
            throw Problem(status: .forbidden, kind: "read-only", title: "Read-only server",
                          detail: "this server listens on \(configuration.host) without a token, so it takes no writes; "
                          + "start it with --token-file to allow them")
        }
        if let token = configuration.token, let given = Self.bearer(request) {
            guard Self.constantTimeEqual(given, token) else {
                throw Problem(status: .unauthorized, kind: "bad-token", title: "Wrong token",
                              detail: "the bearer token does not match the server's --token-file")
            }
            return
        }
        if PeerAddress.isLoopback(peer) { return }
        if configuration.token != nil {
            throw Problem(status: .unauthorized, kind: "token-required", title: "Token required",
                          detail: "writes from another machine need Authorization: Bearer <token>")
        }
        throw Problem(status: .forbidden, kind: "loopback-only", title: "Writes from this machine only",
                      detail: "favourites and quiz attempts can be changed only from the machine the server runs on")
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
