import HTTPTypes
import NIOCore
import NIOHTTP1

/// One complete HTTP response as a test sees it: status, header fields and
/// the whole body (empty for HEAD, 204 and 304).
struct TestResponse: Sendable {
    let status: HTTPResponse.Status
    let headers: HTTPFields
    let body: ByteBuffer

    /// The response read off the wire by NIOHTTP1, in HTTPTypes' terms.
    init(head: HTTPResponseHead, body: ByteBuffer) {
        status = HTTPResponse.Status(code: Int(head.status.code), reasonPhrase: head.status.reasonPhrase)
        var fields = HTTPFields()
        for (name, value) in head.headers {
            if let name = HTTPField.Name(name) { fields.append(HTTPField(name: name, value: value)) }
        }
        headers = fields
        self.body = body
    }
}
