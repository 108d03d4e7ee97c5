import Foundation
import Regio

// `regio` alone opens the REPL (or reads commands from a pipe); `regio CMD …`
// runs one command. Global options before the command apply to the REPL too.

var arguments = Array(CommandLine.arguments.dropFirst())
do { try CommandLineSplitter.checkCount(arguments) } catch {
    FileHandle.standardError.write(Data("\(tr(.errorPrefix)) \(tr(Message.of(error)))\n".utf8))
    exit(1)
}
var leading: [String] = []
while let first = arguments.first {
    if GlobalOptions.flags.contains(first) {
        leading.append(arguments.removeFirst())
    } else if GlobalOptions.valueOptions.contains(first), arguments.count >= 2 {
        leading.append(contentsOf: arguments.prefix(2)); arguments.removeFirst(2)
    } else if GlobalOptions.valueOptions.contains(where: { first.hasPrefix($0 + "=") }) {
        leading.append(arguments.removeFirst())
    } else { break }
}

InterfaceLanguage.select(for: leading + arguments, default: nil)
let defaults: GlobalOptions
do { defaults = try GlobalOptions.parse(leading) } catch { ParserWords.exit(withError: error) }

// `regio --version [--json]`: the version and the dataset, before any command.
if arguments.first == "--version" {
    do {
        let options = try GlobalOptions.parse(leading + arguments.dropFirst())
        exit(VersionOutput.run(options, console: Console()) ? 0 : 1)
    } catch { ParserWords.exit(withError: error) }
}

let stdinIsTerminal = isatty(STDIN_FILENO) == 1
let historyPath = URL(fileURLWithPath: Store.defaultPath()).deletingLastPathComponent().appendingPathComponent("history").path

if arguments.isEmpty {
    let session: Session
    if stdinIsTerminal {
        var completerSession: Session?
        let editor = LineEditor(historyPath: historyPath) { previous, partial in
            completerSession.map { REPL.completer(session: $0)(previous, partial) } ?? []
        }
        session = Session(defaults: defaults, input: editor)
        completerSession = session
    } else {
        session = Session(defaults: defaults, input: StandardInput())
    }
    Session.current = session
    if defaults.autoSync { _ = session.context(defaults) }  // --auto-sync: refresh stale collections before the prompt
    exit(REPL(session: session).run())
} else {
    let input: LineInput = stdinIsTerminal ? LineEditor(historyPath: historyPath) { _, _ in [] } : StandardInput()
    Session.current = Session(defaults: defaults, input: input)
    // Help takes the options before the command from the session (`--lang`): after the
    // command they would fail `help` (it takes none) and turn `quiz --help` into the help
    // of its default subcommand (`quiz run` takes them).
    let help = arguments.first == "help" || arguments.contains("--help") || arguments.contains("-h")
    exit(CommandRunner.run(arguments + (help ? [] : leading), console: Session.current.console) ? 0 : 1)
}
