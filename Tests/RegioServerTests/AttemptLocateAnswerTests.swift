import Foundation
import HTTPTypes
import Hummingbird
import Regio
import Testing
@testable import RegioServer

/// Issue 27: a map question played over HTTP: the question says it is one and
/// hides the place; the answer is a point; the feedback reveals the place and the distance.
@Suite struct AttemptLocateAnswerTests {
    static let bearer = StateRouteTests.bearer

    static let quiz = #"""
    {"id": "map-vysocina", "region": "CZ-63", "title": "Vysočina", "questions": [
      {"id": "telc", "kind": "locate", "prompt": {"cs": "Kde leží Telč?", "en": "Where is Telč?"},
       "location": {"latitude": 49.18418, "longitude": 15.45275, "name": "Telč", "placeKind": "town",
                    "landmark": {"name": "Jihlava", "latitude": 49.3961, "longitude": 15.59124}}}]}
    """#

    static func app() throws -> some ApplicationProtocol {
        try ServerTestApp.make { config in
            config.token = StateRouteTests.token
            let folder = QuizLibrary.userDirectory(forStoreAt: config.engine.storePath)
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try Data(quiz.utf8).write(to: folder.appendingPathComponent("map.json"))
            } catch {
                Issue.record("cannot write the quiz: \(error)")
            }
        }
    }

    @Test func aPointAnswersAMapQuestionAndTheFeedbackRevealsThePlace() async throws {
        try await Self.app().test(.router) { client in
            let started = try AttemptAnswerTests.object(try await client.send(
                .post, "/api/attempts", json: #"{"quiz":"map-vysocina","mode":"immediate","seed":1}"#, headers: Self.bearer))
            let id = try #require(started["id"] as? Int, "\(started)")
            let begun = try AttemptAnswerTests.object(try await client.send(.post, "/api/attempts/\(id)/begin", headers: Self.bearer))
            let question = try #require(begun["question"] as? [String: Any])
            #expect(question["kind"] as? String == "locate")
            #expect(question["placeKind"] as? String == "town")
            // The place's point is not revealed before the answer, but for the list of the quiz's places
            // a learner without a pointer chooses from (each answered with its point).
            #expect(!"\(question.filter { $0.key != "choices" })".contains("49.18"), "the place is not revealed before the answer")
            let choices = try #require(question["choices"] as? [[String: Any]])
            #expect(choices.map { $0["name"] as? String } == ["Telč"])
            #expect(choices.first?["latitude"] as? Double == 49.18418)

            let option = try await client.send(.post, "/api/attempts/\(id)/answer", json: #"{"option":1,"question":1}"#, headers: Self.bearer)
            #expect(option.status == .badRequest, "an option for a map question: \(option.text)")
            #expect(try option.problem().parameter == "option")

            let answered = try await client.send(.post, "/api/attempts/\(id)/answer",
                                                 json: #"{"question":1,"latitude":49.5,"longitude":15.6}"#,
                                                 headers: Self.bearer + [(.acceptLanguage, "en")])
            #expect(answered.status == .ok, "\(answered.text)")
            let step = try AttemptAnswerTests.object(answered)
            let feedback = try #require(step["feedback"] as? [String: Any])
            #expect(feedback["outcome"] as? String == "wrong")
            let location = try #require(feedback["location"] as? [String: Any])
            let target = try #require(location["target"] as? [String: Any])
            #expect(target["latitude"] as? Double == 49.18418)
            let distance = try #require(location["distanceKm"] as? Double)
            #expect(distance > 30 && distance < 40)
            #expect((location["text"] as? String)?.hasSuffix("km off: Telč is 26 km south-west of Jihlava") == true, "\(location)")

            // The same point again: the same feedback, nothing recorded.
            let again = try await client.send(.post, "/api/attempts/\(id)/answer",
                                              json: #"{"question":1,"latitude":49.5,"longitude":15.6}"#, headers: Self.bearer)
            #expect(again.status == .ok, "\(again.text)")
            let outside = try await client.send(.post, "/api/attempts/\(id)/answer",
                                                json: #"{"question":1,"latitude":95,"longitude":15.6}"#, headers: Self.bearer)
            #expect(outside.status == .conflict, "another point for an answered question")
        }
    }
}
