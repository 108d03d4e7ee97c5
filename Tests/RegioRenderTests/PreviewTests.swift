import Foundation
import Testing
import RegioGeo
@testable import RegioRender

/// Writes preview images to $REGIO_RENDER_PREVIEW (a folder) for people to look at.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["REGIO_RENDER_PREVIEW"] != nil && SharedData.hasCzech))
struct PreviewTests {
    let out = URL(fileURLWithPath: ProcessInfo.processInfo.environment["REGIO_RENDER_PREVIEW"] ?? "/tmp")

    @Test func czechMetatiles() throws {
        let scene = try SharedData.czechScene(highlight: "CZ063")
        let source = try TileSource(scene: scene, options: TileOptions())
        let renderer = try TileRenderer(source: source)
        for z in [7, 9] {
            let nw = TileID(containing: Coordinate(latitude: 51.1, longitude: 12.0), zoom: z)
            let se = TileID(containing: Coordinate(latitude: 48.5, longitude: 18.9), zoom: z)
            let w = (se.x - nw.x + 1) * 256, h = (se.y - nw.y + 1) * 256
            let png = try renderer.renderPNG(zoom: z, originX: nw.x * 256, originY: nw.y * 256, width: min(w, 2048), height: min(h, 1400))
            try png.write(to: out.appendingPathComponent("cz-z\(z).png"))
        }
    }
}
