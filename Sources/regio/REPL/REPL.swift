import Foundation
import Regio

/// The interactive loop: `regio>` on a terminal with line editing, history and
/// completion; on a pipe, one command per line with no prompt.
struct REPL {
    let session: Session

    /// Runs until `quit`, Ctrl-D or the end of input. Returns the exit status:
    /// 0, or 1 when a command failed (so scripts notice).
    func run() -> Int32 {
        let console = session.console
        let editor = session.input as? LineEditor
        if editor != nil {
            console.line(banner())
        }
        var failed = false
        while let line = session.input.readLine(prompt: editor == nil ? "" : "regio> ") {
            // Blank lines (any white space: form feed, U+2028, a CR from pasted CRLF text) and comments are skipped.
            if CommandLineSplitter.isBlankOrComment(line) { continue }
            editor?.remember(line.trimmingCharacters(in: .whitespacesAndNewlines))
            let words: [String]
            do { words = try CommandLineSplitter.command(line) ?? [] } catch {
                console.error(tr(Message.of(error))); failed = true; continue
            }
            guard let command = words.first else { continue }
            switch command {
            case "quit", "exit":
                return failed && editor == nil ? 1 : 0
            case "help" where words.count == 1:
                CommandRunner.commandList().forEach(console.line)
            case "help":
                CommandRunner.run(Array(words.dropFirst()) + ["--help"], console: console)
            default:
                if !CommandRunner.run(words, console: console) { failed = true }
            }
        }
        if editor != nil { console.line() }
        // On a terminal a failed command was already shown; the exit status
        // reports failures to scripts feeding a pipe.
        return failed && editor == nil ? 1 : 0
    }

    private func banner() -> String {
        let summary: String
        let engine = session.defaultEngine
        if let dataset = try? engine.dataset() {
            // Every place the session searches: with synced places, catalogues and --places.
            let places = (try? engine.placeLibrary())?.places.count
            summary = tr(.replDatasetSummary, ["dataset": dataset.name(in: tr.language), "regions": dataset.regions.count,
                         "places": TextValue.grouped(Double(places ?? dataset.places.count), decimals: 0)])
        } else {
            summary = tr(.replDatasetFailed)
        }
        return tr(.replBanner, ["summary": summary])
    }

    /// Tab completion: command names first, then what each command takes.
    static func completer(session: Session) -> LineEditor.Completer {
        return { previous, partial in
            let folded = TextFolding.fold(partial)
            func matching(_ candidates: [String]) -> [String] {
                Array(Set(candidates.filter { $0.lowercased().hasPrefix(partial.lowercased()) || (!folded.isEmpty && !partial.hasPrefix("-") && TextFolding.fold($0).hasPrefix(folded)) })).sorted()
            }
            guard let first = previous.first else {
                return matching(RegioCommand.commandNames + RegioCommand.replWords)
            }
            if first == "help", previous.count == 1 { return matching(RegioCommand.commandNames) }
            let subcommands = RegioCommand.subcommandNames(of: first)
            let extra = QuizCompletion.words(after: previous, session: session) + ClusterCompletion.words(after: previous, session: session)
            if previous.count == 1, !subcommands.isEmpty, extra.isEmpty { return matching(subcommands) }
            // Region ids and names (a name's words joined so that it completes as one word).
            guard let dataset = try? session.defaultEngine.dataset() else { return [] }
            let regionWords = dataset.regions.flatMap { r in
                [r.id, TextFolding.fold(r.nameCS).replacingOccurrences(of: "kraj ", with: "").split(separator: " ").first.map(String.init) ?? ""]
            }.filter { !$0.isEmpty }
            return matching(regionWords + extra + (previous.count == 1 ? subcommands : []))
        }
    }
}
