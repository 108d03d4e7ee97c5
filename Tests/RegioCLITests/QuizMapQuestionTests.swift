import Foundation
import Testing

/// Issue 27: map questions in the REPL, answered with a place name and with coordinates.
@Suite struct QuizMapQuestionTests {
    static let quiz = #"""
    {"id": "map-vysocina", "region": "CZ-63", "title": "Vysočina on the map", "questions": [
      {"id": "telc", "kind": "locate", "prompt": {"cs": "Kde leží Telč?", "en": "Where is Telč?"},
       "location": {"latitude": 49.18418, "longitude": 15.45275, "name": "Telč", "placeKind": "town",
                    "landmark": {"name": "Jihlava", "latitude": 49.3961, "longitude": 15.59124}}},
      {"id": "trebic", "kind": "locate", "prompt": {"cs": "Kde leží Třebíč?", "en": "Where is Třebíč?"},
       "location": {"latitude": 49.21492, "longitude": 15.88166, "name": "Třebíč", "placeKind": "town"}}]}
    """#

    @Test func aPlaceNameAndCoordinatesAnswerMapQuestionsInWords() throws {
        let regio = try RegioProcess()
        let folder = regio.home.appendingPathComponent("regio/quizzes")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(Self.quiz.utf8).write(to: folder.appendingPathComponent("map.json"))
        // Whatever the order: "telc" names Telč (right at either question only where it is Telč);
        // the coordinates are Telč's too.
        let r = try regio.run(["quiz", "map-vysocina", "--seed", "3"], input: "telc\n49.18418, 15.45275\n")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("Answer with coordinates (49.18, 15.45), a place or a region."), "\(r.stdout)")
        // The place search's Telč lies within a few hundred metres of the quiz's.
        #expect(r.stdout.contains(" km off: Telč is 26 km south-west of Jihlava."), "\(r.stdout)")
        #expect(r.stdout.components(separatedBy: "✓ Right: ").count == 2, "\(r.stdout)")
        #expect(r.stdout.contains("km off Třebíč."), "\(r.stdout)")
        #expect(r.stdout.contains("Třebíč lies at 49.2149, 15.88"), "\(r.stdout)")
        #expect(!r.stdout.contains("Which 'telc' do you mean?"), "the town and its sights are one answer: \(r.stdout)")
        #expect(r.stdout.contains("1 right · 1 wrong · 0 skipped, of 2 questions"), "\(r.stdout)")
        // A quiz of map questions only says how to answer them in its intro, not "with a number".
        #expect(r.stdout.contains("Answer each question with a place name, a region or coordinates like 49.18, 15.45"), "\(r.stdout)")
        #expect(!r.stdout.contains("Answer with a number"), "\(r.stdout)")
    }

    @Test func aMixedQuizSaysBothWaysToAnswerAndTheGeneratedMapQuizIsInTheLibrary() throws {
        let regio = try RegioProcess()
        let folder = regio.home.appendingPathComponent("regio/quizzes")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let choice = #"{"id": "capital", "prompt": "Capital of Vysočina?", "options": [{"text": "Jihlava", "correct": true}, {"text": "Brno"}]},"#
        let mixed = Self.quiz.replacingOccurrences(of: #"{"id": "trebic", "kind": "locate""#,
                                                   with: choice + "\n" + #"{"id": "trebic", "kind": "locate""#)
        try Data(mixed.utf8).write(to: folder.appendingPathComponent("map.json"))
        let r = try regio.run(["quiz", "map-vysocina", "--seed", "3"], input: "quit\n")
        #expect(r.stdout.contains("Answer with a number"), "\(r.stdout)")
        #expect(r.stdout.contains("Answer with coordinates (49.18, 15.45), a place or a region."), "\(r.stdout)")
        // The library lists Vysočina's generated map quiz, and it starts with a map question.
        let list = try regio.run(["quizzes"])
        #expect(list.stdout.contains("gen-map-cz-63"), "\(list.stdout)")
        let generated = try regio.run(["quiz", "gen-map-cz-63"], input: "quit\n")
        #expect(generated.status == 0, "\(generated.stderr)")
        // Town questions and region questions: both ways to answer are said.
        #expect(generated.stdout.contains("Answer with coordinates (49.18, 15.45), a place or a region."), "\(generated.stdout)")
        #expect(generated.stdout.contains("Where is "), "\(generated.stdout)")
    }
}
