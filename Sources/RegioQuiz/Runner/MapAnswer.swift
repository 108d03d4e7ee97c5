/// A point given as the answer to a map question, as recorded in the attempt.
/// A point that is not on the Earth is kept as its ``problem`` (and its
/// coordinates where they are finite, so the attempt can always be saved as JSON).
///
/// ```swift
/// MapAnswer(latitude: 49.2, longitude: 15.4).problem       // nil
/// MapAnswer(latitude: .nan, longitude: 15.4).problem       // .notANumber
/// MapAnswer(latitude: 95, longitude: 15.4).problem         // .outsideWorld
/// ```
public struct MapAnswer: Hashable, Sendable, Codable {
    /// Why a point scores nothing before its distance is measured.
    public enum Problem: String, Hashable, Sendable, Codable {
        /// A coordinate is NaN or infinite.
        case notANumber
        /// Latitude beyond ±90° or longitude beyond ±180°.
        case outsideWorld
    }

    /// The latitude, nil when it is not a finite number.
    public var latitude: Double?
    /// The longitude, nil when it is not a finite number.
    public var longitude: Double?
    public var problem: Problem?

    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude.isFinite ? latitude : nil
        self.longitude = longitude.isFinite ? longitude : nil
        if !latitude.isFinite || !longitude.isFinite {
            problem = .notANumber
        } else if abs(latitude) > 90 || abs(longitude) > 180 {
            problem = .outsideWorld
        } else {
            problem = nil
        }
    }

    /// Whether `latitude`, `longitude` is the same point as this answer (a repeated request).
    func isSame(latitude: Double, longitude: Double) -> Bool {
        self == MapAnswer(latitude: latitude, longitude: longitude)
    }
}
