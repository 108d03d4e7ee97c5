import Foundation
import Regio
import RegioTestSupport

/// Overview maps and tiles made through the library from the embedded dataset
/// with the castles and lookout towers of ../shared/data, as
/// `regio --places FILE map … --places pois` draws them.
enum MapPreviews {
    static func sights(_ dataset: Dataset) throws -> [Place] {
        var all = dataset.places
        for name in ["cz-castles.geojson", "cz-lookout-towers.geojson"] {
            guard let url = TestData.shared(name) else { throw TestFailure("\(name) is not in \(TestData.sharedData.path)") }
            all += try GeoJSONPlaceImporter.read(Data(contentsOf: url), file: name).places
        }
        return all
    }

    static func overviewsWithSights(_ out: URL) throws {
        let dataset = try Dataset.load(from: TestData.embeddedData)
        let places = try sights(dataset)
        let builder = MapSceneBuilder(dataset: dataset, places: places, language: .cs)
        let style = MapStyle.standard.localized(.cs)
        for (id, layer, name, bearing) in [("CZ-63", MapPlaces.pois, "vysocina-pois", 0.0), ("CZ-20", .pois, "stredocesky-pois", 0),
                                           ("CZ-31", .clusters, "jihocesky-clusters", 0), ("CZ-64", .pois, "jm-rotated", 35)] {
            let (map, _) = try builder.overviewMap(
                of: .region(id: id), places: layer,
                options: OverviewMapOptions(paper: .a4, dpi: 300, landscape: true, bearing: bearing,
                                            title: dataset.region(id: id)?.nameCS, style: style),
                clusterIndex: { try ClusterIndex(places: places) })
            try map.write(to: out.appendingPathComponent("\(name).png"))
        }
    }

    static func tilesWithSights(_ out: URL) throws {
        let dataset = try Dataset.load(from: TestData.embeddedData)
        let builder = MapSceneBuilder(dataset: dataset, places: try sights(dataset), language: .cs)
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

    /// Pieces of the A4 pages at full size (what a printed page shows at arm's length).
    static func cropsAtPrintSize(_ out: URL) throws {
        for (name, x, y) in [("vysocina-pois", 1300, 900), ("stredocesky-pois", 1500, 1000), ("jm-rotated", 1400, 900),
                             ("jihocesky-clusters", 1300, 900), ("vysocina-pois", 0, 1500), ("vysocina-pois", 2300, 2000)] {
            let url = out.appendingPathComponent("\(name).png")
            guard FileManager.default.fileExists(atPath: url.path) else { continue }
            try Previews.crop(url, x: x, y: y, width: 1200, height: 800, to: out.appendingPathComponent("crop-\(name)-\(x)-\(y).png"))
        }
    }
}
