import Foundation

/// A WGS84 position in degrees.
///
/// ```swift
/// let oldTownSquare = Coordinate(latitude: 50.0875, longitude: 14.4213)
/// try oldTownSquare.validate()   // throws for NaN, ±inf or out-of-range values
/// ```
public struct Coordinate: Hashable, Codable, Sendable, CustomStringConvertible {
    public var latitude: Double
    public var longitude: Double

    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// True when both values are finite, latitude in −90…90 and longitude in −180…180.
    public var isValid: Bool {
        latitude.isFinite && longitude.isFinite && abs(latitude) <= 90 && abs(longitude) <= 180
    }

    /// Throws ``GeoError/invalidCoordinate(_:)`` unless ``isValid``.
    public func validate() throws {
        guard isValid else { throw GeoError.invalidCoordinate("\(latitude), \(longitude)") }
    }

    /// Great-circle distance in metres (haversine, mean Earth radius).
    public func distance(to other: Coordinate) -> Double {
        GreatCircle.distanceMetres(fromLatitude: latitude, longitude: longitude,
                                   toLatitude: other.latitude, longitude: other.longitude)
    }

    public var description: String {
        String(format: "%.5f, %.5f", latitude, longitude)
    }
}

/// Constants of the Earth used across the package.
public enum Earth {
    /// Mean radius in metres (IUGG).
    public static let meanRadius = 6_371_008.8
    /// WGS84 semi-major axis in metres, the sphere of Web Mercator.
    public static let equatorialRadius = 6_378_137.0
}
