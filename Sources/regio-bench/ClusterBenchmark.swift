import Foundation
import Regio

/// `scripts/bench clusters [--points FILE.csv] [--geonames PATH] [--synthetic N] [--queries N] [--seed S] [--json]`
///
/// Builds the cluster index (zooms 0…16) and queries it with random rotated
/// 1024×768 viewports at zooms 0–16. Each input is measured in a fresh child
/// process (this executable again, `clusters --child SPEC`) so that its peak
/// memory (VmHWM) is its own. Inputs: GeoNames cities500 (the path from
/// `--geonames` or `scripts/fetch-geonames`) and a seeded synthetic set (uniform
/// plus dense groups); with `--points FILE.csv`, only that file (a header with
/// `lon` and `lat` columns). Baselines in the same run, on 20,000 synthetic
/// points: the brute-force reference clustering (O(n²) per zoom) and a per-zoom
/// rebuild without a spatial index (every zoom clustered from the raw points,
/// queries by a linear scan).
enum ClusterBenchmark {
    static func run(_ arguments: [String]) throws {
        var options = Options()
        var it = arguments.makeIterator()
        while let a = it.next() {
            func value() throws -> String {
                guard let v = it.next() else { throw BenchError.usage("\(a) needs a value") }
                return v
            }
            switch a {
            case "--json": options.json = true
            case "--points": options.points = try value()
            case "--geonames": options.geonames = try value()
            case "--synthetic": options.synthetic = try positive(value(), a)
            case "--queries": options.queries = try positive(value(), a)
            case "--seed": options.seed = UInt64(try positive(value(), a))
            case "--baseline-points": options.baselinePoints = try positive(value(), a)
            case "--child": options.child = try value()
            case "--help", "-h":
                print("usage: scripts/bench clusters [--points FILE.csv] [--geonames PATH] [--synthetic N] [--queries N] [--seed S] [--json]")
                return
            default: throw BenchError.usage("unknown option \(a)")
            }
        }
        if let spec = options.child {
            try runChild(spec: spec, options: options)
        } else {
            try runParent(options: options)
        }
    }

    struct Options {
        var json = false
        var points: String?
        var geonames: String?
        var synthetic = 1_000_000
        var queries = 10_000
        var seed: UInt64 = 1
        var baselinePoints = 20_000
        var child: String?
    }

    enum BenchError: Error, CustomStringConvertible {
        case usage(String), child(String)
        var description: String {
            switch self {
            case .usage(let s): return "\(s)\nusage: scripts/bench clusters [--points FILE.csv] [--geonames PATH] [--synthetic N] [--queries N] [--seed S] [--json]"
            case .child(let s): return s
            }
        }
    }

    static func positive(_ text: String, _ option: String) throws -> Int {
        guard let n = Int(text.replacingOccurrences(of: "_", with: "")), n > 0 else {
            throw BenchError.usage("\(option) needs a positive whole number, not '\(text)'")
        }
        return n
    }

    // MARK: Parent: one child process per input

    static func runParent(options: Options) throws {
        var report = Report(date: ISO8601DateFormatter().string(from: Date()), machine: machine(),
                            options: "zooms 0–16, radius 40 px, extent 512, minPoints 2; \(options.queries) viewports 1024×768, random bearing, zoom 0–17 (levels 0–16)")
        var temporary: URL?
        defer { if let temporary { try? FileManager.default.removeItem(at: temporary) } }
        if let points = options.points {
            report.inputs.append(try child("csv:\(points)", options))
        } else {
            if let json = options.geonames ?? fetchGeoNames() {
                progress("converting \(json) to CSV…")
                let csv = FileManager.default.temporaryDirectory.appendingPathComponent("regio-bench-geonames-\(getpid()).csv")
                try geoNamesToCSV(json: json, csv: csv)
                temporary = csv
                var result = try child("csv:\(csv.path)", options)
                result.input = "GeoNames cities500 (\(URL(fileURLWithPath: json).lastPathComponent))"
                report.inputs.append(result)
            } else {
                progress("GeoNames cities500 not found (scripts/fetch-geonames failed); skipping it")
            }
            report.inputs.append(try child("synthetic:\(options.synthetic):\(options.seed)", options))
            report.baseline = try child("baseline:\(options.baselinePoints):\(options.seed)", options, as: BaselineResult.self)
        }
        if options.json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(report), as: UTF8.self))
        } else {
            print(report.table)
        }
    }

    static func child(_ spec: String, _ options: Options) throws -> InputResult {
        try child(spec, options, as: InputResult.self)
    }

    static func child<T: Decodable>(_ spec: String, _ options: Options, as: T.Type) throws -> T {
        progress("measuring \(spec) in a child process…")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = ["clusters", "--child", spec, "--queries", "\(options.queries)", "--seed", "\(options.seed)"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.standardError
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BenchError.child("the child measuring \(spec) failed (exit status \(process.terminationStatus))")
        }
        return try JSONDecoder().decode(T.self, from: data)
    }

    static func fetchGeoNames() -> String? {
        guard FileManager.default.fileExists(atPath: "scripts/fetch-geonames") else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["scripts/fetch-geonames"]
        let pipe = Pipe()
        process.standardOutput = pipe
        guard (try? process.run()) != nil else { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let path = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return process.terminationStatus == 0 && FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// GeoNames cities500.json (an object of id → {name, latitude, longitude, population, …})
    /// as a CSV with id, name, lon, lat, population.
    static func geoNamesToCSV(json: String, csv: URL) throws {
        struct City: Decodable { var name: String; var latitude: Double; var longitude: Double; var population: Int? }
        let data = try Data(contentsOf: URL(fileURLWithPath: json))
        let cities: [String: City]
        do { cities = try JSONDecoder().decode([String: City].self, from: data) } catch {
            throw DataError(file: json, decodingError: error)
        }
        var out = "id,name,lon,lat,population\n"
        for key in cities.keys.sorted(by: { (Int($0) ?? 0, $0) < (Int($1) ?? 0, $1) }) {
            let c = cities[key]!
            out += "geonames:\(key),\"\(c.name.replacingOccurrences(of: "\"", with: "\"\""))\",\(c.longitude),\(c.latitude),\(c.population ?? 0)\n"
        }
        try out.write(to: csv, atomically: true, encoding: .utf8)
    }

    // MARK: Child: measure one input

    static func runChild(spec: String, options: Options) throws {
        let parts = spec.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { throw BenchError.usage("bad child spec \(spec)") }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        switch parts[0] {
        case "csv":
            let inputs = try loadCSV(parts[1])
            var result = measure(inputs, name: parts[1], options: options)
            result.input = parts[1]
            print(String(decoding: try encoder.encode(result), as: UTF8.self))
        case "synthetic", "baseline":
            let numbers = parts[1].split(separator: ":").compactMap { Int($0) }
            guard numbers.count == 2 else { throw BenchError.usage("bad child spec \(spec)") }
            let inputs = synthetic(count: numbers[0], seed: UInt64(numbers[1]))
            if parts[0] == "synthetic" {
                let result = measure(inputs, name: "synthetic \(numbers[0]) (seed \(numbers[1]))", options: options, scanBaseline: true)
                print(String(decoding: try encoder.encode(result), as: UTF8.self))
            } else {
                let result = try baseline(inputs, options: options)
                print(String(decoding: try encoder.encode(result), as: UTF8.self))
            }
        default:
            throw BenchError.usage("bad child spec \(spec)")
        }
    }

    static func measure(_ inputs: [ClusterInput], name: String, options: Options, scanBaseline: Bool = false) -> InputResult {
        var inputs = inputs
        let count = inputs.count
        let rssBefore = Memory.current().rss
        progress("\(name): building the index of \(count) places…")
        let start = now(), startCPU = cpuTime(CLOCK_PROCESS_CPUTIME_ID), startThread = cpuTime(CLOCK_THREAD_CPUTIME_ID)
        let index = try! ClusterIndex(inputs, options: ClusterOptions())
        let buildMs = (now() - start) / 1e6
        let buildCPUMs = (cpuTime(CLOCK_PROCESS_CPUTIME_ID) - startCPU) / 1e6
        let buildThreadMs = (cpuTime(CLOCK_THREAD_CPUTIME_ID) - startThread) / 1e6
        let rssAfter = Memory.current().rss
        inputs = [] // the index keeps what it needs
        let viewports = randomViewports(count: options.queries, near: index, seed: options.seed &+ 7)
        progress("\(name): \(viewports.count) queries…")
        var times: [Double] = []
        times.reserveCapacity(viewports.count)
        var items = 0
        for v in viewports {
            let t0 = now()
            let found = index.clusters(in: v)
            times.append((now() - t0) / 1e3)
            items += found.count
        }
        var countTimes: [Double] = []
        for v in viewports {
            let t0 = now()
            _ = index.count(in: v)
            countTimes.append((now() - t0) / 1e3)
        }
        let perZoom = index.levels.map { z in
            ZoomCount(zoom: z, items: index.itemCount(atZoom: z), clusters: index.clusterCount(atZoom: z))
        }
        let peak = Memory.current().hwm, load = loadAverage()
        // Baseline (after the peak is taken): the same counts by scanning every
        // item of the level, without the quadtree.
        var scanTimes: [Double] = []
        if scanBaseline {
            progress("\(name): linear-scan baseline…")
            var levels: [Int: [WorldPoint]] = [:]
            let world = BoundingBox(west: -180, south: -90, east: 180, north: 90)
            for v in viewports.prefix(500) {
                let level = index.level(forZoom: v.zoom)
                if levels[level] == nil {
                    levels[level] = (try? index.clusters(in: world, zoom: level))?.map { WebMercator.project($0.center) } ?? []
                }
                let points = levels[level]!
                let t0 = now()
                let region = ViewportRegion(v)
                var n = 0
                for p in points where region.contains(p) { n += 1 }
                scanTimes.append((now() - t0) / 1e3)
                if n < 0 { print(n) }
            }
        }
        return InputResult(
            input: name, points: count, buildMs: buildMs, buildCPUMs: buildCPUMs, buildMainThreadCPUMs: buildThreadMs,
            loadAverage: load, peakRSSMB: peak, rssBeforeBuildMB: rssBefore, rssAfterBuildMB: rssAfter,
            queries: times.count, queryP50Us: percentile(times, 0.5), queryP99Us: percentile(times, 0.99),
            queryMaxUs: times.max() ?? 0, countP50Us: percentile(countTimes, 0.5), countP99Us: percentile(countTimes, 0.99),
            itemsPerQuery: Double(items) / Double(max(1, times.count)), perZoom: perZoom,
            scanQueries: scanTimes.count, scanP50Us: percentile(scanTimes, 0.5), scanP99Us: percentile(scanTimes, 0.99))
    }

    /// Viewports 1024×768 with a random bearing and zoom 0–17 (levels 0–16),
    /// most centred near a place (where the work is), some anywhere.
    static func randomViewports(count: Int, near index: ClusterIndex, seed: UInt64) -> [Viewport] {
        var rng = SeededRandom(seed: seed)
        let places = index.placeCount
        return (0..<count).map { _ in
            var center = Coordinate(latitude: Double.random(in: -80...80, using: &rng),
                                    longitude: Double.random(in: -180...180, using: &rng))
            if places > 0, Double.random(in: 0..<1, using: &rng) < 0.8,
               let p = try? index.item(.place(Int.random(in: 0..<places, using: &rng))) {
                center = p.center
            }
            return try! Viewport(center: center, zoom: Double.random(in: 0..<17, using: &rng),
                                 width: 1024, height: 768, bearing: Double.random(in: 0..<360, using: &rng))
        }
    }

    // MARK: Baselines

    static func baseline(_ inputs: [ClusterInput], options: Options) throws -> BaselineResult {
        let clusterOptions = ClusterOptions()
        progress("baseline: index on \(inputs.count) places…")
        var t0 = now()
        let index = try ClusterIndex(inputs, options: clusterOptions)
        let indexBuild = (now() - t0) / 1e6
        let queryCount = min(options.queries, 2_000)
        let viewports = randomViewports(count: queryCount, near: index, seed: options.seed &+ 7)
        var indexTimes: [Double] = []
        for v in viewports { let t = now(); _ = index.clusters(in: v); indexTimes.append((now() - t) / 1e3) }

        let points = inputs.map { c -> (Double, Double) in
            let p = WebMercator.project(c.coordinate)
            return (p.x >= 1 ? p.x - 1 : p.x, p.y)
        }
        progress("baseline: brute-force reference on \(inputs.count) places…")
        t0 = now()
        let bruteLevels = BruteForce.hierarchical(points, options: clusterOptions)
        let bruteBuild = (now() - t0) / 1e6

        progress("baseline: per-zoom rebuild without a spatial index…")
        t0 = now()
        var perZoom: [[(Double, Double)]] = []
        for z in 0...clusterOptions.maxZoom { perZoom.append(BruteForce.singleZoom(points, zoom: z, options: clusterOptions)) }
        perZoom.append(points)
        let rebuild = (now() - t0) / 1e6
        var scanTimes: [Double] = []
        for v in viewports {
            let t = now()
            let level = perZoom[min(Int(v.zoom), clusterOptions.maxZoom + 1)]
            let region = ViewportRegion(v)
            var found: [WorldPoint] = []
            for p in level where region.contains(WorldPoint(x: p.0, y: p.1)) { found.append(WorldPoint(x: p.0, y: p.1)) }
            scanTimes.append((now() - t) / 1e3)
        }
        let sameAsIndex = (0...clusterOptions.maxZoom + 1).allSatisfy { bruteLevels[$0].count == index.itemCount(atZoom: $0) }
        return BaselineResult(
            points: inputs.count, queries: queryCount, indexBuildMs: indexBuild,
            indexQueryP50Us: percentile(indexTimes, 0.5), indexQueryP99Us: percentile(indexTimes, 0.99),
            bruteForceBuildMs: bruteBuild, bruteForceMatchesIndex: sameAsIndex,
            perZoomRebuildMs: rebuild,
            linearScanQueryP50Us: percentile(scanTimes, 0.5), linearScanQueryP99Us: percentile(scanTimes, 0.99))
    }

    /// Clustering without any spatial index: every neighbour search scans all items.
    enum BruteForce {
        /// The index's rule (``GreedyClustering``), O(n²) per zoom; item counts per level 0…17.
        static func hierarchical(_ points: [(Double, Double)], options: ClusterOptions) -> [[(Double, Double, Int)]] {
            var levels = [[(Double, Double, Int)]](repeating: [], count: options.maxZoom + 2)
            var items = points.map { ($0.0, $0.1, 1) }
            levels[options.maxZoom + 1] = items
            for z in stride(from: options.maxZoom, through: options.minZoom, by: -1) {
                let r = options.worldRadius(atZoom: z)
                var k = 0
                while k < 31 && pow(2.0, -Double(k + 1)) >= r * (1 + 1e-6) { k += 1 }
                let cells = pow(2.0, Double(k))
                func cell(_ v: Double) -> Double { min((v * cells).rounded(.down), cells - 1) }
                let order = items.indices.sorted {
                    let a = (cell(items[$0].1), cell(items[$0].0)), b = (cell(items[$1].1), cell(items[$1].0))
                    return a != b ? a < b : $0 < $1
                }.map { items[$0] }
                items = greedy(order, radius: r, minPoints: options.minPoints)
                levels[z] = items
            }
            return levels
        }

        /// One zoom clustered from the raw points, visited in input order.
        static func singleZoom(_ points: [(Double, Double)], zoom: Int, options: ClusterOptions) -> [(Double, Double)] {
            greedy(points.map { ($0.0, $0.1, 1) }, radius: options.worldRadius(atZoom: zoom), minPoints: options.minPoints)
                .map { ($0.0, $0.1) }
        }

        static func greedy(_ order: [(Double, Double, Int)], radius r: Double, minPoints: Int) -> [(Double, Double, Int)] {
            var state = [UInt8](repeating: 0, count: order.count)   // 0 open, 1 taken, 2 carried
            var next: [(Double, Double, Int)] = []
            var neighbours: [Int] = []
            for i in order.indices {
                if state[i] == 1 { continue }
                if state[i] == 2 { next.append(order[i]); continue }
                state[i] = 1
                let o = order[i]
                neighbours.removeAll(keepingCapacity: true)
                var total = o.2
                for j in order.indices where state[j] == 0 {
                    let dx = order[j].0 - o.0, dy = order[j].1 - o.1
                    if dx * dx + dy * dy <= r * r { neighbours.append(j); total += order[j].2 }
                }
                if neighbours.isEmpty || total < minPoints {
                    next.append(o)
                    for j in neighbours { state[j] = 2 }
                    continue
                }
                var wx = o.0 * Double(o.2), wy = o.1 * Double(o.2)
                for j in neighbours {
                    state[j] = 1
                    wx += order[j].0 * Double(order[j].2); wy += order[j].1 * Double(order[j].2)
                }
                next.append((min(max(wx / Double(total), 0), (1.0).nextDown), min(max(wy / Double(total), 0), 1), total))
            }
            return next
        }
    }

    // MARK: Inputs

    /// Half uniform (latitudes −60…70), half in 200 dense groups (σ 0.02°–1.5°),
    /// five categories, random importance; the same for the same seed.
    static func synthetic(count: Int, seed: UInt64) -> [ClusterInput] {
        var rng = SeededRandom(seed: seed)
        let categories: [PlaceCategory] = [.town, .castle, .chateau, .museum, .lookoutTower]
        let groups = (0..<200).map { _ in
            (Double.random(in: -50...65, using: &rng), Double.random(in: -180...180, using: &rng),
             exp(Double.random(in: log(0.02)...log(1.5), using: &rng)))
        }
        var out: [ClusterInput] = []
        out.reserveCapacity(count)
        for i in 0..<count {
            var lat: Double, lon: Double
            if rng.next() & 1 == 0 {
                lat = Double.random(in: -60...70, using: &rng); lon = Double.random(in: -180...180, using: &rng)
            } else {
                let g = groups[Int(rng.next() % UInt64(groups.count))]
                lat = min(max(g.0 + rng.gaussian() * g.2, -85), 85)
                lon = g.1 + rng.gaussian() * g.2
                if lon > 180 { lon -= 360 } else if lon < -180 { lon += 360 }
            }
            out.append(ClusterInput(id: "s\(i)", name: "S\(i)", coordinate: Coordinate(latitude: lat, longitude: lon),
                                    category: categories[Int(rng.next() % 5)], importance: Double(rng.next() % 1_000_000)))
        }
        return out
    }

    /// A CSV with a header naming `lon` (or `lng`, `longitude`) and `lat` (or
    /// `latitude`) columns; `id`, `name`, `category`, `importance` or
    /// `population` are used when present. Fields may be quoted ("…", "" inside).
    static func loadCSV(_ path: String) throws -> [ClusterInput] {
        let text = try DataError.readUTF8(URL(fileURLWithPath: path), displayName: path)
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).makeIterator()
        guard let headerLine = lines.next() else { throw DataError(file: path, location: "line 1", message: "the file is empty") }
        let header = splitCSV(headerLine).map { $0.lowercased().trimmingCharacters(in: .whitespaces) }
        func column(_ names: String...) -> Int? { header.firstIndex { names.contains($0) } }
        guard let lonColumn = column("lon", "lng", "longitude", "x"), let latColumn = column("lat", "latitude", "y") else {
            throw DataError(file: path, location: "line 1", message: "the header needs lon and lat columns (found: \(header.joined(separator: ",")))")
        }
        let idColumn = column("id"), nameColumn = column("name"), categoryColumn = column("category")
        let importanceColumn = column("importance", "population")
        var out: [ClusterInput] = []
        var lineNumber = 1
        while let line = lines.next() {
            lineNumber += 1
            if line.isEmpty { continue }
            let fields = splitCSV(line)
            func field(_ c: Int?) -> String? { c.flatMap { $0 < fields.count ? fields[$0] : nil } }
            guard let lon = field(lonColumn).flatMap({ Double($0.trimmingCharacters(in: .whitespaces)) }),
                  let lat = field(latColumn).flatMap({ Double($0.trimmingCharacters(in: .whitespaces)) }) else {
                throw DataError(file: path, location: "line \(lineNumber)", message: "lon and lat must be numbers")
            }
            let coordinate = Coordinate(latitude: lat, longitude: lon)
            guard coordinate.isValid else {
                throw DataError(file: path, location: "line \(lineNumber)", message: GeoError.invalidCoordinate("\(lat), \(lon)").description)
            }
            let id = field(idColumn) ?? "csv:\(lineNumber)"
            out.append(ClusterInput(id: id, name: field(nameColumn) ?? id, coordinate: coordinate,
                                    category: field(categoryColumn).map { PlaceCategory(rawValue: $0) } ?? .poi,
                                    importance: field(importanceColumn).flatMap { Double($0) } ?? 0))
        }
        return out
    }

    static func splitCSV(_ line: Substring) -> [String] {
        var fields: [String] = []
        var current = ""
        var quoted = false
        var chars = line.makeIterator()
        while let ch = chars.next() {
            if quoted {
                if ch == "\"" {
                    if let next = chars.next() {
                        if next == "\"" { current.append("\"") } else {
                            quoted = false
                            if next == "," { fields.append(current); current = "" } else { current.append(next) }
                        }
                    } else { quoted = false }
                } else { current.append(ch) }
            } else if ch == "," {
                fields.append(current); current = ""
            } else if ch == "\"" && current.isEmpty {
                quoted = true
            } else {
                current.append(ch)
            }
        }
        fields.append(current)
        return fields
    }

    // MARK: Measuring

    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) * 1e9 + Double(ts.tv_nsec)
    }

    static func cpuTime(_ clock: clockid_t) -> Double {
        var ts = timespec()
        clock_gettime(clock, &ts)
        return Double(ts.tv_sec) * 1e9 + Double(ts.tv_nsec)
    }

    static func loadAverage() -> Double {
        let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
        return Double(text.split(separator: " ").first ?? "") ?? 0
    }

    static func percentile(_ values: [Double], _ p: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int((Double(sorted.count) * p).rounded(.up)) - 1)]
    }

    static func machine() -> String {
        let cpu = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
            .split(separator: "\n").first { $0.hasPrefix("model name") }?
            .split(separator: ":").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown CPU"
        return "\(ProcessInfo.processInfo.activeProcessorCount) cores, \(cpu)"
    }

    static func progress(_ message: String) {
        guard isatty(2) != 0 else { return }
        FileHandle.standardError.write(Data("\(message)\n".utf8))
    }

    // MARK: Results

    struct ZoomCount: Codable { var zoom: Int; var items: Int; var clusters: Int }

    struct InputResult: Codable {
        var input: String
        var points: Int
        var buildMs: Double
        /// CPU time of all threads, and of the building thread alone (the critical path).
        var buildCPUMs: Double
        var buildMainThreadCPUMs: Double
        /// The 1-minute load average when the build ended (other work on the machine).
        var loadAverage: Double
        var peakRSSMB: Double
        /// Resident memory with the inputs loaded, before the build, and right after it.
        var rssBeforeBuildMB: Double
        var rssAfterBuildMB: Double
        var queries: Int
        var queryP50Us: Double
        var queryP99Us: Double
        var queryMaxUs: Double
        var countP50Us: Double
        var countP99Us: Double
        var itemsPerQuery: Double
        var perZoom: [ZoomCount]
        /// Baseline: counting by a linear scan of the level's items (no quadtree), on the first viewports.
        var scanQueries: Int
        var scanP50Us: Double
        var scanP99Us: Double
    }

    struct BaselineResult: Codable {
        var points: Int
        var queries: Int
        var indexBuildMs: Double
        var indexQueryP50Us: Double
        var indexQueryP99Us: Double
        var bruteForceBuildMs: Double
        var bruteForceMatchesIndex: Bool
        var perZoomRebuildMs: Double
        var linearScanQueryP50Us: Double
        var linearScanQueryP99Us: Double
    }

    struct Report: Codable {
        var date: String
        var machine: String
        var options: String
        var inputs: [InputResult] = []
        var baseline: BaselineResult?

        var table: String {
            func f(_ v: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", v) }
            var lines = ["clusters benchmark — \(date), \(machine)", options, ""]
            lines.append("| input | places | build ms (wall) | build CPU ms: all / main thread | load avg | peak RSS MB (inputs alone / after build) | query p50 µs | query p99 µs | max µs | items/query | count-only p50/p99 µs |")
            lines.append("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
            for r in inputs {
                lines.append("| \(r.input) | \(r.points) | \(f(r.buildMs, 0)) | \(f(r.buildCPUMs, 0)) / \(f(r.buildMainThreadCPUMs, 0)) | \(f(r.loadAverage)) | \(f(r.peakRSSMB, 0)) (\(f(r.rssBeforeBuildMB, 0)) / \(f(r.rssAfterBuildMB, 0))) | \(f(r.queryP50Us)) | \(f(r.queryP99Us)) | \(f(r.queryMaxUs)) | \(f(r.itemsPerQuery)) | \(f(r.countP50Us))/\(f(r.countP99Us)) |")
            }
            for r in inputs where r.scanQueries > 0 {
                lines.append("")
                lines.append("baseline on \(r.input): counting by a linear scan of the level's items (no quadtree), \(r.scanQueries) viewports: p50 \(f(r.scanP50Us)) µs, p99 \(f(r.scanP99Us)) µs (index count-only: p50 \(f(r.countP50Us)) µs, p99 \(f(r.countP99Us)) µs; \(f(r.scanP99Us / max(r.countP99Us, 0.001), 0))× at p99)")
            }
            for r in inputs {
                lines.append("")
                lines.append("items (clusters) per zoom, \(r.input): " + r.perZoom.map { "\($0.zoom): \($0.items) (\($0.clusters))" }.joined(separator: ", "))
            }
            if let b = baseline {
                lines.append("")
                lines.append("baselines on \(b.points) synthetic places (\(b.queries) queries):")
                lines.append("| method | build ms | query p50 µs | query p99 µs |")
                lines.append("|---|---:|---:|---:|")
                lines.append("| cluster index | \(f(b.indexBuildMs)) | \(f(b.indexQueryP50Us)) | \(f(b.indexQueryP99Us)) |")
                lines.append("| brute-force reference (O(n²) per zoom\(b.bruteForceMatchesIndex ? ", same item counts as the index" : ", ITEM COUNTS DIFFER")) | \(f(b.bruteForceBuildMs)) | – | – |")
                lines.append("| per-zoom rebuild, no spatial index (linear-scan queries) | \(f(b.perZoomRebuildMs)) | \(f(b.linearScanQueryP50Us)) | \(f(b.linearScanQueryP99Us)) |")
                lines.append("build speed-up over the brute-force reference: \(f(b.bruteForceBuildMs / max(b.indexBuildMs, 0.001), 0))×; query speed-up (p99) over a linear scan: \(f(b.linearScanQueryP99Us / max(b.indexQueryP99Us, 0.001), 0))×")
            }
            return lines.joined(separator: "\n")
        }
    }
}

