import Foundation

/// A benchmark's `--json` answer on standard output: its figures with the
/// benchmark's name and the date, pretty-printed with sorted keys.
///
///     try BenchJSON.write(benchmark: "map", ["runs": 7, "drawnMs": [...]])
enum BenchJSON {
    static func write(benchmark: String, _ figures: [String: Any]) throws {
        var object = figures
        object["benchmark"] = benchmark
        if object["date"] == nil { object["date"] = ISO8601DateFormatter().string(from: Date()) }
        let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        FileHandle.standardOutput.write(data + Data("\n".utf8))
    }
}
