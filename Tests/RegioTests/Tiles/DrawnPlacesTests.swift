import Foundation
import Testing
import RegioGeo
import RegioPlaces
@testable import Regio

/// The places the tiles draw in a view (``TileService/drawnPlaces(_:)``): what a
/// web map lists for the keyboard and the list view besides its badges.
@Suite struct DrawnPlacesTests {
    /// A box `degrees` of longitude either side of `c` (half that in latitude).
    static func box(around c: Coordinate, degrees: Double) -> BoundingBox {
        BoundingBox(west: c.longitude - degrees, south: c.latitude - degrees / 2, east: c.longitude + degrees, north: c.latitude + degrees / 2)
    }

    @Test func aroundKarlstejnAtZoom13TheCastleTheTilesDrawIsListedAndIsNoBadge() throws {
        let t = TestEngine()
        defer { t.remove() }
        let castle = try #require(try t.engine.search(SearchRequest(text: "karlštejn", categories: ["castle"], limit: 1)).hits.first)
        let box = Self.box(around: castle.result.place.coordinate, degrees: 0.08)
        let drawn = try TileService(engine: t.engine).drawnPlaces(DrawnPlacesRequest(box: box, tileZoom: 13, language: .en))
        let ids = drawn.hits.map(\.result.place.id)
        #expect(ids.contains(castle.result.place.id), "\(drawn.hits.map(\.name))")
        #expect(Set(ids).count == ids.count)
        #expect(drawn.hits.allSatisfy { box.contains($0.result.place.coordinate) })
        #expect(drawn.hits.contains { $0.result.place.category == .town }, "no village named around it")
        #expect(drawn.hits.first { $0.result.place.id == castle.result.place.id }?.categoryName == "castle")
        // None of them is a badge there (cluster level 12 is what tiles of zoom 13 show).
        let badges = try t.engine.clusters(ClustersRequest(box: box, zoom: 12, language: .en)).items
        #expect(badges.isEmpty, "\(badges.map(\.label))")
    }

    @Test func townsWhoseNamesFoundNoRoomAndPartsOfCitiesAreLeftOut() throws {
        let t = TestEngine()
        defer { t.remove() }
        let request = DrawnPlacesRequest(box: BoundingBox(west: 14.17, south: 49.17, east: 16.82, north: 50.41), tileZoom: 9,
                                         limit: PlaceQuery.maxLimit, language: .cs)
        let drawn = try TileService(engine: t.engine).drawnPlaces(request)
        let byTheStyleAlone = try t.engine.drawnPlaces(request)  // every town the style shows at zoom 9
        let towns = drawn.hits.filter { $0.result.place.category == .town }.map(\.name)
        let styleTowns = byTheStyleAlone.hits.filter { $0.result.place.category == .town }.map(\.name)
        #expect(towns.contains("Praha") && towns.contains("Brno"), "\(towns.prefix(20))")
        #expect(!towns.isEmpty && towns.count < styleTowns.count / 2, "\(towns.count) of \(styleTowns.count) towns")
        #expect(!towns.contains("Žižkov") && !towns.contains("Brno střed"), "parts of cities: \(towns.prefix(20))")
        // The sights' symbols are all drawn at zoom 9: the tiles leave none out.
        let sights = { (result: SearchResult) in result.hits.filter { $0.result.place.category != .town }.map(\.result.place.id) }
        #expect(!sights(drawn).isEmpty && sights(drawn) == sights(byTheStyleAlone))
    }

    @Test func aZoomOrLimitOutOfRangeIsAnInputError() throws {
        let t = TestEngine()
        defer { t.remove() }
        let box = BoundingBox(west: 14, south: 49, east: 15, north: 50)
        for request in [DrawnPlacesRequest(box: box, tileZoom: 25), DrawnPlacesRequest(box: box, tileZoom: .nan),
                        DrawnPlacesRequest(box: box, tileZoom: 9, limit: 0), DrawnPlacesRequest(box: box, tileZoom: 9, limit: 1_001)] {
            #expect(throws: InputError.self) { try TileService(engine: t.engine).drawnPlaces(request) }
        }
    }
}
