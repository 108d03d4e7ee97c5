import Foundation
import Testing
import Regio

/// The map targets beside regions and boxes (a place, a view as `clusters`
/// lists it, search results as numbered pins), `--category` on maps and
/// tiles, `search --near <place>`, and places shown by their Czech names.
@Suite struct MapTargetAndNameTests {
    @Test func aMapOfAPlaceHasItAtTheCentreWithItsName() throws {
        let t = TestEngine()
        defer { t.remove() }
        var request = MapRequest(target: "", file: t.path("brno.png"), paper: .pixels(width: 400, height: 300), dpi: 96, language: .cs)
        request.place = "brno"
        let map = try t.engine.map(request)
        #expect(map.target == "geonames:3078610")
        #expect(map.title == "Brno")
        #expect(map.inView.towns >= 1)
        // The place's surroundings: about 12 km across, not the whole region.
        var region = request
        region.place = nil
        region.target = "CZ-64"
        let regionScale = try t.engine.map(region).scaleDenominator
        #expect(map.scaleDenominator < 300_000 && map.scaleDenominator * 5 < regionScale, "\(map.scaleDenominator)")
        request.place = "Prague"
        #expect(try t.engine.map(request).title == "Praha", "the Czech name in a Czech map")
        request.place = "nowhere at all"
        #expect(throws: InputError.self) { try t.engine.map(request) }
    }

    @Test func aMapOfAViewShowsExactlyWhatClustersLists() throws {
        let t = TestEngine()
        defer { t.remove() }
        let centre = Coordinate(latitude: 49.8, longitude: 15.5)
        for bearing in [0.0, 30.0] {
            let listed = try t.engine.clusters(ClustersRequest(center: centre, zoom: 6, width: 640, height: 480, bearing: bearing))
            var request = MapRequest(target: "", file: t.path("view-\(Int(bearing)).png"), language: .en)
            request.view = MapRequest.View(center: centre, zoom: 6, width: 640, height: 480, bearing: bearing)
            let map = try t.engine.map(request)
            #expect(map.widthPx == 640 && map.heightPx == 480, "the page is the view")
            #expect(map.places == "clusters")
            #expect(map.bearing == bearing)
            // Every cluster badge of the listing is on the map, over the towns the tiles label (never badges).
            #expect(map.inView.clusters == listed.clusterCount, "bearing \(bearing)")
            #expect(map.inView.places + map.inView.clusters <= listed.items.count)
            #expect(map.inView.towns > 0)
            // The view's scale: 512-pixel tiles at zoom 6 on a 96 dpi page.
            let metresPerPixel = 2 * Double.pi * 6_378_137 * cos(49.8 * .pi / 180) / (512 * 64)
            #expect(abs(map.scaleDenominator / (metresPerPixel * 96 / 0.0254) - 1) < 0.01)
        }
    }

    @Test func searchResultsBecomeNumberedPinsWithAList() throws {
        let t = TestEngine()
        defer { t.remove() }
        var request = MapRequest(target: "", file: t.path("pins.png"), paper: .pixels(width: 800, height: 500), dpi: 96, language: .cs)
        request.search = SearchRequest(text: "brod", regions: ["CZ-63"], limit: 5)
        let map = try t.engine.map(request)
        #expect(map.pins.map(\.number) == Array(1...map.pins.count))
        #expect(!map.pins.isEmpty && map.pins.count <= 5)
        #expect(map.pins.first?.name == "Havlíčkův Brod")
        #expect(map.pins.allSatisfy { $0.regionName == "Kraj Vysočina" })
        #expect(map.inView.pins == map.pins.count, "every pin is on the map")
        request.search = SearchRequest(text: "zzzzqqq")
        #expect(throws: EngineError.self) { try t.engine.map(request) }
    }

    @Test(.enabled(if: TestEngine.castles != nil, "needs ../shared/data/cz-castles.geojson"))
    func categoriesFilterMapsAndTilesAndNearTakesAPlace() throws {
        let t = TestEngine(placesFiles: [TestEngine.castles!])
        defer { t.remove() }
        var all = MapRequest(target: "CZ-20", file: t.path("all.png"), paper: .pixels(width: 400, height: 300), dpi: 96)
        all.places = .pois
        var castles = all
        castles.file = t.path("castles.png")
        castles.categories = ["castle"]
        let a = try t.engine.map(all), c = try t.engine.map(castles)
        #expect(c.inView.places > 0 && c.inView.places < a.inView.places)
        #expect(c.inView.towns == a.inView.towns, "towns stay as the base map")
        var bad = castles
        bad.categories = ["volcano"]
        #expect(throws: InputError.self) { try t.engine.map(bad) }
        let tiles = try t.engine.tiles(TilesRequest(region: "CZ-20", output: TileOutput(path: t.path("t"), zooms: 7...7),
                                                    categories: ["castle"]))
        #expect(tiles.rendered > 0)

        // Around Karlštejn, by name: the castle itself is the centre, places come with distances.
        let near = try t.engine.search(SearchRequest(nearPlace: "karlstejn", categories: ["castle"], radiusKm: 15, nearestFirst: true))
        #expect(near.centre?.name == "Karlštejn")
        #expect(near.hits.first?.result.place.id == near.centre?.placeID)
        #expect(near.hits.allSatisfy { ($0.result.distance ?? .infinity) <= 15_000 })
        #expect(near.hits.count > 1)
    }

    @Test func czechNamesInCzechAndTheSourceNameInEnglish() throws {
        let t = TestEngine()
        defer { t.remove() }
        let cs = try t.engine.search(SearchRequest(text: "praha", limit: 1, language: .cs)).hits[0]
        #expect(cs.name == "Praha" && cs.otherMatchedName == nil)
        let en = try t.engine.search(SearchRequest(text: "praha", limit: 1, language: .en)).hits[0]
        #expect(en.name == "Prague" && en.otherMatchedName == "Praha")
        let plzen = try t.engine.search(SearchRequest(text: "pilsen", limit: 1, language: .cs)).hits[0]
        #expect(plzen.name == "Plzeň")
        // Favourites saved as "Prague" show and resolve as Praha in Czech.
        _ = try t.engine.addFavourite(FavouriteAddRequest(text: "geonames:3067696", language: .cs))
        let list = try t.engine.favourites(FavouriteListRequest(language: .cs))
        #expect(list.entries.map(\.name) == ["Praha"])
        #expect(try t.engine.resolveFavourite("praha").placeID == "geonames:3067696")
    }

    @Test func errorsSpeakBothLanguages() throws {
        let t = TestEngine()
        defer { t.remove() }
        let error = #expect(throws: InputError.self) {
            try t.engine.search(SearchRequest(near: Coordinate(latitude: 50, longitude: 14), nearPlace: "brno"))
        }
        #expect(error?.message(in: .en).contains("not both") == true)
        #expect(error?.message(in: .cs).contains("ne obojí") == true)
        let quiz = #expect(throws: EngineError.self) { try t.engine.resolveQuiz("nothing-like-it") }
        #expect(quiz?.message(in: .cs).hasPrefix("žádný kvíz") == true)
        #expect(quiz?.description.hasPrefix("no quiz") == true)
    }
}
