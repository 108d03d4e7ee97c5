import Foundation
import RegioCore

/// How Regio writes values into files that other programs read (CSV, GPX,
/// KML, GeoJSON exports): the same in every language and locale, so that a
/// spreadsheet or GDAL reads them back unchanged.
///
/// ```swift
/// ExchangeValues.degrees(49.1950602)                       // "49.1950602"
/// ExchangeValues.decimal(87.5)                             // "87.5"
/// ExchangeValues.time(Date(timeIntervalSince1970: 0))      // "1970-01-01T00:00:00Z"
/// ```
public enum ExchangeValues {
    /// Degrees with 7 decimals (about a centimetre).
    public static func degrees(_ v: Double) -> String { String(format: "%.7f", v) }

    /// Up to 2 decimals, no trailing zeros: 87.5, 100.
    public static func decimal(_ v: Double) -> String { NumberText.plain(v, decimals: 2) }

    /// ISO 8601 in UTC, to the second.
    public static func time(_ date: Date) -> String {
        let f = ISO8601DateFormatter()
        f.formatOptions = [.withInternetDateTime]
        return f.string(from: date)
    }

    /// An ISO 8601 time, with or without fractional seconds (spaces around are ignored).
    public static func parseTime(_ text: String) -> Date? {
        let t = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let f = ISO8601DateFormatter()
        f.formatOptions = [.withInternetDateTime]
        if let d = f.date(from: t) { return d }
        f.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return f.date(from: t)
    }
}
