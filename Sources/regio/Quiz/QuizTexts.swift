import Foundation
import Regio

/// What the quiz screen says, in the learner's language (Czech or English):
/// the quiz itself is shown in that language, so the words around it are too.
struct QuizTexts {
    let language: Language

    private func t(_ en: String, _ cs: String) -> String { language == .cs ? cs : en }

    /// A number as the language writes it: 66.7 (en), 66,7 (cs).
    func n(_ v: Double) -> String {
        language == .cs ? Self.number(v).replacingOccurrences(of: ".", with: ",") : Self.number(v)
    }

    func questions(_ n: Int) -> String {
        language == .cs ? "\(n) \(Self.czechPlural(n, "otázka", "otázky", "otázek"))" : "\(n) question\(n == 1 ? "" : "s")"
    }

    func tries(_ n: Int) -> String {
        language == .cs ? "\(n) \(Self.czechPlural(n, "pokus", "pokusy", "pokusů"))" : "\(n) tr\(n == 1 ? "y" : "ies")"
    }

    func points(_ value: Double) -> String {
        let s = n(value)
        if language == .cs {
            let word = value == 1 ? "bod" : (value == value.rounded() && (2...4).contains(value) ? "body" : "bodů")
            return "\(s) \(word)"
        }
        return "\(s) point\(value == 1 ? "" : "s")"
    }

    /// - Parameter maxTries: the most tries any question of the run allows.
    func modeLine(_ intro: QuizIntro, penalty: Double, maxTries: Int) -> String {
        let pass = t("pass mark", "k úspěchu") + " \(n(intro.passPercent)) %"
        let mode: String
        switch intro.mode {
        case .immediate: mode = t("one try per question, checked at once", "jeden pokus na otázku, vyhodnocení hned")
        case .interactive:
            let cost = n((penalty * 1000).rounded() / 10)
            mode = t("up to \(tries(maxTries)) per question; each wrong try costs \(cost) % of its points",
                     "až \(tries(maxTries)) na otázku; každý špatný pokus stojí \(cost) % jejích bodů")
        case .deferred: mode = t("answers are checked at the end", "odpovědi se vyhodnotí až na konci")
        }
        return "\(questions(intro.questionCount)) · \(mode) · \(pass)"
    }

    var howToAnswer: String {
        t("Answer with a number or the first letters of an option; skip, or quit to stop (your place is kept).",
          "Odpovídejte číslem nebo prvními písmeny možnosti; skip přeskočí, quit přeruší (místo se uloží).")
    }

    func retakeRound(_ intro: QuizIntro) -> String {
        intro.scope == .missed ? t("Retake of the missed questions", "Opakování chybných otázek")
            : t("Retake", "Opakování") + " \(intro.round)"
    }

    func progress(_ q: PresentedQuestion) -> String {
        t("Question", "Otázka") + " \(q.number)/\(q.total)" + (q.points == 1 ? "" : " (\(points(q.points)))")
    }

    func answerPrompt(count: Int) -> String { t("Answer", "Odpověď") + " (1–\(count), skip, quit): " }

    var right: String { t("Right", "Správně") }
    var ranking: String { t("Ranking", "Hodnocení") }
    var pickAll: String { t("Pick every right option: numbers such as 1 3 or 1,3.", "Vyberte všechny správné možnosti: čísla jako 1 3 nebo 1,3.") }
    var pickAny: String { t("Any right option counts; you may give several: 1 3 or 1,3.", "Platí kterákoli správná možnost; můžete zadat i víc: 1 3 nebo 1,3.") }
    var wrong: String { t("Wrong", "Špatně") }
    var skipped: String { t("Skipped", "Přeskočeno") }
    var noted: String { t("Noted.", "Zaznamenáno.") }
    func theAnswerIs(_ text: String) -> String { t("The answer is \(text).", "Správná odpověď je \(text).") }
    func tryAgain(_ left: Int) -> String { t("Not this one. \(tries(left)) left.", "Tahle to není. Zbývá \(tries(left)).") }
    func earned(_ p: Double, of max: Double) -> String {
        t("\(n(p)) of \(points(max))", "\(n(p)) z \(n(max)) \(max == 1 ? "bodu" : "bodů")")
    }

    func ambiguous(_ input: String, _ options: [String]) -> String {
        t("'\(input)' fits several options (\(options.joined(separator: ", "))): type more of it, or its number.",
          "'\(input)' odpovídá více možnostem (\(options.joined(separator: ", "))): napište víc, nebo číslo.")
    }

    func unknownAnswer(_ input: String, count: Int) -> String {
        t("'\(input)' is not one of the options: type 1–\(count), the start of an option, skip or quit.",
          "'\(input)' není žádná z možností: napište 1–\(count), začátek možnosti, skip nebo quit.")
    }

    func runnerProblem(_ error: QuizRunnerError) -> String {
        switch error {
        case .optionOutOfRange(_, let n): return t("There is no such option: choose 1–\(n).", "Taková možnost není: vyberte 1–\(n).")
        case .alreadyTried(let k): return t("You already tried \(k); choose another option.", "Možnost \(k) už jste zkusili; vyberte jinou.")
        default: return error.description
        }
    }

    func resumed(at q: PresentedQuestion?, started: Date) -> String {
        let when = Self.dateFormatter.string(from: started)
        if let q {
            return t("Going on with your unfinished attempt from \(when) at question \(q.number)/\(q.total).",
                     "Pokračujete v rozehraném pokusu z \(when) otázkou \(q.number)/\(q.total).")
        }
        return t("Going on with your unfinished attempt from \(when).", "Pokračujete v rozehraném pokusu z \(when).")
    }

    func startOverHint(_ quizID: String) -> String {
        t("(quiz \(quizID) --new starts over)", "(quiz \(quizID) --new začne znovu)")
    }

    func stopped(at q: PresentedQuestion?, quizID: String, inputEnded: Bool) -> String {
        let where_ = q.map { t(" at question \($0.number)/\($0.total)", " u otázky \($0.number)/\($0.total)") } ?? ""
        let why = inputEnded ? t("The input ended", "Vstup skončil") : t("Stopped", "Přerušeno")
        return why + where_ + t(". Your answers are saved: quiz \(quizID) goes on from there.",
                                 ". Odpovědi jsou uložené: quiz \(quizID) naváže.")
    }

    // Summary
    var result: String { t("Result", "Výsledek") }
    func counts(_ s: QuizSummary) -> String {
        t("\(s.right) right · \(s.wrong) wrong · \(s.skipped) skipped, of \(questions(s.questionCount))",
          "\(s.right) správně · \(s.wrong) špatně · \(s.skipped) přeskočeno, z \(s.questionCount) \(s.questionCount == 1 ? "otázky" : "otázek")")
    }
    func score(_ s: QuizSummary) -> String {
        t("Points: \(n(s.points)) of \(n(s.maxPoints)) (\(n(s.percent)) %)",
          "Body: \(n(s.points)) z \(n(s.maxPoints)) (\(n(s.percent)) %)")
    }
    var passed: String { t("passed", "splněno") }
    var failed: String { t("not passed", "nesplněno") }
    func passMark(_ p: Double) -> String { t("pass mark \(n(p)) %", "hranice \(n(p)) %") }
    var missedHeader: String { t("To look at again:", "K zopakování:") }
    var answersHeader: String { t("Your answers:", "Vaše odpovědi:") }
    var yourAnswer: String { t("your answer", "vaše odpověď") }
    var correctAnswer: String { t("correct", "správně") }
    var notAnswered: String { t("skipped", "přeskočeno") }

    func retakeQuestion(all: Int, missed: Int) -> String {
        let a = t("a = all \(questions(all))", "a = všechny otázky (\(all))")
        let m = missed > 0 ? t(", m = the \(missed) missed", ", m = jen chybné (\(missed))") : ""
        return t("Play again? \(a)\(m), n = no: ", "Hrát znovu? \(a)\(m), n = ne: ")
    }
    var retakeHelp: String { t("Type a, m or n.", "Napište a, m nebo n.") }
    var yesOrNo: String { t("Type y or n.", "Napište a nebo n.") }

    // watched
    func watchedVideo(_ title: String, duration: Double?) -> String {
        let d = duration.map { " (\(Self.duration($0)))" } ?? ""
        return t("You watched “\(title)”\(d).", "Zhlédli jste „\(title)“\(d).")
    }
    func offerQuiz(_ title: String, _ count: Int, unfinished: Bool) -> String {
        let going = unfinished ? t(", half done", ", rozehraný") : ""
        return t("Take the quiz “\(title)” (\(questions(count))\(going)) now? [Y/n] ",
                 "Spustit kvíz „\(title)“ (\(questions(count))\(going)) hned? [A/n] ")
    }
    var noQuizForVideo: String { t("There is no quiz for this video's region yet.", "K regionu tohoto videa zatím žádný kvíz není.") }
    var whichRegion: String { t("The video is about several regions. Which one's quiz?", "Video je o více krajích. Kvíz kterého?") }
    var noQuizYet: String { t("no quiz yet", "zatím bez kvízu") }
    var maybeLater: String { t("Maybe later:", "Třeba později:") }

    // MARK: - Formatting

    /// 2 → "2", 2.5 → "2.5", 0.666… → "0.67".
    static func number(_ v: Double) -> String {
        if v == v.rounded() && abs(v) < 1e15 { return String(Int(v)) }
        var s = String(format: "%.2f", v)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s
    }

    static func duration(_ seconds: Double) -> String {
        let s = Int(seconds.rounded())
        return s >= 3600 ? String(format: "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60) : String(format: "%d:%02d", s / 60, s % 60)
    }

    static func czechPlural(_ n: Int, _ one: String, _ few: String, _ many: String) -> String {
        n == 1 ? one : ((2...4).contains(n) ? few : many)
    }

    static let dateFormatter: DateFormatter = {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.dateFormat = "yyyy-MM-dd HH:mm"
        return f
    }()
}
