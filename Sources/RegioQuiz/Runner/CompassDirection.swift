/// One of the eight compass directions, for words such as "south-west of Jihlava".
///
/// ```swift
/// CompassDirection(bearing: 204).text.text(in: .en)   // "south-west"
/// CompassDirection(bearing: 350)                     // .north
/// ```
public enum CompassDirection: String, Hashable, Sendable, Codable, CaseIterable {
    case north, northEast, east, southEast, south, southWest, west, northWest

    /// The direction nearest to `bearing` (degrees clockwise from north; any
    /// finite value; NaN gives north).
    public init(bearing: Double) {
        guard bearing.isFinite else { self = .north; return }
        var b = bearing.truncatingRemainder(dividingBy: 360)
        if b < 0 { b += 360 }
        // Sectors of 45° centred on each direction; the index is 0…8, never trapping.
        let sector = Int((b + 22.5) / 45) % 8
        self = Self.allCases[sector]
    }

    /// The direction as an adverb in the catalogue ("south-west", "jihozápadně", "südwestlich").
    public var text: Message {
        switch self {
        case .north: return Message(.compassNorth)
        case .northEast: return Message(.compassNorthEast)
        case .east: return Message(.compassEast)
        case .southEast: return Message(.compassSouthEast)
        case .south: return Message(.compassSouth)
        case .southWest: return Message(.compassSouthWest)
        case .west: return Message(.compassWest)
        case .northWest: return Message(.compassNorthWest)
        }
    }
}
