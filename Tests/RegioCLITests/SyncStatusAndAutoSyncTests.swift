import Foundation
import Testing

/// `sync status` and the start-up flag `--auto-sync`.
@Suite struct SyncStatusAndAutoSyncTests {
    @Test func statusShowsEachCollectionAndDecodesAsJSON() throws {
        try SyncCLIFixture.with { f in
            let before = try JSONDecoder().decode([StatusRow].self, from: Data(try f.run(["sync", "status", "--json"]).stdout.utf8))
            #expect(before.map(\.collection) == ["places", "quizzes", "videos"])
            #expect(before.allSatisfy { !$0.synced && $0.stale && $0.itemCount == 0 && $0.etag == nil && $0.lastSync == nil })
            #expect(before.map(\.staleAfterSeconds) == [86_400, 86_400, 900])
            let neverText = try f.run(["sync", "status"])
            #expect(neverText.stdout.hasPrefix("places: never synced (stale); `sync <base-url>` downloads it\n"), "\(neverText.stdout)")

            try f.serveSamples()
            #expect(try f.run(["sync", f.server.base]).status == 0)
            let r = try f.run(["sync", "status", "--json"])
            #expect(r.status == 0, "\(r.stderr)")
            let rows = try JSONDecoder().decode([StatusRow].self, from: Data(r.stdout.utf8))
            #expect(rows.map(\.itemCount) == [3, 1, 1])
            for row in rows {
                #expect(row.synced && !row.stale && row.lastFailure == nil)
                // The server's own clock (2030), not the local one.
                #expect(row.serverDate == "Sun, 17 Mar 2030 17:46:40 GMT")
                #expect(row.etag?.hasPrefix("\"") == true)
                #expect(row.url == "\(f.server.base)/\(row.collection).json" && row.server == f.server.base)
                let synced = try #require(row.lastSync.flatMap { ISO8601DateFormatter().date(from: $0) })
                #expect(abs(synced.timeIntervalSinceNow) < 120)
                #expect((row.ageSeconds ?? -1) >= 0 && (row.ageSeconds ?? 999) < 120)
            }

            let text = try f.run(["sync", "status"]).stdout.split(separator: "\n").map(String.init)
            #expect(text[0].hasPrefix("places: 3 items, synced ") && text[0].hasSuffix(", fresh for 23 h 59 min"), "\(text[0])")
            #expect(text[1] == "  server time: Sun, 17 Mar 2030 17:46:40 GMT")
            #expect(text[2].hasPrefix("  ETag: \"") && text[2].hasSuffix(", Last-Modified: Sun, 17 Mar 2030 17:46:40 GMT"))
            #expect(text[3] == "  from: \(f.server.base)/places.json")
            #expect(text.contains { $0.hasPrefix("videos: 1 item, synced ") && $0.hasSuffix("fresh for 14 min") })
        }
    }

    @Test func theManifestSetsPathsAndStaleness() throws {
        try SyncCLIFixture.with { f in
            let data = try f.dataset(sync: ["collections": ["places": ["path": "api/v2/pois.json", "staleAfter": "1 h 30 min"],
                                                            "videos": ["staleAfter": 60]]])
            try f.server.control(["set": ["collection": "api/v2/pois.json", "items": SyncSamples.places]])
            let r = try f.run(["--data", data, "sync", f.server.base, "--collection", "places"])
            #expect(r.status == 0 && r.stdout.hasPrefix("places: full download: 3 items"), "\(r.stdout)\(r.stderr)")
            #expect(try f.server.log().map(\.path) == ["/api/v2/pois.json"])
            let rows = try JSONDecoder().decode([StatusRow].self, from: Data(try f.run(["--data", data, "sync", "status", "--json"]).stdout.utf8))
            #expect(rows.map(\.path) == ["api/v2/pois.json", "quizzes.json", "videos.json"])
            #expect(rows.map(\.staleAfterSeconds) == [5400, 86_400, 60])

            // A mistake in the manifest names the file and the member.
            let bad = try f.dataset(sync: ["collections": ["place": ["staleAfter": 60]]])
            let e = try f.run(["--data", bad, "sync", "status"])
            #expect(e.status == 1 && e.stderr.contains("manifest.json: sync.collections: unknown collection \"place\""), "\(e.stderr)")
            let interval = try f.dataset(sync: ["collections": ["videos": ["staleAfter": "soon"]]])
            let e2 = try f.run(["--data", interval, "sync", "status"])
            #expect(e2.status == 1 && e2.stderr.contains("manifest.json: sync.collections.videos.staleAfter: expected seconds or a duration"), "\(e2.stderr)")
        }
    }

    @Test func autoSyncRefreshesOnlyStaleCollectionsBeforeTheCommand() throws {
        try SyncCLIFixture.with { f in
            // Videos are always stale for this dataset; places and quizzes stay fresh for a day.
            let data = try f.dataset(sync: ["collections": ["videos": ["staleAfter": 0]]])
            try f.serveSamples()
            #expect(try f.run(["--data", data, "sync", f.server.base]).status == 0)
            try f.server.control(["advance": 600, "upsert": ["collection": "videos.json", "items": [
                ["id": 77, "name": "Vysočina between two rivers", "url": "https://example.org/videos/77", "category": "Vysočina"]]]])

            let r = try f.run(["--auto-sync", "--data", data, "videos", "--json"])
            #expect(r.status == 0, "\(r.stderr)")
            #expect(r.stderr.hasPrefix("auto-sync: videos: incremental update: 2 items (+1 added, 0 changed, 0 removed), "), "\(r.stderr)")
            let rows = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]])
            let video = try #require(rows.first { ($0["video"] as? [String: Any])?["id"] as? String == "77" })
            #expect((video["video"] as? [String: Any])?["region"] as? String == "CZ-63")
            #expect(video["quizID"] as? String == "gen-cz-63")
            // Only the stale collection was asked for.
            let log = try f.server.log()
            #expect(log.count == 4 && log[3].path == "/videos.json" && log[3].query.hasPrefix("since="))

            // The flag also works after the command, and once per run in the REPL.
            let after = try f.run(["--data", data, "videos", "--auto-sync"])
            #expect(after.status == 0 && after.stderr.isEmpty && after.stdout.contains("77 "), "\(after.stderr)")
            let repl = try f.run(["--auto-sync", "--data", data], input: "videos\nsync status\n")
            #expect(repl.status == 0 && repl.stdout.contains("Vysočina between two rivers"), "\(repl.stderr)")
            #expect(try f.server.log().count == 6)
        }
    }

    @Test func autoSyncWithADeadServerWarnsOnceAndWorksOffline() throws {
        try SyncCLIFixture.with { f in
            let data = try f.dataset(sync: ["collections": ["videos": ["staleAfter": 0]]])
            try f.serveSamples()
            #expect(try f.run(["--data", data, "sync", f.server.base]).status == 0)
            f.server.stop()

            let r = try f.run(["--auto-sync", "--data", data, "videos"])
            #expect(r.status == 0, "\(r.stderr)")
            let warnings = r.stderr.split(separator: "\n").map(String.init)
            #expect(warnings.count == 1, "\(r.stderr)")
            #expect(warnings[0].hasPrefix("warning: auto-sync: videos: \(f.server.base)/videos.json?since="), "\(warnings[0])")
            #expect(warnings[0].contains("connection failed"))
            // "synced just now", or a few seconds ago on a busy machine.
            #expect(warnings[0].contains("working offline: the cached copy is kept and still used (1 item, synced "), "\(warnings[0])")
            #expect(warnings[0].hasSuffix("just now)") || warnings[0].hasSuffix(" s ago)"), "\(warnings[0])")
            // The command ran on the cached copy.
            #expect(r.stdout.contains("Brno – the city of the Svratka"))

            // Never synced: one hint, nothing requested.
            let fresh = try RegioProcess()
            defer { try? FileManager.default.removeItem(at: fresh.home) }
            let hint = try fresh.run(["--auto-sync", "regions"])
            #expect(hint.status == 0 && hint.stdout.contains("CZ-64"))
            #expect(hint.stderr == "auto-sync: places, quizzes, videos never synced; `sync <base-url>` downloads them once\n")
        }
    }
}
