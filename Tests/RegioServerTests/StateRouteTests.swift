import Foundation
import HTTPTypes
import Hummingbird
import Regio
import Testing
@testable import RegioServer

/// Favourites and quiz attempts: the user's state, read and written with the
/// token (router tests have no network peer) or from loopback (live tests).
@Suite struct StateRouteTests {
    static let token = "t0k3n-for-tests"
    static let bearer: [(HTTPField.Name, String)] = [(.authorization, "Bearer \(token)")]

    static func app() throws -> some ApplicationProtocol {
        try ServerTestApp.make { $0.token = token }
    }

    @Test func favouritesListAddNoteExportRemove() async throws {
        try await Self.app().test(.router) { client in
            #expect(try await client.get("/api/favourites", headers: Self.bearer).text == "[]")
            #expect(try await client.get("/api/favourites").status == .unauthorized, "another machine reads no favourites without the token")
            let added = try await client.send(.post, "/api/favourites", json: #"{"placeID":"geonames:3061284","note":"zoo","tags":["trip"]}"#,
                                              headers: Self.bearer)
            #expect(added.status == .created, "\(added.text)")
            let favourite = try #require(try added.json() as? [String: Any])
            #expect(favourite["name"] as? String == "Dvůr Králové nad Labem")
            #expect(favourite["note"] as? String == "zoo")
            let twice = try await client.send(.post, "/api/favourites", json: #"{"placeID":"geonames:3061284"}"#, headers: Self.bearer)
            #expect(twice.status == .conflict)
            let unknown = try await client.send(.post, "/api/favourites", json: #"{"placeID":"geonames:1"}"#, headers: Self.bearer)
            #expect(unknown.status == .notFound)
            let noted = try await client.send(.patch, "/api/favourites/geonames:3061284", json: #"{"note":"safari"}"#, headers: Self.bearer)
            #expect(noted.status == .ok)
            #expect((try noted.json() as? [String: Any])?["note"] as? String == "safari")
            let list = try #require(try await client.get("/api/favourites", headers: Self.bearer).json() as? [[String: Any]])
            #expect(list.count == 1)
            #expect(list[0]["status"] as? String == "ok")
            let gpx = try await client.get("/api/favourites/export?format=gpx", headers: Self.bearer)
            #expect(gpx.headers[.contentDisposition] == "attachment; filename=\"favourites.gpx\"")
            #expect(gpx.text.contains("<gpx") && gpx.text.contains("Dvůr Králové"))
            let csv = try await client.get("/api/favourites/export?format=csv", headers: Self.bearer)
            #expect(csv.headers[.contentType] == "text/csv; charset=utf-8; header=present")
            #expect(csv.text.hasPrefix("name,latitude,longitude,") && csv.text.contains("Dvůr Králové") && csv.text.contains(",safari,"))
            #expect(try await client.get("/api/favourites/export?format=docx", headers: Self.bearer).status == .badRequest)
            #expect(try await client.send(.delete, "/api/favourites/geonames:3061284", headers: Self.bearer).status == .noContent)
            #expect(try await client.send(.delete, "/api/favourites/geonames:3061284", headers: Self.bearer).status == .notFound)
        }
    }

    @Test func writesNeedLoopbackOrTheToken() async throws {
        try await Self.app().test(.router) { client in
            let none = try await client.send(.post, "/api/favourites", json: #"{"placeID":"geonames:3061284"}"#)
            #expect(none.status == .unauthorized)
            let wrong = try await client.send(.post, "/api/favourites", json: #"{"placeID":"geonames:3061284"}"#,
                                              headers: [(.authorization, "Bearer nope")])
            #expect(wrong.status == .unauthorized)
            #expect(try await client.get("/api/favourites", headers: Self.bearer).text == "[]")
        }
        // No token, and the router test has no loopback peer: refused.
        try await ServerTestApp.make().test(.router) { client in
            let r = try await client.send(.post, "/api/favourites", json: #"{"placeID":"geonames:3061284"}"#)
            #expect(r.status == .forbidden)
        }
    }

    @Test func aLoopbackPeerMayWriteWithoutAToken() async throws {
        try await ServerTestApp.make().test(.live) { client in
            let r = try await client.send(.post, "/api/favourites", json: #"{"placeID":"geonames:3061284"}"#)
            #expect(r.status == .created, "\(r.text)")
        }
    }

    @Test func aServerBeyondLoopbackWithoutTokenIsReadOnly() async throws {
        let setup = try ServerTestApp { $0.host = "0.0.0.0" }
        #expect(setup.configuration.isReadOnly)
        try await setup.app().test(.router) { client in
            let r = try await client.send(.post, "/api/favourites", json: #"{"placeID":"geonames:3061284"}"#, headers: Self.bearer)
            #expect(r.status == .forbidden)
            #expect(try r.problem().type.hasSuffix("read-only"))
        }
    }

    @Test func bodiesAreCappedAndChecked() async throws {
        try await Self.app().test(.router) { client in
            let big = #"{"placeID":"geonames:3061284","note":""# + String(repeating: "x", count: 70_000) + #""}"#
            #expect(try await client.send(.post, "/api/favourites", json: big, headers: Self.bearer).status == .contentTooLarge)
            let broken = try await client.send(.post, "/api/favourites", json: "{", headers: Self.bearer)
            #expect(broken.status == .badRequest)
            let missing = try await client.send(.post, "/api/favourites", json: #"{"note":"x"}"#, headers: Self.bearer)
            #expect(try missing.problem().parameter == "placeID")
        }
    }

    @Test func aQuizIsPlayedStepByStepAndResumed() async throws {
        try await Self.app().test(.router) { client in
            let started = try await client.send(.post, "/api/attempts", json: #"{"quiz":"CZ-64","mode":"immediate","seed":7}"#,
                                                headers: Self.bearer)
            #expect(started.status == .created, "\(started.text)")
            var state = try #require(try started.json() as? [String: Any])
            let id = try #require(state["id"] as? Int)
            let count = try #require(state["questionCount"] as? Int)
            #expect(state["state"] as? String == "intro")
            #expect(count > 0)
            state = try #require(try await client.send(.post, "/api/attempts/\(id)/begin", headers: Self.bearer).json() as? [String: Any])
            #expect(state["state"] as? String == "question")
            let question = try #require(state["question"] as? [String: Any])
            #expect((question["options"] as? [String])?.isEmpty == false)
            let step = try #require(try await client.send(.post, "/api/attempts/\(id)/answer", json: #"{"option":1}"#,
                                                          headers: Self.bearer).json() as? [String: Any])
            let feedback = try #require(step["feedback"] as? [String: Any])
            #expect(feedback["correctOption"] is Int)
            #expect((step["attempt"] as? [String: Any])?["state"] as? String == "feedback")
            let outOfRange = try await client.send(.post, "/api/attempts/\(id)/answer", json: #"{"option":99}"#, headers: Self.bearer)
            #expect(outOfRange.status == .badRequest)

            // Resume: starting the same quiz again gives the same attempt where it stood.
            let resumed = try #require(try await client.send(.post, "/api/attempts", json: #"{"quiz":"CZ-64"}"#,
                                                             headers: Self.bearer).json() as? [String: Any])
            #expect(resumed["id"] as? Int == id)
            #expect(resumed["resumed"] as? Bool == true)

            // Skip the rest, then the summary and a retake of the missed ones.
            _ = try await client.send(.post, "/api/attempts/\(id)/next", headers: Self.bearer)
            var last: [String: Any] = [:]
            for _ in 1..<count {
                last = try #require(try await client.send(.post, "/api/attempts/\(id)/skip", headers: Self.bearer).json() as? [String: Any])
                last = try #require(try await client.send(.post, "/api/attempts/\(id)/next", headers: Self.bearer).json() as? [String: Any])
            }
            #expect(last["state"] as? String == "finished")
            let summary = try #require(try await client.get("/api/attempts/\(id)/summary", headers: Self.bearer).json() as? [String: Any])
            #expect(summary["skipped"] as? Int == count - 1)
            // What the web shows is in the answer, in the request's language: passed or not, the pass mark, the points.
            let passMark = try #require(summary["passPercent"] as? Double)
            #expect(summary["passed"] as? Bool == false)
            for (language, verdict, mark, points) in [("en", "not passed", "pass mark", "Points: "), ("cs", "nesplněno", "hranice", "Body: ")] {
                let said = try #require(try await client.get("/api/attempts/\(id)/summary?lang=\(language)", headers: Self.bearer).json() as? [String: Any])
                let texts = try #require(said["texts"] as? [String: String], "\(language): \(said.keys.sorted())")
                #expect(texts["verdict"] == verdict)
                #expect(texts["passMark"] == "\(mark) \(Int(passMark)) %")
                #expect(texts["score"]?.hasPrefix(points) == true, "\(texts)")
                #expect(said["skipped"] as? Int == count - 1, "the summary's own members stay beside texts")
            }
            let retake = try await client.send(.post, "/api/attempts/\(id)/retake", json: #"{"missedOnly":true}"#, headers: Self.bearer)
            #expect(retake.status == .created)
            let retakeState = try #require(try retake.json() as? [String: Any])
            #expect((retakeState["questionCount"] as? Int ?? 0) >= count - 1)
            #expect(retakeState["scope"] as? String == "missed")
            let history = try #require(try await client.get("/api/quizzes/history?quiz=CZ-64", headers: Self.bearer).json() as? [[String: Any]])
            #expect(history.count == 1)
        }
    }

    @Test(arguments: [
        (#"{"quiz":"CZ-64","mode":"blitz"}"#, "mode"), (#"{"quiz":"CZ-64","tries":0}"#, "tries"), (#"{"mode":"immediate"}"#, "quiz"),
        (#"{"quiz":"CZ-64","seed":"seven"}"#, "seed"),
    ])
    func badAttemptBodiesAreNamed(body: String, parameter: String) async throws {
        try await Self.app().test(.router) { client in
            let r = try await client.send(.post, "/api/attempts", json: body, headers: Self.bearer)
            #expect(r.status == .badRequest, "\(body)")
            #expect(try r.problem().parameter == parameter, "\(body): \(r.text)")
        }
    }

    @Test func videosAndQuizzes() async throws {
        try await Self.app().test(.router) { client in
            let videos = try #require(try await client.get("/api/videos?lang=en").json() as? [[String: Any]])
            #expect(videos.contains { $0["title"] as? String == "Brno, the city on the Svratka" })
            let watched = try #require(try await client.send(.post, "/api/videos/101/watched", headers: Self.bearer).json() as? [String: Any])
            #expect(watched["quiz"] as? String == "cz-64-south-moravia")
            let quizzes = try #require(try await client.get("/api/quizzes?region=CZ-64").json() as? [[String: Any]])
            #expect(quizzes.contains { $0["id"] as? String == "cz-64-south-moravia" })
            #expect(try await client.get("/api/attempts/999", headers: Self.bearer).status == .notFound)
            #expect(try await client.get("/api/attempts/abc", headers: Self.bearer).status == .badRequest)
        }
    }
}

/// A damaged store: the state routes answer 503 with what to do, never the
/// file's path; what needs no store (tiles, search) goes on working.
@Suite struct DamagedStoreTests {
    @Test func theStateRoutesSayTheStoreIsDamaged() async throws {
        let test = try ServerTestApp()
        let store = test.configuration.engine.storePath
        try Data(String(repeating: "this is not an SQLite database", count: 100).utf8).write(to: URL(fileURLWithPath: store))
        try await test.app().test(.live) { client in
            let favourites = try await client.get("/api/favourites?lang=en")
            #expect(favourites.status == .serviceUnavailable)
            #expect(favourites.headers[.contentType] == Problem.mediaType)
            let problem = try favourites.problem()
            #expect(problem.detail.contains("damaged"), "\(problem.detail)")
            #expect(!favourites.text.contains(store), "the answer does not show the store's path")
            #expect(try await client.get("/tiles.json").status == .ok)
            #expect(try await client.get("/tiles/7/69/43.png").status == .ok)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: store)).starts(with: Data("this is not".utf8)), "the file was left untouched")
    }
}
