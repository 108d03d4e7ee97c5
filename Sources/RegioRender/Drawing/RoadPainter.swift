import Foundation
import RegioGeo

/// Draws an OpenStreetMap extract's layers (``RoadStyle``): land cover under
/// everything but the regions' fills; roads like a road atlas (every casing,
/// then every fill, the minor classes first); railways dashed on top.
struct RoadPainter {
    let style: RoadStyle

    /// Forests, parks and built-up areas filled; protected areas outlined.
    func drawLandAreas(_ scene: ProjectedScene, transform t: MapTransform, view: WorldRect, in ctx: CairoContext) {
        guard style.landCoverVisible, !scene.landAreas.isEmpty else { return }
        let pr = t.pixelRatio
        for kind in MapLandArea.Kind.allCases {
            guard let look = style.landCover[kind.rawValue], t.styleZoom >= look.minZoom else { continue }
            ctx.newPath()
            for a in scene.landAreas where a.kind == kind && a.bounds.intersects(view) { addRings(a.rings, t, ctx) }
            if look.fill.alpha > 0 { ctx.setColor(look.fill); ctx.fillPreserve() }
            if look.casingWidth > 0 {
                ctx.setColor(look.casing); ctx.setLineWidth(look.casingWidth * pr)
                ctx.setDash(look.dash.map { $0 * pr }); ctx.stroke(); ctx.setDash([])
            } else {
                ctx.newPath()
            }
        }
    }

    /// Roads by class (casings, then fills), then railways.
    func drawRoads(_ scene: ProjectedScene, transform t: MapTransform, view: WorldRect, in ctx: CairoContext) {
        guard !scene.roads.isEmpty else { return }
        let z = t.styleZoom, pr = t.pixelRatio
        let roadKinds = style.visible ? MapRoad.Kind.allCases.filter { $0 != .railway } : []
        let shown = roadKinds.compactMap { kind in style.classes[kind.rawValue].flatMap { z >= $0.minZoom ? (kind, $0) : nil } }
        ctx.setLineCap(butt: false)
        for (kind, look) in shown where look.casingWidth > 0 {
            stroke(kind, scene, t, view, ctx, color: look.casing,
                   width: (RoadStyle.width(look.width, zoom: z) + 2 * look.casingWidth) * pr, dash: [])
        }
        for (kind, look) in shown {
            stroke(kind, scene, t, view, ctx, color: look.fill, width: RoadStyle.width(look.width, zoom: z) * pr,
                   dash: look.dash.map { $0 * pr })
        }
        ctx.setLineCap(butt: true)
        if style.railwaysVisible, let rail = style.classes[MapRoad.Kind.railway.rawValue], z >= rail.minZoom {
            let width = RoadStyle.width(rail.width, zoom: z) * pr
            stroke(.railway, scene, t, view, ctx, color: rail.casing, width: width + 2 * rail.casingWidth * pr, dash: [])
            stroke(.railway, scene, t, view, ctx, color: rail.fill, width: width, dash: rail.dash.map { $0 * pr })
        }
        ctx.setDash([])
    }

    private func stroke(_ kind: MapRoad.Kind, _ scene: ProjectedScene, _ t: MapTransform, _ view: WorldRect,
                        _ ctx: CairoContext, color: StyleColor, width: Double, dash: [Double]) {
        ctx.setColor(color); ctx.setLineWidth(max(0.4, width)); ctx.setDash(dash)
        ctx.newPath()
        for r in scene.roads where r.kind == kind && r.bounds.intersects(view) {
            for part in r.parts where part.count >= 2 {
                let (x0, y0) = t.apply(part[0]); ctx.move(x0, y0)
                for q in part.dropFirst() { let (x, y) = t.apply(q); ctx.line(x, y) }
            }
        }
        ctx.stroke()
    }

    private func addRings(_ rings: [[WorldPoint]], _ t: MapTransform, _ ctx: CairoContext) {
        for ring in rings where ring.count >= 3 {
            let (x0, y0) = t.apply(ring[0]); ctx.move(x0, y0)
            for q in ring.dropFirst() { let (x, y) = t.apply(q); ctx.line(x, y) }
            ctx.close()
        }
    }
}
