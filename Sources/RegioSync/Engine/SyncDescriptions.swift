import Foundation

extension SyncStatus: CustomStringConvertible {
    /// One line for `sync status`, for example
    /// `places: 120 items, synced 2 h 5 min ago (fresh for 21 h 55 min), server time Sun, 17 Mar 2030 17:46:40 GMT, ETag "a1b2", from http://…/places.json`.
    public var description: String {
        guard let state, let age else { return "\(collection.name): never synced (stale)" }
        var parts = ["\(state.itemCount) item\(state.itemCount == 1 ? "" : "s")"]
        let freshness: String
        if age < 0 {
            freshness = "stale: the sync time is in the future, the clock was set back"
        } else if isStale {
            freshness = "stale by \(SyncDuration.text(age - collection.staleAfter))"
        } else {
            freshness = "fresh for \(SyncDuration.text(collection.staleAfter - age))"
        }
        parts.append("synced \(SyncDuration.text(max(0, age))) ago (\(freshness))")
        parts.append("server time \(state.serverDate ?? "unknown")")
        if let etag = state.etag { parts.append("ETag \(etag)") }
        parts.append("from \(state.sourceURL)")
        var line = "\(collection.name): " + parts.joined(separator: ", ")
        if let lastFailure { line += "; last attempt failed: \(lastFailure.message)" }
        return line
    }
}

extension SyncReport: CustomStringConvertible {
    /// One line for `sync`, for example
    /// `places: incremental update, 120 items (+1 added, 2 changed, 1 removed), 812 bytes`.
    public var description: String {
        switch kind {
        case .notModified:
            return "\(collection): not modified, \(itemCount) items, nothing downloaded"
        case .full, .incremental:
            let how = kind == .full ? "full download" : "incremental update"
            return "\(collection): \(how), \(itemCount) items (+\(changes.added) added, \(changes.changed) changed, "
                + "\(changes.removed) removed), \(bytesReceived) bytes"
        }
    }
}

/// Durations as people read them: `45 s`, `12 min`, `2 h 5 min`, `3 d 4 h`.
enum SyncDuration {
    static func text(_ seconds: TimeInterval) -> String {
        guard seconds.isFinite else { return "?" }
        let s = Int(seconds.rounded(.down))
        switch s {
        case ..<60: return "\(max(0, s)) s"
        case ..<3600: return "\(s / 60) min"
        case ..<86_400: return s % 3600 / 60 == 0 ? "\(s / 3600) h" : "\(s / 3600) h \(s % 3600 / 60) min"
        default: return s % 86_400 / 3600 == 0 ? "\(s / 86_400) d" : "\(s / 86_400) d \(s % 86_400 / 3600) h"
        }
    }
}
