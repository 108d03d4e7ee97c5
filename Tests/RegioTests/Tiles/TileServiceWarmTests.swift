import Foundation
import Testing
import RegioGeo
import RegioRender
@testable import Regio

/// `regio serve` prepares the tiles' scenes and their low zooms once it listens
/// (``TileService/warm(languages:)``), so that its first tile does not read and
/// project the dataset nor lay out the world's labels (seconds on a world dataset).
@Suite struct TileServiceWarmTests {
    @Test func warmingPreparesTheScenesAndTheTilesAreTheSame() throws {
        let t = TestEngine()
        defer { t.remove() }
        let cold = try TileService(engine: t.engine)
        #expect(cold.preparedLanguages.isEmpty)
        let warmed = try TileService(engine: t.engine)
        try warmed.warm(languages: [.cs, .en])
        #expect(warmed.preparedLanguages == [.cs, .en])
        // The zooms before blocks begin (each the whole world's labels) are ready too; none after.
        let before = Set(0..<(TilePreparation.onDemand.blocksFromZoom ?? 0))
        #expect(!before.isEmpty)
        #expect(warmed.preparedZooms(.cs) == before && warmed.preparedZooms(.en) == before)
        let key = TileService.TileKey(tile: TileID(containing: Coordinate(latitude: 49.8, longitude: 15.5), zoom: 7), language: .en)
        #expect(try warmed.tile(key)?.png == cold.tile(key)?.png)
        #expect(cold.preparedLanguages == [.en], "a cold service prepares what the first tile asks for")
    }
}
