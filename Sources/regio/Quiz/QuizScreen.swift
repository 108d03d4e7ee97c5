import Foundation
import Regio

/// Renders a quiz run as text: the intro, each question with numbered
/// options, the verdict with the correct option and the explanation, and the
/// summary. Colour only on a terminal (through ``Console/styled(_:_:)``).
///
/// Where the text goes: stdout normally; with `--json`, stdout holds only the
/// JSON result, so the text goes to stderr when that is a terminal and
/// nowhere otherwise.
struct QuizScreen {
    enum Destination { case stdout, stderr, none }

    let console: Console
    let texts: QuizTexts
    let destination: Destination
    var language: Language { texts.language }

    init(console: Console, language: Language, json: Bool) {
        self.console = console
        self.texts = QuizTexts(language: language)
        self.destination = !json ? .stdout : (console.stderrIsTerminal ? .stderr : .none)
    }

    func line(_ text: String = "") {
        switch destination {
        case .stdout: console.line(text)
        case .stderr: console.note(text)
        case .none: break
        }
    }

    func styled(_ text: String, _ style: Console.Style) -> String { console.styled(text, style) }

    private func text(_ t: LocalizedText) -> String { t.text(for: language) }

    // MARK: - Parts of a run

    func intro(_ intro: QuizIntro, settings: QuizSettings, maxTries: Int) {
        var title = text(intro.title)
        if intro.round > 0 {
            title += " — " + texts.retakeRound(intro)
            line()
        }
        line(styled(title, .bold))
        line(texts.modeLine(intro, penalty: settings.penalty, maxTries: maxTries))
        guard intro.round == 0 else { return }
        if let instructions = intro.instructions, !instructions.isBlank { line(text(instructions)) }
        // A quiz of map questions only is answered with points; a mixed one says both ways.
        let maps = intro.mapQuestionCount ?? 0
        if maps > 0 && maps == intro.questionCount {
            line(styled(texts.mapOnlyHowToAnswer, .dim))
        } else {
            line(styled(texts.howToAnswer, .dim))
            if maps > 0 { line(styled(texts.mapHowToAnswer, .dim)) }
        }
    }

    func question(_ q: PresentedQuestion) {
        line()
        line(styled(texts.progress(q), .cyan))
        line(styled(text(q.prompt), .bold))
        let width = String(q.options.count).count
        for (i, option) in q.options.enumerated() {
            let number = String(repeating: " ", count: width - String(i + 1).count) + "\(i + 1)."
            line("  \(number) \(text(option))")
        }
        if q.multipleResponse { line(styled(q.selectAny ? texts.pickAny : texts.pickAll, .dim)) }
        if q.kind == .locate { line(styled(texts.mapHowToAnswer, .dim)) }
        // A region question's hint (its neighbours) comes from the engine in the learner's language.
        if let hint = q.hint, !hint.isBlank { line(styled(text(hint), .dim)) }
    }

    /// The feedback of a map question in words: the verdict, the distance and
    /// where the place is ("✗ 38 km off: Telč is 26 km south-west of Jihlava (0.3 of 1 point)").
    func mapFeedback(_ fb: AnswerFeedback, question q: PresentedQuestion) {
        guard let loc = fb.location else { return }
        let words = loc.summary.text(in: language)
        let earned = fb.pointsEarned.map { " (\(texts.earned($0, of: q.points)))" } ?? ""
        if fb.outcome == .right {
            line(styled("✓ \(texts.right): \(words).", .green))
        } else {
            line(styled("✗ \(words).", .red) + earned)
        }
        line("  " + texts.mapPlaceAt(text(loc.target.name), latitude: loc.target.latitude, longitude: loc.target.longitude))
        if let explanation = fb.explanation, !explanation.isBlank { line("  " + text(explanation)) }
    }

    /// Shows what the learner typed when the answers come from a pipe (so the transcript reads well).
    func echo(_ input: String) { line(styled("> " + input, .dim)) }

    func feedback(_ fb: AnswerFeedback, question q: PresentedQuestion, mode: QuizMode) {
        if fb.location != nil { return mapFeedback(fb, question: q) }
        let numbers = (fb.correctIndices ?? []).map { "\($0 + 1)" }.joined(separator: ", ")
        let correct = fb.correctText.flatMap { t in numbers.isEmpty ? nil : "\(numbers). \(text(t))" }
        switch fb.outcome {
        case .right:
            var verdict = "✓ \(texts.right): \(fb.correctText.map(text) ?? "")."
            if mode == .interactive || q.multipleResponse, let earned = fb.pointsEarned, earned < q.points {
                verdict += " (\(texts.earned(earned, of: q.points)))"
            }
            line(styled(verdict, .green))
        case .wrong:
            var verdict = styled("✗ \(texts.wrong).", .red) + (correct.map { " " + texts.theAnswerIs($0) } ?? "")
            if q.multipleResponse, let earned = fb.pointsEarned, earned > 0 { verdict += " (\(texts.earned(earned, of: q.points)))" }
            line(verdict)
        case .tryAgain:
            line(styled("✗ " + texts.tryAgain(fb.triesLeft), .red))
        case .recorded:
            line(styled(texts.noted, .dim))
        case .skipped:
            line(styled("→ \(texts.skipped).", .yellow) + (correct.map { " " + texts.theAnswerIs($0) } ?? ""))
        }
        if let message = fb.message, !message.isBlank { line("  " + text(message)) }
        if let own = fb.optionFeedback, !own.isBlank, fb.outcome != .recorded { line("  " + text(own)) }
        if let explanation = fb.explanation, !explanation.isBlank { line("  " + text(explanation)) }
    }

    func problem(_ message: String) {
        if destination == .stdout && console.stdoutIsTerminal {
            line(styled(message, .yellow))
        } else {
            console.note("note: " + message)
        }
    }

    func summary(_ s: QuizSummary, mode: QuizMode) {
        line()
        line(styled("\(texts.result): \(text(s.title))", .bold))
        let words = texts.summary(s)
        line("  " + words.counts)
        let verdict = styled(words.verdict, s.passed ? .green : .red)
        line("  " + words.score + " — " + verdict + " (\(words.passMark))")
        if let ranking = s.ranking { line("  " + texts.ranking + ": " + styled(text(ranking), .bold)) }
        if let results = s.resultsText, !results.isBlank { line("  " + text(results)) }
        // Deferred answers were not checked one by one: show them all. Otherwise the missed ones.
        let shown = mode == .deferred ? s.results : s.missed
        guard !shown.isEmpty else { return }
        line(mode == .deferred ? texts.answersHeader : texts.missedHeader)
        for r in shown {
            let mark: String
            switch r.outcome {
            case .right: mark = styled("✓", .green)
            case .wrong: mark = styled("✗", .red)
            case .skipped: mark = styled("→", .yellow)
            }
            line("  \(mark) \(text(r.prompt))")
            let yours = r.yourAnswer.map(text) ?? texts.notAnswered
            if r.outcome == .right {
                line("    \(texts.yourAnswer): \(yours)")
            } else {
                line("    \(texts.yourAnswer): \(yours) — \(texts.correctAnswer): \(styled(text(r.correctAnswer), .bold))")
                // Deferred answers had no explanation yet; the others saw it already.
                if mode == .deferred, let e = r.explanation, !e.isBlank { line("    " + styled(text(e), .dim)) }
            }
        }
    }
}
