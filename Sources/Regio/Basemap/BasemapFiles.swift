import Foundation

/// The base-map inputs in the folder `scripts/fetch-basemap` fills
/// (`$XDG_CACHE_HOME/regio/basemap`): Natural Earth 10m rivers (their names),
/// GSHHG shorelines and lakes (``GSHHGShorelines``), GSHHG rivers with their
/// class (GMT's binned netCDF) and ETOPO5 elevations; and the names of the
/// files a dataset keeps them in.
public struct BasemapFiles: Sendable, Equatable {
    /// The dataset's vector layers (`rivers`, `lakes`, `land`, `forest`).
    public static let layersFileName = "basemap.gpkg"
    /// The dataset's elevation grid.
    public static let reliefFileName = "relief.tif"
    /// The command that fills the cache folder.
    public static let fetchCommand = "bash scripts/fetch-basemap"

    public var folder: URL
    public var rivers: URL { folder.appendingPathComponent("ne_10m_rivers_lake_centerlines.shp") }
    public var riversLayer: String { "ne_10m_rivers_lake_centerlines" }
    /// GSHHG's polygons (land, lakes): the folder holds `gshhs_f.dat` and `gshhsmeta_f.dat`.
    public var shorelines: URL { folder.appendingPathComponent(GSHHGShorelines.pointsFileName) }
    public var shorelinesMeta: URL { folder.appendingPathComponent(GSHHGShorelines.metaFileName) }
    /// GSHHG's rivers with their class, binned by GMT.
    public var binnedRivers: URL { folder.appendingPathComponent("binned_river_f.nc") }
    public var elevation: URL { folder.appendingPathComponent("etopo5.cdf") }
    /// MODIS MCD12C1 land cover (``MODISForests``). Optional: without it the
    /// dataset has no `forest` layer.
    public var landCover: URL { folder.appendingPathComponent("mcd12c1_2019_igbp.tif") }
    /// Whether the optional land cover is in the folder.
    public var hasLandCover: Bool { FileManager.default.fileExists(atPath: landCover.path) }
    /// Marble's 2′ relief tiles put together (optional, ``MarbleRelief``).
    public var marbleRelief: URL { folder.appendingPathComponent("marble-srtm.vrt") }
    /// Whether the finer relief is in the cache; without it the relief is ETOPO5's alone.
    public var hasMarbleRelief: Bool { FileManager.default.fileExists(atPath: marbleRelief.path) }

    public init(folder: URL) { self.folder = folder }

    /// The cache's folder (`<cache>/basemap`).
    public static func cached(in cache: URL) -> BasemapFiles {
        BasemapFiles(folder: cache.appendingPathComponent("basemap"))
    }

    /// The first required file that is missing, or nil when every input is there.
    public var missingFile: URL? {
        [rivers, elevation, shorelines, shorelinesMeta, binnedRivers].first { !FileManager.default.fileExists(atPath: $0.path) }
    }
}
