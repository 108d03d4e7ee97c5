import Foundation
import Testing
@testable import RegioSync

/// The minimum-rate rule on a hand-fed clock: a trickle is caught once a whole
/// window has passed, a steady body above the rate never is.
@Suite struct MinimumRateTests {
    /// Feeds `bytesPerSecond` for `seconds`, looking every quarter second as the
    /// transport's watchdog does; returns the first verdict and when it came.
    private func run(_ rule: inout MinimumRate, bytesPerSecond: Double, seconds: Double,
                     from start: Double = 0, bytes initial: Int = 0) -> (received: Int, at: Double)? {
        var time = start
        while time < start + seconds {
            time += 0.25
            let bytes = initial + Int(bytesPerSecond * (time - start))
            if let received = rule.check(bytes: bytes, at: time) { return (received, time) }
        }
        return nil
    }

    @Test func aTrickleIsCaughtWhenItsFirstWindowEnds() throws {
        var rule = MinimumRate(bytesPerSecond: 1024, window: 20)
        rule.start(at: 100)
        let verdict = try #require(run(&rule, bytesPerSecond: 1, seconds: 300, from: 100))
        #expect(verdict.at == 120)
        #expect(verdict.received == 20)
    }

    @Test func aSteadyBodyAboveTheRateIsNeverCaught() {
        var rule = MinimumRate(bytesPerSecond: 1024, window: 20)
        rule.start(at: 0)
        #expect(run(&rule, bytesPerSecond: 1100, seconds: 300) == nil)
    }

    @Test func aBodyThatSlowsDownIsCaughtOnceTheWindowHoldsOnlyTheSlowPart() throws {
        var rule = MinimumRate(bytesPerSecond: 1024, window: 20)
        rule.start(at: 0)
        // 100 kB/s for 30 s, then 100 bytes/s: the fast start does not pay for the trickle.
        #expect(run(&rule, bytesPerSecond: 100_000, seconds: 30) == nil)
        let verdict = try #require(run(&rule, bytesPerSecond: 100, seconds: 100, from: 30, bytes: 3_000_000))
        // Caught when the window's start is past the fast part, not 20 s after the start.
        #expect(verdict.at > 30 && verdict.at <= 50.25, "at \(verdict.at)")
        #expect(verdict.received < 1024 * 20)
    }

    @Test func nothingIsJudgedBeforeTheHeaders() {
        var rule = MinimumRate(bytesPerSecond: 1024, window: 1)
        #expect(rule.check(bytes: 0, at: 50) == nil)
    }

    @Test func aRateOfZeroTurnsTheRuleOff() {
        var rule = MinimumRate(bytesPerSecond: 0, window: 1)
        rule.start(at: 0)
        #expect(run(&rule, bytesPerSecond: 0, seconds: 10) == nil)
    }

    @Test func theErrorNamesTheRule() {
        let error = SyncError.tooSlow(url: "http://example.org/api/places.json", received: 12, seconds: 20, minimumBytesPerSecond: 1024)
        #expect(error.description == "http://example.org/api/places.json: too slow: the server sent 12 bytes in the last 20 s, "
                + "below the minimum of 1,024 bytes/s over 20 s; the transfer was stopped")
    }

    @Test func limitsWrittenBeforeTheRuleReadWithItsDefaults() throws {
        let old = Data(#"{"requestTimeout": 5, "resourceTimeout": 60, "maxBodyBytes": 1024}"#.utf8)
        let limits = try JSONDecoder().decode(SyncLimits.self, from: old)
        #expect(limits == SyncLimits(requestTimeout: 5, resourceTimeout: 60, maxBodyBytes: 1024))
        #expect(limits.minimumBytesPerSecond == 1024 && limits.rateWindow == 20)
        let custom = SyncLimits(minimumBytesPerSecond: 10, rateWindow: 3)
        #expect(try JSONDecoder().decode(SyncLimits.self, from: JSONEncoder().encode(custom)) == custom)
    }

    @Test func limitsWithoutAWindowAreRefused() {
        #expect(throws: SyncError.self) { try SyncLimits(rateWindow: 0).validated() }
        #expect(throws: SyncError.self) { try SyncLimits(minimumBytesPerSecond: -1).validated() }
    }
}
