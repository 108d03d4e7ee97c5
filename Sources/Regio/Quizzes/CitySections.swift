import Foundation
import RegioGeo
import RegioPlaces

/// Which towns are sections of a larger city rather than towns of their own.
///
/// GeoNames lists parts of Prague or Brno (Žižkov, Brno střed) as places with
/// a population. A place counts as a section when it lies within
/// 1.1·√(P / 10 000) km of the centre of a place with population P that is at
/// least four times its own (12 km around Prague, 7 km around Brno, 4.5 km
/// around Plzeň). Only cities of ``minimumCityPopulation`` or more are
/// considered. A few real towns next to a city are left out too, which only
/// makes generated questions a little less varied and maps a little sparser.
///
/// The cities sit in a grid of cells in space, over the unit sphere, each
/// cell twice as wide as the largest city's radius, so a question reads the
/// (at most 8) cells that radius around a place reaches instead of every
/// city: the whole world (235,000 places, 4,000 cities) is answered in
/// milliseconds, with the answers of a comparison with every city.
///
/// ```swift
/// let sections = CitySections(places: dataset.places)
/// sections.contains(zizkov)   // true: within 12 km of Prague's centre
/// ```
public struct CitySections: Sendable {
    /// Cities smaller than this have no sections in GeoNames worth leaving out.
    public static let minimumCityPopulation = 40_000

    /// The cities, as flat arrays (one entry per city): ids, populations,
    /// positions on the unit sphere and the squared chord of each one's radius.
    private let cityIDs: [String]
    private let cityPopulations: [Int]
    private let cityVectors: [SIMD3<Double>]
    private let cityReachSquared: [Double]
    private let cells: [Cell: [Int32]]
    /// The chord of the largest city's radius (a little more, for rounding).
    private let reach: Double
    /// The cell width: twice ``reach``, so a point's reach spans at most two cells on each axis.
    private var cellSize: Double { 2 * reach }

    /// - Parameter places: any places; the towns of ``minimumCityPopulation`` or more are the cities.
    public init(places: [Place]) {
        let cities = places.filter { $0.category == .town && ($0.population ?? 0) >= Self.minimumCityPopulation }
        cityIDs = cities.map(\.id)
        cityPopulations = cities.map { $0.population ?? 0 }
        cityVectors = cities.map { Self.unitVector($0.coordinate) }
        cityReachSquared = cityPopulations.map { let c = Self.chord(km: Self.radiusKm(population: $0)); return c * c }
        let largest = cityPopulations.map { Self.radiusKm(population: $0) }.max() ?? 1
        reach = Self.chord(km: largest) * 1.001 + 1e-12
        let size = 2 * reach
        var cells: [Cell: [Int32]] = [:]
        for (i, v) in cityVectors.enumerated() {
            cells[Cell(v, size: size), default: []].append(Int32(i))
        }
        self.cells = cells
    }

    /// Whether `place` (a town with a population) is a section of a city; false for other places.
    public func contains(_ place: Place) -> Bool {
        guard place.category == .town, let population = place.population, !cityIDs.isEmpty else { return false }
        // Every city within the largest radius lies within `reach` of the point on each axis.
        let v = Self.unitVector(place.coordinate)
        let low = Cell(v - reach, size: cellSize), high = Cell(v + reach, size: cellSize)
        for x in low.x...high.x {
            for y in low.y...high.y {
                for z in low.z...high.z {
                    guard let indices = cells[Cell(x: x, y: y, z: z)] else { continue }
                    for i in indices where isSection(place, at: v, population: population, of: Int(i)) { return true }
                }
            }
        }
        return false
    }

    /// Whether the city at `index` has four times the place's population and
    /// lies within its radius. The chord through the sphere grows with the
    /// distance along it (the haversine's `a` is a quarter of the squared
    /// chord), so comparing squared chords is comparing distances, without a
    /// trigonometric function per city.
    private func isSection(_ place: Place, at v: SIMD3<Double>, population: Int, of index: Int) -> Bool {
        guard cityPopulations[index] >= 4 * population else { return false }
        let d = cityVectors[index] - v
        guard (d * d).sum() <= cityReachSquared[index] else { return false }
        return cityIDs[index] != place.id
    }

    static func radiusKm(population: Int) -> Double {
        1.1 * (Double(population) / 10_000).squareRoot()
    }

    /// The straight-line distance through the unit sphere between two points `km` apart on its surface.
    static func chord(km: Double) -> Double {
        2 * sin(min(Double.pi / 2, km * 1000 / Earth.meanRadius / 2))
    }

    static func unitVector(_ c: Coordinate) -> SIMD3<Double> {
        let lat = c.latitude * .pi / 180, lon = c.longitude * .pi / 180
        return SIMD3(cos(lat) * cos(lon), cos(lat) * sin(lon), sin(lat))
    }

    private struct Cell: Hashable, Sendable {
        let x: Int, y: Int, z: Int
        init(x: Int, y: Int, z: Int) { self.x = x; self.y = y; self.z = z }
        init(_ v: SIMD3<Double>, size: Double) {
            x = Int((v.x / size).rounded(.down)); y = Int((v.y / size).rounded(.down)); z = Int((v.z / size).rounded(.down))
        }
    }
}
