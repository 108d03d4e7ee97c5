import Foundation

/// Where a command reads an answer from: the line editor on a terminal,
/// standard input otherwise.
protocol LineInput: AnyObject {
    /// The next line without its newline, or nil at the end of input.
    func readLine(prompt: String) -> String?
    /// Whether a person types the answers (prompts are shown only then).
    var isInteractive: Bool { get }
    /// Gives a line back, to be read again next (a line from a pipe that was
    /// not the answer a command asked for, e.g. the REPL's next command).
    func unread(_ line: String)
}

extension LineInput {
    func unread(_ line: String) {}
}

/// Lines from standard input (a pipe or a file): no prompts, no editing.
final class StandardInput: LineInput {
    private var pending: [String] = []
    var isInteractive: Bool { false }
    func readLine(prompt: String) -> String? {
        if !pending.isEmpty { return pending.removeLast() }
        return Swift.readLine(strippingNewline: true)
    }
    func unread(_ line: String) { pending.append(line) }
}
