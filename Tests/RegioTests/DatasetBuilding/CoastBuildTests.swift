import Foundation
import RegioGDAL
import RegioGeo
import RegioRender
import Testing
@testable import Regio

/// The `land` layer of built datasets: the sea is where it is not (the Gulf of
/// Mexico off Texas, the straits around Hokkaido), and maps draw the sea colour there.
@Suite(.enabled(if: BuiltDatasets.basemapAvailable, "needs scripts/fetch-basemap, fetch-natural-earth and fetch-geonames"))
struct CoastBuildTests {
    private func land(of built: BuiltDatasets.Built, _ context: GeometryContext) throws -> [Geometry] {
        try VectorDataset(url: built.folder.appendingPathComponent("basemap.gpkg")).features(layer: "land").map {
            try Geometry(geoJSON: try #require($0.geometry), context: context)
        }
    }

    @Test func theGulfOfMexicoIsSeaAndTexasLand() throws {
        let built = try BuiltDatasets.mexico.get()   // its box holds the coast of Texas
        let context = GeometryContext()
        let land = try land(of: built, context)
        func onLand(_ lat: Double, _ lon: Double) -> Bool { land.contains { $0.contains(Coordinate(latitude: lat, longitude: lon)) } }
        #expect(!onLand(25.0, -90.0) && !onLand(28.5, -95.0), "the Gulf of Mexico")
        #expect(onLand(29.76, -95.37) && onLand(32.78, -96.8), "Houston and Dallas")
    }

    @Test func hokkaidoIsAnIslandInTheSea() throws {
        let built = try BuiltDatasets.japan.get()
        let context = GeometryContext()
        let land = try land(of: built, context)
        let sapporo = Coordinate(latitude: 43.06, longitude: 141.35), sendai = Coordinate(latitude: 38.27, longitude: 140.87)
        let hokkaido = try #require(land.first { $0.contains(sapporo) })
        #expect(!hokkaido.contains(sendai), "Hokkaido and Honshu are one polygon")
        #expect(!land.contains { $0.contains(Coordinate(latitude: 41.5, longitude: 140.5)) }, "the Tsugaru Strait")

        // Drawn: the sea colour around Hokkaido, none with the sea turned off.
        let builder = MapSceneBuilder(dataset: try Dataset.load(from: built.folder), language: .en)
        let box = BoundingBox(west: 139.0, south: 41.0, east: 146.5, north: 45.8)
        var options = OverviewMapOptions(paper: .pixels(width: 800, height: 600), dpi: 96)
        func seaPixels(_ options: OverviewMapOptions) throws -> Int {
            let png = try PNGDecoder.decode(try builder.overviewMap(of: .boundingBox(box), places: .towns, options: options).map.renderPNG())
            let sea = MapStyle.standard.sea.fill
            return stride(from: 0, to: png.rgba.count, by: 4).filter { i in
                abs(Int(png.rgba[i]) - Int(sea.red * 255)) <= 4 && abs(Int(png.rgba[i + 1]) - Int(sea.green * 255)) <= 4
                    && abs(Int(png.rgba[i + 2]) - Int(sea.blue * 255)) <= 4
            }.count
        }
        let withSea = try seaPixels(options)
        options.style.sea.visible = false
        options.style.water.visible = false
        let without = try seaPixels(options)
        #expect(withSea > 800 * 600 / 5 && without < withSea / 10, "\(withSea) sea pixels, \(without) without the sea")
    }
}
