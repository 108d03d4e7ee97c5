import Foundation
import RegioGeo

/// An area's shape for drawing, made once from a GEOS geometry: its rings in
/// coordinates (for projection, bounds and labels), its WKB (which the
/// renderer reads straight into GEOS to simplify and clip, instead of building
/// a geometry from the rings again) and where its label goes, worked out
/// when a map first asks (the pole of its largest part: thousands of
/// distances to every edge of its outline). Share it between threads and maps.
///
/// ```swift
/// let shape = try MapShape(region.geometry)
/// let polygon = MapPolygon(id: "CZ-63", name: "Vysočina", role: .highlighted, shape: shape)
/// ```
public struct MapShape: Hashable, Sendable {
    /// Polygons → rings (the first is the exterior, the rest holes) → coordinates.
    public let rings: [[[Coordinate]]]
    /// The same (multi)polygon as ISO WKB.
    public let wkb: Data
    /// Where the label goes, for every scene drawn from this shape.
    let labelPoint = KeptLabelPoint()
    /// Its outlines simplified for whole zooms, for every scene drawn from this shape.
    let outlines = KeptOutlines()
    /// Its rings projected, for every scene drawn from this shape.
    let projection = KeptArea()

    /// Its rings projected to world coordinates, worked out the first time
    /// and kept (a server projects its areas at start: ``projectRings()``).
    var projected: ProjectedArea { projection.projected { ProjectedArea(rings) } }

    /// Projects the rings now, for the scenes to come (``projected``).
    public func projectRings() { _ = projected }

    /// Reads the geometry's rings and WKB; throws when GEOS cannot.
    public init(_ geometry: Geometry) throws {
        rings = try geometry.polygons
        wkb = try geometry.wkb
    }

    /// The label point (world coordinates) once a map has worked it out or it
    /// was given back with ``restoreLabelPoint(_:)``; nil before, and for a shape
    /// without one. Nothing is worked out here.
    public var settledLabelPoint: WorldPoint? { labelPoint.place.settledPoint }

    /// Works out the label point now if a scene drawn from the shape supplied
    /// its largest part and nothing asked for the point yet (a shape no scene
    /// drew keeps waiting for its part).
    public func workOutLabelPoint() {
        guard labelPoint.place.awaitsItsPole else { return }
        _ = labelPoint.place.point
    }

    /// Works out the label point now from the shape's own rings (the point
    /// every scene drawn from it would work out), unless it is settled; for
    /// the label points a dataset keeps (`regio dataset build`).
    @discardableResult
    public func workOutLabelPointFromItsRings() -> WorldPoint? {
        if let settled = settledLabelPoint { return settled }
        labelPoint.place.supply(projected.largestPart?.rings)
        return labelPoint.place.point
    }

    /// The outlines kept for whole zooms (``KeptOutlines``), by world scale
    /// (256 × 2^zoom): WKB in degrees, as GEOS simplified them.
    public var keptOutlines: [Double: Data] { outlines.all }

    /// Simplifies the outline for each of `scales` (world pixels per world
    /// unit: 256 × 2^zoom) as a scene simplified whole at that scale would,
    /// and keeps it, where none is kept; for the outlines a dataset keeps
    /// (`regio dataset build`). Throws when GEOS cannot.
    public func workOutOutlines(scales: [Double], context: GeometryContext = GeometryContext()) throws {
        let kept = outlines.all, bounds = projected.bounds
        var made: [Double: Data] = [:]
        for scale in scales where kept[scale] == nil {
            made[scale] = try ProjectedScene.simplified(wkb, bounds: bounds, scale: scale, pixels: KeptOutlines.pixels,
                                                        clip: nil, context: context).wkb
        }
        outlines.keep(made)
    }

    /// Gives back outlines made earlier for the same shape (``keptOutlines``), where none is kept.
    public func restoreOutlines(_ kept: [Double: Data]) { outlines.keep(kept) }

    /// Looks for the outline of a scale not kept yet in `source` when a scene
    /// first asks for it (a dataset's file, read then: a map at another scale never reads it).
    public func lookUpOutlines(in source: @escaping @Sendable (Double) -> Data?) { outlines.lookUp(in: source) }

    /// Gives back a label point worked out earlier for the same shape (kept
    /// across a server's restarts), unless it is settled already; the scenes
    /// drawn from the shape then use it instead of working it out again.
    public func restoreLabelPoint(_ point: WorldPoint) { labelPoint.place.settle(point) }
}

/// An area's label point kept with its shape (``ProjectedScene/Polygon/labelPoint``):
/// not part of the shape's value, so shapes are equal whatever it holds.
struct KeptLabelPoint: Hashable, Sendable {
    let place = ProjectedScene.LabelPlace()
    static func == (_: KeptLabelPoint, _: KeptLabelPoint) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}
