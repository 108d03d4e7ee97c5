import Foundation
import RegioTestSupport
import Testing

/// `regio dataset build --osm` stopped with SIGTERM or SIGINT while it reads
/// the extract: the output folder is as it was (missing, or the previous
/// dataset byte for byte) and the unfinished folder beside it is gone.
@Suite(.enabled(if: DatasetBuildCommandTests.inputs != nil && TestData.osmSample("liechtenstein-2013-08-03.osm.pbf") != nil,
                "needs REGIO_WORLD_GPKG, REGIO_GEONAMES and the OSM samples (scripts/test sets them)"))
struct DatasetBuildStopTests {
    /// Starts a build of Liechtenstein with the extract into `out` and sends `signal`
    /// once it is writing the extract's layers; the build's exit status.
    func stop(_ regio: RegioProcess, out: URL, with signal: Int32) throws -> Int32 {
        let osm = try #require(TestData.osmSample("liechtenstein-2013-08-03.osm.pbf"))
        let process = Process()
        process.executableURL = RegioProcess.executable
        process.arguments = ["dataset", "build", "LI", "--out", out.path, "--osm", osm.path] + DatasetBuildCommandTests.inputs!
        process.environment = regio.environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let parent = out.deletingLastPathComponent()
        let deadline = Date().addingTimeInterval(120)
        var reading = false
        // The OSM layers are being written when the unfinished copy of basemap.gpkg is there.
        while process.isRunning, Date() < deadline, !reading {
            let staging = try FileManager.default.contentsOfDirectory(atPath: parent.path).filter { $0.hasPrefix(".\(out.lastPathComponent).building-") }
            reading = try staging.contains { name in
                try FileManager.default.contentsOfDirectory(atPath: parent.appendingPathComponent(name).path).contains { $0.hasSuffix(".part") }
            }
            if !reading { usleep(2_000) }
        }
        #expect(reading, "the build ended before it read the extract")
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        return process.terminationStatus
    }

    @Test func aStoppedBuildLeavesNoDatasetAndNothingBesideIt() throws {
        let regio = try RegioProcess()
        let out = regio.home.appendingPathComponent("li")
        let status = try stop(regio, out: out, with: SIGTERM)
        #expect(status == 128 + SIGTERM)
        #expect(!FileManager.default.fileExists(atPath: out.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: regio.home.path).allSatisfy { !$0.hasPrefix(".li") })
    }

    @Test func aStoppedRebuildLeavesThePreviousDatasetWhole() throws {
        let regio = try RegioProcess()
        let out = regio.home.appendingPathComponent("li")
        let first = try regio.run(["dataset", "build", "LI", "--out", out.path] + DatasetBuildCommandTests.inputs!, timeout: 300)
        try #require(first.status == 0, "\(first.stderr)")
        let before = try FolderContents.of(out)
        let status = try stop(regio, out: out, with: SIGINT)
        #expect(status == 128 + SIGINT)
        #expect(try FolderContents.of(out) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: regio.home.path).allSatisfy { !$0.hasPrefix(".li") })
        let search = try regio.run(["--data", out.path, "search", "Vaduz"])
        #expect(search.status == 0 && search.stdout.contains("Vaduz"), "\(search.stderr)")
    }

}
