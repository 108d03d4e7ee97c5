import Foundation
import RegioStore

/// `sync`: bring the cached collections up to date from a content server.
public struct SyncRequest: Codable, Hashable, Sendable {
    /// The server's base address (nil: the server each collection was last synced from).
    public var baseURL: String?
    /// Only these collections (empty: all the dataset's).
    public var collections: [String]
    /// The language asked for (`Accept-Language`); nil asks for none.
    public var language: Language?
    public init(baseURL: String? = nil, collections: [String] = [], language: Language? = nil) {
        self.baseURL = baseURL; self.collections = collections; self.language = language
    }
}

/// A favourite whose place a sync removed (it is kept).
public struct AffectedFavourite: Codable, Hashable, Sendable {
    public let placeID: String
    public let name: String
    public init(_ favourite: Favourite) { placeID = favourite.placeID; name = favourite.name }
}

/// One collection's outcome of a sync.
public struct SyncOutcome: Encodable, Hashable, Sendable {
    public let collection: String
    public let ok: Bool
    /// not-modified, full or incremental (nil after a failure).
    public let kind: SyncReport.Kind?
    public let url: String?
    /// Items in the cached copy now (the kept copy after a failure).
    public let itemCount: Int
    public let added: Int
    public let changed: Int
    public let removedIDs: [String]
    public let bytesReceived: Int
    public let serverDate: String?
    public let etag: String?
    /// What failed; the cached copy is kept.
    public let error: String?
    /// Items of the cached copy that cannot be used (each with its index); they are skipped.
    public var skipped: [String] = []
    /// Favourites whose place this sync removed (they are kept).
    public var affectedFavourites: [AffectedFavourite] = []
    /// The report of a successful sync.
    public let report: SyncReport?
    /// The cached copy kept after a failure (nil: nothing is cached).
    public let kept: SyncState?

    enum CodingKeys: String, CodingKey {
        case collection, ok, kind, url, itemCount, added, changed, removedIDs, bytesReceived, serverDate, etag, error, skipped, affectedFavourites
    }
}

/// What ``RegioEngine/sync(_:observer:)`` did, collection by collection.
public struct SyncResult: Encodable, Hashable, Sendable {
    public let outcomes: [SyncOutcome]
    /// What went wrong after the content was saved (the favourites could not
    /// be checked, the quizzes not rebuilt): the sync itself stands.
    public var warnings: [String] = []
    public var failed: Bool { outcomes.contains { !$0.ok } }
}

/// Hears a sync as it goes (for a progress line).
public protocol SyncObserver: Sendable {
    func syncStarted(collection: String)
    func syncFinished(collection: String)
}

/// What an automatic sync of the stale collections did.
public struct AutoSyncResult: Hashable, Sendable {
    public enum Event: Hashable, Sendable {
        /// Downloaded (not "not modified"), with the favourites whose place it removed.
        case synced(SyncReport, affected: [Favourite])
        /// Failed: the cached copy (if any) stays in use.
        case failed(collection: String, error: String, kept: SyncState?)
    }
    public let events: [Event]
    /// Collections never synced, with no server known for them.
    public let neverSynced: [String]
    /// What went wrong after the content was saved (see ``SyncResult/warnings``).
    public var warnings: [String] = []
}

/// One collection's sync state, for a status listing (times in ISO 8601, UTC).
public struct SyncStatusEntry: Encodable, Hashable, Sendable {
    public struct Failure: Codable, Hashable, Sendable {
        public let at: String
        public let url: String
        public let message: String
    }
    public let collection: String
    public let path: String
    public let staleAfterSeconds: Double
    public let synced: Bool
    public let server: String?
    public let url: String?
    /// The last successful sync (200 or 304), local clock.
    public let lastSync: String?
    /// The last sync that changed the items, local clock.
    public let lastChange: String?
    /// The server's Date of its last answer (sent back as `since`).
    public let serverDate: String?
    public let etag: String?
    public let lastModified: String?
    public let itemCount: Int
    public let ageSeconds: Double?
    public let stale: Bool
    public let lastFailure: Failure?
    /// The status itself.
    public let status: SyncStatus

    enum CodingKeys: String, CodingKey {
        case collection, path, staleAfterSeconds, synced, server, url, lastSync, lastChange, serverDate, etag, lastModified,
             itemCount, ageSeconds, stale, lastFailure
    }

    init(_ s: SyncStatus) {
        status = s
        collection = s.collection.name; path = s.collection.path; staleAfterSeconds = s.collection.staleAfter
        synced = s.state != nil; server = s.state?.server; url = s.state?.sourceURL
        lastSync = s.state.map { Self.iso($0.syncedAt) }; lastChange = s.state.map { Self.iso($0.changedAt) }
        serverDate = s.state?.serverDate; etag = s.state?.etag; lastModified = s.state?.lastModified
        itemCount = s.state?.itemCount ?? 0; ageSeconds = s.age; stale = s.isStale
        lastFailure = s.lastFailure.map { Failure(at: Self.iso($0.failedAt), url: $0.url, message: $0.message) }
    }

    /// An exact time for scripts: ISO 8601 in UTC.
    static func iso(_ date: Date) -> String {
        let f = ISO8601DateFormatter()
        f.formatOptions = [.withInternetDateTime]
        return f.string(from: date)
    }
}

extension RegioEngine {
    /// Short time-outs for automatic syncs: start-up must not hang when the
    /// network is gone. The idle limit is also the budget of the whole start-up sync.
    public static let autoSyncLimits = SyncLimits(requestTimeout: 5, resourceTimeout: 60)

    /// Syncs the collections now, one after the other; a failure keeps that
    /// collection's cached copy and does not stop the others. Then: the
    /// favourites whose place the server removed are listed, and what was
    /// built from the changed collections is built again (its bad items reported in ``SyncOutcome/skipped``).
    public func sync(_ request: SyncRequest, observer: (any SyncObserver)? = nil) async throws -> SyncResult {
        let dataset = try dataset()
        let store = try store()
        let cache = SyncCache(store: store)
        let configured = dataset.manifest.syncCollections
        let known = configured.map(\.name)
        for name in request.collections where !known.contains(name) {
            throw InputError(parameter: parameter("collection"), Message(.syncUnknownCollection, ["name": name, "list": known.joined(separator: ", ")]))
        }
        let names = request.collections.isEmpty ? known : known.filter(request.collections.contains)
        let engine: SyncEngine
        do {
            let server = try request.baseURL.map { try ContentServer($0) }
            if server == nil, try names.allSatisfy({ try cache.state(of: $0) == nil }) {
                throw EngineError(.invalidRequest, Message(.syncNoServer))
            }
            let target = server?.url ?? names.lazy.compactMap({ try? cache.state(of: $0) }).first.flatMap { try? ContentServer($0.server).url }
            engine = try SyncEngine(store: store, server: server, collections: configured, validator: SyncedContentValidator(),
                                    requestOptions: Self.syncRequestOptions(for: target, language: request.language))
        } catch let error as SyncError {
            throw EngineError(.invalidRequest, error.description)
        }
        var outcomes: [SyncOutcome] = []
        var reports: [SyncReport] = []
        for name in names {
            observer?.syncStarted(collection: name)
            let result: Result<SyncReport, SyncError>
            do throws(SyncError) { result = .success(try await engine.sync(collection: name)) } catch { result = .failure(error) }
            observer?.syncFinished(collection: name)
            switch result {
            case .success(let report):
                reports.append(report)
                outcomes.append(SyncOutcome(collection: name, ok: true, kind: report.kind, url: report.url, itemCount: report.itemCount,
                                            added: report.changes.added, changed: report.changes.changed, removedIDs: report.changes.removedIDs,
                                            bytesReceived: report.bytesReceived, serverDate: report.serverDate, etag: report.etag, error: nil,
                                            report: report, kept: nil))
            case .failure(let error):
                let kept = try? cache.state(of: name)
                outcomes.append(SyncOutcome(collection: name, ok: false, kind: nil, url: nil, itemCount: kept?.itemCount ?? 0,
                                            added: 0, changed: 0, removedIDs: [], bytesReceived: 0, serverDate: nil, etag: nil,
                                            error: error.description, report: nil, kept: kept))
            }
        }
        let after = afterSync(reports)
        var warnings = after.warnings
        for i in outcomes.indices {
            if let report = outcomes[i].report { outcomes[i].affectedFavourites = (after.affected[report.collection] ?? []).map(AffectedFavourite.init) }
        }
        // What changed is rebuilt now: bad items of the new copies are reported once, here.
        let updated = Set(reports.filter { $0.kind != .notModified }.map(\.collection))
        guard !updated.isEmpty else { return SyncResult(outcomes: outcomes, warnings: warnings) }
        var quizzes: QuizLibrary?
        do {
            let built = try buildQuizLibrary(announce: false)
            quizCache.set(built)
            quizzes = built
        } catch {
            warnings.append("the quizzes could not be rebuilt from the synced copies (\(error)); the quiz commands will say why when they run")
        }
        for i in outcomes.indices where updated.contains(outcomes[i].collection) {
            switch outcomes[i].collection {
            case SyncCollection.places.name:
                outcomes[i].skipped = try dataset.syncedPlaces(from: cache).skipped.map(\.description)
            case SyncCollection.quizzes.name, SyncCollection.videos.name:
                // The dataset's own quiz files are not the sync's business: their problems show with the quizzes.
                guard let quizzes else { continue }
                let prefix = outcomes[i].collection == SyncCollection.quizzes.name ? QuizLibrary.syncedQuizzesName : QuizLibrary.syncedVideosName
                outcomes[i].skipped = quizzes.synced.skipped.filter { $0.hasPrefix(prefix + ":") }
            default:
                break
            }
        }
        return SyncResult(outcomes: outcomes, warnings: warnings)
    }

    /// Syncs the collections whose cached copy is stale, from the server each
    /// came from, with short time-outs (``autoSyncLimits``). Failures are
    /// events, not errors: the cached copies stay in use.
    public func syncIfStale(limits: SyncLimits = RegioEngine.autoSyncLimits, language: Language? = nil) async throws -> AutoSyncResult {
        let store = try store()
        // The manifest's paths and intervals; a dataset that does not load is reported by the feature that needs it.
        let collections = (try? dataset())?.manifest.syncCollections ?? SyncCollection.defaults
        let engine: SyncEngine
        do {
            let cache = SyncCache(store: store)
            let target = collections.lazy.compactMap({ try? cache.state(of: $0.name) }).first.flatMap { try? ContentServer($0.server).url }
            engine = try SyncEngine(store: store, collections: collections, limits: limits, validator: SyncedContentValidator(),
                                    requestOptions: Self.syncRequestOptions(for: target, language: language))
        } catch {
            throw EngineError(.failed, wrapping: error)
        }
        let attempts = await engine.syncIfStale(within: limits.requestTimeout)
        let cache = SyncCache(store: store)
        var events: [AutoSyncResult.Event] = []
        var never: [String] = []
        var reports: [SyncReport] = []
        for attempt in attempts {
            switch attempt.outcome {
            case .fresh: break
            case .noServer: never.append(attempt.collection)
            case .synced(let report):
                guard report.kind != .notModified else { continue }
                reports.append(report)
            case .failed(let error):
                events.append(.failed(collection: attempt.collection, error: error.description, kept: try? cache.state(of: attempt.collection)))
            }
        }
        let after = afterSync(reports)
        let synced = reports.map { AutoSyncResult.Event.synced($0, affected: after.affected[$0.collection] ?? []) }
        return AutoSyncResult(events: synced + events, neverSynced: never, warnings: after.warnings)
    }

    /// The one sequence after a sync: the caches built from synced content are
    /// dropped when anything changed (always, so that the new copies are
    /// served), then the favourites whose place a report removed (by
    /// collection). A favourite list that cannot be read is a warning: the
    /// sync stands, and the engine serves the new content.
    func afterSync(_ reports: [SyncReport]) -> (affected: [String: [Favourite]], warnings: [String]) {
        if reports.contains(where: { $0.kind != .notModified }) { syncedContentChanged() }
        var affected: [String: [Favourite]] = [:]
        let placeReports = reports.filter { $0.collection == SyncCollection.places.name }
        guard !placeReports.isEmpty else { return (affected, []) }
        do {
            if let favourites = try existingStore()?.favourites {
                for report in placeReports {
                    affected[report.collection] = try SyncedPlaces.favouritesAffected(by: report, favourites: favourites)
                }
            }
        } catch {
            return (affected, ["the favourites could not be checked against the synced places (\(error));"
                               + " `fav list` shows which are gone once the store can be read"])
        }
        return (affected, [])
    }

    /// Each collection's last sync, server time, ETag, items and staleness.
    /// Reads the store only (no network); without a store every collection is never synced.
    public func syncStatus() throws -> [SyncStatusEntry] {
        let collections = try dataset().manifest.syncCollections
        guard let store = try existingStore() else {
            return collections.map { SyncStatusEntry(SyncStatus(collection: $0, state: nil, lastFailure: nil, now: Date())) }
        }
        do {
            return try SyncEngine(store: store, collections: collections).status().map(SyncStatusEntry.init)
        } catch {
            throw EngineError(.failed, error.description)
        }
    }
}

extension RegioEngine {
    /// `Accept-Language` for `language` and the credentials for `server`
    /// (``SyncCredentials/lookup(for:environment:homeDirectory:)``: the
    /// environment, else the netrc file).
    static func syncRequestOptions(for server: URL?, language: Language?,
                                   environment: [String: String] = ProcessInfo.processInfo.environment) throws(SyncError) -> SyncRequestOptions {
        SyncRequestOptions(acceptLanguage: language.map { SyncRequestOptions.acceptLanguage(preferring: $0.rawValue) },
                           credentials: try server.flatMap { url throws(SyncError) in try SyncCredentials.lookup(for: url, environment: environment) })
    }
}
