import Foundation

/// A complete answer of the content server, checked: a 200 with a JSON body
/// or a 304, with the headers the engine uses.
struct HTTPResponse: Sendable {
    /// The URL that was requested (with the `since` query when one was sent).
    var url: URL
    var status: Int
    /// The server's `Date` header, verbatim: the server's time for the next request.
    var date: String?
    var etag: String?
    var lastModified: String?
    var contentType: String?
    var body: Data
    /// Body bytes received (after content decoding).
    var bytesReceived: Int

    /// Checks a transport's answer: only a 200 with a JSON content type, or a
    /// 304, is an answer; any other status is an error with the first line of
    /// the error page.
    init(checking response: TransportResponse, url: URL) throws(SyncError) {
        let name = url.absoluteString
        switch response.status {
        case 200:
            let type = response.header("Content-Type")
            guard JSONContentType.accepts(type) else { throw .wrongContentType(url: name, found: type) }
        case 304:
            break
        default:
            throw .httpStatus(url: name, status: response.status, reason: Self.firstLine(of: response.body))
        }
        self.url = url
        status = response.status
        date = response.header("Date")
        etag = response.header("ETag")
        lastModified = response.header("Last-Modified")
        contentType = response.header("Content-Type")
        body = response.status == 304 ? Data() : response.body
        bytesReceived = response.body.count
    }

    /// The first line of an error page, at most 200 characters.
    private static func firstLine(of page: Data) -> String {
        let text = String(decoding: page.prefix(TransportRequest.errorPageBytes), as: UTF8.self)
        let line: String = text.split(whereSeparator: { $0.isNewline }).first.map { String($0) } ?? ""
        let short: String = line.count > 200 ? String(line.prefix(200)) + "…" : line
        return short.trimmingCharacters(in: .whitespaces)
    }
}

/// Which `Content-Type` values count as JSON.
enum JSONContentType {
    /// `application/json`, `text/json` or any `…/…+json`; a charset, when given, must be UTF-8.
    static func accepts(_ header: String?) -> Bool {
        guard let header else { return false }
        let parts = header.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        guard let media = parts.first else { return false }
        guard media == "application/json" || media == "text/json" || (media.hasSuffix("+json") && media.contains("/")) else {
            return false
        }
        for parameter in parts.dropFirst() where parameter.hasPrefix("charset=") {
            let charset = parameter.dropFirst("charset=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            if charset != "utf-8" && charset != "utf8" { return false }
        }
        return true
    }
}
