import Foundation
import Regio
import Testing

/// One engine shared by many tasks at once, as the HTTP server will share it:
/// every answer is the one a lone caller gets, and the caches are built once.
@Suite struct EngineConcurrencyTests {
    @Test func manyTasksShareOneEngine() async throws {
        let notices = NoticeLog()
        let t = TestEngine(notices: { notices.add($0) })
        defer { t.remove() }
        let engine = t.engine
        // What a lone caller gets, from a second engine on the same data.
        let lone = TestEngine()
        defer { lone.remove() }
        let brno = Coordinate(latitude: 49.1951, longitude: 16.6068)
        let expectedSearch = try lone.engine.search(SearchRequest(text: "olomuc", limit: 3)).hits.map(\.result.place.id)
        // Castles only: the towns the tasks star become badges (favourites always are), castles stay as they are.
        let castles = ClustersRequest(center: Coordinate(latitude: 49.8, longitude: 15.5), zoom: 7, categories: ["castle"])
        let expectedView = try lone.engine.clusters(castles)
        let regionIDs = try lone.engine.regions().regions.map(\.id)
        let quizIDs = try regionIDs.map { try lone.engine.resolveQuiz($0).id }
        let towns = try lone.engine.search(SearchRequest(text: "", categories: ["town"], limit: 40)).hits.map(\.result.place.id)

        // 40 tasks at once: searches, cluster views, where, favourites added and listed, quizzes answered.
        try await withThrowingTaskGroup(of: Void.self) { group in
            for i in 0..<40 {
                group.addTask {
                    switch i % 5 {
                    case 0:
                        let ids = try engine.search(SearchRequest(text: "olomuc", limit: 3)).hits.map(\.result.place.id)
                        #expect(ids == expectedSearch)
                    case 1:
                        let view = try engine.clusters(castles)
                        #expect(view.items == expectedView.items)
                    case 2:
                        let answer = try engine.where(WhereRequest(position: brno))
                        #expect(answer.regionID == "CZ-64")
                    case 3:
                        let id = towns[i / 5]
                        guard case .saved(let saved) = try engine.addFavourite(FavouriteAddRequest(text: id, note: "task \(i)")) else {
                            Issue.record("\(id) not saved"); return
                        }
                        #expect(saved.favourite.placeID == id)
                        #expect(try engine.favourites(FavouriteListRequest()).entries.contains { $0.favourite.placeID == id })
                    default:
                        // One quiz per task: each region's first quiz.
                        let start = try engine.startQuiz(QuizStartRequest(query: regionIDs[i / 5], seed: 3))
                        #expect(start.run.session.quiz.id == quizIDs[i / 5] && !start.run.resumed)
                        let answered = try engine.answerQuiz(attemptID: start.run.attemptID, option: 0)
                        #expect(answered.run.decidedCount == 1)
                    }
                }
            }
            try await group.waitForAll()
        }
        let favourites = try engine.favourites(FavouriteListRequest()).entries
        #expect(favourites.count == 8 && Set(favourites.map(\.favourite.placeID)) == Set(towns.prefix(8)))
        #expect(favourites.allSatisfy { $0.favourite.note.hasPrefix("task ") })
        // Eight quizzes were started, each is unfinished.
        let listed = try engine.quizzes()
        for id in quizIDs.prefix(8) { #expect(listed.first { $0.id == id }?.unfinished != nil, "\(id)") }
        // The libraries were built once: their notices came once (or never).
        #expect(Set(notices.all).count == notices.all.count, "\(notices.all)")
    }

    @Test func aSyncInvalidationWhileReadersRunIsSafe() async throws {
        let t = TestEngine()
        defer { t.remove() }
        let engine = t.engine
        try await withThrowingTaskGroup(of: Int.self) { group in
            for i in 0..<24 {
                group.addTask {
                    if i % 4 == 0 { engine.syncedContentChanged(); return 0 }
                    return try engine.search(SearchRequest(text: "praha", limit: 1)).hits.count
                        + engine.clusters(ClustersRequest()).placeCount
                }
            }
            var sums: Set<Int> = []
            for try await n in group where n > 0 { sums.insert(n) }
            #expect(sums.count == 1, "every reader saw the same places: \(sums)")
        }
    }
}

/// Notices heard from the engine (from any thread).
final class NoticeLog: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func add(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
}
