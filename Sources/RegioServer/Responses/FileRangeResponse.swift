import Foundation
import Hummingbird
import Regio

/// A file sent whole or by byte ranges (``ByteRange``), streamed from disk:
/// what a browser's `<video>` needs to start quickly and to seek.
enum FileRangeResponse {
    static func make(_ request: Request, file url: URL, cacheControl: String, context: some RequestContext) async throws -> Response {
        guard let file = StaticFolder.regularFile(at: url) else {
            throw Problem.notFound(Message(.httpFileNamedUnreadable, ["file": url.lastPathComponent]))
        }
        var headers = HTTPFields()
        headers[.contentType] = file.contentType
        headers[.acceptRanges] = "bytes"
        headers[.lastModified] = HTTPDate.format(file.modified)
        headers[.eTag] = file.etag
        headers[.cacheControl] = cacheControl
        let validators = Validators(etag: file.etag, cacheControl: cacheControl)
        if let notModified = validators.notModified(request, headers: headers) { return notModified }
        let range = ByteRange(header: request.headers[.range], size: file.size)
        switch range {
        case .unsatisfiable:
            throw Problem(status: .rangeNotSatisfiable, kind: "range-not-satisfiable",
                          message: Message(.httpRangeUnsatisfiable, ["n": file.size, "range": request.headers[.range] ?? ""]),
                          parameter: "Range", headers: [.contentRange: "bytes */\(file.size)"])
        case .whole:
            headers[.contentLength] = String(file.size)
            guard file.size > 0 else { return Response(status: .ok, headers: headers) }
            let body = try await FileIO().loadFile(path: url.path, range: 0...(file.size - 1), context: context)
            return Response(status: .ok, headers: headers, body: body)
        case .part(let bytes):
            headers[.contentLength] = String(bytes.count)
            headers[.contentRange] = "bytes \(bytes.lowerBound)-\(bytes.upperBound)/\(file.size)"
            let body = try await FileIO().loadFile(path: url.path, range: bytes, context: context)
            return Response(status: .partialContent, headers: headers, body: body)
        }
    }
}
