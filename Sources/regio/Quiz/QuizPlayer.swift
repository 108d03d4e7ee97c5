import Foundation
import Regio

/// Plays a quiz run with a person at a terminal or with answers from a pipe:
/// shows each question, reads answers (a number, the start of an option,
/// `skip`, `quit`), shows the verdict, and at the end the summary and the
/// offer of a retake. Every step is saved by ``QuizRun`` before the next one
/// is shown, so a killed process loses nothing. Each step is one engine
/// call on the attempt (as the HTTP API takes them); the player only talks.
struct QuizPlayer {
    let screen: QuizScreen
    let input: LineInput
    let engine: RegioEngine

    init(context ctx: CommandContext) {
        screen = QuizScreen(console: ctx.console, language: ctx.language, json: ctx.json)
        input = ctx.input
        engine = ctx.engine
    }

    /// Plays `run` to its end, then any retakes the learner asks for (none
    /// offered when `offerRetakes` is false: a review).
    func play(_ start: QuizRun, offerRetakes: Bool = true) throws -> QuizRunReport {
        var reports: [QuizRunReport] = []
        var run = start
        var resumed = start.resumed
        while true {
            let status = try playOne(&run, resumed: resumed)
            reports.append(report(run, status: status, resumed: resumed))
            guard status == .finished, offerRetakes, let missedOnly = offerRetake(run.session) else { break }
            run = try engine.retakeQuiz(attemptID: run.attemptID, missedOnly: missedOnly)
            resumed = false
        }
        var first = reports.removeFirst()
        if !reports.isEmpty { first.retakes = reports }
        return first
    }

    private func report(_ run: QuizRun, status: QuizRunReport.Status, resumed: Bool) -> QuizRunReport {
        let s = run.session
        return QuizRunReport(quizID: s.quiz.id, attemptID: run.attemptID, status: status, resumed: resumed,
                             mode: s.settings.mode, seed: s.seed, round: s.round, answered: run.decidedCount,
                             questionCount: s.items.count, summary: try? s.summary())
    }

    /// One run from wherever it stands to its end, a quit, or the end of the input.
    private func playOne(_ run: inout QuizRun, resumed: Bool) throws -> QuizRunReport.Status {
        let texts = screen.texts
        if resumed {
            let intro = run.session.intro
            let round = intro.round > 0 ? " — " + texts.retakeRound(intro) : ""
            screen.line(screen.styled(intro.title.text(for: screen.language) + round, .bold))
            let started = (try? run.attempts.attempt(id: run.attemptID))?.record.startedAt ?? Date()
            screen.line(texts.resumed(at: run.session.current, started: started))
            screen.line(screen.styled(texts.startOverHint(run.session.quiz.id), .dim))
        }
        var shownQuestion = -1
        while true {
            switch run.session.phase {
            case .intro:
                let s = run.session
                screen.intro(s.intro, settings: s.settings, maxTries: s.items.map(s.triesAllowed).max() ?? 1)
                run = try engine.beginQuiz(attemptID: run.attemptID)
            case .feedback:
                // Resumed after the answer was saved but before moving on.
                if let fb = run.session.lastFeedback, let q = run.session.current {
                    if shownQuestion != run.session.position { screen.question(q) }
                    screen.feedback(fb, question: q, mode: run.session.settings.mode)
                }
                run = try engine.nextQuizQuestion(attemptID: run.attemptID)
            case .finished:
                let summary = try run.session.summary()
                screen.summary(summary, mode: run.session.settings.mode)
                return .finished
            case .question:
                guard let q = run.session.current else { return .finished }
                if shownQuestion != run.session.position {
                    screen.question(q)
                    shownQuestion = run.session.position
                }
                switch readAnswer(q) {
                case .end:
                    screen.line()
                    screen.line(texts.stopped(at: q, quizID: run.session.quiz.id, inputEnded: true))
                    return .inputEnded
                case .quit:
                    screen.line(texts.stopped(at: q, quizID: run.session.quiz.id, inputEnded: false))
                    return .quit
                case .skip:
                    let skipped = try engine.skipQuizQuestion(attemptID: run.attemptID)
                    run = skipped.run
                    screen.feedback(skipped.feedback, question: q, mode: run.session.settings.mode)
                    run = try engine.nextQuizQuestion(attemptID: run.attemptID)
                case .point(let latitude, let longitude):
                    let fb: AnswerFeedback
                    do {
                        (fb, run) = try engine.answerQuiz(attemptID: run.attemptID, question: nil, latitude: latitude, longitude: longitude)
                    } catch let error as QuizRunnerError {
                        screen.problem(texts.runnerProblem(error))
                        continue
                    }
                    screen.feedback(fb, question: q, mode: run.session.settings.mode)
                    if run.session.phase == .feedback { run = try engine.nextQuizQuestion(attemptID: run.attemptID) }
                case .options(let indices):
                    let fb: AnswerFeedback
                    do {
                        let answered = try engine.answerQuiz(attemptID: run.attemptID, options: indices)
                        (fb, run) = answered
                    } catch let error as QuizRunnerError {
                        screen.problem(texts.runnerProblem(error))
                        continue
                    }
                    screen.feedback(fb, question: q, mode: run.session.settings.mode)
                    if run.session.phase == .feedback { run = try engine.nextQuizQuestion(attemptID: run.attemptID) }
                }
            }
        }
    }

    private enum Action { case options([Int]), point(Double, Double), skip, quit, end }

    /// Reads until a usable answer: a bad one is explained and asked again.
    private func readAnswer(_ q: PresentedQuestion) -> Action {
        if q.kind == .locate { return readPoint() }
        let texts = screen.texts
        let options = q.options.map { $0.text(for: screen.language) }
        while true {
            guard let line = input.readLine(prompt: screen.styled(texts.answerPrompt(count: options.count), .bold)) else {
                return .end
            }
            if !input.isInteractive && !line.trimmingCharacters(in: .whitespaces).isEmpty { screen.echo(line) }
            // Find the region: a region code (CZ-64) picks the option that stands for it.
            let code = line.trimmingCharacters(in: .whitespaces).uppercased()
            if let regions = q.optionRegions, let i = regions.firstIndex(where: { !$0.isEmpty && $0.uppercased() == code }) {
                return .options([i])
            }
            switch AnswerInput.parse(line, options: options) {
            case .option(let i): return .options([i])
            case .options(let list): return .options(list)
            case .skip: return .skip
            case .quit: return .quit
            case .empty: continue
            case .ambiguous(let matches):
                screen.problem(texts.ambiguous(line, matches.map { "\($0 + 1). \(options[$0])" }))
            case .unknown(let raw):
                // From a pipe, a command line means the answers for this quiz ran out:
                // leave it for the REPL and stop here (the attempt stays resumable).
                if !input.isInteractive, Self.looksLikeCommand(raw) {
                    input.unread(line)
                    return .end
                }
                screen.problem(texts.unknownAnswer(raw, count: options.count))
            }
        }
    }

    /// Reads a map answer: coordinates, a place or a region (looked up with the
    /// engine's place search; several: the learner chooses), skip or quit.
    private func readPoint() -> Action {
        let texts = screen.texts
        while true {
            guard let line = input.readLine(prompt: screen.styled(texts.mapAnswerPrompt, .bold)) else { return .end }
            if !input.isInteractive && !line.trimmingCharacters(in: .whitespaces).isEmpty { screen.echo(line) }
            switch MapAnswerInput.parse(line) {
            case .point(let latitude, let longitude): return .point(latitude, longitude)
            case .skip: return .skip
            case .quit: return .quit
            case .empty: continue
            case .name(let name):
                if !input.isInteractive, Self.looksLikeCommand(name) {
                    input.unread(line)
                    return .end
                }
                let candidates: [MapAnswerCandidate]
                do { candidates = try engine.mapAnswerCandidates(name, language: screen.language) } catch {
                    screen.problem(texts.mapNoSuchPlace(name))
                    continue
                }
                switch candidates.count {
                case 0: screen.problem(texts.mapNoSuchPlace(name))
                case 1: return .point(candidates[0].latitude, candidates[0].longitude)
                default:
                    guard let i = choose(texts.mapWhichPlace(name), candidates.map(\.label)) else { continue }
                    return .point(candidates[i].latitude, candidates[i].longitude)
                }
            }
        }
    }

    static func looksLikeCommand(_ line: String) -> Bool {
        guard let first = line.split(separator: " ").first.map(String.init) else { return false }
        return RegioCommand.commandNames.contains(first) || RegioCommand.replWords.contains(first)
    }

    /// Asks whether to play again: nil for no, else whether only the missed questions.
    /// From a pipe the answer is the next line if there is one (the end of the
    /// input means no; a line that is not an answer is left for the REPL).
    private func offerRetake(_ session: QuizSession) -> Bool? {
        guard let summary = try? session.summary() else { return nil }
        let missed = summary.missed.count
        let texts = screen.texts
        while true {
            guard let line = input.readLine(prompt: texts.retakeQuestion(all: session.quiz.questions.count, missed: missed)) else {
                return nil
            }
            let word = TextFolding.fold(line)
            if !input.isInteractive && !word.isEmpty && Self.retakeWords.contains(word) { screen.echo(line) }
            if Self.allWords.contains(word) { return false }
            if Self.missedWords.contains(word) {
                if missed > 0 { return true }
                screen.problem(texts.retakeHelp)
                if !input.isInteractive { return nil }
                continue
            }
            if word.isEmpty || Self.noWords.contains(word) { return nil }
            if !input.isInteractive { input.unread(line); return nil }
            screen.problem(texts.retakeHelp)
        }
    }

    /// The words a person may type, in every language (po/*.po, `input…`), folded.
    /// "Play again?" takes a yes as all the questions and a quit as no.
    static let allWords = CLITextKey.inputAll.typedWords.union(CLITextKey.inputYes.typedWords)
    static let missedWords = CLITextKey.inputMissed.typedWords
    static let noWords = CLITextKey.inputNo.typedWords.union(TextKey.inputQuit.typedWords)
    static let retakeWords = allWords.union(missedWords).union(noWords)

    /// A numbered choice: the 0-based index picked, or nil (the end of the input,
    /// or an empty line). From a pipe the next line answers; a line that is not a
    /// number is left for the REPL.
    func choose(_ question: String, _ items: [String]) -> Int? {
        screen.line(question)
        for (i, item) in items.enumerated() { screen.line("  \(i + 1). \(item)") }
        while true {
            guard let line = input.readLine(prompt: screen.texts.answerPrompt(count: items.count)) else { return nil }
            let word = line.trimmingCharacters(in: .whitespaces)
            if word.isEmpty { return nil }
            if let n = Int(word), items.indices.contains(n - 1) {
                if !input.isInteractive { screen.echo(line) }
                return n - 1
            }
            if !input.isInteractive { input.unread(line); return nil }
            screen.problem(screen.texts.unknownAnswer(word, count: items.count))
        }
    }

    /// A yes/no question (Enter means yes). From a pipe the next line answers;
    /// the end of the input means no, and a line that is not an answer is left for the REPL.
    func confirm(_ prompt: String) -> Bool {
        if !input.isInteractive { screen.line(prompt.trimmingCharacters(in: .whitespaces)) }
        while true {
            guard let line = input.readLine(prompt: prompt) else { return false }
            let word = TextFolding.fold(line)
            let answer: Bool? = word.isEmpty || CLITextKey.inputYes.typedWords.contains(word) ? true
                : (CLITextKey.inputNo.typedWords.contains(word) ? false : nil)
            if let answer {
                if !input.isInteractive && !word.isEmpty { screen.echo(line) }
                return answer
            }
            if !input.isInteractive { input.unread(line); return false }
            screen.problem(screen.texts.yesOrNo)
        }
    }
}
