import Foundation
import Regio
import Testing

/// Every feature through the engine, as a library user (or the HTTP server) calls it.
@Suite struct EngineFeatureTests {
    @Test func regionsWhereAndOneRegion() throws {
        let t = TestEngine()
        defer { t.remove() }
        let regions = try t.engine.regions(language: .en)
        #expect(regions.regions.count == 14)
        #expect(regions.regions.first { $0.id == "CZ-63" }?.name == "Vysočina Region" || regions.regions.first { $0.id == "CZ-63" }?.nameEN == regions.regions.first { $0.id == "CZ-63" }?.name)
        let brno = try t.engine.where(WhereRequest(position: Coordinate(latitude: 49.1951, longitude: 16.6068)))
        #expect(brno.inside && brno.regionID == "CZ-64")
        let cape = try t.engine.where(WhereRequest(position: Coordinate(latitude: -33.92, longitude: 18.42)))
        #expect(!cape.inside && cape.nearestRegionID != nil && (cape.nearestDistanceKm ?? 0) > 8000)
        let details = try t.engine.region(RegionRequest(query: "jihomoravsky", language: .cs))
        #expect(details.id == "CZ-64" && details.neighbours.map(\.id) == ["CZ-31", "CZ-53", "CZ-63", "CZ-71", "CZ-72"])
        #expect(details.largestTowns.first?.name == "Brno")
        #expect(throws: InputError.self) { try t.engine.region(RegionRequest(query: "atlantis")) }
        #expect(!t.storeExists, "reading never creates a store")
    }

    @Test func searchPagesSortsAndResolvesFilters() throws {
        let t = TestEngine()
        defer { t.remove() }
        let first = try t.engine.search(SearchRequest(text: "nove", limit: 4))
        let second = try t.engine.search(SearchRequest(text: "nove", limit: 4, offset: 4))
        let all = try t.engine.search(SearchRequest(text: "nove", limit: 8))
        #expect((first.hits + second.hits).map(\.result.place.id) == all.hits.map(\.result.place.id))
        #expect(first.mayHaveMore)
        // Nearest first: distances never decrease, and the pages continue each other.
        let near = Coordinate(latitude: 49.19, longitude: 16.61)
        let nearest = try t.engine.search(SearchRequest(text: "", near: near, categories: ["town"], nearestFirst: true, limit: 10))
        let distances = nearest.hits.compactMap(\.result.distance)
        #expect(distances.count == 10 && distances == distances.sorted())
        let next = try t.engine.search(SearchRequest(text: "", near: near, categories: ["town"], nearestFirst: true, limit: 10, offset: 10))
        #expect((next.hits.first?.result.distance ?? 0) >= distances.last!)
        // Regions by name, categories as in every command.
        let inVysocina = try t.engine.search(SearchRequest(text: "", categories: ["town"], regions: ["vysocina"], limit: 50))
        #expect(!inVysocina.hits.isEmpty && inVysocina.hits.allSatisfy { $0.result.place.regionID == "CZ-63" && $0.regionName != nil })
        // Mistakes name the parameter.
        let radius = #expect(throws: InputError.self) { try t.engine.search(SearchRequest(text: "x", radiusKm: 5)) }
        #expect(radius?.message == "--radius needs --near LAT,LON or a place (the centre)")
        #expect(throws: InputError.self) { try t.engine.search(SearchRequest(text: "x", limit: 0)) }
        #expect(throws: InputError.self) { try t.engine.search(SearchRequest(text: "x", categories: ["spaceport"])) }
        #expect(!t.storeExists, "searching never creates a store")
    }

    @Test(.enabled(if: TestEngine.castles != nil, "needs ../shared/data/cz-castles.geojson"))
    func commaCategoriesEqualRepeatedOnesInSearchAndClusters() throws {
        let t = TestEngine(placesFiles: [TestEngine.castles!])
        defer { t.remove() }
        let comma = try t.engine.search(SearchRequest(text: "", categories: ["castle,chateau"], limit: 50))
        let repeated = try t.engine.search(SearchRequest(text: "", categories: ["castle", "chateau"], limit: 50))
        #expect(!comma.hits.isEmpty && comma.hits.map(\.result.place.id) == repeated.hits.map(\.result.place.id))
        #expect(Set(comma.hits.map(\.result.place.category)).isSubset(of: [.castle, .chateau]))
        let commaView = try t.engine.clusters(ClustersRequest(zoom: 7, categories: ["castle,chateau"]))
        let repeatedView = try t.engine.clusters(ClustersRequest(zoom: 7, categories: ["castle", "chateau"]))
        #expect(commaView == repeatedView && commaView.placeCount > 0)
        #expect(Set(commaView.selection.categories) == [.castle, .chateau])
    }

    @Test func placeDetailsAndNotFound() throws {
        let t = TestEngine()
        defer { t.remove() }
        let prague = try t.engine.place(PlaceRequest(id: "geonames:3067696", language: .en))
        #expect(prague.shownFrom == "catalogue" && prague.place?.name == "Praha" || prague.place?.id == "geonames:3067696")
        #expect(try t.engine.place(PlaceRequest(id: "3067696")).place?.id == "geonames:3067696")
        let missing = #expect(throws: EngineError.self) { try t.engine.place(PlaceRequest(id: "olomouc")) }
        #expect(missing?.kind == .notFound && missing?.message.contains("did you mean Olomouc (geonames:3069011)") == true)
        #expect(!t.storeExists)
    }

    @Test func favouritesAddWithPickRulesListNoteRemoveExportImport() throws {
        let t = TestEngine()
        defer { t.remove() }
        // By id, then by a unique exact hit.
        guard case .saved(let byID) = try t.engine.addFavourite(FavouriteAddRequest(text: "geonames:3067696", note: "capital")) else {
            Issue.record("not saved"); return
        }
        #expect(byID.change == "added" && byID.favourite.note == "capital" && t.storeExists)
        guard case .saved(let exact) = try t.engine.addFavourite(FavouriteAddRequest(text: "ceske budejovice", tags: ["trip"])) else {
            Issue.record("a unique exact hit wins"); return
        }
        #expect(exact.favourite.name == "České Budějovice" && exact.favourite.tags == ["trip"])
        // Several hits and no clear one: a choice, then the pick.
        let ambiguous = try t.engine.addFavourite(FavouriteAddRequest(text: "nove"))
        guard case .choose(let choice) = ambiguous else { Issue.record("expected a choice: \(ambiguous)"); return }
        #expect(choice.candidates.count > 1 && choice.candidates.map(\.number) == Array(1...choice.candidates.count))
        guard case .saved(let picked) = try t.engine.addFavourite(FavouriteAddRequest(text: "nove", pick: 2)) else {
            Issue.record("the pick saves"); return
        }
        #expect(picked.favourite.placeID == choice.candidates[1].place.id)
        guard case .choose(let outOfRange) = try t.engine.addFavourite(FavouriteAddRequest(text: "nove", pick: 99)) else {
            Issue.record("an out-of-range pick lists the places"); return
        }
        #expect(outOfRange.invalidPick == 99)
        // Again: updated, snapshot refreshed.
        guard case .saved(let again) = try t.engine.addFavourite(FavouriteAddRequest(text: "geonames:3067696")) else { return }
        #expect(again.change == "updated" && again.favourite.note == "capital")

        let list = try t.engine.favourites(FavouriteListRequest())
        #expect(list.entries.count == 3 && list.entries.allSatisfy { $0.state == "unchanged" })
        #expect(try t.engine.favourites(FavouriteListRequest(tag: "trip")).entries.map(\.favourite.name) == ["České Budějovice"])
        // České Budějovice, and the pick when it is South Bohemian too (the second "nove" may be a sight there).
        let southBohemian = [exact.favourite, picked.favourite, byID.favourite].filter { $0.regionID == "CZ-31" }
        #expect(southBohemian.contains { $0.name == "České Budějovice" })
        #expect(try t.engine.favourites(FavouriteListRequest(region: "jihocesky")).entries.map(\.favourite.placeID).sorted()
                == southBohemian.map(\.placeID).sorted())
        #expect(try t.engine.setFavouriteNote("České Budějovice", note: "  beer ").note == "beer")
        let export = try t.engine.exportFavourites(FavouriteExportRequest(file: t.path("mine.kml")))
        #expect(export.format == "kml" && export.count == 3 && FileManager.default.fileExists(atPath: t.path("mine.kml")))
        #expect(try t.engine.removeFavourite("3067696").placeID == "geonames:3067696")
        #expect(throws: EngineError.self) { try t.engine.removeFavourite("geonames:3067696") }
        let imported = try t.engine.importFavourites(file: t.path("mine.kml"))
        #expect(imported.added == 1 && imported.updated == 2)
        let refreshed = try t.engine.refreshFavourites()
        #expect(refreshed.refreshed == 0 && refreshed.notInCatalogue == 0)
    }

    /// A GPX from another app has no Regio region: each point gets the region it lies in.
    @Test func importedPointsGetTheirRegion() throws {
        let t = TestEngine()
        defer { t.remove() }
        let gpx = """
        <?xml version="1.0" encoding="UTF-8"?>
        <gpx version="1.1" creator="another app" xmlns="http://www.topografix.com/GPX/1/1">
          <wpt lat="49.1951" lon="16.6068"><name>Brno náměstí</name></wpt>
          <wpt lat="49.2190" lon="15.8800"><name>Třebíč</name></wpt>
          <wpt lat="47.0" lon="-30.0"><name>In the Atlantic</name></wpt>
        </gpx>
        """
        try Data(gpx.utf8).write(to: URL(fileURLWithPath: t.path("other.gpx")))
        #expect(try t.engine.importFavourites(file: t.path("other.gpx")).added == 3)
        let southMoravia = try t.engine.favourites(FavouriteListRequest(region: "CZ-64"))
        #expect(southMoravia.entries.map(\.favourite.name) == ["Brno náměstí"])
        let vysocina = try t.engine.favourites(FavouriteListRequest(region: "vysocina"))
        #expect(vysocina.entries.map(\.favourite.name) == ["Třebíč"])
        let all = try t.engine.favourites(FavouriteListRequest())
        #expect(all.entries.first { $0.favourite.name == "In the Atlantic" }?.favourite.regionID == nil)
    }

    @Test func clustersAndClusterPages() throws {
        let t = TestEngine()
        defer { t.remove() }
        let overview = try t.engine.clusters(ClustersRequest())
        // Every place that can be a badge (towns are the tiles' labels): the overview's zoom is below the tiles' sights.
        let placeCount = try t.engine.placeLibrary().places.filter { TilePlaces.canBeBadge($0) && $0.category != .town }.count
        #expect(overview.placeCount == placeCount)
        // Rotation never changes the clusters, any finite bearing (negative too).
        let north = try t.engine.clusters(ClustersRequest(center: Coordinate(latitude: 49.8, longitude: 15.5), zoom: 6))
        let rotated = try t.engine.clusters(ClustersRequest(center: Coordinate(latitude: 49.8, longitude: 15.5), zoom: 6,
                                                            width: 4000, height: 4000, bearing: -30))
        let cluster = try #require(north.items.first { $0.isCluster })
        #expect(rotated.items.contains { $0.id == cluster.id && $0.count == cluster.count })
        let page = try t.engine.clusterPage(ClusterPageRequest(id: cluster.id.description, limit: 5))
        #expect(page.leaves.count == 5 && page.total == cluster.count)
        let unknown = #expect(throws: EngineError.self) { try t.engine.clusterPage(ClusterPageRequest(id: cluster.id.description, favouritesOnly: true)) }
        #expect(unknown?.message.contains("(--favourites)") == true)
        #expect(throws: InputError.self) { try t.engine.clusterPage(ClusterPageRequest(id: "c6-1", limit: -1)) }
        #expect(!t.storeExists)
    }

    @Test func quizzesStartAnswerSkipSummaryRetakeHistory() throws {
        let t = TestEngine()
        defer { t.remove() }
        let list = try t.engine.quizzes(language: .en)
        #expect(list.contains { $0.id == "cz-64-south-moravia" } && list.contains { $0.origin == .generated })
        #expect(!t.storeExists, "listing quizzes never creates a store")
        let start = try t.engine.startQuiz(QuizStartRequest(query: "cz-64-south-moravia", seed: 7))
        let attempt = start.run.attemptID
        #expect(!start.run.resumed && start.namedByID)
        let total = start.run.session.items.count
        let first = try t.engine.answerQuiz(attemptID: attempt, option: 0)
        #expect(first.run.decidedCount == 1)
        _ = try t.engine.nextQuizQuestion(attemptID: attempt)
        // The attempt resumes where it stopped.
        let resumed = try t.engine.startQuiz(QuizStartRequest(query: "cz-64-south-moravia"))
        #expect(resumed.run.resumed && resumed.run.attemptID == attempt && resumed.run.decidedCount == 1)
        for _ in 1..<total {
            _ = try t.engine.skipQuizQuestion(attemptID: attempt)
            _ = try t.engine.nextQuizQuestion(attemptID: attempt)
        }
        let summary = try t.engine.quizSummary(attemptID: attempt)
        #expect(summary.skipped == total - 1 && summary.questionCount == total)
        let retake = try t.engine.retakeQuiz(attemptID: attempt, missedOnly: true)
        #expect(retake.session.items.count == summary.missed.count)
        try t.engine.abandonQuiz(attemptID: retake.attemptID)
        guard case .one(let history, let title) = try t.engine.quizHistory("cz-64-south-moravia", language: .en) else {
            Issue.record("one quiz's history"); return
        }
        #expect(history.attempts.count == 2 && title != nil)
        guard case .all(let all) = try t.engine.quizHistory() else { Issue.record("every history"); return }
        #expect(all.map(\.quizID) == ["cz-64-south-moravia"])
        #expect(throws: EngineError.self) { try t.engine.startQuiz(QuizStartRequest(query: "atlantis")) }
    }

    @Test func quizImportGenerateVideosAndWatched() throws {
        let t = TestEngine()
        defer { t.remove() }
        let gift = t.path("wine.gift")
        try "::Q1:: Which town is the capital of the South Moravian Region? {=Brno ~Zlín ~Jihlava}\n".write(toFile: gift, atomically: true, encoding: .utf8)
        let imported = try t.engine.importQuiz(QuizImportRequest(file: gift, id: "wine", region: "jihomoravsky", title: "Wine"))
        #expect(imported.imported.map(\.id) == ["wine"] && imported.imported.first?.region == "CZ-64")
        // The library is rebuilt with the import: the quiz lists at once.
        #expect(try t.engine.quizzes(region: "CZ-64").contains { $0.id == "wine" && $0.origin == .imported })
        let generated = try t.engine.generateQuiz(region: "vysocina", seed: 5)
        #expect(generated.quiz.regionID == "CZ-63" && !generated.quiz.questions.isEmpty)
        let videos = try t.engine.videos(language: .en)
        #expect(videos.map(\.video.id) == ["101", "102", "103"] && videos.allSatisfy { $0.quizID != nil })
        let offer = try t.engine.watched(videoID: "101")
        #expect(offer.quiz?.regionID == "CZ-64" && !offer.unfinished)
        #expect(throws: EngineError.self) { try t.engine.watched(videoID: "999") }
    }

    @Test func mapsWithNegativeBearingAndTilesWithoutAStore() throws {
        let t = TestEngine()
        defer { t.remove() }
        let map = try t.engine.map(MapRequest(target: "vysocina", file: t.path("v.png"), paper: .pixels(width: 320, height: 240),
                                              dpi: 72, bearing: -30))
        // The embedded dataset has sights besides its towns: the map shows both ("pois").
        #expect(map.bearing == -30 && map.places == "pois" && map.bytes > 0)
        let box = try t.engine.map(MapRequest(target: "15.2,49.1,16.0,49.6", file: t.path("b.png"), paper: .pixels(width: 200, height: 200), dpi: 72))
        #expect(box.target == "15.2,49.1,16.0,49.6")
        // The same box rules as everywhere: west before east.
        let bad = #expect(throws: InputError.self) {
            try t.engine.map(MapRequest(target: "16,49,15,50", file: t.path("x.png"), paper: .pixels(width: 200, height: 200), dpi: 72))
        }
        #expect(bad?.message.contains("west (16) must be less than east (15)") == true)
        #expect(!t.storeExists, "drawing a map never creates a store")

        let tiles = try t.engine.tiles(TilesRequest(box: BoundingBox(west: 15, south: 49, east: 16, north: 50),
                                                    output: TileOutput(path: t.path("t.mbtiles"), zooms: 5...6)))
        #expect(tiles.format == "mbtiles" && tiles.rendered == tiles.tiles && tiles.tiles > 0)
        let empty = #expect(throws: InputError.self) {
            try t.engine.tiles(TilesRequest(region: "CZ-10", output: TileOutput(path: "", zooms: 5...5)))
        }
        #expect(empty?.message.contains("--out") == true)
        // An offline pack over a region grows by the radius.
        let plain = try t.engine.offlinePack(OfflinePackRequest(region: "CZ-10", output: TileOutput(path: t.path("p.mbtiles"), zooms: 9...9)))
        let grown = try t.engine.offlinePack(OfflinePackRequest(region: "CZ-10", radiusKm: 30, output: TileOutput(path: t.path("g.mbtiles"), zooms: 9...9)))
        #expect(grown.tiles > plain.tiles)
        #expect(throws: MapError.self) {
            try t.engine.offlinePack(OfflinePackRequest(favourites: true, output: TileOutput(path: t.path("f.mbtiles"), zooms: 8...8)))
        }
    }

    @Test func syncStatusReadsWithoutCreatingAStore() throws {
        let t = TestEngine()
        defer { t.remove() }
        let status = try t.engine.syncStatus()
        #expect(status.map(\.collection) == ["places", "quizzes", "videos"] && status.allSatisfy { !$0.synced && $0.stale })
        #expect(!t.storeExists)
    }
}
