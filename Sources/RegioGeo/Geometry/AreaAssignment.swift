/// An area that points can be assigned to: a dataset's region, a polygon
/// being built into a dataset (``PreparedGeometry``).
public protocol AssignableArea {
    /// The area's polygon, for the distance to a point outside it.
    var geometry: Geometry { get }
    /// Whether the area contains the point (a fast, prepared test).
    func contains(_ c: Coordinate) -> Bool
}

extension PreparedGeometry: AssignableArea {}

/// Which of several areas a point was assigned to, and how far away it is.
public struct AreaAssignment: Hashable, Sendable {
    /// The area's position in the array.
    public let index: Int
    /// 0 when the area contains the point; else the distance to it in km.
    public let distanceKm: Double

    /// Whether the area contains the point (rather than being the nearest one).
    public var isInside: Bool { distanceKm == 0 }
}

extension Array where Element: AssignableArea {
    /// The one rule for assigning a point to areas (places to regions): the
    /// first area that contains it, else the nearest one within `toleranceKm`
    /// (generalised borders leave points just outside), else nil. Nil for an
    /// invalid coordinate. Throws when GEOS cannot measure a distance.
    ///
    /// ```swift
    /// let prepared = polygons.map(PreparedGeometry.init)
    /// try prepared.assignment(of: brno, toleranceKm: 15)?.index
    /// ```
    public func assignment(of c: Coordinate, toleranceKm: Double) throws -> AreaAssignment? {
        guard c.isValid else { return nil }
        if let i = firstIndex(where: { $0.contains(c) }) { return AreaAssignment(index: i, distanceKm: 0) }
        guard let nearest = try nearest(to: c), nearest.distanceKm <= toleranceKm else { return nil }
        return nearest
    }

    /// The area nearest to the point (distance 0 inside); nil when the array is
    /// empty or the coordinate invalid. Throws when GEOS cannot measure a distance.
    public func nearest(to c: Coordinate) throws -> AreaAssignment? {
        guard c.isValid else { return nil }
        var best: AreaAssignment?
        for (i, area) in enumerated() {
            let d = try area.geometry.distanceKm(to: c)
            if d < (best?.distanceKm ?? .infinity) { best = AreaAssignment(index: i, distanceKm: d) }
        }
        return best
    }
}
