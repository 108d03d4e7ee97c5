import Foundation
import Synchronization
import RegioGeo
import RegioPlaces

/// The places a session knows and searches: the dataset's own places, the
/// places synced from the content server (``SyncedPlaces``), the catalogues
/// its manifest lists (`"catalogues"`), and files the user adds
/// (`regio --places FILE`) — GeoJSON points, GeoNames, CSV or the POI feed,
/// told apart by extension or content. Regions of added places are computed
/// from the dataset's polygons (``Dataset/regionID(for:)``). The search index
/// is built on first use and kept.
///
/// ```swift
/// let dataset = try Dataset.load()
/// let library = try PlaceLibrary(dataset: dataset, files: ["../shared/data/cz-castles.geojson"])
/// let hits = try library.search(PlaceQuery("karlstejn", limit: 3))
/// hits.first?.place.regionID       // "CZ-20"
/// ```
///
/// A place whose id is already loaded (for example a GeoNames town that the
/// dataset has too) is left out of the later file and counted in its
/// ``LoadedFile/alreadyLoaded``; a repeated id inside one file is an error.
/// A library does not change once built (the search index is built once, under
/// a lock): share it between threads freely.
public final class PlaceLibrary: Sendable {
    public let dataset: Dataset
    /// Every place, the dataset's first, then each file's in order.
    public let catalogue: PlaceCatalogue
    /// What was loaded besides the dataset's own places, in order (synced places first).
    public let files: [LoadedFile]
    private let index = Mutex<PlaceSearchIndex?>(nil)
    private let loadedSources = Mutex<Set<String>?>(nil)

    /// The sources (`geonames`, `wikidata`, a catalogue's own prefix, …) of the
    /// places loaded now: a favourite from another source was not loaded in this
    /// run, which is not the same as removed.
    public var sources: Set<String> {
        if let known = loadedSources.withLock({ $0 }) { return known }
        let found = Set(catalogue.places.map(\.source))
        loadedSources.withLock { $0 = found }
        return found
    }

    /// Whether a catalogue of `favourite`'s source is loaded now (points imported
    /// from a file have none: they count as loaded, so that a missing one is "removed").
    public func hasSource(of favourite: Favourite) -> Bool {
        favourite.source == "import" || sources.contains(favourite.source)
    }

    /// A catalogue file added to the library.
    public struct LoadedFile: Hashable, Sendable {
        /// The file as the user (or the manifest) named it.
        public let file: String
        /// Places added from it.
        public let places: Int
        /// Entries the importer left out (no name, not a point), with where.
        public let skipped: [DataError]
        /// Places left out because their id was loaded already (from the dataset or an earlier file).
        public let alreadyLoaded: Int
        /// Where it came from.
        public let origin: Origin
    }

    /// Where a catalogue came from.
    public enum Origin: String, Hashable, Sendable {
        /// The content server's places collection, from the store's cache.
        case sync
        /// The dataset's manifest (`"catalogues"`).
        case manifest
        /// The user (`--places FILE`).
        case user
    }

    /// Adds the synced places, the manifest's catalogues and then `files`
    /// (paths relative to the current directory, or absolute) to the dataset's
    /// places. The same file named twice is read once.
    /// - Parameter synced: places from the content server (``Dataset/syncedPlaces(from:collection:source:)``), if any.
    /// - Parameter displayPrefix: how the dataset folder is named in messages (e.g. `data`).
    /// - Parameter progress: hears how far each catalogue file is (read, then regions assigned).
    /// - Throws: ``PlaceImportError`` or ``DataError`` naming the file and where in it; a file
    ///   over ``InputLimit/catalogue`` is refused before it is read.
    public init(dataset: Dataset, synced: SyncedPlaces? = nil, files: [String] = [], displayPrefix: String? = nil,
                progress: LoadProgressHandler? = nil) throws {
        self.dataset = dataset
        var catalogue = try PlaceCatalogue(places: dataset.places, file: displayPrefix.map { ($0 as NSString).appendingPathComponent("places") } ?? "the dataset's places")
        var loaded: [LoadedFile] = []
        var seenPaths: Set<String> = []
        let prefix = displayPrefix ?? dataset.directory.path
        if let synced {
            let fresh = synced.places.filter { !catalogue.contains(id: $0.id) }
            try catalogue.add(PlaceImport(file: SyncedPlaces.displayName, places: fresh, locations: fresh.indices.map { "[\($0)]" }))
            loaded.append(LoadedFile(file: SyncedPlaces.displayName, places: fresh.count, skipped: synced.skipped,
                                     alreadyLoaded: synced.places.count - fresh.count, origin: .sync))
        }
        let manifestFiles = (dataset.manifest.catalogues ?? []).map { name in
            (path: DatasetManifest.url(name, in: dataset.directory).path,
             display: name.hasPrefix("/") ? name : (prefix as NSString).appendingPathComponent(name), origin: Origin.manifest)
        }
        let userFiles = files.map { (path: $0, display: $0, origin: Origin.user) }
        for file in manifestFiles + userFiles {
            let url = URL(fileURLWithPath: file.path)
            guard seenPaths.insert(url.standardizedFileURL.resolvingSymlinksInPath().path).inserted else { continue }
            let data = try DataError.read(url, file: file.display, limit: .catalogue)
            var batch = try PlaceImporter.read(data, file: file.display, progress: progress)
            let already = try Self.assignRegions(&batch, dataset: dataset, leavingOut: catalogue, progress: progress)
            try catalogue.add(batch)
            loaded.append(LoadedFile(file: file.display, places: batch.places.count, skipped: batch.skipped,
                                     alreadyLoaded: already, origin: file.origin))
        }
        self.catalogue = catalogue
        self.files = loaded
    }

    /// Gives each place of `batch` its region and leaves out those `catalogue`
    /// has already, in place (one array of places, not a second copy).
    /// Returns how many were left out.
    private static func assignRegions(_ batch: inout PlaceImport, dataset: Dataset, leavingOut catalogue: PlaceCatalogue,
                                      progress: LoadProgressHandler?) throws -> Int {
        let count = batch.places.count
        if batch.locations.count != count { batch.locations = batch.places.indices.map { "[\($0)]" } }
        var kept = 0
        for i in 0..<count {
            if i % 20_000 == 0 && i > 0 {
                progress?(LoadProgress(file: batch.file, stage: .assigningRegions, done: i, total: count))
            }
            if catalogue.contains(id: batch.places[i].id) { continue }
            do { batch.places[i].regionID = try dataset.regionID(for: batch.places[i].coordinate) } catch {
                throw DataError(file: batch.file, location: batch.locations[i], message: "cannot assign a region: \(error)")
            }
            if kept != i {
                batch.places.swapAt(kept, i)
                batch.locations.swapAt(kept, i)
            }
            kept += 1
        }
        if count >= 20_000 { progress?(LoadProgress(file: batch.file, stage: .assigningRegions, done: count, total: count)) }
        batch.places.removeLast(count - kept)
        batch.locations.removeLast(count - kept)
        return count - kept
    }

    /// Every place of the library.
    public var places: [Place] { catalogue.places }

    /// A place by its id (`geonames:3067696`, `wikidata:Q266698`, `osm:way/485549536`).
    public func place(id: String) -> Place? { catalogue.place(id: id) }

    /// The name search index over every place, built on first use.
    public var searchIndex: PlaceSearchIndex {
        index.withLock { index in
            if let index { return index }
            let built = PlaceSearchIndex(catalogue: catalogue)
            index = built
            return built
        }
    }

    /// Runs a search over every place (see ``PlaceSearchIndex/search(_:)``).
    public func search(_ query: PlaceQuery) throws -> [PlaceSearchResult] {
        try searchIndex.search(query)
    }

    /// The categories present, sorted (for messages and completion).
    public var categories: [PlaceCategory] {
        Array(Set(catalogue.places.map(\.category))).sorted()
    }

    /// One line per file with entries left out or already loaded, for stderr.
    public var notices: [String] {
        files.compactMap { f in
            var parts: [String] = []
            if !f.skipped.isEmpty {
                let first = f.skipped[0]
                var why = first.message
                if why.hasSuffix("; left out") { why.removeLast("; left out".count) }
                parts.append("\(f.skipped.count) \(f.skipped.count == 1 ? "entry" : "entries") left out (the first at \(first.location ?? "?"): \(why))")
            }
            if f.alreadyLoaded > 0 {
                parts.append("\(f.alreadyLoaded) \(f.alreadyLoaded == 1 ? "place" : "places") already loaded from an earlier catalogue left out")
            }
            return parts.isEmpty ? nil : "\(f.file): " + parts.joined(separator: "; ")
        }
    }
}
