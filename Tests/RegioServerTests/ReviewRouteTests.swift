import Foundation
import Synchronization
import HTTPTypes
import Hummingbird
import Regio
import Testing
@testable import RegioServer

/// Issue 27: `GET /api/review`, `POST /api/review` (played through the attempt
/// routes) and `GET /api/review/summary`, with the engine's clock fixed.
@Suite struct ReviewRouteTests {
    static let bearer = StateRouteTests.bearer
    /// 2026-11-28 at noon UTC, and the next day.
    static let today = Date(timeIntervalSince1970: 1_795_867_200)
    static let tomorrow = today.addingTimeInterval(86_400)

    static func object(_ response: TestResponse) throws -> [String: Any] {
        return try #require(try response.json() as? [String: Any], "\(response.status): \(response.text)")
    }

    @Test func missedQuestionsAreDueTheNextDayAndAReviewMovesThemAlong() async throws {
        var setup = try ServerTestApp { $0.token = StateRouteTests.token; $0.engine.now = Self.today }
        let missedCount = Mutex(0)
        try await setup.app().test(.router) { client in
            // Nothing answered yet: nothing due, no next day.
            let empty = try Self.object(try await client.get("/api/review", headers: Self.bearer))
            #expect((empty["questions"] as? [Any])?.isEmpty == true)
            #expect(empty["nextDue"] is NSNull || empty["nextDue"] == nil)

            // A quiz played with every answer the first option: some are wrong.
            let started = try Self.object(try await client.send(.post, "/api/attempts", json: #"{"quiz":"CZ-64","seed":3}"#, headers: Self.bearer))
            let id = try #require(started["id"] as? Int)
            let count = try #require(started["questionCount"] as? Int)
            var missed = 0
            for _ in 0..<count {
                let step = try Self.object(try await client.send(.post, "/api/attempts/\(id)/answer", json: #"{"option":1}"#, headers: Self.bearer))
                if (step["feedback"] as? [String: Any])?["outcome"] as? String == "wrong" { missed += 1 }
                _ = try await client.send(.post, "/api/attempts/\(id)/next", headers: Self.bearer)
            }
            let due = try Self.object(try await client.get("/api/review", headers: Self.bearer))
            #expect(due["today"] as? String == "2026-11-28")
            #expect((due["questions"] as? [Any])?.isEmpty == true, "a question missed today is not due today")
            #expect(due["nextDue"] as? String == (missed > 0 ? "2026-11-29" : "2026-11-30"))
            // The day as the request's language writes it comes with it (no front end formats it).
            let czech = try Self.object(try await client.get("/api/review?lang=cs", headers: Self.bearer))
            #expect(czech["nextDueText"] as? String == (missed > 0 ? "29.\u{202F}11.\u{202F}2026" : "30.\u{202F}11.\u{202F}2026"))
            let nothing = try Self.object(try await client.send(.post, "/api/review?lang=en", headers: Self.bearer))
            #expect(nothing["attempt"] is NSNull)
            #expect(nothing["nextDueText"] as? String == (missed > 0 ? "Nov 29, 2026" : "Nov 30, 2026"))
            missedCount.withLock { $0 = missed }
        }
        let missed = missedCount.withLock { $0 }
        try #require(missed > 0, "the first option is wrong somewhere in CZ-64")

        setup.configuration.engine.now = Self.tomorrow
        // Loaded before the server runs: a slow step between requests would look like an idle client.
        let reference = RegioEngine()
        _ = try reference.quizLibrary()
        try await setup.app().test(.router) { client in
            let due = try Self.object(try await client.get("/api/review?limit=100", headers: Self.bearer))
            let questions = try #require(due["questions"] as? [[String: Any]])
            #expect(questions.count == missed)
            #expect(questions.allSatisfy { $0["box"] as? Int == 1 && $0["regionID"] as? String == "CZ-64" })
            #expect(Set(questions.compactMap { $0["quizID"] as? String }).count >= 1)

            let review = try await client.send(.post, "/api/review", headers: Self.bearer)
            #expect(review.status == .created, "\(review.text)")
            let attempt = try #require(try Self.object(review)["attempt"] as? [String: Any])
            let id = try #require(attempt["id"] as? Int)
            #expect(attempt["questionCount"] as? Int == missed)
            _ = try await client.send(.post, "/api/attempts/\(id)/begin", headers: Self.bearer)
            // Answer each review question right: the state tells which option that is only after, so use the feedback.
            for _ in 0..<missed {
                let state = try Self.object(try await client.get("/api/attempts/\(id)", headers: Self.bearer))
                let options = ((state["question"] as? [String: Any])?["options"] as? [String]) ?? []
                let text = try #require((state["question"] as? [String: Any])?["text"] as? String)
                let answer = try #require(questions.first { $0["prompt"] as? String == text })
                let correct = try Self.correctOption(of: answer, among: options, engine: reference)
                let step = try Self.object(try await client.send(.post, "/api/attempts/\(id)/answer", json: #"{"option":\#(correct)}"#,
                                                                 headers: Self.bearer))
                #expect((step["feedback"] as? [String: Any])?["outcome"] as? String == "right")
                _ = try await client.send(.post, "/api/attempts/\(id)/next", headers: Self.bearer)
            }
            let after = try Self.object(try await client.get("/api/review", headers: Self.bearer))
            #expect((after["questions"] as? [Any])?.isEmpty == true)
            #expect(after["nextDue"] as? String == "2026-11-30", "right the next day: box 2, two days later")

            let summary = try Self.object(try await client.get("/api/review/summary?lang=en", headers: Self.bearer))
            let regions = try #require(summary["regions"] as? [[String: Any]])
            let southMoravia = try #require(regions.first { $0["regionID"] as? String == "CZ-64" })
            #expect(southMoravia["regionName"] as? String == "South Moravian Region")
            #expect(southMoravia["due"] as? Int == 0)
            #expect((southMoravia["learning"] as? Int ?? 0) + (southMoravia["mastered"] as? Int ?? 0) == southMoravia["total"] as? Int)
        }
    }

    /// The 1-based option of `options` (as the review shows them) that the
    /// engine's quiz marks correct: found by the options of the original question.
    static func correctOption(of question: [String: Any], among options: [String], engine: RegioEngine) throws -> Int {
        let quizID = try #require(question["quizID"] as? String)
        let questionID = try #require(question["questionID"] as? String)
        let quiz = try engine.resolveQuiz(quizID)
        let original = try #require(quiz.question(id: questionID))
        let right = try #require(original.correctIndex.map { original.options[$0].text.text(for: .cs) })
        return try #require(options.firstIndex(of: right)) + 1
    }

    @Test func badParametersAreProblemsNamingThem() async throws {
        try await ServerTestApp.make { $0.token = StateRouteTests.token }.test(.router) { client in
            for uri in ["/api/review?limit=0", "/api/review?limit=many", "/api/review?limit=20000"] {
                let response = try await client.get(uri, headers: Self.bearer)
                #expect(response.status == .badRequest, "\(uri): \(response.text)")
                #expect(response.headers[.contentType]?.hasPrefix("application/problem+json") == true)
                #expect(try response.problem().detail.contains("limit"), "\(uri)")
            }
            let body = try await client.send(.post, "/api/review", json: #"{"seed":"soon"}"#, headers: Self.bearer)
            #expect(body.status == .badRequest, "\(body.text)")
            #expect(try body.problem().detail.contains("seed"))
            #expect(try await client.get("/api/review").status == .unauthorized, "another machine reads no one's schedule")
        }
    }
}
