import Foundation
import Testing

/// Lines and arguments that used to crash or hang the binary (issue 16):
/// white space other than space and tab, one-character store paths, and
/// very long lines or argument lists.
@Suite struct REPLRobustnessTests {
    /// A crash ends with a signal: 128 + SIGILL (4) or SIGTRAP (5) from the shell's view,
    /// or an uncaught-signal status from Process.
    static func crashed(_ r: RegioProcess.Result) -> Bool { r.status > 1 || r.stderr.contains("Program crashed") }

    @Test(arguments: ["\u{0C}", "\u{0B}", "\u{85}", "\u{2028}", "\u{2029}", " \r ", "\r", "\u{A0}\u{3000}"])
    func aLineOfOnlyWhiteSpaceIsSkipped(_ line: String) throws {
        let regio = try RegioProcess()
        let r = try regio.run([], input: "regions\n\(line)\nregions\n")
        #expect(!Self.crashed(r), "\(r.stderr)")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.components(separatedBy: "14 regions").count == 3, "both commands ran: \(r.stdout)")
    }

    @Test func aCommandFollowedByACarriageReturnRuns() throws {
        let regio = try RegioProcess()
        let r = try regio.run([], input: "regions\r\nregions --json \r\n")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("14 regions"))
        #expect(r.stdout.contains("\"CZ-63\""))
    }

    @Test(arguments: ["a", "ß", "é"])
    func oneCharacterStorePathsWork(_ path: String) throws {
        let regio = try RegioProcess()
        // Adding saves, so it opens (and creates) the store; listing alone never creates one.
        let once = try regio.run(["fav", "add", "geonames:3067696", "--store", path])
        #expect(!Self.crashed(once), "\(once.stderr)")
        #expect(once.status == 0, "\(once.stderr)")
        // The REPL survives it too, and the store is where it was asked for (relative to the working folder).
        let repl = try regio.run([], input: "fav list --store \(path)\nregions\n")
        #expect(repl.status == 0, "\(repl.stderr)")
        #expect(repl.stdout.contains("14 regions"))
        let file = regio.home.appendingPathComponent(path)
        #expect(FileManager.default.fileExists(atPath: file.path), "\(file.path)")
    }

    @Test func aFolderAsStorePathIsAClearError() throws {
        let regio = try RegioProcess()
        for path in ["é/", "."] {
            let r = try regio.run(["fav", "add", "geonames:3067696", "--store", path])
            #expect(!Self.crashed(r), "\(r.stderr)")
            #expect(r.status == 1)
            #expect(r.stderr.contains("\(path): cannot open the store: this is a folder, not a file"), "\(r.stderr)")
        }
    }

    @Test func tooManyArgumentsAreRefusedQuickly() throws {
        let regio = try RegioProcess()
        let words = Array(repeating: "brno", count: 32_000)
        let started = Date()
        let r = try regio.run(["search"] + words, timeout: 30)
        #expect(Date().timeIntervalSince(started) < 10)
        #expect(r.status == 1)
        #expect(r.stderr.contains("too many words: 32001, the limit is 1000 per command"), "\(r.stderr)")
        #expect(r.stdout.isEmpty)
    }

    @Test func tooLongOrTooWideREPLLinesAreRefusedAndTheNextLineRuns() throws {
        let regio = try RegioProcess()
        let long = "search " + String(repeating: "x", count: 20_000)
        let wide = "search " + Array(repeating: "a", count: 5_000).joined(separator: " ")
        let started = Date()
        let r = try regio.run([], input: "\(long)\n\(wide)\nregions\n", timeout: 30)
        #expect(Date().timeIntervalSince(started) < 10)
        #expect(r.status == 1, "a refused line is a failed command")
        #expect(r.stderr.contains("the line is too long: 20007 characters, the limit is 16384"), "\(r.stderr)")
        #expect(r.stderr.contains("too many words: 5001, the limit is 1000 per command"), "\(r.stderr)")
        #expect(r.stdout.contains("14 regions"))
    }

    @Test func aLineAtTheWordLimitIsSplitInLinearTime() throws {
        // 1,000 words of 16 characters each: the most a line may hold, split and parsed quickly.
        let regio = try RegioProcess()
        let words = (0..<997).map { String(format: "w%015d", $0) }
        let started = Date()
        let r = try regio.run([], input: "search --limit 1 " + words.joined(separator: " ") + "\n", timeout: 60)
        #expect(r.status <= 1 && !Self.crashed(r), "\(r.stderr)")
        #expect(r.stderr.contains("too many words") == false)
        #expect(Date().timeIntervalSince(started) < 30)
    }
}
