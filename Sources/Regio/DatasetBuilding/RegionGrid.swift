import Foundation
import RegioGeo

/// The regions near a point, found through a grid of 1° cells over their
/// bounding boxes (grown by a margin), so that assigning 235,000 places to
/// 4,500 regions tests only a few regions per place.
struct RegionGrid {
    private var cells: [Int: [Int]] = [:]
    private let regions: [Region]

    init(regions: [Region], marginKm: Double) {
        self.regions = regions
        for (i, r) in regions.enumerated() {
            let b = r.bounds
            let latMargin = marginKm / 111
            let lonMargin = marginKm / (111 * max(cos(max(abs(b.south), abs(b.north)) * .pi / 180), 0.05))
            let south = Int(floor(max(-90, b.south - latMargin))), north = Int(floor(min(89.999, b.north + latMargin)))
            let west = Int(floor(max(-180, b.west - lonMargin))), east = Int(floor(min(179.999, b.east + lonMargin)))
            guard south <= north, west <= east else { continue }
            for lat in south...north { for lon in west...east { cells[Self.key(lat, lon), default: []].append(i) } }
        }
    }

    private static func key(_ lat: Int, _ lon: Int) -> Int { (lat + 90) * 360 + (lon + 180) }

    /// The regions whose grown box covers the point's cell, in dataset order.
    func candidates(for c: Coordinate) -> [Region] {
        let k = Self.key(Int(floor(min(c.latitude, 89.999))), Int(floor(min(c.longitude, 179.999))))
        return (cells[k] ?? []).map { regions[$0] }
    }
}
