import GRDB

/// Every schema change of the store, in order. Each feature registers its
/// migrations in its own file (`registerFavourites`, `registerQuizAttempts`, …);
/// this list fixes their order. Never edit a migration that has shipped: add one.
public enum StoreMigrations {
    public static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-store-info") { db in
            try db.create(table: "storeInfo") { t in
                t.column("key", .text).primaryKey()
                t.column("value", .text).notNull()
            }
        }
        // Feature migrations, oldest first (one line each):
        registerQuizAttempts(&migrator)
        registerSync(&migrator)
        registerFavourites(&migrator)
        registerFeedJournal(&migrator)
        registerReviewSchedule(&migrator)
        return migrator
    }
}
