import Foundation
import HTTPTypes
import Hummingbird
import Regio
import Testing
@testable import RegioServer

/// Issue 27: region questions over HTTP: the highlighted region's id in the
/// question, a *find the region* question answered with a region id or a point.
@Suite struct AttemptRegionAnswerTests {
    static let bearer = StateRouteTests.bearer

    static let quiz = #"""
    {"id": "regions-vysocina", "region": "CZ-63", "title": "Regions", "questions": [
      {"id": "f", "kind": "findRegion", "region": "CZ-63", "prompt": "Which of these is Kraj Vysočina?",
       "options": [{"text": "Kraj Vysočina", "region": "CZ-63", "correct": true},
                   {"text": "Jihomoravský kraj", "region": "CZ-64", "feedback": "That is Jihomoravský kraj."}]},
      {"id": "h", "kind": "highlightedRegion", "region": "CZ-63", "prompt": "Which region is highlighted?",
       "hint": "It borders Jihomoravský kraj.",
       "options": [{"text": "Kraj Vysočina", "correct": true}, {"text": "Zlínský kraj"}]}]}
    """#

    static func app() throws -> some ApplicationProtocol {
        try ServerTestApp.make { config in
            config.token = StateRouteTests.token
            let folder = QuizLibrary.userDirectory(forStoreAt: config.engine.storePath)
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try Data(quiz.utf8).write(to: folder.appendingPathComponent("regions.json"))
            } catch {
                Issue.record("cannot write the quiz: \(error)")
            }
        }
    }

    /// Starts an attempt and returns its id and first question.
    static func begin(_ client: TestClient, seed: Int) async throws -> (Int, [String: Any]) {
        let started = try AttemptAnswerTests.object(try await client.send(
            .post, "/api/attempts", json: #"{"quiz":"regions-vysocina","mode":"immediate","seed":\#(seed),"startOver":true}"#, headers: bearer))
        let id = try #require(started["id"] as? Int, "\(started)")
        let begun = try AttemptAnswerTests.object(try await client.send(.post, "/api/attempts/\(id)/begin", headers: bearer))
        return (id, try #require(begun["question"] as? [String: Any]))
    }

    /// Starts an attempt and skips to its find-the-region question: the attempt's id and that question's number.
    static func beginAtFindRegion(_ client: TestClient) async throws -> (Int, Int) {
        let (id, first) = try await begin(client, seed: 1)
        guard first["kind"] as? String != "findRegion" else { return (id, 1) }
        _ = try await client.send(.post, "/api/attempts/\(id)/skip", headers: bearer)
        _ = try await client.send(.post, "/api/attempts/\(id)/next", headers: bearer)
        return (id, 2)
    }

    @Test func findTheRegionIsAnsweredWithARegionIdOrAPoint() async throws {
        try await Self.app().test(.router) { client in
            // Questions are asked in a seeded order; both orders are played through.
            let (id, first) = try await Self.begin(client, seed: 1)
            var question = first
            var number = 1
            if question["kind"] as? String == "highlightedRegion" {
                #expect(question["region"] as? String == "CZ-63")
                #expect(question["hint"] != nil, "\(question)")
                _ = try await client.send(.post, "/api/attempts/\(id)/skip", headers: Self.bearer)
                let next = try AttemptAnswerTests.object(try await client.send(.post, "/api/attempts/\(id)/next", headers: Self.bearer))
                question = try #require(next["question"] as? [String: Any])
                number = 2
            }
            #expect(question["kind"] as? String == "findRegion")
            #expect(question["region"] == nil, "the region sought is not revealed")
            #expect(Set(question["optionRegions"] as? [String] ?? []) == ["CZ-63", "CZ-64"], "\(question)")

            let notOffered = try await client.send(.post, "/api/attempts/\(id)/answer", json: #"{"question":\#(number),"region":"CZ-10"}"#,
                                                   headers: Self.bearer)
            #expect(notOffered.status == .badRequest, "\(notOffered.text)")
            #expect(try notOffered.problem().parameter == "region")

            // Brno lies in the South Moravian Region: the wrong option, with its feedback.
            let answered = try await client.send(.post, "/api/attempts/\(id)/answer",
                                                 json: #"{"question":\#(number),"latitude":49.195,"longitude":16.608}"#,
                                                 headers: Self.bearer + [(.acceptLanguage, "en")])
            #expect(answered.status == .ok, "\(answered.text)")
            let feedback = try #require(try AttemptAnswerTests.object(answered)["feedback"] as? [String: Any])
            #expect(feedback["outcome"] as? String == "wrong", "\(feedback)")
            #expect("\(feedback)".contains("That is Jihomoravský kraj."), "\(feedback)")

            // A point in no region (the Gulf of Guinea) scores nothing, with the reason; the same point again is the same answer.
            let (third, n3) = try await Self.beginAtFindRegion(client)
            for _ in 0..<2 {
                let nowhere = try await client.send(.post, "/api/attempts/\(third)/answer",
                                                    json: #"{"question":\#(n3),"latitude":1.5,"longitude":3.25}"#,
                                                    headers: Self.bearer + [(.acceptLanguage, "en")])
                #expect(nowhere.status == .ok, "\(nowhere.text)")
                let missed = try #require(try AttemptAnswerTests.object(nowhere)["feedback"] as? [String: Any])
                #expect(missed["outcome"] as? String == "wrong", "\(missed)")
                #expect(missed["optionFeedback"] as? String == "Your point (1.5, 3.25) lies in no region of the map, so it scores no points.",
                        "\(missed)")
            }

            let (second, n2) = try await Self.beginAtFindRegion(client)
            let right = try await client.send(.post, "/api/attempts/\(second)/answer", json: #"{"question":\#(n2),"region":"cz-63"}"#,
                                              headers: Self.bearer)
            #expect(right.status == .ok, "\(right.text)")
            let rightFeedback = try #require(try AttemptAnswerTests.object(right)["feedback"] as? [String: Any])
            #expect(rightFeedback["outcome"] as? String == "right", "\(rightFeedback)")
        }
    }
}
