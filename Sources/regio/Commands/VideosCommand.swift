import ArgumentParser
import Foundation
import Regio

/// `videos`: the dataset's videos and the quiz each one offers.
struct VideosCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "videos",
            abstract: tr(.helpVideosAbstract),
            discussion: """
            After watching one, `watched <id>` offers its quiz. Examples:
              videos
              videos --json
            """)
    }

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let ctx = Session.current.context(global)
        let rows = try ctx.engine.videos(language: ctx.language)
        try ctx.emit(rows) {
            let t = ctx.texts
            guard !rows.isEmpty else { return [t(.videosNone)] }
            var table = TextTable(header: [t(.columnID), t(.columnLength), t(.columnRegion), t(.columnQuiz), t(.columnTitle)], rightAligned: [1])
            table.rows = rows.map { r in
                [r.video.id, r.video.duration.map(QuizTexts.duration) ?? "–", r.regionName ?? "–",
                 r.quizID ?? "–", r.video.title.text(for: ctx.language)]
            }
            return table.render()
        }
    }
}
