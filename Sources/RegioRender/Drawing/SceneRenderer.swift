import Foundation
import RegioGeo

/// Draws a projected scene with a style: areas, rivers, borders, symbols and
/// labels, in that order. The same code draws tiles, images and PDF pages.
struct SceneRenderer {
    let style: MapStyle
    let fonts: FontLibrary

    init(style: MapStyle) {
        self.style = style
        self.fonts = FontLibrary.named(style.fontFamily)
    }

    /// Draws everything that meets `visible` (device pixels).
    /// - Parameters:
    ///   - labels: placed labels and the offset from their plane to the device.
    ///   - clipper: cuts large areas to the view (per tile); nil draws the scene's rings.
    ///   - symbols: the scene's symbols prepared for this zoom (built here when nil).
    func draw(_ scene: ProjectedScene, transform t: MapTransform, visible: PixelRect, in ctx: CairoContext,
              labels: LabelLayout?, labelOffset: (dx: Double, dy: Double) = (0, 0), clipper: AreaClipper? = nil,
              symbols: PreparedSymbols? = nil) throws {
        let pr = t.pixelRatio
        let z = t.styleZoom
        // World box of what is visible, with a margin for strokes and symbols.
        let margin = 24 * pr
        let cull = t.worldBounds(of: visible.insetBy(-margin))

        // The rings of the areas in view (large ones cut to the view by GEOS).
        var rings: [Int: [[WorldPoint]]] = [:]
        for (i, p) in scene.polygons.enumerated() where p.bounds.intersects(cull) {
            rings[i] = clipper?.rings(of: i, in: scene, view: cull) ?? p.rings
        }
        // The relief's picture first: reading its rows may throw, and then nothing is drawn yet.
        let relief = try scene.relief.flatMap { try ReliefPainter.picture(of: $0, style: style.relief, transform: t, view: cull) }
        // 0. The sea, the land over it; what follows up to the borders is cut to the land.
        let land = style.sea.visible ? scene.land.filter { $0.bounds.intersects(cull) } : []
        let hasCoast = style.sea.visible && !scene.land.isEmpty
        // Into pixels, what lies on the land is drawn on a layer of the land's colour, laid
        // down once through the coasts; clipped to them, each fill and stroke took longer
        // (a z3 tile over Europe: 250 of its 380 ms of drawing). A page keeps the clip, as vectors.
        let landLayer = hasCoast && ctx.drawsPixels
        if hasCoast {
            ctx.newPath(); ctx.rectangle(visible.insetBy(-margin)); ctx.setColor(style.sea.fill); ctx.fill()
            if landLayer {
                ctx.pushLayer()
                ctx.setColor(style.sea.land); ctx.paint()
            } else {
                ctx.save()
                ctx.newPath()
                for l in land { addRings(l.rings, t, ctx) }
                ctx.setColor(style.sea.land); ctx.fillPreserve()
                ctx.clip()
            }
        }
        // 1. Areas.
        for role in [MapPolygon.Role.neighbour, .region, .highlighted] {
            let area = areaStyle(role)
            ctx.setColor(area.fill)
            for (i, p) in scene.polygons.enumerated() where p.role == role {
                guard let r = rings[i] else { continue }
                ctx.newPath()
                addRings(r, t, ctx)
                ctx.fill()
            }
        }
        // 1a. Land cover (forests, parks, built-up areas) over the fills.
        RoadPainter(style: style.roads).drawLandAreas(scene, transform: t, view: cull, in: ctx)
        // 1b. Relief over the fills, then the forests (translucent, so the shade shows), then lakes.
        if let relief { ReliefPainter.draw(relief, in: ctx) }
        let forests = scene.coarseForests(in: cull, style: style, zoom: z)
        if !forests.isEmpty {
            // Where an extract's own forests are drawn, the coarse ones are cut away (even-odd: the view less the extents).
            let cutouts = scene.coarseForestCutouts(in: cull, style: style, zoom: z)
            if !cutouts.isEmpty {
                ctx.save()
                ctx.newPath(); ctx.rectangle(visible.insetBy(-margin))
                for rings in cutouts { addRings(rings, t, ctx) }
                ctx.clip()
            }
            ctx.newPath()
            for i in forests { addRings(scene.forests[i].rings, t, ctx) }
            ctx.setColor(style.forest.fill); ctx.fill()
            if !cutouts.isEmpty { ctx.restore() }
        }
        if style.water.visible, !scene.water.isEmpty {
            let minSize = style.water.minSize / t.scale * pr
            ctx.newPath()
            for w in scene.water where w.bounds.intersects(cull) && max(w.bounds.width, w.bounds.height) >= minSize {
                addRings(w.rings, t, ctx)
            }
            ctx.setColor(style.water.fill); ctx.fillPreserve()
            ctx.setColor(style.water.stroke); ctx.setLineWidth(style.water.strokeWidth * pr); ctx.setDash([]); ctx.stroke()
        }
        // 2. Borders of neighbours and regions.
        for role in [MapPolygon.Role.neighbour, .region] {
            strokeAreas(scene, rings, role: role, t: t, ctx: ctx)
        }
        // The land's rings run along the dataset's box too: the coast is where the sea colour meets the land.
        if landLayer {
            ctx.popLayerToSource()
            ctx.newPath()
            for l in land { addRings(l.rings, t, ctx) }
            ctx.fill()
        } else if hasCoast {
            ctx.restore()
        }
        // 3. Rivers.
        if style.river.visible, z >= style.river.minZoom {
            ctx.setColor(style.river.color)
            ctx.setDash([])
            for l in scene.lines where l.bounds.intersects(cull) && style.river.shows(importance: l.importance, riverClass: l.riverClass, zoom: z) {
                ctx.setLineWidth((style.river.minWidth + (style.river.maxWidth - style.river.minWidth) * l.importance) * pr)
                ctx.newPath()
                for part in l.parts where part.count >= 2 {
                    let (x0, y0) = t.apply(part[0]); ctx.move(x0, y0)
                    for q in part.dropFirst() { let (x, y) = t.apply(q); ctx.line(x, y) }
                }
                ctx.stroke()
            }
        }
        // 3b. Roads and railways over the rivers.
        RoadPainter(style: style.roads).drawRoads(scene, transform: t, view: cull, in: ctx)
        // 4. The highlighted region's border on top.
        strokeAreas(scene, rings, role: .highlighted, t: t, ctx: ctx)

        // 5. Area labels under the symbols.
        let placed = labels?.labels(meeting: visible.insetBy(-2), dx: labelOffset.dx, dy: labelOffset.dy) ?? []
        for l in placed where l.isAreaLabel { drawLabel(l, dx: labelOffset.dx, dy: labelOffset.dy, ctx: ctx) }

        // 6. Symbols: places, then towns, clusters, favourites on top.
        let symbols = symbols ?? PreparedSymbols(scene: scene, style: style, styleZoom: z, hiddenTowns: labels?.unnamedTowns ?? [])
        ctx.setDash([])
        for i in symbols.indices(in: t.worldBounds(of: visible.insetBy(-40 * pr))) {
            let s = symbols.instances[i]
            let (x, y) = t.apply(s.position)
            switch s.kind {
            case .place(let k):
                SymbolPainter.draw(symbols.placeSymbols[k], x, y, scale: pr, in: ctx)
            case .town(let k, let capital):
                let cls = style.towns.classes[k]
                ctx.newPath()
                ctx.circle(x, y, cls.radius * pr)
                ctx.setColor(style.towns.fill); ctx.fillPreserve()
                ctx.setColor(style.towns.stroke); ctx.setLineWidth(style.towns.strokeWidth * pr); ctx.stroke()
                if capital {
                    ctx.newPath(); ctx.circle(x, y, cls.radius * pr * 0.42); ctx.setColor(style.towns.stroke); ctx.fill()
                }
            case .cluster(let count):
                drawCluster(count: count, x, y, pr: pr, ctx: ctx)
            case .pin(let number):
                drawPin(number: number, x, y, pr: pr, ctx: ctx)
            case .favourite:
                SymbolPainter.draw(style.favourites.symbol, x, y, scale: pr, in: ctx)
            }
        }

        // 7. Point and river labels.
        for l in placed where !l.isAreaLabel { drawLabel(l, dx: labelOffset.dx, dy: labelOffset.dy, ctx: ctx) }
    }

    private func areaStyle(_ role: MapPolygon.Role) -> AreaStyle {
        switch role {
        case .neighbour: return style.neighbour
        case .region: return style.region
        case .highlighted: return style.highlighted
        }
    }

    private func strokeAreas(_ scene: ProjectedScene, _ rings: [Int: [[WorldPoint]]], role: MapPolygon.Role, t: MapTransform,
                             ctx: CairoContext) {
        let area = areaStyle(role)
        guard area.strokeWidth > 0 else { return }
        ctx.setColor(area.stroke)
        ctx.setLineWidth(area.strokeWidth * t.pixelRatio)
        ctx.setDash(area.dash.map { $0 * t.pixelRatio })
        ctx.newPath()
        for (i, p) in scene.polygons.enumerated() where p.role == role {
            if let r = rings[i] { addRings(r, t, ctx) }
        }
        ctx.stroke()
        ctx.setDash([])
    }

    /// Adds rings to the path in device pixels.
    private func addRings(_ rings: [[WorldPoint]], _ t: MapTransform, _ ctx: CairoContext) {
        for ring in rings where ring.count >= 3 {
            let (x0, y0) = t.apply(ring[0])
            ctx.move(x0, y0)
            for i in 1..<ring.count { let (x, y) = t.apply(ring[i]); ctx.line(x, y) }
            ctx.close()
        }
    }

    private func drawCluster(count: Int, _ x: Double, _ y: Double, pr: Double, ctx: CairoContext) {
        let r = PointAppearance.clusterRadius(count: count, style: style) * pr
        let c = style.clusters
        ctx.newPath(); ctx.circle(x, y, r)
        ctx.setColor(c.fill.withAlpha(c.fill.alpha * 0.25)); ctx.fill()
        ctx.newPath(); ctx.circle(x, y, r * 0.78)
        ctx.setColor(c.fill); ctx.fillPreserve()
        ctx.setColor(c.stroke); ctx.setLineWidth(1.3 * pr); ctx.stroke()
        let text = PointAppearance.clusterText(count: count)
        ctx.setFont(fonts.bold, size: c.fontSize * pr * (text.count > 3 ? 0.85 : 1))
        let m = ctx.measure(text)
        ctx.setColor(c.text)
        ctx.showText(text, x - m.width / 2, y - (m.inkTop + m.inkHeight / 2))
    }

    /// A numbered pin: a dark red disc with a white ring and the number.
    private func drawPin(number: Int, _ x: Double, _ y: Double, pr: Double, ctx: CairoContext) {
        let r = PointAppearance.pinRadius(style: style) * pr
        ctx.newPath(); ctx.circle(x, y, r)
        ctx.setColor(style.labels.highlightedRegion); ctx.fillPreserve()
        ctx.setColor(style.page.paper); ctx.setLineWidth(1.6 * pr); ctx.stroke()
        let text = String(number)
        ctx.setFont(fonts.bold, size: style.clusters.fontSize * pr * (text.count > 2 ? 0.75 : 0.9))
        let m = ctx.measure(text)
        ctx.setColor(style.page.paper)
        ctx.showText(text, x - m.width / 2, y - (m.inkTop + m.inkHeight / 2))
    }

    func drawLabel(_ l: PlacedLabel, dx: Double, dy: Double, ctx: CairoContext) {
        ctx.setFont(fonts.face(bold: l.bold, italic: l.italic), size: l.fontSize)
        ctx.newPath()
        if l.angle != 0 {
            // Turned about its anchor: the path is made in the turned frame, then drawn as it is.
            ctx.save()
            ctx.translate(l.anchorX + dx, l.anchorY + dy)
            ctx.rotate(degrees: l.angle * 180 / .pi)
            ctx.translate(-l.anchorX, -l.anchorY)
            ctx.textPath(l.text, l.x, l.y)
            ctx.restore()
        } else {
            ctx.textPath(l.text, l.x + dx, l.y + dy)
        }
        if l.haloWidth > 0 {
            ctx.setColor(l.halo)
            ctx.setLineWidth(l.haloWidth * 2)
            ctx.strokePreserve()
        }
        ctx.setColor(l.color)
        ctx.fill()
    }
}
