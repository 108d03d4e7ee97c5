import Foundation
import Regio
import Testing

/// Synced quizzes (Regio JSON) and videos (the seed app's feed) in the quiz library.
@Suite struct SyncedQuizContentTests {
    static func item(_ id: String, _ json: String) -> SyncItem { SyncItem(id: id, json: Data(json.utf8)) }

    static let quiz = item("cz-20-castles", #"""
        {"id": "cz-20-castles", "region": "CZ-20", "title": {"cs": "Hrady", "en": "Castles"},
         "questions": [{"id": "q1", "prompt": {"cs": "Který hrad?", "en": "Which castle?"},
                        "options": [{"text": "Karlštejn", "correct": true}, {"text": "Kokořín"}]}]}
        """#)

    /// The embedded dataset with a `"sync"` member in its manifest (files by absolute path).
    static func dataset(sync: String) throws -> (Dataset, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("regio-synced-quizzes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let data = TestPaths.embeddedData.path
        try Data("""
            {"regions": "\(data)/regions.geojson", "places": ["\(data)/places.geojson"], "quizzes": "\(data)/quizzes",
             "videos": "\(data)/videos.json", "sync": \(sync)}
            """.utf8).write(to: folder.appendingPathComponent("manifest.json"))
        do {
            return (try Dataset.load(from: folder, displayPrefix: "synced-test"), folder)
        } catch {
            try? FileManager.default.removeItem(at: folder)
            throw error
        }
    }

    @Test func quizzesAreAddedAndBadOnesSkippedWithTheirIndex() throws {
        let dataset = try Dataset.load(from: TestPaths.embeddedData, displayPrefix: "data")
        let library = try QuizLibrary(dataset: dataset, displayPrefix: "data")
        let items = [
            Self.quiz,
            Self.item("broken", #"{"id": "broken", "title": {"en": "Broken"}, "questions": [{"prompt": {"en": "?"}, "options": [{"text": "a"}]}]}"#),
            Self.item("cz-64-south-moravia", #"{"id": "cz-64-south-moravia", "title": {"en": "Clash"}, "questions": [{"prompt": {"en": "?"}, "options": [{"text": "a", "correct": true}, {"text": "b"}]}]}"#),
            Self.item("at-9-wien", #"{"id": "at-9-wien", "region": "AT-9", "title": {"en": "Wien"}, "questions": [{"prompt": {"en": "?"}, "options": [{"text": "a", "correct": true}, {"text": "b"}]}]}"#),
            Self.item("not-json-quiz", #"{"id": "not-json-quiz", "title": 5}"#),
        ]
        let synced = library.loadSynced(quizzes: items, videos: [])
        #expect(synced.quizIDs == ["cz-20-castles"])
        #expect(library.origin(of: "cz-20-castles") == QuizOrigin(kind: .synced, file: "synced quizzes"))
        #expect(try library.open("cz-20-castles")?.questions.count == 1)
        #expect(library.quizzes(in: try #require(dataset.region(id: "CZ-20"))).map(\.id).first == "cz-20-castles")
        #expect(library.origin(of: "cz-64-south-moravia")?.kind == .dataset)  // the dataset's quiz stays
        #expect(try library.open("at-9-wien") == nil)
        #expect(synced.skipped.count == 4, "\(synced.skipped)")
        #expect(synced.skipped.prefix(2).allSatisfy { $0.hasPrefix("synced quizzes: [1].") })
        #expect(synced.skipped.contains("synced quizzes: [1].questions[0].options: no option is marked correct"))
        #expect(synced.skipped[2] == "synced quizzes: [2].id: the quiz id \"cz-64-south-moravia\" is already used (data/quizzes/cz-64-south-moravia.json)")
        #expect(synced.skipped[3].hasPrefix("synced quizzes: [4].title: "), "\(synced.skipped)")
        #expect(synced.notes == ["synced quizzes: 1 quiz about regions outside this dataset not shown (at-9-wien)"])
        #expect(library.notices.contains("skipped: " + synced.skipped[2]))

        // Loading again replaces what was synced before (after a sync removed a quiz).
        let again = library.loadSynced(quizzes: [], videos: [])
        #expect(try again.quizIDs.isEmpty && library.open("cz-20-castles") == nil)
        #expect(!library.notices.contains { $0.contains("synced quizzes") })
        let plain = try QuizLibrary(dataset: dataset)
        #expect(library.quizzes.count == plain.quizzes.count)
    }

    @Test func videosFromTheFeedGetRegionsFromCategoriesTheManifestOrTheirOwnMember() throws {
        let (dataset, folder) = try Self.dataset(sync: #"{"videoCategories": {"Jižní Morava": "CZ-64", "Atlantis": "XX-1"}}"#)
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = try QuizLibrary(dataset: dataset)
        let videos = [
            // The manifest maps the feed's category.
            Self.item("12", #"{"id": 12, "type": "class", "name": "Brno &#8211; the city", "date": 1620122400, "url": "https://example.org/v/12", "category": "Jižní Morava"}"#),
            // A category that names a region.
            Self.item("13", #"{"id": "13", "name": "Vysočina", "url": "https://example.org/v/13", "category": ["Příroda", "Vysočina"]}"#),
            // Regio's own members: a region by name and a quiz.
            Self.item("14", #"{"id": 14, "name": "Castles", "url": "https://example.org/v/14", "region": "Central Bohemian", "quiz": "cz-20-castles"}"#),
            // No region at all: kept; `videos` notes it (not every command).
            Self.item("15", #"{"id": 15, "name": "News", "url": "https://example.org/v/15"}"#),
            // Broken: no url; the dataset's own id.
            Self.item("16", #"{"id": 16, "name": "Nowhere"}"#),
            Self.item("101", #"{"id": 101, "name": "Clash", "url": "https://example.org/v/101"}"#),
            // A manifest mapping to a region the dataset does not have; a quiz that does not exist.
            Self.item("17", #"{"id": 17, "name": "Lost", "url": "https://example.org/v/17", "category": "Atlantis", "quiz": "nope"}"#),
        ]
        let synced = library.loadSynced(quizzes: [Self.quiz], videos: videos)
        #expect(synced.videoIDs == ["12", "13", "14", "15", "17"])
        let catalogue = library.catalogue
        #expect(catalogue.video(id: "12")?.regionID == "CZ-64")
        #expect(catalogue.video(id: "12")?.title.text(for: .en) == "Brno – the city")
        #expect(catalogue.video(id: "13")?.regionID == "CZ-63")
        #expect(catalogue.video(id: "14")?.regionID == "CZ-20")
        #expect(try catalogue.quizFor(videoID: "14")?.id == "cz-20-castles")
        #expect(try catalogue.quizFor(videoID: "12")?.id == "cz-64-south-moravia")
        #expect(catalogue.video(id: "15")?.regionID == nil && catalogue.video(id: "17")?.regionID == nil)
        #expect(catalogue.video(id: "17")?.quizID == nil)
        #expect(catalogue.video(id: "101")?.title.text(for: .en) == "Brno, the city on the Svratka")  // the dataset's video stays
        #expect(synced.skipped == [
            "synced videos: [4].url: the video has neither url nor direct_url",
            "synced videos: [5].id: the video id \"101\" is already used",
        ])
        #expect(!synced.notes.contains { $0.contains("has no region (") })
        #expect(synced.notes.contains("synced videos: [6]: the region \"XX-1\" (from the manifest's sync.videoCategories) is not a region of this dataset; the video has no region"))
        #expect(synced.notes.contains("synced videos: [6].quiz: there is no quiz \"nope\"; the video offers its region's quiz"))
    }

    @Test func aVideosRegionComesFromItsTitleExcerptChaptersOrPlaces() throws {
        let dataset = try Dataset.load(from: TestPaths.embeddedData, displayPrefix: "data")
        let library = try QuizLibrary(dataset: dataset, displayPrefix: "data")
        let videos = [
            // The theme category names no region; the title does, in a declined colloquial form.
            Self.item("201", #"{"id": 201, "type": "class", "name": "Víno na jižní Moravě", "url": "https://example.org/v/201", "category": "Czech Regions"}"#),
            // An adjective form in the excerpt.
            Self.item("202", #"{"id": 202, "type": "broadcast", "name": "Krajské zprávy", "url": "https://example.org/v/202", "category": "Czech Regions", "excerpt": "<p>Zprávy z Jihočeského kraje</p>"}"#),
            // Two regions named in the chapters: the quiz offers a choice.
            Self.item("203", #"{"id": 203, "type": "cooking", "name": "Kuchyně", "url": "https://example.org/v/203", "category": "Czech Regions", "content": "0:00 Úvod\n2:15 – Vysočina\n10:40 Zlínský kraj"}"#),
            // Only a town is named: its region.
            Self.item("204", #"{"id": 204, "name": "Procházka", "url": "https://example.org/v/204", "category": "Czech Regions", "excerpt": "Procházka po městě Telč"}"#),
            // A short town name written as an ordinary word ("most", a bridge) names no town.
            Self.item("205", #"{"id": 205, "name": "Starý most", "url": "https://example.org/v/205", "category": "Czech Regions", "excerpt": "Přes most a dál. Most je starý."}"#),
            // A short name with its capital inside a sentence is the town.
            Self.item("206", #"{"id": 206, "name": "Víkend: Brno", "url": "https://example.org/v/206", "category": "Czech Regions"}"#),
        ]
        let synced = library.loadSynced(quizzes: [], videos: videos)
        #expect(synced.videoIDs == ["201", "202", "203", "204", "205", "206"])
        let c = library.catalogue
        #expect(c.video(id: "201")?.regionID == "CZ-64")
        #expect(try c.quizFor(videoID: "201") != nil)
        #expect(c.video(id: "202")?.regionID == "CZ-31")
        #expect(c.video(id: "202")?.excerpt?.text(for: .cs) == "Zprávy z Jihočeského kraje")
        #expect(c.video(id: "203")?.regionID == nil)
        #expect(c.video(id: "203")?.regionChoices == ["CZ-63", "CZ-72"])
        #expect(c.video(id: "203")?.chapters.map(\.start) == [0, 135, 640])
        #expect(c.video(id: "203")?.chapters.map { $0.title.text(for: .cs) } == ["Úvod", "Vysočina", "Zlínský kraj"])
        #expect(c.video(id: "204")?.regionID == "CZ-63")   // Telč lies in the Vysočina region
        #expect(c.video(id: "205")?.regionID == nil && c.video(id: "205")?.regionChoices == [])
        #expect(c.video(id: "206")?.regionID == "CZ-64")
    }

    @Test func theManifestSyncMemberIsCheckedAndMerged() throws {
        let (dataset, folder) = try Self.dataset(sync: #"{"collections": {"places": {"path": "/api/places.json?v=2", "staleAfter": "1 h 30 min"}, "videos": {"staleAfter": 90}}}"#)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(dataset.manifest.syncCollections == [
            SyncCollection(name: "places", path: "/api/places.json?v=2", staleAfter: 5400),
            SyncCollection(name: "quizzes", path: "quizzes.json", staleAfter: 86_400),
            SyncCollection(name: "videos", path: "videos.json", staleAfter: 90),
        ])
        #expect(try Dataset.load(from: TestPaths.embeddedData).manifest.syncCollections == SyncCollection.defaults)

        for (sync, expected) in [
            (#"{"collections": {"maps": {}}}"#, "synced-test/manifest.json: sync.collections: unknown collection \"maps\" (the collections are places, quizzes, videos)"),
            (#"{"collection": {}}"#, "synced-test/manifest.json: sync.collection: unknown member of \"sync\" (known: collections, videoCategories)"),
            (#"{"collections": {"videos": {"stale": 5}}}"#, "synced-test/manifest.json: sync.collections.videos.stale: unknown member of a collection (known: path, staleAfter)"),
            (#"{"collections": {"videos": {"staleAfter": -5}}}"#, "synced-test/manifest.json: sync.collections.videos.staleAfter: the staleness interval must be a number of seconds ≥ 0"),
            (#"{"collections": {"videos": {"staleAfter": "1 fortnight"}}}"#, "synced-test/manifest.json: sync.collections.videos.staleAfter: expected seconds or a duration such as \"15 min\", \"24 h\" or \"1 h 30 min\", found \"1 fortnight\""),
            (#"{"collections": {"places": {"path": "https://elsewhere.org/p.json"}}}"#, "synced-test/manifest.json: sync.collections.places.path: expected a path under the server's address such as \"places.json\" or \"api/v2/places.json\", found \"https://elsewhere.org/p.json\""),
        ] {
            let error = #expect(throws: DataError.self) { _ = try Self.dataset(sync: sync) }
            #expect(error?.description == expected)
        }
    }

    @Test(arguments: [
        ("90", 90.0), ("90 s", 90), ("15 min", 900), ("15min", 900), ("24 h", 86_400), ("2 d", 172_800),
        ("1 h 30 min", 5400), ("1h30m", 5400), ("0.5 h", 1800), ("0", 0),
    ])
    func durationsInTheManifest(text: String, seconds: Double) throws {
        let (dataset, folder) = try Self.dataset(sync: #"{"collections": {"videos": {"staleAfter": "\#(text)"}}}"#)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(dataset.manifest.syncCollections[2].staleAfter == seconds)
    }
}

/// Only the dataset's own videos may be files served from the disk: a synced
/// video naming a `file://` URL or a path is never one.
@Suite struct VideoFileTests {
    @Test func aSyncedVideoIsNeverAFile() throws {
        let dataset = try Dataset.load(from: TestPaths.embeddedData, displayPrefix: "data")
        let library = try QuizLibrary(dataset: dataset, displayPrefix: "data")
        let items = [
            SyncedQuizContentTests.item("900", #"{"id": 900, "name": "Hosts", "direct_url": "file:///etc/hosts", "category": "Jižní Morava"}"#),
            SyncedQuizContentTests.item("901", #"{"id": 901, "name": "Manifest", "direct_url": "manifest.json", "category": "Jižní Morava"}"#),
        ]
        _ = library.loadSynced(quizzes: [], videos: items)
        for id in ["900", "901"] {
            #expect(library.catalogue.video(id: id) != nil, "\(id) is synced")
            #expect(throws: EngineError.self) { try library.videoFile(id: id) }
        }
        // A dataset video on the web is no file either.
        #expect(throws: EngineError.self) { try library.videoFile(id: "102") }
    }

    @Test func aPathStaysInTheDatasetFolder() throws {
        let folder = URL(fileURLWithPath: "/srv/regio/data")
        #expect(try VideoFile.location(of: "media/brno.webm", in: folder)?.path == "/srv/regio/data/media/brno.webm")
        #expect(try VideoFile.location(of: "file:///var/media/brno.webm", in: folder)?.path == "/var/media/brno.webm")
        #expect(try VideoFile.location(of: "https://example.org/brno.webm", in: folder) == nil)
        #expect(throws: EngineError.self) { try VideoFile.location(of: "../outside.webm", in: folder) }
        #expect(throws: EngineError.self) { try VideoFile.location(of: "/etc/hosts", in: folder) }
        // Only video files, wherever a file:// URL points.
        #expect(throws: EngineError.self) { try VideoFile.location(of: "file:///etc/passwd", in: folder) }
        #expect(throws: EngineError.self) { try VideoFile.location(of: "regions.geojson", in: folder) }
    }
}
