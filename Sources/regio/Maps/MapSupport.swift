import ArgumentParser
import Foundation
import Regio

/// How map commands show sizes and times.
enum MapFormat {
    /// 512 B, 41.2 kB, 3.4 MB.
    static func bytes(_ n: Int) -> String {
        if n < 1000 { return "\(n) B" }
        if n < 1_000_000 { return String(format: "%.1f kB", Double(n) / 1000) }
        return String(format: "%.1f MB", Double(n) / 1_000_000)
    }

    static func seconds(_ s: Double) -> String { String(format: "%.1f s", s) }

    /// A map scale rounded to three figures, as printed maps give it: 610,000.
    static func scale(_ denominator: Double) -> String {
        guard denominator.isFinite, denominator >= 1 else { return "1" }
        let step = pow(10, max(0, (log10(denominator)).rounded(.down) - 2))
        return Format.number((denominator / step).rounded() * step, decimals: 0)
    }
}

/// The values of `--places` on `map`: catalogue files, and at most one of the
/// words towns, pois, clusters, none (what the map shows). A file whose name
/// is one of those words is given as ./towns.
struct MapPlacesChoice {
    let layer: MapPlaces?
    let files: [String]

    init(_ values: [String]) throws {
        var layer: MapPlaces?
        var files: [String] = []
        for value in values {
            guard let word = MapPlaces(rawValue: value.lowercased()) else { files.append(value); continue }
            if let layer, layer != word {
                throw CommandError("--places \(layer.rawValue) and --places \(word.rawValue): give one of towns, pois, clusters, none")
            }
            layer = word
        }
        self.layer = layer; self.files = files
    }
}
