import Foundation
import Testing

/// `quiz import`, `quiz generate`, `videos` and `watched` through the binary.
@Suite struct QuizImportAndVideoTests {
    static let giftFixtures = RegioProcess.repository.appendingPathComponent("Tests/RegioQuizTests/Fixtures/gift")

    @Test func importsAGIFTFixtureIntoTheUsersFolderAndPlaysIt() throws {
        let regio = try RegioProcess()
        let gift = Self.giftFixtures.appendingPathComponent("all-constructs.gift").path
        let r = try regio.run(["quiz", "import", gift, "--id", "imported-gift", "--region", "South Moravian", "--title", "Moje"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "Imported imported-gift: “Moje”, 9 questions, about South Moravian Region. Take it with `quiz imported-gift`.\n")
        let file = regio.home.appendingPathComponent("regio/quizzes/imported-gift.json")
        #expect(FileManager.default.fileExists(atPath: file.path))
        #expect(try String(contentsOf: file, encoding: .utf8).contains("\"region\" : \"CZ-64\""))

        let list = try regio.run(["quizzes", "--json"])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
        let row = try #require(rows.first { $0["id"] as? String == "imported-gift" })
        #expect(row["origin"] as? String == "imported" && row["questions"] as? Int == 9)

        let play = try regio.run(["quiz", "imported-gift", "--seed", "2", "--json"], input: String(repeating: "1\n", count: 9))
        #expect(try QuizTranscript.json(play.stdout)["status"] as? String == "finished", "\(play.stderr)")

        let again = try regio.run(["quiz", "import", gift, "--id", "imported-gift"])
        #expect(again.status == 1 && again.stderr.contains("there is already a quiz \"imported-gift\""), "\(again.stderr)")
        #expect(try regio.run(["quiz", "import", gift, "--id", "imported-gift", "--replace"]).status == 0)
    }

    @Test func aMalformedGIFTFileNamesItsLineAndFails() throws {
        let regio = try RegioProcess()
        let r = try regio.run(["quiz", "import", Self.giftFixtures.appendingPathComponent("unclosed-brace.gift").path])
        #expect(r.status == 1)
        #expect(r.stderr.hasSuffix("unclosed-brace.gift: line 3: the answer block '{' is not closed (a blank line ends a question; write \\{ for a literal brace)\n"), "\(r.stderr)")
        #expect(r.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: regio.home.appendingPathComponent("regio/quizzes").path))

        let unsupported = try regio.run(["quiz", "import", Self.giftFixtures.appendingPathComponent("unsupported.gift").path, "--region", "CZ-64"])
        #expect(unsupported.status == 0, "\(unsupported.stderr)")
        let notices = unsupported.stderr.split(separator: "\n").filter { $0.hasPrefix("not imported: ") }
        #expect(notices.count == 5 && notices[1].contains("unsupported.gift: line 5: question \"Short answer\" not imported"))

        let region = try regio.run(["quiz", "import", Self.giftFixtures.appendingPathComponent("unsupported.gift").path, "--region", "Atlantis"])
        #expect(region.status == 1 && region.stderr.contains("--region: no region matches 'Atlantis'"))
        let missing = try regio.run(["quiz", "import", "nowhere.gift"])
        #expect(missing.status == 1 && missing.stderr.contains("nowhere.gift: no such file"))
    }

    @Test func watchedOffersTheLinkedQuizAndStartsItOnYes() throws {
        let regio = try RegioProcess()
        let r = try regio.run(["watched", "101", "--seed", "7"], input: "y\n" + String(repeating: "1\n", count: 6))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("You watched “Brno, the city on the Svratka” (0:06).\nTake the quiz “South Moravian Region: towns and rivers” (6 questions) now? [Y/n]\n"), "\(r.stdout)")
        #expect(QuizTranscript.progress(r.stdout).count == 6)
        #expect(r.stdout.contains("Result: South Moravian Region: towns and rivers"))

        let later = try regio.run(["watched", "103", "--json"], input: "n\n")
        #expect(later.status == 0)
        let result = try QuizTranscript.json(later.stdout)
        #expect(result["quizID"] as? String == "gen-cz-63" && result["started"] as? Bool == false)

        let eof = try regio.run(["watched", "102"], input: "")
        #expect(eof.stdout.contains("Maybe later: quiz cz-31-south-bohemia") && !eof.stdout.contains("Question 1/"))

        let yes = try regio.run(["watched", "102", "--yes", "--json", "--seed", "4"], input: String(repeating: "2\n", count: 7))
        let run = try #require(try QuizTranscript.json(yes.stdout)["run"] as? [String: Any])
        #expect(run["quizID"] as? String == "cz-31-south-bohemia" && run["status"] as? String == "finished")

        let unknown = try regio.run(["watched", "999"])
        #expect(unknown.status == 1 && unknown.stderr.contains("there is no video \"999\"; `videos` lists them"))
        let videos = try regio.run(["videos"])
        #expect(videos.stdout.contains("101") && videos.stdout.contains("cz-64-south-moravia") && videos.stdout.contains("gen-cz-63"))
    }

    @Test func everyProblemOfADatasetsQuizzesIsListedAndOtherCommandsStillWork() throws {
        let regio = try RegioProcess()
        let data = RegioProcess.repository.appendingPathComponent("Tests/RegioTests/Fixtures/datasets/quiz-problems").path
        let r = try regio.run(["quizzes", "--data", data])
        #expect(r.status == 1)
        let lines = r.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == "error: the dataset's quizzes and videos have 4 problems:", "\(r.stderr)")
        #expect(lines.contains("  \(data)/quizzes/broken.gift: line 4: the answer block '{' is not closed (a blank line ends a question; write \\{ for a literal brace)"))
        #expect(lines.contains("  \(data)/videos.json: [0].quiz: video \"v1\" links quiz \"missing-quiz\", which does not exist"))
        #expect(try regio.run(["regions", "--data", data]).status == 0, "the regions are fine")
    }

    @Test func generateShowsTheRegionsQuizWithAnswersOrAsRegioJSON() throws {
        let regio = try RegioProcess()
        let text = try regio.run(["quiz", "generate", "vysocina"])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.hasPrefix("Quiz: Vysočina Region (gen-cz-63, seed 1)\n6 questions"))
        #expect(text.stdout.contains("✓ a. Jihlava") || text.stdout.contains("✓ b. Jihlava") || text.stdout.contains("✓ c. Jihlava"))
        #expect(text.stdout.components(separatedBy: "✓").count == 8, "one ✓ per question (and one in the header)")

        let json = try regio.run(["quiz", "generate", "CZ-64", "--seed", "5", "--json"])
        let quiz = try QuizTranscript.json(json.stdout)
        #expect(quiz["id"] as? String == "gen-cz-64" && quiz["region"] as? String == "CZ-64")
        let questions = try #require(quiz["questions"] as? [[String: Any]])
        // Six kinds from facts and one river question (South Moravia's Morava on the base map).
        #expect(questions.count == 7 && questions.contains { $0["id"] as? String == "town-river-1" })
        for q in questions {
            let options = try #require(q["options"] as? [[String: Any]])
            #expect(options.filter { $0["correct"] as? Bool == true }.count == 1)
        }
        // The JSON imports as a quiz of one's own under another id.
        let file = regio.home.appendingPathComponent("variant.json")
        try json.stdout.write(to: file, atomically: true, encoding: .utf8)
        let imported = try regio.run(["quiz", "import", file.path, "--id", "cz-64-variant"])
        #expect(imported.status == 0, "\(imported.stderr)")
        let clash = try regio.run(["quiz", "import", file.path])
        #expect(clash.status == 1 && clash.stderr.contains("generated from the dataset"))
        #expect(try regio.run(["quiz", "generate", "atlantis"]).status == 1)
    }
}
