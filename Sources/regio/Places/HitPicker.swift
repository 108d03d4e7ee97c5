import Foundation
import Regio

/// Choosing one of several search hits for `fav add`.
///
/// - On a terminal the hits are listed and the user types a number (Enter
///   or Ctrl-D cancels; anything else asks again).
/// - From a pipe, the next input line is the pick when it is a number
///   (`printf 'fav add karlstejn\n2\n' | regio`); a line that is not a
///   number is left for the next command, and then — or at the end of
///   input, or with --json — the command fails listing the hits: give
///   `--pick N` or the place's id.
enum HitPicker {
    enum Outcome: Equatable {
        case picked(Int)
        case cancelled
    }

    static func pick(count: Int, text: String, ctx: CommandContext, lines: [String]) throws -> Outcome {
        let range = 1...count
        let input = ctx.input
        if !ctx.json && input.isInteractive {
            ctx.console.line(tr(.pickSeveral, ["text": text]))
            lines.forEach(ctx.console.line)
            while true {
                guard let answer = input.readLine(prompt: tr(.pickWhich, ["min": range.lowerBound, "max": range.upperBound])) else {
                    ctx.console.line(); return .cancelled
                }
                let trimmed = answer.trimmingCharacters(in: .whitespaces)
                if trimmed.isEmpty { return .cancelled }
                if let n = Int(trimmed), range.contains(n) { return .picked(n) }
                ctx.console.line(tr(.pickTypeNumber, ["n": count]))
            }
        }
        if !ctx.json, let line = input.readLine(prompt: "") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let n = Int(trimmed) {
                guard range.contains(n) else {
                    throw CommandError(tr(.pickNotOne, ["pick": n, "n": count, "text": text]) + "\n" + lines.joined(separator: "\n"))
                }
                ctx.console.line("> \(n)")
                return .picked(n)
            }
            input.unread(line)
        }
        throw CommandError(tr(.pickChoose, ["n": count, "text": text]) + "\n" + lines.joined(separator: "\n"))
    }
}
