import RegioGeo
import RegioPlaces

extension Dataset {
    /// The region a point belongs to, the way the dataset assigns its own
    /// places: the region containing it, or the nearest one within
    /// ``borderToleranceKm`` (generalised borders); nil farther out.
    ///
    /// ```swift
    /// dataset.regionID(for: Coordinate(latitude: 49.9390, longitude: 14.1880))   // "CZ-20"
    /// ```
    public func regionID(for coordinate: Coordinate) -> String? {
        guard coordinate.isValid else { return nil }
        return Self.assignRegion(coordinate, regions: regions)
    }

    /// `places` with their regions computed from this dataset's polygons
    /// (``regionID(for:)``), replacing whatever region they had.
    public func assigningRegions(_ places: [Place]) -> [Place] {
        places.map { place in
            var p = place
            p.regionID = regionID(for: place.coordinate)
            return p
        }
    }
}
