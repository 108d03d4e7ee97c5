import CEdit
import Foundation

/// Line editing on a terminal through libedit: history kept in a file
/// between runs, tab completion from a completer.
final class LineEditor: LineInput {
    /// Completes the word being typed: the words before it, and its start.
    typealias Completer = (_ previousWords: [String], _ partial: String) -> [String]

    let historyPath: String
    var isInteractive: Bool { true }

    init(historyPath: String, completer: @escaping Completer) {
        self.historyPath = historyPath
        LineEditorCompletion.completer = completer
        regio_rl_set_name(strdup("regio"))
        regio_rl_set_completion(lineEditorAttemptedCompletion)
        stifle_history(1000)
        try? FileManager.default.createDirectory(atPath: (historyPath as NSString).deletingLastPathComponent,
                                                 withIntermediateDirectories: true)
        _ = read_history(historyPath)
    }

    func readLine(prompt: String) -> String? {
        guard let raw = readline(prompt) else { return nil }
        defer { free(raw) }
        return String(cString: raw)
    }

    /// Adds a line to the history and saves the history file.
    func remember(_ line: String) {
        add_history(line)
        _ = write_history(historyPath)
    }
}

/// The completion state libedit's C callbacks reach (one line editor per process).
enum LineEditorCompletion {
    nonisolated(unsafe) static var completer: LineEditor.Completer = { _, _ in [] }
    nonisolated(unsafe) static var matches: [String] = []
}

private func lineEditorAttemptedCompletion(_ text: UnsafePointer<CChar>?, _ start: Int32, _ end: Int32) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    regio_rl_completion_over()
    let partial = text.map { String(cString: $0) } ?? ""
    var before = ""
    if let buffer = regio_rl_line_buffer() {
        let bytes = Array(UnsafeBufferPointer(start: UnsafeRawPointer(buffer).assumingMemoryBound(to: UInt8.self),
                                              count: Int(max(0, start))))
        before = String(decoding: bytes, as: UTF8.self)
    }
    let words = before.split(whereSeparator: \.isWhitespace).map(String.init)
    LineEditorCompletion.matches = LineEditorCompletion.completer(words, partial)
    guard !LineEditorCompletion.matches.isEmpty else { return nil }
    return rl_completion_matches(text, lineEditorCompletionGenerator)
}

private func lineEditorCompletionGenerator(_ text: UnsafePointer<CChar>?, _ state: Int32) -> UnsafeMutablePointer<CChar>? {
    let i = Int(state)
    guard i < LineEditorCompletion.matches.count else { return nil }
    return strdup(LineEditorCompletion.matches[i])
}
