import Foundation
import Testing

/// Quizzes played through a pipe, one answer per line, as in
/// `printf '2\n1\n3\n' | regio quiz CZ-64 --seed 7`.
@Suite struct QuizPipeTests {
    @Test func theIssuesExampleAnswersThreeQuestionsAndKeepsThePlace() throws {
        let regio = try RegioProcess()
        let r = try regio.run(["quiz", "CZ-64", "--seed", "7"], input: "2\n1\n3\n")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("South Moravian Region: towns and rivers\n6 questions · one try per question"), "\(r.stdout)")
        #expect(QuizTranscript.progress(r.stdout) == ["Question 1/6", "Question 2/6", "Question 3/6", "Question 4/6"])
        #expect(r.stdout.contains("The input ended at question 4/6. Your answers are saved: quiz cz-64-south-moravia goes on from there."))
        #expect(!r.stdout.contains("\u{1B}["), "no colour in a pipe")
        let list = try regio.run(["quizzes", "CZ-64", "--json"])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
        let row = try #require(rows.first { $0["id"] as? String == "cz-64-south-moravia" })
        #expect((row["unfinished"] as? [String: Any])?["question"] as? Int == 4)
    }

    @Test func aWholeQuizWithAFixedSeedGivesTheExpectedSummary() throws {
        let regio = try RegioProcess()
        // First run: skip everything to learn the answers (the same seed shows the same order).
        let first = try regio.run(["quiz", "CZ-64", "--seed", "7"], input: String(repeating: "skip\n", count: 6))
        #expect(first.status == 0, "\(first.stderr)")
        let answers = QuizTranscript.revealedAnswers(first.stdout)
        let counts = QuizTranscript.optionCounts(first.stdout)
        #expect(answers.count == 6 && counts.count == 6, "\(first.stdout)")
        #expect(first.stdout.contains("0 right · 0 wrong · 6 skipped, of 6 questions"))

        // Second run (the first one finished, so this is a new attempt): right, right, right, right, wrong, skip.
        let wrong = answers[4] == 1 ? 2 : 1
        let input = answers.prefix(4).map { "\($0)\n" }.joined() + "\(wrong)\nskip\n"
        let r = try regio.run(["quiz", "CZ-64", "--seed", "7"], input: input)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("\n6 questions · "), "the count is announced up front")
        #expect(QuizTranscript.progress(r.stdout) == (1...6).map { "Question \($0)/6" })
        #expect(QuizTranscript.prompts(r.stdout) == QuizTranscript.prompts(first.stdout), "same seed, same order")
        #expect(r.stdout.components(separatedBy: "✓ Right: ").count == 5)
        #expect(r.stdout.contains("✗ Wrong. The answer is \(answers[4])."))
        #expect(r.stdout.contains("  4 right · 1 wrong · 1 skipped, of 6 questions\n"))
        #expect(r.stdout.contains("  Points: 4 of 6 (66.7 %) — passed (pass mark 60 %)\n"))
        let missed = r.stdout.components(separatedBy: "To look at again:\n").last ?? ""
        #expect(missed.components(separatedBy: "— correct: ").count == 3, "two missed questions with their answers: \(missed)")
        #expect(!r.stdout.contains("\u{1B}["))
    }

    @Test func jsonPrintsTheSummaryAndNothingElse() throws {
        let regio = try RegioProcess()
        let r = try regio.run(["quiz", "cz-64-south-moravia", "--seed", "11", "--json", "--pass", "50"],
                              input: "1\n1\n1\n2\nskip\n1\n")
        #expect(r.status == 0, "\(r.stderr)")
        let report = try QuizTranscript.json(r.stdout)
        #expect(report["status"] as? String == "finished")
        #expect(report["quizID"] as? String == "cz-64-south-moravia")
        #expect(report["seed"] as? Int == 11 && report["answered"] as? Int == 6)
        let summary = try #require(report["summary"] as? [String: Any])
        let right = try #require(summary["right"] as? Int), wrong = try #require(summary["wrong"] as? Int)
        #expect(summary["skipped"] as? Int == 1)
        #expect(right + wrong == 5 && summary["questionCount"] as? Int == 6)
        #expect(summary["points"] as? Double == Double(right))
        #expect(summary["percent"] as? Double == (Double(right) / 6 * 1000).rounded() / 10)
        #expect(summary["passPercent"] as? Double == 50)
        #expect(summary["passed"] as? Bool == (right >= 3))
        #expect((summary["results"] as? [Any])?.count == 6)
        #expect((summary["missed"] as? [Any])?.count == 6 - right)
    }

    @Test func quitKeepsTheAttemptAndTheNextRunGoesOn() throws {
        let regio = try RegioProcess()
        let r = try regio.run(["quiz", "cz-64-south-moravia", "--seed", "3"], input: "1\nquit\nthis line is not read\n")
        #expect(r.status == 0)
        #expect(r.stdout.contains("Stopped at question 2/6. Your answers are saved"))
        let again = try regio.run(["quiz", "cz-64-south-moravia"], input: "1\n")
        #expect(again.stdout.contains("Going on with your unfinished attempt from "), "\(again.stdout)")
        #expect(QuizTranscript.progress(again.stdout).first == "Question 2/6")
        let fresh = try regio.run(["quiz", "cz-64-south-moravia", "--new"], input: "")
        #expect(QuizTranscript.progress(fresh.stdout) == ["Question 1/6"])
        let history = try QuizTranscript.json(try regio.run(["quiz", "history", "cz-64-south-moravia", "--json"]).stdout)
        let statuses = (history["attempts"] as? [[String: Any]])?.compactMap { $0["status"] as? String }
        #expect(statuses == ["active", "abandoned"])
    }

    @Test func historyAfterTwoAttempts() throws {
        let regio = try RegioProcess()
        var percents: [Double] = []
        for answers in ["1\n1\n1\n1\n1\n1\n", "2\n2\n2\n2\n2\n2\n"] {
            let r = try regio.run(["quiz", "cz-31-south-bohemia", "--seed", "5", "--json"], input: answers + "1\n")
            #expect(r.status == 0, "\(r.stderr)")
            let summary = try #require(try QuizTranscript.json(r.stdout)["summary"] as? [String: Any])
            percents.append(try #require(summary["percent"] as? Double))
        }
        let r = try regio.run(["quiz", "history", "cz-31-south-bohemia", "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let history = try QuizTranscript.json(r.stdout)
        let attempts = try #require(history["attempts"] as? [[String: Any]])
        #expect(attempts.count == 2)
        #expect(attempts.allSatisfy { $0["status"] as? String == "finished" && $0["mode"] as? String == "immediate" })
        let best = try #require((history["best"] as? [String: Any])?["score"] as? [String: Any])
        #expect(best["percent"] as? Double == percents.max())
        let last = try #require((history["last"] as? [String: Any])?["score"] as? [String: Any])
        #expect(last["percent"] as? Double == percents[1])
        #expect(history["averagePercent"] as? Double == ((percents[0] + percents[1]) / 2 * 10).rounded() / 10)

        let text = try regio.run(["quiz", "history", "cz-31-south-bohemia"])
        #expect(text.stdout.contains("South Bohemian Region: towns, rivers and ponds (cz-31-south-bohemia)"))
        #expect(text.stdout.split(separator: "\n").filter { $0.contains(" immediate ") }.count == 2)
        let all = try regio.run(["quiz", "history"])
        #expect(all.stdout.split(separator: "\n").contains { $0.hasPrefix("cz-31-south-bohemia") && $0.contains(" 2 ") }, "\(all.stdout)")
        let list = try regio.run(["quizzes"])
        #expect(list.stdout.split(separator: "\n").contains { $0.hasPrefix("cz-31-south-bohemia") && $0.contains("\(Int(percents.max()!))") })
    }

    @Test func retakeOfTheMissedQuestionsFromAPipe() throws {
        let regio = try RegioProcess()
        let first = try regio.run(["quiz", "cz-64-south-moravia", "--seed", "9"], input: String(repeating: "skip\n", count: 6))
        let answers = QuizTranscript.revealedAnswers(first.stdout)
        #expect(answers.count == 6)
        // Five right, one skipped; then "m": the retake has one question, skipped again.
        let input = answers.prefix(5).map { "\($0)\n" }.joined() + "skip\nm\nskip\n"
        let r = try regio.run(["quiz", "cz-64-south-moravia", "--seed", "9", "--json"], input: input)
        #expect(r.status == 0, "\(r.stderr)")
        let report = try QuizTranscript.json(r.stdout)
        #expect((report["summary"] as? [String: Any])?["right"] as? Int == 5)
        let retake = try #require((report["retakes"] as? [[String: Any]])?.first)
        #expect(retake["round"] as? Int == 1 && retake["questionCount"] as? Int == 1 && retake["status"] as? String == "finished")
        #expect((retake["summary"] as? [String: Any])?["scope"] as? String == "missed")
        let history = try QuizTranscript.json(try regio.run(["quiz", "history", "cz-64-south-moravia", "--json"]).stdout)
        let attempts = try #require(history["attempts"] as? [[String: Any]])
        #expect(attempts.count == 3)
        #expect(attempts[0]["parentID"] as? Int == attempts[1]["id"] as? Int)
    }

    @Test func theREPLReadsAnswersFromThePipeAndGoesOnWithTheNextCommand() throws {
        let regio = try RegioProcess()
        let r = try regio.run([], input: "quiz CZ-64 --seed 7\n1\n2\nregions\nquizzes CZ-64\n")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(QuizTranscript.progress(r.stdout) == ["Question 1/6", "Question 2/6", "Question 3/6"])
        #expect(r.stdout.contains("The input ended at question 3/6"))
        #expect(r.stdout.contains("14 regions"), "the next command ran")
        #expect(r.stdout.contains("▶ 3/6"))
    }

    @Test func quizAndItsSubcommandsParse() throws {
        let regio = try RegioProcess()
        #expect(try regio.run(["quiz", "run", "CZ-64", "--seed", "1"]).stdout.contains("Question 1/6"))
        #expect(try regio.run(["quiz", "South", "Bohemian", "--mode", "deferred"]).stdout.contains("answers are checked at the end"))
        #expect(try regio.run(["quiz", "vysocina", "--tries", "2"]).stdout.contains("up to 2 tries per question"))
        #expect(try regio.run(["quiz", "history"]).stdout.contains("cz-64-south-moravia"))
        let unknown = try regio.run(["quiz", "atlantis"])
        #expect(unknown.status == 1 && unknown.stderr.contains("error: no quiz or region matches 'atlantis'; `quizzes` lists"))
        let badTries = try regio.run(["quiz", "CZ-64", "--tries", "0"])
        #expect(badTries.status == 1 && badTries.stderr.contains("--tries must be from 1 to 10"))
        let clash = try regio.run(["quiz", "CZ-64", "--mode", "deferred", "--tries", "2"])
        #expect(clash.status == 1 && clash.stderr.contains("--tries applies to --mode interactive"))
        let badMode = try regio.run(["quiz", "CZ-64", "--mode", "sometimes"])
        #expect(badMode.status == 1 && badMode.stderr.contains("sometimes"))
        let help = try regio.run(["quiz", "--help"])
        #expect(help.stdout.contains("quiz history") && help.stdout.contains("import"))
        // `quiz` alone goes on with the latest unfinished quiz (the runs above stopped at the end of their input) …
        let latest = try regio.run(["quiz"])
        #expect(latest.status == 0 && latest.stdout.contains("Going on with your unfinished attempt"), "\(latest.stdout)")
        // … and says what to do when there is none.
        let none = try RegioProcess().run(["quiz"])
        #expect(none.status == 1 && none.stderr.contains("`quizzes` lists them"))
    }
}
