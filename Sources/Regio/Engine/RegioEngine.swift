import Foundation
import Synchronization
import RegioPlaces
import RegioQuiz
import RegioStore

/// The one object behind every front end: it owns the dataset, the store
/// (opened on first use; reading never creates one), the place library with
/// its search index, the quiz library, the cluster index and the synced
/// content, builds each once and rebuilds what a sync changed. Every feature
/// is a call that takes a request value and returns a result value; the CLI
/// and the HTTP server only parse requests and format results.
///
/// An engine is `Sendable`: many tasks may call one engine at once (an HTTP
/// server shares one). Its caches are guarded by locks; what it hands out
/// (datasets, libraries, results) does not change afterwards.
///
/// ```swift
/// let engine = RegioEngine()                                   // the embedded dataset, the default store
/// let here = try engine.where(WhereRequest(position: Coordinate(latitude: 49.19, longitude: 16.61)))
/// let hits = try engine.search(SearchRequest(text: "karlstejn", limit: 3))
/// let saved = try engine.addFavourite(FavouriteAddRequest(text: "ceske budejovice"))
/// let view = try engine.clusters(ClustersRequest(center: here.position, zoom: 8))
/// ```
public final class RegioEngine: Sendable {
    public let configuration: EngineConfiguration
    /// Hears notices: what was left out while loading (a broken catalogue
    /// entry, a skipped quiz file), once per build.
    let noticeHandler: @Sendable (String) -> Void
    /// Hears how far a large input is (a place catalogue, a favourites import).
    let progressHandler: LoadProgressHandler?

    let datasetCache = CachedValue<Dataset>()
    let storeCache = CachedValue<Store>()
    let placeCache = CachedValue<PlaceLibrary>()
    let quizCache = CachedValue<QuizLibrary>()
    let clusterCache = CachedValue<PlaceClusters>()
    /// Serialises changes to the quiz library (imports).
    private let quizChanges = Mutex<Void>(())

    /// - Parameter notices: called with each notice (for stderr or a log); ignored by default.
    /// - Parameter progress: called while a large input loads (for a progress line on a terminal).
    public init(configuration: EngineConfiguration = EngineConfiguration(),
                notices: @escaping @Sendable (String) -> Void = { _ in },
                progress: LoadProgressHandler? = nil) {
        self.configuration = configuration
        self.noticeHandler = notices
        self.progressHandler = progress
    }

    // MARK: - What the engine owns

    /// The dataset, loaded and validated on first use.
    /// - Throws: ``DataError`` naming the file and the feature at fault.
    public func dataset() throws -> Dataset {
        try datasetCache.value {
            try Dataset.load(from: configuration.datasetDirectory, displayPrefix: configuration.displayPrefix)
        }
    }

    /// The store, opened on first use and created when it does not exist yet.
    /// Only features that save something call this.
    public func store() throws -> Store {
        try storeCache.value { try Store(path: configuration.storePath, clock: configuration.clock) }
    }

    /// Whether the store file exists (or is open).
    public var storeExists: Bool {
        storeCache.current != nil || FileManager.default.fileExists(atPath: configuration.storePath)
    }

    /// The store when its file exists, nil otherwise: for features that only
    /// read what the user saved and must not create a store as a side effect.
    public func existingStore() throws -> Store? {
        storeExists ? try store() : nil
    }

    /// The place library: the dataset's places, the synced places (when a
    /// store exists), the manifest's catalogues and the configured files,
    /// with the search index; built once, again after a sync.
    public func placeLibrary() throws -> PlaceLibrary {
        try placeCache.value {
            let dataset = try dataset()
            var synced: SyncedPlaces?
            var notices: [String] = []
            do {
                if let store = try existingStore() { synced = try dataset.syncedPlaces(from: SyncCache(store: store)) }
            } catch {
                notices.append("synced places are left out: \(Self.describe(error))")
            }
            let library = try PlaceLibrary(dataset: dataset, synced: synced, files: configuration.placesFiles,
                                           displayPrefix: configuration.displayPrefix, progress: progressHandler)
            (notices + library.notices).forEach(noticeHandler)
            return library
        }
    }

    /// The quiz library: the dataset's quizzes and videos, one generated quiz
    /// per region, the user's imported quizzes (beside the store) and the
    /// synced ones; built once, again after a sync or an import.
    public func quizLibrary() throws -> QuizLibrary {
        try quizCache.value { try buildQuizLibrary(announce: true) }
    }

    /// The cluster index of the places of ``placeLibrary()`` that can be
    /// badges (``TilePlaces/canBeBadge(_:)``: streets are drawn as roads),
    /// built once; `clusters` lists the badges of a zoom from it.
    public func clusterIndex() throws -> PlaceClusters {
        try clusterCache.value {
            do { return try PlaceClusters(places: try placeLibrary().places.filter(TilePlaces.canBeBadge)) } catch let error as ClusterError {
                throw EngineError(.failed, Message(.clusterIndexFailed, ["error": "\(error)"]))
            }
        }
    }

    /// Builds, one after another, what a first request would otherwise wait
    /// for: the quiz library (quick: it generates nothing), the place library
    /// with its search index, the cluster index, and the facts the generated
    /// quizzes are made from. A server calls it in the background once it listens, so a
    /// first search, map view or quiz list after a restart is answered at once
    /// (a request that comes before a part is built waits for that part, which
    /// is built only once). Stops at the first part that fails and throws its
    /// error; the request that needs the part then reports it.
    public func prepareForRequests() throws {
        try prepareLibraries()
        _ = try clusterIndex()
        _ = try quizLibrary().facts()
    }

    /// The first part of ``prepareForRequests()``: the quiz library and the
    /// place library, which nearly every first request waits for (a quiz list,
    /// a search, every tile's scene). A server builds them at normal priority
    /// and the rest at a low one: built at a low priority, a first start's z3
    /// tile on the world waited 65 ms for the places.
    public func prepareLibraries() throws {
        _ = try quizLibrary()
        _ = try placeLibrary()
    }

    /// A sync changed the cached collections: the libraries and the cluster
    /// index built from them are built again on next use.
    public func syncedContentChanged() {
        placeCache.reset()
        clusterCache.reset()
        quizCache.reset()
    }

    /// The ids of the user's favourites, or none when there is no store yet
    /// (or it cannot be read: marking favourites in a list never fails).
    public func favouriteIDsIfStored() -> Set<String> {
        (try? existingStore()?.favourites.placeIDs()) ?? []
    }

    // MARK: - Building

    func buildQuizLibrary(announce: Bool) throws -> QuizLibrary {
        let dataset = try dataset()
        let library: QuizLibrary
        do {
            library = try QuizLibrary(dataset: dataset, userDirectory: QuizLibrary.userDirectory(forStoreAt: configuration.storePath),
                                      displayPrefix: configuration.displayPrefix)
        } catch let error as QuizValidationError where error.problems.count > 1 {
            throw EngineError(.failed, Message(.quizLibraryProblems, ["n": error.problems.count,
                                                                      "list": error.problems.map { "  \($0)" }.joined(separator: "\n")]))
        }
        var notices: [String] = []
        do {
            if let store = try existingStore() { try library.loadSynced(from: SyncCache(store: store)) }
        } catch {
            notices.append("synced quizzes and videos are left out: \(Self.describe(error))")
        }
        if announce { (library.notices + notices).forEach(noticeHandler) }
        return library
    }

    /// Replaces the quiz library by one that `change` was made to: a new
    /// library is built and changed, then shared (readers of the old one are
    /// not disturbed).
    func changeQuizLibrary<T: Sendable>(_ change: (QuizLibrary) throws -> T) throws -> T {
        try quizChanges.withLock { _ in
            let library = try buildQuizLibrary(announce: false)
            let result = try change(library)
            quizCache.set(library)
            return result
        }
    }

    /// A parameter as the front end names it.
    func parameter(_ name: String) -> String { configuration.parameter(name) }

    /// A message a user can act on for any error.
    public static func describe(_ error: Error) -> String {
        if type(of: error) is NSError.Type { return (error as NSError).localizedDescription }
        return String(describing: error)
    }
}
