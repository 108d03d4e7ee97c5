import Foundation
import Synchronization
import Testing
@testable import RegioCore

/// A server's warm-up runs on a thread that gives way to requests: its own
/// niceness is raised, the threads around it keep theirs.
@Suite struct LowPriorityThreadTests {
    @Test func theWorkRunsNicedOnAThreadOfItsOwnAndTheCallerKeepsItsPriority() throws {
        let before = LowPriorityThread.currentNiceness()
        let seen = Mutex<Int32??>(nil)
        let done = DispatchSemaphore(value: 0)
        LowPriorityThread.start {
            seen.withLock { $0 = .some(LowPriorityThread.currentNiceness()) }
            done.signal()
        }
        #expect(done.wait(timeout: .now() + 10) == .success)
        let niceness = try #require(seen.withLock { $0 })
        // Another thread than the caller's, which keeps its niceness.
        #expect(LowPriorityThread.currentNiceness() == before)
        #if os(Linux)
        // (A test run already niced 10 or more leaves the thread as nice as it is.)
        #expect(try #require(niceness) >= LowPriorityThread.niceness)
        #endif
    }

    /// Work the thread spreads over the cores (``AllCores``, and so
    /// ``ChunkedWork``) runs on threads as low as it, every iteration once;
    /// spread from another thread, it runs at that thread's priority.
    @Test func workSpreadFromItRunsAsLowAsIt() throws {
        let low = Mutex<(spread: [Int32?], chunked: [Int])?>(nil)
        let done = DispatchSemaphore(value: 0)
        LowPriorityThread.start {
            let chunked = ChunkedWork.map(count: 10_000, minimumChunk: 100) { range in range.map { $0 * 2 } }
            low.withLock { $0 = (Self.spread(iterations: 64), chunked) }
            done.signal()
        }
        #expect(done.wait(timeout: .now() + 10) == .success)
        let (fromLow, chunked) = try #require(low.withLock { $0 })
        #expect(chunked == (0..<10_000).map { $0 * 2 })
        #expect(fromLow.count == 64 && !fromLow.contains(-1), "every iteration ran")
        let here = LowPriorityThread.currentNiceness()
        #expect(!LowPriorityThread.isCurrent)
        #expect(Self.spread(iterations: 64).allSatisfy { $0 == here })
        #if os(Linux)
        #expect(fromLow.allSatisfy { ($0 ?? 0) >= LowPriorityThread.niceness }, "\(fromLow)")
        #endif
    }

    /// The niceness each of `iterations` ran at, spread by ``AllCores`` (-1: never ran).
    static func spread(iterations: Int) -> [Int32?] {
        let seen = Mutex([Int32?](repeating: -1, count: iterations))
        AllCores.perform(iterations: iterations) { i in
            let niceness = LowPriorityThread.currentNiceness()
            seen.withLock { $0[i] = niceness }
        }
        return seen.withLock { $0 }
    }
}
