import Foundation

/// A complete answer of the content server: the status, the headers the
/// engine uses, and the body (empty for a 304).
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
    /// Body bytes received over the wire (after transfer decoding).
    var bytesReceived: Int
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
