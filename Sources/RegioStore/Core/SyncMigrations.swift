import GRDB

extension StoreMigrations {
    /// The sync tables: `syncCollection` (one row per collection with a good
    /// copy: server, validators, server time, local sync times), `syncItem`
    /// (the items, as the server sent them) and `syncFailure` (the last failure
    /// of a collection since its last success).
    static func registerSync(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("sync-v1") { db in
            try db.create(table: "syncCollection") { t in
                t.column("name", .text).primaryKey()
                t.column("baseURL", .text).notNull()
                t.column("sourceURL", .text).notNull()
                t.column("etag", .text)
                t.column("lastModified", .text)
                t.column("serverDate", .text)
                t.column("syncedAt", .datetime).notNull()
                t.column("changedAt", .datetime).notNull()
            }
            try db.create(table: "syncItem") { t in
                t.column("collection", .text).notNull()
                    .references("syncCollection", column: "name", onDelete: .cascade)
                t.column("id", .text).notNull()
                t.column("position", .integer).notNull()
                t.column("json", .blob).notNull()
                t.primaryKey(["collection", "id"])
            }
            try db.create(index: "syncItem_position", on: "syncItem", columns: ["collection", "position"])
            try db.create(table: "syncFailure") { t in
                t.column("collection", .text).primaryKey()
                t.column("url", .text).notNull()
                t.column("failedAt", .datetime).notNull()
                t.column("message", .text).notNull()
            }
        }
    }
}
