import ArgumentParser
import Foundation
import Regio

/// `texts`: the languages Regio speaks and their catalogues (po/*.po);
/// `texts check`: a translator's check of catalogue files.
struct TextsCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "texts",
            abstract: tr(.helpTextsAbstract),
            discussion: tr(.helpTextsDiscussion),
            subcommands: [TextsListCommand.self, TextsCheckCommand.self],
            defaultSubcommand: TextsListCommand.self)
    }
}

/// `texts list`: each language with its name, how much is translated and its file.
struct TextsListCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "list", abstract: tr(.helpTextsListAbstract))
    }

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let ctx = Session.current.context(global)
        let summaries = TextCatalogues.shared.summaries()
        try ctx.emit(summaries) {
            let t = ctx.texts
            var table = TextTable(header: [t(.textsColumnTag), t(.textsColumnLanguage), t(.textsColumnTranslated), t(.textsColumnFile)],
                                  rightAligned: [2])
            table.rows = summaries.map { [$0.tag, $0.name, "\($0.translated)/\($0.total)", $0.file] }
            return table.render() + [t(.textsPseudo)]
        }
    }
}

/// `texts check [FILE…]`: each file's problems as `file:line: problem`; exit status 1 when any.
struct TextsCheckCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "check", abstract: tr(.helpTextsCheckAbstract))
    }

    @Argument(help: ArgumentHelp(tr(.helpTextsCheckFiles), valueName: "file"))
    var files: [String] = []

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let ctx = Session.current.context(global)
        let urls = files.isEmpty ? TextCatalogues.shared.summaries().map { URL(fileURLWithPath: $0.file) }
                                 : files.map { URL(fileURLWithPath: $0) }
        // The server's keys (ServerTextKey) are checked by its tests: this binary does not link it.
        let checks = TextCatalogues.check(files: urls, keysInUse: TextKey.names + QuizTextKey.names + EngineTextKey.names + CLITextKey.names)
        try ctx.emit(checks) {
            let t = ctx.texts
            return checks.flatMap { check in
                check.problems.map { "\(check.file)\($0.line > 0 ? ":\($0.line)" : ""): \($0.message)" }
                    + [check.isClean ? t(.textsCheckClean, ["file": check.file, "n": check.texts])
                                     : t(.textsCheckProblems, ["file": check.file, "n": check.problems.count])]
            }
        }
        if checks.contains(where: { !$0.isClean }) { throw ExitCode.failure }
    }
}
