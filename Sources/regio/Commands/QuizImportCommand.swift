import ArgumentParser
import Foundation
import Regio

/// `quiz import FILE`: adds a Moodle GIFT or Regio JSON quiz to your quizzes.
struct QuizImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import a quiz from a Moodle GIFT file or a Regio JSON file into your quizzes.",
        discussion: """
        The quiz is checked against the dataset's regions and saved as Regio JSON in
        your quizzes folder (quizzes/ beside the store: $XDG_DATA_HOME/regio/quizzes/),
        which is read together with the dataset's quizzes. A GIFT file becomes one
        quiz; its id, region and title come from the options, from header lines
        (// @id: …, // @region: …, // @title: …), or from the file name. Questions
        of GIFT types other than multiple choice and true/false are listed as not
        imported, with their line. Examples:
          quiz import wine.gift --region CZ-64 --title "Moravian wine"
          quiz import my-quizzes.json
          quiz import wine.gift --id wine --replace
        """)

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

    struct Imported: Encodable {
        let id: String
        let title: LocalizedText
        let region: String?
        let questions: Int
        let file: String
    }

    struct Result: Encodable {
        let imported: [Imported]
        let notImported: [String]
    }

    func run() throws {
        let ctx = Session.current.context(global)
        let library = try ctx.quizzes()
        var regionID: String?
        if let region {
            guard let r = library.dataset.region(matching: region) else {
                throw CommandError("--region: no region matches '\(region)'; `regions` lists them")
            }
            regionID = r.id
        }
        if let id, id.allSatisfy(\.isWhitespace) { throw CommandError("--id must not be empty") }
        let url = URL(fileURLWithPath: file)
        guard FileManager.default.fileExists(atPath: url.path) else { throw CommandError("\(file): no such file") }
        let result = try library.importQuiz(from: url, displayName: file, options: QuizImportOptions(
            id: id, regionID: regionID, title: title.map { LocalizedText($0) }, replace: replace))
        let notImported = result.notices.map(\.description)
        notImported.forEach { ctx.console.note("not imported: \($0)") }
        let imported = zip(result.quizzes, result.files).map { quiz, file in
            Imported(id: quiz.id, title: quiz.title, region: quiz.regionID, questions: quiz.questions.count, file: file.path)
        }
        try ctx.emit(Result(imported: imported, notImported: notImported)) {
            imported.map { q in
                let region = q.region.flatMap { library.dataset.region(id: $0) }.map { ", about \($0.name(ctx.language))" } ?? ""
                return "Imported \(q.id): “\(q.title.text(for: ctx.language))”, \(q.questions) question\(q.questions == 1 ? "" : "s")\(region). Take it with `quiz \(q.id)`."
            }
        }
    }
}
