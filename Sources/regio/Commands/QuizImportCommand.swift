import ArgumentParser
import Foundation
import Regio

/// `quiz import FILE`: adds a Moodle GIFT or Regio JSON quiz to your quizzes.
struct QuizImportCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "import",
            abstract: tr(.helpQuizImportAbstract),
            discussion: """
            The quiz is checked against the dataset's regions and saved as Regio JSON in
            your quizzes folder (quizzes/ beside the store: $XDG_DATA_HOME/regio/quizzes/),
            which is read together with the dataset's quizzes. A GIFT file becomes one
            quiz; its id, region and title come from the options, from header lines
            (// @id: …, // @region: …, // @title: …), or from the file name. Questions
            of GIFT types other than multiple choice, weighted multiple response and
            true/false are listed as not imported, with their line; a GIFT file without
            // @lang: is read in the session's --lang. A .json file may be Regio JSON or
            SlickQuiz's JSON (the original app's quiz feed). Examples:
              quiz import wine.gift --region CZ-64 --title "Moravian wine"
              quiz import my-quizzes.json
              quiz import wine.gift --id wine --replace
            """)
    }

    @Argument(help: ArgumentHelp("A .gift or .json file.", valueName: "file"))
    var file: String

    @Option(help: ArgumentHelp("The quiz id (default: from the file).", valueName: "id"))
    var id: String?

    @Option(help: ArgumentHelp("The region the quiz is about: an id or a name.", valueName: "region"))
    var region: String?

    @Option(help: ArgumentHelp("The title (in both languages).", valueName: "text"))
    var title: String?

    @Flag(help: "Replace a quiz you imported before with the same id.")
    var replace = false

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let ctx = Session.current.context(global)
        let result = try ctx.engine.importQuiz(QuizImportRequest(file: file, id: id, region: region, title: title, replace: replace,
                                                                      language: ctx.language))
        let t = ctx.texts
        result.notImported.forEach { ctx.console.note(t(.quizNotImported, ["problem": $0])) }
        try ctx.emit(result) {
            result.imported.map { q in
                let region = q.region.flatMap { ctx.engine.regionName($0, language: ctx.language) }.map { t(.quizImportedAbout, ["region": $0]) } ?? ""
                return t(.quizImported, ["id": q.id, "title": q.title.text(for: ctx.language), "questions": t(.quizQuestions, ["n": q.questions]),
                                         "region": region])
            }
        }
    }
}
