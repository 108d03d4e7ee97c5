import Foundation
import RegioGeo
import Testing
@testable import RegioRender

/// Names along lines: a river's name follows the longest straight stretch
/// that holds it, upright, beside the line; where none holds it, it stays level.
struct LineLabelTests {
    @Test func theLongestStraightStretchIsFoundAndTurnedUpright() throws {
        // A long straight run down to the left (so drawn upside down if turned as it runs), then a sharp bend.
        let points: [(x: Double, y: Double)] = [(240, -200), (40, 0), (40, 60), (0, 60)]
        let s = try #require(LineStretch.longest(in: points, atLeast: 100))
        #expect(abs(s.angle - (-.pi / 4)) < 1e-9, "upright: rising to the right, \(s.angle)")
        #expect(abs(s.length - 200 * 2.0.squareRoot()) < 1e-9 && s.x == 140 && s.y == -100)
        // Too curved everywhere for 100 px: a zig-zag has no stretch.
        let zigzag = (0..<40).map { i in (x: Double(i) * 10, y: i % 2 == 0 ? 0.0 : 12.0) }
        #expect(LineStretch.longest(in: zigzag, atLeast: 100) == nil)
        #expect(LineStretch.longest(in: [(0, 0)], atLeast: 1) == nil)
    }

    private func layout(river: [Coordinate]) throws -> PlacedLabel? {
        let scene = try ProjectedScene(MapScene(lines: [MapLine(id: "r", name: "Vltava", parts: [river], importance: 1)]))
        let plane = MapTransform(scale: 256 * 512, anchor: WorldPoint(x: 0, y: 0), deviceAnchor: WorldPoint(x: 0, y: 0), pixelRatio: 1)
        return LabelLayout.place(scene: scene, style: .standard, transform: plane).labels.first { $0.kind == .river }
    }

    @Test func aDiagonalRiverIsNamedAlongItsLine() throws {
        // Down to the south-east at about 45° on the map (zoom 9).
        let label = try #require(try layout(river: [Coordinate(latitude: 50.2, longitude: 14.0), Coordinate(latitude: 49.65, longitude: 14.85)]))
        #expect(label.angle > 0.5 && label.angle < 1.1, "\(label.angle) rad")
        // Its box holds the turned text, taller than a level name's; it claims only its pieces along the text.
        #expect(label.box.height > label.fontSize * 2)
        #expect(label.pieces.count > 2)
        // Descending to the right: the box's top-right and bottom-left corners are empty, and not claimed.
        let b = label.box
        for (x, y) in [(b.maxX - 2, b.minY + 2), (b.minX + 2, b.maxY - 2)] {
            #expect(!label.pieces.contains { $0.contains(x: x, y: y) }, "(\(x), \(y)) in \(label.pieces)")
        }
    }

    @Test func aWindingRiverKeepsALevelName() throws {
        var river: [Coordinate] = []
        for i in 0..<60 { river.append(Coordinate(latitude: 50 + (i % 2 == 0 ? 0 : 0.01), longitude: 14 + Double(i) * 0.004)) }
        let label = try #require(try layout(river: river))
        #expect(label.angle == 0)
    }
}
