import Foundation
import Testing
@testable import Regio

/// Issue 29, the same class as the quiz crash: a Double turned into an Int
/// before it was clamped. A coordinate that is not a number or far outside
/// the world has no region; it never traps.
@Suite struct ExtremeCoordinateTests {
    @Test(arguments: [(Double.nan, 14.0), (49.0, Double.nan), (1e300, 14.0), (49.0, -1e300), (Double.infinity, 0.0)])
    func aPointOutsideTheWorldHasNoRegion(latitude: Double, longitude: Double) throws {
        let t = TestEngine()
        defer { t.remove() }
        let dataset = try t.engine.dataset()
        #expect(try dataset.regionID(for: Coordinate(latitude: latitude, longitude: longitude)) == nil)
        #expect(try dataset.regionID(for: Coordinate(latitude: 49.1951, longitude: 16.6068)) == "CZ-64")
    }
}
