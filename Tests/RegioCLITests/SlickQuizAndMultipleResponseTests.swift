import Foundation
import Testing

/// Issue 13 through the binary: a SlickQuiz file imported and played with
/// several right answers (`1 3`), its messages and ranking; `videos --kind`.
@Suite struct SlickQuizAndMultipleResponseTests {
    static let fixture = RegioProcess.repository.appendingPathComponent("Tests/RegioQuizTests/Fixtures/slickquiz/jizni-morava.json")

    @Test func aSlickQuizFileIsImportedAndPlayedWithSeveralAnswers() throws {
        let regio = try RegioProcess()
        let imported = try regio.run(["quiz", "import", Self.fixture.path])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("Imported jizni-morava: “Jižní Morava”, 5 questions."))

        let quiz = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: regio.home.appendingPathComponent("regio/quizzes/jizni-morava.json"))) as? [String: Any])
        let questions = try #require(quiz["questions"] as? [[String: Any]])
        #expect(questions.count == 5)
        #expect((questions[1]["multiple"] as? Bool) == true)

        let play = try regio.run(["quiz", "jizni-morava", "--seed", "3"], input: "skip\nskip\nskip\nskip\nskip\n")
        #expect(play.status == 0, "\(play.stderr)")
        #expect(play.stdout.contains("Pick every right option: numbers such as 1 3 or 1,3."))
        #expect(play.stdout.contains("Any right option counts"))
        #expect(play.stdout.contains("Ranking: Začněte videem o regionu."))     // 0 % → level 5
        #expect(play.stdout.contains("Hotovo!"))

        // Seed 3 asks the wine question (multiple response) first: "1,2" is one answer of two options.
        let multi = try regio.run(["quiz", "jizni-morava", "--seed", "3", "--new"], input: "1,2\n1\n1\n1\n1\nn\n")
        #expect(multi.status == 0, "\(multi.stderr)")
        #expect(!multi.stderr.contains("is not one of the options"), "\(multi.stderr)")
        #expect(multi.stdout.contains("Ranking: "))
    }

    @Test func videosFilterByKind() throws {
        let regio = try RegioProcess()
        let all = try regio.run(["videos", "--json"])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(all.stdout.utf8)) as? [[String: Any]])
        let kinds = Set(rows.compactMap { ($0["video"] as? [String: Any])?["kind"] as? String })
        for kind in kinds {
            let some = try regio.run(["videos", "--kind", kind, "--json"])
            let picked = try #require(try JSONSerialization.jsonObject(with: Data(some.stdout.utf8)) as? [[String: Any]])
            #expect(!picked.isEmpty && picked.allSatisfy { ($0["video"] as? [String: Any])?["kind"] as? String == kind })
        }
        let bad = try regio.run(["videos", "--kind", "opera"])
        #expect(bad.status != 0 && bad.stderr.contains("--kind must be broadcast, class or cooking (found \"opera\")"), "\(bad.stderr)")
    }
}
