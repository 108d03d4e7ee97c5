import ArgumentParser
import Foundation
import Regio

/// `quiz …`: run a quiz (the default), and its history, import and generation.
struct QuizCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "quiz",
            abstract: tr(.helpQuizAbstract),
            discussion: tr(.helpQuizDiscussion),
            subcommands: [QuizRunCommand.self, QuizHistoryCommand.self, QuizReviewCommand.self, QuizImportCommand.self, QuizGenerateCommand.self],
            defaultSubcommand: QuizRunCommand.self)
    }
}
