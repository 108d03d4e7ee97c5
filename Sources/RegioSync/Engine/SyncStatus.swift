import Foundation

/// What `sync status` shows for one collection: the last successful sync,
/// the server's time, the ETag, the item count and how stale the copy is.
public struct SyncStatus: Sendable, Hashable, Encodable {
    public var collection: SyncCollection
    /// The stored copy; nil when the collection was never synced.
    public var state: SyncState?
    /// The last failure since the last success, if any.
    public var lastFailure: SyncFailure?
    /// Seconds since the last successful sync, by the local clock (nil when never synced).
    public var age: TimeInterval?

    /// True when never synced, older than ``SyncCollection/staleAfter``, or
    /// synced "in the future" (the local clock was set back).
    public var isStale: Bool {
        guard let age else { return true }
        return age < 0 || age >= collection.staleAfter
    }

    /// Seconds past the staleness interval (0 when fresh; nil when never synced).
    public var overdue: TimeInterval? {
        age.map { $0 < 0 ? 0 : max(0, $0 - collection.staleAfter) }
    }

    public init(collection: SyncCollection, state: SyncState?, lastFailure: SyncFailure?, now: Date) {
        self.collection = collection
        self.state = state
        self.lastFailure = lastFailure
        self.age = state.map { now.timeIntervalSince($0.syncedAt) }
    }

    private enum CodingKeys: String, CodingKey {
        case collection, path, staleAfter, server, sourceURL, lastSync, lastChange, serverDate, etag, lastModified
        case itemCount, ageSeconds, stale, lastFailure
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(collection.name, forKey: .collection)
        try c.encode(collection.path, forKey: .path)
        try c.encode(collection.staleAfter, forKey: .staleAfter)
        try c.encodeIfPresent(state?.server, forKey: .server)
        try c.encodeIfPresent(state?.sourceURL, forKey: .sourceURL)
        try c.encodeIfPresent(state?.syncedAt, forKey: .lastSync)
        try c.encodeIfPresent(state?.changedAt, forKey: .lastChange)
        try c.encodeIfPresent(state?.serverDate, forKey: .serverDate)
        try c.encodeIfPresent(state?.etag, forKey: .etag)
        try c.encodeIfPresent(state?.lastModified, forKey: .lastModified)
        try c.encode(state?.itemCount ?? 0, forKey: .itemCount)
        try c.encodeIfPresent(age, forKey: .ageSeconds)
        try c.encode(isStale, forKey: .stale)
        try c.encodeIfPresent(lastFailure, forKey: .lastFailure)
    }
}
