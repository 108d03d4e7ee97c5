import Foundation
import Regio

/// `scripts/bench startup --baseline BIN [--runs N] [--lang L] [--json]`
///
/// The start-up of a command, `regio --lang L regions` on the embedded dataset,
/// run as a new process: the release `regio` built beside this benchmark against
/// `--baseline`, another build of `regio` (for example the commit before the
/// text catalogues became data). The two are run in turn, `--runs` times each,
/// after two warm-up runs each, in the same run; wall and CPU time of each
/// process (wait4's rusage): median, 10th and 90th percentile. The catalogues'
/// own share is measured in-process: reading every po file and making the
/// pseudo-language (``TextCatalogues``; a command reads only the ones it
/// speaks), and looking up a text.
enum StartupBenchmark {
    struct Summary: Codable {
        var binary: String
        var medianWallMS: Double
        var p10WallMS: Double
        var p90WallMS: Double
        var medianCPUMS: Double
    }

    struct Result: Codable {
        var command: [String]
        var runs: Int
        var regio: Summary
        var baseline: Summary
        /// Regio's median wall time over the baseline's.
        var ratio: Double
        var readCataloguesMS: Double
        var lookupNS: Double
        var loadBefore: String
        var loadAfter: String
    }

    static func run(_ arguments: [String]) throws {
        var baseline: String?
        var runs = 40
        var language = "cs"
        var json = false
        var i = 0
        while i < arguments.count {
            switch arguments[i] {
            case "--baseline": i += 1; guard i < arguments.count else { throw BenchError.usage("--baseline needs a binary") }; baseline = arguments[i]
            case "--runs": i += 1; guard i < arguments.count, let n = Int(arguments[i]), n > 0 else { throw BenchError.usage("--runs needs a positive number") }; runs = n
            case "--lang": i += 1; guard i < arguments.count else { throw BenchError.usage("--lang needs a tag") }; language = arguments[i]
            case "--json": json = true
            default: throw BenchError.usage("unknown option \(arguments[i])\nusage: scripts/bench startup --baseline BIN [--runs N] [--lang L] [--json]")
            }
            i += 1
        }
        guard let baseline, FileManager.default.isExecutableFile(atPath: baseline) else {
            throw BenchError.usage("--baseline BIN: a release build of regio to compare with (for example one built from an earlier commit)")
        }
        let regio = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("regio").path
        guard FileManager.default.isExecutableFile(atPath: regio) else { throw BenchError.usage("\(regio) is missing: scripts/bench builds it") }
        let command = ["--lang", language, "regions"]
        let loadBefore = OSMImportBenchmark.loadAverage()
        let progress = Progress()
        var times: [String: [(wall: Double, cpu: Double)]] = [regio: [], baseline: []]
        for round in 0..<(runs + 2) {
            if round % 10 == 0 { progress.say("round \(round + 1) of \(runs + 2)") }
            for binary in (round % 2 == 0 ? [regio, baseline] : [baseline, regio]) {
                let (run, _) = try OSMImportBenchmark.measure(binary, command)
                if round >= 2 { times[binary]!.append((run.wallSeconds, run.cpuSeconds)) }
            }
        }
        let loadAfter = OSMImportBenchmark.loadAverage()
        func summary(_ binary: String) -> Summary {
            let walls = times[binary]!.map(\.wall).sorted(), cpus = times[binary]!.map(\.cpu).sorted()
            func at(_ q: Double, _ xs: [Double]) -> Double { xs[min(xs.count - 1, Int((Double(xs.count - 1) * q).rounded()))] * 1000 }
            return Summary(binary: binary, medianWallMS: at(0.5, walls), p10WallMS: at(0.1, walls), p90WallMS: at(0.9, walls),
                           medianCPUMS: at(0.5, cpus))
        }
        // In-process: reading the catalogues, and one lookup.
        let folder = TextCatalogues.folder()
        var reads: [Double] = []
        for _ in 0..<20 {
            let started = DispatchTime.now().uptimeNanoseconds
            let catalogues = TextCatalogues(folder: folder)
            precondition(catalogues.catalogues.count == catalogues.languages.count + 1)   // every file read, and the pseudo-language
            reads.append(Double(DispatchTime.now().uptimeNanoseconds - started) / 1e6)
        }
        let lookups = 200_000
        let started = DispatchTime.now().uptimeNanoseconds
        var length = 0
        let texts = Texts(.cs)
        for n in 0..<lookups { length &+= texts(.regionsSummary, ["n": n, "area": "1", "places": n]).utf8.count }
        let lookupNS = Double(DispatchTime.now().uptimeNanoseconds - started) / Double(lookups)
        precondition(length > 0)
        let ours = summary(regio), theirs = summary(baseline)
        let result = Result(command: command, runs: runs, regio: ours, baseline: theirs, ratio: ours.medianWallMS / theirs.medianWallMS,
                            readCataloguesMS: reads.sorted()[reads.count / 2], lookupNS: lookupNS, loadBefore: loadBefore, loadAfter: loadAfter)
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            print(String(decoding: try encoder.encode(result), as: UTF8.self))
            return
        }
        print("regio \(command.joined(separator: " ")), \(runs) runs each, interleaved; load \(loadBefore) → \(loadAfter)")
        for (name, s) in [("this build", ours), ("baseline", theirs)] {
            print(String(format: "  %-10@  median %6.1f ms  (p10 %6.1f, p90 %6.1f)  CPU %6.1f ms  %@", name as NSString,
                         s.medianWallMS, s.p10WallMS, s.p90WallMS, s.medianCPUMS, s.binary as NSString))
        }
        print(String(format: "  ratio %.3f; reading every catalogue in-process %.2f ms (median of 20); a lookup with a plural choice %.0f ns",
                     result.ratio, result.readCataloguesMS, lookupNS))
    }
}
