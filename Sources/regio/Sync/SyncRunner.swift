import Dispatch
import Foundation
import Regio

/// Runs the engine's async calls (sync) from a command's synchronous `run()`.
enum SyncRunner {
    /// Waits for `body` on a detached task (the engine needs nothing from the main thread).
    static func wait<T: Sendable>(_ body: @escaping @Sendable () async -> T) -> T {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            box.value = await body()
            done.signal()
        }
        done.wait()
        return box.value!
    }

    private final class ResultBox<T>: @unchecked Sendable {
        var value: T?
    }
}

/// `⠋ syncing places… 2.4 s` on stderr, redrawn ten times a second, shown
/// only when stderr is a terminal and the wait lasts longer than a moment;
/// erased when done. Nothing at all in pipes.
final class SyncProgress: @unchecked Sendable {
    private static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    /// Quick answers (a 304) draw nothing.
    static let delay = 0.25

    private let label: String
    private let enabled: Bool
    private let queue = DispatchQueue(label: "regio.sync.progress")
    private var timer: DispatchSourceTimer?
    private var drawn = false
    private var frame = 0
    private let started = DispatchTime.now()

    init(console: Console, label: String) {
        self.label = label
        self.enabled = console.stderrIsTerminal
    }

    func start() {
        guard enabled else { return }
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + Self.delay, repeating: 0.1)
        timer.setEventHandler { [weak self] in self?.draw() }
        self.timer = timer
        timer.resume()
    }

    func stop() {
        guard enabled else { return }
        queue.sync {
            timer?.cancel()
            timer = nil
            if drawn { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
            drawn = false
        }
    }

    private func draw() {
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
        let text = "\r\u{1B}[K\(Self.frames[frame % Self.frames.count]) \(label)… \(String(format: "%.1f", seconds)) s"
        frame += 1
        drawn = true
        FileHandle.standardError.write(Data(text.utf8))
    }
}
