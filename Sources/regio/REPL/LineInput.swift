import Foundation

/// Where a command reads an answer from: the line editor on a terminal,
/// standard input otherwise.
protocol LineInput: AnyObject {
    /// The next line without its newline, or nil at the end of input.
    func readLine(prompt: String) -> String?
    /// Whether a person types the answers (prompts are shown only then).
    var isInteractive: Bool { get }
}

/// Lines from standard input (a pipe or a file): no prompts, no editing.
final class StandardInput: LineInput {
    var isInteractive: Bool { false }
    func readLine(prompt: String) -> String? { Swift.readLine(strippingNewline: true) }
}
