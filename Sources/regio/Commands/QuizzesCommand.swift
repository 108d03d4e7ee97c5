import ArgumentParser
import Foundation
import Regio

/// `quizzes [region]`: every quiz with its region, size, your best score and an unfinished mark.
struct QuizzesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "quizzes",
        abstract: "List the quizzes: region, questions, your best score, unfinished attempts.",
        discussion: """
        The dataset's quizzes and yours (`quiz import`) come first, then one quiz per
        region generated from the dataset (ids gen-…). `quiz <id>` takes one. Examples:
          quizzes
          quizzes CZ-64
          quizzes --json
        """)

    @Argument(help: ArgumentHelp("Only the quizzes about this region (id or name).", valueName: "region"))
    var region: [String] = []

    @OptionGroup var global: GlobalOptions

    struct Row: Encodable {
        struct Unfinished: Encodable { let attemptID: Int64; let question: Int; let questionCount: Int }
        let id: String
        let title: String
        let regionID: String?
        let regionName: String?
        let questions: Int
        let origin: QuizOrigin.Kind
        let file: String?
        let attempts: Int
        let bestPercent: Double?
        let unfinished: Unfinished?
    }

    func run() throws {
        let ctx = Session.current.context(global)
        let library = try ctx.quizzes()
        let attempts = try ctx.store().quizAttempts
        let histories = Dictionary(uniqueKeysWithValues: try attempts.histories().map { ($0.quizID, $0) })
        let active = Dictionary(try attempts.activeAttempts().map { ($0.quizID, $0) }, uniquingKeysWith: { $1 })
        var quizzes = library.quizzes
        if !region.isEmpty {
            let text = region.joined(separator: " ")
            guard let r = library.dataset.region(matching: text) else {
                throw CommandError("no region matches '\(text)'; `regions` lists them")
            }
            quizzes = library.quizzes(in: r)
        }
        let rows = quizzes.map { q in
            let origin = library.origin(of: q.id)
            return Row(id: q.id, title: q.title.text(for: ctx.language), regionID: q.regionID,
                       regionName: q.regionID.flatMap { library.dataset.region(id: $0)?.name(ctx.language) },
                       questions: q.questions.count, origin: origin?.kind ?? .dataset, file: origin?.file,
                       attempts: histories[q.id]?.attempts.filter { $0.status == .finished }.count ?? 0,
                       bestPercent: histories[q.id]?.best?.score?.percent,
                       unfinished: active[q.id].map { .init(attemptID: $0.id, question: $0.position + 1, questionCount: $0.questionCount) })
        }
        try ctx.emit(rows) {
            guard !rows.isEmpty else { return ["No quizzes" + (region.isEmpty ? " for this dataset." : " about this region yet.")] }
            var table = TextTable(header: ["id", "region", "questions", "best", "", "title"], rightAligned: [2, 3])
            table.rows = rows.map { r in
                [r.id, r.regionName ?? "–", String(r.questions), r.bestPercent.map { QuizTexts.number($0) + " %" } ?? "–",
                 r.unfinished.map { "▶ \($0.question)/\($0.questionCount)" } ?? (r.origin == .imported ? "yours" : r.origin == .synced ? "synced" : ""),
                 r.title]
            }
            var lines = table.render()
            let unfinished = rows.filter { $0.unfinished != nil }.count
            lines.append("\(rows.count) quizzes" + (unfinished > 0 ? "; ▶ unfinished: `quiz <id>` goes on where you stopped" : "")
                         + ". `quiz <id|region>` takes one.")
            return lines
        }
    }
}
