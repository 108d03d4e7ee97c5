import Foundation
import RegioRender
import Testing
@testable import Regio

/// Printed maps of places (issue 30, item 9): every favourite or search result
/// inside the frame and uncovered by the legend, scale bar or attribution; a
/// short result list in a band under the map, not a quarter of the page; a
/// box or a view titled with what it shows, not its coordinates.
@Suite struct PrintedMapsOfPlacesTests {
    let dataset: Dataset
    init() throws { dataset = try Dataset.load(from: TestPaths.embeddedData) }

    /// Karlštejn, Kutná Hora, Telč, Hluboká, Český Krumlov, Lednice: the two in the south-west sat under the
    /// legend and Lednice under the attribution of an A4 landscape page.
    static let trip: [(String, Double, Double)] = [("geonames:3077889", 48.8109, 14.3152), ("wikidata:Q266698", 49.9394, 14.1882),
                                                   ("wikidata:Q2142483", 49.0514, 14.4431), ("wikidata:Q370990", 48.8036, 16.8053),
                                                   ("wikidata:Q2243703", 49.1846, 15.4522), ("geonames:3072463", 49.9484, 15.2682)]

    func favourites() -> [Favourite] {
        Self.trip.map { id, lat, lon in
            Favourite(place: Place(id: id, name: id, category: .castle, coordinate: Coordinate(latitude: lat, longitude: lon)))
        }
    }

    @Test(arguments: [(Paper.a4, true, 100.0), (.a4, false, 100.0), (.a4, true, 300.0), (.a3, true, 72.0), (.a3, false, 150.0)])
    func everyFavouriteIsInsideAndUncovered(paper: Paper, landscape: Bool, dpi: Double) throws {
        let favourites = favourites()
        let builder = MapSceneBuilder(dataset: dataset, favourites: favourites, language: .en)
        let options = OverviewMapOptions(paper: paper, dpi: dpi, landscape: landscape, title: "Favourites")
        let map = try builder.overviewMap(of: .favourites, places: .pois, options: options).map
        let inset = 3 * dpi / 25.4
        for f in favourites {
            let (x, y) = map.transform.apply(WebMercator.project(f.coordinate))
            #expect(map.frame.insetBy(inset).contains(x: x, y: y), "\(f.placeID) at \(x), \(y) in \(map.frame)")
            let spot = PixelRect(x: x - 4, y: y - 4, width: 8, height: 8)
            #expect(!map.layout.obstacles.contains { $0.intersects(spot) }, "\(f.placeID) is covered: \(map.layout)")
        }
        #expect(map.layout.legendRect != nil)
    }

    @Test func aShortResultListIsABandUnderTheMapAndALongOneStaysReadable() throws {
        let options = { (lines: [String]) in
            var o = OverviewMapOptions(paper: .a4, dpi: 100, landscape: true, title: "krumlov")
            o.sideList = lines
            return o
        }
        let area = MapArea.places([Coordinate(latitude: 48.81, longitude: 14.32), Coordinate(latitude: 49.0, longitude: 16.3)])
        let two = try OverviewMap(scene: MapScene(), area: area, options: options(["1. Český Krumlov (town, South Bohemian Region)",
                                                                                   "2. Moravský Krumlov (town, South Moravian Region)"]))
        let band = try #require(two.sideListFrame)
        #expect(band.width > two.frame.width * 0.9 && band.height < Double(two.pixelHeight) * 0.1, "\(band)")
        #expect(band.minY > two.frame.maxY, "under the map")
        // The map keeps at least 85 % of the page's width (a column took a quarter of it).
        #expect(two.frame.width > Double(two.pixelWidth) * 0.85)
        let twenty = try OverviewMap(scene: MapScene(), area: area,
                                     options: options((1...20).map { "\($0). Hrad number \($0) (castle, Central Bohemian Region)" }))
        let side = try #require(twenty.sideListFrame)
        #expect(side.height <= Double(twenty.pixelHeight) * 0.3 || side.minX > twenty.frame.maxX, "\(side)")
    }

    @Test func aBoxOrAViewIsTitledWithWhatItShows() throws {
        let en = MapSceneBuilder(dataset: dataset, language: .en), cs = MapSceneBuilder(dataset: dataset, language: .cs)
        // The web app's "Print this view" of central Bohemia (it was "49.34–50.83 °N, 13.10–15.75 °E").
        let view = BoundingBox(west: 13.10, south: 49.34, east: 15.75, north: 50.83)
        #expect(en.title(of: .boundingBox(view)) == "Praha and surroundings")
        #expect(cs.title(of: .boundingBox(view)) == "Praha a okolí")
        #expect(en.title(of: .boundingBox(BoundingBox(west: 16.4, south: 49.1, east: 16.8, north: 49.3))) == "Brno and surroundings")
        #expect(cs.title(of: .boundingBox(BoundingBox(west: 12, south: 48.5, east: 19, north: 51.1))) == "Česko")
        let viewport = try Viewport(center: Coordinate(latitude: 49.2, longitude: 16.6), zoom: 11, width: 800, height: 600)
        #expect(en.title(of: .view(viewport)) == "Brno and surroundings")
        // Where nothing of the dataset is, the coordinates.
        #expect(en.title(of: .boundingBox(BoundingBox(west: 5, south: 40, east: 6, north: 41))) == "40.00–41.00 °N, 5.00–6.00 °E")
    }
}
