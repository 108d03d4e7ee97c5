import ArgumentParser
import Foundation
import Regio

/// `quiz [run] <id|region>`: plays a quiz, question by question.
struct QuizRunCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "run",
            abstract: tr(.helpQuizRunAbstract),
            discussion: """
            Each question shows numbered options: answer with the number or the first
            letters of an option (case and diacritics do not matter), `skip` to skip it,
            `quit` to stop. Every answer is saved at once: `quiz X` goes on where you
            stopped (even after Ctrl-C), `quiz X --new` starts over, `quiz` alone goes on
            with your latest unfinished quiz. At the end: the score, the questions you
            missed with their answers, and the offer to play again (all or missed only).
            Examples:
              quiz CZ-64
              quiz "South Moravian" --mode deferred
              quiz gen-cz-63 --mode interactive --tries 2 --pass 80
              printf '2\\n1\\nskip\\n' | regio quiz CZ-64 --seed 7 --json
            """)
    }

    @Argument(help: ArgumentHelp("A quiz id, or a region's id or name (default: your latest unfinished quiz).", valueName: "id|region"))
    var query: [String] = []

    @OptionGroup var options: QuizRunOptions
    @OptionGroup var global: GlobalOptions

    func run() throws {
        let ctx = Session.current.context(global)
        let report = try options.play(query.isEmpty ? nil : query.joined(separator: " "), context: ctx)
        if ctx.json { try ctx.console.json(report) }
    }
}
