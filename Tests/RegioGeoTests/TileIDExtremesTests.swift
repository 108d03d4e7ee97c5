import Foundation
import Testing
@testable import RegioGeo

/// A coordinate that is not a number, or far outside the world, gives an edge
/// tile instead of trapping in `Int(someDouble)` (issue 29).
@Suite struct TileIDExtremesTests {
    @Test(arguments: [(Double.nan, 0.0), (0.0, Double.nan), (1e300, 1e300), (-1e300, -1e300), (0.0, Double.infinity)])
    func extremesAreClampedToTheWorld(latitude: Double, longitude: Double) {
        let tile = TileID(containing: Coordinate(latitude: latitude, longitude: longitude), zoom: 4)
        #expect((0..<16).contains(tile.x) && (0..<16).contains(tile.y))
    }

    @Test func ordinaryPointsKeepTheirTile() {
        let prague = TileID(containing: Coordinate(latitude: 50.08, longitude: 14.42), zoom: 10)
        #expect(prague.x == 553 && prague.y == 346)
        #expect(TileID(containing: Coordinate(latitude: 0, longitude: 180), zoom: 2).x == 3)
    }
}
