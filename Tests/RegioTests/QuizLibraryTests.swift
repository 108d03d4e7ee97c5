import Foundation
import Testing
@testable import Regio

/// A fresh folder under the system's temporary folder, for stores and user quizzes.
func temporaryFolder(_ name: String = #function) throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("regio-\(name.filter(\.isLetter))-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// The quiz library of a dataset: the dataset's quizzes and videos, generated
/// quizzes, the user's own folder, and imports.
@Suite struct QuizLibraryTests {
    let embedded: Dataset

    init() throws { embedded = try Dataset.load(from: TestPaths.embeddedData, displayPrefix: "data") }

    func embeddedLibrary(user: URL? = nil) throws -> QuizLibrary {
        try QuizLibrary(dataset: embedded, userDirectory: user, displayPrefix: "data")
    }

    @Test func theEmbeddedDatasetHasAuthoredGeneratedQuizzesAndVideos() throws {
        let library = try embeddedLibrary()
        #expect(library.notices.isEmpty, "\(library.notices)")
        let authored = library.quizzes.filter { library.origin(of: $0.id)?.kind == .dataset }
        #expect(authored.map(\.id) == ["cz-31-south-bohemia", "cz-64-south-moravia"])
        #expect(library.origin(of: "cz-64-south-moravia")?.file == "data/quizzes/cz-64-south-moravia.json")
        #expect(library.origin(of: "cz-31-south-bohemia")?.file == "data/quizzes/cz-31-south-bohemia.gift")
        // Two generated quizzes per region (of facts, and the map quiz: gen-map-…), after the authored ones.
        let dataset = embedded
        let generated = library.quizzes.filter { library.origin(of: $0.id)?.kind == .generated }
        let facts = generated.filter { !$0.id.hasPrefix("gen-map-") }
        let maps = generated.filter { $0.id.hasPrefix("gen-map-") }
        #expect(facts.map(\.regionID) == dataset.regions.map(\.id).sorted().map(Optional.some))
        #expect(maps.map(\.regionID) == dataset.regions.map(\.id).sorted().map(Optional.some))
        #expect(maps.allSatisfy { $0.questions.contains(where: \.isLocate) })
        #expect(facts.allSatisfy { $0.questions.allSatisfy { !$0.isLocate } })
        #expect(library.quizzes.prefix(2).map(\.id) == authored.map(\.id))
        // Videos offer their own quiz, or their region's.
        #expect(try library.catalogue.quizFor(videoID: "101")?.id == "cz-64-south-moravia")
        #expect(try library.catalogue.quizFor(videoID: "102")?.id == "cz-31-south-bohemia")
        #expect(try library.catalogue.quizFor(videoID: "103")?.id == "gen-cz-63")
        // The demo's first video is a file of the dataset (scripts/run serve makes it), the others are on the web.
        #expect(library.catalogue.video(id: "101")?.url == "media/regio-demo.webm")
        #expect(library.catalogue.videos.filter { $0.id != "101" }.allSatisfy { $0.url.hasPrefix("https://example.org/") })
    }

    @Test func theRegioJSONQuizHasCzechAndEnglishEverywhere() throws {
        let quiz = try #require(try embeddedLibrary().catalogue.quiz(id: "cz-64-south-moravia"))
        var texts = [quiz.title] + [quiz.instructions].compactMap { $0 }
        for q in quiz.questions {
            texts.append(q.prompt)
            texts += q.options.map(\.text)
            texts.append(try #require(q.explanation, "\(q.id) has an explanation"))
        }
        for t in texts {
            #expect(t.value(.cs)?.isEmpty == false && t.value(.en)?.isEmpty == false, "\(t)")
        }
    }

    @Test(arguments: [
        ("CZ-64", "cz-64-south-moravia"), ("cz64", "cz-64-south-moravia"), ("South Moravian", "cz-64-south-moravia"),
        ("vysocina", "gen-cz-63"), ("GEN-CZ-10", "gen-cz-10"), ("Jihočeský kraj", "cz-31-south-bohemia"),
    ])
    func resolvesQuizIDsRegionIDsAndNames(query: String, id: String) throws {
        #expect(try embeddedLibrary().open(query)?.id == id)
    }

    @Test func unknownQueriesResolveToNothing() throws {
        let library = try embeddedLibrary()
        #expect(try library.open("atlantis") == nil)
        #expect(try library.open("  ") == nil)
    }

    @Test func everyProblemOfTheDatasetsQuizFilesIsReportedWithFileAndPlace() throws {
        let dataset = try Dataset.load(from: TestPaths.dataset("quiz-problems"), displayPrefix: "quiz-problems")
        let error = #expect(throws: QuizValidationError.self) {
            try QuizLibrary(dataset: dataset, displayPrefix: "quiz-problems")
        }
        let problems = try #require(error).problems.map(\.description)
        #expect(problems.contains("quiz-problems/quizzes/broken.gift: line 4: the answer block '{' is not closed (a blank line ends a question; write \\{ for a literal brace)"), "\(problems)")
        #expect(problems.contains { $0.hasPrefix("quiz-problems/quizzes/unknown-region.json: region: unknown region \"T-9\"") }, "\(problems)")
        #expect(problems.contains { $0.hasPrefix("quiz-problems/quizzes/unknown-region.json: questions[0].options: two options are marked correct") }, "\(problems)")
        #expect(problems.contains("quiz-problems/videos.json: [0].quiz: video \"v1\" links quiz \"missing-quiz\", which does not exist"), "\(problems)")
        #expect(problems.count == 4, "\(problems)")
    }

    @Test func aManifestNamingAMissingQuizzesFolderIsAnError() throws {
        let folder = try temporaryFolder()
        try FileManager.default.copyItem(at: TestPaths.dataset("valid").appendingPathComponent("regions.geojson"),
                                         to: folder.appendingPathComponent("regions.geojson"))
        try #"{"regions": "regions.geojson", "quizzes": "lessons"}"#.write(to: folder.appendingPathComponent("manifest.json"), atomically: true, encoding: .utf8)
        let dataset = try Dataset.load(from: folder, displayPrefix: "mine")
        let error = #expect(throws: QuizValidationError.self) { try QuizLibrary(dataset: dataset, displayPrefix: "mine") }
        #expect(error?.description == "mine/manifest.json: quizzes: names the quizzes folder \"lessons\", which does not exist")
    }

    @Test func aDatasetWithTooFewFactsStillLoadsAndSaysWhatWasNotGenerated() throws {
        // Two regions with the same capital and the same area, one town in the west:
        // no question of any kind can be asked, and opening a quiz says so
        // (quizzes are generated when opened: LazyQuizLibraryTests).
        let dataset = try Dataset.load(from: TestPaths.dataset("valid"), displayPrefix: "valid")
        let library = try QuizLibrary(dataset: dataset)
        // Only the map quizzes: a town with a point is all one needs.
        #expect(library.quizzes.map(\.id) == ["gen-map-t-1", "gen-map-t-2"])
        #expect(library.catalogue.videos.isEmpty)
        for id in ["gen-t-1", "gen-t-2"] {
            let error = #expect(throws: QuizGenerationError.self) { try library.open(id) }
            #expect(error?.description.hasPrefix("not enough facts to generate a quiz for T-") == true, "\(String(describing: error))")
        }
    }

    @Test func importsAGIFTFileIntoTheUserFolderAndReadsItBack() throws {
        let user = try temporaryFolder().appendingPathComponent("quizzes")
        let library = try embeddedLibrary(user: user)
        let gift = TestPaths.repository.appendingPathComponent("Tests/RegioQuizTests/Fixtures/gift/unsupported.gift")
        let result = try library.importQuiz(from: gift, displayName: "unsupported.gift",
                                            options: QuizImportOptions(id: "mine", regionID: "CZ-64", title: LocalizedText("Mine")))
        #expect(result.quizzes.map(\.id) == ["mine"])
        #expect(result.files == [user.appendingPathComponent("mine.json")])
        // Line 13's weighted question is imported since issue 13 (multiple response).
        #expect(result.notices.map(\.location) == ["line 1", "line 5", "line 7", "line 9", "line 11"])
        #expect(library.catalogue.quiz(id: "mine")?.questions.count == 3)
        #expect(library.origin(of: "mine")?.kind == .imported)
        #expect(try library.open("mine")?.title.text(for: .en) == "Mine")

        // A new session reads it from the folder, as Regio JSON.
        let again = try embeddedLibrary(user: user)
        #expect(again.catalogue.quiz(id: "mine") == library.catalogue.quiz(id: "mine"))
        #expect(again.origin(of: "mine") == QuizOrigin(kind: .imported, file: user.appendingPathComponent("mine.json").path))
        #expect(again.quizzes(in: try #require(again.dataset.region(id: "CZ-64"))).map(\.id)
                == ["cz-64-south-moravia", "mine", "gen-cz-64", "gen-map-cz-64"])

        // The same id again: refused, unless replacing one's own quiz.
        let duplicate = #expect(throws: QuizImportError.self) {
            try again.importQuiz(from: gift, options: QuizImportOptions(id: "mine"))
        }
        #expect(duplicate?.description.contains("--replace") == true)
        try again.importQuiz(from: gift, options: QuizImportOptions(id: "mine", title: LocalizedText("Mine, again"), replace: true))
        #expect(again.catalogue.quiz(id: "mine")?.title.text(for: .cs) == "Mine, again")
        #expect(try FileManager.default.contentsOfDirectory(atPath: user.path) == ["mine.json"])

        // A dataset's or a generated quiz is never replaced.
        for id in ["cz-64-south-moravia", "gen-cz-64"] {
            let e = #expect(throws: QuizImportError.self) {
                try again.importQuiz(from: gift, options: QuizImportOptions(id: id, replace: true))
            }
            #expect(e?.description.contains("--replace") == false)
        }
    }

    @Test func importRefusesMalformedFilesWithTheirLineAndUnknownRegions() throws {
        let user = try temporaryFolder().appendingPathComponent("quizzes")
        let library = try embeddedLibrary(user: user)
        let fixtures = TestPaths.repository.appendingPathComponent("Tests/RegioQuizTests/Fixtures")
        let malformed = #expect(throws: QuizFormatError.self) {
            try library.importQuiz(from: fixtures.appendingPathComponent("gift/unclosed-brace.gift"), displayName: "bad.gift")
        }
        #expect(malformed?.location == "line 3")
        #expect(throws: QuizValidationError.self) {
            try library.importQuiz(from: fixtures.appendingPathComponent("quizzes/cz-64.json"),
                                   options: QuizImportOptions(id: "x", regionID: "CZ-99"))
        }
        #expect(throws: QuizImportError.self) {
            try library.importQuiz(from: TestPaths.embeddedData.appendingPathComponent("regions.geojson"))
        }
        #expect(!FileManager.default.fileExists(atPath: user.path), "nothing was written")
    }

    @Test func userFilesNeverStopTheLibraryFromLoading() throws {
        let user = try temporaryFolder()
        try "{ not json".write(to: user.appendingPathComponent("broken.json"), atomically: true, encoding: .utf8)
        try #"{"id": "elsewhere", "region": "AT-9", "title": "Wien", "questions": [{"prompt": "?", "options": [{"text": "a", "correct": true}, {"text": "b"}]}]}"#
            .write(to: user.appendingPathComponent("vienna.json"), atomically: true, encoding: .utf8)
        try #"{"id": "cz-64-south-moravia", "title": "Clash", "questions": [{"prompt": "?", "options": [{"text": "a", "correct": true}, {"text": "b"}]}]}"#
            .write(to: user.appendingPathComponent("clash.json"), atomically: true, encoding: .utf8)
        let library = try embeddedLibrary(user: user)
        #expect(library.catalogue.quiz(id: "elsewhere") == nil, "a quiz about another dataset's region is left out")
        #expect(library.catalogue.quiz(id: "cz-64-south-moravia")?.title.text(for: .en) != "Clash")
        #expect(library.notices.count == 2, "\(library.notices)")
        #expect(library.notices.contains { $0.hasPrefix("skipped: \(user.path)/broken.json") })
        #expect(library.notices.contains { $0.contains("clash.json") && $0.contains("duplicate quiz id") })
    }

    @Test func fileNamesForQuizIDsAreSafe() {
        #expect(QuizLibrary.fileName(forQuizID: "cz-64 wine/2") == "cz-64-wine-2.json")
        #expect(QuizLibrary.fileName(forQuizID: "../..") == "quiz.json")
        #expect(QuizLibrary.fileName(forQuizID: "Žďár nad Sázavou") == "zdar-nad-sazavou.json")
    }
}
