import Foundation
import Testing
@testable import RegioGeo

/// ``DegreeCellIndex``: boxes by the one-degree cells they reach with a margin.
struct DegreeCellIndexTests {
    let boxes = [
        BoundingBox(west: 14.2, south: 49.9, east: 14.7, north: 50.2),     // 0: Prague
        BoundingBox(west: 16.5, south: 49.1, east: 16.7, north: 49.3),     // 1: Brno
        BoundingBox(west: 179.5, south: -17, east: 179.9, north: -16.5),   // 2: beside the antimeridian (Fiji)
        BoundingBox(west: .nan, south: 0, east: 1, north: 1),              // 3: not finite: left out
    ]

    @Test func aPointSeesTheBoxesOfItsCellInPositionOrder() {
        let index = DegreeCellIndex(boxes: boxes, marginKm: 0)
        #expect(index.positions(near: Coordinate(latitude: 50.08, longitude: 14.42)) == [0])
        #expect(index.positions(near: Coordinate(latitude: 49.19, longitude: 16.61)) == [1])
        #expect(index.positions(near: Coordinate(latitude: 45, longitude: 10)).isEmpty)
    }

    @Test func theMarginReachesNeighbouringCells() {
        // Kladno's cell (50.1 N, 13.9 E) is west of Prague's box: within 40 km, not within 0.
        let kladno = Coordinate(latitude: 50.15, longitude: 13.9)
        #expect(DegreeCellIndex(boxes: boxes, marginKm: 0).positions(near: kladno).isEmpty)
        #expect(DegreeCellIndex(boxes: boxes, marginKm: 40).positions(near: kladno) == [0])
    }

    @Test func longitudesWrapAtTheAntimeridian() {
        let index = DegreeCellIndex(boxes: boxes, marginKm: 150)
        #expect(index.positions(near: Coordinate(latitude: -16.8, longitude: -179.5)) == [2])
    }

    @Test func invalidPointsAndHugeMarginsDoNotTrap() {
        #expect(DegreeCellIndex(boxes: boxes, marginKm: 0).positions(near: Coordinate(latitude: .nan, longitude: 14)).isEmpty)
        let everywhere = DegreeCellIndex(boxes: [boxes[0]], marginKm: 1e12)
        #expect(everywhere.positions(near: Coordinate(latitude: -60, longitude: -120)) == [0])
    }
}
