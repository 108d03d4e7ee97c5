import ArgumentParser
import Foundation
import Regio

/// `sync [update] [<base-url>] [--collection NAME]`: brings the cached collections up to date.
struct SyncUpdateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "update",
        abstract: "Sync now; `sync <base-url>` is short for `sync update <base-url>`.",
        discussion: """
        Prints for each collection whether it was not modified, downloaded in full, or
        updated incrementally (items added, changed and removed; bytes received). A
        collection that fails (no connection, time-out, HTTP error, broken JSON) keeps
        its cached copy, which stays in use; the exit status is then 1. Favourites
        whose place the server removed are listed; they are never changed. Examples:
          sync https://content.example.org/api
          sync update https://content.example.org/api --collection places
          sync --json
        """)

    @Argument(help: ArgumentHelp("The content server's base address (default: the server each collection was last synced from).",
                                 valueName: "base-url"))
    var baseURL: String?

    @Option(name: .customLong("collection"), help: ArgumentHelp("Only this collection: places, quizzes or videos (repeatable).", valueName: "name"))
    var collections: [String] = []

    @OptionGroup var global: GlobalOptions

    /// One collection's outcome, for `--json`.
    struct Row: Encodable {
        let collection: String
        let ok: Bool
        /// not-modified, full or incremental (nil after a failure).
        let kind: SyncReport.Kind?
        let url: String?
        /// Items in the cached copy now (the kept copy after a failure).
        let itemCount: Int
        let added: Int
        let changed: Int
        let removedIDs: [String]
        let bytesReceived: Int
        let serverDate: String?
        let etag: String?
        /// What failed; the cached copy is kept.
        let error: String?
        /// Items of the cached copy that cannot be used (each with its index); they are skipped.
        var skipped: [String] = []
        /// Favourites whose place this sync removed (they are kept).
        var affectedFavourites: [AffectedFavourite] = []
    }

    func run() throws {
        let ctx = Session.current.context(global)
        let dataset = try ctx.dataset()
        let store = try ctx.store()
        let cache = SyncCache(store: store)
        let configured = dataset.manifest.syncCollections
        let known = configured.map(\.name)
        for name in collections where !known.contains(name) {
            throw CommandError("there is no collection '\(name)'; the collections are \(known.joined(separator: ", "))")
        }
        let names = collections.isEmpty ? known : known.filter(collections.contains)

        let engine: SyncEngine
        do {
            let server = try baseURL.map { try ContentServer($0) }
            if server == nil, try names.allSatisfy({ try cache.state(of: $0) == nil }) {
                throw CommandError("no content server is known yet; give its address, for example `sync https://content.example.org/api`")
            }
            engine = try SyncEngine(store: store, server: server, collections: configured,
                                    validator: SyncedContentValidator())
        } catch let error as SyncError {
            throw CommandError(error.description)
        }

        var rows: [Row] = []
        var reports: [SyncReport] = []
        var failures: [String] = []
        var affected: [Favourite] = []
        for name in names {
            switch SyncRunner.sync(engine, collection: name, label: "syncing \(name)", console: ctx.console) {
            case .success(let report):
                var row = Row(collection: name, ok: true, kind: report.kind, url: report.url, itemCount: report.itemCount,
                              added: report.changes.added, changed: report.changes.changed, removedIDs: report.changes.removedIDs,
                              bytesReceived: report.bytesReceived, serverDate: report.serverDate, etag: report.etag, error: nil)
                if name == SyncCollection.places.name {
                    let favourites = try SyncedPlaces.favouritesAffected(by: report, favourites: store.favourites)
                    row.affectedFavourites = favourites.map(AffectedFavourite.init)
                    affected += favourites
                }
                rows.append(row)
                reports.append(report)
            case .failure(let error):
                let kept = try? cache.state(of: name)
                failures.append("\(name): \(error.description); \(SyncTexts.kept(kept))")
                rows.append(Row(collection: name, ok: false, kind: nil, url: nil, itemCount: kept?.itemCount ?? 0,
                                added: 0, changed: 0, removedIDs: [], bytesReceived: 0, serverDate: nil, etag: nil,
                                error: error.description))
            }
        }

        // What changed is rebuilt now: bad items of the new copies are reported once, here.
        let updated = Set(rows.filter { $0.ok && $0.kind != .notModified }.map(\.collection))
        if !updated.isEmpty { ctx.session.syncedContentChanged() }
        var warnings: [String] = []
        for i in rows.indices where updated.contains(rows[i].collection) {
            switch rows[i].collection {
            case SyncCollection.places.name:
                rows[i].skipped = try dataset.syncedPlaces(from: cache).skipped.map(\.description)
            case SyncCollection.quizzes.name, SyncCollection.videos.name:
                // The dataset's own quiz files are not this command's business: their problems show with `quizzes`.
                guard let library = try? ctx.session.quizLibrary(dataAt: ctx.dataDirectory, storePath: ctx.storePath, announce: false) else { continue }
                let prefix = rows[i].collection == SyncCollection.quizzes.name ? QuizLibrary.syncedQuizzesName : QuizLibrary.syncedVideosName
                rows[i].skipped = library.synced.skipped.filter { $0.hasPrefix(prefix + ":") }
            default:
                break
            }
            warnings += rows[i].skipped.map { "warning: \($0) (the item is skipped)" }
        }

        try ctx.emit(rows) {
            reports.map(SyncTexts.report) + SyncTexts.affectedFavourites(affected)
        }
        warnings.forEach(ctx.console.note)
        if !failures.isEmpty {
            throw CommandError(failures.joined(separator: "\nerror: "))
        }
    }
}
