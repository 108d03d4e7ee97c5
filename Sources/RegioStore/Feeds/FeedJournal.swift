import Foundation
import GRDB

/// What a content server remembers of the collections it serves, so that it
/// can answer "what changed since T?" about content that is only files (a
/// dataset folder): per collection, every item's content hash, the time it
/// last changed and, for an item that is gone, the time it disappeared (its
/// tombstone).
///
/// ``record(_:items:now:)`` compares the items served now with the journal:
/// a new id or a new hash is a change at `now`, an id that is no longer there
/// becomes a tombstone at `now`, an item that comes back loses its tombstone.
/// Times are whole seconds, the resolution of HTTP dates. The journal of a
/// collection begins the first time it is recorded (``FeedJournalState/startedAt``):
/// nothing is known about changes before that.
///
/// ```swift
/// let journal = FeedJournal(store: store)
/// let state = try journal.record("places", items: [("12", "9f3a…"), ("13", "77c0…")], now: Date())
/// state.changed(since: lastSync)      // the ids to send again, and the tombstones
/// ```
public struct FeedJournal: Sendable {
    public let store: Store

    public init(store: Store) { self.store = store }

    /// Records the items a collection has now (ids unique, in order, each with
    /// a hash of its content) and returns the journal of that collection.
    public func record(_ collection: String, items: [(id: String, hash: String)], now: Date) throws -> FeedJournalState {
        let stamp = Int64(now.timeIntervalSince1970.rounded(.down))
        return try store.database.write { db in
            try db.execute(sql: "INSERT OR IGNORE INTO feedJournalCollection (name, startedAt) VALUES (?, ?)",
                           arguments: [collection, stamp])
            var known: [String: (hash: String, deleted: Bool)] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT id, hash, deletedAt FROM feedJournalItem WHERE collection = ?",
                                        arguments: [collection]) {
                known[row["id"]] = (row["hash"], (row["deletedAt"] as Int64?) != nil)
            }
            var present = Set<String>()
            for (position, item) in items.enumerated() {
                present.insert(item.id)
                if let old = known[item.id] {
                    if old.hash != item.hash || old.deleted {
                        try db.execute(sql: """
                            UPDATE feedJournalItem SET hash = ?, position = ?, modifiedAt = ?, deletedAt = NULL
                            WHERE collection = ? AND id = ?
                            """, arguments: [item.hash, position, stamp, collection, item.id])
                    } else {
                        try db.execute(sql: "UPDATE feedJournalItem SET position = ? WHERE collection = ? AND id = ? AND position != ?",
                                       arguments: [position, collection, item.id, position])
                    }
                } else {
                    try db.execute(sql: """
                        INSERT INTO feedJournalItem (collection, id, hash, position, modifiedAt, deletedAt)
                        VALUES (?, ?, ?, ?, ?, NULL)
                        """, arguments: [collection, item.id, item.hash, position, stamp])
                }
            }
            for (id, old) in known where !old.deleted && !present.contains(id) {
                try db.execute(sql: "UPDATE feedJournalItem SET deletedAt = ?, modifiedAt = ? WHERE collection = ? AND id = ?",
                               arguments: [stamp, stamp, collection, id])
            }
            return try Self.state(of: collection, db: db)
        }
    }

    /// The journal of a collection as stored; nil when it was never recorded.
    public func state(of collection: String) throws -> FeedJournalState? {
        try store.database.read { db in
            guard try Int64.fetchOne(db, sql: "SELECT startedAt FROM feedJournalCollection WHERE name = ?",
                                     arguments: [collection]) != nil else { return nil }
            return try Self.state(of: collection, db: db)
        }
    }

    private static func state(of collection: String, db: Database) throws -> FeedJournalState {
        let started = try Int64.fetchOne(db, sql: "SELECT startedAt FROM feedJournalCollection WHERE name = ?",
                                         arguments: [collection]) ?? 0
        let entries = try Row.fetchAll(db, sql: """
            SELECT id, hash, modifiedAt, deletedAt FROM feedJournalItem WHERE collection = ? ORDER BY position, id
            """, arguments: [collection]).map { row in
            FeedJournalEntry(id: row["id"], hash: row["hash"], modifiedAt: row["modifiedAt"], deletedAt: row["deletedAt"])
        }
        return FeedJournalState(collection: collection, startedAt: started, entries: entries)
    }
}

/// One item of a collection's journal. Times are Unix seconds.
public struct FeedJournalEntry: Sendable, Hashable, Codable {
    public var id: String
    public var hash: String
    /// When the item last changed (or disappeared).
    public var modifiedAt: Int64
    /// When the item disappeared; nil while it is served.
    public var deletedAt: Int64?
}

/// The journal of one collection: when it began and every item it has seen.
public struct FeedJournalState: Sendable, Hashable {
    public var collection: String
    /// Unix seconds of the first record: changes before this are unknown.
    public var startedAt: Int64
    public var entries: [FeedJournalEntry]

    /// The newest change of the collection (an item changed, added or removed);
    /// the start of the journal when nothing changed since.
    public var lastModified: Int64 { entries.map(\.modifiedAt).max().map { max($0, startedAt) } ?? startedAt }

    /// Whether the journal knows every change at or after `since` (Unix seconds).
    public func knowsChanges(since: Int64) -> Bool { since >= startedAt }

    /// The items changed at or after `since` (tombstones included), in the collection's order.
    public func changed(since: Int64) -> [FeedJournalEntry] { entries.filter { $0.modifiedAt >= since } }
}
