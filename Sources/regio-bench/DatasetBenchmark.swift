import Foundation
import Regio

/// `scripts/bench dataset --data DIR [--data DIR …] [--points N] [--queries N] [--json]`
///
/// For each dataset folder (a built one such as `regio dataset build --world`),
/// and first for the embedded Czech dataset as the baseline: load time and
/// memory (wall and CPU time; each in a fresh child process, this executable again with
/// `--child DIR`, so that its peak RSS is its own), `where` latency (the
/// region containing a point: N points near the dataset's places, jittered by
/// up to ~5 km, one in ten anywhere in the dataset's box; a first pass, in
/// which GEOS prepares each polygon on first use, and a second), place library
/// (search index) build time, and search latency over as-you-type queries:
/// in order, as typed (the index keeps the matches of the words searched
/// last), and each alone (those forgotten first). With `REGIO_BENCH_DUMP=FILE`
/// each as-typed query's time goes to FILE (milliseconds, a tab, the query).
enum DatasetBenchmark {
    struct Result: Codable {
        var dataset: String
        var regions: Int
        var places: Int
        var loadSeconds: Double
        /// CPU time (user + system, all threads) of the load: what a loaded machine does not inflate.
        var loadCPUSeconds: Double
        var rssLoadedMB: Double
        var libraryBuildSeconds: Double
        var hwmMB: Double
        /// The first pass over the points: it includes GEOS preparing each region's polygon on first use.
        var whereColdMicroseconds: Percentiles
        /// A second pass over the same points (every region prepared).
        var whereMicroseconds: Percentiles
        var whereOutsideShare: Double
        /// As typed, in order: the index keeps the matches of the words searched last.
        var searchMilliseconds: Percentiles
        /// Each query alone: the kept words are forgotten before each.
        var searchAloneMilliseconds: Percentiles
        var searchQueries: Int
    }

    static func run(_ arguments: [String]) throws {
        var folders: [String] = []
        var points = 20_000, queries = 300
        var json = false
        var child: String?
        var i = 0
        func value() throws -> String {
            i += 1
            guard i < arguments.count else { throw BenchError.usage("\(arguments[i - 1]) needs a value") }
            return arguments[i]
        }
        while i < arguments.count {
            switch arguments[i] {
            case "--data": folders.append(try value())
            case "--points": points = Int(try value()) ?? points
            case "--queries": queries = Int(try value()) ?? queries
            case "--json": json = true
            case "--child": child = try value()
            default: throw BenchError.usage("unknown option \(arguments[i])\nusage: scripts/bench dataset --data DIR [--points N] [--queries N] [--json]")
            }
            i += 1
        }
        if let child {
            let result = try measure(folder: child, points: points, queries: queries)
            print(String(decoding: try JSONEncoder().encode(result), as: UTF8.self))
            return
        }
        let all = [Dataset.embeddedDirectory.path] + folders
        var results: [Result] = []
        for folder in all {
            FileHandle.standardError.write(Data("measuring \(folder)\n".utf8))
            let process = Process()
            process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
            process.arguments = ["dataset", "--child", folder, "--points", String(points), "--queries", String(queries)]
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { throw BenchError.usage("measuring \(folder) failed") }
            results.append(try JSONDecoder().decode(Result.self, from: data))
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            print(String(decoding: try encoder.encode(results), as: UTF8.self))
            return
        }
        print("| dataset | regions | places | load s (CPU s) | RSS loaded MB | library build s | peak RSS MB | where p50 / p99 µs (first pass p99) | outside | search p50 / p99 ms | search alone p50 / p99 ms |")
        print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
        for r in results {
            print(String(format: "| %@ | %d | %d | %.2f (%.2f) | %.0f | %.2f | %.0f | %.1f / %.1f (%.1f) | %.0f%% | %.3f / %.3f | %.3f / %.3f |",
                         r.dataset, r.regions, r.places, r.loadSeconds, r.loadCPUSeconds, r.rssLoadedMB, r.libraryBuildSeconds, r.hwmMB,
                         r.whereMicroseconds.p50, r.whereMicroseconds.p99, r.whereColdMicroseconds.p99, r.whereOutsideShare * 100,
                         r.searchMilliseconds.p50, r.searchMilliseconds.p99,
                         r.searchAloneMilliseconds.p50, r.searchAloneMilliseconds.p99))
        }
    }

    static func measure(folder: String, points pointCount: Int, queries queryCount: Int) throws -> Result {
        let before = Memory.current()
        var clock = Stopwatch()
        let cpuBefore = RenderBenchmark.cpuSeconds()
        let dataset = try Dataset.load(from: URL(fileURLWithPath: folder))
        let loadSeconds = clock.lap()
        let loadCPUSeconds = RenderBenchmark.cpuSeconds() - cpuBefore
        let loaded = Memory.current()

        // Points: jittered place positions, one in ten anywhere in the box of the regions.
        var rng = SeededRandom(seed: 20_261_123)
        func unit() -> Double { Double(rng.next() % 1_000_000) / 1_000_000 }
        var box = dataset.regions[0].geometry.bounds!
        for r in dataset.regions { if let b = r.geometry.bounds {
            box.extend(with: Coordinate(latitude: b.south, longitude: b.west))
            box.extend(with: Coordinate(latitude: b.north, longitude: b.east))
        } }
        let points: [Coordinate] = (0..<pointCount).map { n in
            if n % 10 == 9 || dataset.places.isEmpty {
                return Coordinate(latitude: box.south + unit() * (box.north - box.south), longitude: box.west + unit() * (box.east - box.west))
            }
            let p = dataset.places[Int(rng.next() % UInt64(dataset.places.count))].coordinate
            return Coordinate(latitude: min(89.9, max(-89.9, p.latitude + (unit() - 0.5) * 0.09)),
                              longitude: min(179.9, max(-179.9, p.longitude + (unit() - 0.5) * 0.09)))
        }
        var outside = 0
        func wherePass() -> [Double] {
            outside = 0
            return points.map { p in
                let t0 = DispatchTime.now().uptimeNanoseconds
                let r = dataset.region(containing: p)
                let t = Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e3
                if r == nil { outside += 1 }
                return t
            }
        }
        let whereColdTimes = wherePass()
        let whereTimes = wherePass()

        clock = Stopwatch()
        let library = try PlaceLibrary(dataset: dataset)
        let libraryBuildSeconds = clock.lap()
        let typing = AsYouType.queries(places: dataset.places, names: queryCount, seed: 20_240_601)
        for q in typing.prefix(200) { _ = try library.search(PlaceQuery(q)) }
        let index = library.searchIndex
        func searchPass(alone: Bool) throws -> [Double] {
            var times: [Double] = []
            for q in typing {
                if alone { index.forgetRecentWords() }
                let t0 = DispatchTime.now().uptimeNanoseconds
                _ = try library.search(PlaceQuery(q))
                times.append(Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6)
            }
            return times
        }
        let searchAloneTimes = try searchPass(alone: true)
        let searchTimes = try searchPass(alone: false)
        if let dump = ProcessInfo.processInfo.environment["REGIO_BENCH_DUMP"] {
            try zip(typing, searchTimes).map { String(format: "%.4f\t%@", $0.1, $0.0) }.joined(separator: "\n").write(toFile: dump, atomically: true, encoding: .utf8)
        }
        // The slowest queries, for whoever tunes the search (stderr; the table stays on stdout).
        let slowest = zip(typing, searchAloneTimes).sorted { $0.1 > $1.1 }.prefix(8)
        FileHandle.standardError.write(Data(("slowest searches: " + slowest.map { String(format: "%@ %.2f ms", $0.0, $0.1) }
            .joined(separator: ", ") + "\n").utf8))
        _ = before
        return Result(dataset: dataset.name, regions: dataset.regions.count, places: dataset.places.count,
                      loadSeconds: loadSeconds, loadCPUSeconds: loadCPUSeconds, rssLoadedMB: loaded.rss, libraryBuildSeconds: libraryBuildSeconds,
                      hwmMB: Memory.current().hwm, whereColdMicroseconds: Percentiles(whereColdTimes),
                      whereMicroseconds: Percentiles(whereTimes),
                      whereOutsideShare: Double(outside) / Double(max(1, points.count)),
                      searchMilliseconds: Percentiles(searchTimes), searchAloneMilliseconds: Percentiles(searchAloneTimes),
                      searchQueries: typing.count)
    }
}
