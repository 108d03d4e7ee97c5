import RegioTestSupport
import Foundation
import RegioStore
@testable import RegioSync

/// A content server, a fresh store and a hand-moved clock for one test.
struct SyncFixture {
    let server: TestContentServer
    let temporary: TemporaryStore
    let clock = TestClock()
    var store: Store { temporary.store }
    var cache: SyncCache { SyncCache(store: store) }

    /// Time-outs for the tests that are not about time-outs (those give their
    /// own): a test server answers at once, so no passing test waits for them,
    /// and they are long enough that a machine loaded with other tests (load
    /// 7 here) never cuts an answer it is slow to read. 5 s was cut so.
    static let limits = SyncLimits(requestTimeout: 60, resourceTimeout: 120, maxBodyBytes: 1 << 20)

    /// An engine on this fixture's server (or on `base`).
    func engine(base: String? = nil, limits: SyncLimits = SyncFixture.limits,
                collections: [SyncCollection] = SyncCollection.defaults,
                requestOptions: SyncRequestOptions = SyncRequestOptions()) throws -> SyncEngine {
        let clock = self.clock
        return try SyncEngine(store: store, server: ContentServer(base ?? server.base), collections: collections,
                              limits: limits, requestOptions: requestOptions, clock: { clock.now })
    }

    /// The stored state and items of a collection, to prove that nothing changed.
    func snapshot(_ collection: String = "places") throws -> Snapshot {
        Snapshot(state: try cache.state(of: collection), items: try cache.items(in: collection))
    }

    struct Snapshot: Equatable {
        var state: SyncState?
        var items: [SyncItem]
    }
}

/// Runs `body` with a started server and a fresh store; stops and removes them afterwards.
func withSyncFixture(_ body: (SyncFixture) async throws -> Void) async throws {
    let server = try await TestContentServer.start()
    defer { server.stop() }
    let temporary = try TemporaryStore()
    defer { temporary.remove() }
    try await body(SyncFixture(server: server, temporary: temporary))
}

/// Places in the seed app's POI feed format.
enum SamplePlaces {
    static var karlstejn: [String: Any] { ["id": "12", "name": "Karlštejn", "city": "Karlštejn", "street": "",
                                           "postal_code": "267 18", "latitude": 49.9394, "longitude": 14.1883] }
    static var krivoklat: [String: Any] { ["id": "13", "name": "Křivoklát", "city": "Křivoklát", "street": "",
                                           "postal_code": "270 23", "latitude": 50.0378, "longitude": 13.8717] }
    static var hluboka: [String: Any] { ["id": "14", "name": "Hluboká", "city": "Hluboká nad Vltavou", "street": "Zámek 142",
                                         "postal_code": "373 41", "latitude": 49.0503, "longitude": 14.4361] }
    static var all: [[String: Any]] { [karlstejn, krivoklat, hluboka] }
}

/// The fields of the POI feed the tests read back.
struct FeedPlace: Decodable, Equatable {
    var id: String
    var name: String
    var city: String
    var latitude: Double
    var longitude: Double
}
