import Testing
@testable import RegioPlaces
import RegioGeo

@Suite struct PlaceSearchIndexTests {
    static let towns: [Place] = [
        place("t:olomouc", "Olomouc", alt: ["Olmütz"], lat: 49.594, lon: 17.251, region: "CZ-71", importance: 99_496),
        place("t:olomucany", "Olomučany", lat: 49.33, lon: 16.67, region: "CZ-64", importance: 892),
        place("t:budejovice", "České Budějovice", alt: ["Budweis"], lat: 48.975, lon: 14.474, region: "CZ-31", importance: 93_426),
        place("t:ceska-lipa", "Česká Lípa", lat: 50.686, lon: 14.538, region: "CZ-51", importance: 36_815),
        place("t:most", "Most", lat: 50.503, lon: 13.636, region: "CZ-42", importance: 63_474),
        place("t:mostek", "Mostek", lat: 50.485, lon: 15.695, region: "CZ-52", importance: 1_360),
        place("t:praha", "Prague", alt: ["Praha", "Prag"], lat: 50.088, lon: 14.421, region: "CZ-10", importance: 1_165_581),
        place("t:karlstejn", "Karlštejn", lat: 49.934, lon: 14.188, region: "CZ-20", importance: 705),
        place("c:karlstejn", "Karlštejn", .castle, lat: 49.939, lon: 14.188, region: "CZ-20", importance: 101_000),
        place("c:kost", "Kost", .castle, lat: 50.49, lon: 15.135, region: "CZ-51", importance: 21_000),
        place("t:nm-morava", "Nové Město na Moravě", lat: 49.561, lon: 16.074, region: "CZ-63", importance: 10_098),
        place("t:nm-metuji", "Nové Město nad Metují", lat: 50.344, lon: 16.151, region: "CZ-52", importance: 10_126),
    ]
    static let index = PlaceSearchIndex(places: towns)

    @Test func findsNamesWithoutDiacriticsInAnyCase() throws {
        #expect(try Self.index.ids("ceske budejovice").first == "t:budejovice")
        #expect(try Self.index.ids("ČESKÉ BUDĚJOVICE").first == "t:budejovice")
        #expect(try Self.index.search(PlaceQuery("ceske budejovice"))[0].matchKind == .exact)
    }

    /// Latin letters without a decomposition fold as their readers fold them:
    /// "lodz" finds Łódź, "strasse" finds Straße, "malmo" finds Malmö.
    @Test func findsNamesOfEveryLatinScript() throws {
        let places = [
            place("t:lodz", "Łódź", lat: 51.77, lon: 19.46, importance: 670_000),
            place("t:lodenice", "Loděnice", lat: 49.99, lon: 14.16, importance: 2_000),
            place("s:hauptstrasse", "Große Straße", .poi, lat: 48.2, lon: 16.37, importance: 100),
            place("t:malmo", "Malmö", lat: 55.6, lon: 13.0, importance: 300_000),
            place("t:aeroskobing", "Ærøskøbing", lat: 54.89, lon: 10.41, importance: 1_000),
            place("t:diyarbakir", "Diyarbakır", lat: 37.91, lon: 40.23, importance: 1_000_000),
        ]
        let index = PlaceSearchIndex(places: places)
        #expect(try index.ids("lodz").first == "t:lodz")
        #expect(try index.search(PlaceQuery("lodz"))[0].matchKind == .exact)
        #expect(try index.ids("LODZ").first == "t:lodz")
        #expect(try index.ids("strasse").first == "s:hauptstrasse")
        #expect(try index.ids("grosse strasse").first == "s:hauptstrasse")
        #expect(try index.ids("malmo").first == "t:malmo")
        #expect(try index.ids("aeroskobing").first == "t:aeroskobing")
        #expect(try index.ids("diyarbakir").first == "t:diyarbakir")
        // …and the other way round: typed with the letters, found the same way.
        #expect(try index.ids("Łódź").first == "t:lodz")
        #expect(try index.ids("Straße").first == "s:hauptstrasse")
    }

    @Test func lastWordMatchesAsAPrefix() throws {
        let hits = try Self.index.search(PlaceQuery("ceske bud"))
        #expect(hits[0].place.id == "t:budejovice")
        #expect(hits[0].matchKind == .prefix)
        #expect(hits[0].matchedWords == 2)
        // Earlier words must be whole words.
        #expect(try Self.index.ids("cesk budejovice").first == "t:budejovice")   // a typo, not a prefix
        #expect(try Self.index.search(PlaceQuery("cesk budejovice"))[0].matchKind == .typo)
    }

    @Test func wordOrderIsFree() throws {
        #expect(try Self.index.ids("budejovice ceske").first == "t:budejovice")
        #expect(try Self.index.search(PlaceQuery("budejovice ceske"))[0].matchKind == .exact)
    }

    @Test func typosAreForgivenByLength() throws {
        #expect(try Self.index.ids("olomuoc").first == "t:olomouc")       // transposition
        #expect(try Self.index.ids("karlstjen").first == "c:karlstejn")   // transposition
        #expect(try Self.index.ids("mozt").isEmpty == false)              // 4 letters: one edit
        #expect(try Self.index.ids("mst").isEmpty)                        // 3 letters: no typos
        let hit = try #require(try Self.index.search(PlaceQuery("olomuoc")).first)
        #expect(hit.matchKind == .typo)
        #expect(hit.edits == 1)
    }

    @Test func aMuchBiggerPlaceWinsOverAPrefixWithOneTypo() throws {
        // "olomuc" is a prefix of Olomučany (892) and one edit from Olomouc (99 496).
        #expect(try Self.index.ids("olomuc") == ["t:olomouc", "t:olomucany"])
    }

    @Test func exactNamesComeFirstAmongSimilarPlaces() throws {
        // Then the prefix Mostek, then one-edit matches: Kost (a castle), Nové Město ("mest…").
        let most = try Self.index.ids("most")
        #expect(most == ["t:most", "t:mostek", "c:kost", "t:nm-metuji", "t:nm-morava"])
        let small = PlaceSearchIndex(places: [place("a:1", "Mostek", importance: 1000), place("a:2", "Most", importance: 1000)])
        #expect(try small.ids("most") == ["a:2", "a:1"])
        // An exact name needs less importance than a prefix, but a 30× bigger prefix wins.
        let big = PlaceSearchIndex(places: [place("a:1", "Liberec", importance: 100_000), place("a:2", "Libeř", importance: 1_600)])
        #expect(try big.ids("liber") == ["a:1", "a:2"])
        // A space after the word marks it complete: no prefixes.
        #expect(try big.ids("liber ") == ["a:2"])
    }

    @Test func alternateNamesAreSearchedAndReported() throws {
        let hit = try #require(try Self.index.search(PlaceQuery("praha")).first)
        #expect(hit.place.id == "t:praha")
        #expect(hit.matchedName == "Praha")
        #expect(hit.matchKind == .exact)
        #expect(try Self.index.ids("budweis").first == "t:budejovice")
        #expect(try Self.index.ids("olmutz").first == "t:olomouc")
    }

    @Test func categoryWordsStandForTheCategory() throws {
        let hits = try Self.index.search(PlaceQuery("hrad karlstejn"))
        #expect(hits[0].place.id == "c:karlstejn")
        #expect(hits[0].matchKind == .exact)
        #expect(hits[0].matchedWords == 2)
        #expect(try Self.index.ids("karlstejn castle").first == "c:karlstejn")
        // The bare name: the castle (far more important) before the village.
        #expect(try Self.index.ids("karlstejn") == ["c:karlstejn", "t:karlstejn"])
        // A category word alone lists that category.
        #expect(Set(try Self.index.ids("hrad")) == ["c:karlstejn", "c:kost"])
    }

    /// A whole word that names a category asks for it: that category's places
    /// come first (by importance, or by how the rest of the query matches
    /// their names), before a much bigger town whose name starts with the word.
    @Test func aWordNamingACategoryPutsThatCategoryFirst() throws {
        let places = [
            place("t:hradec", "Hradec Králové", lat: 50.21, lon: 15.83, importance: 92_904),
            place("t:uh-hradiste", "Uherské Hradiště", lat: 49.07, lon: 17.46, importance: 25_000),
            place("t:lednice", "Lednice", lat: 48.8, lon: 16.8, importance: 2_300),
            place("t:zdar", "Žďár nad Sázavou", alt: ["Zamek"], lat: 49.56, lon: 15.94, importance: 21_000),
            place("t:roznov", "Rožnov pod Radhoštěm", lat: 49.46, lon: 18.14, importance: 16_000),
            place("c:karlstejn", "Karlštejn", .castle, lat: 49.939, lon: 14.188, importance: 21_000),
            place("c:kost", "Kost", .castle, lat: 50.49, lon: 15.135, importance: 21_000),
            place("c:prazsky-hrad", "Pražský hrad", .castle, lat: 50.09, lon: 14.4, importance: 21_000),
            place("r:trosky", "Trosky", .ruin, lat: 50.52, lon: 15.23, importance: 300),
            place("z:lednice", "Lednice", .chateau, lat: 48.8, lon: 16.8, importance: 21_000),
            place("z:hradek", "Hrádek", .chateau, lat: 49.9, lon: 15.3, importance: 1_000),
            place("l:petrin", "Petřínská rozhledna", .lookoutTower, lat: 50.08, lon: 14.39, importance: 300),
            place("l:diana", "Diana", .lookoutTower, lat: 50.23, lon: 12.87, importance: 300),
        ]
        let index = PlaceSearchIndex(places: places)
        // "hrad" (castles and ruins): Karlštejn, Kost and Pražský hrad, then Trosky; no town.
        let hrad = try index.search(PlaceQuery("hrad"))
        #expect(hrad.prefix(4).map(\.place.category).allSatisfy { [.castle, .ruin].contains($0) }, "\(hrad.map(\.place.id))")
        #expect(hrad[3].place.id == "r:trosky", "by importance: \(hrad.map(\.place.id))")
        #expect(try index.ids("hrad").contains("t:hradec"), "the towns still come, after the castles")
        // Not Žďár nad Sázavou, which has "Zamek" among its names, nor the town Lednice.
        // The rest of the query matches the name, in either order, in Czech or English, with or without diacritics.
        for query in ["lednice zamek", "zamek lednice", "Lednice zámek", "lednice chateau", "lednice castle"] {
            #expect(try index.ids(query) == ["z:lednice"], "\(query): the one place matching both words")
        }
        #expect(try index.ids("hrad karlstejn").first == "c:karlstejn")
        // A typo in the name is still forgiven.
        #expect(try index.ids("hrad karlstjn").first == "c:karlstejn")
        #expect(try index.ids("zamek lednise").first == "z:lednice")
        // Lookout towers, in Czech and English (one word or two).
        for query in ["rozhledna", "lookout tower", "tower", "rozhledna "] {
            #expect(Set(try index.ids(query).prefix(2)) == ["l:petrin", "l:diana"], "\(query)")
        }
        #expect(try index.ids("rozhledna diana").first == "l:diana")
        // Only a whole word names a category: a word still being typed matches names as before.
        #expect(try index.ids("hra").first == "t:hradec")
        #expect(try index.ids("hradec").first == "t:hradec")
        // The bonus is in the score that every result reports.
        #expect(hrad[0].score - hrad.last!.score > SearchRanking.categoryWordBonus / 2)
    }

    @Test func placesMatchingAllButOneWordComeWhenNoneMatchesAll() throws {
        let hits = try Self.index.search(PlaceQuery("karlstejn xyzzy"))
        #expect(hits.map(\.place.id).contains("c:karlstejn"))
        #expect(hits.allSatisfy { $0.matchedWords == 1 && $0.queryWords == 2 })
        // When some place matches every word, only those come.
        #expect(try Self.index.search(PlaceQuery("ceske bud")).allSatisfy { $0.matchedWords == 2 })
        // Three words: at least two must match.
        #expect(try Self.index.ids("ceske xyzzy qqqq").isEmpty)
    }

    @Test func nearbyPlacesComeFirstAmongSimilarMatches() throws {
        let nearMetuji = Coordinate(latitude: 50.3, longitude: 16.1)
        let nearMorava = Coordinate(latitude: 49.6, longitude: 16.0)
        let a = try Self.index.search(PlaceQuery("nove mesto", near: nearMetuji))
        let b = try Self.index.search(PlaceQuery("nove mesto", near: nearMorava))
        #expect(a[0].place.id == "t:nm-metuji")
        #expect(b[0].place.id == "t:nm-morava")
        let d = try #require(a[0].distance)
        #expect(abs(d - nearMetuji.distance(to: a[0].place.coordinate)) < 1e-6)
        #expect(try Self.index.search(PlaceQuery("nove mesto"))[0].distance == nil)
        // Nearness does not beat a much better match: the exact name stays first.
        #expect(try Self.index.ids("most").first == "t:most")
        #expect(try Self.index.search(PlaceQuery("most", near: Coordinate(latitude: 50.485, longitude: 15.695)))[0].place.id == "t:most")
    }

    @Test func filtersByCategoryRegionAreaAndIDs() throws {
        func ids(_ text: String, _ filter: PlaceFilter) throws -> [String] {
            try Self.index.search(PlaceQuery(text, filter: filter, limit: 50)).map(\.place.id)
        }
        #expect(try ids("karlstejn", PlaceFilter(categories: [.town])) == ["t:karlstejn"])
        #expect(try ids("karlstejn", PlaceFilter(categories: [.castle])) == ["c:karlstejn"])
        let inRegion = try ids("most", PlaceFilter(regions: ["CZ-52"]))
        #expect(inRegion == ["t:mostek", "t:nm-metuji"])
        #expect(try ids("most", PlaceFilter(regions: ["CZ-99"])).isEmpty)
        let box = BoundingBox(west: 15, south: 50, east: 16, north: 51)
        let inBox = try ids("most", PlaceFilter(area: .box(box)))
        #expect(inBox == ["t:mostek", "c:kost"])
        let radius = PlaceArea.radius(center: Coordinate(latitude: 50.5, longitude: 13.6), metres: 10_000)
        #expect(try ids("most", PlaceFilter(area: radius)) == ["t:most"])
        #expect(try ids("k", PlaceFilter(placeIDs: ["c:kost", "t:most", "unknown:1"])) == ["c:kost"])
        #expect(try ids("", PlaceFilter(placeIDs: ["c:kost", "t:most"])) == ["t:most", "c:kost"])
    }

    @Test func emptyQueryListsByImportance() throws {
        #expect(try Self.index.ids("", limit: 3) == ["t:praha", "c:karlstejn", "t:olomouc"])
        let castles = try Self.index.search(PlaceQuery("  ", filter: PlaceFilter(categories: [.castle])))
        #expect(castles.map(\.place.id) == ["c:karlstejn", "c:kost"])
        #expect(castles.allSatisfy { $0.matchedWords == 0 && $0.queryWords == 0 })
    }

    @Test func pagingSlicesTheSameOrder() throws {
        var places: [Place] = []
        for i in 0..<60 { places.append(place("p:\(i)", "Lhota \(i)", importance: Double(i % 7) * 100)) }
        let index = PlaceSearchIndex(places: places)
        let all = try index.search(PlaceQuery("lhota", limit: 60)).map(\.place.id)
        #expect(all.count == 60)
        #expect(Set(all).count == 60)
        for offset in stride(from: 0, to: 60, by: 9) {
            let page = try index.search(PlaceQuery("lhota", limit: 9, offset: offset)).map(\.place.id)
            #expect(page == Array(all[offset..<min(60, offset + 9)]))
        }
    }

    @Test func tiesAreBrokenByID() throws {
        let places = (0..<5).reversed().map { place("x:\($0)", "Lhota", importance: 500) }
        let index = PlaceSearchIndex(places: places)
        #expect(try index.ids("lhota") == ["x:0", "x:1", "x:2", "x:3", "x:4"])
        // The order does not depend on the input order.
        #expect(try PlaceSearchIndex(places: places.shuffled()).ids("lhota") == ["x:0", "x:1", "x:2", "x:3", "x:4"])
    }

    @Test func invalidQueriesAreRejected() {
        #expect(throws: PlaceSearchError.self) { try Self.index.search(PlaceQuery("a", limit: 0)) }
        #expect(throws: PlaceSearchError.self) { try Self.index.search(PlaceQuery("a", limit: 5000)) }
        #expect(throws: PlaceSearchError.self) { try Self.index.search(PlaceQuery("a", offset: -1)) }
        #expect(throws: PlaceSearchError.self) { try Self.index.search(PlaceQuery("a", near: Coordinate(latitude: .nan, longitude: 0))) }
        let bad = PlaceFilter(area: .radius(center: Coordinate(latitude: 50, longitude: 14), metres: -1))
        #expect(throws: PlaceSearchError.self) { try Self.index.search(PlaceQuery("a", filter: bad)) }
        let box = PlaceFilter(area: .box(BoundingBox(west: 0, south: 10, east: 1, north: 5)))
        #expect(throws: PlaceSearchError.self) { try Self.index.search(PlaceQuery("a", filter: box)) }
    }

    @Test func oddInputNeverCrashes() throws {
        let empty = PlaceSearchIndex(places: [])
        #expect(try empty.ids("praha").isEmpty)
        #expect(try empty.ids("").isEmpty)
        for text in ["", " ", "-", "'", "\u{0}", String(repeating: "a ", count: 500), String(repeating: "ř", count: 10_000), "🏰 hrad", "布拉格"] {
            _ = try Self.index.search(PlaceQuery(text))
        }
        let weird = PlaceSearchIndex(places: [place("w:1", "", importance: .nan), place("w:2", "---", importance: -5),
                                              place("w:3", "Ok", importance: .infinity)])
        #expect(try weird.ids("ok") == ["w:3"])
    }
}
