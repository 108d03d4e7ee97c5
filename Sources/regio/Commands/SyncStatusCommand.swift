import ArgumentParser
import Foundation
import Regio

/// `sync status`: what is cached of each collection and how fresh it is.
struct SyncStatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Show each collection's last sync, server time, ETag, items and staleness.",
        discussion: """
        Reads the store only (no network). A collection is stale when its last
        successful sync is older than its interval (places and quizzes 24 h, videos
        15 min, unless the dataset's manifest says otherwise); `--auto-sync` refreshes
        stale ones at start-up. Examples:
          sync status
          sync status --json
        """)

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let ctx = Session.current.context(global)
        let entries = try ctx.engine.syncStatus()
        try ctx.emit(entries) { entries.flatMap { Self.lines($0.status, console: ctx.console) } }
    }

    /// `places: 3 items, synced 2 min ago (2025-06-15 08:40), fresh for 23 h 58 min` and details.
    static func lines(_ s: SyncStatus, console: Console) -> [String] {
        let name = console.styled(s.collection.name, .bold)
        guard let state = s.state, let age = s.age else {
            var lines = ["\(name): never synced (\(console.styled("stale", .yellow))); `sync <base-url>` downloads it"]
            if let failure = s.lastFailure {
                lines.append("  last attempt \(SyncTexts.ago(failure.failedAt)) failed: \(failure.message)")
            }
            return lines
        }
        let freshness: String
        if age < 0 {
            freshness = console.styled("stale", .yellow) + " (the last sync is in the future: the clock was set back)"
        } else if s.isStale {
            freshness = console.styled("stale", .yellow) + " for \(SyncTexts.duration(age - s.collection.staleAfter))"
        } else {
            freshness = console.styled("fresh", .green) + " for \(SyncTexts.duration(s.collection.staleAfter - age))"
        }
        var lines = ["\(name): \(SyncTexts.items(state.itemCount)), synced \(SyncTexts.ago(state.syncedAt)) "
                     + "(\(SyncTexts.localTime(state.syncedAt))), \(freshness)"]
        lines.append("  server time: \(state.serverDate ?? "unknown (the server sent no Date)")")
        lines.append("  ETag: \(state.etag ?? "none")" + (state.lastModified.map { ", Last-Modified: \($0)" } ?? ""))
        lines.append("  from: \(state.sourceURL)")
        if state.changedAt != state.syncedAt {
            lines.append("  last change: \(SyncTexts.ago(state.changedAt)) (\(SyncTexts.localTime(state.changedAt)))")
        }
        if let failure = s.lastFailure {
            lines.append("  " + console.styled("last attempt \(SyncTexts.ago(failure.failedAt)) failed", .red) + ": \(failure.message)")
        }
        return lines
    }
}
