import ArgumentParser
import Foundation
import Regio

extension QuizMode: ExpressibleByArgument {}

/// How to run a quiz: shared by `quiz` and `watched`.
struct QuizRunOptions: ParsableArguments {
    @Option(help: ArgumentHelp(tr(.helpQuizMode), valueName: "mode"))
    var mode: QuizMode?

    @Option(help: ArgumentHelp(tr(.helpQuizTries), valueName: "n"))
    var tries: Int?

    @Option(help: ArgumentHelp(tr(.helpQuizSeed), valueName: "n"))
    var seed: UInt64?

    @Flag(help: ArgumentHelp(tr(.helpQuizNew)))
    var new = false

    @Option(name: .customLong("pass"), help: ArgumentHelp(tr(.helpQuizPass), valueName: "percent"))
    var passPercent: Double?

    func validate() throws {
        if let tries, !(1...10).contains(tries) { throw ValidationError(tr(.quizTriesRange, ["n": tries])) }
        if tries != nil, let mode, mode != .interactive {
            throw ValidationError(tr(.quizTriesMode, ["mode": mode.rawValue]))
        }
        if let p = passPercent, !(p.isFinite && (0...100).contains(p)) {
            throw ValidationError(tr(.quizPassRange, ["n": p]))
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

    /// The engine's request to start (or go on with) the quiz named by `query`.
    func request(_ query: String?) -> QuizStartRequest {
        QuizStartRequest(query: query, settings: settings, seed: seed, startOver: new)
    }

    /// Starts or resumes the quiz through the engine and plays it (the text is shown as it goes).
    func play(_ query: String?, context ctx: CommandContext) throws -> QuizRunReport {
        let start = try ctx.engine.startQuiz(request(query))
        let run = start.run
        if query != nil, start.quizzesInRegion > 1, !start.namedByID, !ctx.json, let region = run.session.quiz.regionID {
            ctx.console.note(ctx.texts(.notePrefix) + " " + ctx.texts(.quizManyInRegion, ["n": start.quizzesInRegion, "region": region]))
        }
        if query != nil, run.resumed && !newAttemptOptions.isEmpty {
            let names = newAttemptOptions
            ctx.console.note(ctx.texts(.notePrefix) + " " + ctx.texts(.quizOptionsForNewAttempt, ["options": names.joined(separator: ", "), "n": names.count]))
        }
        return try QuizPlayer(context: ctx).play(run)
    }
}
