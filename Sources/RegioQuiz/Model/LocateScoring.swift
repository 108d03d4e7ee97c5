/// How a map answer is scored: by its great-circle distance from the place
/// (``GreatCircle``). Full points up to the full radius, none from the zero
/// radius on, falling linearly in between. An answer is *right* when it earns
/// full points. A point that is not on the Earth (NaN, ±∞, latitude beyond
/// ±90°, longitude beyond ±180°) earns nothing; nothing here traps.
///
/// ```swift
/// let radii = LocateRadii(fullKm: 5, zeroKm: 50)
/// LocateScoring.fraction(distanceKm: 3, radii: radii)    // 1
/// LocateScoring.fraction(distanceKm: 27.5, radii: radii) // 0.5
/// LocateScoring.fraction(distanceKm: 60, radii: radii)   // 0
/// ```
public enum LocateScoring {
    /// The fraction (0…1) of the points a point `distanceKm` from the place earns.
    public static func fraction(distanceKm: Double, radii: LocateRadii) -> Double {
        guard distanceKm.isFinite, distanceKm >= 0 else { return 0 }
        if distanceKm <= radii.fullKm { return 1 }
        if distanceKm >= radii.zeroKm || radii.zeroKm <= radii.fullKm { return 0 }
        return min(1, max(0, (radii.zeroKm - distanceKm) / (radii.zeroKm - radii.fullKm)))
    }

    /// The distance of `answer` from `target` in km (nil when the answer is not
    /// on the Earth) and the fraction of the points it earns.
    public static func score(_ answer: MapAnswer, target: MapTarget) -> (distanceKm: Double?, fraction: Double) {
        guard answer.problem == nil, let lat = answer.latitude, let lon = answer.longitude else { return (nil, 0) }
        let d = GreatCircle.distanceKm(fromLatitude: target.latitude, longitude: target.longitude, toLatitude: lat, longitude: lon)
        guard d.isFinite else { return (nil, 0) }
        return (d, fraction(distanceKm: d, radii: target.radii))
    }
}
