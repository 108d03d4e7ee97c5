import Foundation
import RegioGeo

/// `manifest.json` in a dataset folder: which files hold what. Every member is
/// optional; missing ones take the defaults below, so a folder with just a
/// `regions.geojson` is a dataset.
///
/// ```json
/// { "name": "Czech Republic", "date": "2026-11-21", "regions": "regions.geojson", "countries": "countries.geojson",
///   "places": ["places.geojson"], "quizzes": "quizzes", "videos": "videos.json",
///   "catalogues": ["/srv/poi/castles.geojson"], "facts": "facts/cz-regions.json" }
/// ```
///
/// Files may be given relative to the folder or as absolute paths. Region
/// files whose properties have other names map them with `regionProperties`,
/// for example `{"id": "KOD_CZNUTS3", "name_cs": "NAZ_CZNUTS3"}`.
public struct DatasetManifest: Codable, Equatable, Sendable {
    public var name: String?
    /// When the data was built or last changed (`YYYY-MM-DD`), shown by `regio --version`.
    public var date: String?
    public var regions: String
    public var countries: String?
    public var places: [String]
    public var quizzes: String?
    public var videos: String?
    /// Further place catalogues (GeoJSON points, GeoNames, CSV, POI feed), searched
    /// with the places (see ``PlaceLibrary``); optional.
    public var catalogues: [String]?
    /// Our property name → the file's, for region files with other names
    /// (keys: id, name_cs, name_en, capital_cs, capital_en, nuts3, area_km2).
    public var regionProperties: [String: String]?
    /// The optional facts file (capitals, official areas, names; see ``DatasetFacts``).
    public var facts: String?
    /// Content server settings: collection paths, staleness, video categories (``DatasetSyncSettings``).
    public var sync: DatasetSyncSettings?

    public init(name: String? = nil, regions: String = "regions.geojson", countries: String? = "countries.geojson",
                places: [String] = ["places.geojson"], quizzes: String? = "quizzes", videos: String? = "videos.json") {
        self.name = name; self.regions = regions; self.countries = countries
        self.places = places; self.quizzes = quizzes; self.videos = videos
    }

    enum CodingKeys: String, CodingKey { case name, date, regions, countries, places, quizzes, videos, catalogues, regionProperties, facts, sync }

    public init(from decoder: Decoder) throws {
        let d = DatasetManifest()
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decodeIfPresent(String.self, forKey: .name)
        date = try c.decodeIfPresent(String.self, forKey: .date)
        regions = try c.decodeIfPresent(String.self, forKey: .regions) ?? d.regions
        countries = try c.decodeIfPresent(String.self, forKey: .countries)
        places = try c.decodeIfPresent([String].self, forKey: .places) ?? []
        quizzes = try c.decodeIfPresent(String.self, forKey: .quizzes)
        videos = try c.decodeIfPresent(String.self, forKey: .videos)
        catalogues = try c.decodeIfPresent([String].self, forKey: .catalogues)
        regionProperties = try c.decodeIfPresent([String: String].self, forKey: .regionProperties)
        facts = try c.decodeIfPresent(String.self, forKey: .facts)
        sync = try c.decodeIfPresent(DatasetSyncSettings.self, forKey: .sync)
    }

    /// The URL of a file named in the manifest (relative to `directory`, or absolute).
    static func url(_ name: String, in directory: URL) -> URL {
        name.hasPrefix("/") ? URL(fileURLWithPath: name) : directory.appendingPathComponent(name)
    }

    /// Reads `manifest.json` in `directory`, or the defaults (keeping only the files that exist) when there is none.
    static func load(in directory: URL, displayPath: (String) -> String) throws -> DatasetManifest {
        let url = directory.appendingPathComponent("manifest.json")
        guard FileManager.default.fileExists(atPath: url.path) else {
            var m = DatasetManifest()
            let exists = { (name: String) in FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path) }
            if let c = m.countries, !exists(c) { m.countries = nil }
            m.places = m.places.filter(exists)
            if let q = m.quizzes, !exists(q) { m.quizzes = nil }
            if let v = m.videos, !exists(v) { m.videos = nil }
            return m
        }
        let text = try DataError.readUTF8(url, displayName: displayPath("manifest.json"), limit: .manifest)
        do { return try JSONDecoder().decode(DatasetManifest.self, from: Data(text.utf8)) } catch {
            throw DataError(file: displayPath("manifest.json"), decodingError: error)
        }
    }
}
