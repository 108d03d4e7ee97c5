import ArgumentParser
import Foundation
import Regio

/// `quiz [run] <id|region>`: plays a quiz, question by question.
struct QuizRunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Take a quiz: by its id, or the first quiz of a region (id or name).",
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

    @Argument(help: ArgumentHelp("A quiz id, or a region's id or name (default: your latest unfinished quiz).", valueName: "id|region"))
    var query: [String] = []

    @OptionGroup var options: QuizRunOptions
    @OptionGroup var global: GlobalOptions

    func run() throws {
        let ctx = Session.current.context(global)
        let library = try ctx.quizzes()
        let report: QuizRunReport
        if query.isEmpty {
            guard let run = try QuizRun.resumeLatest(store: try ctx.store()) else {
                throw CommandError("name a quiz or a region, e.g. `quiz CZ-64`; `quizzes` lists them")
            }
            report = try QuizPlayer(context: ctx).play(run)
        } else {
            let text = query.joined(separator: " ")
            let quiz = try Self.resolve(text, in: library)
            let others = quiz.regionID.map { library.catalogue.quizzes(inRegion: $0).count } ?? 0
            if others > 1, quiz.id.lowercased() != text.lowercased(), !ctx.json {
                ctx.console.note("note: \(others) quizzes about this region; `quizzes \(quiz.regionID!)` lists them")
            }
            report = try options.play(quiz, context: ctx)
        }
        if ctx.json { try ctx.console.json(report) }
    }

    /// A quiz by id, region id or region name, or an error that says what exists.
    static func resolve(_ text: String, in library: QuizLibrary) throws -> Quiz {
        if let quiz = library.resolve(text) { return quiz }
        if let region = library.dataset.region(matching: text) {
            throw CommandError("there is no quiz about \(region.nameEN) (\(region.id)) yet; `quizzes` lists the quizzes")
        }
        throw CommandError("no quiz or region matches '\(text)'; `quizzes` lists the quizzes, `regions` the regions")
    }
}
