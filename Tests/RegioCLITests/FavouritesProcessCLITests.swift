import Foundation
import Testing
import RegioCore

/// Several `regio` processes writing favourites: at the same time, and
/// killed while writing.
@Suite struct FavouritesProcessCLITests {
    @Test func twoProcessesAddingAtTheSameTimeLoseNothing() throws {
        let regio = try RegioProcess()
        let ids = Array(try PlacesTestSupport.embeddedTownIDs().prefix(80))
        let halves = [Array(ids[..<40]), Array(ids[40...])]
        // Two REPLs fed from pipes, each adding 40 favourites, plus single `fav add` runs, all at once.
        let results = ResultBox()
        let group = DispatchGroup()
        for half in halves {
            group.enter()
            Thread.detachNewThread {
                let r = try? regio.run([], input: half.map { "fav add \($0)\n" }.joined())
                results.append(r)
                group.leave()
            }
        }
        let extra = Array(try PlacesTestSupport.embeddedTownIDs().dropFirst(80).prefix(6))
        for id in extra {
            group.enter()
            Thread.detachNewThread {
                results.append(try? regio.run(["fav", "add", id]))
                group.leave()
            }
        }
        group.wait()
        for r in results.all {
            let r = try #require(r)
            #expect(r.status == 0, "\(r.stderr)")
        }
        let saved = Set(try PlacesTestSupport.favouriteIDs(try regio.run(["fav", "list", "--json"]).stdout))
        #expect(saved == Set(ids + extra))
    }

    @Test(.enabled(if: PlacesTestSupport.hasSQLiteShell, "the sqlite3 shell is not installed"))
    func aProcessKilledWhileAddingLosesNothingItReportedSaved() throws {
        let regio = try RegioProcess()
        let ids = try PlacesTestSupport.embeddedTownIDs()
        var reported: Set<String> = []
        var generator = SeededRandom(seed: 5)
        for round in 0..<4 {
            let batch = Array(ids[(round * 150)..<((round + 1) * 150)])
            let killAfter = Int.random(in: 5...40, using: &generator)
            let saved = try Self.addUntilKilled(regio: regio, ids: batch, killAfter: killAfter)
            #expect(saved.count >= killAfter, "round \(round)")
            #expect(saved.count < batch.count, "round \(round): killed before the end")
            reported.formUnion(saved)
            let store = regio.home.appendingPathComponent("regio/regio.sqlite").path
            #expect(try PlacesTestSupport.sqlite(store, "PRAGMA integrity_check") == "ok", "round \(round)")
        }
        let list = try regio.run(["fav", "list", "--json"])
        #expect(list.status == 0, "\(list.stderr)")
        let kept = Set(try PlacesTestSupport.favouriteIDs(list.stdout))
        #expect(reported.isSubset(of: kept), "lost: \(reported.subtracting(kept))")
    }

    /// Runs `regio` adding `ids` from a pipe and SIGKILLs it after it reported
    /// `killAfter` favourites added; returns the ids it reported.
    static func addUntilKilled(regio: RegioProcess, ids: [String], killAfter: Int) throws -> [String] {
        let process = Process()
        process.executableURL = RegioProcess.executable
        process.arguments = []
        process.environment = regio.environment
        process.currentDirectoryURL = regio.home
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin; process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        stdin.fileHandleForWriting.write(Data(ids.map { "fav add \($0)\n" }.joined().utf8))
        try stdin.fileHandleForWriting.close()
        var text = ""
        let reader = stdout.fileHandleForReading
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
            if text.components(separatedBy: "★ Added").count - 1 >= killAfter {
                kill(process.processIdentifier, SIGKILL)
                break
            }
        }
        process.waitUntilExit()
        // Whatever was already written to the pipe was reported too.
        text += String(decoding: reader.readDataToEndOfFile(), as: UTF8.self)
        // Only complete lines count as reported.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        return lines.filter { $0.hasPrefix("★ Added") }.compactMap { $0.components(separatedBy: " — ").last }
    }
}

/// Results collected from several threads.
final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [RegioProcess.Result?] = []
    func append(_ r: RegioProcess.Result?) { lock.lock(); results.append(r); lock.unlock() }
    var all: [RegioProcess.Result?] { lock.lock(); defer { lock.unlock() }; return results }
}

