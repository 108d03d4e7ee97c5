import Foundation

/// Spherical Web Mercator (EPSG:3857) in *world* coordinates: the unit square
/// [0,1]², x growing east from −180°, y growing south from the top edge at
/// +85.0511°. Tiles, clusters and renderers all work in this space, anchored to
/// the world rather than to a screen.
///
/// ```swift
/// let p = WebMercator.project(Coordinate(latitude: 50.0875, longitude: 14.4213))
/// // p.x ≈ 0.54, p.y ≈ 0.34
/// ```
public enum WebMercator {
    /// The latitude at which the Mercator square ends (arctan(sinh π)).
    public static let maxLatitude = 85.051128779806589
    /// The deepest zoom level the package accepts.
    public static let maxZoom = 24.0

    /// Projects to world coordinates; latitudes beyond ±85.0511° are clamped.
    public static func project(_ c: Coordinate) -> WorldPoint {
        let lat = min(max(c.latitude, -maxLatitude), maxLatitude) * .pi / 180
        let x = (c.longitude + 180) / 360
        let y = 0.5 - log(tan(.pi / 4 + lat / 2)) / (2 * .pi)
        return WorldPoint(x: x, y: min(max(y, 0), 1))
    }

    /// The inverse of ``project(_:)``.
    public static func unproject(_ p: WorldPoint) -> Coordinate {
        let lon = p.x * 360 - 180
        let n = Double.pi - 2 * .pi * p.y
        let lat = atan(sinh(n)) * 180 / .pi
        return Coordinate(latitude: lat, longitude: lon)
    }

    /// Metres on the ground covered by one pixel at `latitude` and `zoom`
    /// for tiles of `tileSize` pixels.
    public static func groundResolution(latitude: Double, zoom: Double, tileSize: Double = 256) -> Double {
        let lat = min(max(latitude, -maxLatitude), maxLatitude) * .pi / 180
        return cos(lat) * 2 * .pi * Earth.equatorialRadius / (tileSize * pow(2, zoom))
    }

    /// The map scale denominator (1 : n) at `latitude` and `zoom` printed at `dpi`.
    public static func scaleDenominator(latitude: Double, zoom: Double, dpi: Double = 96, tileSize: Double = 256) -> Double {
        groundResolution(latitude: latitude, zoom: zoom, tileSize: tileSize) * dpi / 0.0254
    }

    /// Throws unless `zoom` is finite and in 0…``maxZoom``.
    public static func validate(zoom: Double) throws {
        guard zoom.isFinite, zoom >= 0, zoom <= maxZoom else { throw GeoError.invalidZoom(zoom) }
    }
}

/// A point in world coordinates ([0,1]², see ``WebMercator``).
public struct WorldPoint: Hashable, Codable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
}
