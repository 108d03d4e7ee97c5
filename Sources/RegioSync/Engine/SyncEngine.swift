import Foundation
import RegioStore

/// Brings the store's copies of the content server's collections up to date,
/// spending no data when nothing changed, and leaving the copy untouched when
/// anything goes wrong.
///
/// Each request of a collection that has a copy from the same URL sends the
/// stored validators (`If-None-Match`, `If-Modified-Since`) and asks for the
/// changes only (`?since=<the server's Date of the last answer>`):
/// - `304 Not Modified` confirms the copy (no body is downloaded);
/// - a full array replaces the copy in one transaction;
/// - a delta `{"since": …, "items": […]}` updates the changed items and removes
///   tombstones (`"deleted": true`), in one transaction.
/// A copy from another server (or another path) is never sent validators or
/// `since`: the first sync from the new URL is a full download, and the old
/// copy stays until it succeeds. See ``CollectionDocument`` for the body shapes.
///
/// ```swift
/// let engine = try SyncEngine(store: store, server: ContentServer("https://content.example.org/api"))
/// let report = try await engine.sync(collection: "places")
/// print(report.kind, report.itemCount)           // full 120
/// for status in try engine.status() { print(status.collection.name, status.isStale) }
/// ```
public struct SyncEngine: Sendable {
    public let cache: SyncCache
    /// The server to sync from; nil syncs each collection from the server of its stored copy.
    public let server: ContentServer?
    public let collections: [SyncCollection]
    public private(set) var limits: SyncLimits
    /// How requests reach the server (the network, or an in-memory stand-in in tests).
    public let transport: any SyncTransport
    /// Checks received items before they replace the copy; nil accepts every well-formed item.
    public let validator: (any SyncItemValidator)?
    /// `Accept-Language` and credentials sent with every request.
    public let requestOptions: SyncRequestOptions
    private let clock: @Sendable () -> Date

    /// - Parameters:
    ///   - server: the content server; nil uses the one each collection was last synced from (for `--auto-sync`).
    ///   - collections: names, paths and staleness intervals (default: places, quizzes, videos).
    ///   - limits: time-outs and the maximum body size.
    ///   - transport: how requests reach the server (default: the network through URLSession).
    ///   - validator: checks that received items can be used; too many unusable ones fail the sync.
    ///   - clock: the local clock, for sync times and staleness only (never sent to the server).
    ///   - requestOptions: `Accept-Language` and credentials for every request.
    public init(store: Store, server: ContentServer? = nil, collections: [SyncCollection] = SyncCollection.defaults,
                limits: SyncLimits = SyncLimits(), transport: any SyncTransport = URLSessionTransport(),
                validator: (any SyncItemValidator)? = nil, requestOptions: SyncRequestOptions = SyncRequestOptions(),
                clock: @escaping @Sendable () -> Date = { Date() }) throws(SyncError) {
        var names = Set<String>()
        for collection in collections {
            guard !collection.name.isEmpty, names.insert(collection.name).inserted else {
                throw .invalidConfiguration("collection names must be unique and not empty ('\(collection.name)')")
            }
            guard collection.staleAfter.isFinite, collection.staleAfter >= 0 else {
                throw .invalidConfiguration("\(collection.name): the staleness interval must be a non-negative number of seconds")
            }
            if let server { _ = try server.url(for: collection.path) }
        }
        self.cache = SyncCache(store: store)
        self.server = server
        self.collections = collections
        self.limits = try limits.validated()
        self.transport = transport
        self.validator = validator
        self.requestOptions = requestOptions
        self.clock = clock
    }

    /// Syncs one collection by name.
    ///
    /// - Throws: ``SyncError``; the cached copy is then unchanged, and the failure
    ///   is recorded for ``status()``.
    public func sync(collection name: String) async throws(SyncError) -> SyncReport {
        guard let collection = collections.first(where: { $0.name == name }) else {
            throw .unknownCollection(name, known: collections.map(\.name))
        }
        return try await sync(collection)
    }

    /// Syncs every collection, one after the other; a failure does not stop the others.
    public func syncAll() async -> [SyncAttempt] {
        var attempts: [SyncAttempt] = []
        for collection in collections {
            attempts.append(await attempt(collection))
        }
        return attempts
    }

    /// Syncs the collections whose copy is stale (`--auto-sync` at start-up);
    /// fresh ones are left alone, and collections without a known server are skipped.
    ///
    /// - Parameter budget: when given, the stale collections are synced at the
    ///   same time, each within this many seconds overall, so the whole call
    ///   returns within about `budget` seconds however the server behaves
    ///   (start-up must not wait longer than that).
    public func syncIfStale(within budget: TimeInterval? = nil) async -> [SyncAttempt] {
        var attempts: [SyncAttempt?] = []
        var stale: [(index: Int, collection: SyncCollection)] = []
        for collection in collections {
            do {
                let status = try status(of: collection)
                if !status.isStale {
                    attempts.append(SyncAttempt(collection: collection.name, outcome: .fresh(status)))
                } else if server == nil && status.state == nil {
                    attempts.append(SyncAttempt(collection: collection.name, outcome: .noServer))
                } else {
                    stale.append((attempts.count, collection))
                    attempts.append(nil)
                }
            } catch {
                attempts.append(SyncAttempt(collection: collection.name, outcome: .failed(error)))
            }
        }
        if let budget, budget.isFinite, budget > 0 {
            var bounded = self
            bounded.limits.resourceTimeout = min(limits.resourceTimeout, budget)
            bounded.limits.requestTimeout = min(limits.requestTimeout, budget)
            let engine = bounded
            await withTaskGroup(of: (Int, SyncAttempt).self) { group in
                for (index, collection) in stale {
                    group.addTask { (index, await engine.attempt(collection)) }
                }
                for await (index, attempt) in group { attempts[index] = attempt }
            }
        } else {
            for (index, collection) in stale { attempts[index] = await attempt(collection) }
        }
        return attempts.compactMap { $0 }
    }

    /// The state of every collection: last successful sync, server time, ETag,
    /// item count, staleness and the last failure.
    public func status() throws(SyncError) -> [SyncStatus] {
        try collections.map { collection throws(SyncError) in try status(of: collection) }
    }

    // MARK: - One collection

    private func attempt(_ collection: SyncCollection) async -> SyncAttempt {
        do {
            return SyncAttempt(collection: collection.name, outcome: .synced(try await sync(collection)))
        } catch {
            return SyncAttempt(collection: collection.name, outcome: .failed(error))
        }
    }

    private func status(of collection: SyncCollection) throws(SyncError) -> SyncStatus {
        do {
            return SyncStatus(collection: collection, state: try cache.state(of: collection.name),
                              lastFailure: try cache.lastFailure(of: collection.name), now: clock())
        } catch {
            throw .store("\(collection.name): cannot read the sync state: \(error)")
        }
    }

    private func sync(_ collection: SyncCollection) async throws(SyncError) -> SyncReport {
        let stored: SyncState?
        do { stored = try cache.state(of: collection.name) } catch {
            throw .store("\(collection.name): cannot read the sync state: \(error)")
        }
        let server: ContentServer
        if let configured = self.server {
            server = configured
        } else if let stored {
            server = try ContentServer(stored.server)
        } else {
            throw .noServer(collection: collection.name)
        }
        let source = try server.url(for: collection.path)
        do {
            return try await sync(collection, from: server, url: source, stored: stored)
        } catch {
            try? cache.recordFailure(collection.name, url: source.absoluteString, message: error.description, at: clock())
            throw error
        }
    }

    private func sync(_ collection: SyncCollection, from server: ContentServer, url source: URL,
                      stored: SyncState?) async throws(SyncError) -> SyncReport {
        // Validators and `since` only for a copy of this very URL: a new server starts afresh.
        let previous = stored.flatMap { $0.sourceURL == source.absoluteString ? $0 : nil }
        if let credentials = requestOptions.credentials, !SyncCredentials.maySend(to: source) {
            throw .invalidConfiguration("\(source.absoluteString): credentials (\(credentials)) are sent only over https:// or to "
                                        + "this machine (127.0.0.1, localhost); use the server's https:// address")
        }
        let request = ConditionalRequest(url: source, previous: previous, options: requestOptions)
        let answer = try await transport.get(TransportRequest(url: request.url, headers: request.headers, limits: limits))
        let response = try HTTPResponse(checking: answer, url: request.url)
        let requested = request.url.absoluteString

        if response.status == 304 {
            guard let previous else {
                throw .protocolViolation(url: requested, reason: "304 Not Modified to a request without validators")
            }
            let stamp = SyncStamp(server: server.description, sourceURL: source.absoluteString,
                                  etag: response.etag ?? previous.etag,
                                  lastModified: response.lastModified ?? previous.lastModified,
                                  serverDate: response.date ?? previous.serverDate, at: clock())
            try write { try cache.confirm(collection.name, stamp: stamp, basedOn: previous) }
            return SyncReport(collection: collection.name, url: requested, kind: .notModified, changes: SyncChanges(),
                              itemCount: previous.itemCount, bytesReceived: response.bytesReceived,
                              serverDate: stamp.serverDate, etag: stamp.etag)
        }

        let document = try CollectionDocument.parse(response.body, url: requested)
        if let validator {
            switch document {
            case .full(let items), .delta(since: _, changes: let items):
                try validator.check(items, collection: collection.name, url: requested)
            }
        }
        let stamp = SyncStamp(server: server.description, sourceURL: source.absoluteString, etag: response.etag,
                              lastModified: response.lastModified, serverDate: response.date, at: clock())
        let kind: SyncReport.Kind
        let changes: SyncChanges
        switch document {
        case .full(let items):
            kind = .full
            changes = try write { try cache.replace(collection.name, with: items, stamp: stamp, basedOn: stored) }
        case .delta(let since, let items):
            guard let previous, let asked = request.since else {
                throw .protocolViolation(url: requested, reason: "changes since \(since) were sent, but the whole collection was asked for")
            }
            guard Self.covers(answered: since, asked: asked) else {
                throw .protocolViolation(url: requested, reason: "changes since \(since) were sent, but changes since \(asked) were asked for")
            }
            kind = .incremental
            changes = try write { try cache.apply(collection.name, changes: items, stamp: stamp, basedOn: previous) }
        }
        let count: Int
        do { count = try cache.state(of: collection.name)?.itemCount ?? 0 } catch {
            throw .store("\(collection.name): cannot read the sync state: \(error)")
        }
        return SyncReport(collection: collection.name, url: requested, kind: kind, changes: changes, itemCount: count,
                          bytesReceived: response.bytesReceived, serverDate: stamp.serverDate, etag: stamp.etag)
    }

    /// True when a delta since `answered` includes every change since `asked`.
    static func covers(answered: String, asked: String) -> Bool {
        if answered == asked { return true }
        guard let a = HTTPDate.parse(answered), let b = HTTPDate.parse(asked) else { return false }
        return a <= b
    }

    private func write<T>(_ body: () throws -> T) throws(SyncError) -> T {
        do { return try body() } catch let error as SyncError { throw error } catch {
            throw .store("cannot write the cached copy: \(StoreError.translated(error, path: cache.store.path))")
        }
    }
}
