import Foundation

// Benchmarks: `scripts/bench NAME [options]` builds in release mode and runs
// `regio-bench NAME …`. Each benchmark is one file beside this one.
let benchmarks: [String: (_ arguments: [String]) throws -> Void] = [
    "clusters": ClusterBenchmark.run,
    "dataset": DatasetBenchmark.run,
    "first-tile": FirstTileBenchmark.run,
    "map": MapBenchmark.run,
    "map-world": MapWorldBenchmark.run,
    "osm-import": OSMImportBenchmark.run,
    "quizzes-world": QuizzesWorldBenchmark.run,
    "render": RenderBenchmark.run,
    "review": ReviewBenchmark.run,
    "search": SearchBenchmark.run,
    "startup": StartupBenchmark.run,
    "streets": StreetsBenchmark.run,
    "tiles-world": TilesWorldBenchmark.run,
]

let arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first, let bench = benchmarks[name] else {
    FileHandle.standardError.write(Data("usage: scripts/bench <\(benchmarks.keys.sorted().joined(separator: "|"))> [options]\n".utf8))
    exit(2)
}
do { try bench(Array(arguments.dropFirst())) } catch {
    FileHandle.standardError.write(Data("bench \(name): \(error)\n".utf8))
    exit(1)
}
