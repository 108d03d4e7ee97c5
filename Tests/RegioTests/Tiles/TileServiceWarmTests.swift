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
        // The tiles of the lowest zooms that meet the data are drawn ahead, in each language, and are the ones a cold
        // service draws; those far from it (the Pacific's, for the Czech dataset) are left to be asked for.
        let prague = Coordinate(latitude: 50.08, longitude: 14.42)
        for zoom in TileService.zoomsDrawnAhead {
            for language in [Language.cs, .en] {
                let ahead = TileService.TileKey(tile: TileID(containing: prague, zoom: zoom), language: language)
                #expect(warmed.tileInMemory(ahead) != nil, "z\(zoom) in \(language.rawValue) is drawn ahead")
            }
        }
        let pacific = TileService.TileKey(tile: TileID(containing: Coordinate(latitude: -20, longitude: -150), zoom: 3))
        #expect(warmed.tileInMemory(pacific) == nil)
        let low = TileService.TileKey(tile: try TileID(z: 2, x: 2, y: 1))
        #expect(try warmed.tile(low)?.png == cold.tile(low)?.png)
        let key = TileService.TileKey(tile: TileID(containing: Coordinate(latitude: 49.8, longitude: 15.5), zoom: 7), language: .en)
        #expect(try warmed.tile(key)?.png == cold.tile(key)?.png)
        // The z2 tile came from its zoom's area, the z7 tile from its block's area, while the Czech and the
        // English sources were made in the background: wait for them.
        _ = try cold.source(low.variant)
        _ = try cold.source(key.variant)
        #expect(cold.preparedLanguages == [.cs, .en], "a cold service prepares what the first tiles ask for")
    }
}
