import Foundation
import Regio

/// `--auto-sync`: before the first command (or the prompt), the engine
/// refreshes the collections whose cached copy is stale. Failures are
/// one-line warnings on stderr and start-up goes on with the cached copies
/// (offline). Stdout stays the command's own.
enum AutoSync {
    /// Runs once per store in a session.
    static func runOnce(_ ctx: CommandContext) {
        let session = ctx.session
        let storePath = ctx.engine.configuration.storePath
        guard session.autoSynced.insert(storePath).inserted else { return }
        let console = ctx.console
        let engine = ctx.engine
        let language = ctx.language
        let progress = SyncProgress(console: console, label: tr(.autoSyncProgress))
        progress.start()
        let outcome = SyncRunner.wait { () -> Result<AutoSyncResult, Error> in
            do { return .success(try await engine.syncIfStale(language: language)) } catch { return .failure(error) }
        }
        progress.stop()
        let result: AutoSyncResult
        switch outcome {
        case .success(let r): result = r
        case .failure(let error):
            console.note(tr(.warningPrefix) + " " + tr(.autoSyncSkipped, ["error": CommandRunner.describe(error)]))
            return
        }
        var changed = false
        for event in result.events {
            switch event {
            case .synced(let report, let affected):
                changed = true
                console.note("auto-sync: " + SyncTexts.report(report))
                SyncTexts.affectedFavourites(affected.map(AffectedFavourite.init)).forEach { console.note("auto-sync: " + $0) }
            case .failed(let collection, let error, let kept):
                console.note(tr(.warningPrefix) + " " + tr(.autoSyncOffline, ["collection": collection, "error": "\(error)", "kept": SyncTexts.kept(kept)]))
            }
        }
        result.warnings.forEach { console.note(tr(.warningPrefix) + " auto-sync: " + $0) }
        if !result.neverSynced.isEmpty {
            console.note(tr(.autoSyncNeverSynced, ["names": result.neverSynced.joined(separator: ", "), "n": result.neverSynced.count]))
        }
        if changed { session.syncedContentChanged(storePath: storePath) }
    }
}
