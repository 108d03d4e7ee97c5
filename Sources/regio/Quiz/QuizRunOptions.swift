import ArgumentParser
import Foundation
import Regio

extension QuizMode: ExpressibleByArgument {}

/// How to run a quiz: shared by `quiz` and `watched`.
struct QuizRunOptions: ParsableArguments {
    @Option(help: ArgumentHelp("immediate: one try, checked at once (default); interactive: several tries, each wrong one costs points; deferred: checked at the end.", valueName: "mode"))
    var mode: QuizMode?

    @Option(help: ArgumentHelp("Tries per question in interactive mode (1–10, default 3); implies --mode interactive.", valueName: "n"))
    var tries: Int?

    @Option(help: ArgumentHelp("Shuffle questions and options from this seed, so that a run can be repeated.", valueName: "n"))
    var seed: UInt64?

    @Flag(help: "Start a new attempt even if one is unfinished (otherwise it goes on from where you stopped).")
    var new = false

    @Option(name: .customLong("pass"), help: ArgumentHelp("The pass mark in percent (default: the quiz's own, or 60).", valueName: "percent"))
    var passPercent: Double?

    func validate() throws {
        if let tries, !(1...10).contains(tries) { throw ValidationError("--tries must be from 1 to 10, not \(tries)") }
        if tries != nil, let mode, mode != .interactive {
            throw ValidationError("--tries applies to --mode interactive, not \(mode.rawValue)")
        }
        if let p = passPercent, !(p.isFinite && (0...100).contains(p)) {
            throw ValidationError("--pass must be a percentage from 0 to 100, not \(p)")
        }
    }

    var settings: QuizSettings {
        var s = QuizSettings(mode: mode ?? (tries != nil ? .interactive : .immediate), passPercent: passPercent)
        if let tries { s.maxTries = tries }
        return s
    }

    /// Options that only shape a new attempt (named when an unfinished one is resumed instead).
    var newAttemptOptions: [String] {
        [mode.map { _ in "--mode" }, tries.map { _ in "--tries" }, seed.map { _ in "--seed" }, passPercent.map { _ in "--pass" }].compactMap { $0 }
    }

    /// Resumes the unfinished attempt of `quiz` or starts a new one, in the store.
    func open(_ quiz: Quiz, context ctx: CommandContext) throws -> QuizRun {
        let store = try ctx.store()
        do {
            let run = try QuizRun.open(quiz, settings: settings, seed: seed ?? UInt64.random(in: 0...UInt64(UInt32.max)),
                                       startOver: new, store: store)
            if run.resumed && !newAttemptOptions.isEmpty {
                let names = newAttemptOptions
                ctx.console.note("note: \(names.joined(separator: ", ")) appl\(names.count == 1 ? "ies" : "y") to a new attempt; add --new to start one")
            }
            return run
        } catch let error as StoreError {
            if case .invalid(let message) = error, message.contains("cannot be resumed") {
                throw CommandError("\(message.replacingOccurrences(of: "; abandon it to start over", with: "")); `quiz \(quiz.id) --new` starts over")
            }
            throw error
        }
    }

    /// Plays `quiz` and prints the result (JSON with --json; the text is shown as it goes).
    func play(_ quiz: Quiz, context ctx: CommandContext) throws -> QuizRunReport {
        let run = try open(quiz, context: ctx)
        return try QuizPlayer(context: ctx).play(run)
    }
}
