/// The two radii that score a map answer: full points within `fullKm` of the
/// place, none beyond `zeroKm`, falling linearly in between
/// (``LocateScoring``). The defaults by kind of place live here, and only here.
///
/// ```swift
/// LocateRadii.defaults(forKind: "town")   // 5 km / 50 km
/// LocateRadii.defaults(forKind: "region") // 20 km / 150 km
/// ```
public struct LocateRadii: Hashable, Sendable, Codable {
    public var fullKm: Double
    public var zeroKm: Double

    public init(fullKm: Double, zeroKm: Double) {
        self.fullKm = fullKm
        self.zeroKm = zeroKm
    }

    /// The default radii of a kind of place: small places must be found
    /// closely, a region (scored from its centre) loosely. Unknown or no kind: 10 / 100 km.
    public static func defaults(forKind kind: String?) -> LocateRadii {
        switch kind?.lowercased() {
        case "village", "hamlet": return LocateRadii(fullKm: 3, zeroKm: 30)
        case "town": return LocateRadii(fullKm: 5, zeroKm: 50)
        case "city", "capital": return LocateRadii(fullKm: 10, zeroKm: 80)
        case "peak", "mountain", "castle", "monument", "sight": return LocateRadii(fullKm: 5, zeroKm: 50)
        case "water", "lake", "reservoir": return LocateRadii(fullKm: 8, zeroKm: 60)
        case "region", "district", "area": return LocateRadii(fullKm: 20, zeroKm: 150)
        case "country": return LocateRadii(fullKm: 100, zeroKm: 800)
        default: return LocateRadii(fullKm: 10, zeroKm: 100)
        }
    }
}
