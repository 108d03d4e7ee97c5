import Foundation

/// Time-outs and the largest body a sync accepts.
///
/// ```swift
/// // Start-up refresh (--auto-sync): give up quickly when offline.
/// let limits = SyncLimits(requestTimeout: 5, resourceTimeout: 30)
/// ```
public struct SyncLimits: Sendable, Hashable, Codable {
    /// Seconds to wait for the answer to start, or between two pieces of it.
    public var requestTimeout: TimeInterval
    /// Seconds the whole download may take.
    public var resourceTimeout: TimeInterval
    /// The largest body accepted, in bytes; a larger body is aborted (announced or counted).
    public var maxBodyBytes: Int

    public init(requestTimeout: TimeInterval = 30, resourceTimeout: TimeInterval = 300, maxBodyBytes: Int = 64 << 20) {
        self.requestTimeout = requestTimeout
        self.resourceTimeout = resourceTimeout
        self.maxBodyBytes = maxBodyBytes
    }

    /// Rejects limits that would make every sync fail or never end.
    func validated() throws(SyncError) -> SyncLimits {
        guard requestTimeout.isFinite, requestTimeout > 0, resourceTimeout.isFinite, resourceTimeout > 0 else {
            throw .invalidConfiguration("time-outs must be positive numbers of seconds (request \(requestTimeout), resource \(resourceTimeout))")
        }
        guard maxBodyBytes > 0 else { throw .invalidConfiguration("the maximum body size must be positive (\(maxBodyBytes))") }
        return self
    }
}
