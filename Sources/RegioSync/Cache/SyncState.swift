import Foundation

/// What the store keeps about a collection's last good copy.
public struct SyncState: Sendable, Hashable, Codable {
    /// The collection's name (`places`).
    public var collection: String
    /// The server's base URL the copy came from.
    public var server: String
    /// The collection's URL (without the `since` query).
    public var sourceURL: String
    /// The validators sent with the next request to the same URL.
    public var etag: String?
    public var lastModified: String?
    /// The server's `Date` of the last successful answer, verbatim: the `since`
    /// of the next request. Never the local clock.
    public var serverDate: String?
    /// The last successful sync (a 200 or a 304), by the local clock.
    public var syncedAt: Date
    /// The last sync that changed the items, by the local clock.
    public var changedAt: Date
    /// The number of items in the copy.
    public var itemCount: Int

    /// ``serverDate`` parsed (nil when absent or not an HTTP date).
    public var serverTime: Date? { serverDate.flatMap(HTTPDate.parse) }
}

/// The last failed sync of a collection after its last success; the cached
/// copy is untouched by it.
public struct SyncFailure: Sendable, Hashable, Codable {
    public var collection: String
    public var url: String
    /// By the local clock.
    public var failedAt: Date
    /// What failed (the ``SyncError`` description).
    public var message: String
}

/// What a sync changed in the cached copy.
public struct SyncChanges: Sendable, Hashable, Codable {
    /// Items that were not in the copy before.
    public var added: Int = 0
    /// Items whose JSON changed.
    public var changed: Int = 0
    /// The ids of removed items (tombstones, or missing from a full download).
    public var removedIDs: [String] = []

    public var removed: Int { removedIDs.count }
    /// True when the copy is exactly as before.
    public var isEmpty: Bool { added == 0 && changed == 0 && removedIDs.isEmpty }

    public init(added: Int = 0, changed: Int = 0, removedIDs: [String] = []) {
        self.added = added; self.changed = changed; self.removedIDs = removedIDs
    }
}
