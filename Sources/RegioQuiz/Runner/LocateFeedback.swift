/// What the engine tells a learner after a map answer: the true place, the
/// point given, the distance and the points, and in words, relative to a
/// well-known place: "38 km off: Telč is 25 km south-west of Jihlava".
/// Front ends show it (the web app on the map, the REPL in words); they compute nothing.
///
/// ```swift
/// let fb = try session.answer(latitude: 49.5, longitude: 15.6)
/// print(fb.location!.summary.text(in: .en))   // "38 km off: Telč is 25 km south-west of Jihlava"
/// ```
public struct LocateFeedback: Hashable, Sendable, Codable {
    /// The place asked for (revealed only here, after the answer).
    public var target: MapTarget
    /// The point given (its coordinates nil where they were not numbers).
    public var answer: MapAnswer
    /// Great-circle distance from the point to the place; nil for a point not on the Earth.
    public var distanceKm: Double?
    /// The fraction (0…1) of the question's points earned.
    public var fraction: Double
    /// The radii the answer was scored with.
    public var radii: LocateRadii
    /// Distance from the landmark to the place, when the target has a landmark.
    public var landmarkDistanceKm: Double?
    /// Where the place lies seen from the landmark.
    public var direction: CompassDirection?

    init(target: MapTarget, answer: MapAnswer) {
        self.target = target
        self.answer = answer
        let scored = LocateScoring.score(answer, target: target)
        distanceKm = scored.distanceKm
        fraction = scored.fraction
        radii = target.radii
        if let l = target.landmark, l.latitude.isFinite, l.longitude.isFinite {
            let d = GreatCircle.distanceKm(fromLatitude: l.latitude, longitude: l.longitude,
                                           toLatitude: target.latitude, longitude: target.longitude)
            // A landmark at the place itself says nothing about where it is.
            if d.isFinite, d >= 1 {
                landmarkDistanceKm = d
                direction = CompassDirection(bearing: GreatCircle.bearing(
                    fromLatitude: l.latitude, longitude: l.longitude, toLatitude: target.latitude, longitude: target.longitude))
            }
        }
    }

    /// Under this distance (50 m) an answer is on the place itself: it would read "0.0 km off".
    static let onTheSpotKm = 0.05

    /// A distance as people read it: one decimal under 10 km, whole km above.
    public static func kilometres(_ km: Double) -> TextValue {
        .decimal(km, decimals: km < 10 ? 1 : 0)
    }

    /// The feedback in words: the distance and where the place is, or why the point scored nothing.
    public var summary: Message {
        let place = Message(target.name)
        switch answer.problem {
        case .notANumber: return Message(.locateNotANumber, ["place": .message(place)])
        case .outsideWorld: return Message(.locateOutsideWorld, ["place": .message(place)])
        case nil: break
        }
        let km = distanceKm ?? 0
        let off = Self.kilometres(km)
        // Closer than the distance's shown precision (a place answered by its name): no "0 km off".
        let onTheSpot = km < Self.onTheSpotKm
        if let landmark = target.landmark, let d = landmarkDistanceKm, let direction {
            return Message(onTheSpot ? .locateOnTheSpot : .locateOffBy,
                           ["distance": off, "place": .message(place), "landmarkDistance": Self.kilometres(d),
                            "direction": .message(direction.text), "landmark": .message(Message(landmark.name))])
        }
        return Message(onTheSpot ? .locateOnTheSpotAlone : .locateOffByAlone, ["distance": off, "place": .message(place)])
    }
}
