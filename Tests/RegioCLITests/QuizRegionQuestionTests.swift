import Foundation
import Testing

/// Issue 27: region questions in the REPL: the hint shown with the question,
/// a region answered by its name and by its code.
@Suite struct QuizRegionQuestionTests {
    static let quiz = #"""
    {"id": "regions-vysocina", "region": "CZ-63", "title": "Regions", "questions": [
      {"id": "h", "kind": "highlightedRegion", "region": "CZ-63", "prompt": "Which region is highlighted on the map?",
       "hint": "It borders Jihomoravský kraj and Pardubický kraj.",
       "options": [{"text": "Kraj Vysočina", "correct": true}, {"text": "Zlínský kraj"}, {"text": "Liberecký kraj"}]},
      {"id": "f", "kind": "findRegion", "region": "CZ-64", "prompt": "Which of these is Jihomoravský kraj?",
       "options": [{"text": "Jihomoravský kraj", "region": "CZ-64", "correct": true},
                   {"text": "Zlínský kraj", "region": "CZ-72"}, {"text": "Plzeňský kraj", "region": "CZ-32"}]}]}
    """#

    func regio() throws -> RegioProcess {
        let regio = try RegioProcess()
        let folder = regio.home.appendingPathComponent("regio/quizzes")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(Self.quiz.utf8).write(to: folder.appendingPathComponent("regions.json"))
        return regio
    }

    @Test func theHintIsShownAndRegionsAreAnsweredByNameAndCode() throws {
        // The order the seed gives, seen in a first run; then a name answers the
        // highlighted region and a code finds the region (each right for its own question only).
        let seed = "4"
        let order = try regio().run(["quiz", "regions-vysocina", "--seed", seed], input: "quit\n")
        let highlightedFirst = try #require(order.stdout.split(separator: "\n").first { $0.contains("Which ") })
            .contains("highlighted")
        let input = highlightedFirst ? "Kraj Vysočina\nCZ-64\n" : "CZ-64\nKraj Vysočina\n"
        let r = try regio().run(["quiz", "regions-vysocina", "--seed", seed], input: input)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("It borders Jihomoravský kraj and Pardubický kraj."), "\(r.stdout)")
        #expect(r.stdout.contains("2 right · 0 wrong · 0 skipped, of 2 questions"), "\(r.stdout)")
    }
}
