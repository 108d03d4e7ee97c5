import Foundation
import Hummingbird
import NIOCore
import Regio

/// JSON answers: encoded once, with the language they were made in.
enum JSONResponse {
    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    /// `value` as `application/json` (or `contentType`), with `Content-Language` and `Vary` when a language chose it.
    static func make<T: Encodable>(_ value: T, status: HTTPResponse.Status = .ok, language: Language? = nil,
                                   contentType: String = "application/json", headers extra: HTTPFields = HTTPFields()) throws -> Response {
        try data(encoder().encode(value), status: status, language: language, contentType: contentType, headers: extra)
    }

    /// Already encoded bytes.
    static func data(_ body: Data, status: HTTPResponse.Status = .ok, language: Language? = nil,
                     contentType: String = "application/json", headers extra: HTTPFields = HTTPFields()) -> Response {
        var headers = extra
        headers[.contentType] = contentType
        headers[.contentLength] = String(body.count)
        if let language {
            headers[.contentLanguage] = language.rawValue
            headers[.vary] = "Accept-Language"
        }
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }

    /// 204 No Content.
    static func noContent() -> Response { Response(status: .noContent) }
}
