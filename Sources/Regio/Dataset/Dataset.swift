import Foundation
import RegioGeo
import RegioPlaces

/// A loaded, validated dataset: regions with their polygons, neighbouring
/// countries for map context, and places assigned to regions.
///
/// ```swift
/// import Regio
///
/// let dataset = try Dataset.load()                       // the embedded Czech dataset
/// let region = dataset.region(containing: Coordinate(latitude: 49.1951, longitude: 16.6068))
/// print(region?.nameCS ?? "outside")                      // Jihomoravský kraj
/// ```
///
/// Loading checks everything and throws a ``DataError`` naming the file and the
/// feature at fault: coordinates out of range, unclosed or invalid rings,
/// duplicate ids, unknown region ids, invalid UTF-8, wrong JSON types.
/// A dataset never changes after loading: share it between threads freely
/// (GEOS calls on its geometries are serialised by their context's lock).
public final class Dataset: @unchecked Sendable {
    public let directory: URL
    public let manifest: DatasetManifest
    public let context: GeometryContext
    /// Regions in the order of the file.
    public let regions: [Region]
    public let countries: [Country]
    /// Every place of every catalogue, with its region computed.
    public let places: [Place]
    /// The facts file named by the manifest, if any (already applied to ``regions``).
    public let facts: DatasetFacts?
    /// The places came from the folder's ``PlacesSnapshot`` rather than its GeoJSON.
    public let placesFromSnapshot: Bool

    private let regionsByID: [String: Region]
    /// Finds the regions near a point without testing every region.
    let regionIndex: RegionIndex
    private let placeIndexByID: [String: Int]
    /// See ``sharedCountryCode(of:)``; names the dataset in ``name(in:)`` (a `where` asks it each time).
    private let countryCode: String?
    /// The regions' and countries' drawing shapes, made once for every map,
    /// with the label points and zoom outlines the dataset keeps
    /// (``DatasetLabelPoints``, ``DatasetZoomOutlines``).
    let mapShapes: MapShapeCache
    private let basemapCache = CachedValue<DatasetBasemap>()
    private let osmLayersCache = CachedValue<DatasetOSMLayers>()
    private let citySectionsCache = CachedValue<CitySections>()
    private let placeNamesCache = CachedValue<PlaceNames>()

    /// Which towns are sections of a larger city (see ``CitySections``), for
    /// maps and generated quizzes alike: built on first use, then kept.
    public var citySections: CitySections { citySectionsCache.value { CitySections(places: places) } }

    /// The names places are shown by in each language (``PlaceNames``), made once.
    public var placeNames: PlaceNames { placeNamesCache.value { PlaceNames(dataset: self) } }

    /// Places that lie within this distance of a region's border but outside
    /// every region (generalised borders) are assigned to the nearest region.
    public static let borderToleranceKm = 15.0

    /// The folder of the built-in dataset: `$REGIO_DATA` if set, otherwise
    /// `share/regio/data` beside the installed executable, otherwise the source
    /// tree's `data/` (see ``DatasetLocation``). When none is found, loading it
    /// throws a ``DatasetNotFoundError`` that names every place searched.
    public static var embeddedDirectory: URL {
        switch DatasetLocation.builtIn() {
        case .success(let location): return location.directory
        case .failure(let notFound): return notFound.expectedDirectory
        }
    }

    /// The base-map layers of the folder (rivers, lakes, land, relief); empty
    /// when the folder has none. Whole, read on first use and kept (tiles); or
    /// with `box` only what meets it, read each time (a printed map reads
    /// Liechtenstein's rivers, not the world's).
    public func basemap(in box: BoundingBox? = nil) throws -> DatasetBasemap {
        if let box { return try DatasetBasemap.load(from: directory, in: box) }
        return try basemapCache.value { () throws -> DatasetBasemap in try DatasetBasemap.load(from: directory) }
    }

    /// The OpenStreetMap layers of the folder's `basemap.gpkg` (roads, land cover,
    /// waterways, water); empty when it has none. Whole and kept, or with `box`
    /// what meets it (as ``basemap(in:)``).
    public func osmLayers(in box: BoundingBox? = nil) throws -> DatasetOSMLayers {
        if let box { return try DatasetOSMLayers.load(from: directory, in: box) }
        return try osmLayersCache.value { () throws -> DatasetOSMLayers in try DatasetOSMLayers.load(from: directory) }
    }

    /// The base map and the OpenStreetMap layers together, as ``basemap(in:)``
    /// and ``osmLayers(in:)`` give them, the GeoPackage opened once for a box.
    func mapLayers(in box: BoundingBox? = nil) throws -> (basemap: DatasetBasemap, osm: DatasetOSMLayers) {
        guard let box else { return (try basemap(), try osmLayers()) }
        let reader = try BasemapReader(directory: directory)
        return (try DatasetBasemap.load(from: reader, in: box), try DatasetOSMLayers.load(from: reader, in: box))
    }

    /// Makes now the drawing shapes of every region and country (``MapShape``,
    /// kept for every map), which maps otherwise make as they first draw them;
    /// throws when GEOS cannot read a polygon.
    func makeMapShapes() throws {
        for country in countries { _ = try mapShapes.shape(of: country) }
        for region in regions { _ = try mapShapes.shape(of: region) }
    }

    /// The base map's rivers alone (no lakes, no relief), for the quizzes' river facts.
    func basemapRivers() throws -> [MapLine] {
        try DatasetBasemap.rivers(from: BasemapReader(directory: directory))
    }

    /// Loads and validates the dataset in `directory` (default: the embedded one).
    public static func load(from directory: URL = Dataset.embeddedDirectory, displayPrefix: String? = nil) throws -> Dataset {
        try Dataset(directory: directory, displayPrefix: displayPrefix)
    }

    private init(directory: URL, displayPrefix: String?) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            if case .failure(let notFound) = DatasetLocation.builtIn(), notFound.expectedDirectory == directory { throw notFound }
            throw DataError(file: directory.path, reason: Message(.datasetNotAFolder))
        }
        let prefix = displayPrefix ?? directory.path
        let display = { (name: String) in name.hasPrefix("/") ? name : (prefix as NSString).appendingPathComponent(name) }
        self.directory = directory
        self.manifest = try DatasetManifest.load(in: directory, displayPath: display)
        self.context = GeometryContext()
        let kept = self.manifest
        mapShapes = MapShapeCache(keptPoints: { DatasetLabelPoints.read(in: directory, manifest: kept) ?? [:] },
                                  keptOutlines: { DatasetZoomOutlines.read(in: directory, manifest: kept) ?? [:] })

        // The places files are read (the most work: JSON) on other threads while
        // the regions load here; problems are still reported in the order of the
        // files: facts, regions, countries, then each places file.
        let placeFiles = manifest.places.map { (url: DatasetManifest.url($0, in: directory), file: display($0)) }
        let manifest = self.manifest
        let reading = BackgroundWork { () throws -> PlaceSource in
            if let places = PlacesSnapshot.read(in: directory, manifest: manifest) { return .snapshot(places) }
            return .geoJSON(try placeFiles.map { try GeoJSONFeatureCollection.read(from: $0.url, displayName: $0.file) })
        }

        let facts = try manifest.facts.map { try DatasetFacts.read(DatasetManifest.url($0, in: directory), displayName: display($0)) }
        self.facts = facts
        let regions = try Self.loadRegions(DatasetManifest.url(manifest.regions, in: directory), file: display(manifest.regions),
                                          keys: manifest.regionProperties ?? [:], facts: facts,
                                          factsFile: manifest.facts.map(display), context: context)
        self.regions = regions
        self.regionsByID = Dictionary(uniqueKeysWithValues: regions.map { ($0.id, $0) })
        self.regionIndex = RegionIndex(regions: regions, marginKm: Self.borderToleranceKm)
        self.countryCode = Self.sharedCountryCode(of: regions)

        if let countries = manifest.countries {
            self.countries = try Self.loadCountries(DatasetManifest.url(countries, in: directory), file: display(countries), context: context)
        } else {
            self.countries = []
        }

        var places: [Place] = []
        var placeIndexByID: [String: Int] = [:]
        var fileOfPlace: [Int] = []
        let collections: [GeoJSONFeatureCollection]
        switch try reading.result() {
        case .snapshot(let snapshot):
            // Written from a validated load of these same files: only the index by id is left.
            places = snapshot
            placesFromSnapshot = true
            placeIndexByID.reserveCapacity(places.count)
            for (index, place) in places.enumerated() { placeIndexByID[place.id] = index }
            collections = []
        case .geoJSON(let read):
            placesFromSnapshot = false
            collections = read
        }
        for (n, collection) in collections.enumerated() {
            let (url, file) = placeFiles[n]
            let loaded = try Self.loadPlaces(collection, source: url, file: file, regions: regions,
                                             regionsByID: regionsByID, index: regionIndex)
            if placeFiles.count == 1 {   // ids are unique within a file
                places = loaded.places; placeIndexByID = loaded.indexByID
                break
            }
            places.reserveCapacity(places.count + loaded.places.count)
            for (index, place) in loaded.places.enumerated() {
                if let other = placeIndexByID.updateValue(places.count, forKey: place.id) {
                    throw DataError(file: file, location: "features[\(index)]",
                                    message: "duplicate place id '\(place.id)' (already in \(placeFiles[fileOfPlace[other]].file))")
                }
                places.append(place)
                fileOfPlace.append(n)
            }
        }
        self.places = places
        self.placeIndexByID = placeIndexByID
    }

    /// Where the places come from: the snapshot, or the GeoJSON files as read.
    private enum PlaceSource {
        case snapshot([Place])
        case geoJSON([GeoJSONFeatureCollection])
    }

    // MARK: Queries

    /// The region that contains the point, or nil when it lies outside every region.
    public func region(containing c: Coordinate) -> Region? {
        regionIndex.region(containing: c)
    }

    /// The nearest region to a point and its distance in km (0 inside).
    /// Throws when GEOS cannot measure a distance.
    public func nearestRegion(to c: Coordinate) throws -> (region: Region, distanceKm: Double)? {
        guard c.isValid else { return nil }
        // The regions by a lower bound of their distance (from their boxes, with
        // room for the projection's error): measuring stops where that bound
        // exceeds the best distance, so a point at sea measures a few regions
        // of a world dataset, not 4,500. Ties go to the first in dataset order.
        let order = regions.indices.map { ($0, regions[$0].bounds.distanceLowerBoundKm(from: c) * 0.9) }.sorted { $0.1 < $1.1 }
        var best: (index: Int, distanceKm: Double)?
        for (i, bound) in order {
            if let best, bound > best.distanceKm { break }
            let d = try regions[i].geometry.distanceKm(to: c)
            if best == nil || d < best!.distanceKm || (d == best!.distanceKm && i < best!.index) { best = (i, d) }
        }
        return best.map { (regions[$0.index], $0.distanceKm) }
    }

    /// A region by id (`CZ-63`, `cz63`, `CZ063`) or by name in any of its languages,
    /// ignoring case and diacritics (`vysocina`, `Kraj Vysočina`, `South Moravian`).
    public func region(matching query: String) -> Region? {
        let q = TextFolding.fold(query)
        guard !q.isEmpty else { return nil }
        let compact = q.replacingOccurrences(of: " ", with: "")
        if let r = regions.first(where: {
            TextFolding.fold($0.id).replacingOccurrences(of: " ", with: "") == compact
                || $0.nuts3.map { TextFolding.fold($0) == compact } == true
        }) { return r }
        // Whole names first, then names without the generic words, then prefixes.
        let generic: Set<String> = ["kraj", "region", "hlavni", "mesto", "the"]
        func words(_ s: String) -> [String] { TextFolding.fold(s).split(separator: " ").map(String.init) }
        func core(_ s: String) -> String { words(s).filter { !generic.contains($0) }.joined(separator: " ") }
        let names = regions.map { r in (r, [r.nameCS, r.nameEN] + r.names.keys.sorted().compactMap { r.names[$0] }) }
        if let r = names.first(where: { $0.1.contains { TextFolding.fold($0) == q } })?.0 { return r }
        let qCore = core(query)
        if !qCore.isEmpty, let r = names.first(where: { $0.1.contains { core($0) == qCore } })?.0 { return r }
        let prefixMatches = names.filter { $0.1.contains { core($0).hasPrefix(qCore.isEmpty ? q : qCore) } }
        return prefixMatches.count == 1 ? prefixMatches[0].0 : nil
    }

    /// A region by id only.
    public func region(id: String) -> Region? { regionsByID[id] }

    /// A region's name in `language`, or its id when the dataset does not know it.
    public func regionName(_ id: String, in language: Language) -> String { region(id: id)?.name(language) ?? id }

    /// The neighbours of a region, in id order.
    public func neighbours(of region: Region) -> [Region] {
        region.neighbourIDs.compactMap { regionsByID[$0] }
    }

    /// A place by id.
    public func place(id: String) -> Place? { placeIndexByID[id].map { places[$0] } }

    /// The places of a region.
    public func places(in region: Region) -> [Place] {
        places.filter { $0.regionID == region.id }
    }

    /// The name of the dataset (from its manifest, or its folder name).
    public var name: String { manifest.name ?? directory.lastPathComponent }

    /// The name in `language`: a dataset of one country is named by the country's
    /// name in that language where Regio knows it ("Česko" in Czech), else ``name``.
    public func name(in language: Language) -> String {
        guard let code = countryCode else { return name }
        return CountryNames.name(code: code, fallback: name, language: language)
    }

    /// The country code all region ids start with, if they share one (`CZ` for `CZ-10`…).
    static func sharedCountryCode(of regions: [Region]) -> String? {
        let codes = Set(regions.compactMap { $0.id.split(separator: "-").first.map { String($0).uppercased() } })
        return codes.count == 1 ? codes.first : nil
    }
}
