import Foundation
import Testing

/// Places synced from the content server are part of the session's catalogue.
@Suite struct SearchSyncedPlacesTests {
    @Test func syncedPlacesAreSearchableAndAFavouriteSurvivesTheirRemoval() throws {
        try SyncCLIFixture.with { f in
            try f.serveSamples()
            // Before a sync nothing is there; in the same REPL session a sync makes them searchable.
            let r = try f.run([], input: "search hluboka --json\nsync \(f.server.base) --collection places\nsearch hluboka --json\n")
            #expect(r.status == 0, "\(r.stderr)")
            let parts = r.stdout.components(separatedBy: "places: full download")
            #expect(parts.count == 2 && !parts[0].contains("feed:14") && parts[1].contains("\"id\" : \"feed:14\""), "\(r.stdout)")

            let detail = try f.run(["place", "feed:14"])
            #expect(detail.status == 0, "\(detail.stderr)")
            #expect(detail.stdout.contains("Zámek 142") && detail.stdout.contains("(CZ-31)"), "\(detail.stdout)")
            #expect(try f.run(["fav", "add", "feed:13", "--note", "by train"]).status == 0)

            // The server removes Křivoklát: the favourite stays, shown as removed.
            try f.server.control(["advance": 60, "delete": ["collection": "places.json", "ids": ["13"]]])
            #expect(try f.run(["sync", "--collection", "places"]).status == 0)
            let list = try f.run(["fav", "list", "--json"])
            let rows = try PlacesTestSupport.array(list.stdout)
            #expect(rows.count == 1 && rows[0]["state"] as? String == "removed", "\(list.stdout)")
            let search = try f.run(["search", "krivoklat", "--json"])
            #expect(search.status == 0 && !search.stdout.contains("feed:13"), "\(search.stdout)")
            #expect(try f.run(["search", "hluboka", "--json"]).stdout.contains("feed:14"))
        }
    }
}
