import Foundation
import Testing

/// An import is one transaction (issue 16: one kill left 22,152 of 50,000
/// waypoints): a process killed at any moment of it leaves no favourite or all.
@Suite struct ImportKillTests {
    @Test func anImportKilledPartWayLeavesNothingOrEverything() throws {
        let regio = try RegioProcess()
        var gpx = "<?xml version=\"1.0\"?>\n<gpx version=\"1.1\" creator=\"t\" xmlns=\"http://www.topografix.com/GPX/1/1\">\n"
        for i in 0..<50_000 {
            gpx += "<wpt lat=\"49.\(10_000 + i)\" lon=\"14.\(10_000 + i)\"><name>W\(i)</name></wpt>\n"
        }
        gpx += "</gpx>\n"
        try Data(gpx.utf8).write(to: regio.home.appendingPathComponent("big.gpx"))
        for (i, delay) in [0.5, 1.5, 3.0, 6.0].enumerated() {
            let store = "kill-\(i).sqlite"
            let process = Process()
            process.executableURL = RegioProcess.executable
            process.arguments = ["fav", "import", "big.gpx", "--store", store]
            process.environment = regio.environment
            process.currentDirectoryURL = regio.home
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            Thread.sleep(forTimeInterval: delay)
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            let list = try regio.run(["fav", "list", "--json", "--store", store])
            let count = list.status == 0 ? (try PlacesTestSupport.favouriteIDs(list.stdout)).count : 0
            #expect(count == 0 || count == 50_000, "killed after \(delay) s: \(count) favourites kept")
        }
        // The same file imported to the end gives all of them.
        let whole = try regio.run(["fav", "import", "big.gpx", "--store", "whole.sqlite"], timeout: 300)
        #expect(whole.status == 0, "\(whole.stderr)")
        #expect(try PlacesTestSupport.favouriteIDs(regio.run(["fav", "list", "--json", "--store", "whole.sqlite"]).stdout).count == 50_000)
    }
}
