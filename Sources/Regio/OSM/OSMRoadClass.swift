/// A road's class on Regio's maps, from OSM's `highway` tag (links join their
/// road's class): the order is the drawing order, the most important last.
public enum OSMRoadClass: String, CaseIterable, Codable, Sendable, Comparable {
    /// `path`, `footway`, `cycleway`, `bridleway`, `steps`.
    case path
    /// `track`.
    case track
    /// `unclassified`, `residential`, `service`, `living_street`, `pedestrian`, `road`.
    case minor
    case tertiary, secondary, primary, trunk, motorway

    /// The class of a `highway` value; nil for what is not a road drawn on a
    /// map (`construction`, `proposed`, `platform`, `bus_stop` …).
    public init?(highway: String) {
        switch highway {
        case "motorway", "motorway_link": self = .motorway
        case "trunk", "trunk_link": self = .trunk
        case "primary", "primary_link": self = .primary
        case "secondary", "secondary_link": self = .secondary
        case "tertiary", "tertiary_link": self = .tertiary
        case "unclassified", "residential", "service", "living_street", "pedestrian", "road": self = .minor
        case "track": self = .track
        case "path", "footway", "cycleway", "bridleway", "steps": self = .path
        default: return nil
        }
    }

    var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }
    public static func < (a: OSMRoadClass, b: OSMRoadClass) -> Bool { a.rank < b.rank }
}
