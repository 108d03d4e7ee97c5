import GRDB

extension StoreMigrations {
    /// The quiz attempts table: one row per run of a quiz, with the runner's
    /// whole state (JSON) saved after every step, and the score once finished.
    static func registerQuizAttempts(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v1-quiz-attempts") { db in
            try db.create(table: "quizAttempt") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("quizID", .text).notNull()
                t.column("mode", .text).notNull()
                t.column("round", .integer).notNull()
                t.column("scope", .text).notNull()
                t.column("status", .text).notNull().check(sql: "status IN ('active', 'finished', 'abandoned')")
                t.column("startedAt", .datetime).notNull()
                t.column("updatedAt", .datetime).notNull()
                t.column("finishedAt", .datetime)
                t.column("questionCount", .integer).notNull()
                t.column("position", .integer).notNull()
                t.column("state", .text).notNull()
                t.column("rightCount", .integer)
                t.column("wrongCount", .integer)
                t.column("skippedCount", .integer)
                t.column("points", .double)
                t.column("maxPoints", .double)
                t.column("percent", .double)
                t.column("passed", .boolean)
                t.column("parentID", .integer).references("quizAttempt", onDelete: .setNull)
            }
            try db.create(index: "quizAttempt_quiz_status", on: "quizAttempt", columns: ["quizID", "status", "startedAt"])
        }
        // Saving a step writes only what the step changed: the items from the last saved
        // position to the current one, and the position and phase. `state` keeps the
        // session as it was at the start (with the quiz); the steps are applied on resume.
        migrator.registerMigration("v2-quiz-attempt-steps") { db in
            try db.alter(table: "quizAttempt") { t in t.add(column: "phase", .text) }
            try db.create(table: "quizAttemptItem") { t in
                t.column("attemptID", .integer).notNull().references("quizAttempt", onDelete: .cascade)
                t.column("itemIndex", .integer).notNull()
                t.column("item", .text).notNull()
                t.primaryKey(["attemptID", "itemIndex"])
            }
        }
    }
}
