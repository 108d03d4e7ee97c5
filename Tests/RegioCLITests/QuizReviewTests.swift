import Foundation
import Testing

/// `quiz review` (issue 27) with the clock fixed by `REGIO_NOW`: what is missed
/// today is not due today but tomorrow, and a review then plays exactly those.
@Suite struct QuizReviewTests {
    static let quiz = "cz-64-south-moravia"

    @Test func missedQuestionsComeBackTheNextDay() throws {
        let regio = try RegioProcess()
        let today = ["REGIO_NOW": "2026-11-28T09:00:00Z", "TZ": "UTC"]
        let tomorrow = ["REGIO_NOW": "2026-11-29T09:00:00Z", "TZ": "UTC"]
        // Every answer the first option: some are wrong.
        let played = try regio.run(["--lang", "en", "quiz", Self.quiz, "--seed", "1"], input: String(repeating: "1\n", count: 6) + "n\n",
                                   environment: today)
        #expect(played.status == 0, "\(played.stderr)")
        let missed = played.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("  ✗ ") }.count
        try #require(missed > 0, "\(played.stdout)")

        let sameDay = try regio.run(["--lang", "en", "quiz", "review"], environment: today)
        #expect(sameDay.status == 0, "\(sameDay.stderr)")
        #expect(sameDay.stdout.contains("Nothing is due today; next review on Nov 29, 2026."), "\(sameDay.stdout)")

        let list = try regio.run(["quiz", "review", "--json"], environment: tomorrow)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: Any], "\(list.stdout)")
        let due = try #require(json["questions"] as? [[String: Any]])
        #expect(due.count == missed)
        #expect(due.allSatisfy { $0["box"] as? Int == 1 && $0["quizID"] as? String == Self.quiz })

        // Tomorrow's review asks the missed questions; answering moves them on.
        let review = try regio.run(["--lang", "en", "quiz", "review"], input: String(repeating: "1\n", count: missed), environment: tomorrow)
        #expect(review.status == 0, "\(review.stderr)")
        #expect(review.stdout.contains("Review"), "\(review.stdout)")
        #expect(review.stdout.contains("Question 1/\(missed)"), "\(review.stdout)")
        #expect(!review.stdout.contains("Play again"), "a review offers no retake: \(review.stdout)")
        #expect(review.stdout.contains("Next review on Nov 30, 2026."), "\(review.stdout)")
    }
}
