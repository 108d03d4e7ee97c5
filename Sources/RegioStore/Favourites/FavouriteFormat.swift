import Foundation

/// The exchange formats of favourites.
public enum FavouriteFormat: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// GPX 1.1 waypoints (`<wpt>`), Regio's fields in `<extensions>`.
    case gpx
    /// KML 2.2 placemarks with a Point, Regio's fields in `<ExtendedData>`.
    case kml
    /// A GeoJSON FeatureCollection of Points (RFC 7946).
    case geojson
    /// RFC 4180 CSV with a header row (``FavouriteExport/csvColumns``), for spreadsheets;
    /// GDAL reads the points with `-oo X_POSSIBLE_NAMES=longitude -oo Y_POSSIBLE_NAMES=latitude`.
    case csv

    public var description: String { rawValue }

    public var fileExtension: String { rawValue }

    /// Its name as a person reads it: "GPX 1.1", "CSV".
    public var displayName: String {
        switch self {
        case .gpx: return "GPX 1.1"
        case .kml: return "KML 2.2"
        case .geojson: return "GeoJSON"
        case .csv: return "CSV"
        }
    }

    /// Its media type: `application/gpx+xml`, `text/csv`.
    public var mediaType: String {
        switch self {
        case .gpx: return "application/gpx+xml"
        case .kml: return "application/vnd.google-earth.kml+xml"
        case .geojson: return "application/geo+json"
        case .csv: return "text/csv; charset=utf-8; header=present"
        }
    }

    /// The format of a file by its extension (`.gpx`, `.kml`, `.geojson`/`.json`, `.csv`).
    public init?(path: String) {
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "gpx": self = .gpx
        case "kml": self = .kml
        case "geojson", "json": self = .geojson
        case "csv": self = .csv
        default: return nil
        }
    }
}
