import Foundation
import RegioTestSupport
import Testing

/// The REPL and one-shot commands, through the real binary.
@Suite struct REPLTests {
    @Test func pipeRunsEachLineWithoutPromptOrColour() throws {
        let regio = try RegioProcess()
        let r = try regio.run([], input: "regions\nwhere 50.08 14.43\n")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("14 regions"))
        #expect(r.stdout.contains("Hlavní město Praha (CZ-10)") || r.stdout.contains("Prague (CZ-10)"))
        #expect(!r.stdout.contains("regio>"))
        #expect(!r.stdout.contains("\u{1B}["))
        #expect(r.stderr.isEmpty, "\(r.stderr)")
    }

    @Test func aFailedCommandInAPipeGivesANonZeroStatus() throws {
        let regio = try RegioProcess()
        let r = try regio.run([], input: "region atlantis\nregions\n")
        #expect(r.status == 1)
        #expect(r.stderr.contains("error: no region matches 'atlantis'"))
        #expect(r.stdout.contains("14 regions"), "later commands still run")
    }

    @Test func oneShotCommandsAndJSON() throws {
        let regio = try RegioProcess()
        let r = try regio.run(["regions", "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]])
        #expect(rows.count == 14)
        #expect(rows.contains { $0["id"] as? String == "CZ-63" })

        let outside = try regio.run(["where", "48.2082", "16.3738"])
        #expect(outside.status == 0)
        #expect(outside.stdout.contains("outside every region"))
        #expect(outside.stdout.contains("nearest"))

        let southern = try regio.run(["where", "-33.92,18.42", "--json"])
        #expect(southern.status == 0, "\(southern.stderr)")
        #expect(southern.stdout.contains("\"inside\" : false"))

        let bad = try regio.run(["where", "95", "14"])
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("latitude must be in -90…90"))
        // Hexadecimal is not a number of degrees (Double("0x10") would read 16).
        let hex = try regio.run(["where", "0x10", "0x10"])
        #expect(hex.status == 1 && hex.stderr.contains("'0x10' is not a number of degrees"), "\(hex.stderr)")
    }

    @Test func regionByNameWithNeighbours() throws {
        let regio = try RegioProcess()
        let r = try regio.run(["--lang", "cs", "region", "vysocina"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("Kraj Vysočina (CZ-63)"))
        for id in ["CZ-20", "CZ-31", "CZ-53", "CZ-64"] { #expect(r.stdout.contains(id)) }
        #expect(r.stdout.contains("Jihlava"))
    }

    @Test func aBrokenDatasetNamesTheFileAndFails() throws {
        let regio = try RegioProcess()
        let fixture = RegioProcess.repository.appendingPathComponent("Tests/RegioTests/Fixtures/datasets/unclosed-ring").path
        let r = try regio.run(["regions", "--data", fixture])
        #expect(r.status == 1)
        #expect(r.stderr.contains("regions.geojson: features[1].geometry.coordinates[0]"), "\(r.stderr)")
    }

    @Test func helpListsTheCommands() throws {
        let regio = try RegioProcess()
        let r = try regio.run([], input: "help\nhelp where\n")
        #expect(r.status == 0)
        #expect(r.stdout.contains("regions"))
        #expect(r.stdout.contains("where 50.0875 14.4213"))
    }

    @Test
    func terminalShowsPromptCompletesAndExitsOnCtrlD() throws {
        let regio = try RegioProcess()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let driver = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("pty_session.py")
        process.arguments = ["python3", driver.path, RegioProcess.executable.path]
        process.environment = regio.environment.merging(["TERM": "xterm"]) { $1 }
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin; process.standardOutput = stdout
        try process.run()
        // reg<TAB> completes to "region"; "s" makes it "regions". wher<TAB> completes to "where ".
        let keys = ["reg\t", "s\r", "wher\t", "50.0875 14.4213\r", "\u{04}"]
        stdin.fileHandleForWriting.write(try JSONEncoder().encode(keys))
        try stdin.fileHandleForWriting.close()
        let output = ReadInBackground(stdout.fileHandleForReading).text()
        process.waitUntilExit()
        #expect(output.contains("regio> "), "\(output)")
        #expect(output.contains("14 regions"), "completion of reg<TAB>: \(output)")
        #expect(output.contains("(CZ-10)"), "where after wher<TAB>: \(output)")
        #expect(output.hasSuffix("exit status: 0\n"), "\(output.suffix(200))")
        // The history was saved for the next session.
        let history = try String(contentsOf: regio.home.appendingPathComponent("regio/history"), encoding: .utf8)
        #expect(history.contains("regions"))
    }
}
