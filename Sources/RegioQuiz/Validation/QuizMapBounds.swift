/// The area a dataset's map covers, in degrees, for checking that a map
/// question's place lies on it (``QuizValidator``). A box across the
/// antimeridian has `west > east`.
///
/// ```swift
/// let czechia = QuizMapBounds(west: 12.09, south: 48.55, east: 18.86, north: 51.06)
/// czechia.contains(latitude: 49.18, longitude: 15.45)   // true (Telč)
/// ```
public struct QuizMapBounds: Hashable, Sendable, Codable {
    public var west: Double
    public var south: Double
    public var east: Double
    public var north: Double

    public init(west: Double, south: Double, east: Double, north: Double) {
        self.west = west
        self.south = south
        self.east = east
        self.north = north
    }

    /// Whether the point lies within the bounds widened by `marginDegrees` (places on a border count).
    public func contains(latitude: Double, longitude: Double, marginDegrees: Double = 0.05) -> Bool {
        guard latitude.isFinite, longitude.isFinite else { return false }
        guard latitude >= south - marginDegrees, latitude <= north + marginDegrees else { return false }
        if west <= east { return longitude >= west - marginDegrees && longitude <= east + marginDegrees }
        return longitude >= west - marginDegrees || longitude <= east + marginDegrees
    }

    /// The bounds as text for messages: `west 12.09, south 48.55, east 18.86, north 51.06`.
    public var description: String {
        "west \(NumberText.plain(west)), south \(NumberText.plain(south)), east \(NumberText.plain(east)), north \(NumberText.plain(north))"
    }
}
