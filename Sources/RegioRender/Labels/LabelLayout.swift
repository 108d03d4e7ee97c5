import Foundation
import RegioGeo

/// The labels of a map, placed once in one plane: the device pixels of an
/// overview map, or the world pixels of a zoom for tiles (so every tile draws
/// the same labels at the same places, and none is cut at a tile edge).
public struct LabelLayout: Sendable {
    public private(set) var labels: [PlacedLabel]
    /// The labels' boxes by cells (``buildIndex(cellSize:)``; nil: not indexed).
    private var index: CollisionGrid?

    public init(labels: [PlacedLabel] = [], unnamedTowns: Set<String> = []) {
        self.labels = labels; self.unnamedTowns = unnamedTowns
    }

    /// Indexes the labels by square cells of the plane (a tile's size), so
    /// ``labels(meeting:dx:dy:)`` looks only at nearby labels.
    public mutating func buildIndex(cellSize: Double) {
        guard cellSize > 0, cellSize.isFinite else { return }
        var grid = CollisionGrid(cellSize: cellSize)
        for l in labels { grid.insert(l.box) }
        index = grid
    }

    /// Places the labels of `scene` in the plane of `transform`.
    /// - Parameters:
    ///   - bounds: labels must lie inside (nil: anywhere).
    ///   - obstacles: space labels must leave free (title, legend, …).
    public static func place(scene: ProjectedScene, style: MapStyle, transform: MapTransform,
                             bounds: PixelRect? = nil, obstacles: [PixelRect] = []) -> LabelLayout {
        let fonts = FontLibrary.named(style.fontFamily)
        let measurer = TextMeasurer(fonts: fonts)
        let pr = transform.pixelRatio
        let z = transform.styleZoom
        let labelStyle = style.labels
        var placer = LabelPlacer(bounds: bounds, repeatDistance: 80 * pr)
        for o in obstacles { placer.addObstacle(o) }
        var candidates: [LabelCandidate] = []
        // A candidate is some 200 bytes: growing the array copies them again and again.
        candidates.reserveCapacity(scene.points.count + scene.polygons.count + scene.lines.count + scene.roads.count)
        let cull = bounds.map { PixelRect(minX: $0.minX - 50 * pr, minY: $0.minY - 50 * pr, maxX: $0.maxX + 50 * pr, maxY: $0.maxY + 50 * pr) }

        /// A candidate; `measured` false leaves its width to the placer (``LabelCandidate/widthUnknown``).
        func candidate(id: String, text: String, kind: LabelCandidate.Kind, priority: Double, x: Double, y: Double,
                       radius: Double, positions: [LabelCandidate.Position], size: Double, bold: Bool, italic: Bool,
                       color: StyleColor, measured: Bool = true) -> LabelCandidate {
            let fontSize = size * pr
            let face = fonts.face(bold: bold, italic: italic)
            var c = LabelCandidate(id: id, text: text, kind: kind, priority: priority, x: x, y: y, symbolRadius: radius * pr,
                                   positions: positions, fontSize: fontSize, bold: bold, italic: italic,
                                   metrics: measured ? measurer.measure(text, face: face, size: fontSize) : measurer.lineMetrics(face: face, size: fontSize),
                                   color: color, halo: labelStyle.halo, haloWidth: labelStyle.haloWidth * pr,
                                   padding: labelStyle.padding * pr)
            c.widthUnknown = !measured
            return c
        }

        // Points: symbols are obstacles; names are candidates.
        let pointPositions: [LabelCandidate.Position] = [.right, .left, .aboveRight, .belowRight, .above, .below, .aboveLeft, .belowLeft]
        for p in scene.points {
            let m = p.source
            guard PointAppearance.isVisible(m, style: style, styleZoom: z) else { continue }
            let (x, y) = transform.apply(p.position)
            if let cull, !cull.contains(x: x, y: y) { continue }
            let r = PointAppearance.radius(m, style: style) * pr
            let symbol = PixelRect(minX: x - r, minY: y - r, maxX: x + r, maxY: y + r)
            if case .cluster = m.kind {
                // A badge is an opaque disc with a count: only the names of
                // towns of 20,000 and more (and favourites) may cover it.
                placer.addSymbol(symbol, priority: Self.clusterBadgePriority)
                continue
            }
            if case .pin = m.kind {
                // A numbered pin is never covered; its name is in the list beside the map.
                placer.addSymbol(symbol, priority: m.effectivePriority)
                continue
            }
            placer.addSymbol(symbol, priority: m.effectivePriority)
            guard let name = m.name, !name.isEmpty else { continue }
            switch m.kind {
            case .cluster, .pin: continue
            case .town(let population):
                let cls = style.townClass(population: population)
                candidates.append(candidate(id: m.id, text: name, kind: m.isFavourite ? .favourite : .town,
                                            priority: m.effectivePriority, x: x, y: y, radius: r / pr,
                                            positions: pointPositions, size: cls.fontSize, bold: cls.bold || m.isFavourite,
                                            italic: false, color: labelStyle.town, measured: false))
            case .place:
                candidates.append(candidate(id: m.id, text: name, kind: m.isFavourite ? .favourite : .place,
                                            priority: m.effectivePriority, x: x, y: y, radius: r / pr,
                                            positions: pointPositions, size: style.places.fontSize + (m.isFavourite ? 1 : 0),
                                            bold: m.isFavourite, italic: false,
                                            color: m.isFavourite ? labelStyle.town : labelStyle.place, measured: false))
            }
        }
        // Areas: one label at the pole of inaccessibility, when it fits.
        for poly in scene.polygons {
            guard let name = poly.name, !name.isEmpty, let lp = poly.labelPoint else { continue }
            let (x, y) = transform.apply(lp)
            if let cull, !cull.contains(x: x, y: y) { continue }
            let kind: LabelCandidate.Kind
            let size: Double
            let color: StyleColor
            switch poly.role {
            case .highlighted: kind = .highlightedRegion; size = labelStyle.highlightedRegionFontSize; color = labelStyle.highlightedRegion
            case .region: kind = .region; size = labelStyle.regionFontSize; color = labelStyle.region
            case .neighbour: kind = .neighbour; size = labelStyle.regionFontSize; color = labelStyle.region.withAlpha(0.75)
            }
            var c = candidate(id: "area:" + poly.id, text: name, kind: kind, priority: poly.priority, x: x, y: y,
                              radius: size * 0.5, positions: [.center, .below, .above, .right, .left], size: size, bold: poly.role == .highlighted,
                              italic: false, color: color)
            // Skip labels wider than the area itself at this scale.
            guard c.metrics.width <= poly.labelRoom * transform.scale * 0.9 else { continue }
            c.avoidsSymbols = false
            c.covers = poly.role == .highlighted ? .any : poly.role == .neighbour ? .small : .none
            candidates.append(c)
        }
        /// A line's name along the longest straight stretch in view that holds it
        /// (``LineStretch``), set `along` the line; else (`levelFallback`) level at
        /// the middle of its longest part. Nil when no part is in view.
        func lineCandidate(_ base: LabelCandidate, parts: [[WorldPoint]], along: [LabelCandidate.Position],
                           levelFallback: Bool) -> LabelCandidate? {
            var c = base
            let room = c.metrics.width + 2 * (c.haloWidth + c.padding) + 4 * pr
            // The runs of each part that lie in view (a tile's plane is the whole world).
            var runs: [[(x: Double, y: Double)]] = []
            for part in parts {
                runs.append([])
                for p in part {
                    let q = transform.apply(p)
                    if let cull, !cull.contains(x: q.x, y: q.y) { if !runs[runs.count - 1].isEmpty { runs.append([]) }; continue }
                    runs[runs.count - 1].append((q.x, q.y))
                }
            }
            let stretches = runs.compactMap { LineStretch.longest(in: $0, atLeast: room) }
            let inView = levelFallback && (cull.map { $0.contains(x: c.x, y: c.y) } ?? true)
            guard let stretch = stretches.max(by: { $0.length < $1.length }) else { return inView ? c : nil }
            if inView { c.levelFallback = (c.x, c.y, c.positions) }
            (c.x, c.y, c.angle) = (stretch.x, stretch.y, stretch.angle)
            c.positions = along
            return c
        }
        // Rivers: the name just beside the line.
        if style.river.visible, z >= style.river.minZoom {
            for line in scene.lines where style.river.shows(importance: line.importance, riverClass: line.riverClass, zoom: z) {
                guard let name = line.name, !name.isEmpty,
                      let part = line.parts.max(by: { $0.count < $1.count }), part.count >= 2 else { continue }
                let (x, y) = transform.apply(part[part.count / 2])
                let c = candidate(id: "line:" + line.id, text: name, kind: .river, priority: line.priority,
                                  x: x, y: y, radius: 2, positions: [.above, .below, .right, .left],
                                  size: labelStyle.riverFontSize, bold: false, italic: true, color: labelStyle.river)
                if let placed = lineCandidate(c, parts: line.parts, along: [.above, .below], levelFallback: true) { candidates.append(placed) }
            }
        }
        // Streets and roads: the name on the line, from the zoom its class names show
        // (``RoadStyle/Class/labelMinZoom``); never level (a name beside a bend reads as another street's).
        for road in scene.roads {
            guard let name = road.name, !name.isEmpty, let look = style.roads.classes[road.kind.rawValue],
                  let from = look.labelMinZoom, z >= from, road.kind == .railway ? style.roads.railwaysVisible : style.roads.visible,
                  let part = road.parts.max(by: { $0.count < $1.count }), part.count >= 2 else { continue }
            let (x, y) = transform.apply(part[part.count / 2])
            // More important classes first; a longer street before a shorter one of its class.
            let rank = Double(MapRoad.Kind.allCases.firstIndex(of: road.kind) ?? 0)
            let c = candidate(id: "road:" + road.id, text: name, kind: .road, priority: 300 + 40 * rank + min(30, Double(part.count) / 4),
                              x: x, y: y, radius: 0, positions: [.center],
                              size: labelStyle.roadFontSize, bold: false, italic: false, color: labelStyle.road)
            if let placed = lineCandidate(c, parts: road.parts, along: [.center], levelFallback: false) { candidates.append(placed) }
        }
        // Points' names are measured only when they might fit (most in a crowded map do not).
        var layout = LabelLayout(labels: placer.place(candidates) { c in
            measurer.measure(c.text, face: fonts.face(bold: c.bold, italic: c.italic), size: c.fontSize)
        })
        // Small towns whose name found no room are left out altogether (a dot without a name is noise).
        let placedIDs = Set(layout.labels.map(\.id))
        layout.unnamedTowns = Set(candidates.lazy.filter { $0.kind == .town && !placedIDs.contains($0.id) }.map(\.id))
        return layout
    }

    /// The priority of cluster badges as symbols: labels less important than
    /// a town of 20,000 avoid them.
    static let clusterBadgePriority = LabelPlacer.coverableBelow

    /// Ids of towns whose label was dropped (their symbols are not drawn either,
    /// except the towns of the two largest classes).
    public private(set) var unnamedTowns: Set<String> = []

    /// The labels whose box meets `rect` (after moving them by `dx`, `dy`).
    public func labels(meeting rect: PixelRect, dx: Double = 0, dy: Double = 0) -> [PlacedLabel] {
        guard let index else { return labels.filter { $0.box.offsetBy(dx: dx, dy: dy).intersects(rect) } }
        return index.indices(meeting: rect.offsetBy(dx: -dx, dy: -dy)).map { labels[Int($0)] }
    }
}
