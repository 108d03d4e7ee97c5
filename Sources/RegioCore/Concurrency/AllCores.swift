import Dispatch
import Foundation

/// Work spread over every core, at the priority of the thread that asks:
/// Dispatch's `concurrentPerform`, whose worker threads run at normal
/// priority, or, asked from a ``LowPriorityThread``, threads as low as it.
/// Otherwise a server's warm-up would give way to requests on its own thread
/// only, and take both cores from them in every scene it simplifies and
/// every block of labels it places.
///
/// ```swift
/// AllCores.perform(iterations: blocks.count) { placeLabels(blocks[$0]) }
/// ```
public enum AllCores {
    /// `body(i)` for each `i` in `0..<iterations`, concurrently; returns when all are done.
    public static func perform(iterations: Int, _ body: (Int) -> Void) {
        guard iterations > 1 else {
            if iterations == 1 { body(0) }
            return
        }
        withoutActuallyEscaping(body) { body in
            guard LowPriorityThread.isCurrent else {
                let work = SharedWithWorkers(body)
                DispatchQueue.concurrentPerform(iterations: iterations) { work.value($0) }
                return
            }
            let shared = SharedIterations(count: iterations, body: body)
            let done = DispatchGroup()
            for _ in 0..<(min(ChunkedWork.cores, iterations) - 1) {
                done.enter()
                LowPriorityThread.start {
                    shared.run()
                    done.leave()
                }
            }
            shared.run()
            done.wait()
            // The threads may outlive this call a moment, holding `shared`: not the body.
            shared.end()
        }
    }
}

/// The iterations and the body that the threads share, handed out one at a time.
private final class SharedIterations: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private let count: Int
    /// Set before the threads start, cleared once they are done.
    private var body: ((Int) -> Void)?

    init(count: Int, body: @escaping (Int) -> Void) {
        self.count = count
        self.body = body
    }

    /// Runs the iterations no thread has taken, one at a time, until none is left.
    func run() {
        while let i = take() { body?(i) }
    }

    /// Drops the body (``AllCores/perform(iterations:_:)`` lends it only for the call).
    func end() { body = nil }

    private func take() -> Int? {
        lock.withLock {
            guard next < count else { return nil }
            defer { next += 1 }
            return next
        }
    }
}
