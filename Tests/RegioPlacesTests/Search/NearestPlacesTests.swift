import Testing
@testable import RegioPlaces
import RegioGeo

/// `PlaceSearchIndex.nearest`: a reverse geocoder over every filtered place, nearest first.
@Suite struct NearestPlacesTests {
    static let index = PlaceSearchIndexTests.index
    static let karlstejn = Coordinate(latitude: 49.936, longitude: 14.188)

    @Test func nearestFirstOverEveryPlaceNotOnlyTheImportantOnes() throws {
        let hits = try Self.index.nearest(PlaceQuery("", near: Self.karlstejn, limit: 3))
        // The village (705 people) is as near as the castle; Prague, far more important, comes third.
        #expect(hits.map(\.place.id) == ["t:karlstejn", "c:karlstejn", "t:praha"])
        let distances = hits.compactMap(\.distance)
        #expect(distances == distances.sorted() && distances.count == 3)
        #expect(hits[0].matchedName == "Karlštejn")
    }

    @Test func filtersAndPagesApply() throws {
        var query = PlaceQuery("", near: Self.karlstejn, limit: 2, offset: 1)
        query.filter.categories = [.town]
        #expect(try Self.index.nearest(query).map(\.place.id) == ["t:praha", "t:most"])
        query.filter.area = .radius(center: Self.karlstejn, metres: 1_000)
        query.offset = 0
        #expect(try Self.index.nearest(query).map(\.place.id) == ["t:karlstejn"])
    }

    @Test func aPositionIsNeeded() {
        #expect(throws: PlaceSearchError.self) { try Self.index.nearest(PlaceQuery("", limit: 1)) }
        #expect(throws: PlaceSearchError.self) { try Self.index.nearest(PlaceQuery("", near: Self.karlstejn, limit: 0)) }
    }
}
