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
        guard isCurrent(ifNoneMatch: request.headers[.ifNoneMatch]) else { return nil }
        return Response(status: .notModified, headers: notModifiedHeaders(headers))
    }

    /// Whether an `If-None-Match` value names this version (its ETag, weakly or not, or `*`).
    func isCurrent(ifNoneMatch given: String?) -> Bool {
        guard let given else { return false }
        let tags = given.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        return tags.contains(where: { $0 == "*" || $0 == etag || $0 == "W/" + etag })
    }

    /// A 200 with `body` and the validators.
    func response(_ body: Data, headers: HTTPFields) -> Response {
        Response(status: .ok, headers: okHeaders(headers, bodyCount: body.count), body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }

    /// The headers of a 304: `headers` without a content type, with the validators.
    func notModifiedHeaders(_ headers: HTTPFields) -> HTTPFields {
        var h = headers
        h[.contentType] = nil
        apply(to: &h)
        return h
    }

    /// The headers of a 200 with a body of `bodyCount` bytes: `headers` with the validators and the length.
    func okHeaders(_ headers: HTTPFields, bodyCount: Int) -> HTTPFields {
        var h = headers
        apply(to: &h)
        h[.contentLength] = String(bodyCount)
        return h
    }

    private func apply(to headers: inout HTTPFields) {
        headers[.eTag] = etag
        headers[.cacheControl] = cacheControl
    }
}
