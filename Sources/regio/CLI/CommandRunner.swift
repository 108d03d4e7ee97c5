import ArgumentParser
import Foundation
import Regio

/// Runs one command line (already split into words) and reports failures on
/// stderr. Shared by one-shot runs, the REPL and pipes.
enum CommandRunner {
    /// Returns true when the command succeeded.
    @discardableResult
    static func run(_ words: [String], console: Console) -> Bool {
        InterfaceLanguage.select(for: words, default: Session.current.defaults.lang)
        var command: ParsableCommand
        do {
            command = try RegioCommand.parseAsRoot(words)
        } catch {
            let code = RegioCommand.exitCode(for: error)
            var message = RegioCommand.fullMessage(for: error)
            if code == .success { console.line(ParserWords.translated(message, into: tr.language)); return true }
            if message.hasPrefix("Error: ") { message.removeFirst("Error: ".count) }
            console.error(ParserWords.translated(message, into: tr.language))
            return false
        }
        do {
            try command.run()
            return true
        } catch {
            if RegioCommand.exitCode(for: error) == .success {
                // A help request (e.g. `regio` with no command in a one-shot parse).
                let message = ParserWords.translated(RegioCommand.fullMessage(for: error), into: tr.language)
                if !message.isEmpty { console.line(message) }
                return true
            }
            // A command that has printed what went wrong (`texts check`) only sets the status.
            if error is ExitCode { return false }
            console.error(describe(error))
            return false
        }
    }

    /// A message a user can act on for any error, in the interface language when the error can say it.
    static func describe(_ error: Error) -> String {
        if let localizable = error as? any LocalizableError { return localizable.message(in: tr.language) }
        if type(of: error) is NSError.Type { return (error as NSError).localizedDescription }
        return String(describing: error)
    }

    /// The help text of `regio help` in the REPL: each command with its abstract.
    static func commandList() -> [String] {
        let commands = RegioCommand.configuration.subcommands.map {
            ($0.configuration.commandName ?? "", $0.configuration.abstract)
        }
        var table = TextTable(header: [tr(.columnCommand), tr(.columnWhatItDoes)])
        table.rows = commands.map { [$0.0, $0.1] } + [[tr(.replHelpSyntax), tr(.replHelpRow)], ["quit", tr(.replQuitRow)]]
        return table.render()
    }
}
