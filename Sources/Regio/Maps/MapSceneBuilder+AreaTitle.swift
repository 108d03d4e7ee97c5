import RegioGeo

extension MapSceneBuilder {
    /// A title for a map of a box or a view from what it shows, not its
    /// coordinates: the dataset's name ("Česko") when it shows most of the
    /// regions, "Brno and surroundings" around the largest town in its central
    /// part, else the region at its centre; nil when none applies (open sea).
    ///
    /// ```swift
    /// builder.areaTitle(BoundingBox(west: 16.4, south: 49.1, east: 16.8, north: 49.3))   // "Brno and surroundings"
    /// ```
    func areaTitle(_ box: BoundingBox) -> String? {
        let regions = dataset.regions
        if regions.count >= 3, regions.filter({ box.contains($0.labelPoint) }).count * 2 >= regions.count {
            return dataset.name(in: language)
        }
        if !box.crossesAntimeridian {
            let w = (box.east - box.west) / 4, h = (box.north - box.south) / 4
            let middle = BoundingBox(west: box.west + w, south: box.south + h, east: box.east - w, north: box.north - h)
            if let town = towns(in: middle).max(by: { ($0.population ?? 0, $1.id) < ($1.population ?? 0, $0.id) }) {
                return Message(.mapTitleAround, ["name": townLabel(town)]).text(in: language)
            }
        }
        return dataset.region(containing: box.center).map(regionLabel)
    }
}
