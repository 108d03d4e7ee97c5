import Foundation
import RegioCore
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
    /// The whole answer did not arrive within the overall limit (``SyncLimits/resourceTimeout``).
    case timedOut(url: String, seconds: Double)
    /// Nothing arrived for the idle limit (``SyncLimits/requestTimeout``): no headers, or no more of the body.
    case stalled(url: String, seconds: Double)
    /// The body came slower than the minimum rate (``SyncLimits/minimumBytesPerSecond``):
    /// only `received` bytes in the last `seconds` (``SyncLimits/rateWindow``).
    case tooSlow(url: String, received: Int, seconds: Double, minimumBytesPerSecond: Int)
    /// Too many items of a body cannot be used by Regio (for example places without coordinates):
    /// the copy is kept rather than replaced by what is left.
    case unusableItems(url: String, failed: Int, total: Int, example: String)
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
            return "\(url): timed out: the download did not finish within the overall limit of \(Self.seconds(seconds)) s"
        case .stalled(let url, let seconds):
            return "\(url): timed out: nothing arrived for \(Self.seconds(seconds)) s (the idle limit); the transfer was stopped"
        case .tooSlow(let url, let received, let seconds, let minimum):
            return "\(url): too slow: the server sent \(Self.count(received)) \(received == 1 ? "byte" : "bytes") in the last \(Self.seconds(seconds)) s, "
                + "below the minimum of \(Self.count(minimum)) bytes/s over \(Self.seconds(seconds)) s; the transfer was stopped"
        case .unusableItems(let url, let failed, let total, let example):
            let which = failed == total ? "none of the \(total) items" : "\(failed) of \(total) items cannot be used, more than half;"
            return failed == total
                ? "\(url): \(which) can be used (first problem: \(TerminalText.escaped(example))); the cached copy is kept"
                : "\(url): \(which) first problem: \(TerminalText.escaped(example)); the cached copy is kept"
        case .transport(let url, let reason):
            return "\(url): connection failed: \(TerminalText.escaped(reason))"
        case .httpStatus(let url, let status, let reason):
            let name = HTTPURLResponse.localizedString(forStatusCode: status)
            return "\(url): HTTP \(status) (\(name))" + (reason.isEmpty ? "" : ": \(TerminalText.escaped(reason))")
        case .truncated(let url, let expected, let received):
            return "\(url): truncated body: received \(received) of \(expected) bytes"
        case .bodyTooLarge(let url, let limit, let size):
            return "\(url): body too large: \(size) bytes or more, the limit is \(limit) bytes; the download was aborted"
        case .wrongContentType(let url, let found):
            return "\(url): wrong content type \(found.map { "'\(TerminalText.escaped($0))'" } ?? "(none)"), expected application/json"
        case .invalidBody(let url, let location, let reason):
            return "\(url): invalid collection" + (location.map { " at \(TerminalText.escaped($0))" } ?? "") + ": \(TerminalText.escaped(reason))"
        case .protocolViolation(let url, let reason):
            return "\(url): unexpected answer: \(TerminalText.escaped(reason))"
        case .invalidConfiguration(let message):
            return "sync settings: \(message)"
        case .store(let message):
            return "sync store: \(message)"
        }
    }

    public var errorDescription: String? { description }

    /// A count with thousands separators (1,024), the same in every locale.
    private static func count(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return (value < 0 ? "-" : "") + grouped
    }

    private static func seconds(_ value: Double) -> String { NumberText.plain(value, decimals: 1) }
}
