import Foundation

/// A progress bar with rate and ETA on standard error — only when it is a
/// terminal; silent in pipes and files.
public final class TileProgress: @unchecked Sendable {
    private let lock = NSLock()
    private let enabled: Bool
    private var total = 0
    private var done = 0
    private var start = Date()
    private var lastDraw = Date.distantPast

    /// - Parameter enabled: nil: on when standard error is a terminal.
    public init(enabled: Bool? = nil) {
        self.enabled = enabled ?? (isatty(STDERR_FILENO) == 1)
    }

    /// Says how many tiles there are before rendering starts.
    public func begin(total: Int, skipped: Int, description: String) {
        lock.lock(); defer { lock.unlock() }
        self.total = total; done = 0; start = Date()
        emit("\(description): \(total + skipped) tiles, \(skipped) already present, \(total) to render\n")
    }

    public func advance(by n: Int = 1) {
        lock.lock(); defer { lock.unlock() }
        done += n
        let now = Date()
        if now.timeIntervalSince(lastDraw) >= 0.1 || done == total { lastDraw = now; draw(now) }
    }

    public func end() {
        lock.lock(); defer { lock.unlock() }
        if total > 0 { draw(Date()) }
        emit("\n")
    }

    private func draw(_ now: Date) {
        let elapsed = max(now.timeIntervalSince(start), 1e-6)
        let rate = Double(done) / elapsed
        let fraction = total > 0 ? Double(done) / Double(total) : 1
        let width = 30
        let filled = Int(fraction * Double(width))
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        let eta = rate > 0 ? Double(total - done) / rate : 0
        emit(String(format: "\r%@ %d/%d  %.0f tiles/s  ETA %@ ", bar, done, total, rate, Self.duration(eta)))
    }

    static func duration(_ s: Double) -> String {
        let t = Int(s.rounded())
        if t >= 3600 { return String(format: "%dh%02dm", t / 3600, (t % 3600) / 60) }
        if t >= 60 { return String(format: "%dm%02ds", t / 60, t % 60) }
        return "\(t)s"
    }

    private func emit(_ s: String) {
        guard enabled else { return }
        FileHandle.standardError.write(Data(s.utf8))
    }
}
