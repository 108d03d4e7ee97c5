import Foundation
import Synchronization
import Testing
@testable import RegioCore

/// A server's warm-up runs on a thread that gives way to requests: it takes
/// `SCHED_IDLE` (or a raised niceness), the threads around it keep theirs.
@Suite struct LowPriorityThreadTests {
    @Test func theWorkRunsNicedOnAThreadOfItsOwnAndTheCallerKeepsItsPriority() throws {
        let before = LowPriorityThread.currentNiceness(), wasLowest = LowPriorityThread.currentThreadIsLowest()
        let seen = Mutex<Bool?>(nil)
        let done = DispatchSemaphore(value: 0)
        LowPriorityThread.start {
            seen.withLock { $0 = LowPriorityThread.currentThreadIsLowest() }
            done.signal()
        }
        #expect(done.wait(timeout: .now() + 10) == .success)
        let lowest = try #require(seen.withLock { $0 })
        // Another thread than the caller's, which keeps its priority.
        #expect(LowPriorityThread.currentNiceness() == before && LowPriorityThread.currentThreadIsLowest() == wasLowest)
        #if os(Linux)
        #expect(lowest)
        #endif
    }

    /// Work the thread spreads over the cores (``AllCores``, and so
    /// ``ChunkedWork``) runs on threads as low as it, every iteration once;
    /// spread from another thread, it runs at that thread's priority.
    @Test func workSpreadFromItRunsAsLowAsIt() throws {
        let low = Mutex<(spread: [Bool?], chunked: [Int])?>(nil)
        let done = DispatchSemaphore(value: 0)
        LowPriorityThread.start {
            let chunked = ChunkedWork.map(count: 10_000, minimumChunk: 100) { range in range.map { $0 * 2 } }
            low.withLock { $0 = (Self.spread(iterations: 64), chunked) }
            done.signal()
        }
        #expect(done.wait(timeout: .now() + 10) == .success)
        let (fromLow, chunked) = try #require(low.withLock { $0 })
        #expect(chunked == (0..<10_000).map { $0 * 2 })
        #expect(fromLow.count == 64 && !fromLow.contains(nil), "every iteration ran")
        let here = LowPriorityThread.currentThreadIsLowest()
        #expect(!LowPriorityThread.isCurrent)
        #expect(Self.spread(iterations: 64).allSatisfy { $0 == here })
        #if os(Linux)
        #expect(fromLow.allSatisfy { $0 == true }, "\(fromLow)")
        #endif
    }

    /// Whether each of `iterations`, spread by ``AllCores``, ran at the lowest priority (nil: never ran).
    static func spread(iterations: Int) -> [Bool?] {
        let seen = Mutex([Bool?](repeating: nil, count: iterations))
        AllCores.perform(iterations: iterations) { i in
            let lowest = LowPriorityThread.currentThreadIsLowest()
            seen.withLock { $0[i] = lowest }
        }
        return seen.withLock { $0 }
    }
}
