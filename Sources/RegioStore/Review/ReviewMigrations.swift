import Foundation
import GRDB
import RegioQuiz

extension StoreMigrations {
    /// The review schedule (issue 27): one row per question ever answered, in
    /// any quiz or review. Filled from the attempts already recorded, in the
    /// order they were played, so a learner's history counts from day one.
    static func registerReviewSchedule(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v3-review-schedule") { db in
            try ReviewStore.createTable(db)
            _ = try ReviewStore.fill(db, schedule: .standard, timeZone: .current)
        }
    }
}
