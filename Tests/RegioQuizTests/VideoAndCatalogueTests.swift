import Foundation
import Testing
@testable import RegioQuiz

@Suite struct VideoAndCatalogueTests {
    static let regions: Set<String> = ["CZ-64", "CZ-72", "CZ-10"]

    /// Issue 29: the seed app's own chapters (a description and a picture, no time) skipped the whole video.
    @Test func keepsTheSeedAppsDescribedChapters() throws {
        let result = try VideoFeedImporter.parse(try Fixtures.data("videos/seed-chapters.json"), file: "seed-chapters.json",
                                                 categoryRegions: ["Jižní Morava": "CZ-64"])
        let video = try #require(result.videos.first)
        #expect(video.title.text(for: .cs) == "Lednice & Valtice")
        #expect(video.chapters.map { $0.title.text(for: .cs) } == ["Lednice chateau and its greenhouse", "The colonnade at Valtice", "Minaret"])
        #expect(video.chapters.map(\.start) == [nil, nil, 135])                     // no time unless the text gives one
        #expect(video.chapters.map(\.image) == ["https://example.org/img/lednice.jpg", "https://example.org/img/valtice.jpg", nil])
        // Saved as Regio JSON and read back, the chapters stay as they are.
        let again = try JSONDecoder().decode(Video.self, from: JSONEncoder().encode(video))
        #expect(again.chapters == video.chapters)
    }

    @Test func importsTheSeedFeed() throws {
        let result = try VideoFeedImporter.parse(try Fixtures.data("videos/feed.json"), file: "feed.json",
                                                 links: ["13": VideoLink(regionID: "CZ-72", quizID: "wine")],
                                                 categoryRegions: ["Jižní Morava": "CZ-64"])
        let v = result.videos
        #expect(v.map(\.id) == ["12", "13", "14"])
        #expect(v[0].title.text(for: .cs) == "Brno – the city of the Svratka")     // &#8211; decoded
        #expect(v[0].url == "https://example.org/media/brno.mp4")                  // direct_url preferred
        #expect(v[0].page == "https://example.org/videos/brno")                    // url kept as the page
        #expect(v[0].regionID == "CZ-64")                                          // from the category
        #expect(v[0].quizID == nil)
        #expect(v[0].kind == "class")
        #expect(v[0].date == Date(timeIntervalSince1970: 1_620_122_400))
        #expect(v[0].duration == nil)
        #expect(v[1].title.text(for: .en) == "Moravian wine & food")
        #expect(v[1].url == "https://example.org/videos/wine")                    // empty direct_url → url
        #expect(v[1].page == nil)                                                  // the url is all there is
        #expect(v[1].regionID == "CZ-72")                                          // the link wins
        #expect(v[1].quizID == "wine")
        #expect(v[1].date == Date(timeIntervalSince1970: 1_620_208_800))          // a numeric string
        #expect(v[2].regionID == nil)
        #expect(result.notices.map(\.description)
                == [#"feed.json: [2]: video 14 "News" has no region (no category); link it to a region to offer a quiz after it"#])
    }

    @Test func malformedFeedsNameThePath() {
        #expect(throws: QuizFormatError(file: "bad.json", location: "[0].date", message: #"expected a unix time in seconds, found "yesterday""#)) {
            try VideoFeedImporter.parse(try Fixtures.data("videos/bad-date.json"), file: "bad.json")
        }
        #expect(throws: QuizFormatError(file: "f.json", location: "[0].name", message: #"required key "name" is missing"#)) {
            try VideoFeedImporter.parse(Data(#"[{"id": 1, "url": "u"}]"#.utf8), file: "f.json")
        }
        do {
            _ = try VideoFeedImporter.parse(Data(#"[{"id": 1, "name": "A", "url": "u"}, {"id": "1", "name": " ", "url": ""}]"#.utf8), file: "f.json")
            Issue.record("expected an error")
        } catch {
            #expect("\(error)" == "f.json: [1].id: duplicate video id 1 (also at [0])")
        }
        do {
            _ = try VideoFeedImporter.parse(Data(#"[{"id": 2, "name": " ", "url": ""}]"#.utf8), file: "f.json")
            Issue.record("expected an error")
        } catch {
            #expect("\(error)" == "f.json: [0].name: the video has no name\nf.json: [0].url: the video has neither url nor direct_url")
        }
    }

    @Test func videoCatalogueRoundTrips() throws {
        let videos = try VideoJSON.decode(try Fixtures.data("dataset/videos.json"), file: "videos.json")
        #expect(videos.count == 3)
        #expect(videos[0].duration == 754)
        #expect(videos[0].date == Date(timeIntervalSince1970: 1_620_122_400))
        #expect(videos[1].title == LocalizedText("Moravian wine"))
        #expect(try VideoJSON.decode(try VideoJSON.encode(videos), file: "x.json") == videos)
        #expect(throws: QuizFormatError.self) { try VideoJSON.decode(Data(#"[{"id": "1", "title": "T", "url": "u", "quizz": "x"}]"#.utf8), file: "v.json") }
    }

    func loaded(_ id: String, region: String?, file: String, generated: Bool = false) -> LoadedQuiz {
        var q = SampleQuiz.make(count: 2, id: id)
        q.regionID = region
        return LoadedQuiz(quiz: q, file: file, isGenerated: generated)
    }

    @Test func watchedVideoOffersItsQuizOrItsRegionsQuiz() throws {
        let videos = [
            Video(id: "12", title: LocalizedText("Brno"), regionID: "CZ-64", url: "u", quizID: "brno"),
            Video(id: "13", title: LocalizedText("Wine"), regionID: "CZ-64", url: "u"),
            Video(id: "14", title: LocalizedText("News"), regionID: nil, url: "u"),
            Video(id: "15", title: LocalizedText("Zlín"), regionID: "CZ-72", url: "u"),
        ]
        let catalogue = try QuizCatalogue(
            quizzes: [loaded("gen-cz-64", region: "CZ-64", file: "(generated)", generated: true),
                      loaded("wine", region: "CZ-64", file: "quizzes/wine.json"),
                      loaded("brno", region: "CZ-64", file: "quizzes/brno.json")],
            videos: videos, knownRegions: Self.regions)
        #expect(try catalogue.quizFor(videoID: "12")?.id == "brno")          // linked
        #expect(try catalogue.quizFor(videoID: "13")?.id == "brno")          // the region's first authored quiz
        #expect(try catalogue.quizFor(videoID: "14") == nil)                 // no region, no quiz
        #expect(try catalogue.quizFor(videoID: "15") == nil)                 // no quiz in the region
        #expect(throws: QuizCatalogueError.unknownVideo("99")) { try catalogue.quizFor(videoID: "99") }
        #expect(catalogue.quizzes.map(\.id) == ["brno", "wine", "gen-cz-64"])
        #expect(catalogue.resolve("wine")?.id == "wine")
        #expect(catalogue.resolve("WINE")?.id == "wine")
        #expect(catalogue.resolve("cz-64")?.id == "brno")
        #expect(catalogue.resolve("CZ-10") == nil)
        #expect(catalogue.quizzes(inRegion: "CZ-64").count == 3)
    }

    @Test func crossFileProblemsAreAllReported() {
        let videos = [
            Video(id: "12", title: LocalizedText("Brno"), regionID: "CZ-64", url: "u", quizID: "missing"),
            Video(id: "12", title: LocalizedText("Again"), regionID: "CZ-99", url: "u"),
        ]
        do {
            _ = try QuizCatalogue(quizzes: [loaded("a", region: "CZ-64", file: "quizzes/a.json"),
                                            loaded("a", region: "CZ-64", file: "quizzes/b.json"),
                                            loaded("c", region: "CZ-65", file: "quizzes/c.json")],
                                  videos: videos, videosFile: "data/videos.json", knownRegions: Self.regions)
            Issue.record("expected a validation error")
        } catch {
            #expect(error.problems.map(\.description) == [
                #"quizzes/b.json: id: duplicate quiz id "a" (also in quizzes/a.json)"#,
                #"quizzes/c.json: region: unknown region "CZ-65""#,
                #"data/videos.json: [0].quiz: video "12" links quiz "missing", which does not exist"#,
                #"data/videos.json: [1].id: duplicate video id "12""#,
                #"data/videos.json: [1].region: unknown region "CZ-99""#,
            ])
        }
    }

    @Test func loadsADatasetDirectory() throws {
        let contents = try QuizDirectory.load(Fixtures.url("dataset"), displayPrefix: "data/", knownRegions: Self.regions)
        #expect(contents.notices.isEmpty)
        #expect(contents.catalogue.quizzes.map(\.id) == ["cz-64", "cz-64-gift"])
        #expect(contents.catalogue.videos.count == 3)
        #expect(try contents.catalogue.quizFor(videoID: "12")?.id == "cz-64-gift")
        #expect(try contents.catalogue.quizFor(videoID: "13")?.id == "cz-64")
        #expect(contents.catalogue.entry(id: "cz-64")?.file == "data/quizzes/cz-64.json")
    }

    @Test func aBrokenDatasetReportsEveryFile() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("regio-quiz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("quizzes"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(#"{"id": "a", "region": "CZ-64", "title": "A", "questions": [{"prompt": "P", "options": [{"text": "x"}, {"text": "y"}]}]}"#.utf8)
            .write(to: dir.appendingPathComponent("quizzes/a.json"))
        try Data("// @id: b\nQ?{=a ~b\n".utf8).write(to: dir.appendingPathComponent("quizzes/b.gift"))
        try Data(#"[{"id": "1", "title": "T", "url": "u", "quiz": "zzz"}]"#.utf8).write(to: dir.appendingPathComponent("videos.json"))
        do {
            _ = try QuizDirectory.load(dir, displayPrefix: "data/", knownRegions: Self.regions)
            Issue.record("expected a validation error")
        } catch let e as QuizValidationError {
            #expect(e.problems.map(\.description) == [
                "data/quizzes/a.json: questions[0].options: no option is marked correct",
                "data/quizzes/b.gift: line 2: the answer block '{' is not closed (a blank line ends a question; write \\{ for a literal brace)",
                #"data/videos.json: [0].quiz: video "1" links quiz "zzz", which does not exist"#,
            ])
        }
    }
}
