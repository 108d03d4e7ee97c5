import CEdit
import Foundation
import Regio

/// Line editing on a terminal through libedit: history kept in a file
/// between runs, tab completion from a completer.
final class LineEditor: LineInput {
    /// Completes the word being typed: the words before it, and its start.
    typealias Completer = (_ previousWords: [String], _ partial: String) -> [String]

    /// The history file; nil when it is not kept (it was over its size limit).
    let historyPath: String?
    var isInteractive: Bool { true }

    init(historyPath: String, completer: @escaping Completer) {
        // libedit decodes the prompt and the typed text with the C library's
        // multibyte functions: in the default "C" locale a non-ASCII character
        // (é, –) makes it fail (even crash), so use the user's UTF-8 locale or C.UTF-8.
        let chosen = setlocale(LC_CTYPE, "")
        if chosen == nil || !String(cString: nl_langinfo(nl_item(CODESET))).uppercased().replacingOccurrences(of: "-", with: "").contains("UTF8") {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
        LineEditorCompletion.completer = completer
        regio_rl_set_name(strdup("regio"))
        regio_rl_set_completion(lineEditorAttemptedCompletion)
        stifle_history(1000)
        try? FileManager.default.createDirectory(at: URL(fileURLWithPath: historyPath).deletingLastPathComponent(),
                                                 withIntermediateDirectories: true)
        // 1,000 lines of at most 16 kB fit the limit; a larger file is not ours to load,
        // nor to overwrite: it is left as it is and this session keeps no history.
        let size = (try? FileManager.default.attributesOfItem(atPath: historyPath))?[.size] as? Int ?? 0
        do {
            try InputFile.check(size: size, file: historyPath, limit: .history)
            self.historyPath = historyPath
            _ = read_history(historyPath)
        } catch {
            self.historyPath = nil
            FileHandle.standardError.write(Data("note: \(error); the history is not loaded nor saved\n".utf8))
        }
    }

    func readLine(prompt: String) -> String? {
        guard let raw = readline(Self.markingEscapes(prompt)) else { return nil }
        defer { free(raw) }
        return String(cString: raw)
    }

    /// Wraps each terminal escape sequence (colour) of a prompt in \u{01}…\u{02}
    /// so that libedit prints it as is and leaves it out of the prompt's width
    /// (otherwise it shows `[1m` literally).
    static func markingEscapes(_ prompt: String) -> String {
        var out = ""
        var inEscape = false
        for scalar in prompt.unicodeScalars {
            if scalar == "\u{1B}" { out += "\u{01}"; inEscape = true }
            out.unicodeScalars.append(scalar)
            if inEscape, scalar.properties.isAlphabetic { out += "\u{02}"; inEscape = false }
        }
        return out
    }

    /// Adds a line to the history and saves the history file.
    func remember(_ line: String) {
        add_history(line)
        if let historyPath { _ = write_history(historyPath) }
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
