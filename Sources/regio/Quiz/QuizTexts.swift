import Foundation
import Regio

/// What the quiz screen says, in the learner's language (Czech or English):
/// the quiz itself is shown in that language, so the words around it are too.
struct QuizTexts {
    let language: Language

    private var t: Texts { Texts(language) }

    /// A number as the language writes it: 66.7 (en), 66,7 (cs).
    func n(_ v: Double) -> String { t.number(v) }

    func questions(_ n: Int) -> String { t(.quizQuestions, ["n": n]) }

    func tries(_ n: Int) -> String { t(.quizTries, ["n": n]) }

    func points(_ value: Double) -> String { t(.quizPoints, ["n": value]) }

    /// - Parameter maxTries: the most tries any question of the run allows.
    func modeLine(_ intro: QuizIntro, penalty: Double, maxTries: Int) -> String {
        let pass = t(.quizPassMark, ["percent": intro.passPercent])
        let mode: String
        switch intro.mode {
        case .immediate: mode = t(.quizModeImmediate)
        case .interactive:
            mode = t(.quizModeInteractive, ["tries": tries(maxTries), "cost": (penalty * 1000).rounded() / 10])
        case .deferred: mode = t(.quizModeDeferred)
        }
        return t(.quizModeLine, ["questions": questions(intro.questionCount), "mode": mode, "pass": pass])
    }

    var howToAnswer: String { t(.quizHowToAnswer) }

    func retakeRound(_ intro: QuizIntro) -> String {
        intro.scope == .missed ? t(.quizRetakeMissed) : t(.quizRetakeRound, ["round": intro.round])
    }

    func progress(_ q: PresentedQuestion) -> String {
        t(.quizProgress, ["number": q.number, "total": q.total]) + (q.points == 1 ? "" : " (\(points(q.points)))")
    }

    func answerPrompt(count: Int) -> String { t(.quizAnswerPrompt, ["count": count]) }

    // Map questions (issue 27)
    var mapHowToAnswer: String { t(.quizMapHowToAnswer) }
    /// How to answer a quiz whose every question is a map question.
    var mapOnlyHowToAnswer: String { t(.quizMapOnlyHowToAnswer) }
    var mapAnswerPrompt: String { t(.quizMapAnswerPrompt) }
    func mapNoSuchPlace(_ input: String) -> String { t(.quizMapNoSuchPlace, ["input": input]) }
    func mapWhichPlace(_ input: String) -> String { t(.quizMapWhichPlace, ["input": input]) }
    /// "Telč lies at 49.1842, 15.4528."
    func mapPlaceAt(_ place: String, latitude: Double, longitude: Double) -> String {
        t(.quizMapPlaceAt, ["place": place, "latitude": TextValue.decimal(latitude, decimals: 4),
                            "longitude": TextValue.decimal(longitude, decimals: 4)])
    }

    var right: String { t(.quizRight) }
    var ranking: String { t(.quizRanking) }
    var pickAll: String { t(.quizPickAll) }
    var pickAny: String { t(.quizPickAny) }
    var wrong: String { t(.quizWrong) }
    var skipped: String { t(.quizSkipped) }
    var noted: String { t(.quizNoted) }
    func theAnswerIs(_ text: String) -> String { t(.quizTheAnswerIs, ["answer": text]) }
    func tryAgain(_ left: Int) -> String { t(.quizTryAgain, ["tries": tries(left)]) }
    func earned(_ p: Double, of max: Double) -> String { t(.quizEarned, ["points": p, "max": max]) }

    func ambiguous(_ input: String, _ options: [String]) -> String {
        t(.quizAmbiguous, ["input": input, "options": options.joined(separator: ", ")])
    }

    func unknownAnswer(_ input: String, count: Int) -> String { t(.quizUnknownAnswer, ["input": input, "count": count]) }

    func runnerProblem(_ error: QuizRunnerError) -> String {
        switch error {
        case .optionOutOfRange(_, let n): return t(.quizNoSuchOption, ["count": n])
        case .alreadyTried(let k): return t(.quizAlreadyTried, ["option": k])
        case .oneOptionOnly: return t(.quizOneOptionOnly)
        default: return t(error.message)
        }
    }

    func resumed(at q: PresentedQuestion?, started: Date) -> String {
        let when = t.dateTime(started)
        if let q { return t(.quizResumedAt, ["date": when, "number": q.number, "total": q.total]) }
        return t(.quizResumed, ["date": when])
    }

    func startOverHint(_ quizID: String) -> String { t(.quizStartOverHint, ["id": quizID]) }

    func stopped(at q: PresentedQuestion?, quizID: String, inputEnded: Bool) -> String {
        let where_ = q.map { t(.quizStoppedAt, ["number": $0.number, "total": $0.total]) } ?? ""
        return t(inputEnded ? .quizInputEnded : .quizStopped) + where_ + t(.quizAnswersSaved, ["id": quizID])
    }

    // Summary
    var result: String { t(.quizResult) }
    func summary(_ s: QuizSummary) -> QuizSummaryTexts { QuizSummaryTexts(s, language: language) }
    var missedHeader: String { t(.quizMissedHeader) }
    var answersHeader: String { t(.quizAnswersHeader) }
    var yourAnswer: String { t(.quizYourAnswer) }
    var correctAnswer: String { t(.quizCorrectAnswer) }
    var notAnswered: String { t(.quizNotAnswered) }

    func retakeQuestion(all: Int, missed: Int) -> String {
        let m = missed > 0 ? t(.quizRetakeMissedChoice, ["n": missed]) : ""
        return t(.quizRetakeQuestion, ["all": t(.quizRetakeAll, ["n": all]), "missed": m])
    }
    var retakeHelp: String { t(.quizRetakeHelp) }
    var yesOrNo: String { t(.quizYesOrNo) }

    // watched
    func watchedVideo(_ title: String, duration: Double?) -> String {
        t(.quizWatchedVideo, ["title": title, "duration": duration.map { " (\(Self.duration($0)))" } ?? ""])
    }
    func offerQuiz(_ title: String, _ count: Int, unfinished: Bool) -> String {
        t(.quizOfferQuiz, ["title": title, "questions": questions(count), "unfinished": unfinished ? t(.quizHalfDone) : ""])
    }
    var noQuizForVideo: String { t(.quizNoQuizForVideo) }
    var whichRegion: String { t(.quizWhichRegion) }
    var noQuizYet: String { t(.quizNoQuizYet) }
    var maybeLater: String { t(.quizMaybeLater) }

    // MARK: - Formatting

    /// 2 → "2", 2.5 → "2.5", 0.666… → "0.67".
    static func number(_ v: Double) -> String { NumberText.plain(v, decimals: 2) }

    /// 135 → "2:15", 3723 → "1:02:03"; a time beyond 100,000 hours (from a feed, say) or not a number is "?".
    static func duration(_ seconds: Double) -> String {
        guard let s = Int(exactly: seconds.rounded()), (0...360_000_000).contains(s) else { return "?" }
        return s >= 3600 ? String(format: "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60) : String(format: "%d:%02d", s / 60, s % 60)
    }

}
