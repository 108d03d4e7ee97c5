import GRDB

extension StoreMigrations {
    /// The content-feed journal of `regio serve`: `feedJournalItem` (one row per
    /// item ever served in a collection: its content hash, when it last changed,
    /// and when it disappeared) and `feedJournalCollection` (when the journal of
    /// a collection began: changes before that are unknown).
    static func registerFeedJournal(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("feed-journal-v1") { db in
            try db.create(table: "feedJournalCollection") { t in
                t.column("name", .text).primaryKey()
                t.column("startedAt", .integer).notNull()
            }
            try db.create(table: "feedJournalItem") { t in
                t.column("collection", .text).notNull()
                    .references("feedJournalCollection", column: "name", onDelete: .cascade)
                t.column("id", .text).notNull()
                t.column("hash", .text).notNull()
                t.column("position", .integer).notNull()
                t.column("modifiedAt", .integer).notNull()
                t.column("deletedAt", .integer)
                t.primaryKey(["collection", "id"])
            }
        }
    }
}
