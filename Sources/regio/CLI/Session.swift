import Foundation
import Regio

/// What a run of `regio` shares between commands: the options it was started
/// with, the console, where interactive answers come from, and the datasets
/// and stores opened so far (each opened once, on first use).
final class Session {
    /// The session of this process (set once in main, used on the main thread only).
    nonisolated(unsafe) static var current = Session(defaults: GlobalOptions(), input: StandardInput())

    let defaults: GlobalOptions
    let console = Console()
    /// Answers to questions a command asks (quiz answers, picking a search hit).
    let input: LineInput
    private var datasets: [String: Dataset] = [:]
    private var stores: [String: Store] = [:]
    private var quizLibraries: [String: QuizLibrary] = [:]
    private var placeLibraries: [String: PlaceLibrary] = [:]
    /// Cluster indexes by the places they were built from (compared by value;
    /// the same cached array compares in O(1)).
    private var placeClusters: [(places: [Place], clusters: PlaceClusters)] = []
    /// The cluster ids the last `clusters` or `cluster` showed (for completion).
    var recentClusterIDs: [String] = []
    /// The stores `--auto-sync` has refreshed in this session (once each).
    var autoSynced: Set<String> = []

    init(defaults: GlobalOptions, input: LineInput) {
        self.defaults = defaults
        self.input = input
    }

    /// The context for one command: its own options over the session's.
    func context(_ options: GlobalOptions) -> CommandContext {
        let ctx = CommandContext(session: self,
                                 dataDirectory: options.dataDirectory ?? defaults.dataDirectory,
                                 storePath: options.storePath ?? defaults.storePath,
                                 placesFiles: Self.merged(defaults.placesFiles, options.placesFiles),
                                 language: (options.lang ?? defaults.lang).map { Language(rawValue: $0) ?? .en } ?? .preferred(),
                                 nameLanguage: options.lang ?? defaults.lang,
                                 json: options.json || defaults.json)
        if options.autoSync || defaults.autoSync { AutoSync.runOnce(ctx) }
        return ctx
    }

    /// A sync changed the cached collections: what was built from them is built again on next use.
    func syncedContentChanged() {
        quizLibraries.removeAll()
        placeLibraries.removeAll()
    }

    func dataset(at path: String?) throws -> Dataset {
        let url = path.map { URL(fileURLWithPath: $0) } ?? Dataset.embeddedDirectory
        let key = url.standardizedFileURL.path
        if let d = datasets[key] { return d }
        let d = try Dataset.load(from: url, displayPrefix: path ?? "data")
        datasets[key] = d
        return d
    }

    func store(at path: String?) throws -> Store {
        let p = path ?? Store.defaultPath()
        if let s = stores[p] { return s }
        let s = try Store(path: p)
        stores[p] = s
        return s
    }

    /// The session's `--places` files, then a command's own (each once).
    static func merged(_ a: [String], _ b: [String]) -> [String] {
        var seen: Set<String> = []
        return (a + b).filter { seen.insert(URL(fileURLWithPath: $0).standardizedFileURL.path).inserted }
    }

    /// The dataset's places with the synced places (when a store exists), the
    /// manifest's catalogues and `files`, built once per session (again after a
    /// sync); what was left out is shown on stderr the first time.
    func placeLibrary(dataAt path: String?, storePath: String?, files: [String]) throws -> PlaceLibrary {
        let dataset = try self.dataset(at: path)
        let storeFile = storePath ?? Store.defaultPath()
        let key = ([dataset.directory.standardizedFileURL.path, storeFile] + files.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
            .joined(separator: "\u{0}")
        if let library = placeLibraries[key] { return library }
        var synced: SyncedPlaces?
        var notices: [String] = []
        // No store yet: nothing was synced (and searching does not create one).
        if FileManager.default.fileExists(atPath: storeFile) {
            do { synced = try dataset.syncedPlaces(from: SyncCache(store: try store(at: storePath))) } catch {
                notices.append("synced places are left out: \(CommandRunner.describe(error))")
            }
        }
        let library = try PlaceLibrary(dataset: dataset, synced: synced, files: files, displayPrefix: path ?? "data")
        (notices + library.notices).forEach { console.note("note: \($0)") }
        placeLibraries[key] = library
        return library
    }

    /// The cluster index of a set of places, built once per session.
    func clusters(of places: [Place]) throws -> PlaceClusters {
        if let hit = placeClusters.first(where: { $0.places == places }) { return hit.clusters }
        let clusters: PlaceClusters
        do { clusters = try PlaceClusters(places: places) } catch let error as ClusterError {
            throw CommandError("the places cannot be clustered: \(error)")
        }
        placeClusters.append((places, clusters))
        if placeClusters.count > 4 { placeClusters.removeFirst() }
        return clusters
    }

    /// The quizzes of a dataset with the user's own (beside the store) and the
    /// synced ones, built once per session; what was skipped is shown on stderr
    /// the first time (unless `announce` is false).
    func quizLibrary(dataAt path: String?, storePath: String?, announce: Bool = true) throws -> QuizLibrary {
        let dataset = try self.dataset(at: path)
        let userDirectory = QuizLibrary.userDirectory(forStoreAt: storePath ?? Store.defaultPath())
        let key = dataset.directory.standardizedFileURL.path + "\u{0}" + userDirectory.path
        if let library = quizLibraries[key] { return library }
        let library: QuizLibrary
        do {
            library = try QuizLibrary(dataset: dataset, userDirectory: userDirectory, displayPrefix: path ?? "data")
        } catch let error as QuizValidationError where error.problems.count > 1 {
            throw CommandError("the dataset's quizzes and videos have \(error.problems.count) problems:\n"
                               + error.problems.map { "  \($0)" }.joined(separator: "\n"))
        }
        var notices: [String] = []
        do {
            try library.loadSynced(from: SyncCache(store: try store(at: storePath)))
        } catch {
            notices.append("synced quizzes and videos are left out: \(CommandRunner.describe(error))")
        }
        if announce { (library.notices + notices).forEach { console.note("note: \($0)") } }
        quizLibraries[key] = library
        return library
    }
}

/// Everything a command needs to run, resolved from the global options.
struct CommandContext {
    let session: Session
    let dataDirectory: String?
    let storePath: String?
    /// `--places` files: catalogues added to the dataset's places.
    var placesFiles: [String]
    /// The interface language: from `--lang` (English for languages other than cs and en), else the locale.
    let language: Language
    /// `--lang` as given, when it names another language than the interface's.
    let requestedNameLanguage: String?
    let json: Bool

    init(session: Session, dataDirectory: String?, storePath: String?, placesFiles: [String], language: Language,
         nameLanguage: String?, json: Bool) {
        self.session = session; self.dataDirectory = dataDirectory; self.storePath = storePath
        self.placesFiles = placesFiles; self.language = language; self.requestedNameLanguage = nameLanguage; self.json = json
    }

    /// The language of region names: `--lang` (any language the dataset has), else the interface language.
    var nameLanguage: String { requestedNameLanguage ?? language.rawValue }

    var console: Console { session.console }
    var input: LineInput { session.input }

    /// The dataset; a `--lang` it has no names in is an error listing those it has.
    func dataset() throws -> Dataset {
        let dataset = try session.dataset(at: dataDirectory)
        if let requested = requestedNameLanguage { try dataset.checkNameLanguage(requested) }
        return dataset
    }

    /// Every place this session knows: the dataset's, the synced ones, its
    /// manifest's catalogues and those loaded with --places. Use this rather than `dataset().places`.
    func places() throws -> [Place] { try placeLibrary().places }

    /// The session's place catalogue with its search index (built once).
    func placeLibrary() throws -> PlaceLibrary {
        try session.placeLibrary(dataAt: dataDirectory, storePath: storePath, files: placesFiles)
    }

    /// The ids of the user's favourite places (for "favourites only" filters).
    func favouriteIDs() throws -> Set<String> { try store().favourites.placeIDs() }
    func store() throws -> Store { try session.store(at: storePath) }
    /// The cluster index of ``places()``, built once per session.
    func clusters() throws -> PlaceClusters { try session.clusters(of: places()) }
    func quizzes() throws -> QuizLibrary { try session.quizLibrary(dataAt: dataDirectory, storePath: storePath) }

    /// Prints `value` as JSON with `--json`, otherwise the text lines.
    func emit<T: Encodable>(_ value: T, text: () -> [String]) throws {
        if json { try console.json(value) } else { text().forEach(console.line) }
    }
}

/// A user-facing failure of a command: printed as `error: …`, exit status 1.
struct CommandError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}
