import Foundation
import Regio

/// `--auto-sync`: before the first command (or the prompt), refresh the
/// collections whose cached copy is stale, from the server each came from.
/// Failures are one-line warnings on stderr and start-up goes on with the
/// cached copies (offline). Stdout stays the command's own.
enum AutoSync {
    /// Short time-outs: start-up must not hang when the network is gone. The
    /// idle limit is also the budget of the whole start-up sync.
    static let limits = SyncLimits(requestTimeout: 5, resourceTimeout: 60)

    /// Runs once per store in a session.
    static func runOnce(_ ctx: CommandContext) {
        let session = ctx.session
        let key = ctx.storePath ?? Store.defaultPath()
        guard session.autoSynced.insert(key).inserted else { return }
        let console = ctx.console

        let store: Store
        do { store = try ctx.store() } catch {
            console.note("warning: auto-sync skipped: \(CommandRunner.describe(error))")
            return
        }
        // The manifest's paths and intervals; a dataset that does not load is reported by the command itself.
        let collections = (try? ctx.dataset())?.manifest.syncCollections ?? SyncCollection.defaults
        let engine: SyncEngine
        do { engine = try SyncEngine(store: store, collections: collections, limits: limits, validator: SyncedContentValidator()) } catch {
            console.note("warning: auto-sync skipped: \(error.description)")
            return
        }
        let progress = SyncProgress(console: console, label: "auto-sync: refreshing stale collections")
        progress.start()
        let attempts = SyncRunner.wait { await engine.syncIfStale(within: limits.requestTimeout) }
        progress.stop()

        let cache = SyncCache(store: store)
        var neverSynced: [String] = []
        var changed = false
        for attempt in attempts {
            switch attempt.outcome {
            case .fresh:
                break
            case .noServer:
                neverSynced.append(attempt.collection)
            case .synced(let report):
                guard report.kind != .notModified else { continue }
                changed = true
                console.note("auto-sync: " + SyncTexts.report(report))
                if let favourites = try? SyncedPlaces.favouritesAffected(by: report, favourites: store.favourites) {
                    SyncTexts.affectedFavourites(favourites).forEach { console.note("auto-sync: " + $0) }
                }
            case .failed(let error):
                let kept = try? cache.state(of: attempt.collection)
                console.note("warning: auto-sync: \(attempt.collection): \(error.description); working offline: \(SyncTexts.kept(kept))")
            }
        }
        if !neverSynced.isEmpty {
            console.note("auto-sync: \(neverSynced.joined(separator: ", ")) never synced; `sync <base-url>` downloads \(neverSynced.count == 1 ? "it" : "them") once")
        }
        if changed { session.syncedContentChanged() }
    }
}
