import Foundation
import Testing

/// What synced collections bring to the other commands, bad items, and progress on a terminal.
@Suite struct SyncContentTests {
    @Test func syncedQuizzesAndVideosAppearAndBadItemsAreSkippedWithTheirIndex() throws {
        try SyncCLIFixture.with { f in
            let brokenQuiz: [String: Any] = ["id": "no-title", "region": "CZ-64", "questions": []]
            let brokenPlace: [String: Any] = ["id": "16", "name": "Nowhere", "latitude": 95, "longitude": 14]
            let clashingVideo: [String: Any] = ["id": "101", "name": "Same id as the dataset's", "url": "https://example.org/v/101"]
            try f.serveSamples(places: SyncSamples.places + [brokenPlace], quizzes: [SyncSamples.quiz, brokenQuiz],
                               videos: [SyncSamples.video, clashingVideo])
            let sync = try f.run(["sync", f.server.base])
            #expect(sync.status == 0, "\(sync.stderr)")
            #expect(sync.stderr == """
                warning: synced places: [3]: latitude 95.0 is outside −90…90 (are latitude and longitude swapped?) (the item is skipped)
                warning: synced quizzes: [1].title: required key "title" is missing (the item is skipped)
                warning: synced videos: [1].id: the video id "101" is already used (the item is skipped)

                """)

            let quizzes = try f.run(["quizzes", "--json"])
            #expect(quizzes.status == 0)
            let rows = try #require(try JSONSerialization.jsonObject(with: Data(quizzes.stdout.utf8)) as? [[String: Any]])
            let synced = try #require(rows.first { $0["id"] as? String == "cz-20-castles" })
            #expect(synced["origin"] as? String == "synced" && synced["questions"] as? Int == 2 && synced["regionID"] as? String == "CZ-20")
            #expect(!rows.contains { $0["id"] as? String == "no-title" })
            #expect(quizzes.stderr.contains("note: skipped: synced quizzes: [1].title: required key \"title\" is missing"))
            let text = try f.run(["quizzes", "CZ-20"]).stdout
            #expect(text.contains("cz-20-castles") && text.contains("synced") && text.contains("Castles of Central Bohemia"), "\(text)")

            // A synced quiz is played like any other.
            let play = try f.run(["quiz", "cz-20-castles", "--seed", "3", "--json"], input: "1\n1\n")
            #expect(play.status == 0, "\(play.stderr)")
            #expect(try QuizTranscript.json(play.stdout)["status"] as? String == "finished")

            let videos = try f.run(["videos"])
            #expect(videos.status == 0)
            let line = try #require(videos.stdout.split(separator: "\n").first { $0.hasPrefix("12 ") })
            #expect(line.contains("South Moravian Region") && line.contains("Brno – the city of the Svratka"), "\(line)")
            #expect(videos.stdout.split(separator: "\n").filter { $0.hasPrefix("101 ") }.count == 1)
            let watched = try f.run(["watched", "12"], input: "n\n")
            #expect(watched.status == 0 && watched.stdout.hasPrefix("You watched “Brno – the city of the Svratka”."), "\(watched.stdout)")
        }
    }

    @Test func aSyncInTheREPLIsSeenByTheNextCommand() throws {
        try SyncCLIFixture.with { f in
            try f.serveSamples(quizzes: [])
            let r = try f.run([], input: "sync \(f.server.base)\nquizzes CZ-20\n")
            #expect(r.status == 0, "\(r.stderr)")
            #expect(!r.stdout.contains("cz-20-castles"))
            try f.server.control(["advance": 60, "upsert": ["collection": "quizzes.json", "items": [SyncSamples.quiz]]])
            let again = try f.run([], input: "quizzes CZ-20\nsync\nquizzes CZ-20\n")
            #expect(again.status == 0, "\(again.stderr)")
            let parts = again.stdout.components(separatedBy: "quizzes: incremental update: 1 item (+1 added")
            #expect(parts.count == 2 && !parts[0].contains("cz-20-castles") && parts[1].contains("cz-20-castles"), "\(again.stdout)")
        }
    }

    @Test func aLongDownloadShowsProgressOnATerminalOnly() throws {
        try SyncCLIFixture.with { f in
            try f.serveSamples()
            try f.server.control(["config": ["trickle": 0.08]])  // ten pieces, 0.8 s per collection
            let driver = RegioProcess.repository.appendingPathComponent("Tests/RegioCLITests/pty_session.py")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", driver.path, RegioProcess.executable.path, "sync", f.server.base, "--collection", "places"]
            process.environment = f.regio.environment
            let input = Pipe(), output = Pipe()
            process.standardInput = input
            process.standardOutput = output
            try process.run()
            input.fileHandleForWriting.write(Data("[]".utf8))
            try input.fileHandleForWriting.close()
            let transcript = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(transcript.contains("syncing places… "), "\(transcript)")
            #expect(transcript.contains("\r\u{1B}[K"))  // the line is erased when done
            #expect(transcript.contains("places: full download: 3 items"))
            #expect(transcript.hasSuffix("exit status: 0\n"))

            // The same download through a pipe: no progress at all.
            try f.server.control(["advance": 60, "upsert": ["collection": "places.json", "items": [["id": "20", "name": "Kost", "latitude": 50.49, "longitude": 15.13]]]])
            let piped = try f.run(["sync", f.server.base, "--collection", "places"])
            #expect(piped.status == 0 && piped.stderr.isEmpty, "\(piped.stderr)")
        }
    }
}
