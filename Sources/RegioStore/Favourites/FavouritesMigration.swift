import GRDB

extension StoreMigrations {
    /// The favourites table: one row per kept place, keyed by place id, with
    /// the place's snapshot, a note, tags (JSON array) and times.
    static func registerFavourites(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v1-favourites") { db in
            try db.create(table: "favourite") { t in
                t.column("placeID", .text).primaryKey()
                t.column("source", .text).notNull()
                t.column("name", .text).notNull()
                t.column("latitude", .double).notNull().check { $0 >= -90 && $0 <= 90 }
                t.column("longitude", .double).notNull().check { $0 >= -180 && $0 <= 180 }
                t.column("category", .text).notNull()
                t.column("regionID", .text).indexed()
                t.column("note", .text).notNull().defaults(to: "")
                t.column("tags", .text).notNull().defaults(to: "[]")
                t.column("createdAt", .datetime).notNull()
                t.column("updatedAt", .datetime).notNull()
            }
        }
    }
}
