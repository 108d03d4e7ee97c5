import Foundation

/// The minimum-rate rule of a download (``SyncLimits/minimumBytesPerSecond``
/// over ``SyncLimits/rateWindow``, like curl's `--speed-limit`/`--speed-time`):
/// fed the body's running byte count whenever it is looked at, it says when the
/// last whole window held fewer bytes than the rate asks for. An idle limit
/// cannot see a server that sends one byte a second; this rule can.
///
/// ```swift
/// var rule = MinimumRate(bytesPerSecond: 1024, window: 20)
/// rule.start(at: 0)
/// rule.check(bytes: 12, at: 20)  // 12: too slow
/// ```
struct MinimumRate: Sendable {
    let bytesPerSecond: Int
    let window: TimeInterval
    /// (seconds, bytes so far), oldest first; the newest one at or before the window's start is the oldest kept.
    private var samples: [(time: TimeInterval, bytes: Int)] = []

    init(bytesPerSecond: Int, window: TimeInterval) {
        self.bytesPerSecond = bytesPerSecond
        self.window = window
    }

    init(_ limits: SyncLimits) {
        self.init(bytesPerSecond: limits.minimumBytesPerSecond, window: limits.rateWindow)
    }

    /// Starts measuring at `time` (when the headers arrived), with `bytes` of the body so far.
    mutating func start(at time: TimeInterval, bytes: Int = 0) {
        samples = [(time, bytes)]
    }

    /// Records that `bytes` of the body had arrived at `time`. Returns the bytes
    /// received in the last window when they are below the minimum; nil while the
    /// rate is kept, before ``start(at:bytes:)`` or before a whole window has passed.
    mutating func check(bytes: Int, at time: TimeInterval) -> Int? {
        guard bytesPerSecond > 0, !samples.isEmpty else { return nil }
        samples.append((time, bytes))
        let windowStart = time - window
        while samples.count > 1, samples[1].time <= windowStart { samples.removeFirst() }
        guard samples[0].time <= windowStart else { return nil }
        // Measured from the newest sample at or before the window's start: at least a whole window.
        let received = bytes - samples[0].bytes
        return Double(received) < Double(bytesPerSecond) * window ? received : nil
    }
}
