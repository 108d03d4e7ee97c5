import Foundation
import Regio

/// How sync results read on the screen.
enum SyncTexts {
    /// `places: incremental update: 120 items (+1 added, 2 changed, 1 removed), 812 bytes`.
    static func report(_ r: SyncReport) -> String {
        switch r.kind {
        case .notModified:
            return tr(.syncNotModified, ["collection": r.collection, "items": items(r.itemCount)])
        case .full, .incremental:
            return tr(.syncReport, ["collection": r.collection, "how": tr(r.kind == .full ? .syncFull : .syncIncremental),
                                    "items": items(r.itemCount), "added": r.changes.added, "changed": r.changes.changed,
                                    "removed": r.changes.removed, "bytes": bytes(r.bytesReceived)])
        }
    }

    /// What is left after a failure: `the cached copy is kept (3 items, synced 2 h ago)`.
    static func kept(_ state: SyncState?, now: Date = Date()) -> String {
        guard let state else { return tr(.syncNothingCached) }
        return tr(.syncKept, ["items": items(state.itemCount), "ago": ago(state.syncedAt, now: now)])
    }

    static func items(_ n: Int) -> String { tr(.syncItems, ["n": n]) }

    static func bytes(_ n: Int) -> String {
        switch n {
        case ..<10_000: return tr(.syncBytes, ["n": n])
        case ..<10_000_000: return Format.number(Double(n) / 1000, decimals: 1) + " kB"
        default: return Format.number(Double(n) / 1_000_000, decimals: 1) + " MB"
        }
    }

    /// `2 min ago`, `just now`, or `in the future` when the clock was set back.
    static func ago(_ date: Date, now: Date = Date()) -> String {
        let seconds = now.timeIntervalSince(date)
        if seconds < 0 { return tr(.syncInFuture) }
        if seconds < 1 { return tr(.syncJustNow) }
        return tr(.syncAgo, ["duration": duration(seconds)])
    }

    /// `45 s`, `12 min`, `2 h 5 min`, `3 d 4 h`.
    static func duration(_ seconds: TimeInterval) -> String {
        guard seconds.isFinite else { return "?" }
        // A date from a damaged store may be centuries away: never past Int's range.
        let s = Int(min(max(seconds, 0), 1e15).rounded(.down))
        switch s {
        case ..<60: return "\(s) s"
        case ..<3600: return "\(s / 60) min"
        case ..<86_400: return s % 3600 / 60 == 0 ? "\(s / 3600) h" : "\(s / 3600) h \(s % 3600 / 60) min"
        default: return s % 86_400 / 3600 == 0 ? "\(s / 86_400) d" : "\(s / 86_400) d \(s % 86_400 / 3600) h"
        }
    }

    /// A local time for people, as the interface language writes it.
    static func localTime(_ date: Date) -> String { tr.dateTime(date) }

    /// The favourites whose place a sync removed, as lines (empty when none).
    static func affectedFavourites(_ favourites: [AffectedFavourite]) -> [String] {
        guard !favourites.isEmpty else { return [] }
        return [tr(.syncAffected, ["n": favourites.count])]
            + favourites.map { "  \($0.name) (\($0.placeID))" }
    }
}

