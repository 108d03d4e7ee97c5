import Foundation
import Regio

/// `scripts/bench osm-import [--osm FILE]… [--country CC] [--json]`
///
/// For each extract (default: the Liechtenstein sample of scripts/fetch-osm-samples
/// and the synthetic one of scripts/make-synthetic-osm, when made), in the same run:
/// - Regio: `regio dataset build CC --osm FILE --json` (release build, in a
///   child process): wall time, CPU time and peak RSS of the child (wait4's
///   rusage), and the OSM part's own seconds from the build report; and the
///   same build without `--osm`, whose time is the rest of the build;
/// - the baseline: `osmium export FILE -o x.geojson` (Debian osmium-tool) of the
///   same file: wall, CPU and peak RSS.
/// The ratio is Regio's OSM part (build with minus build without) over
/// osmium's time; the Czechia estimate scales the OSM part to 80 million nodes
/// linearly. The load average is read before and after each file.
enum OSMImportBenchmark {
    struct Run: Codable {
        var wallSeconds: Double
        var cpuSeconds: Double
        var peakRSSMB: Double
    }

    struct Result: Codable {
        var file: String
        var bytes: Int
        var nodes: Int
        var regioWithoutOSM: Run
        var regio: Run
        /// `osm.seconds` of the build report: checking and reading the extract, writing its layers and places.
        var regioOSMPartSeconds: Double
        var roads: Int
        var places: Int
        var brokenWays: Int
        var brokenRelations: Int
        var osmium: Run
        var ratio: Double
        var czechiaMinutes: Double
        var loadBefore: String
        var loadAfter: String
    }

    static let czechiaNodes = 80_000_000.0

    static func run(_ arguments: [String]) throws {
        var files: [String] = []
        var country = "LI"
        var json = false
        var i = 0
        while i < arguments.count {
            switch arguments[i] {
            case "--osm": i += 1; guard i < arguments.count else { throw BenchError.usage("--osm needs a file") }; files.append(arguments[i])
            case "--country": i += 1; guard i < arguments.count else { throw BenchError.usage("--country needs a code") }; country = arguments[i]
            case "--json": json = true
            default: throw BenchError.usage("unknown option \(arguments[i])\nusage: scripts/bench osm-import [--osm FILE]… [--country CC] [--json]")
            }
            i += 1
        }
        if files.isEmpty { files = defaultFiles() }
        guard !files.isEmpty else { throw BenchError.usage("no extract: run scripts/fetch-osm-samples (and scripts/make-synthetic-osm), or give --osm FILE") }
        let regio = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("regio")
        guard FileManager.default.isExecutableFile(atPath: regio.path) else { throw BenchError.usage("\(regio.path) is missing: scripts/bench builds it") }
        guard let osmium = which("osmium") else { throw BenchError.usage("osmium is missing: scripts/setup --bench installs osmium-tool") }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("regio-bench-osm-\(getpid())")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }   // the bench's scratch folder
        let progress = Progress()
        var results: [Result] = []
        for file in files {
            let loadBefore = loadAverage()
            let nodes = try nodeCount(file, osmium: osmium)
            progress.say("\(file): regio dataset build \(country) (without the extract)")
            let without = try measure(regio.path, ["dataset", "build", country, "--out", work.appendingPathComponent("base").path, "--json"])
            progress.say("\(file): regio dataset build \(country) --osm")
            let out = work.appendingPathComponent("with-osm")
            let with = try measure(regio.path, ["dataset", "build", country, "--out", out.path, "--osm", file, "--json"])
            let report = try JSONDecoder().decode(DatasetBuildReport.self, from: with.stdout)
            guard let osm = report.osm else { throw BenchError.usage("the build report of \(file) has no osm part") }
            progress.say("\(file): osmium export")
            let geojson = work.appendingPathComponent("export.geojson")
            let baseline = try measure(osmium, ["export", file, "-o", geojson.path, "--overwrite"])
            try? FileManager.default.removeItem(at: geojson)   // scratch output
            try? FileManager.default.removeItem(at: out)   // scratch output
            let osmPart = max(0, with.run.wallSeconds - without.run.wallSeconds)
            let bytes = (try FileManager.default.attributesOfItem(atPath: file)[.size] as? NSNumber)?.intValue ?? 0
            results.append(Result(
                file: URL(fileURLWithPath: file).lastPathComponent, bytes: bytes, nodes: nodes,
                regioWithoutOSM: without.run, regio: with.run, regioOSMPartSeconds: osm.seconds,
                roads: osm.roadsByClass.values.reduce(0, +), places: osm.places, brokenWays: osm.brokenWays,
                brokenRelations: osm.brokenRelations, osmium: baseline.run,
                ratio: osmPart / max(baseline.run.wallSeconds, 1e-3),
                czechiaMinutes: osmPart * czechiaNodes / Double(max(nodes, 1)) / 60,
                loadBefore: loadBefore, loadAfter: loadAverage()))
        }
        progress.done()
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            print(String(decoding: try encoder.encode(results), as: UTF8.self))
            return
        }
        print("| extract | MB | nodes | Regio build without / with --osm s (CPU s) | OSM part s (report) | Regio peak RSS MB | osmium export s (CPU s) | osmium peak RSS MB | OSM part / osmium | Czechia (80 M nodes) min | load before → after |")
        print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|")
        for r in results {
            print(String(format: "| %@ | %.1f | %d | %.1f / %.1f (%.1f) | %.1f | %.0f | %.1f (%.1f) | %.0f | %.2f× | %.1f | %@ → %@ |",
                         r.file, Double(r.bytes) / 1e6, r.nodes, r.regioWithoutOSM.wallSeconds, r.regio.wallSeconds, r.regio.cpuSeconds,
                         r.regioOSMPartSeconds, r.regio.peakRSSMB, r.osmium.wallSeconds, r.osmium.cpuSeconds, r.osmium.peakRSSMB,
                         r.ratio, r.czechiaMinutes, r.loadBefore, r.loadAfter))
        }
    }

    /// The samples that are in the cache: Liechtenstein, then the synthetic extracts.
    static func defaultFiles() -> [String] {
        let env = ProcessInfo.processInfo.environment
        let cache = env["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory() + "/.cache"
        let folder = env["REGIO_OSM_SAMPLES"].flatMap { $0.isEmpty ? nil : $0 } ?? cache + "/regio/osm"
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()   // no folder: no defaults
        let synthetic = names.filter { $0.hasPrefix("synthetic-") && $0.hasSuffix(".osm.pbf") && !$0.contains(".part.") }
        return (["liechtenstein-2013-08-03.osm.pbf"].filter(names.contains) + synthetic).map { folder + "/" + $0 }
    }

    static func nodeCount(_ file: String, osmium: String) throws -> Int {
        let counted = try measure(osmium, ["fileinfo", "-e", "-g", "data.count.nodes", file])
        return Int(String(decoding: counted.stdout, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    }

    /// Runs `program` and waits for it with wait4, for its own CPU time and peak RSS.
    static func measure(_ program: String, _ arguments: [String]) throws -> (run: Run, stdout: Data) {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("regio-bench-out-\(getpid())-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }   // scratch file
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        let started = Date()
        let spawned = posix_spawn(&pid, program, &actions, nil, argv, environ)
        guard spawned == 0 else { throw BenchError.usage("cannot start \(program): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let wall = Date().timeIntervalSince(started)
        guard status == 0 else { throw BenchError.usage("\(program) \(arguments.joined(separator: " ")) failed (status \(status))") }
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return (Run(wallSeconds: wall, cpuSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime), peakRSSMB: Double(usage.ru_maxrss) / 1024),
                try Data(contentsOf: output))
    }

    static func which(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func loadAverage() -> String {
        ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "").split(separator: " ").prefix(3).joined(separator: " ")
    }
}
