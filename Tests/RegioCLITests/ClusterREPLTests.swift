import Foundation
import RegioTestSupport
import Testing

/// `clusters` and `cluster` in one REPL session read from a pipe.
@Suite struct ClusterREPLTests {
    @Test func clustersThenClusterInOneSession() throws {
        let regio = try RegioProcess()
        let view = try regio.json(ClusterViewJSON.self, ["clusters"] + ClusterCommandTests.czechia)
        let top = try #require(view.items.first)
        let input = """
        clusters --center 49.8,15.5 --zoom 6
        cluster \(top.id) --offset 10
        clusters --center -33.9,18.4 --zoom 8 --bearing -90
        cluster \(top.id) --limit 2 --json
        """
        let r = try regio.run([], input: input + "\n")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.isEmpty, "\(r.stderr)")
        #expect(!r.stdout.contains("regio>") && !r.stdout.contains("\u{1B}["))
        #expect(r.stdout.contains("Clusters at zoom level 6: 1024×768 px around 49.80000, 15.50000, bearing 0°; all places"))
        #expect(r.stdout.contains("Cluster \(top.id): \(top.count) places"))
        #expect(r.stdout.contains("Places 11–20 of \(top.count):"))
        #expect(r.stdout.contains("Next: cluster \(top.id) --offset 20"))
        #expect(r.stdout.contains("Clusters at zoom level 8: 1024×768 px around -33.90000, 18.40000, bearing 270°"))
        let json = try #require(r.stdout.range(of: "{\n")).lowerBound
        let page = try JSONDecoder().decode(ClusterPageJSON.self, from: Data(r.stdout[json...].utf8))
        #expect(page.item.id == top.id && page.leaves.count == 2 && page.nextOffset == 2)
    }

    @Test func aBadClusterCommandFailsTheSessionButLaterOnesRun() throws {
        let regio = try RegioProcess()
        let r = try regio.run([], input: "cluster c6-999999\nclusters --zoom 25\nclusters --center 49.8,15.5 --zoom 6\n")
        #expect(r.status == 1)
        #expect(r.stderr.contains("error: no cluster c6-999999 in the listing of all places"))
        #expect(r.stderr.contains("error: --zoom must be a number in 0…24"))
        #expect(r.stdout.contains("Clusters at zoom level 6"))
    }
}

/// On a terminal: options, categories and the ids just shown complete with Tab.
@Suite struct ClusterTerminalTests {
    @Test func tabCompletesOptionsCategoriesAndShownIDs() throws {
        let regio = try RegioProcess()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let driver = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("pty_session.py")
        process.arguments = ["python3", driver.path, RegioProcess.executable.path]
        process.environment = regio.environment.merging(["TERM": "xterm"]) { $1 }
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin; process.standardOutput = stdout
        try process.run()
        // --z<TAB> → --zoom, --cent<TAB> → --center, --cat<TAB> → --category, ru<TAB> → ruin;
        // then c6-279<TAB> → c6-2794, the only id shown that starts so (the badges: sights, not towns),
        // opened with the listing's filter.
        let keys = ["clusters --z\t", "6 --cent\t", "49.8,15.5 --cat\t", "ru\t", "\r", "cluster c6-279\t", "--category ruin\r", "\u{04}"]
        stdin.fileHandleForWriting.write(try JSONEncoder().encode(keys))
        try stdin.fileHandleForWriting.close()
        let output = ReadInBackground(stdout.fileHandleForReading).text()
        process.waitUntilExit()
        // The header shows that every completed word reached the command (the echo has cursor moves).
        #expect(output.contains("Clusters at zoom level 6: 1024×768 px around 49.80000, 15.50000, bearing 0°; category ruin"),
                "\(output.prefix(600))")
        #expect(output.contains("Cluster c6-2794: "), "\(output.suffix(800))")
        #expect(output.hasSuffix("exit status: 0\n"), "\(output.suffix(200))")
    }
}
