import Foundation
import RegioTestSupport
import Testing

/// `quiz history` after a retake of the missed questions, as issue 30 met it:
/// the retake that got 3 of 3 right is the last (and best) result, the rows are
/// numbered within the quiz shown, Czech says "3 chybné", and the Czech answer
/// prompt offers the Czech words the quiz takes.
@Suite struct QuizHistoryRetakeTests {
    static let quiz = "cz-64-south-moravia"
    static let seed = "9"

    /// Each question's prompt and the text of its right answer, from a run that skips everything.
    static func answers(_ transcript: String) -> [String: String] {
        var out: [String: String] = [:]
        let blocks = transcript.components(separatedBy: "\nQuestion ").dropFirst()
        for block in blocks {
            let lines = block.split(separator: "\n").map(String.init)
            guard lines.count > 1, let revealed = block.components(separatedBy: "The answer is ").dropFirst().first else { continue }
            // "2. Brno." → "Brno"
            var text = revealed.split(separator: "\n").first.map(String.init) ?? ""
            if let dot = text.firstIndex(of: "."), text[..<dot].allSatisfy(\.isNumber) { text = String(text[text.index(after: dot)...]) }
            text = text.trimmingCharacters(in: .whitespaces)
            if text.hasSuffix(".") { text.removeLast() }
            out[lines[1]] = text
        }
        return out
    }

    @Test func aRetakeOfTheMissedCountsAndRowsAreNumberedPerQuiz() throws {
        // The right answers, learned in another home.
        let scout = try RegioProcess()
        let skipped = try scout.run(["--lang", "en", "quiz", Self.quiz, "--seed", Self.seed], input: String(repeating: "skip\n", count: 6) + "n\n")
        let answers = Self.answers(skipped.stdout)
        let order = QuizTranscript.prompts(skipped.stdout)
        #expect(answers.count == 6 && order.count == 6, "\(skipped.stdout)")
        let firstRun = order.prefix(3).map { (answers[$0] ?? "") + "\n" }.joined() + String(repeating: "skip\n", count: 3)
        // The retake's order (reshuffled, the same for the same seed), from a dry run.
        let dry = try scout.run(["--lang", "en", "quiz", Self.quiz, "--seed", Self.seed, "--new"],
                                input: firstRun + "m\n" + String(repeating: "skip\n", count: 3) + "n\n")
        let retakeOrder = Array(QuizTranscript.prompts(dry.stdout).dropFirst(6))
        #expect(retakeOrder.count == 3, "\(dry.stdout)")

        let regio = try RegioProcess()
        // Another quiz first: attempt ids then count beyond this quiz's attempts.
        #expect(try regio.run(["quiz", "cz-31-south-bohemia", "--seed", "5"], input: String(repeating: "1\n", count: 6) + "n\n").status == 0)
        let run = try regio.run(["--lang", "en", "quiz", Self.quiz, "--seed", Self.seed],
                                input: firstRun + "m\n" + retakeOrder.map { (answers[$0] ?? "") + "\n" }.joined() + "n\n")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("3 right · 0 wrong · 0 skipped, of 3 questions"), "\(run.stdout)")

        let history = try regio.run(["--lang", "en", "quiz", "history", Self.quiz])
        #expect(history.stdout.contains("best 100 % (retake of the missed) · last 100 % (retake of the missed)")
                || history.stdout.contains("best 100 %") && history.stdout.contains("last 100 %"), "\(history.stdout)")
        #expect(!history.stdout.contains("last 50 %"), "\(history.stdout)")
        let rows = history.stdout.split(separator: "\n").filter { $0.contains(" immediate ") }
        #expect(rows.map { $0.split(separator: " ").first.map(String.init) ?? "" } == ["2", "1"], "\(history.stdout)")
        let json = try QuizTranscript.json(try regio.run(["quiz", "history", Self.quiz, "--json"]).stdout)
        let attempts = try #require(json["attempts"] as? [[String: Any]])
        #expect(attempts.compactMap { $0["number"] as? Int } == [2, 1])
        #expect(attempts.compactMap { $0["id"] as? Int } != [2, 1], "ids count the other quiz's attempt too")

        // Czech: 1 chybná, 2–4 chybné, 5 and more chybných.
        let czech = try regio.run(["--lang", "cs", "quiz", "history", Self.quiz])
        #expect(czech.stdout.contains("3 chybné") && !czech.stdout.contains("3 chybných"), "\(czech.stdout)")
        #expect(czech.stdout.contains("naposled 100 % (opakování chybných)"), "\(czech.stdout)")
    }

    @Test func theCzechAnswerPromptOffersCzechWordsAndTheQuizTakesThem() throws {
        let regio = try RegioProcess()
        let r = try regio.run(["--lang", "cs", "quiz", Self.quiz, "--seed", Self.seed], input: "přeskočit\nkonec\n")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("přeskočit otázku přeskočí, konec kvíz přeruší"), "\(r.stdout)")
        #expect(r.stdout.contains("Přeskočeno"), "přeskočit skips: \(r.stdout)")
        #expect(QuizTranscript.czechProgress(r.stdout) == ["Otázka 1/6", "Otázka 2/6"], "konec stops at the second question: \(r.stdout)")
        #expect(r.stdout.contains("Přerušeno"), "\(r.stdout)")
        // The English words work in Czech too.
        let english = try regio.run(["--lang", "cs", "quiz", Self.quiz, "--new", "--seed", Self.seed], input: "skip\nquit\n")
        #expect(english.stdout.contains("Přeskočeno") && english.stdout.contains("Přerušeno"), "\(english.stdout)")
    }
}

extension QuizHistoryRetakeTests {
    /// The prompt a person at a terminal sees (a pipe shows none): Czech words, which the quiz takes.
    @Test func theCzechPromptAtATerminal() throws {
        let regio = try RegioProcess()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let driver = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("pty_session.py")
        process.arguments = ["python3", driver.path, RegioProcess.executable.path, "--lang", "cs"]
        process.environment = regio.environment.merging(["TERM": "xterm"]) { $1 }
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin; process.standardOutput = stdout
        try process.run()
        let keys = ["quiz \(Self.quiz) --seed \(Self.seed)\r", "přeskočit\r", "konec\r", "\u{04}"]
        stdin.fileHandleForWriting.write(try JSONEncoder().encode(keys))
        try stdin.fileHandleForWriting.close()
        let output = ReadInBackground(stdout.fileHandleForReading).text()
        process.waitUntilExit()
        let plain = output.replacingOccurrences(of: "\u{1B}\\[[0-9;]*[A-Za-z]|[\u{01}\u{02}]", with: "", options: .regularExpression)
        #expect(plain.contains("Odpověď (1–3, přeskočit, konec): přeskočit"), "\(plain)")
        #expect(!plain.contains("skip, quit"), "\(plain)")
        #expect(plain.contains("Přeskočeno") && plain.contains("Přerušeno u otázky 2/6"), "\(plain)")
    }
}

extension QuizTranscript {
    /// The Czech progress lines ("Otázka 3/6") in order.
    static func czechProgress(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter { $0.hasPrefix("Otázka ") }
    }
}
