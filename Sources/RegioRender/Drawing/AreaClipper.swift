import Foundation
import RegioGeo

/// Cuts large areas to the view with GEOS (`ClipByRect`) before cairo sees
/// them: a tile of a zoomed-in country draws a few dozen vertices instead of
/// thousands. Small areas, and areas GEOS cannot read or cut, are drawn as
/// they are (cairo clips them to the surface). Owns a GEOS context: one
/// clipper per thread.
final class AreaClipper {
    let context = GeometryContext()
    /// Areas with fewer vertices are not worth cutting.
    var minimumVertices = 200
    private var cache: [Int: Geometry] = [:]
    private var cacheKey: UUID?

    /// The rings of polygon `index` to draw in `view` (a world box with margin).
    func rings(of index: Int, in scene: ProjectedScene, view: WorldRect) -> [[WorldPoint]] {
        let p = scene.polygons[index]
        guard p.vertexCount >= minimumVertices, p.bounds.width * p.bounds.height > 9 * view.width * view.height,
              let wkb = scene.polygonWKB(index) else { return p.rings }
        // Reuse the GEOS geometry while the same scene is drawn (tiles of one zoom).
        if scene.generation != cacheKey { cache = [:]; cacheKey = scene.generation }
        do {
            let g: Geometry
            if let cached = cache[index] { g = cached } else {
                g = try Geometry(wkb: wkb, context: context)
                cache[index] = g
            }
            return try SceneGeometries.worldRings(g.clipped(to: view.boundingBox))
        } catch {
            return p.rings
        }
    }
}
