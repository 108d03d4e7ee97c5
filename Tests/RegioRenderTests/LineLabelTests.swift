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

/// Street names: on the line, from the zoom of their class's `labelMinZoom`,
/// never level, and not repeated along one street.
struct StreetNameTests {
    /// Labels of one diagonal street (about 2.4 km) at `zoom`, drawn with `style`.
    private func streetLabels(zoom: Double, kind: MapRoad.Kind = .minor, style: MapStyle = .standard,
                              parts: [[Coordinate]]? = nil) throws -> [PlacedLabel] {
        let line = parts ?? [[Coordinate(latitude: 47.15, longitude: 9.51), Coordinate(latitude: 47.135, longitude: 9.53)]]
        var scene = MapScene()
        scene.roads = [MapRoad(id: "w1", name: "Landstrasse", kind: kind, parts: line)]
        let plane = MapTransform(scale: 256 * pow(2, zoom), anchor: WorldPoint(x: 0, y: 0), deviceAnchor: WorldPoint(x: 0, y: 0), pixelRatio: 1)
        return LabelLayout.place(scene: try ProjectedScene(scene), style: style, transform: plane).labels.filter { $0.kind == .road }
    }

    @Test func aStreetIsNamedAlongItsLineFromItsClassZoom() throws {
        let label = try #require(try streetLabels(zoom: 16).first)
        #expect(label.text == "Landstrasse")
        #expect(label.angle > 0.3 && label.angle < 1.2, "\(label.angle) rad")
        // On the line: turned about the stretch's middle, its box centred there, not set beside it.
        let mid = WebMercator.project(Coordinate(latitude: 47.1425, longitude: 9.52))
        #expect(abs(label.anchorX - mid.x * 256 * 65_536) < 3 && abs(label.anchorY - mid.y * 256 * 65_536) < 3)
        let centre = ((label.box.minX + label.box.maxX) / 2, (label.box.minY + label.box.maxY) / 2)
        #expect(abs(centre.0 - label.anchorX) < label.fontSize && abs(centre.1 - label.anchorY) < label.fontSize, "\(centre)")
        // A minor street's name shows from zoom 15 (the standard style), a primary road's from 12.
        #expect(try streetLabels(zoom: 14).isEmpty)
        #expect(try streetLabels(zoom: 12, kind: .primary).count == 1)
        #expect(try streetLabels(zoom: 11, kind: .primary).isEmpty)
    }

    @Test func namesGoWithTheRoadsAndTheirStyle() throws {
        var hidden = MapStyle.standard
        hidden.roads.visible = false
        #expect(try streetLabels(zoom: 16, style: hidden).isEmpty)
        var unnamed = MapStyle.standard
        unnamed.roads.classes["minor"]?.labelMinZoom = nil
        #expect(try streetLabels(zoom: 16, style: unnamed).isEmpty)
        // A street of many ways of one name is named once nearby, not on every way.
        func corner(_ i: Int) -> Coordinate {
            let k = Double(i)
            return Coordinate(latitude: 47.15 - k * 0.0025, longitude: 9.51 + k * 0.0033)
        }
        let ways: [[Coordinate]] = (0..<6).map { i in [corner(i), corner(i + 1)] }
        var scene = MapScene()
        scene.roads = ways.enumerated().map { MapRoad(id: "w\($0.offset)", name: "Landstrasse", kind: .minor, parts: [$0.element]) }
        let plane = MapTransform(scale: 256 * 65_536, anchor: WorldPoint(x: 0, y: 0), deviceAnchor: WorldPoint(x: 0, y: 0), pixelRatio: 1)
        let labels = LabelLayout.place(scene: try ProjectedScene(scene), style: .standard, transform: plane).labels.filter { $0.kind == .road }
        #expect(labels.count >= 1 && labels.count <= 3, "\(labels.count) names on 6 ways of one street")
        // A winding lane with no straight stretch long enough keeps no name rather than a level one beside it.
        let zigzag = (0..<40).map { i in Coordinate(latitude: 47.14 + (i % 2 == 0 ? 0 : 0.0002), longitude: 9.52 + Double(i) * 0.0001) }
        #expect(try streetLabels(zoom: 16, parts: [zigzag]).isEmpty)
    }
}
