import Foundation

/// A calendar day in the learner's time zone: what a review schedule counts in.
///
/// Stored as the number of days since 1970-01-01 (so "due tomorrow" is `+ 1`
/// and an index on it orders by day); written as ISO 8601 (`2026-11-28`) in
/// JSON and to people.
///
/// ```swift
/// let clock = ReviewClock.fixed(someDate, timeZone: TimeZone(identifier: "Europe/Prague")!)
/// let today = clock.today()          // the day of `someDate` in Prague
/// let tomorrow = today.adding(days: 1)
/// print(tomorrow)                     // "2026-11-29"
/// ```
public struct ReviewDay: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// Days since 1970-01-01 (negative before).
    public let number: Int

    public init(number: Int) { self.number = number }

    /// The calendar day of `date` in `timeZone`.
    public init(_ date: Date, timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let c = calendar.dateComponents([.year, .month, .day], from: date)
        self.init(year: c.year ?? 1970, month: c.month ?? 1, day: c.day ?? 1)
    }

    /// A day by its date in the proleptic Gregorian calendar.
    public init(year: Int, month: Int, day: Int) {
        // Days from civil (H. Hinnant): exact integer arithmetic, no calendar object.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        number = era * 146_097 + doe - 719_468
    }

    /// `2026-11-28`; nil for anything else (a month 13, a day 32, other text).
    public init?(iso text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]),
              (1...12).contains(m), (1...31).contains(d) else { return nil }
        self.init(year: y, month: m, day: d)
        guard self.components == (y, m, d) else { return nil }  // 2026-02-30
    }

    /// The day `days` later (earlier when negative).
    public func adding(days: Int) -> ReviewDay { ReviewDay(number: number + days) }

    /// Days from this day to `other` (1 from today to tomorrow).
    public func days(to other: ReviewDay) -> Int { other.number - number }

    /// Year, month and day.
    public var components: (year: Int, month: Int, day: Int) {
        let z = number + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
    }

    /// `2026-11-28`.
    public var description: String {
        let c = components
        let year = String(c.year)
        return String(repeating: "0", count: max(0, 4 - year.count)) + year
            + (c.month < 10 ? "-0" : "-") + String(c.month) + (c.day < 10 ? "-0" : "-") + String(c.day)
    }

    public static func < (a: ReviewDay, b: ReviewDay) -> Bool { a.number < b.number }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let day = ReviewDay(iso: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "\"\(text)\" is not a day such as 2026-11-28"))
        }
        self = day
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(description)
    }
}

extension ReviewDay {
    /// The day as `language` writes it ("Nov 30, 2026", "30. 11. 2026"): what
    /// every front end shows beside the ISO day.
    public func text(in language: Language) -> String {
        let c = components
        return Texts(language).day(year: c.year, month: c.month, day: c.day)
    }
}
