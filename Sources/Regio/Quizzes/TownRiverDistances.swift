import Foundation

/// How close a named river must pass a town for a quiz to say the town is on
/// it, and how far a river must stay to be offered as a wrong answer.
///
/// A town is a point (GeoNames: its centre) and a river a line of the base
/// map, so the distance from centre to line must cover three things:
/// - the town's size: a radius of its built-up area, from its population at
///   ``builtUpDensity`` (Znojmo, 34,000: 2.3 km; Brno, 380,000: 7.8 km,
///   kept to ``townRadiusKm``);
/// - GSHHG's accuracy, drawn for about 1:250,000: ``riverAccuracyKm``;
/// - the simplification at build time (``BasemapBuilder/tolerance(for:)``:
///   about 0.1 km for the Czech box, 2.5 km for the world).
///
/// A wrong answer must be farther than ``nearbyFactor`` times that and at
/// least ``nearbyMinimumKm`` away: a river a few kilometres past the edge
/// (the Vltava at Mělník's confluence) is not a wrong answer.
struct TownRiverDistances {
    /// People per km² of a town's built-up area: the lower end for Czech
    /// towns (Brno's 380,000 on 230 km² of municipality: 1,650), so that the
    /// radius is generous.
    static let builtUpDensity = 2_000.0
    static let townRadiusKm: ClosedRange<Double> = 1...5
    /// 2 mm on a 1:250,000 map.
    static let riverAccuracyKm = 0.5
    static let nearbyFactor = 3.0
    static let nearbyMinimumKm = 15.0
    /// The longest distance in km that a degree of latitude or longitude spans (a degree of latitude at the poles).
    static let kmPerDegree = 111.7

    /// The simplification tolerance in km.
    let simplificationKm: Double

    /// `riversBox`: the box the rivers span (clipped to the build's box, so at
    /// most that box: the tolerance derived from it is at most the one used).
    init(riversBox: BoundingBox) {
        simplificationKm = BasemapBuilder.tolerance(for: riversBox) * Self.kmPerDegree
    }

    /// Within this many km (rounded up to 0.1 km) of a town's centre, a river passes the town.
    func passingKm(population: Int) -> Double {
        let radius = (Double(population) / (Double.pi * Self.builtUpDensity)).squareRoot()
        let km = min(max(radius, Self.townRadiusKm.lowerBound), Self.townRadiusKm.upperBound)
            + Self.riverAccuracyKm + simplificationKm
        return (km * 10).rounded(.up) / 10
    }

    /// A river within this many km is never a wrong answer for the town.
    func nearbyKm(passingKm: Double) -> Double { max(Self.nearbyMinimumKm, Self.nearbyFactor * passingKm) }

    /// The largest ``nearbyKm(passingKm:)`` of any town.
    var largestNearbyKm: Double { nearbyKm(passingKm: passingKm(population: Int.max / 2)) }
}
