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

    /// A strong ETag of the bytes (64-bit FNV-1a: the same on every server, so
    /// a CDN or a load balancer sees one tag per content).
    static func etag(of data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return "\"\(String(hash, radix: 16))-\(String(data.count, radix: 16))\""
    }
}

/// Dates in HTTP headers (IMF-fixdate, RFC 9110).
enum HTTPDate {
    static func format(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.string(from: date)
    }
}
