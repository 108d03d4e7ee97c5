import ArgumentParser
import Foundation
import Regio

/// `sync [update] [<base-url>] [--collection NAME]`: brings the cached collections up to date.
struct SyncUpdateCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "update",
            abstract: tr(.helpSyncUpdateAbstract),
            discussion: tr(.helpSyncUpdateDiscussion))
    }

    @Argument(help: ArgumentHelp(tr(.helpSyncUpdateBaseURL), valueName: "base-url"))
    var baseURL: String?

    @Option(name: .customLong("collection"), help: ArgumentHelp(tr(.helpSyncUpdateCollection), valueName: "name"))
    var collections: [String] = []

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let ctx = Session.current.context(global)
        let engine = ctx.engine
        let request = SyncRequest(baseURL: baseURL, collections: collections, language: ctx.language)
        let progress = CollectionProgress(console: ctx.console)
        let outcome = SyncRunner.wait { () -> Result<SyncResult, Error> in
            do { return .success(try await engine.sync(request, observer: progress)) } catch { return .failure(error) }
        }
        let result = try outcome.get()
        let rows = result.outcomes
        if rows.contains(where: { $0.ok && $0.kind != .notModified }) {
            ctx.session.syncedContentChanged(storePath: engine.configuration.storePath)
        }
        try ctx.emit(rows) {
            rows.compactMap(\.report).map(SyncTexts.report)
                + SyncTexts.affectedFavourites(rows.flatMap(\.affectedFavourites))
        }
        let t = ctx.texts
        rows.flatMap(\.skipped).forEach { ctx.console.note(t(.warningPrefix) + " " + t(.syncSkippedItem, ["problem": $0])) }
        result.warnings.forEach { ctx.console.note(t(.warningPrefix) + " " + $0) }
        let failures = rows.filter { !$0.ok }.map { "\($0.collection): \($0.error ?? t(.syncFailed)); \(SyncTexts.kept($0.kept))" }
        if !failures.isEmpty {
            throw CommandError(failures.joined(separator: "\n" + t(.errorPrefix) + " "))
        }
    }
}

/// `⠋ syncing places…` while each collection downloads (on a terminal).
final class CollectionProgress: SyncObserver, @unchecked Sendable {
    private let console: Console
    private var current: SyncProgress?

    init(console: Console) { self.console = console }

    func syncStarted(collection: String) {
        current = SyncProgress(console: console, label: tr(.syncProgress, ["collection": collection]))
        current?.start()
    }

    func syncFinished(collection: String) {
        current?.stop()
        current = nil
    }
}
