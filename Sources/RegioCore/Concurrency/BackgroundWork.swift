import Dispatch

/// Work started on another thread now, its result (or error) collected later.
///
/// ```swift
/// let reading = BackgroundWork { try Data(contentsOf: bigFile) }
/// let small = try loadSmallFiles()            // meanwhile, on this thread
/// let big = try reading.result()              // waits when still running
/// ```
public final class BackgroundWork<T>: @unchecked Sendable {
    private let done = DispatchGroup()
    /// Written once on the worker before `done` is left; read only after waiting.
    private var outcome: Result<T, Error>?

    public init(_ work: @escaping @Sendable () throws -> T) {
        done.enter()
        DispatchQueue.global(qos: .userInitiated).async {
            self.outcome = Result { try work() }
            self.done.leave()
        }
    }

    /// The work's result, waiting for it when needed; rethrows its error.
    public func result() throws -> T {
        done.wait()
        return try outcome!.get()
    }
}
