import Foundation
import Regio
import Testing

/// The cluster and search answers written by `JSONWriter` are the same JSON
/// as `JSONEncoder` gives for the same collections (the server sends the former).
@Suite struct GeoJSONAnswerTests {
    static func sameJSON(_ a: Data, _ b: Data) throws -> Bool {
        try JSONDecoder().decode(JSONValue.self, from: a) == JSONDecoder().decode(JSONValue.self, from: b)
    }

    @Test func clustersAndSearchHitsAreWrittenAsJSONEncoderWould() throws {
        let test = TestEngine()
        defer { test.remove() }
        let engine = test.engine
        let view = try engine.clusters(ClustersRequest(center: Coordinate(latitude: 49.8, longitude: 15.5), zoom: 7))
        let clusters = try engine.clusterFeatures(view.items, language: .cs)
        #expect(clusters.features.count > 10)
        #expect(try Self.sameJSON(clusters.geoJSON, JSONEncoder().encode(clusters)))

        let hits = PhotonFeatureCollection(try engine.search(SearchRequest(text: "hrad", limit: 20)))
        #expect(!hits.features.isEmpty)
        #expect(try Self.sameJSON(hits.geoJSON, JSONEncoder().encode(hits)))
    }
}
