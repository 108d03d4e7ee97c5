import ArgumentParser
import Foundation
import Regio

/// `quiz …`: run a quiz (the default), and its history, import and generation.
struct QuizCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "quiz",
            abstract: tr(.helpQuizAbstract),
            discussion: """
            quiz <id|region> runs a quiz (`quizzes` lists them); the other subcommands:
              quiz CZ-64                      the first quiz about the South Moravian Region
              quiz vysocina --mode interactive --tries 2
              quiz cz-64-south-moravia --seed 7 --new
              quiz history                    your attempts of every quiz
              quiz import wine.gift --region CZ-64
              quiz generate jihocesky --json  a quiz made from the dataset, in Regio JSON
            From a pipe, one answer per line: printf '2\\n1\\n3\\n' | regio quiz CZ-64 --seed 7
            """,
            subcommands: [QuizRunCommand.self, QuizHistoryCommand.self, QuizImportCommand.self, QuizGenerateCommand.self],
            defaultSubcommand: QuizRunCommand.self)
    }
}
