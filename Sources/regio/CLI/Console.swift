import Foundation
import Regio

/// Where commands write: stdout for results, stderr for errors and progress.
/// Colour only on a terminal (and never with NO_COLOR set).
final class Console: @unchecked Sendable {
    let stdoutIsTerminal: Bool
    let stderrIsTerminal: Bool
    let useColour: Bool

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        stdoutIsTerminal = isatty(STDOUT_FILENO) == 1
        stderrIsTerminal = isatty(STDERR_FILENO) == 1
        useColour = stdoutIsTerminal && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
    }

    /// A line of output on stdout.
    func line(_ text: String = "") {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    /// An error on stderr, prefixed with `error:`.
    func error(_ text: String) {
        let word = tr(.errorPrefix)
        let prefix = stderrIsTerminal && useColour ? "\u{1B}[31m\(word)\u{1B}[0m " : "\(word) "
        FileHandle.standardError.write(Data((prefix + text + "\n").utf8))
    }

    /// A note on stderr (hints, warnings).
    func note(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// `value` as pretty, key-sorted JSON on stdout.
    func json<T: Encodable>(_ value: T) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        line(String(decoding: try encoder.encode(value), as: UTF8.self))
    }

    enum Style: String { case bold = "1", dim = "2", red = "31", green = "32", yellow = "33", cyan = "36" }

    /// `text` in a style when colour is on; unchanged otherwise.
    func styled(_ text: String, _ style: Style) -> String {
        useColour ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }
}

/// Formats rows as aligned columns (display width counts characters, not bytes).
struct TextTable {
    var header: [String]
    var rows: [[String]] = []
    /// Columns aligned to the right (numbers).
    var rightAligned: Set<Int> = []

    func render() -> [String] {
        let all = [header] + rows
        let widths = (0..<header.count).map { col in all.map { $0.indices.contains(col) ? $0[col].count : 0 }.max() ?? 0 }
        return all.map { row in
            row.enumerated().map { i, cell in
                let pad = String(repeating: " ", count: max(0, widths[i] - cell.count))
                return rightAligned.contains(i) ? pad + cell : (i == row.count - 1 ? cell : cell + pad)
            }.joined(separator: "  ")
        }
    }
}
