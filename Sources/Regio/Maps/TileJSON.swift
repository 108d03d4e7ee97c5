import Foundation
import RegioGeo

/// A TileJSON 3.0.0 document: what Leaflet, MapLibre and QGIS read to show
/// a tile layer.
public struct TileJSON: Codable, Hashable, Sendable {
    public var tilejson = "3.0.0"
    public var name: String
    public var tiles: [String]
    public var scheme = "xyz"
    public var minzoom: Int
    public var maxzoom: Int
    /// W, S, E, N in degrees.
    public var bounds: [Double]
    /// Longitude, latitude, zoom.
    public var center: [Double]
    public var attribution: String
}

extension TileService {
    /// The TileJSON of these tiles, with `tileURL` as the template (`…/{z}/{x}/{y}.png`).
    public func tileJSON(tileURL: String, language: Language = .cs) throws -> TileJSON {
        if let fixed {
            let m = try fixed.metadata()
            let bounds = (m["bounds"] ?? "").split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            let box = bounds.count == 4 ? bounds : [-180, -85.0511, 180, 85.0511]
            let minzoom = m["minzoom"].flatMap(Int.init) ?? 0, maxzoom = m["maxzoom"].flatMap(Int.init) ?? 0
            var center = (m["center"] ?? "").split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            if center.count != 3 { center = [(box[0] + box[2]) / 2, (box[1] + box[3]) / 2, Double(minzoom)] }
            return TileJSON(name: m["name"] ?? fixed.url.lastPathComponent, tiles: [tileURL], minzoom: minzoom, maxzoom: maxzoom,
                            bounds: box, center: center, attribution: m["attribution"] ?? "")
        }
        let dataset = try engine.dataset()
        var west = 180.0, south = 90.0, east = -180.0, north = -90.0
        for region in dataset.regions {
            west = min(west, region.bounds.west); south = min(south, region.bounds.south)
            east = max(east, region.bounds.east); north = max(north, region.bounds.north)
        }
        if west > east { (west, south, east, north) = (-180, -85.0511, 180, 85.0511) }
        let source = try source(VariantKey(scale: 1, language: language))
        let zoom = Self.fittingZoom(west: west, south: south, east: east, north: north)
        return TileJSON(name: "Regio", tiles: [tileURL], minzoom: Self.zooms.lowerBound, maxzoom: Self.zooms.upperBound,
                        bounds: [west, south, east, north], center: [(west + east) / 2, (south + north) / 2, Double(zoom)],
                        attribution: source.attribution)
    }

    /// The deepest zoom at which the box fits in about 1024 × 768 px of 256 px tiles.
    static func fittingZoom(west: Double, south: Double, east: Double, north: Double) -> Int {
        let a = WebMercator.project(Coordinate(latitude: min(north, 85), longitude: west))
        let b = WebMercator.project(Coordinate(latitude: max(south, -85), longitude: east))
        let fit = min(1024 / max((b.x - a.x) * 256, 1e-9), 768 / max((b.y - a.y) * 256, 1e-9))
        return max(0, min(Self.zooms.upperBound, Int(log2(fit).rounded(.down))))
    }
}
