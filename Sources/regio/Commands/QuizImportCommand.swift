import ArgumentParser
import Foundation
import Regio

/// `quiz import FILE`: adds a Moodle GIFT or Regio JSON quiz to your quizzes.
struct QuizImportCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "import",
            abstract: tr(.helpQuizImportAbstract),
            discussion: tr(.helpQuizImportDiscussion))
    }

    @Argument(help: ArgumentHelp(tr(.helpQuizImportFile), valueName: "file"))
    var file: String

    @Option(help: ArgumentHelp(tr(.helpQuizImportID), valueName: "id"))
    var id: String?

    @Option(help: ArgumentHelp(tr(.helpQuizImportRegion), valueName: "region"))
    var region: String?

    @Option(help: ArgumentHelp(tr(.helpQuizImportTitle), valueName: "text"))
    var title: String?

    @Flag(help: ArgumentHelp(tr(.helpQuizImportReplace)))
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
