import Foundation

/// The base-map inputs in the folder `scripts/fetch-basemap` fills
/// (`$XDG_CACHE_HOME/regio/basemap`): Natural Earth 10m rivers (and lakes
/// when present) and ETOPO5 elevations; and the names of the files a dataset
/// keeps them in.
public struct BasemapFiles: Sendable, Equatable {
    /// The dataset's vector layers (`rivers`, `lakes`).
    public static let layersFileName = "basemap.gpkg"
    /// The dataset's elevation grid.
    public static let reliefFileName = "relief.tif"
    /// The command that fills the cache folder.
    public static let fetchCommand = "bash scripts/fetch-basemap"

    public var folder: URL
    public var rivers: URL { folder.appendingPathComponent("ne_10m_rivers_lake_centerlines.shp") }
    public var riversLayer: String { "ne_10m_rivers_lake_centerlines" }
    /// Natural Earth 10m lakes, when the cache has them (Debian 12's libmagics++-data does not).
    public var lakes: URL? {
        let url = folder.appendingPathComponent("ne_10m_lakes.shp")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }
    public var elevation: URL { folder.appendingPathComponent("etopo5.cdf") }

    public init(folder: URL) { self.folder = folder }

    /// The cache's folder (`<cache>/basemap`).
    public static func cached(in cache: URL) -> BasemapFiles {
        BasemapFiles(folder: cache.appendingPathComponent("basemap"))
    }

    /// The first required file that is missing, or nil when the rivers and ETOPO5 are there.
    public var missingFile: URL? {
        [rivers, elevation].first { !FileManager.default.fileExists(atPath: $0.path) }
    }
}
