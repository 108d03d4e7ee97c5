import Foundation
import HTTPTypes
import Hummingbird
import Regio
import Testing
@testable import RegioServer

/// Issue 29: an answer posted twice (a double click, a retried request) must
/// not be recorded against the next, unseen question; request bodies name
/// the field at fault; a new attempt is not "resumed".
@Suite struct AttemptAnswerTests {
    static let bearer = StateRouteTests.bearer

    static func app() throws -> some ApplicationProtocol { try StateRouteTests.app() }

    static func object(_ response: TestResponse) throws -> [String: Any] {
        try #require(try response.json() as? [String: Any], "\(response.status): \(response.text)")
    }

    /// Starts and begins an attempt at CZ-64; its id.
    static func begun(_ client: TestClient) async throws -> Int {
        let started = try object(try await client.send(.post, "/api/attempts", json: #"{"quiz":"CZ-64","mode":"immediate","seed":7}"#,
                                                       headers: bearer))
        let id = try #require(started["id"] as? Int)
        _ = try await client.send(.post, "/api/attempts/\(id)/begin", headers: bearer)
        return id
    }

    @Test func theSameAnswerAgainGetsTheSameFeedbackAndLeavesTheNextQuestionAlone() async throws {
        try await Self.app().test(.router) { client in
            let id = try await Self.begun(client)
            let first = try await client.send(.post, "/api/attempts/\(id)/answer", json: #"{"option":1,"question":1}"#, headers: Self.bearer)
            #expect(first.status == .ok, "\(first.text)")
            let again = try await client.send(.post, "/api/attempts/\(id)/answer", json: #"{"option":1,"question":1}"#, headers: Self.bearer)
            #expect(again.status == .ok, "\(again.text)")
            let firstStep = try Self.object(first), againStep = try Self.object(again)
            #expect(NSDictionary(dictionary: firstStep["feedback"] as? [String: Any] ?? [:])
                    == NSDictionary(dictionary: againStep["feedback"] as? [String: Any] ?? [:]))
            let attempt = try #require(againStep["attempt"] as? [String: Any])
            #expect(attempt["position"] as? Int == 1)
            #expect(attempt["state"] as? String == "feedback")
            #expect(attempt["decided"] as? Int == 1)

            // The state confirms question 2 was not touched.
            let next = try Self.object(try await client.send(.post, "/api/attempts/\(id)/next", headers: Self.bearer))
            #expect(next["position"] as? Int == 2)
            #expect(next["state"] as? String == "question")
            #expect(next["decided"] as? Int == 1)
        }
    }

    @Test func anAnswerForAnotherQuestionIsAConflict() async throws {
        try await Self.app().test(.router) { client in
            let id = try await Self.begun(client)
            let ahead = try await client.send(.post, "/api/attempts/\(id)/answer", json: #"{"option":1,"question":2}"#,
                                              headers: Self.bearer + [(.acceptLanguage, "en")])
            #expect(ahead.status == .conflict, "\(ahead.text)")
            #expect(ahead.headers[.contentType]?.hasPrefix("application/problem+json") == true)
            #expect(try ahead.problem().detail.contains("question 2, but the quiz is at question 1"))
            #expect(try ahead.problem().title == "Not now")
            // The runner's words, and the title, in the request's language.
            let czech = try await client.send(.post, "/api/attempts/\(id)/answer", json: #"{"option":1,"question":2}"#,
                                              headers: Self.bearer + [(.acceptLanguage, "cs")])
            #expect(czech.status == .conflict)
            #expect(try czech.problem().detail == "odpověď patří k otázce 2, ale kvíz je u otázky 1; nic se nezaznamenalo")
            #expect(try czech.problem().title == "Teď ne")

            _ = try await client.send(.post, "/api/attempts/\(id)/answer", json: #"{"option":1,"question":1}"#, headers: Self.bearer)
            // Another answer to the decided question, with or without its position: 409, nothing recorded.
            let fraction = try await client.send(.post, "/api/attempts/\(id)/answer", json: #"{"option":1.5,"question":1}"#, headers: Self.bearer)
            #expect(try fraction.problem().parameter == "option", "\(fraction.text)")
            let other = try await client.send(.post, "/api/attempts/\(id)/answer", json: #"{"option":2,"question":1}"#, headers: Self.bearer)
            #expect(other.status == .conflict, "\(other.text)")
            let blind = try await client.send(.post, "/api/attempts/\(id)/answer", json: #"{"option":2}"#, headers: Self.bearer)
            #expect(blind.status == .conflict, "\(blind.text)")
            let state = try Self.object(try await client.get("/api/attempts/\(id)", headers: Self.bearer))
            #expect(state["position"] as? Int == 1)
            #expect(state["decided"] as? Int == 1)
        }
    }

    @Test func aNewAttemptIsNotResumed() async throws {
        try await Self.app().test(.router) { client in
            let started = try Self.object(try await client.send(.post, "/api/attempts", json: #"{"quiz":"CZ-64","seed":7}"#,
                                                                headers: Self.bearer))
            #expect(started["resumed"] as? Bool == false)
            #expect(started["round"] as? Int == 0)
            let id = try #require(started["id"] as? Int)
            let begun = try Self.object(try await client.send(.post, "/api/attempts/\(id)/begin", headers: Self.bearer))
            #expect(begun["resumed"] as? Bool == false)
            #expect(try Self.object(try await client.get("/api/attempts/\(id)", headers: Self.bearer))["resumed"] as? Bool == false)
            let again = try Self.object(try await client.send(.post, "/api/attempts", json: #"{"quiz":"CZ-64"}"#, headers: Self.bearer))
            #expect(again["resumed"] as? Bool == true)
        }
    }

    @Test(arguments: [
        (#"{"quiz":"CZ-64","tries":2.5}"#, "tries", "tries"),
        (#"{"quiz":"CZ-64","tries":1e300}"#, "tries", "tries"),
        (#"{"quiz":"CZ-64","mode":"immediate","quiz":"CZ-10"}"#, "body", #""quiz" appears twice"#),
    ])
    func bodiesNameTheFieldAtFault(body: String, parameter: String, detail: String) async throws {
        try await Self.app().test(.router) { client in
            let r = try await client.send(.post, "/api/attempts", json: body, headers: Self.bearer)
            #expect(r.status == .badRequest, "\(body): \(r.text)")
            let problem = try r.problem()
            #expect(problem.parameter == parameter, "\(body): \(r.text)")
            #expect(problem.detail.contains(detail), "\(body): \(r.text)")
        }
    }
}
