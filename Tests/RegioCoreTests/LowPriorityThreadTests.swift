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
}
