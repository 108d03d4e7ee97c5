import Foundation
import Regio

/// The progress of a large load (a place catalogue, a favourites import) as one
/// line on stderr, rewritten in place: `places.csv: reading 45% (90 MB of 200 MB)`.
/// Only on a terminal; nothing in pipes and files. Redrawn at most ten times a
/// second, and cleared when a stage is done, so later output starts on a clean line.
final class LoadProgressLine: @unchecked Sendable {
    /// False when stderr is not a terminal: then nothing is shown.
    let enabled: Bool
    private let lock = NSLock()
    private var lastDraw = Date.distantPast

    init(console: Console) { enabled = console.stderrIsTerminal }

    func show(_ progress: LoadProgress) {
        guard enabled else { return }
        lock.withLock {
            let now = Date()
            let finished = progress.done >= progress.total
            guard finished || now.timeIntervalSince(lastDraw) >= 0.1 else { return }
            lastDraw = now
            FileHandle.standardError.write(Data(("\r\u{1B}[2K" + (finished ? "" : Self.text(progress))).utf8))
        }
    }

    /// The line's text (without the terminal codes).
    static func text(_ progress: LoadProgress) -> String {
        let percent = Int(progress.fraction * 100)
        let amount: String
        switch progress.stage {
        case .reading:
            amount = "\(InputLimit.describe(progress.done)) of \(InputLimit.describe(progress.total))"
        case .assigningRegions, .importing:
            amount = "\(Format.number(Double(progress.done), decimals: 0)) of \(Format.number(Double(progress.total), decimals: 0))"
        }
        return "\(TerminalText.escaped(progress.file)): \(progress.stage.rawValue) \(percent)% (\(amount))"
    }
}
