import Foundation

/// The request for a collection, given its stored copy from the same URL:
/// validators (`If-None-Match`, `If-Modified-Since`) and `?since=` with the
/// server's own `Date` of the last answer, sent back verbatim — also as seed
/// 000's `X-Only-Modified-Since` header, so servers of either protocol answer
/// with the changes only. Without a copy from this URL it is a plain GET.
/// Every request carries the options' `Accept-Language` and `Authorization`.
struct ConditionalRequest {
    let url: URL
    /// The `since` value sent, if any.
    let since: String?
    let headers: [String: String]

    init(url source: URL, previous: SyncState?, options: SyncRequestOptions = SyncRequestOptions()) {
        var headers = ["Accept": "application/json"]
        if let language = options.acceptLanguage { headers["Accept-Language"] = language }
        if let credentials = options.credentials { headers["Authorization"] = credentials.authorization }
        var url = source
        var since: String?
        if let previous {
            if let etag = previous.etag { headers["If-None-Match"] = etag }
            // RFC 9110 §13.1.3: Last-Modified when given, else the server's Date of that answer.
            if let date = previous.lastModified ?? previous.serverDate { headers["If-Modified-Since"] = date }
            if let date = previous.serverDate, let withSince = Self.adding(since: date, to: source) {
                url = withSince
                since = date
                headers["X-Only-Modified-Since"] = date
            }
        }
        self.url = url
        self.since = since
        self.headers = headers
    }

    /// `source` with `since=<date>` added to its query (percent-encoded strictly).
    private static func adding(since date: String, to source: URL) -> URL? {
        guard var parts = URLComponents(url: source, resolvingAgainstBaseURL: false) else { return nil }
        var unreserved = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: Unicode.Scalar(0)...Unicode.Scalar(127)))
        unreserved.insert(charactersIn: "-._~")
        guard let value = date.addingPercentEncoding(withAllowedCharacters: unreserved) else { return nil }
        let item = "since=" + value
        parts.percentEncodedQuery = parts.percentEncodedQuery.map { $0.isEmpty ? item : $0 + "&" + item } ?? item
        return parts.url
    }
}
