import ArgumentParser
import Foundation
import Regio

/// How map commands show sizes and times.
enum MapFormat {
    /// 512 B, 41.2 kB, 3.4 MB (41,2 kB in Czech).
    static func bytes(_ n: Int) -> String {
        if n < 1000 { return "\(n) B" }
        if n < 1_000_000 { return Format.number(Double(n) / 1000, decimals: 1) + " kB" }
        return Format.number(Double(n) / 1_000_000, decimals: 1) + " MB"
    }

    static func seconds(_ s: Double) -> String { Format.number(s, decimals: 1) + " s" }

    /// `Wrote map.png: A4 landscape, 3508×2480 px at 300 dpi, scale 1:610,000, 2.1 MB in 1.2 s`.
    static func wrote(_ map: MapResult, file: String, t: Texts) -> String {
        let page: String
        if map.pixelPaper { page = "\(map.widthPx)×\(map.heightPx) px" } else {
            page = "\(map.paper) \(t(map.landscape ? .mapLandscape : .mapPortrait)), "
                + (map.format == "pdf" ? t(.mapVectorPDF)
                   : t(.mapPixelsAtDPI, ["width": map.widthPx, "height": map.heightPx, "dpi": Format.number(map.dpi, decimals: 0)]))
        }
        return t(.mapWrote, ["file": file, "page": page, "scale": scale(map.scaleDenominator), "bytes": bytes(map.bytes),
                             "seconds": seconds(map.seconds)])
    }

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
                throw CommandError(tr(.mapPlacesConflict, ["a": layer.rawValue, "b": word.rawValue]))
            }
            layer = word
        }
        self.layer = layer; self.files = files
    }
}
