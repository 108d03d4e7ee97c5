import Foundation
import Regio

/// What a tile run shows: the tile count first (on stdout, not with --json),
/// then a progress bar with rate and time left on stderr — only when stderr is
/// a terminal; nothing in pipes and files.
final class TileProgressBar: TileRunObserver, @unchecked Sendable {
    private let console: Console
    private let json: Bool
    private let enabled: Bool
    private let lock = NSLock()
    private var total = 0
    private var done = 0
    private var start = Date()
    private var lastDraw = Date.distantPast

    init(ctx: CommandContext) {
        console = ctx.console
        json = ctx.json
        enabled = ctx.console.stderrIsTerminal
    }

    func tilesPlanned(_ plan: TilePlan) {
        guard !json else { return }
        console.line(tr(.tilesPlan, ["n": TextValue.grouped(Double(plan.tiles), decimals: 0), "title": plan.title,
                                     "from": plan.zooms.lowerBound, "to": plan.zooms.upperBound, "path": plan.path]))
    }

    func tilesBegan(total: Int, skipped: Int, name: String) {
        lock.withLock {
            self.total = total; done = 0; start = Date()
            emit(tr(.tilesZoomLine, ["name": name, "all": total + skipped, "skipped": skipped, "todo": total]) + "\n")
        }
    }

    func tilesRendered(_ count: Int) {
        lock.withLock {
            done += count
            let now = Date()
            if now.timeIntervalSince(lastDraw) >= 0.1 || done == total { lastDraw = now; draw(now) }
        }
    }

    func tilesEnded() {
        lock.withLock {
            if total > 0 { draw(Date()) }
            emit("\n")
        }
    }

    private func draw(_ now: Date) {
        let elapsed = max(now.timeIntervalSince(start), 1e-6)
        let rate = Double(done) / elapsed
        let fraction = total > 0 ? Double(done) / Double(total) : 1
        let width = 30
        let filled = Int(fraction * Double(width))
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        let eta = rate > 0 ? Double(total - done) / rate : 0
        emit("\r\(bar) \(done)/\(total)  " + tr(.tilesRate, ["rate": Int(rate.rounded())]) + "  ETA \(Self.duration(eta)) ")
    }

    /// `42s`, `2m05s`, `3h01m`.
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
