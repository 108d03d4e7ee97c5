import RegioGeo

/// A ``MapScene`` projected to world coordinates (``WebMercator``), with a box
/// around each feature for culling and a label point for each polygon.
/// Build it once; ``generalized(tolerance:)`` makes a copy simplified for a scale.
public struct ProjectedScene: Sendable {
    public struct Polygon: Sendable {
        public var id: String
        public var name: String?
        public var role: MapPolygon.Role
        /// Every ring of every part (exteriors and holes; filled even-odd).
        public var rings: [[WorldPoint]]
        public var bounds: WorldRect
        /// Where the label goes: the point inside the largest part farthest from its edges.
        public var labelPoint: WorldPoint?
        /// The width of the largest part's box, to judge whether a label fits.
        public var labelRoom: Double
        public var priority: Double
    }
    public struct Line: Sendable {
        public var id: String
        public var name: String?
        public var parts: [[WorldPoint]]
        public var bounds: WorldRect
        public var importance: Double
        public var priority: Double
    }
    public struct Point: Sendable {
        public var position: WorldPoint
        public var source: MapPoint
    }

    public var polygons: [Polygon]
    public var lines: [Line]
    public var points: [Point]
    public var attribution: String
    /// The box around everything.
    public var bounds: WorldRect

    /// Projects and validates a scene (throws ``RenderError/invalidScene(_:)`` for bad coordinates).
    public init(_ scene: MapScene) throws {
        try scene.validate()
        var all = WorldRect.empty
        polygons = scene.polygons.map { p in
            var rings: [[WorldPoint]] = []
            var box = WorldRect.empty
            var best: (area: Double, rings: [[WorldPoint]], width: Double)? = nil
            for part in p.rings {
                let projected = part.map { ring in ring.map(WebMercator.project) }.filter { $0.count >= 3 }
                guard let exterior = projected.first else { continue }
                rings.append(contentsOf: projected)
                var partBox = WorldRect.empty
                for q in exterior { partBox.extend(q) }
                box.extend(partBox)
                let area = abs(Geometry2D.signedArea(exterior))
                if best == nil || area > best!.area { best = (area, projected, partBox.width) }
            }
            all.extend(box)
            let label = best.flatMap { Geometry2D.poleOfInaccessibility($0.rings) }
            return Polygon(id: p.id, name: p.name, role: p.role, rings: rings, bounds: box, labelPoint: label,
                           labelRoom: best?.width ?? 0,
                           priority: p.labelPriority ?? MapPolygon.defaultPriority(for: p.role))
        }
        lines = scene.lines.map { l in
            let parts = l.parts.map { $0.map(WebMercator.project) }.filter { $0.count >= 2 }
            var box = WorldRect.empty
            for part in parts { for q in part { box.extend(q) } }
            all.extend(box)
            return Line(id: l.id, name: l.name, parts: parts, bounds: box, importance: l.importance, priority: l.labelPriority)
        }
        points = scene.points.map { p in
            let w = WebMercator.project(p.coordinate)
            all.extend(w)
            return Point(position: w, source: p)
        }
        attribution = scene.attributionText
        bounds = all
    }

    /// A copy with every ring and line simplified (Douglas–Peucker) so that no
    /// vertex moves more than `tolerance` world units; rings smaller than the
    /// tolerance are dropped.
    public func generalized(tolerance: Double) -> ProjectedScene {
        guard tolerance > 0, tolerance.isFinite else { return self }
        var copy = self
        for i in copy.polygons.indices {
            copy.polygons[i].rings = copy.polygons[i].rings.compactMap { ring in
                var box = WorldRect.empty
                for q in ring { box.extend(q) }
                guard box.width > tolerance || box.height > tolerance else { return nil }
                let s = Geometry2D.simplify(ring, tolerance: tolerance)
                return s.count >= 3 ? s : nil
            }
        }
        for i in copy.lines.indices {
            copy.lines[i].parts = copy.lines[i].parts.map { Geometry2D.simplify($0, tolerance: tolerance) }
        }
        return copy
    }
}
