import ArgumentParser
import Foundation
import Regio

/// `quiz review`: plays the questions due today, mixed from every quiz; with
/// `--summary` the history per region; with `--json` the due questions.
///
/// ```
/// regio quiz review              # play what is due (feedback after each answer)
/// regio quiz review --summary    # per region: mastered, due, learning
/// regio quiz review --json       # the due questions as JSON, nothing played
/// REGIO_NOW=2026-11-29 regio quiz review   # as if it were 29 November (tests)
/// ```
struct QuizReviewCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "review",
            abstract: tr(.helpQuizReviewAbstract),
            discussion: tr(.helpQuizReviewDiscussion))
    }

    @Flag(help: ArgumentHelp(tr(.helpReviewSummary)))
    var summary = false

    @Flag(help: ArgumentHelp(tr(.helpReviewRepair)))
    var repair = false

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let ctx = Session.current.context(global)
        let t = ctx.texts
        if repair {
            let report = try ctx.engine.repairReview()
            try ctx.emit(report) {
                var lines = [t(.reviewRepaired, ["attempts": report.attempts, "questions": report.questions])]
                if !report.unreadableAttempts.isEmpty {
                    lines.append(t(.reviewRepairUnreadable, ["ids": report.unreadableAttempts.map(String.init).joined(separator: ", ")]))
                }
                return lines
            }
            return
        }
        if summary {
            let history = try ctx.engine.reviewHistory(language: ctx.language)
            try ctx.emit(history) { Self.lines(history, t) }
            return
        }
        if ctx.json {
            try ctx.console.json(try ctx.engine.reviewDue(language: ctx.language))
            return
        }
        switch try ctx.engine.startReview() {
        case .nothingDue(let next, let unavailable):
            Self.noteUnavailable(unavailable, ctx)
            ctx.console.line(next.map { t(.reviewNothingDue, ["date": $0.text(in: ctx.language)]) } ?? t(.reviewNothingYet))
        case .run(let run, let unavailable):
            Self.noteUnavailable(unavailable, ctx)
            _ = try QuizPlayer(context: ctx).play(run, offerRetakes: false)
            if let next = try ctx.engine.reviewDue(language: ctx.language).nextDueText {
                ctx.console.line(t(.reviewNextOn, ["date": next]))
            }
        }
    }

    static func noteUnavailable(_ unavailable: [ReviewQuestionRef], _ ctx: CommandContext) {
        guard !unavailable.isEmpty else { return }
        ctx.console.note(ctx.texts(.notePrefix) + " " + ctx.texts(.reviewUnavailable, ["n": unavailable.count]))
    }

    /// The history as a table: a row per region, then the totals and the next review.
    /// A review day as the interface language writes it ("30. 11. 2026").
    static func lines(_ history: ReviewHistory, _ t: Texts) -> [String] {
        guard !history.regions.isEmpty else { return [t(.reviewNothingYet)] }
        var table = TextTable(header: [t(.columnRegion), t(.columnMastered), t(.columnDue), t(.columnLearning)], rightAligned: [1, 2, 3])
        table.rows = history.regions.map { r in
            [r.regionName.map { "\($0) (\(r.regionID ?? ""))" } ?? r.regionID ?? t(.reviewNoRegion),
             String(r.mastered), String(r.due), String(r.learning)]
        }
        var lines = table.render()
        lines.append("")
        lines.append(t(.reviewSummaryLine, ["due": history.due, "learning": history.learning, "mastered": history.mastered]))
        if let next = history.nextDueText { lines.append(t(.reviewNextOn, ["date": next])) }
        return lines
    }
}
