import ArgumentParser
import Foundation
import Regio

/// `sync status`: what is cached of each collection and how fresh it is.
struct SyncStatusCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "status",
            abstract: tr(.helpSyncStatusAbstract),
            discussion: tr(.helpSyncStatusDiscussion))
    }

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let ctx = Session.current.context(global)
        let entries = try ctx.engine.syncStatus()
        try ctx.emit(entries) { entries.flatMap { Self.lines($0.status, console: ctx.console) } }
    }

    /// `places: 3 items, synced 2 min ago (2025-06-15 08:40), fresh for 23 h 58 min` and details.
    static func lines(_ s: SyncStatus, console: Console) -> [String] {
        let name = console.styled(s.collection.name, .bold)
        let t = tr
        guard let state = s.state, let age = s.age else {
            var lines = [t(.syncNeverSynced, ["name": name, "stale": console.styled(t(.syncStale), .yellow)])]
            if let failure = s.lastFailure {
                lines.append("  " + t(.syncLastAttemptFailed, ["ago": SyncTexts.ago(failure.failedAt)]) + ": \(failure.message)")
            }
            return lines
        }
        let freshness: String
        if age < 0 {
            freshness = console.styled(t(.syncStale), .yellow) + t(.syncClockBack)
        } else if s.isStale {
            freshness = console.styled(t(.syncStale), .yellow) + t(.syncFor, ["duration": SyncTexts.duration(age - s.collection.staleAfter)])
        } else {
            freshness = console.styled(t(.syncFresh), .green) + t(.syncFreshFor, ["duration": SyncTexts.duration(s.collection.staleAfter - age)])
        }
        var lines = [t(.syncStatusLine, ["name": name, "items": SyncTexts.items(state.itemCount), "ago": SyncTexts.ago(state.syncedAt),
                                         "time": SyncTexts.localTime(state.syncedAt), "freshness": freshness])]
        lines.append(t(.syncServerTime, ["time": state.serverDate ?? t(.syncServerTimeUnknown)]))
        lines.append("  ETag: \(state.etag ?? t(.wordNone))" + (state.lastModified.map { ", Last-Modified: \($0)" } ?? ""))
        lines.append(t(.syncFrom, ["url": state.sourceURL]))
        if state.changedAt != state.syncedAt {
            lines.append(t(.syncLastChange, ["ago": SyncTexts.ago(state.changedAt), "time": SyncTexts.localTime(state.changedAt)]))
        }
        if let failure = s.lastFailure {
            lines.append("  " + console.styled(t(.syncLastAttemptFailed, ["ago": SyncTexts.ago(failure.failedAt)]), .red) + ": \(failure.message)")
        }
        return lines
    }
}
