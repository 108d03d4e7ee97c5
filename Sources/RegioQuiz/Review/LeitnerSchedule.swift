/// A Leitner box system: the review schedule of every question a learner has answered.
///
/// Each question sits in a box; box *n* is asked again ``intervals``[n-1] days
/// after its last answer (by default 1, 2, 4, 8, 16, 32 days: box 1 tomorrow,
/// box 6 in a month). A miss puts a question back in box 1, due the next day;
/// a right answer moves it one box up (the top box stays the top box). A
/// question never answered counts as being in box 1, so a first right answer
/// puts it in box 2, due in 2 days.
///
/// A right answer *before* the question is due (a quiz played again the same
/// afternoon) does not move it up: a box means "remembered after that many
/// days", and only an answer after the gap shows that. A miss always counts.
///
/// Why Leitner and not FSRS: it is deterministic (the same answers give the
/// same days, so tests and a learner can predict it), explainable in one
/// sentence ("right: the gap doubles; wrong: back to tomorrow"), needs no
/// fitted parameters (FSRS fits 17–21 weights to a learner's history, and a
/// poor fit with few answers is worse than a plain rule), and works from the
/// very first answer. Quiz questions have 2–6 options, so a learner's answers
/// say right or wrong, not the recall grades FSRS is built on.
///
/// ```swift
/// let schedule = LeitnerSchedule.standard
/// let day0 = ReviewDay(year: 2026, month: 11, day: 28)
/// var s = schedule.next(after: nil, grade: .missed, on: day0)       // box 1, due 2026-11-29
/// s = schedule.next(after: s, grade: .right, on: day0.adding(days: 1)) // box 2, due 2026-12-01
/// ```
public struct LeitnerSchedule: Hashable, Sendable {
    /// The defaults: the days between answers in boxes 1…6.
    public static let defaultIntervals = [1, 2, 4, 8, 16, 32]
    /// The schedule with ``defaultIntervals``.
    public static let standard = LeitnerSchedule(checked: defaultIntervals)

    /// Days until a question in box *n* is due again: `intervals[n - 1]`.
    public let intervals: [Int]

    /// A schedule with its own gaps; nil unless there is at least one, each
    /// positive and none shorter than the one before.
    public init?(intervals: [Int]) {
        guard !intervals.isEmpty, intervals.allSatisfy({ $0 > 0 }), zip(intervals, intervals.dropFirst()).allSatisfy({ $0 <= $1 }) else {
            return nil
        }
        self.intervals = intervals
    }

    private init(checked: [Int]) { intervals = checked }

    /// The box a question starts in, and goes back to when missed.
    public var firstBox: Int { 1 }
    /// The highest box: a question here is mastered.
    public var topBox: Int { intervals.count }
    /// The boxes, 1 … ``topBox``.
    public var boxes: ClosedRange<Int> { firstBox...topBox }

    /// The gap in days after an answer that leaves a question in `box`
    /// (a box out of range is taken as the nearest one).
    public func interval(box: Int) -> Int { intervals[min(max(box, firstBox), topBox) - 1] }

    /// The state after answering a question with `grade` on `day`.
    /// - Parameter state: where the question stood; nil for a question never answered.
    public func next(after state: ReviewState?, grade: ReviewGrade, on day: ReviewDay) -> ReviewState {
        let answers = (state?.answers ?? 0) + 1
        switch grade {
        case .missed:
            return ReviewState(box: firstBox, due: day.adding(days: interval(box: firstBox)), lastAnswered: day,
                               lastGrade: .missed, answers: answers)
        case .right:
            guard let state else {
                let box = min(firstBox + 1, topBox)
                return ReviewState(box: box, due: day.adding(days: interval(box: box)), lastAnswered: day, lastGrade: .right, answers: answers)
            }
            guard state.isDue(on: day) else {  // early: the box and the day stay
                return ReviewState(box: state.box, due: state.due, lastAnswered: day, lastGrade: .right, answers: answers)
            }
            let box = min(max(state.box, firstBox) + 1, topBox)
            return ReviewState(box: box, due: day.adding(days: interval(box: box)), lastAnswered: day, lastGrade: .right, answers: answers)
        }
    }
}
