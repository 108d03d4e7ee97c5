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
        let source = try TileSource(scene: scene, options: TileOptions(png: .paletteTiles))
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

extension PreviewTests {
    @Test func overviewMaps() throws {
        let scene = try SharedData.czechScene(highlight: "CZ063")
        let vysocina = scene.polygons.first { $0.id == "CZ063" }!
        let area = MapArea.coordinates(vysocina.rings.flatMap { $0.flatMap { $0 } })
        var start = Date()
        let map = try OverviewMap(scene: scene, area: area,
                                  options: OverviewMapOptions(paper: .a4, dpi: 300, landscape: true, title: "Kraj Vysočina"))
        try map.write(to: out.appendingPathComponent("vysocina-a4-300.png"))
        print("A4 300 dpi: \(Date().timeIntervalSince(start)) s")
        start = Date()
        try map.write(to: out.appendingPathComponent("vysocina-a4-300.pdf"))
        print("PDF: \(Date().timeIntervalSince(start)) s")
        let rotated = try OverviewMap(scene: SharedData.czechScene(highlight: nil, castles: false),
                                      area: .boundingBox(BoundingBox(west: 12.09, south: 48.55, east: 18.86, north: 51.06)),
                                      options: OverviewMapOptions(paper: .a4, dpi: 150, landscape: true, bearing: 25, title: "Česká republika"))
        try rotated.write(to: out.appendingPathComponent("cz-rotated.png"))
    }
}

/// Cuts a piece out of an opaque PNG (for looking at details).
func cropPNG(_ png: Data, x: Int, y: Int, width: Int, height: Int) throws -> Data {
    let d = try PNGDecoder.decode(png)
    var bgra = [UInt8](repeating: 255, count: width * height * 4)
    for yy in 0..<height { for xx in 0..<width {
        let p = d.pixel(min(x + xx, d.width - 1), min(y + yy, d.height - 1))
        let i = (yy * width + xx) * 4
        bgra[i] = p.b; bgra[i + 1] = p.g; bgra[i + 2] = p.r; bgra[i + 3] = 255
    } }
    return try bgra.withUnsafeBufferPointer { buf in
        try PNGEncoder(options: PNGOptions()).encode(ARGBImage(pixels: buf.baseAddress!, width: width, height: height, stride: width * 4))
    }
}

extension PreviewTests {
    @Test func crops() throws {
        let png = try Data(contentsOf: out.appendingPathComponent("vysocina-a4-300.png"))
        try cropPNG(png, x: 1400, y: 1000, width: 1200, height: 800).write(to: out.appendingPathComponent("crop-centre.png"))
        try cropPNG(png, x: 0, y: 1600, width: 1200, height: 880).write(to: out.appendingPathComponent("crop-legend.png"))
        try cropPNG(png, x: 2300, y: 2000, width: 1208, height: 480).write(to: out.appendingPathComponent("crop-scale.png"))
    }
}

extension PreviewTests {
    /// The embedded dataset (data/): Natural Earth regions and countries, GeoNames towns.
    @Test func embeddedDatasetMaps() throws {
        let data = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("data")
        let regions = try GeoJSONFeatureCollection.read(from: data.appendingPathComponent("regions.geojson"))
        let countries = try GeoJSONFeatureCollection.read(from: data.appendingPathComponent("countries.geojson"))
        let places = try GeoJSONFeatureCollection.read(from: data.appendingPathComponent("places.geojson"))
        var scene = MapScene(attribution: ["Natural Earth", "GeoNames (CC BY 4.0)", "Castles: Wikidata (CC0)"])
        for f in countries.features where f.id != "CZ" {
            scene.polygons.append(MapPolygon(id: f.id ?? "?", name: try f.optionalString("name", file: ""), role: .neighbour,
                                             rings: f.geometry?.polygons ?? []))
        }
        for f in regions.features {
            scene.polygons.append(MapPolygon(id: f.id ?? "?", name: try f.optionalString("name_cs", file: ""),
                                             role: f.id == "CZ-63" ? .highlighted : .region, rings: f.geometry?.polygons ?? []))
        }
        for f in places.features {
            guard case .point(let c)? = f.geometry else { continue }
            scene.points.append(MapPoint(id: f.id ?? "?", name: try f.optionalString("name", file: ""), coordinate: c,
                                         kind: .town(population: Int(try f.optionalNumber("population", file: "") ?? 0))))
        }
        scene.lines = try SharedData.rivers()
        scene.points += try SharedData.castles()
        let vysocina = scene.polygons.first { $0.id == "CZ-63" }!
        let map = try OverviewMap(scene: scene, area: .coordinates(vysocina.rings.flatMap { $0.flatMap { $0 } }),
                                  options: OverviewMapOptions(paper: .a4, dpi: 300, landscape: true, title: "Kraj Vysočina"))
        try map.write(to: out.appendingPathComponent("dataset-vysocina.png"))
        try map.write(to: out.appendingPathComponent("dataset-vysocina.pdf"))
        var noCastles = scene
        noCastles.points.removeAll { if case .place = $0.kind { return true } else { return false } }
        let cz = try OverviewMap(scene: noCastles, area: .boundingBox(BoundingBox(west: 12.09, south: 48.55, east: 18.86, north: 51.06)),
                                 options: OverviewMapOptions(paper: .a3, dpi: 150, landscape: true, bearing: 0, title: "Česká republika"))
        try cz.write(to: out.appendingPathComponent("dataset-cz-a3.png"))
    }
}

extension PreviewTests {
    @Test func retinaTiles() throws {
        let scene = try SharedData.czechScene(highlight: "CZ063")
        for (size, scale, z) in [(512, 2, 11), (256, 1, 12)] {
            let source = try TileSource(scene: scene, options: TileOptions(size: size, scale: scale))
            let t = TileID(containing: Coordinate(latitude: 49.40, longitude: 15.59), zoom: z)
            try TileRenderer(source: source).renderPNG(t).write(to: out.appendingPathComponent("tile-\(size)@\(scale)x-z\(z).png"))
        }
    }
}
