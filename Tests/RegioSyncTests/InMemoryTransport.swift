import Foundation
import RegioStore
@testable import RegioSync

/// A transport that answers from a script, in memory: each request takes the
/// next answer (or error); every request is recorded for the test to inspect.
final class InMemoryTransport: SyncTransport, @unchecked Sendable {
    enum Answer {
        case response(TransportResponse)
        case failure(SyncError)
    }

    private let lock = NSLock()
    private var answers: [Answer]
    private var received: [TransportRequest] = []

    init(_ answers: [Answer] = []) { self.answers = answers }

    /// The requests made so far, in order.
    var requests: [TransportRequest] { lock.withLock { received } }

    /// Queues one more answer.
    func enqueue(_ answer: Answer) { lock.withLock { answers.append(answer) } }

    func get(_ request: TransportRequest) async throws(SyncError) -> TransportResponse {
        let answer: Answer? = lock.withLock {
            received.append(request)
            return answers.isEmpty ? nil : answers.removeFirst()
        }
        switch answer {
        case .response(let response)?: return response
        case .failure(let error)?: throw error
        case nil: throw .transport(url: request.url.absoluteString, reason: "no answer scripted")
        }
    }

}

extension InMemoryTransport.Answer {
    /// A 200 with a JSON body and the usual validators.
    static func json(_ text: String, etag: String = "\"v1\"", date: String = "Sun, 17 Mar 2030 17:46:40 GMT",
                     contentType: String = "application/json") -> Self {
        .response(TransportResponse(status: 200, headers: ["Content-Type": contentType, "ETag": etag, "Date": date,
                                                           "Last-Modified": date],
                                    body: Data(text.utf8)))
    }

    /// An answer with any status and body.
    static func status(_ status: Int, _ body: String = "", headers: [String: String] = [:]) -> Self {
        .response(TransportResponse(status: status, headers: headers, body: Data(body.utf8)))
    }
}

/// A fresh store and an engine on an in-memory transport, for one test.
struct InMemorySync {
    let temporary: TemporaryStore
    let transport: InMemoryTransport
    let clock = TestClock()
    var cache: SyncCache { SyncCache(store: temporary.store) }

    func engine(collections: [SyncCollection] = SyncCollection.defaults) throws -> SyncEngine {
        let clock = self.clock
        return try SyncEngine(store: temporary.store, server: ContentServer("http://content.test/api"),
                              collections: collections, limits: SyncFixture.limits, transport: transport,
                              clock: { clock.now })
    }
}

/// Runs `body` with a fresh store and `transport`; removes the store afterwards.
func withInMemorySync(_ answers: [InMemoryTransport.Answer], _ body: (InMemorySync) async throws -> Void) async throws {
    let temporary = try TemporaryStore()
    defer { temporary.remove() }
    try await body(InMemorySync(temporary: temporary, transport: InMemoryTransport(answers)))
}
