import ArgumentParser
import Foundation
import Regio

/// `videos`: the dataset's videos and the quiz each one offers.
struct VideosCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "videos",
        abstract: "List the videos and the quiz offered after each.",
        discussion: """
        After watching one, `watched <id>` offers its quiz. A video's excerpt and
        chapters are shown under it. A video that names no region is noted once, here.
        Examples:
          videos
          videos --kind class
          videos --json
        """)

    @Option(help: ArgumentHelp("Only videos of this kind: broadcast, class or cooking.", valueName: "kind"))
    var kind: String?

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let ctx = Session.current.context(global)
        let rows = try ctx.engine.videos(language: ctx.language, kind: kind)
        if !ctx.json { rows.compactMap(\.note).forEach { ctx.console.note("note: " + $0) } }
        try ctx.emit(rows) {
            guard !rows.isEmpty else { return [kind == nil ? "This dataset has no videos." : "There are no \(kind!) videos."] }
            var lines: [String] = []
            for r in rows {
                let region = r.regionName ?? (r.regionChoices.isEmpty ? "–" : r.regionChoices.joined(separator: " / "))
                let length = r.video.duration.map(QuizTexts.duration) ?? "–"
                lines.append("\(r.video.id)  \(r.video.title.text(for: ctx.language))")
                lines.append("    \(r.video.kind ?? "–") · \(length) · region \(region) · quiz \(r.quizID ?? "–")")
                if let excerpt = r.video.excerpt?.text(for: ctx.language), !excerpt.isEmpty {
                    lines += excerpt.split(separator: "\n").map { "    " + $0 }
                }
                for chapter in r.video.chapters {
                    lines.append("      \(QuizTexts.duration(chapter.start))  \(chapter.title.text(for: ctx.language))")
                }
            }
            return lines
        }
    }
}
