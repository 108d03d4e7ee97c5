import ArgumentParser
import Foundation
import Regio

/// `quiz [run] <id|region>`: plays a quiz, question by question.
struct QuizRunCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "run",
            abstract: tr(.helpQuizRunAbstract),
            discussion: tr(.helpQuizRunDiscussion))
    }

    @Argument(help: ArgumentHelp(tr(.helpQuizRunQuery), valueName: "id|region"))
    var query: [String] = []

    @OptionGroup var options: QuizRunOptions
    @OptionGroup var global: GlobalOptions

    func run() throws {
        let ctx = Session.current.context(global)
        let report = try options.play(query.isEmpty ? nil : query.joined(separator: " "), context: ctx)
        if ctx.json { try ctx.console.json(report) }
    }
}
