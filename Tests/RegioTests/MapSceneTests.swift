import Foundation
import Testing
@testable import Regio

/// The facade's map scenes from the embedded dataset: regions, neighbours,
/// towns by their Czech names without city districts, places, clusters,
/// favourites, attribution.
@Suite struct MapSceneTests {
    let dataset: Dataset

    init() throws { dataset = try Dataset.load(from: TestPaths.embeddedData) }

    func place(_ name: String) throws -> Place {
        try #require(dataset.places.first { $0.name == name }, "\(name) is in the embedded dataset")
    }

    static let castle = Place(id: "wikidata:Q266698", name: "Karlštejn", category: .castle,
                              coordinate: Coordinate(latitude: 49.9394, longitude: 14.1882), importance: 21_000)
    static let tower = Place(id: "osm:node/1", name: "Rozhledna Babylon", category: .lookoutTower,
                             coordinate: Coordinate(latitude: 49.60, longitude: 15.35), importance: 300)

    @Test func theChosenRegionIsHighlightedAndTheOthersAreNot() throws {
        let scene = try MapSceneBuilder(dataset: dataset, language: .cs).scene(highlighting: "CZ-63", places: .towns)
        let regions = scene.polygons.filter { $0.role != .neighbour }
        #expect(regions.count == 14)
        let highlighted = scene.polygons.filter { $0.role == .highlighted }
        #expect(highlighted.map(\.id) == ["CZ-63"])
        #expect(highlighted.first?.name == "Kraj Vysočina")
        #expect(highlighted.first?.rings.isEmpty == false)
        let none = try MapSceneBuilder(dataset: dataset).scene(highlighting: nil, places: .towns)
        #expect(!none.polygons.contains { $0.role == .highlighted })
    }

    /// Each region's drawing shape is made once (GEOS → rings and WKB) and the
    /// renderer reads the WKB as it is: the map looks exactly like one whose
    /// GEOS geometries are rebuilt from the rings.
    @Test func regionShapesAreMadeOnceAndDrawnLikeTheirRings() throws {
        let builder = MapSceneBuilder(dataset: dataset)
        let scene = try builder.scene(highlighting: "CZ-63", places: .none)
        let region = try #require(dataset.region(id: "CZ-63"))
        let vysocina = try #require(scene.polygons.first { $0.id == "CZ-63" })
        #expect(vysocina.wkb == (try region.geometry.wkb))
        #expect(vysocina.rings == (try region.geometry.polygons))
        #expect(try dataset.mapShapes.shape(of: region) == MapShape(region.geometry))
        #expect(scene.polygons.allSatisfy { $0.wkb != nil })
        var fromRings = scene
        for i in fromRings.polygons.indices { fromRings.polygons[i].rings = scene.polygons[i].rings }
        #expect(fromRings.polygons.allSatisfy { $0.wkb == nil })
        let options = OverviewMapOptions(paper: .pixels(width: 600, height: 400), dpi: 96, showLegend: false)
        let area = try MapTarget.region(id: "CZ-63").area(in: dataset, favourites: [])
        let drawn = try OverviewMap(scene: scene, area: area, options: options).renderPNG()
        let rebuilt = try OverviewMap(scene: fromRings, area: area, options: options).renderPNG()
        #expect(drawn == rebuilt)
    }

    @Test func neighboursLeaveOutTheDatasetsOwnCountryAndTakeTheLanguage() throws {
        let cs = try MapSceneBuilder(dataset: dataset, language: .cs).scene(highlighting: nil, places: .none)
        let neighbours = cs.polygons.filter { $0.role == .neighbour }
        #expect(!neighbours.contains { $0.id == "country:CZ" })
        #expect(neighbours.count == dataset.countries.count - 1)
        let names = Set(neighbours.compactMap(\.name))
        #expect(names.isSuperset(of: ["Německo", "Rakousko", "Polsko", "Slovensko"]))
        let en = try MapSceneBuilder(dataset: dataset, language: .en).scene(highlighting: nil, places: .none)
        #expect(Set(en.polygons.compactMap(\.name)).isSuperset(of: ["Germany", "Austria", "Vysočina Region"]))
    }

    @Test func riversCarryTheirNamesInTheMapsLanguage() throws {
        func rivers(_ language: Language) throws -> Set<String> {
            Set(try MapSceneBuilder(dataset: dataset, language: language).scene(highlighting: nil, places: .none).lines.compactMap(\.name))
        }
        let czech = try rivers(.cs), english = try rivers(.en)
        #expect(czech.isSuperset(of: ["Labe", "Vltava", "Odra", "Morava"]) && !czech.contains("Elbe"), "\(czech.sorted())")
        #expect(english.isSuperset(of: ["Elbe", "Vltava", "Oder"]) && !english.contains("Labe"), "\(english.sorted())")
        #expect(!czech.contains("Vitava") && !english.contains("Vitava"), "Natural Earth's misspelling is mended")
    }

    @Test func townsCarryTheirCzechNames() throws {
        let scene = try MapSceneBuilder(dataset: dataset).scene(highlighting: nil, places: .towns)
        let names = Set(scene.points.compactMap(\.name))
        #expect(names.isSuperset(of: ["Praha", "Plzeň", "Brno", "Ostrava", "České Budějovice"]))
        #expect(!names.contains("Prague"))
        #expect(!names.contains("Pilsen"))
        // The rule only renames capitals whose Czech name the place lists.
        let naming = MapTownNames(dataset: dataset)
        #expect(naming.name(of: try place("Prague")) == "Praha")
        #expect(naming.name(of: Place(id: "x:1", name: "Prague", category: .town,
                                      coordinate: Coordinate(latitude: 0, longitude: 0))) == "Prague")
        #expect(naming.name(of: try place("Teplice")) == "Teplice")
    }

    @Test func cityDistrictsAreLeftOut() throws {
        let builder = MapSceneBuilder(dataset: dataset)
        let names = try Set(builder.scene(highlighting: nil, places: .towns).points.compactMap(\.name))
        for district in ["Libeň", "Žižkov", "Brno střed", "Stodůlky", "Vršovice", "Holešovice"] {
            #expect(dataset.places.contains { $0.name == district }, "\(district) is a GeoNames place")
            #expect(!names.contains(district), "\(district) is a part of a city")
        }
        // Real towns stay, including those a few kilometres out of a city.
        #expect(names.isSuperset(of: ["Havířov", "Kladno", "Černošice", "Kuřim"]))
        // Every town left out is a section of a city, and only those are.
        let dropped = dataset.places.filter { $0.category == .town }.count - builder.towns.count
        #expect(dropped > 50 && dropped < 400, "\(dropped) towns left out")
    }

    @Test func favouritesAreMarkedAndAlwaysShow() throws {
        let brno = try place("Brno"), zizkov = try place("Žižkov")
        let favourites = [Favourite(place: brno), Favourite(place: zizkov), Favourite(place: Self.castle)]
        let builder = MapSceneBuilder(dataset: dataset, favourites: favourites, language: .cs)
        let scene = try builder.scene(highlighting: "CZ-64", places: .towns)
        let marked = scene.points.filter(\.isFavourite)
        #expect(Set(marked.map(\.id)) == Set(favourites.map(\.placeID)))
        #expect(scene.points.filter { $0.id == brno.id }.count == 1, "Brno once, marked")
        // A district and a castle that no layer shows are still there, as favourites.
        let castle = try #require(marked.first { $0.id == Self.castle.id })
        #expect(castle.kind == .place(category: "castle"))
        #expect(castle.name == "Karlštejn")
        #expect(marked.contains { $0.id == zizkov.id })
        // With no places at all, only the favourites.
        let bare = try builder.scene(highlighting: nil, places: .none)
        #expect(bare.points.count == 3 && bare.points.allSatisfy(\.isFavourite))
        #expect(bare.credits == ["Natural Earth", "GeoNames (CC BY 4.0)", MapAttribution.wikidata, "GSHHG (LGPL-3+)", "Land cover: NASA MODIS MCD12C1", "SRTM30 (NASA JPL) via Marble's 2′ relief (LGPL-2.1+); NOAA ETOPO5"])
    }

    @Test func attributionNamesEachSourceShown() throws {
        let places = dataset.places + [Self.castle, Self.tower]
        let builder = MapSceneBuilder(dataset: dataset, places: places)
        #expect(try builder.scene(highlighting: nil, places: .none).credits == ["Natural Earth", "GSHHG (LGPL-3+)", "Land cover: NASA MODIS MCD12C1", "SRTM30 (NASA JPL) via Marble's 2′ relief (LGPL-2.1+); NOAA ETOPO5"])
        #expect(try builder.scene(highlighting: nil, places: .towns).credits == ["Natural Earth", "GeoNames (CC BY 4.0)", "GSHHG (LGPL-3+)", "Land cover: NASA MODIS MCD12C1", "SRTM30 (NASA JPL) via Marble's 2′ relief (LGPL-2.1+); NOAA ETOPO5"])
        #expect(try builder.scene(highlighting: nil, places: .pois).credits
                == ["Natural Earth", "GeoNames (CC BY 4.0)", "© OpenStreetMap contributors", MapAttribution.wikidata, "GSHHG (LGPL-3+)", "Land cover: NASA MODIS MCD12C1", "SRTM30 (NASA JPL) via Marble's 2′ relief (LGPL-2.1+); NOAA ETOPO5"])
    }

    @Test func aScenesPointsAreItsTownsThenItsOtherPlacesInOrder() throws {
        let builder = MapSceneBuilder(dataset: dataset, places: dataset.places + [Self.castle, Self.tower])
        let scene = try builder.scene(highlighting: nil, places: .pois)
        #expect(scene.points.map(\.id) == builder.towns.map(\.id) + builder.pois.map(\.id))
        #expect(scene.points.map(\.name) == (builder.towns + builder.pois).map { builder.point(for: $0).name })
    }

    @Test func placeGroupsReadAsOneListWithoutJoining() {
        let groups = PlaceGroups([Self.castle], [], [Self.tower, Self.castle])
        #expect(groups.count == 3)
        #expect((0..<3).map { groups[$0].id } == [Self.castle.id, Self.tower.id, Self.castle.id])
        #expect(groups.distinctSources == ["wikidata", "osm"])
        let none = PlaceGroups()
        #expect(none.count == 0 && none.distinctSources.isEmpty)
    }

    @Test func placesShowByCategoryWithTheirImportance() throws {
        let builder = MapSceneBuilder(dataset: dataset, places: dataset.places + [Self.castle, Self.tower])
        let scene = try builder.scene(highlighting: nil, places: .pois)
        let castle = try #require(scene.points.first { $0.id == Self.castle.id })
        let tower = try #require(scene.points.first { $0.id == Self.tower.id })
        #expect(castle.kind == .place(category: "castle") && tower.kind == .place(category: "lookout-tower"))
        #expect(castle.effectivePriority > tower.effectivePriority)
        #expect(try !builder.scene(highlighting: nil, places: .towns).points.contains { $0.id == Self.castle.id })
    }

    @Test func clusterLayerGroupsTheOtherPlacesAndKeepsTownsNamed() throws {
        // 40 sights around Jihlava: at an overview's zoom they become badges.
        var sights: [Place] = []
        for i in 0..<40 {
            sights.append(Place(id: "test:\(i)", name: "Sight \(i)", category: .museum,
                                coordinate: Coordinate(latitude: 49.35 + Double(i % 8) * 0.01, longitude: 15.55 + Double(i / 8) * 0.01),
                                importance: 500))
        }
        // The towns and these sights (the embedded dataset's own sights would be grouped too).
        let places = dataset.places.filter { $0.category == .town } + sights
        let builder = MapSceneBuilder(dataset: dataset, places: places, language: .cs)
        let (map, scene) = try builder.overviewMap(of: .region(id: "CZ-63"), places: .clusters,
                                                   options: OverviewMapOptions(paper: .pixels(width: 800, height: 600)),
                                                   clusterIndex: { try ClusterIndex(places: places) })
        let counts = MapPointCounts(scene: scene, in: map.visibleBounds)
        #expect(counts.clusters >= 1)
        #expect(counts.places < 40, "the sights are grouped")
        #expect(counts.towns > 100, "towns are drawn as towns")
        let badges = scene.points.compactMap { p -> Int? in if case .cluster(let n) = p.kind { return n } else { return nil } }
        #expect(badges.reduce(0, +) + counts.places == 40, "the badges count every sight once")
        // The dataset's own places (towns and sights): every place is in the badges.
        let townsOnly = MapSceneBuilder(dataset: dataset)
        let (_, all) = try townsOnly.overviewMap(of: .region(id: "CZ-63"), places: .clusters,
                                                 options: OverviewMapOptions(paper: .pixels(width: 800, height: 600)),
                                                 clusterIndex: { try ClusterIndex(places: dataset.places) })
        #expect(all.points.contains { if case .cluster = $0.kind { return true } else { return false } })
    }

    @Test func targetsParseRegionsBoxesAndFavourites() throws {
        #expect(try MapTarget(parsing: "vysocina", in: dataset) == .region(id: "CZ-63"))
        #expect(try MapTarget(parsing: "CZ-64", in: dataset) == .region(id: "CZ-64"))
        #expect(try MapTarget(parsing: "Oblíbené", in: dataset) == .favourites)
        #expect(try MapTarget(parsing: "favourites", in: dataset) == .favourites)
        #expect(try MapTarget(parsing: "15.2, 49.1, 16.0, 49.6", in: dataset)
                == .boundingBox(BoundingBox(west: 15.2, south: 49.1, east: 16, north: 49.6)))
        #expect(throws: MapError.self) { try MapTarget(parsing: "Atlantis", in: dataset) }
        for bad in ["1,2,3", "a,b,c,d", "16,49,15,50", "15,50,16,49", "15,49,16,49", "190,49,200,50", "15,-89,16,50", "15,49,16,nan"] {
            // Boxes are read by the one box parser (UserInput.box), whose errors name the parameter.
            #expect(throws: InputError.self, "\(bad)") { try MapTarget(parsing: bad, in: dataset) }
        }
        #expect(throws: MapError.noFavourites) { try MapTarget.favourites.area(in: dataset, favourites: []) }
        #expect(MapTarget.region(id: "CZ-63").title(in: dataset, language: .cs) == "Kraj Vysočina")
        #expect(try MapTarget.region(id: "CZ-80").isWide(in: dataset, favourites: []))
        #expect(try !MapTarget.boundingBox(BoundingBox(west: 15, south: 49, east: 15.1, north: 50)).isWide(in: dataset, favourites: []))
        // Rotated a quarter turn, a wide area stands upright.
        #expect(try !MapTarget.region(id: "CZ-80").isWide(in: dataset, favourites: [], bearing: 90))
    }

    @Test func legendTextsFollowTheLanguageUnlessAStyleSetsThem() throws {
        let cs = MapStyle.standard.localized(.cs)
        #expect(cs.page.legendTitle == "Legenda")
        #expect(cs.places.categories["castle"]?.legend == "hrad")
        #expect(cs.towns.classes.last?.legend == "nad 1\u{00A0}000\u{00A0}000")
        #expect(MapStyle.standard.localized(.en) == MapStyle.standard)
        // German and Slovak from their catalogues, numbers as each writes them.
        let de = MapStyle.standard.localized(.de)
        #expect(de.page.legendTitle == "Legende" && de.page.legendRiver == "Fluss")
        #expect(de.places.categories["castle"]?.legend == "Burg")
        #expect(de.towns.classes.first?.legend == "unter 5.000")
        let sk = MapStyle.standard.localized(.sk)
        #expect(sk.page.legendNeighbour == "susedný štát" && sk.towns.classes[1].legend == "5\u{00A0}000–20\u{00A0}000")
        // The English catalogue says what the standard style says: each text it swaps is found.
        let en = Texts(.en)
        #expect(en(.legendTitle) == MapStyle.standard.page.legendTitle && en(.legendProtected) == MapStyle.standard.page.legendProtected)
        let own = try MapStyle(json: Data(#"{"page": {"legendTitle": "Vysvětlivky"}}"#.utf8))
        #expect(own.localized(.cs).page.legendTitle == "Vysvětlivky")
        #expect(own.localized(.cs).page.legendRiver == "řeka")
    }

    @Test func anOverviewOfEveryRegionFitsTheRegion() throws {
        let builder = MapSceneBuilder(dataset: dataset)
        for region in dataset.regions {
            let (map, _) = try builder.overviewMap(of: .region(id: region.id), places: .towns,
                                                   options: OverviewMapOptions(paper: .pixels(width: 400, height: 300)))
            let box = try #require(region.geometry.bounds)
            #expect(map.visibleBounds.contains(box.center), "\(region.id)")
            #expect(map.visibleBounds.contains(Coordinate(latitude: box.south, longitude: box.west)), "\(region.id)")
            #expect(map.visibleBounds.contains(Coordinate(latitude: box.north, longitude: box.east)), "\(region.id)")
        }
    }
}
