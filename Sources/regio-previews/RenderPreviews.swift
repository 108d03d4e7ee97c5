import Foundation
import Regio
import RegioTestSupport

/// The renderer on the Czech showcase scene (``ShowcaseScene``): overview
/// maps, metatiles and tiles at two pixel ratios, and the embedded dataset
/// drawn without the library's scene builder.
enum RenderPreviews {
    static func overviews(_ out: URL) throws {
        let scene = try ShowcaseScene.czech(highlight: "CZ063")
        let vysocina = scene.polygons.first { $0.id == "CZ063" }!
        let map = try OverviewMap(scene: scene, area: .coordinates(vysocina.rings.flatMap { $0.flatMap { $0 } }),
                                  options: OverviewMapOptions(paper: .a4, dpi: 300, landscape: true, title: "Kraj Vysočina"))
        try map.write(to: out.appendingPathComponent("vysocina-a4-300.png"))
        try map.write(to: out.appendingPathComponent("vysocina-a4-300.pdf"))
        let rotated = try OverviewMap(scene: ShowcaseScene.czech(highlight: nil, castles: false),
                                      area: .boundingBox(BoundingBox(west: 12.09, south: 48.55, east: 18.86, north: 51.06)),
                                      options: OverviewMapOptions(paper: .a4, dpi: 150, landscape: true, bearing: 25, title: "Česká republika"))
        try rotated.write(to: out.appendingPathComponent("cz-rotated.png"))
    }

    static func crops(_ out: URL) throws {
        let page = out.appendingPathComponent("vysocina-a4-300.png")
        guard FileManager.default.fileExists(atPath: page.path) else { return }
        for (name, x, y, w, h) in [("centre", 1400, 1000, 1200, 800), ("legend", 0, 1600, 1200, 880), ("scale", 2300, 2000, 1208, 480)] {
            try Previews.crop(page, x: x, y: y, width: w, height: h, to: out.appendingPathComponent("crop-\(name).png"))
        }
    }

    static func metatiles(_ out: URL) throws {
        let scene = try ShowcaseScene.czech(highlight: "CZ063")
        let renderer = try TileRenderer(source: TileSource(scene: scene, options: TileOptions(png: .paletteTiles)))
        for z in [7, 9] {
            let nw = TileID(containing: Coordinate(latitude: 51.1, longitude: 12.0), zoom: z)
            let se = TileID(containing: Coordinate(latitude: 48.5, longitude: 18.9), zoom: z)
            let w = (se.x - nw.x + 1) * 256, h = (se.y - nw.y + 1) * 256
            try renderer.renderPNG(zoom: z, originX: nw.x * 256, originY: nw.y * 256, width: min(w, 2048), height: min(h, 1400))
                .write(to: out.appendingPathComponent("cz-z\(z).png"))
        }
    }

    /// The embedded dataset (data/): Natural Earth regions and countries,
    /// GeoNames towns, with the showcase's rivers and castles.
    static func embeddedDataset(_ out: URL) throws {
        let data = TestData.embeddedData
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
        scene.lines = try ShowcaseScene.rivers()
        scene.points += try ShowcaseScene.castles()
        let vysocina = scene.polygons.first { $0.id == "CZ-63" }!
        let map = try OverviewMap(scene: scene, area: .coordinates(vysocina.rings.flatMap { $0.flatMap { $0 } }),
                                  options: OverviewMapOptions(paper: .a4, dpi: 300, landscape: true, title: "Kraj Vysočina"))
        try map.write(to: out.appendingPathComponent("dataset-vysocina.png"))
        try map.write(to: out.appendingPathComponent("dataset-vysocina.pdf"))
        var noCastles = scene
        noCastles.points.removeAll { if case .place = $0.kind { return true } else { return false } }
        let cz = try OverviewMap(scene: noCastles, area: .boundingBox(BoundingBox(west: 12.09, south: 48.55, east: 18.86, north: 51.06)),
                                 options: OverviewMapOptions(paper: .a3, dpi: 150, landscape: true, title: "Česká republika"))
        try cz.write(to: out.appendingPathComponent("dataset-cz-a3.png"))
    }

    static func retinaTiles(_ out: URL) throws {
        let scene = try ShowcaseScene.czech(highlight: "CZ063")
        for (size, scale, z) in [(512, 2, 11), (256, 1, 12)] {
            let source = try TileSource(scene: scene, options: TileOptions(size: size, scale: scale))
            let t = TileID(containing: Coordinate(latitude: 49.40, longitude: 15.59), zoom: z)
            try TileRenderer(source: source).renderPNG(t).write(to: out.appendingPathComponent("tile-\(size)@\(scale)x-z\(z).png"))
        }
    }
}
