import Foundation
import RegioTestSupport
import Testing

/// Picking one of several places on a pseudo-terminal, as a person does.
@Suite struct FavouritesTerminalTests {
    @Test func severalHitsArePickedByNumberOnATerminal() throws {
        let regio = try RegioProcess()
        let csv = try PlacesTestSupport.write(FavouritesCommandTests.twinsCSV, "twins.csv", in: regio)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let driver = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("pty_session.py")
        process.arguments = ["python3", driver.path, RegioProcess.executable.path, "--places", csv]
        process.environment = regio.environment.merging(["TERM": "xterm"]) { $1 }
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin; process.standardOutput = stdout
        try process.run()
        // A wrong answer asks again; 2 picks the second; a second add is cancelled with Enter.
        let keys = ["fav add hrad dvojce --note 'go in May'\r", "seven\r", "2\r", "fav add hrad dvojce\r", "\r", "fav list\r", "\u{04}"]
        stdin.fileHandleForWriting.write(try JSONEncoder().encode(keys))
        try stdin.fileHandleForWriting.close()
        let output = ReadInBackground(stdout.fileHandleForReading).text()
        process.waitUntilExit()
        let plain = output.replacingOccurrences(of: "\u{1B}\\[[0-9;]*[A-Za-z]|[\u{01}\u{02}]", with: "", options: .regularExpression)
        #expect(plain.contains("Several places match 'hrad dvojce':"), "\(plain)")
        #expect(plain.contains("Which one? 1–2, Enter to cancel: seven"))
        #expect(plain.contains("Type a number from 1 to 2, or press Enter to cancel."))
        #expect(plain.contains("★ Added Hrad Dvojče"))
        #expect(plain.contains("Nothing added."))
        let listed = plain.components(separatedBy: "regio> fav list").last ?? ""
        #expect(listed.contains("1 favourite") && listed.contains("go in May"), "\(listed)")
        #expect(output.hasSuffix("exit status: 0\n"), "\(output.suffix(200))")
    }
}
