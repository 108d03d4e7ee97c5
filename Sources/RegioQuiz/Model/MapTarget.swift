/// The place a *point to a place* question (``QuestionKind/locate``) asks
/// for: where it is, its name, its kind, the radii that score an answer
/// (``LocateRadii``) and, for the feedback, a well-known place near it (the
/// *landmark*: "Telč is 25 km south-west of Jihlava").
///
/// Regio JSON:
/// ```json
/// "location": {"latitude": 49.1842, "longitude": 15.4528, "name": "Telč", "placeKind": "town",
///              "fullRadiusKm": 5, "zeroRadiusKm": 50,
///              "landmark": {"name": "Jihlava", "latitude": 49.3961, "longitude": 15.5912}}
/// ```
/// A missing coordinate decodes as NaN so that the validator names the question.
public struct MapTarget: Hashable, Sendable, Codable {
    public var latitude: Double
    public var longitude: Double
    /// The place's name as the feedback shows it.
    public var name: LocalizedText
    /// The place's id in the dataset (`geonames:3064673`), if known.
    public var placeID: String?
    /// `city`, `town`, `village`, `region`, `peak`, `water` … (see ``LocateRadii``).
    public var placeKind: String?
    /// Full points within this distance; nil: the default of the kind.
    public var fullRadiusKm: Double?
    /// No points beyond this distance; nil: the default of the kind.
    public var zeroRadiusKm: Double?
    /// A well-known place the feedback relates the target to.
    public var landmark: MapLandmark?

    public init(latitude: Double, longitude: Double, name: LocalizedText, placeID: String? = nil, placeKind: String? = nil,
                fullRadiusKm: Double? = nil, zeroRadiusKm: Double? = nil, landmark: MapLandmark? = nil) {
        self.latitude = latitude
        self.longitude = longitude
        self.name = name
        self.placeID = placeID
        self.placeKind = placeKind
        self.fullRadiusKm = fullRadiusKm
        self.zeroRadiusKm = zeroRadiusKm
        self.landmark = landmark
    }

    /// The radii in force: the question's own, else the defaults of its kind.
    public var radii: LocateRadii {
        let defaults = LocateRadii.defaults(forKind: placeKind)
        return LocateRadii(fullKm: fullRadiusKm ?? defaults.fullKm, zeroKm: zeroRadiusKm ?? defaults.zeroKm)
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: StrictKey.self)
        try c.rejectUnknownKeys(["latitude", "longitude", "name", "place", "placeKind", "fullRadiusKm", "zeroRadiusKm", "landmark"],
                                what: "a location")
        latitude = try c.decodeIfPresent("latitude") ?? .nan
        longitude = try c.decodeIfPresent("longitude") ?? .nan
        name = try c.decode("name")
        placeID = try c.decodeIfPresent("place")
        placeKind = try c.decodeIfPresent("placeKind")
        fullRadiusKm = try c.decodeIfPresent("fullRadiusKm")
        zeroRadiusKm = try c.decodeIfPresent("zeroRadiusKm")
        landmark = try c.decodeIfPresent("landmark")
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: StrictKey.self)
        try c.encode(latitude, "latitude")
        try c.encode(longitude, "longitude")
        try c.encode(name, "name")
        try c.encodeIfPresent(placeID, "place")
        try c.encodeIfPresent(placeKind, "placeKind")
        try c.encodeIfPresent(fullRadiusKm, "fullRadiusKm")
        try c.encodeIfPresent(zeroRadiusKm, "zeroRadiusKm")
        try c.encodeIfPresent(landmark, "landmark")
    }
}

/// A well-known place near a map question's target, named in its feedback.
///
/// ```swift
/// MapLandmark(name: "Jihlava", latitude: 49.3961, longitude: 15.5912)
/// ```
public struct MapLandmark: Hashable, Sendable, Codable {
    public var name: LocalizedText
    public var latitude: Double
    public var longitude: Double

    public init(name: LocalizedText, latitude: Double, longitude: Double) {
        self.name = name
        self.latitude = latitude
        self.longitude = longitude
    }
}
