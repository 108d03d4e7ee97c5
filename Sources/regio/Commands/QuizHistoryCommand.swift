import ArgumentParser
import Foundation
import Regio

/// `quiz history [<id|region>]`: your attempts, with best, last and average.
struct QuizHistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "Your attempts: of one quiz in detail, or a line per quiz.",
        discussion: """
        Best, last and average count finished attempts of the whole quiz (a retake of
        the missed questions is listed but not counted). Examples:
          quiz history
          quiz history cz-64-south-moravia
          quiz history CZ-31 --json
        """)

    @Argument(help: ArgumentHelp("A quiz id, or a region's id or name.", valueName: "id|region"))
    var query: [String] = []

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let ctx = Session.current.context(global)
        let result = try ctx.engine.quizHistory(query.joined(separator: " "), language: ctx.language)
        switch result {
        case .all(let histories):
            try ctx.emit(histories) {
                guard !histories.isEmpty else { return ["No attempts yet: `quizzes` lists the quizzes, `quiz <id>` starts one."] }
                var table = TextTable(header: ["quiz", "attempts", "best", "last", "average", "unfinished"], rightAligned: [1, 2, 3, 4])
                table.rows = histories.map { h in
                    let active = h.attempts.first { $0.status == .active }
                    return [h.quizID, String(h.attempts.count), Self.percent(h.best), Self.percent(h.last),
                            h.averagePercent.map { Self.number($0) + " %" } ?? "–",
                            active.map { "at question \($0.position + 1)/\($0.questionCount)" } ?? ""]
                }
                return table.render()
            }
        case .one(let history, let quizTitle):
            try emit(history, title: quizTitle, ctx: ctx)
        }
    }

    private func emit(_ history: QuizHistory, title quizTitle: String?, ctx: CommandContext) throws {
        let quizID = history.quizID
        try ctx.emit(history) {
            let title = quizTitle ?? quizID
            var lines = [ctx.console.styled("\(title) (\(quizID))", .bold)]
            guard !history.attempts.isEmpty else { return lines + ["No attempts yet: `quiz \(quizID)` starts one."] }
            lines.append("best \(Self.percent(history.best)) · last \(Self.percent(history.last)) · average "
                         + (history.averagePercent.map { Self.number($0) + " %" } ?? "–"))
            var table = TextTable(header: ["#", "started", "mode", "questions", "right", "wrong", "skipped", "points", "score", "result"],
                                  rightAligned: [0, 3, 4, 5, 6, 7, 8])
            table.rows = history.attempts.map { a in
                let started = QuizTexts.dateFormatter.string(from: a.startedAt)
                let questions = a.scope == .missed ? "\(a.questionCount) missed" : String(a.questionCount)
                guard let s = a.score else {
                    let state = a.status == .active ? "unfinished, at question \(a.position + 1)" : "abandoned"
                    return [String(a.id), started, a.mode.rawValue, questions, "", "", "", "", "", state]
                }
                return [String(a.id), started, a.mode.rawValue, questions, String(s.right), String(s.wrong), String(s.skipped),
                        "\(Self.number(s.points))/\(Self.number(s.maxPoints))", Self.number(s.percent) + " %",
                        s.passed ? "passed" : "not passed"]
            }
            return lines + table.render()
        }
    }

    static func percent(_ record: QuizAttemptRecord?) -> String {
        record?.score.map { number($0.percent) + " %" } ?? "–"
    }

    static func number(_ v: Double) -> String { QuizTexts.number(v) }
}
