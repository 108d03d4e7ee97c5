import Foundation

extension Texts {
    /// A moment as the language writes it, in `timeZone` (the local one):
    /// "Nov 28, 2026 at 11:00 AM", "28. 11. 2026 11:00", "28. Nov. 2026, 11:00".
    /// CLDR's formats (ICU, through Foundation), so any language tag works.
    public func dateTime(_ date: Date, timeZone: TimeZone = .current) -> String {
        date.formatted(Date.FormatStyle(date: .abbreviated, time: .shortened, locale: locale, timeZone: timeZone))
    }

    /// A calendar day as the language writes it: "Nov 30, 2026", "30. 11. 2026".
    /// An impossible day (month 13) is written as the calendar carries it over.
    public func day(year: Int, month: Int, day: Int) -> String {
        let utc = TimeZone(identifier: "UTC") ?? .current
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        guard let date = calendar.date(from: DateComponents(year: year, month: month, day: day, hour: 12)) else {
            return "\(year)-\(month)-\(day)"
        }
        return date.formatted(Date.FormatStyle(date: .abbreviated, time: .omitted, locale: locale, timeZone: utc))
    }

    /// The language's locale for Foundation's formats.
    private var locale: Locale { Locale(identifier: language.tag) }
}
