import Foundation
import Testing

/// `fav …` through the binary: the round trip, picking among several hits,
/// catalogue changes, no dataset, and stores that must not be opened.
@Suite struct FavouritesCommandTests {
    /// A catalogue with two places of the same name, and one other.
    static let twinsCSV = "id,name,lat,lon,category\nnorth,Hrad Dvojče,50.60,14.50,castle\nsouth,Hrad Dvojče,49.10,14.40,castle\nlone,Samota Lhota,49.50,15.50,poi\n"

    @Test func addListNoteRemoveExportImportRoundTrip() throws {
        let regio = try RegioProcess()
        let add = try regio.run(["fav", "add", "geonames:3067696", "--note", "start here", "--tag", "trip", "--tag", "city"])
        #expect(add.status == 0, "\(add.stderr)")
        #expect(add.stdout.contains("★ Added Prague"))
        #expect(add.stdout.contains("note: start here"))
        let byName = try regio.run(["fav", "add", "ceske", "budejovice", "--json"])
        #expect(byName.status == 0, "\(byName.stderr)")
        let added = try PlacesTestSupport.object(byName.stdout)
        #expect(added["change"] as? String == "added")
        #expect((added["favourite"] as? [String: Any])?["placeID"] as? String == "geonames:3077916")
        // ISO 8601 times for scripts.
        #expect(((added["favourite"] as? [String: Any])?["createdAt"] as? String)?.contains("T") == true)

        let again = try regio.run(["fav", "add", "geonames:3077916", "--note", "by train"])
        #expect(again.stdout.contains("★ Updated"))

        let list = try regio.run(["--lang", "cs", "fav", "list"])
        #expect(list.status == 0, "\(list.stderr)")
        // In Czech (a deliberate change: `--lang cs` speaks Czech, and Prague is Praha).
        #expect(list.stdout.contains("2 oblíbená místa"))
        for text in ["Praha", "start here", "city,trip", "České Budějovice", "by train", "Jihočeský kraj", "v pořádku"] {
            #expect(list.stdout.contains(text), "\(text): \(list.stdout)")
        }
        #expect(try PlacesTestSupport.favouriteIDs(try regio.run(["fav", "list", "--tag", "trip", "--json"]).stdout) == ["geonames:3067696"])
        #expect(try PlacesTestSupport.favouriteIDs(try regio.run(["fav", "list", "--region", "jihocesky", "--json"]).stdout) == ["geonames:3077916"])

        let note = try regio.run(["fav", "note", "geonames:3067696", "closed", "on", "Mondays"])
        #expect(note.status == 0, "\(note.stderr)")
        #expect(try regio.run(["place", "geonames:3067696"]).stdout.contains("note:       closed on Mondays"))
        // `fav` alone lists.
        #expect(try regio.run(["fav"]).stdout.contains("closed on Mondays"))

        // Export in every format, import each into a fresh store: the same favourites come back.
        for format in ["gpx", "kml", "geojson"] {
            let file = regio.home.appendingPathComponent("favourites.\(format)").path
            let export = try regio.run(["fav", "export", "--format", format, "--out", file])
            #expect(export.status == 0, "\(export.stderr)")
            #expect(export.stdout.contains("Exported 2 favourites to \(file)"))
            let other = regio.home.appendingPathComponent("other-\(format).sqlite").path
            let imported = try regio.run(["--store", other, "fav", "import", file])
            #expect(imported.status == 0, "\(imported.stderr)")
            #expect(imported.stdout.contains("Imported 2 favourites from \(file): 2 added, 0 updated."), "\(imported.stdout)")
            let back = try PlacesTestSupport.array(try regio.run(["--store", other, "fav", "list", "--json"]).stdout)
            let mine = try PlacesTestSupport.array(try regio.run(["fav", "list", "--json"]).stdout)
            func summary(_ rows: [[String: Any]]) -> [String] {
                rows.map { row in
                    let f = row["favourite"] as? [String: Any] ?? [:]
                    return "\(f["placeID"] ?? "")|\(f["name"] ?? "")|\(f["note"] ?? "")|\(f["tags"] ?? "")|\(f["regionID"] ?? "")|\(row["state"] ?? "")"
                }
            }
            #expect(summary(back) == summary(mine), "\(format)")
        }
        // To standard output by default (GPX without --format or --out).
        let stdout = try regio.run(["fav", "export"])
        #expect(stdout.stdout.hasPrefix("<?xml") && stdout.stdout.contains("<gpx") && stdout.stdout.contains("closed on Mondays"))
        let kml = try regio.run(["fav", "export", "--format", "kml"])
        #expect(kml.stdout.contains("<kml") && kml.stdout.contains("<Placemark>"))

        let remove = try regio.run(["fav", "remove", "geonames:3077916"])
        #expect(remove.status == 0 && remove.stdout.contains("Removed České Budějovice"))
        #expect(try PlacesTestSupport.favouriteIDs(try regio.run(["fav", "list", "--json"]).stdout) == ["geonames:3067696"])
        let missing = try regio.run(["fav", "remove", "geonames:3077916"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("no favourite with id 'geonames:3077916'"))
        // By the saved name too.
        #expect(try regio.run(["fav", "remove", "prague"]).status == 0)
        #expect(try regio.run(["fav", "list"]).stdout.contains("No favourites yet"))
    }

    @Test func severalHitsArePickedByNumberOrListed() throws {
        let regio = try RegioProcess()
        let csv = try PlacesTestSupport.write(Self.twinsCSV, "twins.csv", in: regio)
        let places = ["--places", csv]

        // From a pipe with no pick: the hits are listed and the command fails, naming --pick.
        let ambiguous = try regio.run(places + ["fav", "add", "hrad", "dvojce"])
        #expect(ambiguous.status == 1)
        #expect(ambiguous.stderr.contains("2 places match 'hrad dvojce'; choose one with --pick N"), "\(ambiguous.stderr)")
        #expect(ambiguous.stderr.contains("twins:north") && ambiguous.stderr.contains("twins:south"))
        #expect(try PlacesTestSupport.favouriteIDs(try regio.run(["fav", "list", "--json"]).stdout).isEmpty)

        // --pick N chooses the N-th listed.
        let listed = ambiguous.stderr.split(separator: "\n").filter { $0.contains("twins:") }
        let secondID = try #require(listed.count == 2 ? String(listed[1].split(separator: " ").last!) : nil)
        let picked = try regio.run(places + ["fav", "add", "hrad", "dvojce", "--pick", "2"])
        #expect(picked.status == 0, "\(picked.stderr)")
        #expect(picked.stdout.contains(secondID))
        let outOfRange = try regio.run(places + ["fav", "add", "hrad", "dvojce", "--pick", "5"])
        #expect(outOfRange.status == 1 && outOfRange.stderr.contains("--pick 5: only 2 places match"))

        // From a pipe, the next line may give the number.
        let firstID = String(listed[0].split(separator: " ").last!)
        let piped = try regio.run(places + ["fav", "add", "hrad", "dvojce"], input: "1\n")
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(piped.stdout.contains(firstID))

        // In the REPL from a pipe: a pick line is taken; a command line is not eaten.
        #expect(try regio.run(["fav", "remove", firstID]).status == 0)
        let repl = try regio.run(places, input: "fav add hrad dvojce\n1\nfav add hrad dvojce\nfav list --json\n")
        #expect(repl.status == 1, "the second add failed")
        #expect(repl.stderr.contains("choose one with --pick N"))
        #expect(repl.stdout.contains("★ Added Hrad Dvojče"))
        #expect(repl.stdout.contains("\"placeID\" : \"\(firstID)\""), "fav list still ran: \(repl.stdout)")

        // One hit, or only one exact name: added directly.
        let single = try regio.run(places + ["fav", "add", "samota", "lhota"])
        #expect(single.status == 0 && single.stdout.contains("twins:lone"), "\(single.stderr)")
        let nothing = try regio.run(places + ["fav", "add", "qqqqxxxx"])
        #expect(nothing.status == 1 && nothing.stderr.contains("no place matches 'qqqqxxxx'"))
    }

    @Test func aFavouriteSurvivesItsPlaceLeavingTheCatalogue() throws {
        let regio = try RegioProcess()
        let csv = try PlacesTestSupport.write(Self.twinsCSV, "twins.csv", in: regio)
        let add = try regio.run(["--places", csv, "fav", "add", "twins:north", "--note", "sunset view"])
        #expect(add.status == 0, "\(add.stderr)")
        #expect(try regio.run(["fav", "add", "geonames:3067696"]).status == 0)

        // Without its catalogue (no --places in this run): "not loaded now", not removed;
        // still listed, still exportable, still shown by `place`.
        let list = try regio.run(["fav", "list"])
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout.contains("2 favourites (1 not loaded now)"), "\(list.stdout)")
        let row = try #require(list.stdout.split(separator: "\n").first { $0.contains("twins:north") })
        #expect(row.contains("not loaded now (twins)") && row.contains("sunset view"), "\(row)")
        let json = try PlacesTestSupport.array(try regio.run(["fav", "list", "--json"]).stdout)
        #expect(json.map { $0["state"] as? String } == ["notLoaded", "unchanged"])

        // With its catalogue loaded but the place gone from it: removed.
        try FileManager.default.createDirectory(at: regio.home.appendingPathComponent("now"), withIntermediateDirectories: true)
        let without = try PlacesTestSupport.write(Self.twinsCSV.replacingOccurrences(of: "north,Hrad Dvojče,50.60,14.50,castle\n", with: ""),
                                                  "now/twins.csv", in: regio)
        let gone = try regio.run(["--places", without, "fav", "list"])
        #expect(gone.stdout.contains("2 favourites (1 not in the catalogue, kept from its snapshot)"), "\(gone.stdout)")
        #expect(gone.stdout.split(separator: "\n").first { $0.contains("twins:north") }?.contains("removed from the catalogue") == true)

        let export = try regio.run(["fav", "export", "--format", "geojson"])
        #expect(export.stdout.contains("twins:north") && export.stdout.contains("sunset view"))
        let place = try regio.run(["place", "twins:north"])
        #expect(place.status == 0, "\(place.stderr)")
        #expect(place.stdout.contains("Not in the current catalogue: shown from your favourite's snapshot."))
        #expect(place.stdout.contains("50.60000, 14.50000"))
        let placeJSON = try PlacesTestSupport.object(try regio.run(["place", "twins:north", "--json"]).stdout)
        #expect(placeJSON["shownFrom"] as? String == "favourite" && placeJSON["status"] as? String == "notLoaded")

        // A moved place is shown as changed; refresh takes the new snapshot.
        let moved = try PlacesTestSupport.write(Self.twinsCSV.replacingOccurrences(of: "50.60,14.50", with: "50.61,14.50"), "twins.csv", in: regio)
        let changed = try regio.run(["--places", moved, "fav", "list"])
        #expect(changed.stdout.contains("moved 1112 m"), "\(changed.stdout)")
        let refresh = try regio.run(["--places", moved, "fav", "refresh"])
        #expect(refresh.stdout.contains("Refreshed 1 favourite"), "\(refresh.stdout)")
        #expect(try regio.run(["--places", moved, "fav", "list"]).stdout.contains(" ok "))
        // Favourites-only search finds it with the catalogue and says what is missing without.
        let favSearch = try regio.run(["--places", moved, "search", "--favourites"])
        #expect(favSearch.stdout.contains("★") && favSearch.stdout.contains("twins:north"))
        // Without its catalogue it is still found, from its snapshot, by name too.
        let favSearchWithout = try regio.run(["search", "--favourites"])
        #expect(favSearchWithout.stdout.contains("twins:north") && favSearchWithout.stdout.contains("Hrad Dvojče"), "\(favSearchWithout.stdout)")
        #expect(favSearchWithout.stdout.contains("1 of your favourites is not in the current catalogue: shown from the saved snapshot."))
        let byName = try regio.run(["search", "dvojce", "--favourites"])
        #expect(byName.stdout.contains("twins:north"), "\(byName.stdout)")
        #expect(!byName.stdout.contains("geonames:3067696"))
    }

    @Test func favouritesWorkWithNoDataset() throws {
        let regio = try RegioProcess()
        #expect(try regio.run(["fav", "add", "geonames:3067696", "--note", "start here"]).status == 0)
        let missing = regio.home.appendingPathComponent("no-such-dataset").path
        let empty = regio.home.appendingPathComponent("empty-dataset").path
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        for (i, data) in [missing, empty].enumerated() {
            let list = try regio.run(["--data", data, "fav", "list"])
            #expect(list.status == 0, "\(list.stderr)")
            #expect(list.stdout.contains("Prague") && list.stdout.contains("unchecked"), "\(list.stdout)")
            #expect(list.stderr.contains("favourites are shown from their snapshots, unchecked"))
            let export = try regio.run(["--data", data, "fav", "export", "--format", "gpx"])
            #expect(export.status == 0 && export.stdout.contains("<name>Prague</name>"))
            let place = try regio.run(["--data", data, "place", "geonames:3067696"])
            #expect(place.status == 0 && place.stdout.contains("The catalogue could not be loaded: shown from your favourite's snapshot."))
            #expect(try regio.run(["--data", data, "fav", "note", "geonames:3067696", "offline note \(i)"]).status == 0)
            #expect(try regio.run(["--data", data, "fav", "list"]).stdout.contains("offline note \(i)"))
            let search = try regio.run(["--data", data, "search", "praha"])
            #expect(search.status == 1, "search needs the catalogue")
        }
        #expect(try regio.run(["fav", "list"]).stdout.contains("offline note 1"))
    }

    @Test(.enabled(if: PlacesTestSupport.hasSQLiteShell, "the sqlite3 shell is not installed"))
    func aStoreFromANewerVersionIsRefusedAndLeftUntouched() throws {
        let regio = try RegioProcess()
        let store = regio.home.appendingPathComponent("regio/regio.sqlite").path
        #expect(try regio.run(["fav", "add", "geonames:3067696"]).status == 0)
        _ = try PlacesTestSupport.sqlite(store, "INSERT INTO grdb_migrations (identifier) VALUES ('v99-from-the-future')")
        let before = try PlacesTestSupport.sqlite(store, ".dump")
        #expect(before.contains("v99-from-the-future"))
        for command in [["fav", "list"], ["fav", "add", "geonames:3077916"], ["fav", "export"], ["search", "praha", "--favourites"]] {
            let r = try regio.run(command)
            #expect(r.status == 1, "\(command)")
            #expect(r.stderr.contains("written by a newer version of Regio; update Regio (the file was left untouched)"), "\(command): \(r.stderr)")
        }
        // Nothing was migrated, reset or rewritten: the same schema and rows.
        #expect(try PlacesTestSupport.sqlite(store, ".dump") == before)
        #expect(try PlacesTestSupport.sqlite(store, "SELECT COUNT(*) FROM favourite") == "1")
        // Search without --favourites still works (it only marks favourites when it can).
        #expect(try regio.run(["search", "praha"]).status == 0)
    }

    @Test func aCorruptStoreIsRefusedAndLeftUntouched() throws {
        let regio = try RegioProcess()
        let store = regio.home.appendingPathComponent("broken.sqlite")
        let garbage = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        try garbage.write(to: store)
        let r = try regio.run(["--store", store.path, "fav", "list"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("the store is damaged or not a Regio store"), "\(r.stderr)")
        #expect(try Data(contentsOf: store) == garbage)
    }

    @Test func importProblemsNameTheFileAndLine() throws {
        let regio = try RegioProcess()
        let gpx = try PlacesTestSupport.write("""
        <?xml version="1.0"?>
        <gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1">
          <wpt lat="49.9" lon="14.2"><name>Good</name></wpt>
          <wpt lat="north" lon="14.2"><name>Bad</name></wpt>
        </gpx>
        """, "bad.gpx", in: regio)
        let r = try regio.run(["fav", "import", gpx])
        #expect(r.status == 1)
        #expect(r.stderr.contains("bad.gpx: line 4"), "\(r.stderr)")
        let kml = try PlacesTestSupport.write("""
        <?xml version="1.0"?>
        <kml xmlns="http://www.opengis.net/kml/2.2"><Document>
          <Placemark><name>Point</name><Point><coordinates>14.4,50.1</coordinates></Point></Placemark>
          <Placemark><name>Line</name><LineString><coordinates>14.4,50.1 14.5,50.2</coordinates></LineString></Placemark>
        </Document></kml>
        """, "mixed.kml", in: regio)
        let mixed = try regio.run(["fav", "import", kml, "--json"])
        #expect(mixed.status == 0, "\(mixed.stderr)")
        let summary = try PlacesTestSupport.object(mixed.stdout)
        #expect(summary["added"] as? Int == 1)
        #expect((summary["skipped"] as? [String])?.first?.contains("mixed.kml: line 4") == true)
        // Importing again adds nothing new.
        #expect(try regio.run(["fav", "import", kml]).stdout.contains("0 added, 1 updated"))
    }
}
