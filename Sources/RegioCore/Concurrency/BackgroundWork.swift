import Dispatch

/// Work started on another thread now, its result (or error) collected later.
///
/// ```swift
/// let reading = BackgroundWork { try Data(contentsOf: bigFile) }
/// let small = try loadSmallFiles()            // meanwhile, on this thread
/// let big = try reading.result()              // waits when still running
/// let grid = BackgroundWork { Grid(points) }  // work that cannot throw…
/// let same = grid.result()                    // …needs no `try`
/// ```
public final class BackgroundWork<T, E: Error>: @unchecked Sendable {
    private let done = DispatchGroup()
    /// Written once on the worker before `done` is left; read only after waiting.
    private var outcome: Result<T, E>?

    public init(_ work: @escaping @Sendable () throws(E) -> T) {
        done.enter()
        DispatchQueue.global(qos: .userInitiated).async {
            self.outcome = Result { () throws(E) -> T in try work() }
            self.done.leave()
        }
    }

    /// The work's result, waiting for it when needed; rethrows its error.
    public func result() throws(E) -> T {
        done.wait()
        return try outcome!.get()
    }
}
