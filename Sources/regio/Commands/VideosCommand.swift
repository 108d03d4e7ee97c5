import ArgumentParser
import Foundation
import Regio

/// `videos`: the dataset's videos and the quiz each one offers.
struct VideosCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "videos",
        abstract: "List the videos and the quiz offered after each.",
        discussion: """
        After watching one, `watched <id>` offers its quiz. Examples:
          videos
          videos --json
        """)

    @OptionGroup var global: GlobalOptions

    struct Row: Encodable {
        let video: Video
        let quizID: String?
    }

    func run() throws {
        let ctx = Session.current.context(global)
        let library = try ctx.quizzes()
        let rows = library.catalogue.videos.map { v in Row(video: v, quizID: (try? library.catalogue.quizFor(videoID: v.id))??.id) }
        try ctx.emit(rows) {
            guard !rows.isEmpty else { return ["This dataset has no videos."] }
            var table = TextTable(header: ["id", "length", "region", "quiz", "title"], rightAligned: [1])
            table.rows = rows.map { r in
                [r.video.id, r.video.duration.map(QuizTexts.duration) ?? "–",
                 r.video.regionID.flatMap { library.dataset.region(id: $0)?.name(ctx.language) } ?? "–",
                 r.quizID ?? "–", r.video.title.text(for: ctx.language)]
            }
            return table.render()
        }
    }
}
