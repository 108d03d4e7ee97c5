import Foundation
import Testing
@testable import RegioQuiz

/// The review schedule with an injected clock: days come from a fixed date, never the system clock.
@Suite struct LeitnerScheduleTests {
    let schedule = LeitnerSchedule.standard
    /// 2026-11-28, 10:00 in Prague.
    let clock = ReviewClock.fixed(Date(timeIntervalSince1970: 1_795_856_400), timeZone: TimeZone(identifier: "Europe/Prague")!)

    @Test func aMissedQuestionIsDueTomorrowThenAfterLongerGapsAndBackToTheStartWhenMissedAgain() {
        let today = clock.today()
        var state = schedule.next(after: nil, grade: .missed, on: today)
        #expect(state.box == 1)
        #expect(!state.isDue(on: today))
        #expect(state.isDue(on: today.adding(days: 1)))
        #expect(state.due == today.adding(days: 1))

        // Answered right on each day it is due: the gap doubles, box by box.
        var day = today.adding(days: 1)
        var gaps: [Int] = []
        for expectedBox in 2...schedule.topBox {
            state = schedule.next(after: state, grade: .right, on: day)
            #expect(state.box == expectedBox)
            gaps.append(day.days(to: state.due))
            #expect(!state.isDue(on: state.due.adding(days: -1)))
            day = state.due
        }
        #expect(gaps == Array(schedule.intervals.dropFirst()))
        #expect(gaps == gaps.sorted() && Set(gaps).count == gaps.count, "each gap longer than the one before")

        // The top box stays the top box.
        state = schedule.next(after: state, grade: .right, on: day)
        #expect(state.box == schedule.topBox)

        // Missed again: back to box 1, due the next day.
        state = schedule.next(after: state, grade: .missed, on: state.due)
        #expect(state.box == 1)
        #expect(state.due == state.lastAnswered.adding(days: 1))
        #expect(state.answers == schedule.topBox + 2)
    }

    @Test func aRightAnswerBeforeTheQuestionIsDueDoesNotMoveItUp() {
        let today = clock.today()
        let missed = schedule.next(after: nil, grade: .missed, on: today)
        let again = schedule.next(after: missed, grade: .right, on: today)  // a retake the same afternoon
        #expect(again.box == 1)
        #expect(again.due == missed.due)
        #expect(again.lastGrade == .right)
    }

    @Test func aFirstRightAnswerPutsANewQuestionInBoxTwo() {
        let today = clock.today()
        let state = schedule.next(after: nil, grade: .right, on: today)
        #expect(state.box == 2)
        #expect(today.days(to: state.due) == schedule.interval(box: 2))
    }

    @Test func daysAreCalendarDaysInTheLearnersTimeZone() throws {
        // 23:30 UTC on 2026-11-28 is already 29 November in Prague.
        let late = Date(timeIntervalSince1970: 1_795_908_600)
        #expect(ReviewDay(late, timeZone: TimeZone(identifier: "UTC")!).description == "2026-11-28")
        #expect(ReviewDay(late, timeZone: TimeZone(identifier: "Europe/Prague")!).description == "2026-11-29")
        #expect(ReviewDay(iso: "2026-11-28")?.adding(days: 4).description == "2026-12-02")
        #expect(ReviewDay(iso: "2024-02-29") != nil)
        for bad in ["2026-02-30", "2026-13-01", "28.11.2026", "", "2026-1-1"] { #expect(ReviewDay(iso: bad) == nil, "\(bad)") }
        let day = try #require(ReviewDay(iso: "1969-12-31"))
        #expect(day.number == -1)
    }

    @Test func schedulesWithoutGapsOrWithShrinkingGapsAreRefused() {
        #expect(LeitnerSchedule(intervals: []) == nil)
        #expect(LeitnerSchedule(intervals: [1, 0]) == nil)
        #expect(LeitnerSchedule(intervals: [3, 2]) == nil)
        #expect(LeitnerSchedule(intervals: [1, 3, 7])?.topBox == 3)
    }

    @Test func aReviewQuizNamesTheQuestionsItWasMadeFrom() throws {
        let quiz = SampleQuiz.make(count: 2)
        let refs = [ReviewQuestionRef(quizID: "a/b%c", questionID: "q1"), ReviewQuestionRef(quizID: "cz-64", questionID: "x/y")]
        let review = ReviewQuiz.make(due: zip(refs, quiz.questions).map { ($0, $1) }, title: LocalizedText("Review"))
        #expect(review.questions.map { ReviewQuiz.reference(of: $0.id) } == refs)
        #expect(ReviewQuiz.reference(of: "no-slash") == nil)
        #expect(ReviewQuiz.reference(of: "a%zz/q1") == nil)
    }

    @Test func aQuizOfOnesOwnCalledReviewIsTakenAsItself() {
        let quiz = SampleQuiz.make(count: 1, id: ReviewQuiz.quizID)
        let item = QuizItem(questionIndex: 0, optionOrder: [0, 1, 2])
        #expect(ReviewQuiz.reference(of: item, in: quiz) == ReviewQuestionRef(quizID: "review", questionID: "q1"))
    }

    @Test func aSkipAndARightAnswerAfterAWrongTryCountAsMisses() throws {
        var s = try QuizSession(quiz: SampleQuiz.make(count: 3), settings: QuizSettings(mode: .interactive), seed: 3)
        try s.begin()
        _ = try s.answer(s.correctShownIndex)
        #expect(s.reviewGrade(of: s.items[s.position]) == .right)
        try s.next()
        _ = try s.answer(s.wrongShownIndex)
        #expect(s.reviewGrade(of: s.items[s.position]) == nil, "still open")
        _ = try s.answer(s.correctShownIndex)
        #expect(s.reviewGrade(of: s.items[s.position]) == .missed)
        try s.next()
        _ = try s.skip()
        #expect(s.reviewGrade(of: s.items[s.position]) == .missed)
    }

    @Test func theSummaryCountsEachQuestionOncePerRegion() {
        let today = clock.today()
        func entry(_ region: String?, box: Int, dueIn: Int) -> ReviewEntry {
            ReviewEntry(question: ReviewQuestionRef(quizID: region ?? "none", questionID: UUID().uuidString), regionID: region,
                        state: ReviewState(box: box, due: today.adding(days: dueIn), lastAnswered: today, lastGrade: .right, answers: 1))
        }
        let entries = [entry("CZ-63", box: 6, dueIn: 10), entry("CZ-63", box: 6, dueIn: 0), entry("CZ-63", box: 2, dueIn: 1),
                       entry("CZ-64", box: 1, dueIn: -3), entry(nil, box: 3, dueIn: 4)]
        let summary = ReviewSummary(entries: entries, today: today)
        #expect(summary.regions.map(\.regionID) == ["CZ-63", "CZ-64", nil])
        let vysocina = summary.regions[0]
        #expect((vysocina.mastered, vysocina.due, vysocina.learning) == (1, 1, 1))
        #expect(summary.regions[1].due == 1)
        #expect(summary.mastered + summary.due + summary.learning == entries.count)
        #expect(summary.nextDue == today.adding(days: 1))
    }
}
