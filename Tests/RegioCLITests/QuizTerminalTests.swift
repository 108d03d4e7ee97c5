import Foundation
import RegioTestSupport
import Testing

/// A quiz in the REPL on a pseudo-terminal: what a person at a keyboard sees.
@Suite struct QuizTerminalTests {
    @Test func oneQuestionInTheREPLWithPromptAndColour() throws {
        let regio = try RegioProcess()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let driver = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("pty_session.py")
        process.arguments = ["python3", driver.path, RegioProcess.executable.path]
        var environment = regio.environment.merging(["TERM": "xterm"]) { $1 }
        environment.removeValue(forKey: "NO_COLOR")   // test runners may set it; colour is what is tested here
        process.environment = environment
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin; process.standardOutput = stdout
        try process.run()
        let keys = ["quiz cz-64-south-moravia --seed 7\r", "2\r", "quit\r", "quizzes CZ-64\r", "\u{04}"]
        stdin.fileHandleForWriting.write(try JSONEncoder().encode(keys))
        try stdin.fileHandleForWriting.close()
        let output = ReadInBackground(stdout.fileHandleForReading).text()
        process.waitUntilExit()
        let plain = output.replacingOccurrences(of: "\u{1B}\\[[0-9;]*[A-Za-z]|[\u{01}\u{02}]", with: "", options: .regularExpression)
        #expect(plain.contains("regio> quiz cz-64-south-moravia --seed 7"), "\(output)")
        #expect(plain.contains("Question 1/6"))
        #expect(plain.contains("Answer (1–3, skip, quit): 2"), "the prompt is shown with the answer typed: \(plain)")
        // Seed 7 shows Znojmo's river first, with the Dyje as option 2.
        #expect(output.contains("\u{1B}[32m✓ Right: Dyje."), "right in green: \(output)")
        #expect(output.contains("\u{1B}[36mQuestion 1/6"))
        #expect(plain.contains("Question 2/6"))
        #expect(plain.contains("Stopped at question 2/6. Your answers are saved"))
        #expect(plain.contains("▶ 2/6"), "the list marks the unfinished quiz")
        #expect(output.hasSuffix("exit status: 0\n"), "\(output.suffix(200))")
        let history = try String(contentsOf: regio.home.appendingPathComponent("regio/history"), encoding: .utf8)
        // libedit writes spaces as \040.
        #expect(history.contains("quiz\\040cz-64-south-moravia\\040--seed\\0407"), "\(history)")
        #expect(!history.contains("\n2\n") && !history.contains("\nquit\n"), "answers stay out of the history")
    }
}
