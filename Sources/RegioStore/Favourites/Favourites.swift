import Foundation
import GRDB
import RegioGeo
import RegioPlaces

extension Store {
    /// The user's favourite places.
    public var favourites: Favourites { Favourites(store: self) }
}

/// What ``Favourites/add(_:note:tags:now:)`` did.
public enum FavouriteChange: Hashable, Sendable {
    case added(Favourite)
    /// The place was kept already: its snapshot (and the note or tags, when given) were updated.
    case updated(Favourite)

    public var favourite: Favourite {
        switch self { case .added(let f), .updated(let f): return f }
    }
}

/// The user's favourite places in the store.
///
/// Every change is one SQLite transaction (WAL, `synchronous=FULL`): when a
/// call returns, the favourite survives a crash or a power loss. Several
/// processes may write at once: writers wait for each other (busy timeout)
/// and a write that still finds the database busy is retried.
///
/// ```swift
/// let store = try Store(path: Store.defaultPath())
/// try store.favourites.add(place, note: "open Tue–Sun")
/// for fav in try store.favourites.list(region: "CZ-20") { print(fav.name, fav.note) }
/// let ids = try store.favourites.placeIDs()   // for a "favourites only" search filter
/// ```
public struct Favourites: Sendable {
    public let store: Store

    public init(store: Store) { self.store = store }

    /// Keeps `place`. When it is kept already, refreshes its snapshot and
    /// sets the note and tags when given (nil leaves them as they are).
    @discardableResult
    public func add(_ place: Place, note: String? = nil, tags: [String]? = nil, now: Date = Date()) throws -> FavouriteChange {
        var fresh = Favourite(place: place, note: note ?? "", tags: tags ?? [], now: now)
        try fresh.validate()
        return try write { db in
            if var existing = try Favourite.fetchOne(db, key: place.id) {
                existing.source = fresh.source; existing.name = fresh.name
                existing.latitude = fresh.latitude; existing.longitude = fresh.longitude
                existing.category = fresh.category; existing.regionID = fresh.regionID
                if let note { existing.note = note }
                if let tags { existing.tags = Favourite.normalised(tags) }
                existing.updatedAt = now
                try existing.update(db)
                return .updated(existing)
            }
            fresh.updatedAt = now
            try fresh.insert(db)
            return .added(fresh)
        }
    }

    /// Stores a favourite as given (used by import): inserts it, or replaces
    /// the one with the same place id, keeping the earlier creation time.
    @discardableResult
    public func save(_ favourite: Favourite) throws -> FavouriteChange {
        var f = favourite
        f.tags = Favourite.normalised(f.tags)
        try f.validate()
        return try write { db in
            if let existing = try Favourite.fetchOne(db, key: f.placeID) {
                f.createdAt = min(existing.createdAt, f.createdAt)
                try f.update(db)
                return .updated(f)
            }
            try f.insert(db)
            return .added(f)
        }
    }

    /// Stores many favourites as ``save(_:)`` does, in one transaction: all of
    /// them or, when anything fails (a bad entry, a full disk, a kill), none.
    public func saveAll(_ favourites: [Favourite]) throws -> (added: Int, updated: Int) {
        var prepared = favourites
        for i in prepared.indices {
            prepared[i].tags = Favourite.normalised(prepared[i].tags)
            try prepared[i].validate()
        }
        let ready = prepared
        let encoder = JSONEncoder()
        return try write { db in
            // Prepared once: 170,000 waypoints take seconds, not minutes.
            let exists = try db.cachedStatement(sql: "SELECT 1 FROM favourite WHERE placeID = ?")
            let upsert = try db.cachedStatement(sql: """
                INSERT INTO favourite (placeID, source, name, latitude, longitude, category, regionID, note, tags, createdAt, updatedAt)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT(placeID) DO UPDATE SET source = excluded.source, name = excluded.name,
                    latitude = excluded.latitude, longitude = excluded.longitude, category = excluded.category,
                    regionID = excluded.regionID, note = excluded.note, tags = excluded.tags,
                    createdAt = min(createdAt, excluded.createdAt), updatedAt = excluded.updatedAt
                """)
            var added = 0, updated = 0
            for f in ready {
                if try Bool.fetchOne(exists, arguments: [f.placeID]) == true { updated += 1 } else { added += 1 }
                let tags = String(decoding: try encoder.encode(f.tags), as: UTF8.self)
                try upsert.execute(arguments: [f.placeID, f.source, f.name, f.latitude, f.longitude, f.category.rawValue,
                                               f.regionID, f.note, tags, f.createdAt, f.updatedAt])
            }
            return (added, updated)
        }
    }

    /// Removes the favourite of `placeID`; returns it. Throws ``StoreError/notFound(_:)`` when there is none.
    @discardableResult
    public func remove(placeID: String) throws -> Favourite {
        try write { db in
            guard let f = try Favourite.fetchOne(db, key: placeID) else { throw Self.notFound(placeID) }
            try f.delete(db)
            return f
        }
    }

    /// Sets the note of a favourite ("" clears it).
    @discardableResult
    public func setNote(_ note: String, placeID: String, now: Date = Date()) throws -> Favourite {
        try modify(placeID) { $0.note = note; $0.updatedAt = now }
    }

    /// Sets the tags of a favourite.
    @discardableResult
    public func setTags(_ tags: [String], placeID: String, now: Date = Date()) throws -> Favourite {
        try modify(placeID) { $0.tags = Favourite.normalised(tags); $0.updatedAt = now }
    }

    public func favourite(placeID: String) throws -> Favourite? {
        try store.database.read { try Favourite.fetchOne($0, key: placeID) }
    }

    /// The favourites, oldest first (then by place id); only those of a region or with a tag when given.
    public func list(region: String? = nil, tag: String? = nil) throws -> [Favourite] {
        let all = try store.database.read { db -> [Favourite] in
            var request = Favourite.order(Column("createdAt"), Column("placeID"))
            if let region { request = request.filter(Column("regionID") == region) }
            return try request.fetchAll(db)
        }
        guard let tag else { return all }
        return all.filter { $0.tags.contains(tag) }
    }

    /// The kept place ids (for a "favourites only" search filter).
    public func placeIDs() throws -> Set<String> {
        Set(try store.database.read { try String.fetchAll($0, sql: "SELECT placeID FROM favourite") })
    }

    public func count() throws -> Int {
        try store.database.read { try Favourite.fetchCount($0) }
    }

    /// How each favourite compares with the current catalogue: unchanged,
    /// changed (renamed, moved, …) or removed. Every favourite is listed.
    public func status(lookup: (String) -> Place?) throws -> [FavouriteStatus] {
        try list().map { FavouriteStatus(favourite: $0, current: lookup($0.placeID)) }
    }

    /// ``status(lookup:)`` against a catalogue.
    public func status(against catalogue: PlaceCatalogue) throws -> [FavouriteStatus] {
        try status { catalogue.place(id: $0) }
    }

    /// Takes a new snapshot of every favourite whose place changed; favourites
    /// whose place is gone keep theirs. Returns how many were refreshed.
    @discardableResult
    public func refreshSnapshots(lookup: (String) -> Place?, now: Date = Date()) throws -> Int {
        let changed = try status(lookup: lookup).filter { $0.state == .changed }
        for s in changed { if let place = s.current { try add(place, now: now) } }
        return changed.count
    }

    // MARK: - Writing

    private func modify(_ placeID: String, _ change: (inout Favourite) -> Void) throws -> Favourite {
        try write { db in
            guard var f = try Favourite.fetchOne(db, key: placeID) else { throw Self.notFound(placeID) }
            change(&f)
            try f.update(db)
            return f
        }
    }

    static func notFound(_ placeID: String) -> StoreError {
        .notFound("no favourite with place id '\(placeID)' (see `fav list`)")
    }

    /// One write transaction, retried while another process keeps the database busy.
    func write<T>(_ body: (Database) throws -> T) throws -> T {
        var attempt = 0
        while true {
            do {
                return try store.database.write(body)
            } catch let error as DatabaseError where (error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED) && attempt < 5 {
                attempt += 1
                Thread.sleep(forTimeInterval: 0.05 * Double(attempt))
            } catch {
                throw StoreError.translated(error, path: store.path)
            }
        }
    }
}
