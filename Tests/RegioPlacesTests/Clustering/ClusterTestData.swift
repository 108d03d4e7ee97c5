import Foundation
import RegioGeo
@testable import RegioPlaces

/// Inputs for the property tests: places spread uniformly, dense groups,
/// exact duplicates, places on grid lines, at the antimeridian and near the poles.
enum ClusterTestData {
    static let categories: [PlaceCategory] = [.town, .castle, .chateau, .museum, .lookoutTower]

    static func input(_ i: Int, _ lat: Double, _ lon: Double, rng: inout SeededRandom) -> ClusterInput {
        ClusterInput(id: "t:\(i)", name: "Place \(i)", coordinate: Coordinate(latitude: lat, longitude: lon),
                     category: categories[Int.random(in: 0..<categories.count, using: &rng)],
                     importance: Double(Int.random(in: 0...20, using: &rng)))   // ties on purpose
    }

    /// `count` places around a random centre (or around the world when `world`).
    static func mixed(count: Int, seed: UInt64, world: Bool = false) -> [ClusterInput] {
        var rng = SeededRandom(seed: seed)
        var out: [ClusterInput] = []
        let centreLat = world ? 0 : Double.random(in: -60...60, using: &rng)
        let centreLon = world ? 0 : Double.random(in: -180...180, using: &rng)
        let spread = world ? 180.0 : Double.random(in: 0.05...20, using: &rng)
        var groups: [(Double, Double, Double)] = []
        for _ in 0..<max(1, count / 150) {
            groups.append((centreLat + Double.random(in: -1...1, using: &rng) * spread / 2,
                           centreLon + Double.random(in: -1...1, using: &rng) * spread,
                           spread * Double.random(in: 0.001...0.05, using: &rng)))
        }
        func clampLat(_ v: Double) -> Double { min(max(v, -89.9), 89.9) }
        func wrapLon(_ v: Double) -> Double {
            var l = v.truncatingRemainder(dividingBy: 360)
            if l > 180 { l -= 360 } else if l < -180 { l += 360 }
            return l
        }
        while out.count < count {
            let i = out.count
            switch Int.random(in: 0..<20, using: &rng) {
            case 0..<7:   // uniform in the area
                out.append(input(i, clampLat(centreLat + Double.random(in: -1...1, using: &rng) * spread / 2),
                                 wrapLon(centreLon + Double.random(in: -1...1, using: &rng) * spread), rng: &rng))
            case 7..<15:  // dense groups
                let g = groups[Int.random(in: 0..<groups.count, using: &rng)]
                out.append(input(i, clampLat(g.0 + rng.gaussian() * g.2), wrapLon(g.1 + rng.gaussian() * g.2), rng: &rng))
            case 15..<17: // an exact duplicate of an earlier place
                if let other = out.randomElement(using: &rng) {
                    out.append(input(i, other.coordinate.latitude, other.coordinate.longitude, rng: &rng))
                }
            case 17:      // on a grid line: world x or y a multiple of 2^-k
                let k = Int.random(in: 1...22, using: &rng)
                let cells = Double(1 << k)
                let p = WebMercator.project(Coordinate(latitude: clampLat(centreLat), longitude: wrapLon(centreLon)))
                let gx = (p.x * cells).rounded() / cells, gy = (p.y * cells).rounded() / cells
                let c = WebMercator.unproject(WorldPoint(x: gx, y: min(max(gy, 0), 1)))
                out.append(input(i, c.latitude, min(max(c.longitude, -180), 180), rng: &rng))
            case 18:      // the antimeridian
                out.append(input(i, clampLat(centreLat + Double.random(in: -1...1, using: &rng) * spread / 2),
                                 [180, -180, 179.9999, -179.9999][Int.random(in: 0..<4, using: &rng)], rng: &rng))
            default:      // towards and beyond the Mercator limit
                out.append(input(i, [85.0511, -85.0511, 85.051128779806589, -89.5, 90, -90][Int.random(in: 0..<6, using: &rng)],
                                 wrapLon(centreLon + Double.random(in: -1...1, using: &rng) * spread), rng: &rng))
            }
        }
        return out
    }

    /// Random options in range.
    static func options(seed: UInt64) -> ClusterOptions {
        var rng = SeededRandom(seed: seed ^ 0xC1A5)
        let minZoom = Int.random(in: 0...4, using: &rng)
        return ClusterOptions(minZoom: minZoom, maxZoom: Int.random(in: max(minZoom, 8)...24, using: &rng),
                              radius: [40, 60, 64, 10, 256].randomElement(using: &rng)!,
                              extent: [512, 256, 4096].randomElement(using: &rng)!,
                              minPoints: [2, 2, 3, 5].randomElement(using: &rng)!)
    }
}
