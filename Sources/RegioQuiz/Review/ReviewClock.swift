import Foundation

/// Where a review schedule gets "now" and the learner's time zone from.
/// The schedule's logic never reads the system clock: it is handed a
/// ``ReviewDay`` made by a clock, so tests fix the day.
///
/// ```swift
/// let clock = ReviewClock.system                          // Date() in TimeZone.current
/// let test = ReviewClock.fixed(Date(timeIntervalSince1970: 1_800_000_000), timeZone: .gmt)
/// test.today()                                             // always the same day
/// ```
public struct ReviewClock: Sendable {
    /// The current instant.
    public let now: @Sendable () -> Date
    /// The learner's time zone: days start at its midnight.
    public let timeZone: TimeZone

    public init(timeZone: TimeZone = .current, now: @escaping @Sendable () -> Date) {
        self.now = now
        self.timeZone = timeZone
    }

    /// The system clock in the current time zone (`TZ`).
    public static var system: ReviewClock { ReviewClock { Date() } }

    /// Always `date` (tests, `REGIO_NOW`).
    public static func fixed(_ date: Date, timeZone: TimeZone = .current) -> ReviewClock {
        ReviewClock(timeZone: timeZone) { date }
    }

    /// Today in the learner's time zone.
    public func today() -> ReviewDay { day(of: now()) }

    /// The calendar day of `date` in the learner's time zone.
    public func day(of date: Date) -> ReviewDay { ReviewDay(date, timeZone: timeZone) }
}
