import RegioGeo

/// Which forests a view draws. A scene can have two: the coarse ones of a
/// land-cover layer (``ProjectedScene/forests``, MODIS at 0.05°) and the
/// land areas' own (``MapLandArea/Kind/forest``, from an OpenStreetMap
/// extract). Inside ``ProjectedScene/extractExtent``, at the zooms
/// the land areas' forests are drawn, they stand for the coarse ones, so no
/// forest is drawn twice. The painter, the legend and the credits all ask here.
extension ProjectedScene {
    /// Whether the land areas' forests are drawn at `zoom` with `style`.
    func landAreaForestsDrawn(style: MapStyle, zoom: Double) -> Bool {
        guard style.roads.landCoverVisible, let look = style.roads.landCover[MapLandArea.Kind.forest.rawValue] else { return false }
        return zoom >= look.minZoom
    }

    /// The extents (world rings) cut out of the coarse forests in `view`;
    /// none where the land areas' forests are not drawn at `zoom`.
    func coarseForestCutouts(in view: WorldRect, style: MapStyle, zoom: Double) -> [[[WorldPoint]]] {
        guard landAreaForestsDrawn(style: style, zoom: zoom) else { return [] }
        return extractExtent.filter { $0.bounds.intersects(view) }.map(\.rings)
    }

    /// The indices of the coarse forests drawn in `view` at `zoom`: those
    /// meeting it, less those whose part in view lies wholly inside a cut-out
    /// (an extent is convex, so its four corners tell).
    func coarseForests(in view: WorldRect, style: MapStyle, zoom: Double) -> [Int] {
        guard style.forest.visible else { return [] }
        let cutouts = coarseForestCutouts(in: view, style: style, zoom: zoom)
        return forests.indices.filter { i in
            let b = forests[i].bounds
            guard b.intersects(view) else { return false }
            let seen = WorldRect(minX: max(b.minX, view.minX), minY: max(b.minY, view.minY),
                                 maxX: min(b.maxX, view.maxX), maxY: min(b.maxY, view.maxY))
            let corners = [(seen.minX, seen.minY), (seen.maxX, seen.minY), (seen.minX, seen.maxY), (seen.maxX, seen.maxY)]
            return !cutouts.contains { rings in corners.allSatisfy { Geometry2D.contains(rings, $0.0, $0.1) } }
        }
    }
}
