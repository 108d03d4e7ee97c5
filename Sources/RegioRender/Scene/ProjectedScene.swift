import Foundation
import RegioCore
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
        /// Where the label goes: the point inside the largest part farthest from
        /// its edges. Worked out when first asked (a tile asks for the areas
        /// near it, of a world's thousands), once for every copy of the area.
        public var labelPoint: WorldPoint? {
            get { labelPlace.point }
            set { labelPlace = LabelPlace(newValue) }
        }
        private(set) var labelPlace: LabelPlace
        /// The width of the largest part's box, to judge whether a label fits.
        public var labelRoom: Double
        public var priority: Double
        /// The outlines its shape keeps for whole zooms (nil: an area not drawn from a ``MapShape``).
        var keptOutlines: KeptOutlines?
        /// Vertices in ``rings`` (to decide whether clipping pays).
        public var vertexCount: Int { rings.reduce(0) { $0 + $1.count } }

        /// `labelPoint` nil: the pole of `largestPart` (its exterior, then its holes), when first asked;
        /// `kept`: the label point kept with the area's shape, worked out once for every scene drawn from it.
        init(id: String, name: String?, role: MapPolygon.Role, rings: [[WorldPoint]], bounds: WorldRect,
             largestPart: [[WorldPoint]]?, labelRoom: Double, priority: Double, kept: LabelPlace? = nil,
             keptOutlines: KeptOutlines? = nil) {
            self.id = id; self.name = name; self.role = role; self.rings = rings; self.bounds = bounds
            self.keptOutlines = keptOutlines
            self.labelRoom = labelRoom; self.priority = priority
            if let kept {
                kept.supply(largestPart)
                labelPlace = kept
            } else {
                labelPlace = LabelPlace(poleOf: largestPart)
            }
        }
    }

    /// An area's label point, fixed or worked out on first use; shared by the
    /// copies of the area, and by the scenes drawn from one ``MapShape``.
    final class LabelPlace: @unchecked Sendable {
        private var part: [[WorldPoint]]?
        private var found: WorldPoint?
        /// Whether ``found`` is final (fixed, or worked out).
        private var settled = false
        private let lock = NSLock()

        init(_ point: WorldPoint?) { found = point; settled = true }
        init(poleOf part: [[WorldPoint]]?) { self.part = part }
        /// A place whose part comes later (``supply(_:)``).
        init() {}

        /// The part whose pole is the point, unless one was given before (every scene of a shape gives the same).
        func supply(_ part: [[WorldPoint]]?) {
            lock.lock()
            defer { lock.unlock() }
            if !settled, self.part == nil { self.part = part }
        }

        var point: WorldPoint? {
            lock.lock()
            defer { lock.unlock() }
            if !settled {
                found = part.flatMap(Geometry2D.poleOfInaccessibility)
                part = nil
                settled = true
            }
            return found
        }

        /// The point when it is settled (worked out or given), without working it out.
        var settledPoint: WorldPoint? {
            lock.lock()
            defer { lock.unlock() }
            return settled ? found : nil
        }

        /// Whether a part was supplied whose pole is not worked out yet.
        var awaitsItsPole: Bool {
            lock.lock()
            defer { lock.unlock() }
            return !settled && part != nil
        }

        /// Settles the point as `point` (kept from an earlier run), unless it is settled already.
        func settle(_ point: WorldPoint) {
            lock.lock()
            defer { lock.unlock() }
            guard !settled else { return }
            found = point
            part = nil
            settled = true
        }
    }
    public struct Line: Sendable {
        public var id: String
        public var name: String?
        public var parts: [[WorldPoint]]
        public var bounds: WorldRect
        public var importance: Double
        public var priority: Double
        public var riverClass: Int?
        /// What the river keeps for every scene drawn from it (nil: nothing).
        var kept: KeptLine? = nil
    }
    /// A road or railway with a box around it (its name and id for labels).
    public struct Road: Sendable {
        public var id: String
        public var name: String?
        public var kind: MapRoad.Kind
        public var parts: [[WorldPoint]]
        public var bounds: WorldRect
    }
    public struct Point: Sendable {
        public var position: WorldPoint
        public var source: MapPoint
    }

    public var polygons: [Polygon]
    public var lines: [Line]
    public var points: [Point]
    /// Lakes: their rings in world coordinates and a box around each.
    public var water: [LayerRings]
    /// Roads and railways.
    public var roads: [Road] = []
    /// Land-cover areas with a box around each.
    public var landAreas: [(kind: MapLandArea.Kind, rings: [[WorldPoint]], bounds: WorldRect)] = []
    /// The land polygons (see ``MapScene/land``), like ``water``.
    public var land: [LayerRings]
    /// The forests (see ``MapScene/forests``), like ``water``.
    public var forests: [LayerRings] = []
    /// See ``MapScene/extractExtent``, like ``water``.
    public var extractExtent: [LayerRings] = []
    /// The relief resampled to rows even in world y.
    public var relief: ProjectedRelief?
    /// The scene's credits in force (``MapScene/credits``) as one line.
    public var attribution: String
    /// The credits always shown and the layer credits, for what a view draws (``OverviewMap``).
    public var alwaysCredited: [String]
    public var layerCredits: [LayerCredit]
    /// The box around the areas, lines and points.
    public var bounds: WorldRect
    /// The box around everything drawn: ``bounds``, the land, water, forests and relief.
    public var drawnBounds: WorldRect {
        var box = bounds
        for layer in [land, water, forests] { for feature in layer { box.extend(feature.bounds) } }
        if let relief { box.extend(relief.bounds) }
        return box
    }
    /// The areas and lines for GEOS (at the resolution of this scene).
    var geometries: SceneGeometries
    /// Changes with every generalised copy (keys caches of GEOS geometries).
    var generation = UUID()

    /// Projects and validates a scene (throws ``RenderError/invalidScene(_:)`` for bad coordinates).
    public init(_ scene: MapScene) throws {
        try scene.validate()
        // The base map's rivers as their features keep them (projected, and their WKB, once).
        let context = GeometryContext()
        let lineShapes = scene.lines.map { l in l.kept.projected { Self.projected(l, context: context) } }
        geometries = SceneGeometries(scene, lines: lineShapes.map(\.wkb), context: context)
        var all = WorldRect.empty
        polygons = scene.polygons.map { p in
            let area = p.keptProjection.map { kept in kept.projected { ProjectedArea(p.rings) } } ?? ProjectedArea(p.rings)
            all.extend(area.bounds)
            return Polygon(id: p.id, name: p.name, role: p.role, rings: area.rings, bounds: area.bounds,
                           largestPart: area.largestPart?.rings, labelRoom: area.largestPart?.width ?? 0,
                           priority: p.labelPriority ?? MapPolygon.defaultPriority(for: p.role), kept: p.keptLabelPoint?.place,
                           keptOutlines: p.keptOutlines)
        }
        lines = zip(scene.lines, lineShapes).map { l, shape in
            all.extend(shape.bounds)
            return Line(id: l.id, name: l.name, parts: shape.parts, bounds: shape.bounds, importance: l.importance,
                        priority: l.labelPriority, riverClass: l.riverClass, kept: l.kept)
        }
        // On all cores for a world scene's quarter of a million points; a country's
        // few thousand are projected sooner than threads are woken for them.
        let sources = scene.points
        points = ChunkedWork.mapEach(count: sources.count, minimumChunk: 32_768) { i in
            Point(position: WebMercator.project(sources[i].coordinate), source: sources[i])
        }
        for p in points { all.extend(p.position) }
        water = scene.water.map(Self.projected)
        land = scene.land.map(Self.projected)
        forests = scene.forests.map(Self.projected)
        extractExtent = scene.extractExtent.map(Self.projected)
        roads = scene.roads.map { r in
            let parts = r.parts.map { $0.map(WebMercator.project) }.filter { $0.count >= 2 }
            var box = WorldRect.empty
            for part in parts { for q in part { box.extend(q) } }
            return Road(id: r.id, name: r.name, kind: r.kind, parts: parts, bounds: box)
        }
        landAreas = scene.landAreas.map { a in
            let rings = a.rings.joined().map { $0.map(WebMercator.project) }.filter { $0.count >= 3 }
            var box = WorldRect.empty
            for ring in rings { for q in ring { box.extend(q) } }
            return (a.kind, rings, box)
        }
        relief = scene.relief.map(ProjectedRelief.init)
        attribution = scene.attributionText
        alwaysCredited = scene.attribution
        layerCredits = scene.allLayerCredits
        bounds = all
    }

    /// A copy for drawing at `scale` device pixels per world unit: GEOS
    /// simplifies every area and line to about `pixels` pixels (keeping the
    /// topology) and, with `clip`, cuts them to that world box. Where GEOS
    /// cannot, Douglas–Peucker on the world points does the simplification.
    /// The areas and the lines are simplified on all cores (each chunk of
    /// them in a GEOS context of its own): on the world, a zoom's thousands
    /// of outlines are most of the time its first tile waits for.
    /// Lines `drawsLine` leaves out are not simplified: they keep no parts
    /// (a whole zoom draws and labels only its rivers: at z3 a few hundred of the world's 8,500).
    public func generalized(scale: Double, pixels: Double = 0.5, clip: WorldRect? = nil,
                            drawsLine: ((Line) -> Bool)? = nil) -> ProjectedScene {
        guard scale > 0, scale.isFinite else { return self }
        var copy = self
        copy.generation = UUID()
        // A whole zoom takes the outlines an area's shape keeps for its scale (the bytes GEOS would give).
        let takesKept = clip == nil && pixels == KeptOutlines.pixels
        let areas = Self.generalized(polygons.map(\.bounds), geometries.polygons, scale: scale, pixels: pixels, clip: clip,
                                     leavesOut: { _ in false }, read: SceneGeometries.worldRings,
                                     kept: { [polygons] i in takesKept ? polygons[i].keptOutlines?.outline(atScale: scale) : nil },
                                     keeper: { _ in nil }) {
            Self.simplifiedRings(polygons[$0].rings, tolerance: pixels / scale)
        }
        for (i, area) in areas.enumerated() {
            copy.polygons[i].rings = area.points
            copy.geometries.polygons[i] = area.wkb
        }
        // A whole zoom's rings and rivers are the ones their features keep for its scale.
        func simplified(_ w: LayerRings) -> LayerRings {
            if let clip, !w.bounds.intersects(clip) { return ([], w.bounds, nil) }
            let make = { Self.simplifiedRings(w.rings, tolerance: pixels / scale) }
            guard takesKept, let kept = w.kept else { return (make(), w.bounds, nil) }
            return (kept.simplified(atScale: scale, make), w.bounds, nil)
        }
        // On all cores: a whole zoom's first scene simplifies the world's 1.2 million forest points.
        func simplifiedLayer(_ layer: [LayerRings]) -> [LayerRings] {
            ChunkedWork.mapEach(count: layer.count, minimumChunk: Self.featuresPerChunk) { simplified(layer[$0]) }
        }
        copy.water = simplifiedLayer(water)
        copy.landAreas = landAreas.map { a in
            if let clip, !a.bounds.intersects(clip) { return (a.kind, [], a.bounds) }
            return (a.kind, Self.simplifiedRings(a.rings, tolerance: pixels / scale), a.bounds)
        }
        copy.roads = roads.map { r in
            var road = r
            road.parts = clip.map { !r.bounds.intersects($0) } == true ? [] : r.parts.map { Geometry2D.simplify($0, tolerance: pixels / scale) }
            return road
        }
        copy.land = simplifiedLayer(land)
        copy.forests = simplifiedLayer(forests)
        let drawn = drawsLine.map { drawsLine in lines.map(drawsLine) }
        let lineParts = Self.generalized(lines.map(\.bounds), geometries.lines, scale: scale, pixels: pixels, clip: clip,
                                         leavesOut: { drawn?[$0] == false },
                                         read: SceneGeometries.worldLines, kept: { _ in nil },
                                         keeper: { [lines] i in takesKept ? lines[i].kept : nil }) { i in
            lines[i].parts.map { Geometry2D.simplify($0, tolerance: pixels / scale) }
        }
        for (i, line) in lineParts.enumerated() {
            copy.lines[i].parts = line.points
            copy.geometries.lines[i] = line.wkb
        }
        return copy
    }

    /// Areas or lines simplified together on one core, at least.
    static let featuresPerChunk = 16

    /// Each feature (its box, its WKB) clipped and simplified by GEOS on all
    /// cores, a GEOS context to each chunk, and read back in world points
    /// (`read`); `kept(i)`, where it gives one, is taken as the simplified
    /// feature; `fallback(i)` where GEOS cannot (the feature's WKB kept).
    /// `keeper(i)`, where it gives one, keeps feature `i` simplified for `scale`, or has it kept.
    /// Outside `clip`, and where `leavesOut(i)`: nothing.
    private static func generalized(_ bounds: [WorldRect], _ wkbs: [Data?], scale: Double, pixels: Double, clip: WorldRect?,
                                    leavesOut: (Int) -> Bool, read: (Geometry) throws -> [[WorldPoint]], kept: (Int) -> Data?,
                                    keeper: (Int) -> KeptLine?,
                                    fallback: (Int) -> [[WorldPoint]]) -> [SimplifiedLine] {
        let clipBox = clip?.boundingBox
        return ChunkedWork.map(count: bounds.count, minimumChunk: featuresPerChunk) { range in
            let context = GeometryContext()
            func worked(_ i: Int) -> SimplifiedLine {
                if let done = kept(i), let g = try? Geometry(wkb: done, context: context), let points = try? read(g) {
                    return (points, done)
                }
                if let wkb = wkbs[i],
                   let s = try? simplified(wkb, bounds: bounds[i], scale: scale, pixels: pixels, clip: clipBox, context: context),
                   let points = try? read(s.geometry) {
                    return (points, s.wkb)
                }
                return (fallback(i), wkbs[i])
            }
            return range.map { i -> SimplifiedLine in
                if leavesOut(i) { return ([], nil) }
                if let clip, !bounds[i].intersects(clip) { return ([], nil) }
                guard let keeper = keeper(i) else { return worked(i) }
                return keeper.simplified(atScale: scale) { worked(i) }
            }
        }
    }

    /// A feature's WKB read into GEOS, clipped and simplified for `scale`; throws when GEOS fails.
    /// Clipped first: a block of tiles simplifies only its piece of a long river or coast,
    /// not the whole of it (the piece stays within the same tolerance of the original).
    static func simplified(_ wkb: Data, bounds: WorldRect, scale: Double, pixels: Double, clip: BoundingBox?,
                           context: GeometryContext) throws -> (geometry: Geometry, wkb: Data) {
        var g = try Geometry(wkb: wkb, context: context)
        let lat = WebMercator.unproject(WorldPoint(x: (bounds.minX + bounds.maxX) / 2, y: (bounds.minY + bounds.maxY) / 2)).latitude
        if let clip { g = try g.clipped(to: clip) }
        let s = try g.simplified(tolerance: SceneGeometries.tolerance(pixels: pixels, scale: scale, latitude: lat))
        return (s, try s.wkb)
    }

    /// A lake's, the land's or a forest's rings in world coordinates, with
    /// their box, as the feature keeps them (projected once).
    static func projected(_ w: MapWater) -> LayerRings {
        let shape = w.kept.projected {
            let rings = w.rings.joined().map { $0.map(WebMercator.project) }.filter { $0.count >= 3 }
            var box = WorldRect.empty
            for ring in rings { for q in ring { box.extend(q) } }
            return (rings, box)
        }
        return (shape.rings, shape.bounds, w.kept)
    }

    /// A river's parts in world coordinates, with their box, and its WKB for GEOS.
    static func projected(_ l: MapLine, context: GeometryContext) -> ProjectedLineShape {
        let parts = l.parts.map { $0.map(WebMercator.project) }.filter { $0.count >= 2 }
        var box = WorldRect.empty
        for part in parts { for q in part { box.extend(q) } }
        return (parts, box, SceneGeometries.lineGeometry(l.parts, context: context).flatMap { try? $0.wkb })
    }

    /// Douglas–Peucker on world rings; rings smaller than the tolerance go.
    static func simplifiedRings(_ rings: [[WorldPoint]], tolerance: Double) -> [[WorldPoint]] {
        rings.compactMap { ring in
            var box = WorldRect.empty
            for q in ring { box.extend(q) }
            guard box.width > tolerance || box.height > tolerance else { return nil }
            let s = Geometry2D.simplify(ring, tolerance: tolerance)
            return s.count >= 3 ? s : nil
        }
    }

    /// The WKB of a polygon at this scene's resolution (for clipping per tile).
    func polygonWKB(_ index: Int) -> Data? { geometries.polygons[index] }
}

/// An area's rings projected to world coordinates, with its largest part
/// (by the area of its exterior), whose pole is the area's label point: one
/// rule for a scene's areas and a shape's own point (``MapShape/workOutLabelPointFromItsRings()``).
struct ProjectedArea {
    /// Every ring of every part with three points or more.
    var rings: [[WorldPoint]] = []
    var bounds = WorldRect.empty
    /// The largest part's rings and the width of its box.
    var largestPart: (rings: [[WorldPoint]], width: Double)?

    init(_ parts: [[[Coordinate]]]) {
        var largestArea = 0.0
        for part in parts {
            let projected = part.map { ring in ring.map(WebMercator.project) }.filter { $0.count >= 3 }
            guard let exterior = projected.first else { continue }
            rings.append(contentsOf: projected)
            var partBox = WorldRect.empty
            for q in exterior { partBox.extend(q) }
            bounds.extend(partBox)
            let area = abs(Geometry2D.signedArea(exterior))
            if largestPart == nil || area > largestArea { (largestArea, largestPart) = (area, (projected, partBox.width)) }
        }
    }
}
