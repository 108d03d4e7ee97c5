import Foundation
import Testing
import RegioTestSupport
@testable import RegioPlaces
import RegioGeo

@Suite struct RelevanceTests {
    static let file = TestData.fixtures.appendingPathComponent("relevance.tsv")

    static func set() throws -> RelevanceSet {
        try RelevanceSet(tsv: String(contentsOf: file, encoding: .utf8), file: file.path)
    }

    @Test func theSetIsLargeAndCoversEveryKind() throws {
        let set = try Self.set()
        #expect(set.entries.count >= 100)
        let notes = set.entries.map(\.note).joined(separator: " ")
        for kind in ["diacritics", "prefix", "typo", "English", "German", "castle", "ruin"] {
            #expect(notes.contains(kind), "no query marked '\(kind)'")
        }
        #expect(set.entries.contains { $0.expected.contains { $0.hasPrefix("osm:") } })
    }

    /// hit@1 ≥ 90 % and hit@5 ≥ 98 % over GeoNames' Czech places, the castles and the lookout towers.
    @Test(.enabled(if: TestData.geonames != nil && TestData.hasCastles && TestData.hasLookoutTowers,
                   "needs GeoNames cities500.json (REGIO_GEONAMES or scripts/fetch-geonames) and ../shared/data"))
    func hitRatesMeetTheTargets() throws {
        var catalogue = PlaceCatalogue()
        try catalogue.load(path: TestData.geonames!.path, options: .init(countries: ["CZ"]))
        try catalogue.load(path: TestData.castles)
        try catalogue.load(path: TestData.lookoutTowers)
        let index = PlaceSearchIndex(places: catalogue.places)
        let set = try Self.set()
        for entry in set.entries {
            for id in entry.expected { #expect(catalogue.contains(id: id), "line \(entry.line): unknown id \(id)") }
        }
        let result = try set.evaluate { try index.search(PlaceQuery($0, limit: 5)).map(\.place.id) }
        for miss in result.misses { print("relevance miss: \(miss)") }
        print("relevance: hit@1 \(result.hitAt1)/\(result.queries), hit@5 \(result.hitAt5)/\(result.queries)")
        #expect(result.hitAt1Rate >= 0.90)
        #expect(result.hitAt5Rate >= 0.98)
    }

    @Test func parsesAndScores() throws {
        let set = try RelevanceSet(tsv: "# c\nq1\ta:1,a:2\tnote\n\nq2\tb:1\n", file: "r.tsv")
        #expect(set.entries.map(\.line) == [2, 4])
        let e = set.evaluate { $0 == "q1" ? ["a:2"] : ["x", "y", "b:1"] }
        #expect(e.hitAt1 == 1 && e.hitAt5 == 2)
        #expect(e.misses.first?.position == 2)
        #expect(throws: DataError.self) { try RelevanceSet(tsv: "only-a-query\n", file: "r.tsv") }
    }
}
