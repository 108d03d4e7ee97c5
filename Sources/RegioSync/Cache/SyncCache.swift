import Foundation
import RegioStore
import GRDB

/// The last good copy of each synced collection, in the store.
///
/// Reading needs no network: the facade builds its places, quizzes and videos
/// from here with the importer of each collection. Only ``SyncEngine`` writes,
/// and every write is one transaction on the sync tables alone (favourites and
/// quiz attempts are never touched).
///
/// ```swift
/// let cache = SyncCache(store: store)
/// if let feed = try cache.collectionJSON("places") {
///     let places = try POIFeed.decode(feed)          // the existing importer
/// }
/// ```
public struct SyncCache: Sendable {
    public let store: Store

    public init(store: Store) { self.store = store }

    /// What is known of `collection`'s copy; nil when it was never synced.
    public func state(of collection: String) throws -> SyncState? {
        try store.database.read { db in try Self.state(of: collection, in: db) }
    }

    /// The last failure of `collection` since its last successful sync, if any.
    public func lastFailure(of collection: String) throws -> SyncFailure? {
        try store.database.read { db in try SyncFailureRow.fetchOne(db, key: collection)?.failure }
    }

    /// The items of `collection` in the server's order (empty when never synced).
    public func items(in collection: String) throws -> [SyncItem] {
        try store.database.read { db in
            try Row.fetchAll(db, sql: "SELECT id, json FROM syncItem WHERE collection = ? ORDER BY position",
                             arguments: [collection])
                .map { SyncItem(id: $0["id"], json: $0["json"]) }
        }
    }

    /// One item of `collection` by id.
    public func item(id: String, in collection: String) throws -> SyncItem? {
        try store.database.read { db in
            try Row.fetchOne(db, sql: "SELECT id, json FROM syncItem WHERE collection = ? AND id = ?",
                             arguments: [collection, id])
                .map { SyncItem(id: $0["id"], json: $0["json"]) }
        }
    }

    /// The ids in `collection`: for example to flag favourites whose place is gone.
    public func itemIDs(in collection: String) throws -> Set<String> {
        try store.database.read { db in
            Set(try String.fetchAll(db, sql: "SELECT id FROM syncItem WHERE collection = ?", arguments: [collection]))
        }
    }

    /// The collection as one JSON array (`[item, item, …]`), the shape the
    /// collection's importer reads from a file; nil when never synced.
    public func collectionJSON(_ collection: String) throws -> Data? {
        try store.database.read { db -> Data? in
            guard try SyncCollectionRow.exists(db, key: collection) else { return nil }
            var body = Data("[".utf8)
            let rows = try Row.fetchCursor(db, sql: "SELECT json FROM syncItem WHERE collection = ? ORDER BY position",
                                           arguments: [collection])
            var first = true
            while let row = try rows.next() {
                if !first { body.append(contentsOf: Array(",\n".utf8)) }
                first = false
                body.append(row["json"] as Data)
            }
            body.append(contentsOf: Array("]".utf8))
            return body
        }
    }

    // MARK: - Writes (by the engine)

    /// Replaces the whole collection with `items` in one transaction.
    func replace(_ collection: String, with items: [ReceivedItem], stamp: SyncStamp, basedOn: SyncState?) throws -> SyncChanges {
        try store.database.write { db in
            try Self.check(collection, basedOn: basedOn, in: db)
            var old: [String: Data] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT id, json FROM syncItem WHERE collection = ?", arguments: [collection]) {
                old[row["id"]] = row["json"]
            }
            var changes = SyncChanges()
            var kept = Set<String>()
            for item in items {
                kept.insert(item.id)
                if let before = old[item.id] {
                    if !JSONEquivalence.same(before, item.json) { changes.changed += 1 }
                } else {
                    changes.added += 1
                }
            }
            changes.removedIDs = old.keys.filter { !kept.contains($0) }.sorted()

            try stamp.row(collection, basedOn: basedOn, changed: !changes.isEmpty).save(db)
            try db.execute(sql: "DELETE FROM syncItem WHERE collection = ?", arguments: [collection])
            let insert = try db.cachedStatement(sql: "INSERT INTO syncItem (collection, id, position, json) VALUES (?, ?, ?, ?)")
            for (position, item) in items.enumerated() {
                try insert.execute(arguments: [collection, item.id, position, item.json])
            }
            try SyncFailureRow.deleteOne(db, key: collection)
            return changes
        }
    }

    /// Applies changed items and tombstones to the collection in one transaction.
    func apply(_ collection: String, changes received: [ReceivedItem], stamp: SyncStamp, basedOn: SyncState) throws -> SyncChanges {
        try store.database.write { db in
            try Self.check(collection, basedOn: basedOn, in: db)
            let select = try db.cachedStatement(sql: "SELECT json FROM syncItem WHERE collection = ? AND id = ?")
            let insert = try db.cachedStatement(sql: "INSERT INTO syncItem (collection, id, position, json) VALUES (?, ?, ?, ?)")
            let update = try db.cachedStatement(sql: "UPDATE syncItem SET json = ? WHERE collection = ? AND id = ?")
            let delete = try db.cachedStatement(sql: "DELETE FROM syncItem WHERE collection = ? AND id = ?")
            var position = (try Int.fetchOne(db, sql: "SELECT MAX(position) FROM syncItem WHERE collection = ?",
                                             arguments: [collection]) ?? -1) + 1
            var changes = SyncChanges()
            for item in received {
                let before = try Data.fetchOne(select, arguments: [collection, item.id])
                switch (item.deleted, before) {
                case (true, nil):
                    continue  // a tombstone for an item we never had
                case (true, _?):
                    try delete.execute(arguments: [collection, item.id])
                    changes.removedIDs.append(item.id)
                case (false, let before?):
                    if before != item.json {
                        try update.execute(arguments: [item.json, collection, item.id])
                        if !JSONEquivalence.same(before, item.json) { changes.changed += 1 }
                    }
                case (false, nil):
                    try insert.execute(arguments: [collection, item.id, position, item.json])
                    position += 1
                    changes.added += 1
                }
            }
            try stamp.row(collection, basedOn: basedOn, changed: !changes.isEmpty).save(db)
            try SyncFailureRow.deleteOne(db, key: collection)
            return changes
        }
    }

    /// Records a 304: the copy is confirmed as current; the items are unchanged.
    func confirm(_ collection: String, stamp: SyncStamp, basedOn: SyncState) throws {
        try store.database.write { db in
            try Self.check(collection, basedOn: basedOn, in: db)
            try stamp.row(collection, basedOn: basedOn, changed: false).save(db)
            try SyncFailureRow.deleteOne(db, key: collection)
        }
    }

    /// Records a failed sync; the copy is untouched.
    func recordFailure(_ collection: String, url: String, message: String, at date: Date) throws {
        try store.database.write { db in
            try SyncFailureRow(collection: collection, url: url, failedAt: date, message: message).save(db)
        }
    }

    // MARK: - Helpers

    static func state(of collection: String, in db: Database) throws -> SyncState? {
        guard let row = try SyncCollectionRow.fetchOne(db, key: collection) else { return nil }
        let count = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM syncItem WHERE collection = ?", arguments: [collection]) ?? 0
        return SyncState(collection: row.name, server: row.baseURL, sourceURL: row.sourceURL, etag: row.etag,
                         lastModified: row.lastModified, serverDate: row.serverDate,
                         syncedAt: row.syncedAt, changedAt: row.changedAt, itemCount: count)
    }

    /// Refuses to write when another sync changed the copy since `basedOn` was read.
    private static func check(_ collection: String, basedOn: SyncState?, in db: Database) throws {
        let current = try SyncCollectionRow.fetchOne(db, key: collection)
        guard current?.syncedAt == basedOn?.syncedAt, current?.sourceURL == basedOn?.sourceURL else {
            throw SyncError.store("\(collection): another sync changed the cached copy meanwhile; nothing was applied — sync again")
        }
    }
}

/// What a successful answer sets in the collection's row.
struct SyncStamp {
    var server: String
    var sourceURL: String
    var etag: String?
    var lastModified: String?
    var serverDate: String?
    /// The local time of the sync.
    var at: Date

    func row(_ collection: String, basedOn: SyncState?, changed: Bool) -> SyncCollectionRow {
        SyncCollectionRow(name: collection, baseURL: server, sourceURL: sourceURL, etag: etag, lastModified: lastModified,
                          serverDate: serverDate, syncedAt: at,
                          changedAt: basedOn.map { changed ? at : $0.changedAt } ?? at)
    }
}

struct SyncCollectionRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "syncCollection"
    var name: String
    var baseURL: String
    var sourceURL: String
    var etag: String?
    var lastModified: String?
    var serverDate: String?
    var syncedAt: Date
    var changedAt: Date
}

struct SyncFailureRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "syncFailure"
    var collection: String
    var url: String
    var failedAt: Date
    var message: String

    var failure: SyncFailure { SyncFailure(collection: collection, url: url, failedAt: failedAt, message: message) }
}
