import Foundation

/// Time limits and the largest body a sync accepts.
///
/// Three time limits apply to every request: the idle limit
/// (``requestTimeout``) stops a transfer that makes no progress, the minimum
/// rate (``minimumBytesPerSecond`` over ``rateWindow``, like curl's
/// `--speed-limit`/`--speed-time`) one that trickles, and the overall limit
/// (``resourceTimeout``) a slow but moving one. The error names the one that
/// applied (``SyncError/stalled(url:seconds:)``,
/// ``SyncError/tooSlow(url:received:seconds:minimumBytesPerSecond:)``,
/// ``SyncError/timedOut(url:seconds:)``).
///
/// ```swift
/// // Start-up refresh (--auto-sync): give up quickly when offline.
/// let limits = SyncLimits(requestTimeout: 5, resourceTimeout: 30)
/// ```
public struct SyncLimits: Sendable, Hashable, Codable {
    /// The idle limit: seconds without any progress (waiting for the headers,
    /// or between two pieces of the body) before the transfer is stopped.
    public var requestTimeout: TimeInterval
    /// The overall limit: seconds the whole download may take, however it moves.
    public var resourceTimeout: TimeInterval
    /// The largest body accepted, in bytes; a larger body is aborted (announced or counted).
    public var maxBodyBytes: Int
    /// The minimum rate of a body, in bytes per second: fewer than
    /// `minimumBytesPerSecond × rateWindow` bytes in the last ``rateWindow``
    /// seconds of a body stops it. 0 turns the rule off.
    public var minimumBytesPerSecond: Int
    /// The seconds over which ``minimumBytesPerSecond`` is measured (from the
    /// headers on: a body that ends sooner is never too slow).
    public var rateWindow: TimeInterval

    public init(requestTimeout: TimeInterval = 15, resourceTimeout: TimeInterval = 300, maxBodyBytes: Int = 64 << 20,
                minimumBytesPerSecond: Int = 1024, rateWindow: TimeInterval = 20) {
        self.requestTimeout = requestTimeout
        self.resourceTimeout = resourceTimeout
        self.maxBodyBytes = maxBodyBytes
        self.minimumBytesPerSecond = minimumBytesPerSecond
        self.rateWindow = rateWindow
    }

    private enum CodingKeys: String, CodingKey {
        case requestTimeout, resourceTimeout, maxBodyBytes, minimumBytesPerSecond, rateWindow
    }

    /// Limits written before the minimum rate existed read with its defaults.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = SyncLimits()
        self.init(requestTimeout: try container.decode(TimeInterval.self, forKey: .requestTimeout),
                  resourceTimeout: try container.decode(TimeInterval.self, forKey: .resourceTimeout),
                  maxBodyBytes: try container.decode(Int.self, forKey: .maxBodyBytes),
                  minimumBytesPerSecond: try container.decodeIfPresent(Int.self, forKey: .minimumBytesPerSecond)
                      ?? defaults.minimumBytesPerSecond,
                  rateWindow: try container.decodeIfPresent(TimeInterval.self, forKey: .rateWindow) ?? defaults.rateWindow)
    }

    /// Rejects limits that would make every sync fail or never end.
    func validated() throws(SyncError) -> SyncLimits {
        guard requestTimeout.isFinite, requestTimeout > 0, resourceTimeout.isFinite, resourceTimeout > 0 else {
            throw .invalidConfiguration("time-outs must be positive numbers of seconds (request \(requestTimeout), resource \(resourceTimeout))")
        }
        guard maxBodyBytes > 0 else { throw .invalidConfiguration("the maximum body size must be positive (\(maxBodyBytes))") }
        guard minimumBytesPerSecond >= 0, rateWindow.isFinite, rateWindow > 0 else {
            throw .invalidConfiguration("the minimum rate must be 0 or more bytes/s over a positive number of seconds "
                                        + "(\(minimumBytesPerSecond) bytes/s over \(rateWindow) s)")
        }
        return self
    }
}
