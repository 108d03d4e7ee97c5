import Foundation
import RegioGeo

/// The formats places can be read from.
public enum PlaceFileFormat: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// GeoJSON Point features (``GeoJSONPlaceImporter``).
    case geojson
    /// GeoNames `cities500.json` (``GeoNamesImporter``).
    case geonames
    /// CSV with name, lat, lon (``CSVPlaceImporter``).
    case csv
    /// The seed app's POI feed (``POIFeedImporter``).
    case poiFeed = "poi-feed"

    public var description: String { rawValue }

    /// Guesses the format from the extension and the first bytes: `.csv`/`.tsv`
    /// → CSV; `.geojson` → GeoJSON; JSON starting with `[` → POI feed; an
    /// object with `"type"` near the start → GeoJSON; one with `"geonameid"` → GeoNames.
    public static func detect(path: String, data: Data) -> PlaceFileFormat? {
        let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
        if ext == "csv" || ext == "tsv" || ext == "txt" { return .csv }
        if ext == "geojson" { return .geojson }
        guard let first = data.first(where: { !$0.isWhitespaceByte }) else { return nil }
        if first == UInt8(ascii: "[") { return .poiFeed }
        guard first == UInt8(ascii: "{") else { return ext == "json" ? nil : .csv }
        let head = String(decoding: data.prefix(4096), as: UTF8.self)
        if head.contains("\"geonameid\"") { return .geonames }
        if head.contains("\"type\"") { return .geojson }
        return nil
    }
}

private extension UInt8 {
    var isWhitespaceByte: Bool { self == 0x20 || self == 0x0A || self == 0x0D || self == 0x09 || self == 0xEF || self == 0xBB || self == 0xBF }
}

/// Reads a places file in any supported format.
///
/// ```swift
/// let towns = try PlaceImporter.load(path: geonamesPath, options: .init(countries: ["CZ"]))
/// let castles = try PlaceImporter.load(path: "../shared/data/cz-castles.geojson")
/// ```
public enum PlaceImporter {
    public struct Options: Hashable, Sendable {
        /// The format; nil to detect it (``PlaceFileFormat/detect(path:data:)``).
        public var format: PlaceFileFormat?
        /// The id prefix for CSV, POI feeds and GeoJSON without Wikidata/OSM ids
        /// (nil: from the file name).
        public var source: String?
        /// GeoNames: keep only these countries (ISO 3166-1 alpha-2).
        public var countries: Set<String>?
        /// GeoJSON: the category of features that name none (nil: from the file name).
        public var defaultCategory: PlaceCategory?

        public init(format: PlaceFileFormat? = nil, source: String? = nil, countries: Set<String>? = nil,
                    defaultCategory: PlaceCategory? = nil) {
            self.format = format; self.source = source; self.countries = countries; self.defaultCategory = defaultCategory
        }
    }

    /// Reads a catalogue file; one over ``InputLimit/catalogue`` is refused before it is read.
    public static func load(path: String, options: Options = Options(), progress: LoadProgressHandler? = nil) throws -> PlaceImport {
        let data: Data
        do { data = try InputFile.read(URL(fileURLWithPath: path), file: path, limit: .catalogue) } catch {
            throw PlaceImportError([DataError(file: error.file, reason: error.reason)])
        }
        return try read(data, file: path, options: options, progress: progress)
    }

    /// Reads catalogue bytes; `progress` hears how far (CSV reports as it goes, the other formats when done).
    public static func read(_ data: Data, file: String, options: Options = Options(),
                            progress: LoadProgressHandler? = nil) throws -> PlaceImport {
        guard let format = options.format ?? PlaceFileFormat.detect(path: file, data: data) else {
            throw PlaceImportError([DataError(file: file, message: "cannot tell the format; name it (one of \(PlaceFileFormat.allCases.map(\.rawValue).joined(separator: ", ")))")])
        }
        switch format {
        case .csv:
            return try CSVPlaceImporter.read(data, file: file, source: options.source, progress: progress)
        case .geojson, .geonames, .poiFeed:
            // Parsed whole: the progress line shows the start and the end.
            progress?(LoadProgress(file: file, stage: .reading, done: 0, total: data.count))
            let batch: PlaceImport
            if format == .geojson {
                batch = try GeoJSONPlaceImporter.read(data, file: file, source: options.source, defaultCategory: options.defaultCategory)
            } else if format == .geonames {
                batch = try GeoNamesImporter.read(data, file: file, countries: options.countries)
            } else {
                batch = try POIFeedImporter.read(data, file: file, source: options.source)
            }
            progress?(LoadProgress(file: file, stage: .reading, done: data.count, total: data.count))
            return batch
        }
    }
}
