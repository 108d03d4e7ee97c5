/// An axis-aligned box in degrees (west, south, east, north).
///
/// A box with `west > east` crosses the antimeridian.
public struct BoundingBox: Hashable, Codable, Sendable, CustomStringConvertible {
    public var west: Double
    public var south: Double
    public var east: Double
    public var north: Double

    public init(west: Double, south: Double, east: Double, north: Double) {
        self.west = west; self.south = south; self.east = east; self.north = north
    }

    /// The smallest box around the coordinates (nil when there are none).
    public init?<S: Sequence>(around coordinates: S) where S.Element == Coordinate {
        var it = coordinates.makeIterator()
        guard let first = it.next() else { return nil }
        self.init(west: first.longitude, south: first.latitude, east: first.longitude, north: first.latitude)
        while let c = it.next() { extend(with: c) }
    }

    public var crossesAntimeridian: Bool { west > east }
    public var center: Coordinate {
        var lon = (west + east) / 2
        if crossesAntimeridian { lon += lon > 0 ? -180 : 180 }
        return Coordinate(latitude: (south + north) / 2, longitude: lon)
    }

    public func contains(_ c: Coordinate) -> Bool {
        guard c.latitude >= south, c.latitude <= north else { return false }
        return crossesAntimeridian
            ? (c.longitude >= west || c.longitude <= east)
            : (c.longitude >= west && c.longitude <= east)
    }

    /// Whether the boxes share a point (edges included); either may cross the antimeridian.
    public func intersects(_ other: BoundingBox) -> Bool {
        guard south <= other.north, north >= other.south else { return false }
        return longitudeRanges.contains { a in other.longitudeRanges.contains { b in a.overlaps(b) } }
    }

    /// The box's longitudes: one range, or two on either side of the antimeridian.
    var longitudeRanges: [ClosedRange<Double>] { crossesAntimeridian ? [west...180, -180...east] : [west...east] }

    public mutating func extend(with c: Coordinate) {
        west = min(west, c.longitude); east = max(east, c.longitude)
        south = min(south, c.latitude); north = max(north, c.latitude)
    }

    /// The nearest position inside the box (`c` itself for a box across the antimeridian).
    public func clamping(_ c: Coordinate) -> Coordinate {
        guard !crossesAntimeridian else { return c }
        return Coordinate(latitude: min(max(c.latitude, south), north), longitude: min(max(c.longitude, west), east))
    }

    /// The box grown by `degrees` on every side (clamped to the valid range).
    public func expanded(by degrees: Double) -> BoundingBox {
        BoundingBox(west: max(-180, west - degrees), south: max(-90, south - degrees),
                    east: min(180, east + degrees), north: min(90, north + degrees))
    }

    public var description: String { "\(west),\(south),\(east),\(north)" }
}

import Foundation

extension BoundingBox {
    /// A lower bound of the great-circle distance in km (mean Earth radius)
    /// from `c` to any point of the box: at least the latitude gap, and at
    /// least the distance to the nearest meridian of the box (for a longitude
    /// gap Δλ ≤ 90°, sin d ≥ cos φ · sin Δλ). 0 when the box contains the point.
    public func distanceLowerBoundKm(from c: Coordinate) -> Double {
        let radians = Double.pi / 180
        let latitudeGap = c.latitude < south ? south - c.latitude : (c.latitude > north ? c.latitude - north : 0)
        var longitudeGap = 0.0
        if !crossesAntimeridian && !(west...east).contains(c.longitude) {
            func gap(_ a: Double) -> Double { let d = abs(c.longitude - a).truncatingRemainder(dividingBy: 360); return min(d, 360 - d) }
            longitudeGap = min(gap(west), gap(east))
        }
        let meridianBound = longitudeGap >= 90
            ? (90 - abs(c.latitude)) * radians
            : asin(min(1, cos(c.latitude * radians) * sin(longitudeGap * radians)))
        return max(latitudeGap * radians, meridianBound) * 6_371.0
    }
}
