import Foundation

/// The outcome of one successful sync of a collection.
public struct SyncReport: Sendable, Hashable, Encodable {
    /// How the copy was brought up to date.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// 304 Not Modified: nothing changed and no body was downloaded.
        case notModified = "not-modified"
        /// The whole collection was downloaded and replaced the copy.
        case full
        /// Only the changes since the last sync were downloaded and applied.
        case incremental
    }

    public var collection: String
    /// The URL requested (with the `since` query when one was sent).
    public var url: String
    public var kind: Kind
    public var changes: SyncChanges
    /// Items in the copy after the sync.
    public var itemCount: Int
    /// Body bytes received (0 for a 304).
    public var bytesReceived: Int
    /// The server's `Date`, the `since` of the next request.
    public var serverDate: String?
    public var etag: String?
}

/// One collection's part of ``SyncEngine/syncAll()`` or ``SyncEngine/syncIfStale()``.
public struct SyncAttempt: Sendable {
    public enum Outcome: Sendable {
        case synced(SyncReport)
        /// Not requested: the copy is younger than its staleness interval.
        case fresh(SyncStatus)
        /// Not requested: no server is known for the collection.
        case noServer
        /// The sync failed; the cached copy is unchanged and still usable.
        case failed(SyncError)
    }

    public var collection: String
    public var outcome: Outcome

    /// The error, when the attempt failed.
    public var error: SyncError? {
        if case .failed(let error) = outcome { return error }
        return nil
    }
}
