import Foundation
import Testing

/// `search` and `place` through the binary.
@Suite struct SearchCommandTests {
    @Test func touristQueriesOnTheEmbeddedTowns() throws {
        let regio = try RegioProcess()
        let expected = ["ceske bud": "geonames:3077916", "olomuc": "geonames:3069011", "prague": "geonames:3067696",
                        "Praha": "geonames:3067696", "plzen": "geonames:3068160", "PLZEŇ": "geonames:3068160",
                        "budejovice ceske": "geonames:3077916", "olomuoc": "geonames:3069011"]
        for (query, id) in expected {
            let r = try regio.run(["search"] + query.split(separator: " ").map(String.init) + ["--json", "--limit", "3"])
            #expect(r.status == 0, "\(query): \(r.stderr)")
            #expect(try PlacesTestSupport.ids(r.stdout).first == id, "\(query): \(r.stdout.prefix(400))")
        }
    }

    @Test func theTextTableShowsNameCategoryRegionAndID() throws {
        let regio = try RegioProcess()
        let r = try regio.run(["--lang", "en", "search", "ceske", "bud"])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        let header = try #require(lines.first)
        for column in ["#", "name", "category", "region", "id"] { #expect(header.contains(column)) }
        #expect(!header.contains("distance"))
        let first = try #require(lines.dropFirst().first)
        #expect(first.contains("České Budějovice"))
        #expect(first.contains("town"))
        #expect(first.contains("South Bohemian Region"))
        #expect(first.contains("geonames:3077916"))
        // Aligned: the category column starts at the same place on every row.
        let column = header.range(of: "category")!.lowerBound.utf16Offset(in: header)
        for line in lines.dropFirst() where line.contains("geonames:") {
            let prefix = String(line.prefix(column))
            #expect(prefix.count == column && line.dropFirst(column).first != " ", "\(line)")
        }
        #expect(!r.stdout.contains("\u{1B}["), "no colour in a pipe")
    }

    @Test func nearPutsTheNearerOfTwoNamesakesFirstAndShowsDistances() throws {
        let regio = try RegioProcess()
        // Two towns called Zvole: near Prague (CZ-20, larger) and in the Olomouc region (CZ-71).
        let plain = try PlacesTestSupport.ids(try regio.run(["search", "zvole", "--json", "--limit", "2"]).stdout)
        #expect(plain == ["geonames:3061293", "geonames:3061294"])
        let east = try regio.run(["search", "zvole", "--near", "49.84,16.91", "--json", "--limit", "2"])
        #expect(east.status == 0, "\(east.stderr)")
        #expect(try PlacesTestSupport.ids(east.stdout) == ["geonames:3061294", "geonames:3061293"])
        let distances = try PlacesTestSupport.array(east.stdout).compactMap { $0["distance"] as? Double }
        #expect(distances.count == 2 && distances[0] < distances[1])

        let text = try regio.run(["search", "zvole", "--near", "49.84,16.91", "--limit", "2"])
        let lines = text.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.contains("distance") == true)
        #expect(lines.count >= 3, "\(text.stdout)")
        #expect(lines.dropFirst().prefix(2).allSatisfy { $0.contains(" m  ") || $0.contains(" km  ") }, "\(text.stdout)")

        // Negative coordinates are values, not options.
        let south = try regio.run(["search", "zvole", "--near", "-33.9,18.4", "--json", "--limit", "1"])
        #expect(south.status == 0, "\(south.stderr)")
    }

    @Test func filtersAndPaging() throws {
        let regio = try RegioProcess()
        func results(_ args: [String]) throws -> [[String: Any]] {
            let r = try regio.run(["search"] + args + ["--json"])
            #expect(r.status == 0, "\(args): \(r.stderr)")
            return try PlacesTestSupport.array(r.stdout)
        }
        func place(_ row: [String: Any]) -> [String: Any] { row["place"] as? [String: Any] ?? [:] }
        func coordinate(_ row: [String: Any]) -> (Double, Double) {
            let c = place(row)["coordinate"] as? [String: Any] ?? [:]
            return (c["latitude"] as? Double ?? .nan, c["longitude"] as? Double ?? .nan)
        }

        let inRegion = try results(["nove", "--region", "jihocesky", "--limit", "20"])
        #expect(!inRegion.isEmpty)
        #expect(inRegion.allSatisfy { place($0)["regionID"] as? String == "CZ-31" })

        let inBox = try results(["--bbox", "14.2,49.9,14.7,50.2", "--limit", "30"])
        #expect(inBox.count == 30)
        #expect(inBox.allSatisfy { let (lat, lon) = coordinate($0); return (49.9...50.2).contains(lat) && (14.2...14.7).contains(lon) })

        let nearby = try results(["--near", "49.1951,16.6068", "--radius", "10", "--limit", "50"])
        #expect(!nearby.isEmpty)
        #expect(nearby.allSatisfy { ($0["distance"] as? Double ?? .infinity) <= 10_000 })

        // --nearest: distance alone, paged.
        let closest = try results(["nove", "--near", "49.1951,16.6068", "--nearest", "--limit", "6"])
        let distances = closest.compactMap { $0["distance"] as? Double }
        #expect(distances.count == 6 && distances == distances.sorted(), "\(distances)")
        let closestPage = try results(["nove", "--near", "49.1951,16.6068", "--nearest", "--limit", "3", "--offset", "3"])
        #expect(closestPage.map { place($0)["id"] as? String } == closest.suffix(3).map { place($0)["id"] as? String })

        let towns = try results(["brno", "--category", "town", "--region", "CZ-64", "--region", "CZ-63"])
        #expect(towns.allSatisfy { place($0)["category"] as? String == "town" && ["CZ-64", "CZ-63"].contains(place($0)["regionID"] as? String) })

        // Paging: the second page continues the first.
        let all = try results(["nove", "--limit", "8"]).map { place($0)["id"] as? String }
        let first = try results(["nove", "--limit", "4"]).map { place($0)["id"] as? String }
        let second = try results(["nove", "--limit", "4", "--offset", "4"]).map { place($0)["id"] as? String }
        #expect(first + second == all)

        // Mistakes say what to change.
        let badCategory = try regio.run(["search", "x", "--category", "spaceport"])
        #expect(badCategory.status == 1)
        #expect(badCategory.stderr.contains("unknown category 'spaceport'") && badCategory.stderr.contains("town"))
        let radiusAlone = try regio.run(["search", "x", "--radius", "5"])
        #expect(radiusAlone.status == 1)
        #expect(radiusAlone.stderr.contains("--radius needs --near"))
        let badRegion = try regio.run(["search", "x", "--region", "atlantis"])
        #expect(badRegion.status == 1 && badRegion.stderr.contains("no region matches 'atlantis'"))
        let badBox = try regio.run(["search", "x", "--bbox", "14,50,15"])
        #expect(badBox.status == 1 && badBox.stderr.contains("--bbox expects"))
        let badLimit = try regio.run(["search", "x", "--limit", "0"])
        #expect(badLimit.status == 1 && badLimit.stderr.contains("--limit"))
        let nothing = try regio.run(["search", "qqqqxxxx"])
        #expect(nothing.status == 0)
        #expect(nothing.stdout.contains("No places match 'qqqqxxxx'"))
    }

    @Test(.enabled(if: PlacesTestSupport.castles != nil && PlacesTestSupport.towers != nil,
                   "../shared/data is absent: the castles and lookout towers catalogues cannot be searched"))
    func theRealCataloguesThroughPlaces() throws {
        let regio = try RegioProcess()
        let places = ["--places", PlacesTestSupport.castles!, "--places", PlacesTestSupport.towers!]
        let r = try regio.run(places + ["search", "karlstejn", "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let rows = try PlacesTestSupport.array(r.stdout)
        let first = try #require(rows.first)
        #expect((first["place"] as? [String: Any])?["id"] as? String == "wikidata:Q266698")
        #expect((first["place"] as? [String: Any])?["regionID"] as? String == "CZ-20")
        #expect(first["favourite"] as? Bool == false)

        let text = try regio.run(places + ["--lang", "cs", "search", "karlstejn"])
        #expect(text.stdout.contains("Karlštejn") && text.stdout.contains("hrad") && text.stdout.contains("Středočeský kraj"))
        // Entries without a name are left out and said so, once; so are the places the
        // embedded dataset's sights already have (the same castles and towers, by id).
        #expect(text.stderr.components(separatedBy: "entries left out").count - 1 == 1, "\(text.stderr)")
        #expect(text.stderr.contains("cz-castles.geojson: 2235 places already loaded from an earlier catalogue left out"), "\(text.stderr)")

        let castles = try regio.run(places + ["search", "hrad", "--category", "castle", "--region", "CZ-20", "--json", "--limit", "20"])
        let rowsC = try PlacesTestSupport.array(castles.stdout)
        #expect(rowsC.count == 20)
        #expect(rowsC.allSatisfy { ($0["place"] as? [String: Any])?["category"] as? String == "castle" })

        // Categories separated by commas, as in `clusters`: the same as repeating --category.
        let comma = try regio.run(places + ["search", "--category", "castle,chateau", "--region", "CZ-20", "--json", "--limit", "40"])
        #expect(comma.status == 0, "\(comma.stderr)")
        let repeated = try regio.run(places + ["search", "--category", "castle", "--category", "chateau", "--region", "CZ-20", "--json", "--limit", "40"])
        let commaRows = try PlacesTestSupport.array(comma.stdout)
        #expect(commaRows.count == 40 && comma.stdout == repeated.stdout)
        #expect(Set(commaRows.compactMap { ($0["place"] as? [String: Any])?["category"] as? String }) == ["castle", "chateau"])

        let towers = try regio.run(places + ["search", "rozhledna", "--near", "49.19,16.61", "--radius", "15", "--json", "--limit", "50"])
        let rowsT = try PlacesTestSupport.array(towers.stdout)
        #expect(!rowsT.isEmpty)
        #expect(rowsT.allSatisfy { ($0["distance"] as? Double ?? .infinity) <= 15_000 })

        let detail = try regio.run(places + ["place", "wikidata:Q266698"])
        #expect(detail.status == 0)
        #expect(detail.stdout.contains("Karlštejn") && detail.stdout.contains("49.93955, 14.18793") && detail.stdout.contains("founded 1348"))

        // Without --places the castle is there too: the embedded dataset has the sights.
        let without = try regio.run(["place", "wikidata:Q266698"])
        #expect(without.status == 0, "\(without.stderr)")
        #expect(without.stdout == detail.stdout)
        let unknown = try regio.run(["place", "wikidata:Q1"])
        #expect(unknown.status == 1 && unknown.stderr.contains("no place with id 'wikidata:Q1'"), "\(unknown.stderr)")
    }

    @Test func placeDetailsByIDAndByLocalID() throws {
        let regio = try RegioProcess()
        let r = try regio.run(["place", "geonames:3067696"])
        #expect(r.status == 0, "\(r.stderr)")
        for text in ["geonames:3067696", "Praha", "50.08804, 14.42076", "population:", "1,165,581", "(CZ-10)", "fav add geonames:3067696"] {
            #expect(r.stdout.contains(text), "\(text): \(r.stdout)")
        }
        let local = try regio.run(["place", "3067696", "--json"])
        #expect(local.status == 0, "\(local.stderr)")
        let details = try PlacesTestSupport.object(local.stdout)
        #expect(details["shownFrom"] as? String == "catalogue")
        #expect((details["place"] as? [String: Any])?["id"] as? String == "geonames:3067696")

        let unknown = try regio.run(["place", "olomouc"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("no place with id 'olomouc'; did you mean Olomouc (geonames:3069011)"), "\(unknown.stderr)")
    }

    @Test func manifestCataloguesAreSearched() throws {
        let regio = try RegioProcess()
        let fixture = RegioProcess.repository.appendingPathComponent("Tests/RegioTests/Fixtures/datasets/catalogues").path
        let r = try regio.run(["--data", fixture, "search", "infocentrum", "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let first = try #require(try PlacesTestSupport.array(r.stdout).first)
        #expect((first["place"] as? [String: Any])?["id"] as? String == "poi:12")
        #expect(first["regionName"] as? String == "Východ EN" || first["regionName"] as? String == "Východ")
    }

    @Test func theREPLSearchesFromAPipeWithPlacesGivenOnce() throws {
        let regio = try RegioProcess()
        let csv = try PlacesTestSupport.write("name,lat,lon,category\nVyhlídka U Lesa,49.95,14.2,lookout-tower\n", "trip.csv", in: regio)
        let r = try regio.run(["--places", csv], input: "search vyhlidka u les\nsearch ceske bud --limit 1\nplace trip:vyhlidka-u-lesa\n")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("Vyhlídka U Lesa"))
        #expect(r.stdout.contains("trip:vyhlidka-u-lesa"))
        #expect(r.stdout.contains("České Budějovice"))
        #expect(r.stdout.contains("lookout tower"))
    }
}
