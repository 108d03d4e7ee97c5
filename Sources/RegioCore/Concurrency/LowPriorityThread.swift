import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Work on a thread of its own that yields the CPU to every other thread of
/// the process: a server's warm-up, which may take seconds of both cores,
/// while the requests that come meanwhile go first.
///
/// On Linux the thread's niceness is raised (under NPTL niceness belongs to a
/// thread: `setpriority(PRIO_PROCESS, 0, …)` changes the calling thread's), so the kernel gives a request's thread about
/// nine times its share when both want a core; with a core free the work runs
/// at full speed. Raising it cannot be undone without privileges, hence a
/// thread that ends with the work rather than one of Dispatch's shared ones.
/// Work it spreads over the cores (``AllCores``, ``ChunkedWork``) runs on
/// threads like it, not on Dispatch's.
///
/// ```swift
/// LowPriorityThread.start { try? tiles.warm(languages: Language.allCases) }
/// ```
public enum LowPriorityThread {
    /// The niceness the thread takes (0 normal, 19 lowest).
    public static let niceness: Int32 = 10

    /// Starts `work` on a new thread at ``niceness``; returns at once.
    public static func start(_ work: @escaping @Sendable () -> Void) {
        Thread {
            lowerThisThreadsPriority()
            Thread.current.threadDictionary[marker] = true
            work()
        }.start()
    }

    /// Whether the calling thread is one of these: work it spreads over the
    /// cores runs on threads as low as it (``AllCores``).
    public static var isCurrent: Bool { Thread.current.threadDictionary[marker] != nil }

    private static let marker = "RegioCore.LowPriorityThread"

    /// Raises the calling thread's niceness to ``niceness`` (where the system
    /// has per-thread niceness; elsewhere nothing).
    static func lowerThisThreadsPriority() {
        #if os(Linux)
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, niceness)
        #endif
    }

    /// The calling thread's niceness (for tests; nil where it cannot be read).
    static func currentNiceness() -> Int32? {
        #if os(Linux)
        errno = 0
        let value = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
        return errno == 0 ? value : nil
        #else
        return nil
        #endif
    }
}
