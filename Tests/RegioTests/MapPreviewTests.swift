import Foundation
import Testing
@testable import Regio

/// Writes overview maps and tiles made through the facade to
/// $REGIO_MAP_PREVIEW (a folder) for people to look at: the embedded dataset
/// with the castles and lookout towers of ../shared/data, as `regio --places
/// FILE map … --places pois` draws them.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["REGIO_MAP_PREVIEW"] != nil
                && TestPaths.shared("cz-castles.geojson") != nil && TestPaths.shared("cz-lookout-towers.geojson") != nil))
struct MapPreviewTests {
    let out = URL(fileURLWithPath: ProcessInfo.processInfo.environment["REGIO_MAP_PREVIEW"] ?? "/tmp")

    func places(_ dataset: Dataset) throws -> [Place] {
        var all = dataset.places
        for name in ["cz-castles.geojson", "cz-lookout-towers.geojson"] {
            let url = try #require(TestPaths.shared(name))
            all += try GeoJSONPlaceImporter.read(Data(contentsOf: url), file: name).places
        }
        return all
    }

    @Test func overviewsWithSights() throws {
        let dataset = try Dataset.load(from: TestPaths.embeddedData)
        let places = try places(dataset)
        let builder = MapSceneBuilder(dataset: dataset, places: places, language: .cs)
        let style = MapStyle.standard.localized(.cs)
        for (id, layer, name, bearing) in [("CZ-63", MapPlaces.pois, "vysocina-pois", 0.0), ("CZ-20", .pois, "stredocesky-pois", 0),
                                           ("CZ-31", .clusters, "jihocesky-clusters", 0), ("CZ-64", .pois, "jm-rotated", 35)] {
            let (map, scene) = try builder.overviewMap(
                of: .region(id: id), places: layer,
                options: OverviewMapOptions(paper: .a4, dpi: 300, landscape: true, bearing: bearing,
                                            title: dataset.region(id: id)?.nameCS, style: style),
                clusterIndex: { try ClusterIndex(places: places) })
            #expect(scene.attribution.contains("Wikidata"))
            try map.write(to: out.appendingPathComponent("\(name).png"))
        }
    }

    @Test func tilesWithSights() throws {
        let dataset = try Dataset.load(from: TestPaths.embeddedData)
        let builder = MapSceneBuilder(dataset: dataset, places: try places(dataset), language: .cs)
        let source = try TileSource(scene: builder.tileScene(highlighting: "CZ-20"), style: MapStyle.standard.localized(.cs),
                                    options: TileOptions())
        let renderer = try TileRenderer(source: source)
        // Around Karlštejn at zooms 10 and 12: 3×3 tiles in one picture.
        for z in [10, 12] {
            let t = TileID(containing: Coordinate(latitude: 49.9394, longitude: 14.1882), zoom: z)
            try renderer.renderPNG(zoom: z, originX: (t.x - 1) * 256, originY: (t.y - 1) * 256, width: 768, height: 768)
                .write(to: out.appendingPathComponent("karlstejn-z\(z).png"))
        }
    }
}

extension MapPreviewTests {
    /// Pieces of the A4 pages at full size (what a printed page shows at arm's length).
    @Test func cropsAtPrintSize() throws {
        for (name, x, y) in [("vysocina-pois", 1300, 900), ("stredocesky-pois", 1500, 1000), ("jm-rotated", 1400, 900),
                             ("jihocesky-clusters", 1300, 900), ("vysocina-pois", 0, 1500), ("vysocina-pois", 2300, 2000)] {
            let url = out.appendingPathComponent("\(name).png")
            guard FileManager.default.fileExists(atPath: url.path) else { continue }
            let png = try PNGDecoder.decode(Data(contentsOf: url))
            let w = min(1200, png.width - x), h = min(800, png.height - y)
            var bgra = [UInt8](repeating: 255, count: w * h * 4)
            for yy in 0..<h { for xx in 0..<w {
                let p = png.pixel(x + xx, y + yy)
                let i = (yy * w + xx) * 4
                bgra[i] = p.b; bgra[i + 1] = p.g; bgra[i + 2] = p.r
            } }
            let data = try bgra.withUnsafeBufferPointer { buf in
                try PNGEncoder(options: PNGOptions()).encode(ARGBImage(pixels: buf.baseAddress!, width: w, height: h, stride: w * 4))
            }
            try data.write(to: out.appendingPathComponent("crop-\(name)-\(x)-\(y).png"))
        }
    }
}
