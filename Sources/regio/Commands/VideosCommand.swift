import ArgumentParser
import Foundation
import Regio

/// `videos`: the dataset's videos and the quiz each one offers.
struct VideosCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "videos",
            abstract: tr(.helpVideosAbstract),
            discussion: tr(.helpVideosDiscussion))
    }

    @Option(help: ArgumentHelp(tr(.helpVideosKind), valueName: "kind"))
    var kind: String?

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let ctx = Session.current.context(global)
        let rows = try ctx.engine.videos(language: ctx.language, kind: kind)
        let t = ctx.texts
        if !ctx.json { rows.filter(\.hasNoRegion).forEach { ctx.console.note(t(.videosNoRegion, ["id": $0.video.id])) } }
        try ctx.emit(rows) {
            guard !rows.isEmpty else { return [kind.map { t(.videosNoneOfKind, ["kind": $0]) } ?? t(.videosNone)] }
            var table = TextTable(header: [t(.columnID), t(.columnLength), t(.columnRegion), t(.columnQuiz), t(.columnTitle)], rightAligned: [1])
            table.rows = rows.map { r in
                [r.video.id, r.video.duration.map(QuizTexts.duration) ?? "–",
                 r.regionName ?? (r.regionChoices.isEmpty ? "–" : r.regionChoices.joined(separator: " / ")),
                 r.quizID ?? "–", r.video.title.text(for: ctx.language)]
            }
            var lines = table.render()
            for r in rows where r.video.excerpt != nil || !r.video.chapters.isEmpty {
                lines.append("")
                lines.append("\(r.video.id)  \(r.video.title.text(for: ctx.language))")
                if let excerpt = r.video.excerpt?.text(for: ctx.language) {
                    lines += excerpt.split(separator: "\n").map { "  " + $0 }
                }
                for chapter in r.video.chapters {
                    let start = chapter.start.map(QuizTexts.duration) ?? "–"
                    lines.append("    \(start)  \(chapter.title.text(for: ctx.language))" + (chapter.image.map { "  \($0)" } ?? ""))
                }
            }
            return lines
        }
    }
}
