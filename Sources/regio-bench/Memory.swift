import Foundation

/// This process's memory, from /proc/self/status, for the benchmarks.
enum Memory {
    /// VmRSS and VmHWM of this process in MB (0 where /proc is missing).
    static func current() -> (rss: Double, hwm: Double) {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return (0, 0) }
        func field(_ name: String) -> Double {
            guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") }) else { return 0 }
            let kb = line.split(separator: " ").compactMap { Double($0) }.first ?? 0
            return kb / 1024
        }
        return (field("VmRSS"), field("VmHWM"))
    }
}
