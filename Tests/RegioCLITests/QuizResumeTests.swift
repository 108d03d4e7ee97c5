import Foundation
import Testing

/// A quiz killed mid-way (SIGKILL: nothing can be saved at the last moment)
/// resumes where it stopped, because every step was saved as it was taken.
@Suite struct QuizResumeTests {
    @Test func aKilledQuizResumesAtTheNextQuestion() throws {
        let answers = ["1", "2", "1", "2", "1", "2"]
        let regio = try RegioProcess()
        let child = try RegioChild(regio, ["quiz", "cz-64-south-moravia", "--seed", "21"])
        child.write(answers[0] + "\n" + answers[1] + "\n")
        #expect(child.waitFor("Question 3/6"), "\(child.text)")
        child.kill()
        #expect(child.process.terminationReason == .uncaughtSignal)
        #expect(!child.text.contains("Result:"))

        let r = try regio.run(["quiz", "cz-64-south-moravia"], input: answers[2...].map { $0 + "\n" }.joined())
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("Going on with your unfinished attempt"))
        #expect(QuizTranscript.progress(r.stdout) == ["Question 3/6", "Question 4/6", "Question 5/6", "Question 6/6"])

        // The same answers without the kill give the same result.
        let reference = try RegioProcess().run(["quiz", "cz-64-south-moravia", "--seed", "21", "--json"],
                                               input: answers.map { $0 + "\n" }.joined())
        let summary = try #require(try QuizTranscript.json(reference.stdout)["summary"] as? [String: Any])
        let (right, wrong) = (try #require(summary["right"] as? Int), try #require(summary["wrong"] as? Int))
        #expect(right + wrong == 6)
        #expect(r.stdout.contains("  \(right) right · \(wrong) wrong · 0 skipped, of 6 questions\n"), "\(r.stdout)")

        let history = try QuizTranscript.json(try regio.run(["quiz", "history", "cz-64-south-moravia", "--json"]).stdout)
        let attempts = try #require(history["attempts"] as? [[String: Any]])
        #expect(attempts.count == 1 && attempts[0]["status"] as? String == "finished")
        #expect((attempts[0]["score"] as? [String: Any])?["right"] as? Int == right)
    }
}
