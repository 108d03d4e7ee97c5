import Foundation

/// The exchange formats of favourites.
public enum FavouriteFormat: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// GPX 1.1 waypoints (`<wpt>`), Regio's fields in `<extensions>`.
    case gpx
    /// KML 2.2 placemarks with a Point, Regio's fields in `<ExtendedData>`.
    case kml
    /// A GeoJSON FeatureCollection of Points (RFC 7946).
    case geojson

    public var description: String { rawValue }

    public var fileExtension: String { rawValue }

    /// The format of a file by its extension (`.gpx`, `.kml`, `.geojson`/`.json`).
    public init?(path: String) {
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "gpx": self = .gpx
        case "kml": self = .kml
        case "geojson", "json": self = .geojson
        default: return nil
        }
    }
}

/// Times in exchange files: ISO 8601, UTC, whole seconds.
enum ExchangeTime {
    static func format(_ date: Date) -> String {
        let f = ISO8601DateFormatter()
        f.formatOptions = [.withInternetDateTime]
        return f.string(from: date)
    }

    static func parse(_ text: String) -> Date? {
        let t = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let f = ISO8601DateFormatter()
        f.formatOptions = [.withInternetDateTime]
        if let d = f.date(from: t) { return d }
        f.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return f.date(from: t)
    }

    /// Coordinates with 7 decimals (about a centimetre).
    static func degrees(_ v: Double) -> String { String(format: "%.7f", v) }
}
