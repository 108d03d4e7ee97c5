import Foundation

/// The legend of an overview map: one row per kind of feature the map shows.
struct Legend {
    enum Sample {
        case area(AreaStyle)
        case river(RiverStyle)
        case town(radius: Double, capital: Bool)
        case symbol(SymbolStyle)
        case cluster
        /// A plain fill (sea, land cover) with an outline colour.
        case fill(StyleColor, outline: StyleColor)
        /// A land-cover area: its fill, its outline (nil: none) and the outline's dash.
        case landCover(fill: StyleColor, casing: StyleColor?, dash: [Double])
        /// A grey ramp standing for the hillshade.
        case relief
        /// A road or railway: casing, fill and dash.
        case road(fill: StyleColor, casing: StyleColor, dash: [Double])
    }
    struct Row { var sample: Sample; var text: String }
    let rows: [Row]

    /// Rows for what `scene` shows inside `frame`.
    init(scene: ProjectedScene, style: MapStyle, transform: MapTransform, frame: PixelRect) {
        var rows: [Row] = []
        let page = style.page
        let styleZoom = transform.styleZoom
        let view = transform.worldBounds(of: frame)
        let polygons = scene.polygons.filter { $0.bounds.intersects(view) }
        if let h = polygons.first(where: { $0.role == .highlighted }) {
            rows.append(Row(sample: .area(style.highlighted), text: h.name ?? page.legendHighlighted))
        }
        if polygons.contains(where: { $0.role == .region }) {
            let highlighted = polygons.contains { $0.role == .highlighted }
            rows.append(Row(sample: .area(style.region), text: highlighted ? page.legendRegion : page.legendHighlighted))
        }
        if polygons.contains(where: { $0.role == .neighbour }) {
            rows.append(Row(sample: .area(style.neighbour), text: page.legendNeighbour))
        }
        if !scene.land.isEmpty && Self.seaShows(scene: scene, transform: transform, frame: frame) {
            rows.append(Row(sample: .fill(style.sea.fill, outline: style.water.stroke), text: page.legendSea))
        }
        let minLake = style.water.minSize / transform.scale * transform.pixelRatio
        if scene.water.contains(where: { $0.bounds.intersects(view) && max($0.bounds.width, $0.bounds.height) >= minLake }) {
            rows.append(Row(sample: .fill(style.water.fill, outline: style.water.stroke), text: page.legendLake))
        }
        if let relief = scene.relief, relief.bounds.intersects(view) {
            rows.append(Row(sample: .relief, text: page.legendRelief))
        }
        if scene.lines.contains(where: { $0.bounds.intersects(view)
                && style.river.shows(importance: $0.importance, riverClass: $0.riverClass, zoom: styleZoom) }) {
            rows.append(Row(sample: .river(style.river), text: page.legendRiver))
        }
        let roads = style.roads
        let osmForest = roads.landCoverVisible && scene.landAreas.contains { $0.kind == .forest && $0.bounds.intersects(view) }
        if style.forest.visible, !osmForest, scene.forests.contains(where: { $0.bounds.intersects(view) }) {
            rows.append(Row(sample: .fill(style.forest.fill, outline: style.forest.fill), text: page.legendForest))
        }
        let landCoverTexts: [MapLandArea.Kind: String] = [.forest: page.legendForest, .park: page.legendPark,
                                                          .builtUp: page.legendBuiltUp, .protected: page.legendProtected]
        for kind in MapLandArea.Kind.allCases where roads.landCoverVisible {
            guard let look = roads.landCover[kind.rawValue], styleZoom >= look.minZoom, let text = landCoverTexts[kind],
                  scene.landAreas.contains(where: { $0.kind == kind && $0.bounds.intersects(view) }) else { continue }
            rows.append(Row(sample: .landCover(fill: look.fill, casing: look.casingWidth > 0 ? look.casing : nil, dash: look.dash), text: text))
        }
        // The most important road class drawn stands for the roads.
        if roads.visible, let (_, look) = MapRoad.Kind.allCases.reversed().lazy.filter({ $0 != .railway }).compactMap({ kind in
            roads.classes[kind.rawValue].flatMap { styleZoom >= $0.minZoom ? (kind, $0) : nil }
        }).first(where: { kind, _ in scene.roads.contains { $0.kind == kind && $0.bounds.intersects(view) } }) {
            rows.append(Row(sample: .road(fill: look.fill, casing: look.casing, dash: look.dash), text: page.legendRoad))
        }
        if roads.railwaysVisible, let rail = roads.classes[MapRoad.Kind.railway.rawValue], styleZoom >= rail.minZoom,
           scene.roads.contains(where: { $0.kind == .railway && $0.bounds.intersects(view) }) {
            rows.append(Row(sample: .road(fill: rail.fill, casing: rail.casing, dash: rail.dash), text: page.legendRailway))
        }
        let visible = scene.points.filter { p in
            let (x, y) = transform.apply(p.position)
            return frame.contains(x: x, y: y)
        }.map(\.source).filter { PointAppearance.isVisible($0, style: style, styleZoom: styleZoom) }
        var classes = Set<Int>()
        var categories: [String] = []
        var clusters = false, favourites = false
        for p in visible {
            if p.isFavourite { favourites = true; continue }
            switch p.kind {
            case .town(let population):
                if let i = style.towns.classes.lastIndex(where: { population >= $0.minPopulation }) { classes.insert(i) } else { classes.insert(0) }
            case .place(let category):
                let key = style.places.categories[category] == nil ? "" : category
                if !categories.contains(key) { categories.append(key) }
            case .cluster: clusters = true
            case .pin: continue
            }
        }
        for i in classes.sorted(by: >) {
            let c = style.towns.classes[i]
            rows.append(Row(sample: .town(radius: c.radius, capital: c.minPopulation >= 1_000_000), text: c.legend))
        }
        for key in categories.sorted() {
            let s = key.isEmpty ? style.places.defaultSymbol : style.symbol(forCategory: key)
            rows.append(Row(sample: .symbol(s), text: s.legend))
        }
        if clusters { rows.append(Row(sample: .cluster, text: page.legendCluster)) }
        if favourites { rows.append(Row(sample: .symbol(style.favourites.symbol), text: page.legendFavourite)) }
        self.rows = rows
    }

    /// Whether some of the frame is sea: a grid of points over it, one of them outside every land polygon.
    static func seaShows(scene: ProjectedScene, transform: MapTransform, frame: PixelRect) -> Bool {
        let n = 12
        for i in 0...n {
            for j in 0...n {
                let w = transform.invert(frame.minX + frame.width * Double(i) / Double(n), frame.minY + frame.height * Double(j) / Double(n))
                let onLand = scene.land.contains { l in
                    w.x >= l.bounds.minX && w.x <= l.bounds.maxX && w.y >= l.bounds.minY && w.y <= l.bounds.maxY
                        && Geometry2D.contains(l.rings, w.x, w.y)
                }
                if !onLand { return true }
            }
        }
        return false
    }

    /// The panel's size in device pixels with text of `fs` pixels.
    func size(fontSize fs: Double, style: MapStyle, fonts: FontLibrary, measurer: TextMeasurer) -> (width: Double, height: Double) {
        let rowH = fs * 1.75
        var w = measurer.measure(style.page.legendTitle, face: fonts.bold, size: fs * 1.1).width
        for r in rows { w = max(w, rowH * 1.6 + measurer.measure(r.text, face: fonts.regular, size: fs).width) }
        return (w + fs * 1.6, fs * 2.6 + rowH * Double(rows.count) + fs * 0.4)
    }

    /// Draws the panel with text of `fs` pixels; `pr` scales the samples' line widths.
    func draw(in rect: PixelRect, fontSize fs: Double, pr: Double, style: MapStyle, fonts: FontLibrary, ctx: CairoContext) {
        let k = fs / (style.page.legendFontSize * pr)
        let rowH = fs * 1.75
        ctx.newPath(); ctx.rectangle(rect)
        ctx.setColor(style.page.panel); ctx.fillPreserve()
        ctx.setColor(style.page.frame.withAlpha(0.6)); ctx.setLineWidth(0.6 * pr); ctx.setDash([]); ctx.stroke()
        ctx.setFont(fonts.bold, size: fs * 1.1)
        ctx.setColor(style.page.text)
        ctx.showText(style.page.legendTitle, rect.minX + fs * 0.8, rect.minY + fs * 1.75)
        var y = rect.minY + fs * 2.6
        let sx = rect.minX + fs * 0.8, sw = rowH * 1.2
        for row in rows {
            let cy = y + rowH / 2
            let cx = sx + sw / 2
            switch row.sample {
            case .area(let a):
                let r = PixelRect(x: sx, y: y + rowH * 0.18, width: sw, height: rowH * 0.64)
                ctx.newPath(); ctx.rectangle(r); ctx.setColor(a.fill); ctx.fillPreserve()
                ctx.setColor(a.stroke); ctx.setLineWidth(max(0.5, a.strokeWidth) * pr); ctx.setDash(a.dash.map { $0 * pr }); ctx.stroke()
                ctx.setDash([])
            case .river(let r):
                ctx.newPath(); ctx.move(sx, cy + rowH * 0.15)
                ctx.line(sx + sw * 0.35, cy - rowH * 0.15); ctx.line(sx + sw * 0.65, cy + rowH * 0.1); ctx.line(sx + sw, cy - rowH * 0.15)
                ctx.setColor(r.color); ctx.setLineWidth((r.minWidth + r.maxWidth) / 2 * pr); ctx.stroke()
            case .town(let radius, let capital):
                ctx.newPath(); ctx.circle(cx, cy, radius * pr * k)
                ctx.setColor(style.towns.fill); ctx.fillPreserve()
                ctx.setColor(style.towns.stroke); ctx.setLineWidth(style.towns.strokeWidth * pr); ctx.stroke()
                if capital { ctx.newPath(); ctx.circle(cx, cy, radius * pr * k * 0.42); ctx.fill() }
            case .symbol(let s):
                SymbolPainter.draw(s, cx, cy, scale: pr * k, in: ctx)
            case .fill(let fill, let outline):
                let r = PixelRect(x: sx, y: y + rowH * 0.18, width: sw, height: rowH * 0.64)
                ctx.newPath(); ctx.rectangle(r); ctx.setColor(fill); ctx.fillPreserve()
                ctx.setColor(outline); ctx.setLineWidth(0.6 * pr); ctx.setDash([]); ctx.stroke()
            case .landCover(let fill, let casing, let dash):
                let r = PixelRect(x: sx, y: y + rowH * 0.18, width: sw, height: rowH * 0.64)
                ctx.newPath(); ctx.rectangle(r); ctx.setColor(fill); ctx.fillPreserve()
                if let casing {
                    ctx.setColor(casing); ctx.setLineWidth(1.2 * pr * k); ctx.setDash(dash.map { $0 * pr * k * 0.5 }); ctx.stroke()
                    ctx.setDash([])
                } else {
                    ctx.newPath()
                }
            case .relief:
                // Shade on the south-east slopes, light on the north-west: two triangles.
                let r = PixelRect(x: sx, y: y + rowH * 0.18, width: sw, height: rowH * 0.64)
                ctx.newPath(); ctx.rectangle(r); ctx.setColor(style.region.fill); ctx.fill()
                ctx.newPath(); ctx.rectangle(r); ctx.setColor(style.relief.highlight); ctx.fill()
                ctx.newPath(); ctx.move(r.maxX, r.minY); ctx.line(r.maxX, r.maxY); ctx.line(r.minX, r.maxY); ctx.close()
                ctx.setColor(style.relief.shadow); ctx.fill()
                ctx.newPath(); ctx.rectangle(r); ctx.setColor(style.page.frame.withAlpha(0.5)); ctx.setLineWidth(0.5 * pr); ctx.stroke()
            case .road(let fill, let casing, let dash):
                let w = rowH * 0.28
                ctx.newPath(); ctx.move(sx, cy); ctx.line(sx + sw, cy)
                ctx.setColor(casing); ctx.setLineWidth(w + 1.2 * pr); ctx.setDash([]); ctx.stroke()
                ctx.newPath(); ctx.move(sx, cy); ctx.line(sx + sw, cy)
                ctx.setColor(fill); ctx.setLineWidth(w); ctx.setDash(dash.map { $0 * pr * k }); ctx.stroke()
                ctx.setDash([])
            case .cluster:
                let r = style.clusters.minRadius * pr * k * 0.78
                ctx.newPath(); ctx.circle(cx, cy, r); ctx.setColor(style.clusters.fill); ctx.fillPreserve()
                ctx.setColor(style.clusters.stroke); ctx.setLineWidth(1.3 * pr); ctx.stroke()
                ctx.setFont(fonts.bold, size: style.clusters.fontSize * pr * k * 0.8)
                let m = ctx.measure("12")
                ctx.setColor(style.clusters.text)
                ctx.showText("12", cx - m.width / 2, cy - (m.inkTop + m.inkHeight / 2))
            }
            ctx.setFont(fonts.regular, size: fs)
            ctx.setColor(style.page.text)
            ctx.showText(row.text, sx + sw + fs * 0.7, cy + fs * 0.36)
            y += rowH
        }
    }
}
