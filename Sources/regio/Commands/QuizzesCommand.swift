import ArgumentParser
import Foundation
import Regio

/// `quizzes [region]`: every quiz with its region, size, your best score and an unfinished mark.
struct QuizzesCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "quizzes",
            abstract: tr(.helpQuizzesAbstract),
            discussion: tr(.helpQuizzesDiscussion))
    }

    @Argument(help: ArgumentHelp(tr(.helpQuizzesRegion), valueName: "region"))
    var region: [String] = []

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let ctx = Session.current.context(global)
        let rows = try ctx.engine.quizzes(region: region.isEmpty ? nil : region.joined(separator: " "), language: ctx.language)
        try ctx.emit(rows) {
            let t = ctx.texts
            guard !rows.isEmpty else { return [t(region.isEmpty ? .quizzesNone : .quizzesNoneInRegion)] }
            var table = TextTable(header: [t(.columnID), t(.columnRegion), t(.columnQuestions), t(.columnBest), "", t(.columnTitle)],
                                  rightAligned: [2, 3])
            table.rows = rows.map { r in
                [r.id, r.regionName ?? "–", r.questions.map(String.init) ?? "–", r.bestPercent.map { t.number($0) + " %" } ?? "–",
                 r.unfinished.map { "▶ \($0.question)/\($0.questionCount)" }
                    ?? (r.origin == .imported ? t(.quizzesYours) : r.origin == .synced ? t(.quizzesSynced) : ""),
                 r.title]
            }
            var lines = table.render()
            let unfinished = rows.filter { $0.unfinished != nil }.count
            lines.append(t(.quizzesSummary, ["n": rows.count]) + (unfinished > 0 ? t(.quizzesUnfinishedHint) : "") + t(.quizzesTakeHint))
            return lines
        }
    }
}
