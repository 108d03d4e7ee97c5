import Foundation

/// The base address of a content server: an absolute `http` or `https` URL
/// without query, fragment or credentials. It is kept without a trailing
/// slash, so `http://host/api/` and `http://host/api` are the same server.
///
/// ```swift
/// let server = try ContentServer("https://content.example.org/api/")
/// server.url(for: "places.json")   // https://content.example.org/api/places.json
/// ```
public struct ContentServer: Sendable, Hashable, CustomStringConvertible {
    /// The normalised base URL (lower-case scheme and host, no trailing slash).
    public let url: URL

    /// Parses and normalises a base address typed by a user.
    public init(_ string: String) throws(SyncError) {
        let trimmed = string.trimmingCharacters(in: .whitespaces)
        guard var parts = URLComponents(string: trimmed) else {
            if trimmed.contains("@") { throw .invalidURL("(an address with credentials)", reason: "it is not a URL") }
            throw .invalidURL(string, reason: "it is not a URL")
        }
        guard let scheme = parts.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw .invalidURL(string, reason: "only http:// and https:// addresses are supported")
        }
        guard let host = parts.host, !host.isEmpty else {
            throw .invalidURL(string, reason: "the address has no host")
        }
        guard parts.query == nil, parts.fragment == nil else {
            throw .invalidURL(string, reason: "the base address must not have a query (?…) or fragment (#…)")
        }
        guard parts.user == nil, parts.password == nil else {
            // The address is shown without its credentials: they must not reach logs or the screen.
            parts.user = nil
            parts.password = nil
            throw .invalidURL(parts.string ?? "(the address)", reason: "do not put credentials in the address (they would stay in "
                              + "the shell history); \(SyncCredentials.whereToPutThem)")
        }
        parts.scheme = scheme
        parts.host = host.lowercased()
        while parts.path.hasSuffix("/") { parts.path.removeLast() }
        guard let url = parts.url else { throw .invalidURL(string, reason: "it is not a URL") }
        self.url = url
    }

    /// The server of an already validated URL string (as kept in the store).
    public init(url: URL) throws(SyncError) {
        try self.init(url.absoluteString)
    }

    /// The URL of a collection path under this server; the path may carry a query.
    public func url(for path: String) throws(SyncError) -> URL {
        var relative = Substring(path)
        while relative.hasPrefix("/") { relative.removeFirst() }
        guard !relative.isEmpty, let url = URL(string: url.absoluteString + "/" + relative) else {
            throw .invalidConfiguration("collection path '\(path)' is not a valid relative URL path")
        }
        return url
    }

    public var description: String { url.absoluteString }
}
