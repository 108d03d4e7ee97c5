import Foundation
import RegioGeo
import RegioPlaces
import RegioStore
import RegioSync
import Testing

/// `regio sync <base-url>` against the real test content server.
@Suite struct SyncCommandTests {
    @Test func firstSyncDownloadsEverythingAndASecondIsNotModified() throws {
        try SyncCLIFixture.with { f in
            try f.server.control(["config": ["pad": 100_000]])  // a body big enough that "none" is unmistakable
            try f.serveSamples()
            let first = try f.run(["sync", f.server.base])
            #expect(first.status == 0, "\(first.stderr)")
            let lines = first.stdout.split(separator: "\n").map(String.init)
            #expect(lines.count == 3)
            #expect(lines[0].hasPrefix("places: full download: 3 items (+3 added, 0 changed, 0 removed), "))
            #expect(lines[1].hasPrefix("quizzes: full download: 1 item (+1 added, 0 changed, 0 removed), "))
            #expect(lines[2].hasPrefix("videos: full download: 1 item (+1 added, 0 changed, 0 removed), "))
            #expect(lines[0].hasSuffix(" kB"), "\(lines[0])")
            #expect(first.stderr.isEmpty, "a pipe gets no progress: \(first.stderr)")

            let second = try f.run(["sync", f.server.base])
            #expect(second.status == 0, "\(second.stderr)")
            #expect(second.stdout == """
                places: not modified (3 items, nothing downloaded)
                quizzes: not modified (1 item, nothing downloaded)
                videos: not modified (1 item, nothing downloaded)

                """)
            // The server sent no body: three 304s, each asked with the stored ETag.
            let log = try f.server.log()
            #expect(log.count == 6)
            #expect(log.prefix(3).allSatisfy { $0.status == 200 && $0.body_bytes > 100_000 && $0.if_none_match == nil })
            #expect(log.suffix(3).map(\.status) == [304, 304, 304])
            #expect(log.suffix(3).allSatisfy { $0.body_bytes == 0 && $0.if_none_match?.hasPrefix("\"") == true })
            // Every collection asked once (the test server may log two quick 304s in either order).
            #expect(log.suffix(3).map(\.path).sorted() == ["/places.json", "/quizzes.json", "/videos.json"])
        }
    }

    @Test func anIncrementalUpdateAppliesATombstoneAndNamesTheFavouriteItAffected() throws {
        try SyncCLIFixture.with { f in
            try f.serveSamples()
            #expect(try f.run(["sync", f.server.base]).status == 0)

            // The user keeps Křivoklát (feed:13) as a favourite; then the server deletes it.
            let store = try Store(path: f.regio.home.appendingPathComponent("regio/regio.sqlite").path)
            let krivoklat = Place(id: "feed:13", name: "Křivoklát", category: .poi,
                                  coordinate: Coordinate(latitude: 50.0378, longitude: 13.8717), regionID: "CZ-20")
            _ = try store.favourites.add(krivoklat, note: "in autumn")
            try f.server.control(["advance": 3600])
            try f.server.control(["delete": ["collection": "places.json", "ids": ["13"]],
                                  "upsert": ["collection": "places.json", "items": [
                                      ["id": "15", "name": "Kokořín", "latitude": 50.4347, "longitude": 14.5792]]]])

            let r = try f.run(["sync", "--collection", "places", f.server.base])
            #expect(r.status == 0, "\(r.stderr)")
            let lines = r.stdout.split(separator: "\n").map(String.init)
            #expect(lines.first?.hasPrefix("places: incremental update: 3 items (+1 added, 0 changed, 1 removed), ") == true, "\(r.stdout)")
            #expect(Array(lines.dropFirst()) == [
                "1 of your favourites is a place the server removed; it stays in your favourites with the saved details:",
                "  Křivoklát (feed:13)",
            ])
            let last = try #require(try f.server.log().last)
            #expect(last.path == "/places.json" && last.query.hasPrefix("since=") && last.status == 200)

            // The favourite is untouched: same snapshot, same note.
            let kept = try #require(try store.favourites.favourite(placeID: "feed:13"))
            #expect(kept.name == "Křivoklát" && kept.note == "in autumn")
            #expect(try SyncCache(store: store).itemIDs(in: "places") == ["12", "14", "15"])

            // The same through --json: the removed id and the favourite.
            try f.server.control(["advance": 60, "delete": ["collection": "places.json", "ids": ["15"]]])
            let json = try f.run(["sync", f.server.base, "--collection", "places", "--json"])
            #expect(json.status == 0, "\(json.stderr)")
            let rows = try JSONDecoder().decode([SyncRow].self, from: Data(json.stdout.utf8))
            #expect(rows.count == 1)
            #expect(rows[0].kind == "incremental" && rows[0].removedIDs == ["15"] && rows[0].itemCount == 2 && rows[0].ok)
            #expect(rows[0].affectedFavourites.isEmpty)
        }
    }

    @Test func aServerErrorKeepsTheCachedCopyAndExitsOne() throws {
        try SyncCLIFixture.with { f in
            try f.serveSamples()
            #expect(try f.run(["sync", f.server.base]).status == 0)
            try f.server.control(["config": ["status": 500]])

            let r = try f.run(["sync", f.server.base])
            #expect(r.status == 1)
            #expect(r.stdout.isEmpty)
            let errors = r.stderr.split(separator: "\n").map(String.init)
            #expect(errors.count == 3, "\(r.stderr)")
            #expect(errors[0].hasPrefix("error: places: \(f.server.base)/places.json?since="), "\(errors[0])")
            #expect(errors[0].contains("HTTP 500 (Internal Server Error): error 500 from the test server"))
            #expect(errors[0].contains("the cached copy is kept and still used (3 items, synced "), "\(errors[0])")
            #expect(errors[0].hasSuffix("just now)") || errors[0].hasSuffix(" s ago)"), "\(errors[0])")

            // The cached copies are still there and used.
            let status = try JSONDecoder().decode([StatusRow].self, from: Data(try f.run(["sync", "status", "--json"]).stdout.utf8))
            #expect(status.map(\.itemCount) == [3, 1, 1])
            #expect(status.allSatisfy { $0.lastFailure?.message.contains("HTTP 500") == true })
            let quizzes = try f.run(["quizzes"])
            #expect(quizzes.stdout.contains("cz-20-castles"))

            // Invalid JSON and a truncated body fail the same way and change nothing.
            try f.server.control(["config": ["status": 0, "invalid_json": true]])
            try f.server.control(["advance": 60, "upsert": ["collection": "videos.json", "items": [["id": 99, "name": "New", "url": "https://example.org/v/99"]]]])
            let invalid = try f.run(["sync", f.server.base, "--collection", "videos"])
            #expect(invalid.status == 1 && invalid.stderr.contains("invalid collection"), "\(invalid.stderr)")
            try f.server.control(["config": ["invalid_json": false, "truncate": true]])
            let truncated = try f.run(["sync", f.server.base, "--collection", "videos"])
            #expect(truncated.status == 1 && truncated.stderr.contains("truncated body"), "\(truncated.stderr)")
            #expect(try f.run(["videos"]).stdout.split(separator: "\n").filter { $0.hasPrefix("99 ") }.isEmpty)

            // Once the server is well again, the update arrives.
            try f.server.control(["config": ["truncate": false]])
            let ok = try f.run(["sync", f.server.base, "--collection", "videos"])
            #expect(ok.status == 0 && ok.stdout.hasPrefix("videos: incremental update: 2 items (+1 added"), "\(ok.stdout)\(ok.stderr)")
        }
    }

    @Test func mistakesAreUserErrors() throws {
        try SyncCLIFixture.with { f in
            let none = try f.run(["sync"])
            #expect(none.status == 1 && none.stderr == "error: no content server is known yet; give its address, for example `sync https://content.example.org/api`\n")
            let ftp = try f.run(["sync", "ftp://127.0.0.1/"])
            #expect(ftp.status == 1 && ftp.stderr.contains("only http:// and https:// addresses are supported"))
            let unknown = try f.run(["sync", f.server.base, "--collection", "maps"])
            #expect(unknown.status == 1 && unknown.stderr == "error: there is no collection 'maps'; the collections are places, quizzes, videos\n")
            #expect(try f.server.log().isEmpty)

            // A collection the server does not have fails alone; `sync` without an address uses the stored servers.
            try f.server.set("places.json", SyncSamples.places)
            let partial = try f.run(["sync", "update", f.server.base])
            #expect(partial.status == 1)
            #expect(partial.stdout.hasPrefix("places: full download: 3 items"))
            #expect(partial.stderr.contains("error: quizzes: \(f.server.base)/quizzes.json: HTTP 404") && partial.stderr.contains("nothing is cached yet for it"))
            let again = try f.run(["sync", "--collection", "places"])
            #expect(again.status == 0 && again.stdout == "places: not modified (3 items, nothing downloaded)\n", "\(again.stderr)")
        }
    }
}

/// A row of `sync --json`.
struct SyncRow: Decodable {
    struct Favourite: Decodable { let placeID: String; let name: String }
    let collection: String
    let ok: Bool
    let kind: String?
    let itemCount: Int
    let added: Int
    let changed: Int
    let removedIDs: [String]
    let bytesReceived: Int
    let error: String?
    let skipped: [String]
    let affectedFavourites: [Favourite]
}

/// A row of `sync status --json`.
struct StatusRow: Decodable {
    struct Failure: Decodable { let at: String; let url: String; let message: String }
    let collection: String
    let path: String
    let staleAfterSeconds: Double
    let synced: Bool
    let server: String?
    let url: String?
    let lastSync: String?
    let lastChange: String?
    let serverDate: String?
    let etag: String?
    let lastModified: String?
    let itemCount: Int
    let ageSeconds: Double?
    let stale: Bool
    let lastFailure: Failure?
}
