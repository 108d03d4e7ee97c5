import Foundation
import Testing
import RegioCore

@Suite struct ChunkedWorkTests {
    @Test(arguments: [0, 1, 2_047, 2_048, 5 * 2_048 + 3, 100_000])
    func mapEachGivesWhatASequentialMapGives(count: Int) {
        // Strings (references) check that every slot is written once and kept.
        let values = ChunkedWork.mapEach(count: count) { "item \($0)" }
        #expect(values == (0..<count).map { "item \($0)" })
    }

    @Test func mapEachRunsEachIndexOnce() {
        let calls = CallCounter()
        _ = ChunkedWork.mapEach(count: 50_000) { i in calls.add(i); return i }
        #expect(calls.counts.count == 50_000)
        #expect(calls.counts.values.allSatisfy { $0 == 1 })
    }

    @Test func mapJoinsChunksInOrder() {
        let evens = ChunkedWork.map(count: 30_000) { range in range.filter { $0 % 2 == 0 } }
        #expect(evens == Array(stride(from: 0, to: 30_000, by: 2)))
    }

    @Test func backgroundWorkGivesItsResultOrItsError() throws {
        let sum = BackgroundWork { (0..<1_000).reduce(0, +) }
        #expect(sum.result() == 499_500)  // cannot throw: no `try`
        struct Failure: Error {}
        let failing = BackgroundWork { () throws(Failure) -> Int in throw Failure() }
        #expect(throws: Failure.self) { try failing.result() }
    }
}

/// Counts calls from several threads.
private final class CallCounter: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var counts: [Int: Int] = [:]
    func add(_ i: Int) { lock.lock(); counts[i, default: 0] += 1; lock.unlock() }
}
