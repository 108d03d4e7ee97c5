import Foundation
import Hummingbird
import NIOCore

/// The validators of an answer (ETag, Cache-Control) and the conditional GET
/// they allow: `If-None-Match` naming the ETag (or `*`) gets 304 with no body.
struct Validators: Sendable {
    /// A strong entity tag, quoted.
    let etag: String
    let cacheControl: String

    /// A 304 when the request already has this version; nil otherwise.
    func notModified(_ request: Request, headers: HTTPFields = HTTPFields()) -> Response? {
        guard let given = request.headers[.ifNoneMatch] else { return nil }
        let tags = given.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard tags.contains(where: { $0 == "*" || $0 == etag || $0 == "W/" + etag }) else { return nil }
        var h = headers
        h[.contentType] = nil
        apply(to: &h)
        return Response(status: .notModified, headers: h)
    }

    /// A 200 with `body` and the validators.
    func response(_ body: Data, headers: HTTPFields) -> Response {
        var h = headers
        apply(to: &h)
        h[.contentLength] = String(body.count)
        return Response(status: .ok, headers: h, body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }

    private func apply(to headers: inout HTTPFields) {
        headers[.eTag] = etag
        headers[.cacheControl] = cacheControl
    }
}
