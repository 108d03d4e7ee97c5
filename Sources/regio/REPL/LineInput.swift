import Foundation
import Regio

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
///
/// A line is kept to ``CommandLineSplitter/maxLineBytes`` + 1 bytes and the
/// rest of it is skipped, so a gigabyte without a newline takes no memory; the
/// splitter refuses the cut line as too long.
final class StandardInput: LineInput {
    private var pending: [String] = []
    private let descriptor: Int32
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)
    private var start = 0, end = 0
    private var finished = false
    var isInteractive: Bool { false }

    init(descriptor: Int32 = STDIN_FILENO) { self.descriptor = descriptor }

    func readLine(prompt: String) -> String? {
        if !pending.isEmpty { return pending.removeLast() }
        let keep = CommandLineSplitter.maxLineBytes + 1
        var line: [UInt8] = []
        var sawAny = false
        while true {
            if start == end {
                guard !finished, refill() else { break }
            }
            sawAny = true
            let chunk = buffer[start..<end]
            let newline = chunk.firstIndex(of: UInt8(ascii: "\n"))
            let piece = chunk[..<(newline ?? end)]
            if line.count < keep { line.append(contentsOf: piece.prefix(keep - line.count)) }
            start = newline.map { $0 + 1 } ?? end
            if newline != nil { break }
        }
        guard sawAny else { return nil }
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        return String(decoding: line, as: UTF8.self)
    }

    /// Reads the next piece of input; false at its end (or on an error).
    private func refill() -> Bool {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { return refill() }
        guard count > 0 else { finished = true; return false }
        start = 0; end = count
        return true
    }

    func unread(_ line: String) { pending.append(line) }
}
