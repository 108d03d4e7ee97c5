import ArgumentParser
import Foundation
import Regio

/// `quiz history [<id|region>]`: your attempts, with best, last and average.
struct QuizHistoryCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "history",
            abstract: tr(.helpQuizHistoryAbstract),
            discussion: tr(.helpQuizHistoryDiscussion))
    }

    @Argument(help: ArgumentHelp(tr(.helpQuizHistoryQuery), valueName: "id|region"))
    var query: [String] = []

    @Flag(help: ArgumentHelp(tr(.helpHistoryCSV)))
    var csv = false

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let ctx = Session.current.context(global)
        if try ctx.emitCSV(csv, { try ctx.engine.quizHistoryCSV(query.joined(separator: " "), language: ctx.language) }) { return }
        let result = try ctx.engine.quizHistory(query.joined(separator: " "), language: ctx.language)
        switch result {
        case .all(let histories):
            try ctx.emit(histories) {
                let t = ctx.texts
                guard !histories.isEmpty else { return [t(.historyNone)] }
                var table = TextTable(header: [t(.columnQuiz), t(.columnAttempts), t(.columnBest), t(.columnLast), t(.columnAverage),
                                               t(.columnUnfinished)], rightAligned: [1, 2, 3, 4])
                table.rows = histories.map { h in
                    let active = h.attempts.first { $0.status == .active }
                    return [h.quizID, String(h.attempts.count), Self.percent(h.best), Self.percent(h.last),
                            h.averagePercent.map { Self.number($0) + " %" } ?? "–",
                            active.map { t(.historyAtQuestion, ["number": $0.position + 1, "total": $0.questionCount]) } ?? ""]
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
            let t = ctx.texts
            var lines = [ctx.console.styled("\(title) (\(quizID))", .bold)]
            guard !history.attempts.isEmpty else { return lines + [t(.historyNoneForQuiz, ["id": quizID])] }
            let marked = { (r: QuizAttemptRecord?) in Self.percent(r) + (r?.scope == .missed ? t(.historyRetakeMark) : "") }
            lines.append(t(.historySummary, ["best": marked(history.best), "last": marked(history.last),
                                            "average": history.averagePercent.map { Self.number($0) + " %" } ?? "–"]))
            var table = TextTable(header: ["#", t(.columnStarted), t(.columnMode), t(.columnQuestions), t(.columnRight), t(.columnWrong),
                                           t(.columnSkipped), t(.columnPoints), t(.columnScore), t(.columnResult)],
                                  rightAligned: [0, 3, 4, 5, 6, 7, 8])
            table.rows = history.attempts.map { a in
                let started = t.dateTime(a.startedAt)
                let questions = a.scope == .missed ? t(.historyMissed, ["n": a.questionCount]) : String(a.questionCount)
                let mode = Self.mode(a.mode, t)
                let number = a.number.map(String.init) ?? ""  // of this quiz's attempts (the id counts every quiz's)
                guard let s = a.score else {
                    let state = a.status == .active ? t(.historyUnfinishedAt, ["number": a.position + 1]) : t(.historyAbandoned)
                    return [number, started, mode, questions, "", "", "", "", "", state]
                }
                return [number, started, mode, questions, String(s.right), String(s.wrong), String(s.skipped),
                        "\(Self.number(s.points))/\(Self.number(s.maxPoints))", Self.number(s.percent) + " %",
                        t(s.passed ? .quizPassed : .quizFailed)]
            }
            return lines + table.render()
        }
    }

    static func percent(_ record: QuizAttemptRecord?) -> String {
        record?.score.map { number($0.percent) + " %" } ?? "–"
    }

    static func number(_ v: Double) -> String { tr.number(v) }

    /// A quiz mode's name in the interface language.
    static func mode(_ mode: QuizMode, _ t: Texts) -> String {
        switch mode {
        case .immediate: return t(.modeImmediate)
        case .interactive: return t(.modeInteractive)
        case .deferred: return t(.modeDeferred)
        }
    }
}
