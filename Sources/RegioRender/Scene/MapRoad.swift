import RegioGeo

/// A road or a railway from an OpenStreetMap extract, drawn by its class.
public struct MapRoad: Hashable, Sendable {
    /// The classes, in drawing order (the most important last); ``RoadStyle`` has a look for each.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        case path, track, minor, tertiary, secondary, primary, trunk, motorway
        /// Railways are drawn over the roads, dashed.
        case railway
    }
    public var id: String
    public var name: String?
    public var kind: Kind
    public var parts: [[Coordinate]]

    public init(id: String, name: String? = nil, kind: Kind, parts: [[Coordinate]]) {
        self.id = id; self.name = name; self.kind = kind; self.parts = parts
    }
}

/// A land-cover area from an OpenStreetMap extract, drawn under everything
/// else but the regions' fills.
public struct MapLandArea: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        case builtUp, park, forest, protected
    }
    public var id: String
    public var kind: Kind
    /// Polygons → rings → coordinates (filled even-odd).
    public var rings: [[[Coordinate]]]

    public init(id: String, kind: Kind, rings: [[[Coordinate]]]) {
        self.id = id; self.kind = kind; self.rings = rings
    }
}
