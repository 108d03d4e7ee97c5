import ArgumentParser
import Foundation
import Regio

/// `watched <video-id>`: after a video, offers its quiz and starts it on yes.
struct WatchedCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "watched",
            abstract: tr(.helpWatchedAbstract),
            discussion: tr(.helpWatchedDiscussion))
    }

    @Argument(help: ArgumentHelp(tr(.helpWatchedVideoID), valueName: "video-id"))
    var videoID: String

    @Flag(help: ArgumentHelp(tr(.helpWatchedYes)))
    var yes = false

    @Option(help: ArgumentHelp(tr(.helpWatchedRegion), valueName: "region"))
    var region: String?

    @OptionGroup var options: QuizRunOptions
    @OptionGroup var global: GlobalOptions

    struct Result: Encodable {
        let video: Video
        let quizID: String?
        let started: Bool
        let run: QuizRunReport?
    }

    func run() throws {
        let ctx = Session.current.context(global)
        var offer = try ctx.engine.watched(videoID: videoID, region: region, startOver: options.new, language: ctx.language)
        let video = offer.video
        let player = QuizPlayer(context: ctx)
        let texts = player.screen.texts
        player.screen.line(texts.watchedVideo(video.title.text(for: ctx.language), duration: video.duration))
        if !offer.choices.isEmpty, let chosen = player.choose(texts.whichRegion, offer.choices.map { c in
            c.regionName + (c.quizID == nil ? " (" + texts.noQuizYet + ")" : "")
        }) {
            offer = try ctx.engine.watched(videoID: videoID, region: offer.choices[chosen].regionID, startOver: options.new,
                                           language: ctx.language)
        }
        guard let quiz = offer.quiz else {
            player.screen.line(texts.noQuizForVideo)
            if ctx.json { try ctx.console.json(Result(video: video, quizID: nil, started: false, run: nil)) }
            return
        }
        let prompt = texts.offerQuiz(quiz.title.text(for: ctx.language), quiz.questions.count, unfinished: offer.unfinished)
        let start = yes || player.confirm(prompt)
        var report: QuizRunReport?
        if start {
            player.screen.line()
            report = try options.play(quiz.id, context: ctx)
        } else {
            player.screen.line(texts.maybeLater + " " + ctx.texts(.quizPlay, ["id": quiz.id]))
        }
        if ctx.json { try ctx.console.json(Result(video: video, quizID: quiz.id, started: start, run: report)) }
    }
}
