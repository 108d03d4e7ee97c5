import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Why a sync failed. Every case names what failed (the URL, the HTTP status,
/// the reason); a failed sync never changes the cached copy, which stays
/// usable offline.
///
/// ```swift
/// do { _ = try await engine.sync(collection: "places") }
/// catch { print(error) }
/// // http://example.org/api/places.json: HTTP 500 (internal server error): error 500 …
/// ```
public enum SyncError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// The base URL is not an absolute http(s) URL without query or fragment.
    case invalidURL(String, reason: String)
    /// No collection with this name is configured.
    case unknownCollection(String, known: [String])
    /// No server was given and none is stored for the collection (it was never synced).
    case noServer(collection: String)
    /// No complete answer within the time-out.
    case timedOut(url: String, seconds: Double)
    /// The connection failed (refused, reset, DNS, …).
    case transport(url: String, reason: String)
    /// The server answered with a status other than 200 or 304.
    case httpStatus(url: String, status: Int, reason: String)
    /// The body ended before the announced Content-Length.
    case truncated(url: String, expected: Int, received: Int)
    /// The body is larger than the limit (announced or counted); the download was aborted.
    case bodyTooLarge(url: String, limit: Int, size: Int)
    /// The answer is not JSON (by its Content-Type).
    case wrongContentType(url: String, found: String?)
    /// The body is not valid JSON, or not a collection: where and what.
    case invalidBody(url: String, location: String?, reason: String)
    /// The server's answer contradicts the request (for example a 304 to an unconditional request).
    case protocolViolation(url: String, reason: String)
    /// The engine's own settings are unusable (time-outs, limits, collection list).
    case invalidConfiguration(String)
    /// The store could not be read or written.
    case store(String)

    public var description: String {
        switch self {
        case .invalidURL(let url, let reason):
            return "\(url): not a usable server address: \(reason)"
        case .unknownCollection(let name, let known):
            return "no collection named '\(name)'; known collections: \(known.joined(separator: ", "))"
        case .noServer(let name):
            return "\(name): no server known for this collection yet; run a sync with a server address first"
        case .timedOut(let url, let seconds):
            return "\(url): timed out (no complete answer within \(Self.seconds(seconds)) s)"
        case .transport(let url, let reason):
            return "\(url): connection failed: \(reason)"
        case .httpStatus(let url, let status, let reason):
            let name = HTTPURLResponse.localizedString(forStatusCode: status)
            return "\(url): HTTP \(status) (\(name))" + (reason.isEmpty ? "" : ": \(reason)")
        case .truncated(let url, let expected, let received):
            return "\(url): truncated body: received \(received) of \(expected) bytes"
        case .bodyTooLarge(let url, let limit, let size):
            return "\(url): body too large: \(size) bytes or more, the limit is \(limit) bytes; the download was aborted"
        case .wrongContentType(let url, let found):
            return "\(url): wrong content type \(found.map { "'\($0)'" } ?? "(none)"), expected application/json"
        case .invalidBody(let url, let location, let reason):
            return "\(url): invalid collection" + (location.map { " at \($0)" } ?? "") + ": \(reason)"
        case .protocolViolation(let url, let reason):
            return "\(url): unexpected answer: \(reason)"
        case .invalidConfiguration(let message):
            return "sync settings: \(message)"
        case .store(let message):
            return "sync store: \(message)"
        }
    }

    public var errorDescription: String? { description }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }
}
