import Foundation
import Testing
import RegioPlaces
@testable import RegioStore

/// Several processes write favourites to one store; some are killed mid-write.
///
/// The child processes are this test binary itself, running the
/// `FavouritesChildProcess` entry point below with the real library code:
/// it adds favourites and prints `REGIO-SAVED <id>` after each add returned.
@Suite(.serialized) struct FavouritesProcessTests {
    static let childFilter = "FavouritesChildProcess"

    /// This test binary (`/proc/self/exe`).
    static var testBinary: String? {
        try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    }

    struct Child {
        let process: Process
        let output: Pipe
        var buffer = Data()

        /// Ids the child reported as saved in the output read so far.
        var saved: [String] {
            String(decoding: buffer, as: UTF8.self).split(separator: "\n")
                .filter { $0.hasPrefix("REGIO-SAVED ") }.map { String($0.dropFirst("REGIO-SAVED ".count)) }
        }

        /// Reads until at least `n` ids were reported or the child ended.
        mutating func read(until n: Int) {
            while saved.count < n {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { return }
                buffer.append(chunk)
            }
        }

        mutating func readToEnd() {
            buffer.append(output.fileHandleForReading.readDataToEndOfFile())
        }
    }

    static func spawn(store: String, prefix: String, count: Int) throws -> Child {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(testBinary))
        process.arguments = ["--testing-library", "swift-testing", "--filter", childFilter]
        var env = ProcessInfo.processInfo.environment
        env["REGIO_FAV_CHILD_STORE"] = store
        env["REGIO_FAV_CHILD_PREFIX"] = prefix
        env["REGIO_FAV_CHILD_COUNT"] = String(count)
        process.environment = env
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        return Child(process: process, output: pipe)
    }

    @Test(.enabled(if: testBinary != nil, "needs /proc/self/exe to start child processes"))
    func twoProcessesAddingAtOnceLoseNothing() throws {
        let path = temporaryStorePath()
        _ = try Store(path: path)
        var a = try Self.spawn(store: path, prefix: "a", count: 120)
        var b = try Self.spawn(store: path, prefix: "b", count: 120)
        a.readToEnd(); b.readToEnd()
        a.process.waitUntilExit(); b.process.waitUntilExit()
        #expect(a.process.terminationStatus == 0 && b.process.terminationStatus == 0)
        #expect(a.saved.count == 120 && b.saved.count == 120)
        let store = try Store(path: path)
        #expect(try store.favourites.placeIDs() == Set(a.saved + b.saved))
        #expect(try store.integrityCheck() == "ok")
    }

    @Test(.enabled(if: testBinary != nil, "needs /proc/self/exe to start child processes"))
    func aKilledWriterLosesNothingItReportedSaved() throws {
        let path = temporaryStorePath()
        _ = try Store(path: path)
        var rng = SystemRandomNumberGenerator()
        var reported = Set<String>()
        for round in 0..<6 {
            // Two writers at once; one is killed after a random number of saves.
            var victim = try Self.spawn(store: path, prefix: "k\(round)", count: 1_000_000)
            var other = try Self.spawn(store: path, prefix: "o\(round)", count: 25)
            victim.read(until: Int.random(in: 1...40, using: &rng))
            kill(victim.process.processIdentifier, SIGKILL)
            victim.process.waitUntilExit()
            victim.readToEnd()
            other.readToEnd()
            other.process.waitUntilExit()
            #expect(victim.process.terminationReason == .uncaughtSignal)
            #expect(other.process.terminationStatus == 0)
            reported.formUnion(victim.saved)
            reported.formUnion(other.saved)

            let store = try Store(path: path)
            #expect(try store.integrityCheck() == "ok")
            let kept = try store.favourites.placeIDs()
            #expect(reported.isSubset(of: kept), "lost: \(reported.subtracting(kept).sorted().prefix(5))")
        }
        #expect(reported.count > 6 * 25)
    }
}

/// The child-process entry point of ``FavouritesProcessTests`` (skipped in
/// normal runs): adds favourites and reports each one saved.
@Suite struct FavouritesChildProcess {
    static let env = ProcessInfo.processInfo.environment

    @Test(.enabled(if: env["REGIO_FAV_CHILD_STORE"] != nil, "runs only as a child process of FavouritesProcessTests"))
    func writer() throws {
        let store = try Store(path: Self.env["REGIO_FAV_CHILD_STORE"]!)
        let prefix = Self.env["REGIO_FAV_CHILD_PREFIX"] ?? "child"
        let count = Int(Self.env["REGIO_FAV_CHILD_COUNT"] ?? "") ?? 10
        for i in 0..<count {
            let id = "\(prefix):\(i)"
            try store.favourites.add(castle(id, name: "Child \(prefix) \(i)"))
            FileHandle.standardOutput.write(Data("REGIO-SAVED \(id)\n".utf8))
        }
    }
}
