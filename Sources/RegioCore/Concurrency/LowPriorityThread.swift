import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Work on a thread of its own that yields the CPU to every other thread of
/// the process: a server's warm-up, which may take seconds of both cores,
/// while the requests that come meanwhile go first.
///
/// On Linux the thread takes the scheduling policy `SCHED_IDLE` (under NPTL
/// the policy belongs to a thread): it runs on a core no other thread wants,
/// and a request's thread that wakes takes the core from it at once. At
/// niceness 10, as before, a request's thread only got about nine times its
/// share and waited for the warm-up's time slices: a restart's first z9 tile
/// on the world took 245–298 ms, against 211–284 ms (BENCHMARKS.md, issue 28,
/// "every first tile on the world under 300 ms").
/// Where the policy is refused, the thread's niceness is raised to
/// ``niceness``. Neither can be undone without privileges, hence a thread
/// that ends with the work rather than one of Dispatch's shared ones.
/// Work it spreads over the cores (``AllCores``, ``ChunkedWork``) runs on
/// threads like it, not on Dispatch's.
///
/// A request that needs what the warm-up is making meanwhile (the cluster
/// index, a zoom's whole tile source) waits for it: while it waits its core
/// is free, and the warm-up runs there unless other requests take it.
///
/// ```swift
/// LowPriorityThread.start { try? tiles.warm(languages: Language.allCases) }
/// ```
public enum LowPriorityThread {
    /// The niceness the thread takes where `SCHED_IDLE` is refused (0 normal, 19 lowest).
    public static let niceness: Int32 = 19

    /// `SCHED_IDLE` of `<linux/sched.h>` (Glibc's module does not export it).
    static let idlePolicy: Int32 = 5

    /// Starts `work` on a new thread at the lowest priority; returns at once.
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

    /// Gives the calling thread `SCHED_IDLE`, or else raises its niceness to
    /// ``niceness`` (where the system has per-thread scheduling; elsewhere nothing).
    static func lowerThisThreadsPriority() {
        #if os(Linux)
        var parameters = sched_param(sched_priority: 0)
        if sched_setscheduler(0, idlePolicy, &parameters) != 0 {
            _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, niceness)
        }
        #endif
    }

    /// Whether the calling thread runs at the lowest priority this type
    /// gives: `SCHED_IDLE`, or ``niceness`` or more (for tests; false where it cannot be read).
    static func currentThreadIsLowest() -> Bool {
        #if os(Linux)
        if sched_getscheduler(0) == idlePolicy { return true }
        return (currentNiceness() ?? 0) >= niceness
        #else
        return false
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
