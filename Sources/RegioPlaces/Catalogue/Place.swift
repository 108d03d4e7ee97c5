import RegioGeo

/// A point of interest or a town.
///
/// ```swift
/// let place = Place(id: "geonames:3067696", name: "Praha", alternateNames: ["Prague"],
///                   category: .town, coordinate: Coordinate(latitude: 50.088, longitude: 14.421),
///                   importance: 1_165_581)
/// ```
public struct Place: Hashable, Codable, Sendable, Identifiable {
    /// Unique in a catalogue: `source:id` (for example `geonames:3067696`).
    public var id: String
    public var name: String
    public var alternateNames: [String]
    /// The name in the country's own script where it is not Latin and the
    /// source has it (札幌 for Sapporo, Αθήνα for Athens); nil otherwise.
    public var localName: String?
    public var category: PlaceCategory
    public var coordinate: Coordinate
    /// ISO 3166-2 id of the region the place lies in (computed at load).
    public var regionID: String?
    public var address: Address?
    /// Population for towns, a category weight for other places; larger is more important.
    public var importance: Double
    public var population: Int?
    /// Further facts from the source, shown by `place <id>` (for example `height`, `wikidata`,
    /// `openingHours`); nil when the source has none.
    public var attributes: [String: String]?

    public init(id: String, name: String, alternateNames: [String] = [], category: PlaceCategory,
                coordinate: Coordinate, regionID: String? = nil, address: Address? = nil,
                importance: Double = 0, population: Int? = nil, attributes: [String: String]? = nil, localName: String? = nil) {
        self.id = id; self.name = name; self.alternateNames = alternateNames; self.category = category
        self.coordinate = coordinate; self.regionID = regionID; self.address = address
        self.importance = importance; self.population = population; self.attributes = attributes
        self.localName = localName
    }

    /// The source part of ``id`` (before the first colon), or "" when there is none.
    public var source: String { String(Self.sourcePart(ofID: id)) }

    /// ``source`` as a part of an id, without making a string, to compare the
    /// sources of many places: `Place.sourcePart(ofID: places[i].id)` reads
    /// one field of a place in an array (a property of the place may copy it).
    public static func sourcePart(ofID id: String) -> Substring {
        guard let i = id.utf8.firstIndex(of: UInt8(ascii: ":")) else { return "" }
        return id[..<i]
    }

    /// The part of ``id`` after the first colon (the id inside its source).
    public var localID: String {
        guard let i = id.utf8.firstIndex(of: UInt8(ascii: ":")) else { return id }
        return String(id[id.index(after: i)...])
    }
}

/// Address parts where known.
public struct Address: Hashable, Codable, Sendable {
    public var city: String?
    public var street: String?
    public var postalCode: String?
    public init(city: String? = nil, street: String? = nil, postalCode: String? = nil) {
        self.city = city; self.street = street; self.postalCode = postalCode
    }
}

/// The kind of a place. Open for new values; the common ones are static members.
public struct PlaceCategory: RawRepresentable, Hashable, Codable, Sendable, CustomStringConvertible, Comparable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let town = PlaceCategory("town")
    public static let castle = PlaceCategory("castle")
    public static let chateau = PlaceCategory("chateau")
    public static let ruin = PlaceCategory("ruin")
    public static let lookoutTower = PlaceCategory("lookout-tower")
    public static let museum = PlaceCategory("museum")
    public static let informationCentre = PlaceCategory("information-centre")
    public static let poi = PlaceCategory("poi")
    // Tourist places from OpenStreetMap (docs/osm-tags.md).
    public static let peak = PlaceCategory("peak")
    public static let viewpoint = PlaceCategory("viewpoint")
    public static let attraction = PlaceCategory("attraction")
    public static let monument = PlaceCategory("monument")
    public static let church = PlaceCategory("church")
    public static let cave = PlaceCategory("cave")
    public static let waterfall = PlaceCategory("waterfall")
    public static let hut = PlaceCategory("hut")
    /// A named street or road (``isDrawnAsPoint`` is false: maps draw the road and its name).
    public static let street = PlaceCategory("street")

    /// Whether maps draw places of this category as points and clusters count
    /// them: all but streets, which are found by search only.
    public var isDrawnAsPoint: Bool { self != .street }

    public var description: String { rawValue }
    public static func < (a: PlaceCategory, b: PlaceCategory) -> Bool { a.rawValue < b.rawValue }

    public init(from decoder: Decoder) throws { rawValue = try decoder.singleValueContainer().decode(String.self) }
    public func encode(to encoder: Encoder) throws { var c = encoder.singleValueContainer(); try c.encode(rawValue) }
}
