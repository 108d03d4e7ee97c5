import Foundation

/// Great-circle geometry on the mean Earth sphere, for modules that have no
/// map geometry of their own (the quiz engine scores map answers with it;
/// RegioGeo's `Coordinate.distance(to:)` uses it too).
///
/// ```swift
/// GreatCircle.distanceKm(fromLatitude: 49.3961, longitude: 15.5912, toLatitude: 49.1842, longitude: 15.4528)  // ≈ 25.9
/// GreatCircle.bearing(fromLatitude: 49.3961, longitude: 15.5912, toLatitude: 49.1842, longitude: 15.4528)     // ≈ 204° (south-south-west)
/// ```
public enum GreatCircle {
    /// Mean radius of the Earth in metres (IUGG).
    public static let meanRadiusMetres = 6_371_008.8

    /// The haversine distance in metres; NaN when an input is not finite.
    public static func distanceMetres(fromLatitude lat1: Double, longitude lon1: Double,
                                      toLatitude lat2: Double, longitude lon2: Double) -> Double {
        let toRad = Double.pi / 180
        let dLat = (lat2 - lat1) * toRad
        let dLon = (lon2 - lon1) * toRad
        let a = sin(dLat / 2) * sin(dLat / 2) + cos(lat1 * toRad) * cos(lat2 * toRad) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * meanRadiusMetres * asin(min(1, sqrt(a)))
    }

    /// The haversine distance in kilometres.
    public static func distanceKm(fromLatitude lat1: Double, longitude lon1: Double,
                                  toLatitude lat2: Double, longitude lon2: Double) -> Double {
        distanceMetres(fromLatitude: lat1, longitude: lon1, toLatitude: lat2, longitude: lon2) / 1000
    }

    /// The initial bearing from the first point to the second, in degrees
    /// clockwise from north (0 ..< 360).
    public static func bearing(fromLatitude lat1: Double, longitude lon1: Double,
                               toLatitude lat2: Double, longitude lon2: Double) -> Double {
        let toRad = Double.pi / 180
        let φ1 = lat1 * toRad, φ2 = lat2 * toRad, dλ = (lon2 - lon1) * toRad
        let y = sin(dλ) * cos(φ2)
        let x = cos(φ1) * sin(φ2) - sin(φ1) * cos(φ2) * cos(dλ)
        let degrees = atan2(y, x) * 180 / .pi
        let normalized = degrees.truncatingRemainder(dividingBy: 360)
        return normalized < 0 ? normalized + 360 : normalized
    }
}
