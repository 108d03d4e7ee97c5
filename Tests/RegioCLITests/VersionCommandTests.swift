import Foundation
import RegioTestSupport
import Testing

/// `regio --version [--json]`: the version, the dataset's name and date, and
/// where the dataset came from.
@Suite struct VersionCommandTests {
    @Test func theTextNamesTheVersionAndTheDatasetWithItsDate() throws {
        let r = try RegioProcess().run(["--version"])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(r.stdout)")
        #expect(lines.first?.wholeMatch(of: /regio \d+\.\d+\.\d+/) != nil, "\(r.stdout)")
        let data = RegioProcess.repository.appendingPathComponent("data").path
        #expect(lines.last?.wholeMatch(of: /dataset: Czech Republic \(\d{4}-\d{2}-\d{2}\), .+ \[source tree\]/) != nil, "\(r.stdout)")
        #expect(lines.last?.contains(data) == true, "\(r.stdout)")
    }

    @Test func jsonCarriesTheSameFacts() throws {
        let regio = try RegioProcess()
        let text = try regio.run(["--version"])
        for arguments in [["--version", "--json"], ["--json", "--version"]] {
            let r = try regio.run(arguments)
            #expect(r.status == 0, "\(r.stderr)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
            let version = try #require(json["version"] as? String)
            #expect(text.stdout.hasPrefix("regio \(version)\n"))
            let dataset = try #require(json["dataset"] as? [String: Any])
            #expect(dataset["name"] as? String == "Czech Republic")
            #expect(dataset["source"] as? String == "source tree")
            #expect(dataset["directory"] as? String == RegioProcess.repository.appendingPathComponent("data").standardizedFileURL.path)
            #expect((dataset["date"] as? String).map { text.stdout.contains("(\($0))") } == true)
        }
    }

    /// GDAL is loaded by the first command that reads a file through it, not by
    /// every start (about 50 ms and 120 libraries): glibc's loader says which
    /// libraries a process opened (`LD_DEBUG=files`).
    @Test func onlyACommandThatReadsThroughGDALLoadsIt() throws {
        let regio = try RegioProcess()
        let version = try regio.run(["--version", "--json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(version.stdout.utf8)) as? [String: Any])
        let library = try #require(json["gdalLibrary"] as? String)
        #expect(library.hasPrefix("libgdal.so"), "\(version.stdout)")
        let opened = "file=\(library) "
        for arguments in [["--version"], ["search", "telc"], ["quizzes"], ["regions", "--json"]] {
            let r = try regio.run(arguments, environment: ["LD_DEBUG": "files"])
            #expect(r.status == 0, "\(arguments): \(r.stderr.suffix(500))")
            #expect(!r.stderr.contains(opened), "regio \(arguments.joined(separator: " ")) loaded \(library)")
        }
        // The base map's relief is a GeoTIFF, read through GDAL.
        let out = regio.home.appendingPathComponent("map.png").path
        let map = try regio.run(["map", "CZ-63", "--paper", "200x150px", "--out", out], environment: ["LD_DEBUG": "files"])
        #expect(map.status == 0, "\(map.stderr.suffix(500))")
        #expect(map.stderr.contains(opened), "regio map did not load \(library)")
    }

    @Test func aGivenDatasetIsReported() throws {
        let regio = try RegioProcess()
        let folder = regio.home.appendingPathComponent("mine")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: RegioProcess.repository.appendingPathComponent("data/regions.geojson"),
                                         to: folder.appendingPathComponent("regions.geojson"))
        let r = try regio.run(["--data", folder.path, "--version", "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let dataset = try #require(json["dataset"] as? [String: Any])
        #expect(dataset["name"] as? String == "mine" && dataset["source"] as? String == "--data")
        #expect(dataset["date"] == nil)
    }

    @Test func aWrongRegioDataIsAnErrorThatSaysSoButStillPrintsTheVersion() throws {
        let regio = try RegioProcess()
        let missing = regio.home.appendingPathComponent("no-such-data").path
        let version = try run(regio, ["--version"], regioData: missing)
        #expect(version.status == 1)
        #expect(version.stdout.hasPrefix("regio "))
        #expect(version.stderr.contains("\(missing): is not a dataset folder"), "\(version.stderr)")
        #expect(version.stderr.contains("$REGIO_DATA"), "\(version.stderr)")
        let regions = try run(regio, ["regions"], regioData: missing)
        #expect(regions.status == 1)
        #expect(regions.stderr.contains("\(missing): is not a dataset folder") && regions.stderr.contains("$REGIO_DATA"), "\(regions.stderr)")
    }

    /// Runs regio like ``RegioProcess/run(_:input:timeout:)``, with `REGIO_DATA` set.
    private func run(_ regio: RegioProcess, _ arguments: [String], regioData: String) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = RegioProcess.executable
        process.arguments = arguments
        process.environment = regio.environment.merging(["REGIO_DATA": regioData]) { $1 }
        process.currentDirectoryURL = regio.home
        let stdout = Pipe(), stderr = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = stdout; process.standardError = stderr
        try process.run()
        let out = ReadInBackground(stdout.fileHandleForReading), err = ReadInBackground(stderr.fileHandleForReading)
        process.waitUntilExit()
        return (process.terminationStatus, out.text(), err.text())
    }
}
