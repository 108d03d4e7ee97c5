import RegioGeo
import RegioPlaces

extension Region: AssignableArea {}

extension Dataset {
    /// The region a point belongs to, the one rule for every place (the
    /// dataset's own, synced ones and `--places` catalogues): the region
    /// containing it, or the nearest one within ``borderToleranceKm``
    /// (generalised borders); nil farther out or for an invalid coordinate.
    /// Throws when GEOS cannot measure the distance to a region.
    ///
    /// ```swift
    /// try dataset.regionID(for: Coordinate(latitude: 49.9390, longitude: 14.1880))   // "CZ-20"
    /// ```
    public func regionID(for coordinate: Coordinate) throws -> String? {
        try Self.regionID(for: coordinate, among: regionIndex.candidates(for: coordinate))
    }

    /// ``regionID(for:)`` among `regions` (while the dataset is being loaded or
    /// built; the regions near the point, from a ``RegionIndex``, give the same answer as all of them).
    static func regionID(for coordinate: Coordinate, among regions: [Region]) throws -> String? {
        try regions.assignment(of: coordinate, toleranceKm: borderToleranceKm).map { regions[$0.index].id }
    }
}
